'use strict';
// The demo host as a person meets it: the data page, its pages of records, the record overlay,
// and the plugin's interfaces at the host's locations.
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

describe('the demo host', () => {
  const session = useWorkbench();
  usePagePerTest(session);
  let demo;
  let tab;
  beforeEach(() => {
    ({ demo, tab } = session);
  });

  it('opens on the first form of the workspace, with the example\'s plugins in the top nav', async () => {
    const { page } = tab;
    await page.goto(demo.url());
    await page.waitForSelector('.demo-grid-row');
    expect(new URL(page.url()).pathname).toBe('/workspaces/1/data/1');
    expect(await textsOf(page, '.demo-form-tabs li')).toEqual(['Companies', 'Deals', 'Contacts']);
    // the board, and the same board shipped as a v2 app (example/maya.json's board-v2, "target": 2)
    expect(await textsOf(page, '.demo-nav .navbar-nav > li')).toEqual(['Data', 'Board', 'Board (v2)', 'Settings']);
    // the plugin's zn-top-nav interface
    await page.waitForSelector('.demo-top-nav .board-nav-changes');
  });

  it('puts Zengine\'s context on $rootScope (workspace with its forms, user, countries, states) and loads moment', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/1'));
    await page.waitForFunction(() => {
      const root = window.angular && angular.element(document.body).injector() && angular.element(document.body).injector().get('$rootScope');
      return root && root.workspace && root.workspace.forms && root.countries && root.states && root.user;
    });
    const context = await page.evaluate(() => {
      const root = angular.element(document.body).injector().get('$rootScope');
      return {
        workspace: root.workspace.id,
        forms: root.workspace.forms.map((form) => [form.name, Array.isArray(form.fields) && form.fields.length > 0]),
        user: root.user.id,
        workspaces: root.workspaces.length > 1 && root.workspaces.find((workspace) => workspace.id === 1) === root.workspace,
        countries: root.countries.length > 0 && typeof root.countries[0].name === 'string',
        states: root.states.length > 0,
        moment: typeof window.moment === 'function' && window.moment.utc('2024-05-01T09:00:00Z').format('YYYY-MM-DD[T]HH:mm:ss')
      };
    });
    expect(context).toEqual({
      workspace: 1, forms: [['Companies', true], ['Deals', true], ['Contacts', true]], user: 1, workspaces: true,
      countries: true, states: true, moment: '2024-05-01T09:00:00'
    });
  });

  it('lists webhook deliveries in the webhooks panel, and runs a scheduled webhook from it', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/1'));
    await page.waitForSelector('.demo-grid-row');
    const made = await page.evaluate(async () => {
      const response = await fetch('/v1/scheduled_webhooks', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 'workspace.id': '1', frequency: 'daily', description: 'Panel digest', url: 'https://hooks.example.com/panel' })
      });
      return (await response.json()).data.id;
    });
    await page.click('.demo-webhooks-toggle');
    await page.waitForSelector('.demo-run-scheduled');
    const buttons = await page.$$('.demo-scheduled-webhooks li');
    let clicked = false;
    for (const item of buttons) {
      if ((await item.textContent()).includes('Panel digest')) {
        await (await item.$('.demo-run-scheduled')).click();
        clicked = true;
      }
    }
    expect(clicked).toBe(true);
    await page.waitForSelector('.demo-webhook-delivery[data-status="not delivered"]');
    const row = await page.textContent('.demo-webhook-delivery');
    expect(row).toContain('https://hooks.example.com/panel');
    expect(row).toMatch(/not delivered.*no network/);
    expect(made).toEqual(jasmine.any(Number));
  });

  it('pages through the records of a form', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/2'));
    await page.waitForSelector('.demo-grid-row');
    expect(await page.textContent('.demo-page-status')).toContain('Page 1 of 10');
    const firstPage = await page.$$eval('.demo-grid-row', (rows) => rows.map((row) => row.dataset.recordId));
    expect(firstPage.length).toBe(20);

    await page.click('.demo-page-next');
    await page.waitForFunction((first) => {
      const row = document.querySelector('.demo-grid-row');
      return row && row.dataset.recordId !== first && /Page 2 of 10/.test(document.querySelector('.demo-page-status').textContent);
    }, firstPage[0]);
    const secondPage = await page.$$eval('.demo-grid-row', (rows) => rows.map((row) => row.dataset.recordId));
    expect(secondPage.length).toBe(20);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

    await page.click('.demo-page-previous');
    await page.waitForFunction((first) => document.querySelector('.demo-grid-row').dataset.recordId === first, firstPage[0]);
  });

  it('shows the plugin\'s figures above the grid of the board\'s form', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/2'));
    await page.waitForSelector('.board-subheader');
    expect(await page.textContent('.board-subheader')).toMatch(/By Stage:\s+Lead\s+\d+/);
  });

  it('opens a record in the overlay, where the plugin hears the record it shows', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/2'));
    await page.waitForSelector('.demo-grid-row');
    await page.click('.demo-grid-row a');
    await page.waitForSelector('.demo-overlay .demo-record-fields');
    expect(await page.textContent('#demo-overlay-title')).toContain('Deals');
    // The board's zn-plugin-form-top interface learned of it through zn-ui-record-overlay-record-loaded.
    await page.waitForSelector('.demo-overlay .board-record-note');
    expect(await page.textContent('.board-record-note')).toMatch(/On the board in the column \w+/);

    await page.keyboard.press('Escape');
    await page.waitForSelector('.demo-overlay', { state: 'detached' });
    expect(page.url()).not.toContain('record=');
  });

  it('shows the plugin\'s recordOverlay section, under its title, for the record the overlay shows', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/2'));
    await page.waitForSelector('.demo-grid-row');
    await page.click('.demo-grid-row a');
    await page.waitForSelector('.demo-record-overlay-plugins .board-overlay-stage');
    expect(await textsOf(page, '.demo-record-overlay-plugins .zn-plugin-record-overlay-title')).toEqual(['Board']);
    // The same column as the board's zn-plugin-form-top note names, and the amount (or a dash).
    await page.waitForSelector('.demo-overlay .board-record-note');
    expect((await page.textContent('.board-overlay-stage')).trim()).toBe((await page.textContent('.board-record-note strong')).trim());
    expect((await page.textContent('.board-overlay-amount')).trim()).toMatch(/^[\d,]+$|^—$/);

    await page.keyboard.press('Escape');
    await page.waitForSelector('.demo-record-overlay-plugins', { state: 'detached' });
  });

  it('keeps a plugin\'s page mounted while the record overlay opens over it', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/plugin/board'));
    await page.waitForSelector('.board-card');
    await page.evaluate(() => { document.querySelector('.board-columns').__e2eMark = true; });
    await page.click('.board-card .board-card-title');
    await page.waitForSelector('.demo-overlay .demo-record-fields');
    expect(new URL(page.url()).search).toMatch(/^\?record=2\.\d+$/);
    expect(await page.evaluate(() => !!document.querySelector('.board-columns').__e2eMark)).toBe(true);
  });

  it('answers a deep link with its page, and a path nothing answers with a message', async () => {
    const { page } = tab;
    const contact = (await demo.call('GET', '/v1/forms/3/records?limit=1')).body.data[0];
    await page.goto(demo.url(`/workspaces/1/data/3?form=3&record=${contact.id}`));
    await page.waitForSelector('.demo-overlay .demo-record-fields');
    expect(await textsOf(page, '.demo-form-tabs li.active')).toEqual(['Contacts']);
    await page.goto(demo.url('/workspaces/1/plugin/no-such-plugin/12'));
    await page.waitForSelector('.demo-missing');
    expect(await page.textContent('.demo-missing code')).toBe('/workspaces/1/plugin/no-such-plugin/12');
    // a Zengine-era hashbang link still lands on its page
    await page.goto(`${demo.origin}/#!/workspaces/1/data/2`);
    await page.waitForSelector('.demo-grid-row');
    expect(new URL(page.url()).pathname).toBe('/workspaces/1/data/2');
  });

  it('shows a record\'s values formatted and named in the overlay', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/data/2?record=2.41'));
    await page.waitForSelector('.demo-overlay .demo-record-fields');
    await page.waitForFunction(() => /Ada Lovelace/.test(document.querySelector('.demo-record-fields').textContent));
    const values = await page.$$eval('.demo-record-fields dt', (terms) => {
      const byLabel = {};
      terms.forEach((term) => { byLabel[term.textContent.trim()] = term.nextElementSibling.textContent.trim(); });
      return byLabel;
    });
    expect(values.Amount).toBe('$67,400.00');
    expect(values.Probability).toBe('10%');
    expect(values.Owner).toBe('Ada Lovelace');
    expect(values.Company).toBe('Cedar Works');
    expect(values['Close date']).toBe('Oct 17, 2024');
    expect(values.Stage).toBe('Lead');
  });

  it('shows all six columns of the example board at 1280 px wide, none clipped', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/plugin/board'));
    await page.waitForSelector('.board-card');
    const layout = await page.$eval('.board-columns', (row) => ({
      columns: row.querySelectorAll('.board-column').length,
      scrolls: row.scrollWidth > row.clientWidth,
      lastRight: row.querySelector('.board-column:last-child').getBoundingClientRect().right,
      width: document.documentElement.clientWidth
    }));
    expect(layout.columns).toBe(6);
    expect(layout.scrolls).toBe(false);
    expect(layout.lastRight).toBeLessThanOrEqual(layout.width);
  });
});
