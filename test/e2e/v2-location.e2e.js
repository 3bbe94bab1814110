'use strict';
// A version 2 plugin moves the host page only through `location` (docs/v2.md, docs/security.md):
// a javascript: (or data:, file:) URL is refused and never runs in the host page, another site
// opens in a new tab and the workbench stays where it is, an address of this host moves the page.
const fs = require('fs');
const { useWorkbench, usePagePerTest } = require('./support/workbench');
const { labRepository, builds, labFrame, call } = require('./support/v2-lab');

describe('a version 2 plugin\'s location.href in the workbench', () => {
  const repo = labRepository();
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  beforeAll(() => builds(session));
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  async function fullPage() {
    await session.tab.page.goto(session.demo.url('/workspaces/1/plugin/v2Lab'));
    return labFrame(session.tab.page, 'fullPage');
  }

  it('refuses a URL that is not http: or https:, in any spelling, and runs none of it', async () => {
    const page = session.tab.page;
    const frame = await fullPage();
    const before = page.url();
    const hostile = ['javascript:window.pwned=1', '\tJaVaScRiPt:window.pwned=2', ' java\nscript:window.pwned=3',
      'data:text/html,<script>window.opener.pwned=4</script>', 'file:///etc/passwd', 'vbscript:msgbox(1)'];
    for (const url of hostile) {
      const answer = await call(frame, 'location', { method: 'href', args: [url] });
      expect(answer.ok).withContext(url).toBe(false);
      expect(JSON.stringify(answer.error)).withContext(url).toContain('only http: and https: URLs are followed');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await page.evaluate(() => window.pwned)).toBeUndefined();
    expect(page.url()).toBe(before);
  });

  it('opens another site in a new tab and keeps the workbench where it is', async () => {
    const page = session.tab.page;
    const frame = await fullPage();
    const before = page.url();
    for (const url of ['//other.site/', 'http://other.site/x', 'HTTPS://other.site/']) {
      const popup = session.tab.context.waitForEvent('page');
      expect(await call(frame, 'location', { method: 'href', args: [url] })).withContext(url).toEqual({ ok: true, result: null });
      const opened = await popup;
      // a new tab without a handle back to the workbench (noopener)
      expect(await opened.evaluate(() => window.opener).catch(() => null)).toBeNull();
      await opened.close();
    }
    expect(page.url()).toBe(before);
  });

  it('moves the page to an address of this host', async () => {
    const page = session.tab.page;
    const frame = await fullPage();
    const target = session.demo.url('/workspaces/1/data');
    const moved = page.waitForURL(target);
    // the page may leave (and the frame go) before the answer reaches the frame: started, not awaited
    await frame.evaluate((url) => { window.lab.try('location', { method: 'href', args: [url] }); }, target);
    await moved;
    expect(page.url()).toBe(target);
  });
});
