'use strict';
// `npm run bench:ship`: the weight and the first render of a v1 plugin's frame shipped as a v2 app
// (`zn-plugin build` with "target": 2 / --as-v2; issue 37 items 6 and 7), side by side in one run with
// a floor frame for the same plugin. A report, not a pass/fail:
//   - shipped: the app `zn-plugin build` writes (this workbench's buildShippedV2, the SDK of dist/);
//   - floor: the least a frame of that plugin can load: angular.min, angular-sanitize.min, UI
//     Bootstrap (tpls) minified with terser, zn-plugin.min, zn-plugin-frame.min, the libraries the
//     plugin needs (listed by hand below, per plugin) and the plugin's own plugin.js, plugin.css and
//     templates; no other stylesheet, no compat or extras bundle;
//   - before (BASELINE=<another workbench package folder, built>, e.g. one of main before issue 37):
//     that workbench's buildShippedV2 on the same plugin, measured the same way in the same run.
// Goals (issue 37): bytes on the wire (gzip) <= 1.3x the floor; first render from frame navigation
// <= 1.2x the floor, cold (a fresh browser: nothing cached) and warm (a second view of the same
// origin in the same browser).
//
// Each frame is served by a real server of its own on 127.0.0.1 (files gzipped at level 9 once, the
// page revalidated by ETag, every other file cached for an hour), inside a v2 host page (another
// server, http://localhost:<port>/) that frames it cross-origin and answers PostRPC as a v2 host
// does: `context` (a fullPage view of the plugin in workspace 1) and `znHttp` from canned data. The
// first render is measured in the frame, from its navigation (performance.now() at the animation
// frame after the plugin's view shows its data). Bytes are what the frame's server sent during the
// view. Plugins: a Hello World (written here), the labs record board (test/fixtures/plugins/folder-board,
// our own board of the pattern: forms as tabs, folders as ui-sortable columns) and the example
// repository's board (example/, its `board` entry with --as-v2; a copy): Deals by Stage from canned
// deals, its settings and summary answered as its backend services answer znPluginData.
// Headless Chromium through playwright-core (CHROME_BIN, default /usr/bin/chromium). Medians of ROUNDS (9; --quick: 2);
// a ratio is the median of the rounds' ratios (a variant and the floor measured back to back), with their quartiles.
// ONLY=hello,board picks plugins; CONTROL=1 adds the floor once more as a variant (floor*), the noise of the machine.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..');
const SDK_DIST = path.join(ROOT, 'dist');
const WORKBENCH = path.join(ROOT, 'workbench');
const BASELINE = process.env.BASELINE ? path.resolve(process.env.BASELINE) : null;
const ROUNDS = Number(process.env.ROUNDS) || (process.argv.includes('--quick') ? 2 : 9);
const CHROME_BIN = process.env.CHROME_BIN || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-extensions', '--disable-default-apps',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost, EXCLUDE 127.0.0.1'
];
const GOALS = { bytes: 1.3, cold: 1.2, warm: 1.2 };
const quantile = (samples, q) => samples.slice().sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * q))];
const median = (samples) => quantile(samples, 0.5);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A page of records of the REST API's list format. */
const list = (data) => ({ status: 200, code: 2000, totalCount: data.length, limit: 20, offset: 0, data });
const FORMS = [
  { id: 5, name: 'Deals', folders: [{ id: 0, name: 'Uncategorized' }, { id: 51, name: 'Open' }, { id: 52, name: 'Won' }] },
  { id: 6, name: 'Companies', folders: [{ id: 0, name: 'Uncategorized' }] },
  { id: 7, name: 'Contacts', folders: [{ id: 0, name: 'Uncategorized' }] }
];
const RECORDS = (folderId) => Array.from({ length: 6 }, (_, index) => ({
  id: folderId * 100 + index + 1, name: `Record ${folderId}.${index + 1}`, folder: { id: folderId }
}));

