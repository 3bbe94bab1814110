'use strict';
// A v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"): the fixture
// repository's board plugin has "target": 2 in maya.json.
//
// 1. `zn-plugin serve` (a real process) builds it into plugins/board/dist/ and shows it as a v2
//    plugin: its page in a frame of http://recordboard.localhost:<port>/, which loads every file of
//    the app by relative URL from that origin and nothing from anywhere else. The in-frame runtime
//    is a stand-in here (support/ship-v2.js) that shows what the page loaded.
// 2. With the SDK's in-frame runtime built (dist/zn-plugin-frame.min.js): on `zn-plugin serve`, the v1
//    interface runs in its frame against the workbench's v2 host; and `zn-plugin build` makes the
//    app and a minimal v2 host of this spec's own (an origin for the app, a page answering PostRPC)
//    runs it: the v1 interface renders in the frame, with the context and znData over PostRPC.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { spawnSync } = require('child_process');
const { openPage, textsOf } = require('./support/workbench');
const { serve } = require('./support/serve-process');
const { FRAME_RUNTIME, SDK_DIST, appFrame, shipRepository, stubSdkDir } = require('./support/ship-v2');

const CLI = path.resolve(__dirname, '..', '..', 'workbench', 'bin', 'zn-plugin.js');

/** Page errors of every frame, kept in each frame's window (playwright's pageerror is the main frame's). */
function keepFrameErrors(context) {
  return context.addInitScript(() => {
    window.__frameErrors = [];
    window.addEventListener('error', (event) => window.__frameErrors.push(event.message));
  });
}

