'use strict';
// The README's "Loading it in a host" snippet, as written: the page is exactly the snippet, served
// from the repository root by a static server on 127.0.0.1 (the package's own files standing in
// for node_modules/zn-plugin/, as an install puts them). A host that follows the README must get
// a dialog that shows, in front of its backdrop.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { openPage } = require('./support/workbench');

const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGE_PREFIX = '/node_modules/zn-plugin/';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** The first ```html block of the README's "Loading it in a host" section. */
function readmeHostSnippet() {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Loading it in a host'));
  if (!section) throw new Error('README.md has no "## Loading it in a host" section');
  const block = /```html\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('README.md\'s "Loading it in a host" section has no ```html block');
  return block[1];
}

/** The files the snippet names, in order: every <script src> and <link href>. */
function filesOf(html) {
  const files = [];
  const tag = /<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g;
  let match;
  while ((match = tag.exec(html))) files.push('/' + match[1].replace(/^\//, ''));
  return files;
}

/** Serves `page` at / and the repository's files under their paths; counts every request. */
function startStaticServer(page) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    requests.push(urlPath);
    if (urlPath === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(page);
      return;
    }
    const relative = urlPath.startsWith(PACKAGE_PREFIX) ? urlPath.slice(PACKAGE_PREFIX.length) : urlPath.slice(1);
    const file = path.resolve(ROOT, relative);
    if (!file.startsWith(ROOT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      origin: `http://localhost:${server.address().port}`,
      requests,
      close: () => new Promise((done) => server.close(done))
    }));
  });
}

describe("the README's host snippet", () => {
  const snippet = readmeHostSnippet();
  let server;
  let tab;

  beforeAll(async () => {
    server = await startStaticServer(snippet);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    tab = await openPage();
  });
  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    expect(tab.failedResponses).toEqual([]);
    await tab.close();
  });

  it('loads the peers, the stylesheet and the bundle, and adds zn.plugin to the host module', async () => {
    const files = filesOf(snippet);
    expect(files).toContain(PACKAGE_PREFIX + 'dist/zn-plugin.css');
    expect(files).toContain(PACKAGE_PREFIX + 'dist/zn-plugin.min.js');
    expect(snippet).toMatch(/angular\.module\('hostApp', \['zn\.plugin'\]\)/);

    await tab.page.goto(server.origin + '/');
    await tab.page.waitForFunction(() => window.angular && angular.element(document.documentElement).injector());
    // exactly the snippet's files, in its order (and no source maps or other files)
    expect(server.requests.filter((request) => request !== '/' && request !== '/favicon.ico')).toEqual(files);
    expect(await tab.page.evaluate(() => angular.element(document.documentElement).injector().has('znModal'))).toBe(true);
  });

  it('shows a znModal dialog in front of its backdrop', async () => {
    const { page } = tab;
    await page.goto(server.origin + '/');
    await page.waitForFunction(() => window.angular && angular.element(document.documentElement).injector());
    await page.evaluate(() => new Promise((resolve) => {
      const injector = angular.element(document.documentElement).injector();
      injector.get('$rootScope').$apply(() => {
        const dialog = injector.get('znModal')({ title: 'Hello from the README', template: '<p>The dialog body</p>', btns: { OK: { primary: true } } });
        dialog.opened.then(resolve);
      });
    }));
    // one frame, so styles and layout apply before measuring
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
    const seen = await page.evaluate(() => {
      const dialog = document.querySelector('.zn-modal');
      const style = getComputedStyle(dialog);
      const content = dialog.querySelector('.modal-content, .zn-modal-content') || dialog;
      const box = content.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const title = Array.from(dialog.querySelectorAll('*')).find((element) => element.textContent.trim() === 'Hello from the README');
      const titleBox = title.getBoundingClientRect();
      const atTitle = document.elementFromPoint(titleBox.left + titleBox.width / 2, titleBox.top + titleBox.height / 2);
      return {
        display: style.display,
        visibility: style.visibility,
        size: box.width > 0 && box.height > 0,
        inViewport: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        centreInDialog: Boolean(atCentre && dialog.contains(atCentre)),
        titleInFront: Boolean(atTitle && dialog.contains(atTitle))
      };
    });
    expect(seen.display).not.toBe('none');
    expect(seen).toEqual(jasmine.objectContaining({ visibility: 'visible', size: true, inViewport: true, centreInDialog: true, titleInFront: true }));
  });
});