/** The example board's deals form: a stage (dropdown) to group by, an amount to sum. */
const DEALS = {
  id: 8, name: 'Deals', folders: [{ id: 0, name: 'Uncategorized' }],
  fields: [
    { id: 81, label: 'Stage', type: 'dropdown', order: 1, settings: { properties: { choices: { lead: 'Lead', qualified: 'Qualified', proposal: 'Proposal', won: 'Won', lost: 'Lost' } } } },
    { id: 82, label: 'Amount', type: 'numeric', order: 2, settings: { properties: {} } }
  ]
};
const DEAL_STAGES = ['lead', 'qualified', 'proposal', 'won', 'lost', null];
const DEAL_RECORDS = Array.from({ length: 50 }, (_, index) => ({
  id: 800 + index + 1, name: `Deal ${index + 1}`, folder: { id: 0 }, field81: DEAL_STAGES[index % 6], field82: 1000 + index * 10
}));

/** What the host answers znHttp with: `{ data }` by path (and query). */
function answerApi(request) {
  const url = String(request.url || '');
  if (/^\/forms\/8\/records/.test(url)) return list(DEAL_RECORDS);
  if (/^\/forms\/8(\?|$)/.test(url)) return { status: 200, code: 2000, totalCount: 1, data: DEALS };
  const folder = /^\/forms\/\d+\/records/.test(url) ? Number(((request.params || {})['folder.id']) ?? 0) : null;
  if (folder !== null) return list(RECORDS(folder));
  if (/^\/forms/.test(url)) return list(FORMS);
  return list([]);
}

/** What the example board's backend services answer (znPluginData): its settings, its columns' figures. */
function answerPluginData(args) {
  if (args.route === '/settings') return { formId: 8, groupBy: 'field81', sumField: 'field82', filter: null };
  if (args.route === '/summary') {
    return { columns: ['lead', 'qualified', 'proposal', 'won', 'lost', null].map((value) => {
      const records = DEAL_RECORDS.filter((record) => record.field81 === value);
      return { value, count: records.length, sum: records.reduce((total, record) => total + record.field82, 0) };
    }) };
  }
  return null;
}

const HELLO = {
  'plugin-register.js': "plugin.register('wgn', {\n  route: '{replace-route}', title: 'Hello World', icon: 'icon-star',\n" +
    "  interfaces: [{ controller: 'wgnHelloCntl', template: 'wgn-hello', type: 'fullPage', topNav: true }]\n});\n",
  'src/hello.controller.js': "plugin.controller('wgnHelloCntl', ['$scope', function ($scope) {\n  $scope.who = 'World';\n}]);\n",
  'src/hello.html': '<script type="text/ng-template" id="wgn-hello">\n  <h1 class="wgn-greeting">Hello, {{who}}</h1>\n</script>\n'
};

/** The three plugins: how each repository is made, which entry ships, what shows it rendered, and what its floor loads. */
const PLUGINS = [
  {
    name: 'hello', title: 'Hello World', entry: 'hello', namespace: 'helloWorld', route: '/hello-world',
    ready: ['.hello-world-greeting', 'Hello, World'], floorLibraries: [],
    make(repo) {
      Object.keys(HELLO).forEach((file) => write(path.join(repo, 'plugins', 'hello', file), HELLO[file]));
      writeMaya(repo, { hello: { id: 1, namespace: 'helloWorld', route: '/hello-world', target: 2 } });
    }
  },
  {
    name: 'board', title: 'labs record board (test/fixtures/plugins/folder-board)', entry: 'board', namespace: 'folderBoard', route: '/folder-board',
    ready: ['.folder-board-record', 'Record'],
    // ui-sortable's columns need jQuery UI and jQuery; $routeParams is the runtime's own
    floorLibraries: ['jquery/dist/jquery.min.js', 'jquery-ui/dist/jquery-ui.min.js', 'angular-ui-sortable/dist/sortable.min.js'],
    make(repo) {
      fs.cpSync(path.join(ROOT, 'test', 'fixtures', 'plugins', 'folder-board'), path.join(repo, 'plugins', 'board', 'src'), { recursive: true });
      writeMaya(repo, { board: { id: 1, namespace: 'folderBoard', route: '/folder-board', target: 2 } });
    }
  },
  {
    name: 'example', title: 'the example repository\'s board (example/, --as-v2)', entry: 'board', namespace: 'board', route: '/board',
    ready: ['.board-card-title', 'Deal 50'], asV2: true,
    floorLibraries: [],
    make(repo) {
      fs.cpSync(path.join(ROOT, 'example'), repo, { recursive: true, filter: (file) => !/sandbox-data|maya_build|[\\/]dist(\.zip)?$/.test(file) });
    }
  }
];

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function writeMaya(repo, plugins) {
  write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }, null, 2));
}

