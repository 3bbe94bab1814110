'use strict';
// The example repository `npm start` serves (example/): its plugin, built as mayan built it with
// Zengine's npm modules @zenginehq/frontend-util and @zenginehq/frontend-config (installed from
// the registry when missing) and its common code, renders the workspace's forms and a settings page.
const path = require('path');
const { installRepositoryDependencies } = require('zn-plugin-workbench');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const EXAMPLE = path.resolve(__dirname, '..', '..', 'example');

describe('the example repository (npm start)', () => {
  beforeAll(async () => {
    await installRepositoryDependencies(EXAMPLE, {}, () => undefined);
  }, 120000);
  const session = useWorkbench({ plugins: [EXAMPLE] });
  usePagePerTest(session);

  it('lists the workspace\'s forms, with what wgnUtil (from @zenginehq/frontend-util) and wgnFormat (plugins/common) give', async () => {
    expect(session.demo.log).toEqual([]);
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/forms-overview'));
    await page.waitForSelector('.forms-overview-main .forms-overview-name');
    const forms = await session.demo.call('GET', '/v1/forms?workspace.id=1&limit=100');
    const names = forms.body.data.map((form) => form.name);
    expect(await textsOf(page, '.forms-overview-name')).toEqual(names);
    // wgnUtil.camelCase: 'Companies' → 'companies'
    expect(await textsOf(page, '.forms-overview-key')).toEqual(names.map((name) => name.charAt(0).toLowerCase() + name.slice(1)));
    expect((await textsOf(page, '.forms-overview-view'))[0]).toMatch(/^view [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('has a settings page from @zenginehq/frontend-config that saves to the plugin\'s database and loads again', async () => {
    const page = session.tab.page;
    const settingsUrl = session.demo.url('/workspaces/1/admin/plugin/forms-overview');
    await page.goto(settingsUrl);
    // the module's form picker lists the workspace's forms (it reads them with related=null)
    const picker = '.config-input.input-form select';
    await page.waitForSelector(picker);
    await page.focus(picker);
    await page.waitForFunction((selector) => document.querySelector(selector).options.length > 1, picker);
    await page.selectOption(picker, { label: 'Deals' });
    await page.fill('input[name="note"]', 'Deals first');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => /Configuration saved/.test(document.body.textContent));
    const saved = (await session.demo.call('GET', '/workbench/firebase/formsOverview.json')).body;
    expect(JSON.stringify(saved)).toContain('Deals first');

    await page.goto(settingsUrl);
    await page.waitForSelector('input[name="note"]');
    await page.waitForFunction(() => document.querySelector('input[name="note"]').value === 'Deals first');
  });

  it('counts each form\'s records with its backend service, whose own lib/zn-http.js reaches the sandbox', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/forms-overview'));
    await page.waitForSelector('.forms-overview-main .forms-overview-name');
    await page.click('.forms-overview-load-counts');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.forms-overview-count')).every((cell) => cell.textContent.trim() !== ''));
    const forms = (await session.demo.call('GET', '/v1/forms?workspace.id=1&limit=100')).body.data;
    const counts = await Promise.all(forms.map((form) => session.demo.call('GET', `/v1/forms/${form.id}/records/count`)));
    const texts = await textsOf(page, '.forms-overview-count');
    expect(texts.map((text) => Number(text.replace(/[^0-9]/g, '')))).toEqual(counts.map((answer) => answer.body.totalCount));
    expect(await textsOf(page, '.forms-overview-failure')).toEqual([]);
  });
});
