'use strict';
// The example repository's board (example/, as npm start serves it), used as a person would:
// paging, the filter panel, quick search, the editor and its checks, delete with a confirmation,
// messages, the events panel, and what is remembered across a reload.
const { requestsOf, textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const BOARD = '/workspaces/1/plugin/board';

describe('the board plugin', () => {
  const session = useWorkbench();
  usePagePerTest(session);
  let demo;
  let page;
  beforeEach(() => {
    demo = session.demo;
    page = session.tab.page;
  });

  /** Opens the board and waits for its cards. */
  async function openBoard() {
    await page.goto(demo.url(BOARD));
    await page.waitForSelector('.board-card');
  }

  function number(selector) {
    return page.textContent(selector).then((text) => Number(text.replace(/[^0-9]/g, '')));
  }

  /** Waits until `selector`'s number differs from `before`; resolves with the new number. */
  async function numberChange(selector, before) {
    await page.waitForFunction(([css, old]) => {
      const element = document.querySelector(css);
      return element && Number(element.textContent.replace(/[^0-9]/g, '')) !== old;
    }, [selector, before]);
    return number(selector);
  }

  it('shows the records of the seeded form as cards in one column per choice', async () => {
    await openBoard();
    expect(await page.textContent('.board-title')).toContain('Deals by Stage');
    expect(await textsOf(page, '.board-column-title')).toEqual(['Lead', 'Qualified', 'Proposal', 'Won', 'Lost', 'No stage']);
    // The backend's figures, per column.
    await page.waitForSelector('.board-column-figures');
    expect(await textsOf(page, '.board-column[data-column="lead"] .board-column-figures')).toEqual([jasmine.stringMatching(/^\d+ in all · Amount [\d,]+$/)]);
    expect(await number('.board-loaded-count')).toBe(50);
    expect(await number('.board-total-count')).toBe(200);
  });

  it('pages through the records with Load more', async () => {
    await openBoard();
    await page.click('.board-load-more');
    expect(await numberChange('.board-loaded-count', 50)).toBe(100);
    const ids = await page.$$eval('.board-card', (cards) => cards.map((card) => card.dataset.recordId));
    expect(ids.length).toBe(100);
    expect(new Set(ids).size).toBe(100);
  });

  it('narrows the board to a filter built in the filter panel, and keeps it across a reload', async () => {
    await openBoard();
    await page.click('.board-filter-open');
    await page.waitForSelector('.zn-filters-panel .zn-filter-add-condition');
    await page.click('.zn-filters-panel .zn-filter-add-condition');
    await page.selectOption('.zn-filters-panel .zn-filter-attribute', { label: 'Title' });
    await page.selectOption('.zn-filters-panel .zn-filter-prefix', { label: 'contains' });
    await page.fill('.zn-filters-panel .zn-filter-value-text', 'Pilot');
    await page.waitForSelector('.zn-filters-panel-save:not([disabled])');
    await page.click('.zn-filters-panel-save');
    await page.waitForSelector('.zn-filters-panel', { state: 'detached' });

    const total = await numberChange('.board-total-count', 200);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(200);
    expect(await page.textContent('.board-filter-open')).toContain('Filter: on');
    const titles = await textsOf(page, '.board-card-title');
    expect(titles.length).toBe(total);
    titles.forEach((title) => expect(title).toContain('Pilot'));

    await page.reload();
    await page.waitForSelector('.board-card');
    expect(await number('.board-total-count')).toBe(total);
    expect(await page.textContent('.board-filter-open')).toContain('Filter: on');

    await page.click('.board-filter-clear');
    expect(await numberChange('.board-total-count', total)).toBe(200);
  });

  /** Opens the filter panel with one new condition on the field labelled `label`. */
  async function addPanelCondition(label) {
    await page.click('.board-filter-open');
    await page.waitForSelector('.zn-filters-panel .zn-filter-add-condition');
    await page.click('.zn-filters-panel .zn-filter-add-condition');
    await page.selectOption('.zn-filters-panel .zn-filter-attribute', { label });
  }

  /** Saves the panel's filter and waits for the board to show another total; resolves with it. */
  async function savePanel(totalBefore) {
    await page.waitForSelector('.zn-filters-panel-save:not([disabled])');
    await page.click('.zn-filters-panel-save');
    await page.waitForSelector('.zn-filters-panel', { state: 'detached' });
    return numberChange('.board-total-count', totalBefore);
  }

  it('offers the Stage choices in the filter panel, in order, and narrows the board to the one picked', async () => {
    await openBoard();
    await addPanelCondition('Stage');
    expect(await textsOf(page, '.zn-filters-panel .zn-filter-prefix option')).toEqual(['is', 'is not', 'is one of', 'is none of']);
    expect(await textsOf(page, '.zn-filters-panel .zn-filter-value-select option')).toEqual(['Choose…', 'Lead', 'Qualified', 'Proposal', 'Won', 'Lost']);
    await page.selectOption('.zn-filters-panel .zn-filter-value-select', { label: 'Won' });

    const won = (await demo.call('GET', '/v1/forms/2/records/count?field16=won')).body.totalCount;
    expect(won).toBeGreaterThan(0);
    expect(await savePanel(200)).toBe(won);
    const columns = await page.$$eval('.board-card', (cards) => cards.map((card) => card.closest('.board-column').dataset.column));
    expect(columns.length).toBe(Math.min(won, 50));
    columns.forEach((column) => expect(column).toBe('won'));
  });

  it('offers the linked Company field in the filter panel, with a record picker over Companies', async () => {
    await openBoard();
    await addPanelCondition('Company');
    expect(await textsOf(page, '.zn-filters-panel .zn-filter-prefix option')).toEqual(['is', 'is not']);
    await page.type('.zn-filters-panel .zn-filter-value-record', 'Suncrest', { delay: 20 });
    const match = page.locator('.zn-filters-panel .uib-typeahead-match').first();
    await match.waitFor();
    const name = (await match.textContent()).trim();
    expect(name).toMatch(/^Suncrest /);
    await match.click();

    const company = (await demo.call('GET', `/v1/forms/1/records?name=${encodeURIComponent(name)}&attributes=id`)).body.data[0];
    const deals = (await demo.call('GET', `/v1/forms/2/records/count?field12=${company.id}`)).body.totalCount;
    expect(deals).toBeGreaterThan(0);
    expect(await savePanel(200)).toBe(deals);
    expect((await textsOf(page, '.board-card')).length).toBe(deals);
  });

  it('narrows the loaded cards as the person types in quick search, without a request', async () => {
    await openBoard();
    const loaded = await number('.board-loaded-count');
    const before = (await requestsOf(page)).length;

    await page.type('#board-search', 'cedar works', { delay: 20 });
    await page.waitForFunction(() => {
      const cards = Array.from(document.querySelectorAll('.board-card-title'));
      return cards.length > 0 && cards.every((card) => /cedar works/i.test(card.textContent));
    });
    const shown = await number('.board-shown-count');
    expect(shown).toBeLessThan(loaded);
    expect((await textsOf(page, '.board-card-title')).length).toBe(shown);
    expect(await number('.board-loaded-count')).toBe(loaded);
    expect((await requestsOf(page)).slice(before)).toEqual([]);

    await page.fill('#board-search', '');
    await page.waitForFunction((count) => document.querySelectorAll('.board-card').length === count, loaded);
    expect((await requestsOf(page)).slice(before)).toEqual([]);
  });

  it('keeps the editor open and says why while a required value is missing, then creates the record', async () => {
    await openBoard();
    await page.click('.board-new');
    await page.waitForSelector('.zn-modal .board-editor');
    expect(await page.textContent('.zn-modal .modal-title')).toBe('New deal');

    await page.click('.zn-modal [data-zn-button="Save"]');
    await page.waitForSelector('.board-editor-problems');
    expect(await page.textContent('.board-editor-problems')).toContain('Title is required.');
    expect(await page.getAttribute('.zn-modal .has-error input', 'aria-invalid')).toBe('true');
    await page.fill('.zn-modal label:has-text("Amount") + div input', 'a lot');
    await page.click('.zn-modal [data-zn-button="Save"]');
    await page.waitForFunction(() => /Amount must be a number/.test(document.querySelector('.board-editor-problems').textContent));
    expect(await page.$('.zn-modal')).not.toBeNull();

    const title = `E2E deal ${Date.now()}`;
    await page.fill('.zn-modal label:has-text("Title") + div input', title);
    await page.fill('.zn-modal label:has-text("Amount") + div input', '12500');
    await page.selectOption('.zn-modal label:has-text("Stage") + div select', { label: 'Proposal' });
    await page.click('.zn-modal [data-zn-button="Save"]');
    await page.waitForSelector('.zn-modal', { state: 'detached' });

    await page.waitForSelector('.zn-message-saved');
    expect(await page.textContent('.zn-message-saved .zn-message-text')).toBe(`Created ${title}.`);
    const card = page.locator('.board-column[data-column="proposal"] .board-card', { hasText: title });
    expect(await card.count()).toBe(1);
    expect(await card.locator('.board-card-sum').textContent()).toContain('12,500');
    // The events panel heard znData's event.
    await page.waitForSelector('.board-event-name:text("zn-data-form-records-saved")');
    expect(await textsOf(page, '.board-event:first-child')).toEqual([jasmine.stringMatching(`zn-data-form-records-saved ${title} \\(created\\)$`)]);
  });

  it('edits a record in the editor and shows the API\'s message when the record changed meanwhile', async () => {
    await openBoard();
    const card = page.locator('.board-card').first();
    const id = await card.getAttribute('data-record-id');
    await card.locator('.board-card-edit').click();
    await page.waitForSelector('.zn-modal .board-editor');

    // Someone else saves the record first: the editor's objectVersion is now stale.
    await page.evaluate(async (recordId) => {
      const answer = await fetch(`/v1/forms/2/records/${recordId}`, {
        method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ field25: 'changed elsewhere' })
      });
      if (!answer.ok) throw new Error(`the other edit failed: ${answer.status}`);
    }, id);
    await page.fill('.zn-modal label:has-text("Title") + div input', 'Edited title');
    await page.click('.zn-modal [data-zn-button="Save"]');
    session.expectedFailures = [`412 PUT /v1/forms/2/records/${id}`];
    await page.waitForSelector('.zn-message-error');
    expect(await page.textContent('.zn-message-error .zn-message-text')).toBe('Someone else changed this in the meantime');
    expect(await page.$('.zn-modal .board-editor-problems')).not.toBeNull();

    // Cancel, reload, and the edit goes through.
    await page.click('.zn-modal [data-zn-button="Cancel"]');
    await page.waitForSelector('.zn-modal', { state: 'detached' });
    await page.reload();
    await page.waitForSelector(`.board-card[data-record-id="${id}"]`);
    await page.click(`.board-card[data-record-id="${id}"] .board-card-edit`);
    await page.waitForSelector('.zn-modal .board-editor');
    await page.fill('.zn-modal label:has-text("Title") + div input', 'Edited title');
    await page.click('.zn-modal [data-zn-button="Save"]');
    await page.waitForSelector('.zn-modal', { state: 'detached' });
    await page.waitForSelector('.zn-message-saved');
    await page.waitForFunction((recordId) => {
      const title = document.querySelector(`.board-card[data-record-id="${recordId}"] .board-card-title`);
      return title && title.textContent === 'Edited title';
    }, id);
  });

  it('deletes a record only after the person confirms', async () => {
    await openBoard();
    const card = page.locator('.board-card').first();
    const id = await card.getAttribute('data-record-id');
    const name = await card.locator('.board-card-title').textContent();
    const total = await number('.board-total-count');

    await card.locator('.board-card-delete').click();
    await page.waitForSelector('.zn-confirm');
    expect(await page.textContent('.zn-confirm .zn-confirm-message')).toBe(`Delete ${name}? This cannot be undone.`);
    await page.click('.zn-confirm [data-zn-button="No"]');
    await page.waitForSelector('.zn-confirm', { state: 'detached' });
    expect(await page.$(`.board-card[data-record-id="${id}"]`)).not.toBeNull();

    await card.locator('.board-card-delete').click();
    await page.waitForSelector('.zn-confirm');
    await page.click('.zn-confirm [data-zn-button="Yes"]');
    await page.waitForSelector(`.board-card[data-record-id="${id}"]`, { state: 'detached' });
    await page.waitForSelector('.zn-message-saved');
    expect(await page.textContent('.zn-message-saved .zn-message-text')).toBe(`Deleted ${name}.`);
    expect(await number('.board-total-count')).toBe(total - 1);
    await page.waitForSelector('.board-event-name:text("zn-data-form-records-deleted")');

    const answer = await page.evaluate((recordId) => fetch(`/v1/forms/2/records/${recordId}`).then((response) => response.status), id);
    expect(answer).toBe(404);
    session.expectedFailures = [`404 GET /v1/forms/2/records/${id}`];
  });

  it('lists the record overlay\'s event when a card is opened', async () => {
    await openBoard();
    const card = page.locator('.board-card').first();
    const name = await card.locator('.board-card-title').textContent();
    await card.locator('.board-card-title').click();
    await page.waitForSelector('.demo-overlay .demo-record-fields');
    await page.waitForSelector('.board-event-name:text("zn-ui-record-overlay-record-loaded")');
    expect(await textsOf(page, '.board-event:first-child')).toEqual([jasmine.stringMatching(`zn-ui-record-overlay-record-loaded ${name}$`)]);
  });

  it('remembers the layout and the dismissed tip across a reload', async () => {
    await openBoard();
    expect(await page.$('.board-compact')).toBeNull();
    await page.click('.board-column[data-column="lost"] .board-column-toggle');
    await page.waitForSelector('.board-column[data-column="lost"].board-column-collapsed');
    expect(await page.$('.board-column[data-column="lost"] .board-card')).toBeNull();
    await page.click('.board-compact-toggle');
    await page.waitForSelector('.board.board-compact');
    await page.click('.board-tip-dismiss');
    await page.waitForSelector('.board-tip', { state: 'detached' });

    await page.reload();
    await page.waitForSelector('.board-card');
    expect(await page.$('.board.board-compact')).not.toBeNull();
    expect(await page.$('.board-column[data-column="lost"].board-column-collapsed')).not.toBeNull();
    expect(await page.$('.board-column[data-column="lost"] .board-card')).toBeNull();
    expect(await page.getAttribute('.board-column[data-column="lost"] .board-column-toggle', 'aria-expanded')).toBe('false');
    expect(await page.$('.board-tip')).toBeNull();
  });
});