/** `zn-plugin build` of `plugin` by the workbench package at `workbench` (built): its dist/ and dist.zip. */
async function buildWith(workbench, plugin, repo) {
  const { buildShippedV2 } = require(path.join(workbench, 'build', 'src', 'ship-v2'));
  const { readMayaConfig } = require(path.join(workbench, 'build', 'src', 'repository', 'maya-config'));
  const config = readMayaConfig(repo);
  const entry = config.plugins.find((item) => item.configName === plugin.entry);
  const result = await buildShippedV2({ plugin: entry, repoDir: config.repoDir, configFile: config.file, env: config.env, sdkDir: SDK_DIST, zip: true, log: () => undefined });
  const errors = result.problems.filter((item) => item.level === 'error');
  if (errors.length || !result.zipFile) throw new Error(`${plugin.name}: the build failed: ${JSON.stringify(errors)}`);
  return { dist: result.distDir, zip: result.zipFile, mapsDir: result.mapsDir };
}

/** The floor frame of `plugin`, from the shipped app's own plugin.js, plugin.css and templates. */
function writeFloor(plugin, shippedDist, dir) {
  const { framePageHtml } = require(path.join(WORKBENCH, 'build', 'core'));
  const { installedFile, guardFirebaseWeb } = require(path.join(WORKBENCH, 'build', 'src', 'util', 'installed-files'));
  const terser = require('terser');
  fs.mkdirSync(dir, { recursive: true });
  const copy = (from, name, change = (text) => text) => {
    write(path.join(dir, name), change(fs.readFileSync(from, 'utf8')).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
    return name;
  };
  const uib = terser.minify_sync(fs.readFileSync(installedFile('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js'), 'utf8'), { compress: true, mangle: true });
  write(path.join(dir, 'ui-bootstrap-tpls.min.js'), uib.code);
  const libraries = plugin.floorLibraries.map((module) => copy(installedFile(module), path.basename(module), /firebase-web/.test(module) ? guardFirebaseWeb : undefined));
  const angularFirst = libraries.filter((name) => /^jquery/.test(name));
  const scripts = [
    ...angularFirst, copy(installedFile('angular/angular.min.js'), 'angular.min.js'),
    copy(installedFile('angular-sanitize/angular-sanitize.min.js'), 'angular-sanitize.min.js'), 'ui-bootstrap-tpls.min.js',
    ...libraries.filter((name) => !angularFirst.includes(name)),
    copy(path.join(SDK_DIST, 'zn-plugin.min.js'), 'zn-plugin.min.js'), copy(path.join(shippedDist, 'plugin.js'), 'plugin.js')
  ];
  copy(path.join(shippedDist, 'plugin.css'), 'plugin.css');
  copy(path.join(SDK_DIST, 'zn-plugin-frame.min.js'), 'zn-plugin-frame.min.js');
  const page = fs.readFileSync(path.join(shippedDist, 'index.html'), 'utf8');
  const templates = (page.match(/<script type="text\/ng-template"[\s\S]*?<\/script>/g) || []).join('\n');
  write(path.join(dir, 'index.html'), framePageHtml({ title: plugin.name, stylesheets: ['plugin.css'], scripts, templates, runtimeScript: 'zn-plugin-frame.min.js' }));
  return { dist: dir };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject', '.map': 'application/json' };
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.ttf', '.eot', '.map']);

/** A static server of `dir` on 127.0.0.1: gzip (level 9, made once per file), counting the body bytes it sends. */
function fileServer(dir) {
  const made = new Map();
  const served = { bytes: 0, requests: [] };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.resolve(dir, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      return res.end();
    }
    const extension = path.extname(file);
    if (!made.has(file)) {
      const raw = fs.readFileSync(file);
      made.set(file, { body: COMPRESSED.has(extension) ? zlib.gzipSync(raw, { level: 9 }) : raw, etag: `"${raw.length}-${made.size}"` });
    }
    const { body, etag } = made.get(file);
    const headers = { 'Content-Type': TYPES[extension] || 'application/octet-stream', ETag: etag,
      'Cache-Control': extension === '.html' ? 'no-cache' : 'public, max-age=3600' };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      served.requests.push(`${pathname} 304`);
      return res.end();
    }
    if (COMPRESSED.has(extension)) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    served.bytes += body.length;
    served.requests.push(pathname);
    return res.end(body);
  });
  return listen(server, served);
}