describe('a v1 plugin with "target": 2 on zn-plugin serve', () => {
  let repo;
  let sdkDir;
  let server;
  let tab;
  const requests = [];

  beforeAll(async () => {
    repo = shipRepository();
    sdkDir = stubSdkDir();
    const before = process.env.ZN_PLUGIN_SDK_DIR;
    process.env.ZN_PLUGIN_SDK_DIR = sdkDir;
    try {
      server = await serve([repo, '--data', path.join(repo, 'sandbox-data')], repo);
    } finally {
      if (before === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
      else process.env.ZN_PLUGIN_SDK_DIR = before;
    }
  });
  afterAll(async () => {
    if (server) await server.stop();
    fs.rmSync(repo, { recursive: true, force: true });
    fs.rmSync(sdkDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    tab = await openPage();
    await keepFrameErrors(tab.context);
    tab.page.on('request', (request) => requests.push(request.url()));
  });
  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    expect(tab.failedResponses).toEqual([]);
    await tab.close();
  });

  it('shows its page in a frame of its own origin, loading the whole app from there and nothing from elsewhere', async () => {
    const port = new URL(server.origin).port;
    const appOrigin = `http://recordboard.localhost:${port}/`;
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/record-board`);
    const frame = await appFrame(tab.page, appOrigin, '[zn-frame-root][data-stub]');
    expect(frame.url()).toBe(`${appOrigin}index.html`);
    const loaded = JSON.parse(await frame.$eval('[zn-frame-root]', (root) => root.getAttribute('data-stub')));
    // the board uses none of the optional libraries: its frame has AngularJS, the SDK and its own code only
    expect(loaded).toEqual({
      angular: '1.8.3', jquery: null, jqueryUi: false, moment: false, firebase: false, angularFire: false, plugin: true, sdkModule: true,
      templates: ['record-board-main']
    });
    // the template is the v1 build's (wgn- replaced), styled by its Sass through the app's plugin.css
    const board = await frame.$eval('.record-board-board', (element) => getComputedStyle(element).color);
    expect(board).toBe('rgb(42, 100, 150)');
    // Bootstrap's styles reached the frame, with the Glyphicons font by relative URL
    expect(await frame.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Helvetica Neue/);
    expect(await frame.evaluate(() => window.__frameErrors)).toEqual([]);
    const appRequests = requests.filter((url) => url.startsWith(appOrigin)).map((url) => url.slice(appOrigin.length));
    expect(appRequests).toEqual(jasmine.arrayContaining(['index.html', 'vendor/angular/angular.min.js', 'sdk/zn-plugin.min.js', 'plugin.js', 'plugin.css',
      'sdk/zn-plugin-frame.min.js']));
    expect(appRequests.filter((url) => /jquery|moment|firebase|compat|extras|\.map$/.test(url))).toEqual([]);
    const elsewhere = requests.filter((url) => !/^http:\/\/(localhost|127\.0\.0\.1|[a-z0-9.]+\.localhost):\d+\//.test(url) && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
    // its fullPage asks for the top nav (topNav: true): it is there, named by its registration's title
    expect(await textsOf(tab.page, '.demo-nav .navbar-nav a[href="/workspaces/1/plugin/record-board"]')).toEqual(['Record Board']);
  });

  it('builds the app again on an edit, and the page follows', async () => {
    const port = new URL(server.origin).port;
    const appOrigin = `http://recordboard.localhost:${port}/`;
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/record-board`);
    await appFrame(tab.page, appOrigin, '.record-board-board');
    const template = path.join(repo, 'plugins', 'board', 'src', 'main.html');
    fs.writeFileSync(template, fs.readFileSync(template, 'utf8').replace('class="wgn-board"', 'class="wgn-board wgn-edited"'));
    const frame = await appFrame(tab.page, appOrigin, '.record-board-edited');
    expect(await frame.$eval('.record-board-edited', (element) => element.className)).toBe('record-board-board record-board-edited');
    expect(fs.readFileSync(path.join(repo, 'plugins', 'board', 'dist', 'index.html'), 'utf8')).toContain('record-board-edited');
  });
});

/**
 * A v2 host of the spec's own on 127.0.0.1: the app's dist/ at http://app.localhost:<port>/, and
 * at http://localhost:<port>/ a page that frames its index.html and answers PostRPC (post-rpc's
 * wire format) with a context for a fullPage view and znHttp from a list of forms. Every request
 * is kept in `calls` (method and args), in order.
 */
function startV2Host(dist) {
  const calls = [];
  const page = `<!DOCTYPE html><html><body><h1>A v2 host</h1>
<iframe id="app" src="http://app.localhost:PORT/index.html" style="width: 900px; height: 500px"></iframe>
<script>
var appOrigin = 'http://app.localhost:PORT';
var context = {
  constants: {}, plugin: { id: 9, name: 'board', namespace: 'recordBoard', icon: 'icon-th-large', views: [] },
  pluginView: { type: 'fullPage', src: '/index.html' },
  workspace: { id: 1, name: 'Shipping Workspace', forms: [] }, user: { id: 7, displayName: 'Tester' },
  location: { protocol: 'http:', host: 'localhost:PORT', port: 'PORT', pathname: '/workspaces/1/plugin/record-board',
    pathParams: { workspace_id: '1', plugin_route: 'record-board' }, hash: '', href: 'http://localhost:PORT/workspaces/1/plugin/record-board', searchParams: {} },
  states: [], countries: []
};
window.calls = [];
window.addEventListener('message', function (event) {
  var request = event.data;
  if (event.origin !== appOrigin || !request || request.jsonrpc !== '2.0' || !request.method) return;
  window.calls.push({ method: request.method, args: request.args });
  var answer = { jsonrpc: '2.0', id: request.id };
  if (request.method === 'context') answer.result = context;
  else if (request.method === 'znHttp' && /^\\/forms/.test(request.args.request.url)) {
    answer.result = { status: 200, headers: {}, data: { status: 200, code: 2000, totalCount: 2, limit: 20, offset: 0,
      data: [{ id: 5, name: 'Deals' }, { id: 6, name: 'Companies' }] } };
  } else if (request.method === 'resize') answer.result = request.args.dimensions;
  else answer.error = { code: -32601, message: 'The ' + request.method + ' method is not available' };
  event.source.postMessage(answer, event.origin);
});
</script></body></html>`;
  const server = http.createServer((req, res) => {
    const host = (req.headers.host || '').split(':')[0];
    const port = server.address().port;
    if (host === 'localhost') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(page.replace(/PORT/g, String(port)));
    }
    const file = path.resolve(dist, `.${decodeURIComponent(new URL(req.url, 'http://x').pathname)}`);
    if (host !== 'app.localhost' || !file.startsWith(dist + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    return fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    origin: `http://localhost:${server.address().port}`, calls,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); })
  })));
}

