'use strict';
// The board's settings page (an inline filter, saved through the plugin's backend) and the
// backend's own routes, as the sandbox serves them.
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const BACKEND = '/plugins/workspaces/1/board';

describe('the board plugin\'s settings', () => {
  const session = useWorkbench();
  let demo;
  beforeEach(() => {
    demo = session.demo;
  });

  describe('page', () => {
    usePagePerTest(session);
    let page;
    beforeEach(() => {
      page = session.tab.page;
    });
    afterEach(async () => {
      // Back to the defaults for the next test.
      expect((await demo.call('PUT', `${BACKEND}/settings`, { formId: 2, groupBy: 'field16', sumField: 'field13', filter: null })).status).toBe(200);
    });

    it('narrows the board for everyone to the filter built inline', async () => {
      await page.goto(demo.url('/workspaces/1/admin/plugin/board'));
      await page.waitForSelector('.board-settings .zn-filter-add-condition');
      expect(await page.$eval('.board-settings-form', (select) => select.selectedOptions[0].textContent)).toBe('Deals');
      await page.click('.board-settings .zn-filter-add-condition');
      await page.selectOption('.board-settings .zn-filter-attribute', { label: 'Amount' });
      await page.selectOption('.board-settings .zn-filter-prefix', { label: 'is at least' });
      // An unfinished condition keeps Save disabled.
      await page.waitForSelector('.board-settings-save[disabled]');
      await page.fill('.board-settings .zn-filter-value input', '90000');
      await page.waitForSelector('.board-settings-save:not([disabled])');
      await page.click('.board-settings-save');
      await page.waitForSelector('.zn-message-saved');
      expect(await page.textContent('.zn-message-saved .zn-message-text')).toBe('The board settings were saved.');

      const filter = { and: [{ prefix: 'min', attribute: 'field13', value: '90000' }] };
      expect((await demo.call('GET', `${BACKEND}/settings`)).body.filter).toEqual(filter);
      const expected = (await demo.call('GET', `/v1/forms/2/records/count?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.totalCount;
      expect(expected).toBeGreaterThan(0);

      await page.click('.demo-nav a:has-text("Board")');
      await page.waitForSelector('.board-card');
      expect(Number(await page.textContent('.board-total-count'))).toBe(expected);
    });

    it('makes a board of another form, grouped by its choice field', async () => {
      await page.goto(demo.url('/workspaces/1/admin/plugin/board'));
      await page.waitForSelector('.board-settings-form');
      await page.selectOption('.board-settings-form', { label: 'Companies' });
      await page.waitForFunction(() => document.querySelector('.board-settings-group').selectedOptions[0].textContent === 'Industry');
      await page.selectOption('.board-settings-sum', { label: 'Employees' });
      await page.click('.board-settings-save');
      await page.waitForSelector('.zn-message-saved');

      await page.click('.demo-nav a:has-text("Board")');
      await page.waitForSelector('.board-card');
      expect(await page.textContent('.board-title')).toContain('Companies by Industry');
      expect(await textsOf(page, '.board-column-title')).toEqual(['Software', 'Manufacturing', 'Healthcare', 'Finance', 'Retail', 'Education', 'No industry']);
      expect(Number(await page.textContent('.board-total-count'))).toBe(40);
    });
  });

  describe('backend', () => {
    it('starts with the largest form that has a choice field', async () => {
      const answer = await demo.call('GET', `${BACKEND}/settings`);
      expect(answer).toEqual({ status: 200, body: { formId: 2, groupBy: 'field16', sumField: 'field13', filter: null } });
    });

    it('refuses settings that do not fit the workspace, saying which and why', async () => {
      const answer = await demo.call('PUT', `${BACKEND}/settings`, { formId: 2, groupBy: 'field13', sumField: 'field16', filter: { all: [] }, extra: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.validationErrors).toEqual({
        extra: ['Is not a setting of the board'],
        groupBy: ['Choose a dropdown or radio field of the form'],
        sumField: ['Choose a number field of the form, or none'],
        filter: ['Send a filter { and: [...] } or { or: [...] }, or null']
      });
      expect(answer.body.userMessage).toMatch(/^The board settings were not saved: /);
      expect((await demo.call('PUT', `${BACKEND}/settings`, { formId: 99, groupBy: 'field16' })).body.validationErrors)
        .toEqual({ formId: ['Choose a form of this workspace'] });
      expect((await demo.call('GET', `${BACKEND}/settings`)).body.groupBy).toBe('field16');
    });

    it('sums the records of each column, and counts those without a choice', async () => {
      const summary = (await demo.call('GET', `${BACKEND}/summary`)).body;
      const records = [];
      for (let page = 1; page <= 2; page++) {
        records.push(...(await demo.call('GET', `/v1/forms/2/records?limit=100&page=${page}&attributes=id,field13,field16`)).body.data);
      }
      expect(summary.total.count).toBe(records.length);
      expect(summary.columns.map((column) => column.value)).toEqual(['lead', 'qualified', 'proposal', 'won', 'lost', null]);
      summary.columns.forEach((column) => {
        const inColumn = records.filter((record) => (record.field16 || null) === column.value);
        expect(column.count).toBe(inColumn.length);
        expect(column.sum).toBe(inColumn.reduce((sum, record) => sum + (record.field13 || 0), 0));
      });
    });

    it('is reached only in a workspace the plugin is installed in', async () => {
      expect((await demo.call('GET', '/plugins/workspaces/2/board/summary')).status).toBe(403);
      expect((await demo.call('GET', `${BACKEND}/nothing`)).status).toBe(404);
    });
  });
});