function listen(server, extra = {}) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(Object.assign(extra, {
    port: server.address().port,
    reset() { extra.bytes = 0; extra.requests = []; },
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); })
  }))));
}

/** The v2 host page: frames `src` (?src=...&ns=...&route=...) and answers PostRPC (context, znHttp) to that frame only. */
const HOST_PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>A v2 host</title><link rel="icon" href="data:,"></head>
<body><h1>A v2 host</h1><div id="slot"></div>
<script>
var query = new URLSearchParams(location.search);
var src = query.get('src');
var appOrigin = new URL(src).origin;
var ns = query.get('ns');
var route = query.get('route').replace(/^\\//, '');
var pathname = '/workspaces/1/plugin/' + route;
var context = {
  constants: {}, plugin: { id: 9, name: ns, namespace: ns, views: [] }, pluginView: { type: 'fullPage', src: '/index.html' },
  workspace: { id: 1, name: 'Bench Workspace', forms: [] }, user: { id: 7, displayName: 'Bench' },
  location: { protocol: 'http:', host: location.host, port: location.port, pathname: pathname, hash: '', href: location.origin + pathname,
    searchParams: {}, pathParams: { workspace_id: '1', plugin_route: route } },
  states: [], countries: []
};
window.addEventListener('message', function (event) {
  var request = event.data;
  if (event.origin !== appOrigin || !request || request.jsonrpc !== '2.0' || !request.method) return;
  var answer = { jsonrpc: '2.0', id: request.id };
  if (request.method === 'context') answer.result = context;
  else if (request.method === 'znHttp') answer.result = { status: 200, headers: {}, data: window.answerApi(request.args.request || {}) };
  else if (request.method === 'znPluginData') answer.result = { status: 200, headers: {}, data: window.answerPluginData(request.args || {}) };
  else if (request.method === 'resize') answer.result = request.args && request.args.dimensions;
  else answer.error = { code: -32601, message: 'The ' + request.method + ' method is not available' };
  event.source.postMessage(answer, event.origin);
});
window.showFrame = function () {
  var slot = document.getElementById('slot');
  slot.innerHTML = '';
  var frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '700px';
  frame.src = src;
  slot.appendChild(frame);
};
window.showFrame();
</script></body></html>`;

function hostServer() {
  const source = `var list = ${list.toString()};\nvar FORMS = ${JSON.stringify(FORMS)};\nvar RECORDS = ${RECORDS.toString()};\nwindow.answerApi = ${answerApi.toString()};\n` +
    `var DEALS = ${JSON.stringify(DEALS)};\nvar DEAL_RECORDS = ${JSON.stringify(DEAL_RECORDS)};\nwindow.answerPluginData = ${answerPluginData.toString()};\n`;
  const page = HOST_PAGE.replace('<script>', `<script>\n${source}`);
  return listen(http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
    res.end(page);
  }));
}

/** In every frame of the app's origin: the time (from the frame's navigation) of the animation frame after `ready` shows `text`. */
function firstRenderProbe({ origin, ready, text }) {
  if (location.origin !== origin) return;
  window.__benchErrors = [];
  window.addEventListener('error', (event) => window.__benchErrors.push(event.message));
  const seen = () => Array.from(document.querySelectorAll(ready)).some((element) => element.textContent.includes(text));
  const observer = new MutationObserver(() => {
    if (window.__benchRendered !== undefined || !seen()) return;
    window.__benchRendered = null;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchRendered = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Waits for the frame of `origin` to have rendered; its time in ms (from its navigation). */
async function renderTime(page, origin) {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      if (!frame.url().startsWith(origin)) continue;
      const state = await frame.evaluate(() => ({ at: window.__benchRendered, errors: window.__benchErrors || [] })).catch(() => null);
      if (state && state.errors.length) throw new Error(`${origin}: ${state.errors.join('; ')}`);
      if (state && typeof state.at === 'number') return state.at;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${origin} did not render in 30 s`);
}

