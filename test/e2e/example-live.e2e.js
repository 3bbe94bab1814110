'use strict';
// The example repository (a copy) while its author edits it, on a real `zn-plugin serve` process:
// an edit of the common code (plugins/common/board/src/), which both the board and the board
// shipped as v2 are built from, and of the v2 board's own registration, on the v2 board's page.
// The host page is never loaded again for them: the v1 board takes a template edit in place, and
// the v2 board's frames alone load again (issue 39). And the v2 page's heading follows the
// registration's pageTitle as the v1 page's does.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage } = require('./support/workbench');
const { serve } = require('./support/serve-process');

const ROOT = path.resolve(__dirname, '..', '..');

describe('the example repository while it is edited', () => {
  let work;
  let server;
  let tab;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-example-live-'));
    fs.cpSync(path.join(ROOT, 'example'), path.join(work, 'example'), {
      recursive: true, filter: (source) => !/node_modules|sandbox-data|maya_build|[\\/]dist(\.zip)?$/.test(source)
    });
    server = await serve(['example', '--data', 'data', '--reset'], work);
  }, 120000);
  afterAll(async () => {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    tab = await openPage();
  });
  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  const file = (relative) => path.join(work, 'example', relative);
  const edit = (relative, change) => fs.writeFileSync(file(relative), change(fs.readFileSync(file(relative), 'utf8')));

  /** The v2 board's page, its frame on it, the page and the frame marked so a reload of either shows. */
  async function openBoardV2() {
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/board-v2`);
    const frame = await (await tab.page.waitForSelector('iframe[data-namespace="boardV2"]')).contentFrame();
    await frame.waitForSelector('.board-v2-card');
    await tab.page.evaluate(() => { window.__notReloaded = true; });
    await frame.evaluate(() => { window.__frameNotReloaded = true; });
    return frame;
  }
  const frameOf = async () => (await tab.page.$('iframe[data-namespace="boardV2"]')).contentFrame();

  it('shows no host heading above the v2 board, as above the v1 board: both registrations say pageTitle: false', async () => {
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/board`);
    await tab.page.waitForSelector('.board-card');
    expect(await tab.page.$$('.zn-plugin-page-title')).toEqual([]);
    await openBoardV2();
    expect(await tab.page.$$('.zn-plugin-page-title')).toEqual([]);
    // the plugin's own heading, in its frame, is the only one
    expect(await tab.page.evaluate(() => document.querySelector('main').innerText)).not.toContain('Board (v2)');
  });

  it('loads only the v2 board\'s frame again, not the host page, for a template edit of the common code', async () => {
    await openBoardV2();
    edit('plugins/common/board/src/board.html', (text) => text.replace("' by ' + board.groupField.label", "' grouped by ' + board.groupField.label"));
    await tab.page.waitForFunction(async () => {
      const frame = document.querySelector('iframe[data-namespace="boardV2"]');
      return !!frame;
    });
    const frame = await frameOf();
    await frame.waitForFunction(() => /grouped by/.test((document.querySelector('.board-v2-title') || {}).textContent || ''), null, { timeout: 30000 });
    expect(await frame.evaluate(() => window.__frameNotReloaded === true)).toBe(false);
    expect(await tab.page.evaluate(() => window.__notReloaded === true)).toBe(true);
  });

  it('loads only the v2 board\'s frame again for a script edit of its own registration that leaves the host\'s registration as it was', async () => {
    await openBoardV2();
    edit('plugins/board-v2/plugin-register.js', (text) => `window.boardV2Edited = ${Date.now() % 1000 + 1};\n${text}`);
    await tab.page.waitForFunction(() => !!document.querySelector('iframe[data-namespace="boardV2"]'));
    const frame = await frameOf();
    await frame.waitForFunction(() => typeof window.boardV2Edited === 'number', null, { timeout: 30000 });
    await frame.waitForSelector('.board-v2-card');
    expect(await tab.page.evaluate(() => window.__notReloaded === true)).toBe(true);
  });
});
