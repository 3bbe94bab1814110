'use strict';
// zn-plugin-frame.js in Chromium, in a real cross-origin frame: a v1 plugin's app (index.html as
// docs/v2.md "Shipping a v1 plugin as v2" writes it: the libraries, the SDK, compat, extras,
// plugin.js, the runtime last) at http://127.0.0.1:<port>, framed by a minimal v2 host page of
// this spec's own at http://localhost:<port> that answers PostRPC (not the workbench's host).
// Bundles are built from the source for this run.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { openPage } = require('./support/workbench');

const ROOT = path.resolve(__dirname, '..', '..');
const LIBRARIES = {
  'jquery.js': 'jquery/dist/jquery.js', 'jquery-ui.js': 'jquery-ui/dist/jquery-ui.js', 'angular.js': 'angular/angular.js',
  'angular-route.js': 'angular-route/angular-route.js', 'angular-sanitize.js': 'angular-sanitize/angular-sanitize.js',
  'ui-bootstrap-tpls.js': 'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js', 'sortable.js': 'angular-ui-sortable/dist/sortable.js'
};
const BUNDLES = ['zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js', 'zn-plugin-frame.js'];

// A v1 plugin as Zengine's docs wrote them: a fullPage with a sub-route, znData, znModal, an inline view.
const PLUGIN_JS = `
plugin.controller('shipBoardCntl', ['$scope', '$routeParams', 'znData', 'znModal', function ($scope, $routeParams, znData, znModal) {
  $scope.id = $routeParams.id;
  znData('FormRecords').query({ formId: 3 }, function (records, meta) {
    $scope.names = records.map(function (r) { return r.name; }).join(', ');
    $scope.total = meta.totalCount;
  });
  $scope.edit = function () {
    znModal({
      title: 'Rename', template: '<div ng-controller="shipBoardModalCntl"><input class="name" ng-model="draft.name"></div>',
      scope: { draft: { name: 'Acme' } },
      btns: { Save: { primary: true, action: function (draft) { $scope.saved = draft.name; } } }
    });
  };
}]).controller('shipBoardModalCntl', ['$scope', function ($scope) {
  $scope.setBtnAction('Save', function (done) { done({ name: $scope.draft.name + '!' }); });
}]).controller('shipBoardTopCntl', ['$scope', function ($scope) { $scope.rows = [1, 2, 3, 4, 5, 6]; }])
.register('shipBoard', {
  route: '/ship-board', title: 'Ship Board',
  interfaces: [
    { type: 'fullPage', controller: 'shipBoardCntl', template: 'ship-board-main', routes: ['/:id'] },
    { type: 'inline', location: 'zn-plugin-form-top', controller: 'shipBoardTopCntl', template: 'ship-board-top' }
  ]
});`;

const TEMPLATES = {
  'ship-board-main': '<p class="names">{{names}} ({{total}}) #{{id}}</p><button class="edit" ng-click="edit()">Edit</button>' +
    '<p class="saved">{{saved}}</p><a class="go" href="/workspaces/1/data/3">data</a>',
  'ship-board-top': '<div ng-repeat="row in rows" style="height: 40px">{{row}}</div>'
};

/** index.html as docs/v2.md gives it; with `templates` (a plugin.html), a sub-folder app whose libraries are one folder up. */
function indexHtml(templates) {
  const up = templates ? '../' : '';
  const scripts = Object.keys(LIBRARIES).concat(BUNDLES.slice(0, 3)).map((name) => up + name).concat(['plugin.js', up + 'zn-plugin-frame.js']);
  return ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ship Board</title></head><body>', '<div zn-frame-root></div>',
    templates || Object.keys(TEMPLATES).map((id) => `<script type="text/ng-template" id="${id}">${TEMPLATES[id]}</script>`).join('\n'),
    ...scripts.map((src) => `<script src="${src}"></script>`), '</body></html>'].join('\n');
}