/** One cold view (a fresh browser context) and one warm view (the frame again, same context) of `variant`. */
async function measure(browser, host, plugin, variant) {
  const origin = `http://127.0.0.1:${variant.server.port}`;
  const context = await browser.newContext();
  try {
    await context.addInitScript(firstRenderProbe, { origin, ready: plugin.ready[0], text: plugin.ready[1] });
    const page = await context.newPage();
    variant.server.reset();
    const url = `http://localhost:${host.port}/?src=${encodeURIComponent(`${origin}/index.html`)}&ns=${plugin.namespace}&route=${encodeURIComponent(plugin.route)}`;
    await page.goto(url);
    const cold = await renderTime(page, origin);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    const bytes = variant.server.bytes;
    const requests = variant.server.requests.slice();
    variant.server.reset();
    await page.evaluate(() => window.showFrame());
    await page.waitForTimeout(50);
    const warm = await renderTime(page, origin);
    await page.waitForTimeout(200);
    return { cold, warm, bytes, requests, warmBytes: variant.server.bytes };
  } finally {
    await context.close();
  }
}

/** The gzip size of the scripts (and of everything) a frame's page loads, from its files. */
function pageWeight(dist, requests) {
  const sizes = { scripts: 0, all: 0 };
  requests.filter((item) => !item.endsWith(' 304')).forEach((request) => {
    const file = path.join(dist, request);
    if (!fs.existsSync(file)) return;
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    sizes.all += size;
    if (/\.js$/.test(request)) sizes.scripts += size;
  });
  return sizes;
}

const filesUnder = (dir) => fs.readdirSync(dir, { withFileTypes: true })
  .flatMap((item) => (item.isDirectory() ? filesUnder(path.join(dir, item.name)).map((file) => `${item.name}/${file}`) : [item.name]));

async function prepare(plugin, work) {
  const variants = [];
  const shippedRepo = path.join(work, plugin.name, 'shipped');
  plugin.make(shippedRepo);
  if (plugin.asV2) markAsV2(shippedRepo, plugin.entry);
  const shipped = await buildWith(WORKBENCH, plugin, shippedRepo);
  variants.push({ name: 'shipped', ...shipped });
  variants.push({ name: 'floor', ...writeFloor(plugin, shipped.dist, path.join(work, plugin.name, 'floor')) });
  if (BASELINE) {
    const beforeRepo = path.join(work, plugin.name, 'before');
    plugin.make(beforeRepo);
    if (plugin.asV2) markAsV2(beforeRepo, plugin.entry);
    variants.push({ name: 'before', ...await buildWith(BASELINE, plugin, beforeRepo) });
  }
  // CONTROL=1: the floor once more, from a server of its own, as a variant: how far apart two identical frames measure on this machine
  if (process.env.CONTROL) variants.push({ name: 'floor*', dist: variants[1].dist });
  for (const variant of variants) variant.server = await fileServer(variant.dist);
  return variants;
}

