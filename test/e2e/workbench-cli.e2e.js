'use strict';
// `zn-plugin serve` as a plugin author runs it: a real process on a free port serving several
// plugin folders (test/fixtures/workbench/), one of them broken, and the host page it serves.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage, textsOf } = require('./support/workbench');
const { serve } = require('./support/serve-process');

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'workbench');

/** Polls `check` until it returns true (or throws when it never does); a throw (a page between loads) is a no. */
async function eventually(check, what) {
  for (let i = 0; i < 100; i++) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('zn-plugin serve', () => {
  let work;
  let server;
  let tab;

  beforeAll(async () => {
    // The folders are copied, so a test can edit them.
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-workbench-cli-'));
    fs.cpSync(FIXTURES, path.join(work, 'plugins'), { recursive: true });
    server = await serve(['plugins/hello', 'plugins/notes', 'plugins/broken', 'plugins/missing-template', '--data', 'data', '--reset'], work);
  });
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

  it('says in the terminal which file of a broken folder is wrong, and on which line', () => {
    expect(server.output()).toContain('plugins/broken/plugin.js:4: syntax error:');
    expect(server.output()).toMatch(/plugins\/missing-template\/plugin\.html: missing/);
    expect(server.output()).toContain('plugin hello from plugins/hello');
    expect(server.output()).toContain('plugin notes from plugins/notes');
    expect(server.output()).not.toContain('plugin broken from');
    // a broken backend service is named with its line; the plugin's other parts are served
    expect(server.output()).toContain('plugins/notes/backend/broken-service/plugin.js:3: warning: backend service not served: SyntaxError');
  });

  it('serves a folder\'s backend services where znPluginData reaches them', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/plugin/notes`);
    await page.waitForSelector('.notes-greeting');
    expect(await page.textContent('.notes-greeting')).toBe('Hello, Ada, from workspace 1');
  });

  it('serves the other plugins, in the top nav by their order, and shows the problems on the page', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/`);
    await page.waitForSelector('.demo-grid-row');
    expect(await textsOf(page, '.demo-nav .navbar-nav > li')).toEqual(['Data', 'Notes', 'Hello', 'Settings']);
    const problems = await textsOf(page, '.zn-workbench-problem');
    expect(problems.length).toBe(3);
    expect(problems[0]).toMatch(/^plugins\/notes\/backend\/broken-service\/plugin\.js:3: warning: /);
    expect(problems[1]).toMatch(/^plugins\/broken\/plugin\.js:4: syntax error: /);
    expect(problems[2]).toMatch(/^plugins\/missing-template\/plugin\.html: missing/);
    // the notes plugin's inline interface above the grid
    await page.waitForSelector('.notes-subheader');
  });

  it('answers deep links with the host page, which shows the page they name', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/admin/plugin/notes`);
    await page.waitForSelector('.notes-settings');
    expect(await textsOf(page, '.demo-settings .nav-pills li')).toEqual(['Notes']);
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-page');
    expect(await page.textContent('.hello-page .title')).toBe('Hello from workspace 1');
    // Zengine's icon names show a glyph of their own: icon-plus a plus, icon-emo-beer (the nav) a glass
    const glyph = (selector) => page.$eval(selector, (element) => getComputedStyle(element, '::before').content);
    expect(await glyph('.hello-button .icon-plus')).toBe('"+"');
    expect(await glyph('.demo-nav .icon-emo-beer')).toBe('"\ue001"');
    expect(await glyph('.demo-nav .icon-doc')).toBe('"\ue022"');
  });

  it('runs a link written href="#" for its ng-click, without navigating', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-page');
    await page.evaluate(() => { window.__samePage = true; });
    await page.click('.hello-page .tabs a:text("Second")');
    await page.waitForFunction(() => /Picked Second \(1 clicks\)/.test(document.querySelector('.hello-picked').textContent));
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/workspaces/1/plugin/hello');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.__samePage)).toBe(true);
    expect(await textsOf(page, '.hello-page .tabs li.active')).toEqual(['Second']);
  });

  it('serves each plugin\'s CSS scoped to its own elements', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-page .title');
    const style = await page.$eval('.hello-page .title', (element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, fontStyle: computed.fontStyle };
    });
    // its own `.title` rule applies; the notes plugin's `.title { font-style: italic }` does not
    expect(style).toEqual({ color: 'rgb(12, 34, 56)', fontStyle: 'normal' });
    const css = await (await fetch(`${server.origin.replace('localhost', '127.0.0.1')}/workbench/plugins/hello/plugin.css`)).text();
    expect(css).toContain('[data-zn-plugin="hello"] .title');
  });

  it('shows an edit on the next load, without a restart', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-version');
    expect(await page.textContent('.hello-version')).toBe('version one');
    const file = path.join(work, 'plugins', 'hello', 'plugin.html');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('version one', 'version two'));
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-version');
    expect(await page.textContent('.hello-version')).toBe('version two');
  });

  it('reloads the page by itself when a plugin file changes, and reports a file broken meanwhile', async () => {
    const { page } = tab;
    await page.goto(`${server.origin}/workspaces/1/plugin/hello`);
    await page.waitForSelector('.hello-version');
    await page.evaluate(() => { window.__notReloaded = true; });
    const file = path.join(work, 'plugins', 'hello', 'plugin.js');
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replace("title: 'Hello',", "title: 'Hello again',"));
    await eventually(async () => (await page.evaluate(() => !window.__notReloaded && !!document.querySelector('.hello-page'))), 'the page reloaded');
    await page.waitForFunction(() => /Hello again/.test(document.querySelector('.demo-nav').textContent));

    // broken: the page reloads and says so; the terminal too
    fs.writeFileSync(file, source.replace("title: 'Hello',", "title: 'Hello',,,"));
    await page.waitForFunction(() => /plugins\/hello\/plugin\.js:\d+: syntax error/.test(document.body.textContent));
    await page.waitForSelector('.demo-grid-row, .notes-page, .hello-page, .alert-warning');
    await page.waitForFunction(() => document.querySelectorAll('.demo-nav .navbar-nav > li').length === 3);
    expect(await textsOf(page, '.demo-nav .navbar-nav > li')).toEqual(['Data', 'Notes', 'Settings']);
    await eventually(() => /plugins\/hello\/plugin\.js:\d+: syntax error/.test(server.output()), 'the terminal names the file');
    fs.writeFileSync(file, source);
    await page.waitForFunction(() => document.querySelectorAll('.zn-workbench-problem').length === 3 &&
      /Hello/.test(document.querySelector('.demo-nav').textContent));
  });
});