// The host: one frame per view, post-rpc's wire format, the methods the plugin above calls.
const HOST_HTML = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>host</title></head><body>
<div id="frames"></div>
<script>
  var APP = location.protocol + '//127.0.0.1:' + location.port;
  var log = window.hostLog = [];
  var frames = [];
  var childId = 0;
  function post(frame, message) { frame.iframe.contentWindow.postMessage(message, APP); }
  function event(frame, name, result) { post(frame, { jsonrpc: '2.0', id: null, result: result, event: name }); }
  function open(view, seedData, opener, id) {
    var iframe = document.createElement('iframe');
    iframe.src = APP + (new URLSearchParams(location.search).get('app') || '') + '/index.html';
    iframe.className = view.type;
    iframe.style.width = '600px';
    iframe.style.height = '200px';
    var frame = { iframe: iframe, view: view, seedData: seedData || null, opener: opener || null, id: id || null };
    frames.push(frame);
    document.getElementById('frames').appendChild(iframe);
    return frame;
  }
  var start = new URLSearchParams(location.search).get('path') || '/workspaces/1/plugin/ship-board/12';
  var location1 = { protocol: 'http', host: 'host.test', port: 80, hash: '', href: 'http://host.test' + start,
    pathname: start, searchParams: {}, pathParams: { workspace_id: '1', plugin_route: start.split('/plugin/')[1] } };
  var methods = {
    context: function (args, frame) {
      return { plugin: { namespace: 'shipBoard', name: 'Ship Board' }, pluginView: frame.view, seedData: frame.seedData,
        user: { id: 1 }, workspace: { id: 1 }, record: null, form: null, location: location1 };
    },
    znHttp: function (args) {
      if (args.request.url === '/workspaces/1') return { status: 200, headers: {}, data: { status: 200, code: 2000, data: { id: 1, name: 'Sales' } } };
      return { status: 200, headers: {}, data: { status: 200, code: 2000, totalCount: 2, data: [{ name: 'Acme' }, { name: 'Bolt' }] } };
    },
    location: function (args) {
      if (args.method === 'navigate') {
        var prev = location1;
        var url = new URL('/' + args.args[0], 'http://host.test');
        var search = {};
        url.searchParams.forEach(function (value, key) { search[key] = value; });
        location1 = Object.assign({}, prev, { pathname: url.pathname, href: url.href, searchParams: search });
        frames.forEach(function (f) { event(f, 'locationChange', { next: location1, prev: prev }); });
      }
      return null;
    },
    resize: function (args, frame) { frame.iframe.style.height = args.dimensions.height + 'px'; return args.dimensions; },
    modal: function (args, frame) {
      var id = 'modal-' + (++childId);
      open({ type: 'modal', src: args.options.src }, args.options.context, frame, id);
      return id;
    },
    childToParent: function (args, frame) { event(frame.opener, args.key, { fromChildId: frame.id, data: args.payload }); return null; },
    closeChild: function (args) {
      frames.filter(function (f) { return f.id === args.id; }).forEach(function (child) {
        child.iframe.remove();
        frames.splice(frames.indexOf(child), 1);
        event(child.opener, 'close', { fromChildId: child.id, data: {} });
      });
      return null;
    }
  };
  window.addEventListener('message', function (e) {
    var frame = frames.filter(function (f) { return f.iframe.contentWindow === e.source; })[0];
    if (!frame || e.origin !== APP || !e.data || e.data.jsonrpc !== '2.0' || !e.data.method) return;
    log.push({ method: e.data.method, args: e.data.args, view: frame.view.type });
    var method = methods[e.data.method];
    if (!method) return post(frame, { jsonrpc: '2.0', id: e.data.id, error: { code: -32601, message: 'The ' + e.data.method + ' method is not available' } });
    post(frame, { jsonrpc: '2.0', result: method(e.data.args || {}, frame), id: e.data.id });
  });
  var view = new URLSearchParams(location.search).get('view') || 'fullPage';
  open(view === 'inline' ? { type: 'inline', location: 'zn-plugin-form-top' } : { type: 'fullPage' });