/** maya.json's entry `name` with "target": 2 (what --as-v2 does for every version 1 entry). */
function markAsV2(repo, name) {
  const file = path.join(repo, 'maya.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  Object.values(config.environments).forEach((environment) => { if (environment.plugins[name]) environment.plugins[name].target = 2; });
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
}

/**
 * The figures of each variant: medians of the rounds, and each ratio to the floor as the median of
 * the rounds' own ratios (a variant and the floor measured one after the other in the same round,
 * so a busy spell of the machine weighs on both).
 */
function report(plugin, variants, samples) {
  const floor = variants.find((variant) => variant.name === 'floor');
  const pick = (runs, key) => runs.map((run) => run[key]);
  const figures = (variant) => {
    const runs = samples[variant.name];
    const ratiosOf = (key) => runs.map((run, round) => run[key] / samples.floor[round][key]);
    const ratios = (key) => median(ratiosOf(key));
    const spread = (key) => `${quantile(ratiosOf(key), 0.25).toFixed(2)}-${quantile(ratiosOf(key), 0.75).toFixed(2)}`;
    return {
      bytes: median(pick(runs, 'bytes')), cold: median(pick(runs, 'cold')), warm: median(pick(runs, 'warm')),
      ratios: { bytes: ratios('bytes'), cold: ratios('cold'), warm: ratios('warm') }, spreads: { cold: spread('cold'), warm: spread('warm') },
      scripts: pageWeight(variant.dist, runs[0].requests).scripts, requests: runs[0].requests.length,
      zip: variant.zip ? fs.statSync(variant.zip).size : null, files: filesUnder(variant.dist).length
    };
  };
  console.log(`\n${plugin.name}: ${plugin.title}`);
  console.log('  frame     gzip on the wire      (scripts)   requests  first render cold (quartiles)       warm (quartiles)              dist.zip (files)');
  variants.forEach((variant) => {
    const f = figures(variant);
    const ratio = (key) => (variant === floor ? '' : ` ${f.ratios[key].toFixed(2)}x${f.ratios[key] <= GOALS[key] ? ' ok' : ' OVER'}`);
    const spread = (key) => (variant === floor ? '' : ` [${f.spreads[key]}]`);
    console.log(`  ${variant.name.padEnd(9)} ${(kib(f.bytes) + ratio('bytes')).padEnd(22)}${kib(f.scripts).padEnd(12)}${String(f.requests).padEnd(10)}` +
      `${(`${f.cold.toFixed(0)} ms${ratio('cold')}${spread('cold')}`).padEnd(36)}${(`${f.warm.toFixed(0)} ms${ratio('warm')}${spread('warm')}`).padEnd(30)}` +
      `${f.zip === null ? '-' : `${kib(f.zip)} (${f.files})`}`);
  });
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-bench-ship-'));
  const host = await hostServer();
  const browser = await chromium.launch({ executablePath: CHROME_BIN, args: CHROMIUM_FLAGS });
  const prepared = [];
  try {
    // ONLY=board,hello measures those alone
    const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
    for (const plugin of PLUGINS.filter((item) => !only || only.includes(item.name))) prepared.push({ plugin, variants: await prepare(plugin, work) });
    console.log(`bench:ship: ${ROUNDS} rounds; medians; variants side by side in one run${BASELINE ? `, before = ${BASELINE}` : ''}`);
    const samples = prepared.map(({ variants }) => Object.fromEntries(variants.map((variant) => [variant.name, []])));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { plugin, variants }] of prepared.entries()) {
        // the order of the variants turns each round, so none always goes first
        const order = variants.map((_, at) => variants[(at + round) % variants.length]);
        for (const variant of order) samples[index][variant.name].push(await measure(browser, host, plugin, variant));
      }
    }
    prepared.forEach(({ plugin, variants }, index) => report(plugin, variants, samples[index]));
    console.log(`\ngoals: bytes <= ${GOALS.bytes}x the floor, first render <= ${GOALS.cold}x cold and ${GOALS.warm}x warm`);
  } finally {
    await browser.close();
    await host.close();
    for (const { variants } of prepared) for (const variant of variants) if (variant.server) await variant.server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack || error);
  process.exit(1);
});
