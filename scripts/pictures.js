'use strict';
/**
 * The pictures of the README and docs/workbench.md, each taken from what `npm start` shows (the
 * example repository, example/, on a freshly seeded sandbox): where it is, what a person does
 * first, and the elements it shows. `npm run screenshots` (scripts/screenshots.js) takes them;
 * test/e2e/example.e2e.js runs the same steps on the page as served and fails when an element a
 * picture shows is no longer there.
 *
 * Each picture: { file, page, what, shows, frameShows?, show(page, origin) }. `show` opens the page
 * and does what the picture needs, waiting (at most WAIT_MS each) for every selector of `shows` (and
 * of `frameShows` in the plugin's frame); it throws when one never comes. The viewport is VIEWPORT.
 */

/** The page size of every picture (the browser tests' too). */
const VIEWPORT = { width: 1280, height: 860 };
const WAIT_MS = 15000;
const BOARD = '/workspaces/1/plugin/board';

/** Waits for each selector to be visible on the page. */
async function waitFor(page, selectors) {
  for (const selector of selectors) await page.waitForSelector(selector, { state: 'visible', timeout: WAIT_MS });
}

/** The board with its cards and each column's figures (from its backend service). */
async function openBoard(page, origin) {
  await page.goto(origin + BOARD);
  await waitFor(page, ['.board-card', '.board-column-figures']);
}

/** The board's editor for a new deal (znModal), opened from New deal. */
async function openEditor(page, origin) {
  await openBoard(page, origin);
  await page.click('.board-new');
  await page.waitForSelector('.zn-modal .board-editor', { timeout: WAIT_MS });
}

const PICTURES = [
  {
    file: 'docs/board.png',
    page: BOARD,
    what: 'the board: Deals by Stage, a column per stage with its figures, the tools above',
    shows: ['.board-title', '.board-status', '.board-toolbar .board-search', '.board-filter-open', '.board-new',
      '.board-column[data-column="lead"] .board-card', '.board-column-figures', '.demo-top-nav .board-nav-changes'],
    async show(page, origin) {
      await openBoard(page, origin);
      await waitFor(page, this.shows);
    }
  },
  {
    file: 'docs/filter-panel.png',
    page: BOARD,
    what: 'the filter panel (znFiltersPanel) opened from the board, with one condition',
    shows: ['.zn-filters-panel .zn-filter-attribute', '.zn-filters-panel .zn-filter-value-text', '.zn-filters-panel-save:not([disabled])'],
    async show(page, origin) {
      await openBoard(page, origin);
      await page.click('.board-filter-open');
      await page.waitForSelector('.zn-filters-panel .zn-filter-add-condition', { timeout: WAIT_MS });
      await page.click('.zn-filters-panel .zn-filter-add-condition');
      await page.selectOption('.zn-filters-panel .zn-filter-attribute', { label: 'Title' }, { timeout: WAIT_MS });
      await page.selectOption('.zn-filters-panel .zn-filter-prefix', { label: 'contains' }, { timeout: WAIT_MS });
      await page.fill('.zn-filters-panel .zn-filter-value-text', 'Renewal', { timeout: WAIT_MS });
      await waitFor(page, this.shows);
    }
  },
  {
    file: 'docs/modal.png',
    page: BOARD,
    what: 'the editor (znModal) kept open, saying why it cannot save',
    shows: ['.zn-modal .board-editor', '.zn-modal .board-editor-problems', '.zn-modal .has-error'],
    async show(page, origin) {
      await openEditor(page, origin);
      await page.fill('.zn-modal label:has-text("Amount") + div input', 'a lot', { timeout: WAIT_MS });
      await page.click('.zn-modal [data-zn-button="Save"]');
      await page.waitForFunction(() => /Amount must be a number/.test((document.querySelector('.board-editor-problems') || {}).textContent),
        null, { timeout: WAIT_MS });
      await waitFor(page, this.shows);
    }
  },
  {
    file: 'docs/message.png',
    page: BOARD,
    what: 'a message (znMessage) after a deal is created from the editor, its card on the board',
    shows: ['.zn-message-saved .zn-message-text', '.board-column[data-column="proposal"] .board-card'],
    async show(page, origin) {
      await openEditor(page, origin);
      await page.fill('.zn-modal label:has-text("Title") + div input', 'Expansion for Harbor Foods', { timeout: WAIT_MS });
      await page.fill('.zn-modal label:has-text("Amount") + div input', '12500', { timeout: WAIT_MS });
      await page.selectOption('.zn-modal label:has-text("Stage") + div select', { label: 'Proposal' }, { timeout: WAIT_MS });
      await page.click('.zn-modal [data-zn-button="Save"]');
      await page.waitForSelector('.zn-modal', { state: 'detached', timeout: WAIT_MS });
      await page.waitForFunction(() => /^Created Expansion for Harbor Foods\.$/.test(((document.querySelector('.zn-message-saved .zn-message-text') || {}).textContent || '').trim()),
        null, { timeout: WAIT_MS });
      // the button that opened the editor has the focus back: not a part of the picture
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      await waitFor(page, this.shows);
    }
  },
  {
    file: 'docs/board-v2.png',
    page: '/workspaces/1/plugin/board-v2',
    what: 'the same board shipped as a version 2 app (example/plugins/board-v2, "target": 2), in a frame of its own origin',
    shows: ['iframe[data-namespace="boardV2"]'],
    frameShows: ['.board-v2-card', '.board-v2-column-figures'],
    async show(page, origin) {
      await page.goto(origin + this.page);
      await waitFor(page, this.shows);
      const frame = await (await page.$(this.shows[0])).contentFrame();
      await waitFor(frame, this.frameShows);
    }
  }
];

module.exports = { PICTURES, VIEWPORT };