</script></body></html>`;

describe('zn-plugin-frame.js in a v2 host of the spec\'s own', () => {
  let dir;
  let server;
  let port;
  let tab;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-frame-e2e-'));
    const configs = require(path.join(ROOT, 'webpack.config.js')).filter((entry) => BUNDLES.includes(entry.name))
      .map((config) => ({ ...config, output: { ...config.output, path: dir } }));
    await new Promise((resolve, reject) => webpack(configs, (error, stats) => {
      if (error || stats.hasErrors()) reject(error || new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }));
    Object.keys(LIBRARIES).forEach((name) => fs.copyFileSync(path.join(ROOT, 'node_modules', LIBRARIES[name]), path.join(dir, name)));
    fs.writeFileSync(path.join(dir, 'plugin.js'), PLUGIN_JS);
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml());
    // test/fixtures/plugins/page-routes, unchanged, as a second app (its libraries one folder up)
    const fixture = path.join(ROOT, 'test', 'fixtures', 'plugins', 'page-routes');
    fs.mkdirSync(path.join(dir, 'page-routes'));
    fs.copyFileSync(path.join(fixture, 'plugin.js'), path.join(dir, 'page-routes', 'plugin.js'));
    fs.writeFileSync(path.join(dir, 'page-routes', 'index.html'), indexHtml(fs.readFileSync(path.join(fixture, 'plugin.html'), 'utf8')));
    server = http.createServer((request, response) => {
      const url = new URL(request.url, 'http://x');
      if (url.pathname === '/host.html') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(HOST_HTML);
      }
      const file = path.join(dir, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
      if (request.headers.host.startsWith('localhost') || !fs.existsSync(file)) {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
      fs.createReadStream(file).pipe(response);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  }, 120000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    tab = await openPage();
  });

  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  const hostLog = () => tab.page.evaluate(() => window.hostLog);

  it('mounts the fullPage with the sub-route\'s parameters and znData over znHttp; a link moves the page; znModal\'s child draws the dialog and its button runs in the opener', async () => {
    await tab.page.goto(`http://localhost:${port}/host.html`);
    const app = tab.page.frameLocator('iframe.fullPage');
    await app.locator('.names').filter({ hasText: 'Acme, Bolt (2) #12' }).waitFor();
    expect(await app.locator('.zn-plugin-page-title').textContent()).toBe('Ship Board');
    await app.locator('a.go').click();
    await app.locator('button.edit').click();
    const dialog = tab.page.frameLocator('iframe.modal');
    await dialog.locator('.modal-title').filter({ hasText: 'Rename' }).waitFor();
    expect(await dialog.locator('input.name').inputValue()).toBe('Acme');
    await dialog.locator('.modal-footer button').filter({ hasText: 'Save' }).click();
    await app.locator('.saved').filter({ hasText: 'Acme!' }).waitFor();
    await tab.page.locator('iframe.modal').waitFor({ state: 'detached' });
    // a plain Bootstrap modal ($(...).modal()) shows inside the frame, with one warning naming it
    const warnings = [];
    tab.page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
    const frame = tab.page.frames().find((candidate) => candidate.url().startsWith(`http://127.0.0.1:${port}/`));
    expect(await frame.evaluate(() => {
      window.jQuery('<div id="plain"></div>').appendTo(document.body).modal('show').modal('show');
      return document.getElementById('plain').style.display;
    })).toBe('block');
    for (let turn = 0; turn < 50 && !warnings.length; turn += 1) await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(warnings.filter((text) => text.includes('$(...).modal(): a plain Bootstrap modal is drawn inside the plugin\'s frame')).length).toBe(1);
    const log = await hostLog();
    expect([log[0].method, log[0].view]).toEqual(['context', 'fullPage']);
    expect(log.filter((entry) => entry.method === 'location').map((entry) => entry.args)).toEqual([{ method: 'navigate', args: ['workspaces/1/data/3'] }]);
    expect(log.find((entry) => entry.method === 'znHttp').args.request).toEqual({ method: 'get', url: '/forms/3/records', params: {}, headers: {} });
    expect(log.find((entry) => entry.method === 'childToParent').args).toEqual({ key: 'zn-modal-button', payload: { name: 'Save', data: { name: 'Acme!' }, keepOpen: false } });
    expect(log.find((entry) => entry.method === 'closeChild').args).toEqual({ id: 'modal-1' });
  });

  it('runs test/fixtures/plugins/page-routes unchanged: $routeParams of its sub-route, $location.path moving the page, locationChange remounting it', async () => {
    await tab.page.goto(`http://localhost:${port}/host.html?app=/page-routes&path=/workspaces/1/plugin/page-routes/5`);
    const app = tab.page.frameLocator('iframe.fullPage');
    await app.locator('.page-routes-workspace').filter({ hasText: 'Sales' }).waitFor();
    expect(await app.locator('.page-routes-params li').allTextContents()).toEqual(['id=5', 'workspace_id=1']);
    await app.locator('.page-routes-link-item').click();
    await app.locator('.page-routes-params li[data-key="itemId"]').waitFor();
    expect(await app.locator('.page-routes-params li').allTextContents()).toEqual(['itemId=7', 'tab=notes', 'workspace_id=1']);
    const navigations = (await hostLog()).filter((entry) => entry.method === 'location').map((entry) => entry.args);
    expect(navigations).toEqual([{ method: 'navigate', args: ['workspaces/1/plugin/page-routes/items/7/notes'] }]);
  });

  it('mounts the inline interface of its location, and the frame follows its content\'s height', async () => {
    await tab.page.goto(`http://localhost:${port}/host.html?view=inline`);
    await tab.page.frameLocator('iframe.inline').locator('div[ng-repeat]').nth(5).waitFor();
    await tab.page.waitForFunction(() => parseInt(document.querySelector('iframe.inline').style.height, 10) >= 240);
    expect((await hostLog()).some((entry) => entry.method === 'resize')).toBe(true);
  });
});
