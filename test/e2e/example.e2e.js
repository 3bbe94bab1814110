'use strict';
// The example repository `npm start` serves (example/: maya.json, plugins/common/board,
// plugins/board, plugins/board-v2, backend/), as a newcomer meets it: both plugins served without
// a problem, the board with no debug text, the same board shipped as v2 reached from the top nav
// (in a frame of its own origin, with its own backend), and the pictures of the README and
// docs/workbench.md (scripts/pictures.js, which `npm run screenshots` takes) still showing what
// the page shows. board.e2e.js, settings.e2e.js and host.e2e.js use the board itself.
const fs = require('fs');
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');
const { PICTURES } = require('../../scripts/pictures');

const ROOT = path.resolve(__dirname, '..', '..');
/** The v2 app's origin on the served workbench: its namespace, lower-cased, under localhost. */
const appOrigin = (session) => `http://boardv2.localhost:${session.demo.workbench.port}`;

describe('the example repository (npm start)', () => {
  const session = useWorkbench();
  usePagePerTest(session);

  it('serves its two plugins, the board and the same board shipped as v2, without a problem', () => {
    // what the shipped board's frame loads is said once, as zn-plugin build says it; nothing else
    const frameLines = session.demo.log.filter((line) => /^board-v2 \(shipped as version 2\): its frame loads /.test(line));
    expect(frameLines.length).toBe(1);
    expect(session.demo.log.filter((line) => !frameLines.includes(line))).toEqual([]);
    // (the repository itself is listed too, with no namespace of its own)
    const served = session.demo.workbench.plugins().filter((plugin) => plugin.namespace).map((plugin) => ({ namespace: plugin.namespace, ok: plugin.ok, v2: !!plugin.version2, problems: plugin.problems }));
    expect(served).toEqual([
      { namespace: 'board', ok: true, v2: false, problems: [] },
      { namespace: 'boardV2', ok: true, v2: true, problems: [] }
    ]);
  });

  it('shows the board with no debug text and no problem on the page', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/board'));
    await page.waitForSelector('.board-card');
    await page.waitForSelector('.board-column-figures');
    expect(await page.$$('.zn-workbench-problem')).toEqual([]);
    const text = await page.evaluate(() => document.body.innerText);
    // no id, uuid, template placeholder or value a person cannot read
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|\{\{|\bundefined\b|\bNaN\b|\[object |\bnull\b/);
    expect(text).toContain('Deals by Stage');
  });

  it('reaches the same board shipped as v2 from the top nav: in a frame of its own origin, with its own backend', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/board'));
    await page.waitForSelector('.board-card');
    await page.click('.demo-nav .navbar-nav a[title="Board (v2)"]');
    await page.waitForFunction(() => window.location.pathname === '/workspaces/1/plugin/board-v2');
    const frameElement = await page.waitForSelector('iframe[data-namespace="boardV2"]');
    const frame = await frameElement.contentFrame();
    await frame.waitForSelector('.board-v2-card');
    await frame.waitForSelector('.board-v2-column-figures');
    expect(new URL(frame.url()).origin).toBe(appOrigin(session));
    // the same board: the same columns, the same first page of cards
    expect(await textsOf(frame, '.board-v2-column-title')).toEqual(['Lead', 'Qualified', 'Proposal', 'Won', 'Lost', 'No stage']);
    expect((await textsOf(frame, '.board-v2-card')).length).toBe(50);
    // its backend services are mounted under its own namespace: its settings are its own
    const own = await session.demo.call('PUT', '/plugins/workspaces/1/boardV2/settings', { formId: 2, groupBy: 'field16', sumField: null, filter: null });
    expect(own.status).toBe(200);
    expect((await session.demo.call('GET', '/plugins/workspaces/1/board/settings')).body.sumField).toBe('field13');
    expect((await session.demo.call('GET', '/plugins/workspaces/1/boardV2/settings')).body.sumField).toBe(null);
  });

  describe('the pictures of the README and docs/workbench.md (npm run screenshots)', () => {
    /** The images README.md and docs/workbench.md show, as paths from the repository's root. */
    function picturesOfTheDocs() {
      const shown = [];
      [['README.md', ''], ['docs/workbench.md', 'docs/']].forEach(([file, base]) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        for (const match of text.matchAll(/!\[[^\]]*\]\(([^)\s]+\.png)\)/g)) shown.push(path.posix.normalize(base + match[1]));
      });
      return Array.from(new Set(shown)).sort();
    }

    it('are every picture those pages show, each a PNG of the page size', () => {
      expect(picturesOfTheDocs()).toEqual(PICTURES.map((picture) => picture.file).sort());
      expect(picturesOfTheDocs()).toContain('docs/board.png');
      PICTURES.forEach((picture) => {
        const png = fs.readFileSync(path.join(ROOT, picture.file));
        expect(png.subarray(1, 4).toString('latin1')).withContext(picture.file).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).withContext(picture.file).toEqual([1280, 860]);
      });
    });

    PICTURES.forEach((picture) => {
      it(`${picture.file}: ${picture.what}, on the page as served`, async () => {
        const page = session.tab.page;
        await picture.show(page, session.demo.origin);
        for (const selector of picture.shows) expect(await page.isVisible(selector)).withContext(selector).toBe(true);
      });
    });
  });
});
