'use strict';
// What one v2 frame may ask of the host page (issue 30, finding 10), in Chromium: 200 `modal`
// calls open 10 children and are refused past that; a 32 MiB `message` is refused without
// freezing the page; and (finding 4) znHttp cannot reach the workbench's own endpoints through
// an encoded `..`; (finding 5) a page of another site cannot frame a plugin's origin.
const fs = require('fs');
const http = require('http');
const { openPage, useWorkbench, usePagePerTest } = require('./support/workbench');
const { labRepository, builds, labFrame, call } = require('./support/v2-lab');

async function fullPage(session) {
  await session.tab.page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
  return labFrame(session.tab.page, 'fullPage');
}

describe('a version 2 plugin\'s frame against the host page\'s limits', () => {
  const repo = labRepository();
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  beforeAll(() => builds(session));
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('opens at most 10 modal children per frame: the others are refused naming the limit', async () => {
    const page = session.tab.page;
    const frame = await fullPage(session);
    const answers = await frame.evaluate(() => Promise.all(Array.from({ length: 200 }, () => window.lab.try('modal', { options: { src: '/modal.html' } }))));
    expect(answers.filter((answer) => answer.ok).length).toBe(10);
    expect(JSON.stringify(answers.find((answer) => !answer.ok))).toContain('too many children open: at most 10');
    expect(await page.$$eval('iframe.zn-v2-frame[data-view="modal"]', (frames) => frames.length)).toBe(10);
  });

  it('refuses a 32 MiB message naming the limit, and goes on answering', async () => {
    const frame = await fullPage(session);
    const answer = await frame.evaluate(() => window.lab.try('message', { params: { message: 'x'.repeat(32 * 1024 * 1024), type: 'saved' } }));
    expect(answer.ok).toBe(false);
    expect(JSON.stringify(answer.error)).toContain('1 MiB of text');
    expect(await call(frame, 'message', { params: { message: 'Saved', type: 'saved', duration: 0 } })).toEqual({ ok: true, result: null });
  });

  it('refuses znHttp urls that climb out of /v1 once decoded with status 400', async () => {
    const frame = await fullPage(session);
    for (const url of ['/v1/%2e%2e/workbench/webhooks/deliveries', '/v1/%2E%2e/workbench/firebase', '/v1/.%2e/workbench/firebase']) {
      const answer = await call(frame, 'znHttp', { request: { method: 'get', url } });
      expect(answer.ok).withContext(url).toBe(false);
      expect(JSON.stringify(answer.error)).withContext(url).toContain('"status":400');
    }
  });

  it('lets no page of another site frame the plugin\'s origin', async () => {
    const pluginPage = `http://v2lab.localhost:${new URL(session.demo.url()).port}/index.html`;
    const otherSite = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><iframe id="framed" src="${pluginPage}" width="600" height="400"></iframe>`);
    });
    await new Promise((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    const tab = await openPage();
    try {
      const answered = tab.page.waitForResponse((response) => response.url() === pluginPage);
      await tab.page.goto(`http://127.0.0.1:${otherSite.address().port}/`);
      expect((await answered).headers()['content-security-policy']).toContain('frame-ancestors http://127.0.0.1:');
      const framed = tab.page.frames().find((frame) => frame !== tab.page.mainFrame());
      await framed.waitForLoadState('load');
      const shown = await framed.evaluate(() => !!document.getElementById('where')).catch(() => false);
      expect(shown).toBe(false);
    } finally {
      await tab.close();
      await new Promise((resolve) => otherSite.close(resolve));
    }
  });
});