describe('a v1 plugin shipped with zn-plugin build, in a v2 host that is not the workbench', () => {
  const runtimeBuilt = fs.existsSync(FRAME_RUNTIME);
  const waiting = `the SDK's in-frame runtime is not built (${FRAME_RUNTIME} is missing): npm run build makes it from src/frame/`;
  let repo;
  let host;
  let tab;

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    repo = shipRepository();
    const built = spawnSync(process.execPath, [CLI, 'build', repo], { encoding: 'utf8', env: { ...process.env, ZN_PLUGIN_SDK_DIR: SDK_DIST } });
    if (built.status !== 0) throw new Error(`zn-plugin build failed:\n${built.stdout}${built.stderr}`);
    host = await startV2Host(path.join(repo, 'plugins', 'board', 'dist'));
  });
  afterAll(async () => {
    if (host) await host.close();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  it('renders the v1 interface in the frame, with the host\'s context and znData over PostRPC', async () => {
    if (!runtimeBuilt) {
      pending(waiting);
      return;
    }
    tab = await openPage();
    await keepFrameErrors(tab.context);
    try {
      await tab.page.goto(`${host.origin}/`);
      const frame = await appFrame(tab.page, host.origin.replace('localhost', 'app.localhost'), '.record-board-form');
      expect(await frame.$eval('.record-board-board', (element) => element.textContent.trim())).toBe('Hello from the board');
      expect(await frame.$eval('.record-board-workspace', (element) => element.textContent.trim())).toBe('Shipping Workspace');
      expect(await frame.$$eval('.record-board-form', (items) => items.map((item) => item.textContent.trim()))).toEqual(['Deals', 'Companies']);
      const calls = await tab.page.evaluate(() => window.calls);
      expect(calls[0].method).toBe('context');
      const http = calls.filter((call) => call.method === 'znHttp').map((call) => call.args.request.url);
      expect(http).toEqual([jasmine.stringMatching(/^\/forms/)]);
      expect(await frame.evaluate(() => window.__frameErrors)).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

describe('a v1 plugin with "target": 2 on zn-plugin serve, with the SDK\'s in-frame runtime', () => {
  const runtimeBuilt = fs.existsSync(FRAME_RUNTIME);
  let repo;
  let server;

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    repo = shipRepository();
    const before = process.env.ZN_PLUGIN_SDK_DIR;
    process.env.ZN_PLUGIN_SDK_DIR = SDK_DIST;
    try {
      server = await serve([repo, '--data', path.join(repo, 'sandbox-data')], repo);
    } finally {
      if (before === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
      else process.env.ZN_PLUGIN_SDK_DIR = before;
    }
  });
  afterAll(async () => {
    if (server) await server.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  it('runs the v1 interface in its frame against the workbench\'s v2 host: the context and znData from the sandbox', async () => {
    if (!runtimeBuilt) {
      pending(`the SDK's in-frame runtime is not built (${FRAME_RUNTIME} is missing): npm run build makes it from src/frame/`);
      return;
    }
    const tab = await openPage();
    await keepFrameErrors(tab.context);
    try {
      const port = new URL(server.origin).port;
      const workspace = await (await fetch(`http://127.0.0.1:${port}/v1/workspaces/1`)).json();
      const forms = await (await fetch(`http://127.0.0.1:${port}/v1/forms?workspace.id=1&limit=200`)).json();
      await tab.page.goto(`${server.origin}/workspaces/1/plugin/record-board`);
      const frame = await appFrame(tab.page, `http://recordboard.localhost:${port}/`, '.record-board-form');
      expect(await frame.$eval('.record-board-board', (element) => element.textContent.trim())).toBe('Hello from the board');
      expect(await frame.$eval('.record-board-workspace', (element) => element.textContent.trim())).toBe(workspace.data.name);
      const names = await frame.$$eval('.record-board-form', (items) => items.map((item) => item.textContent.trim()));
      expect(names).toEqual(forms.data.map((form) => form.name).slice(0, names.length));
      expect(names.length).toBeGreaterThan(0);
      expect(await frame.evaluate(() => window.__frameErrors)).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
