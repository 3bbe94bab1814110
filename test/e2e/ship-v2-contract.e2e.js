'use strict';
// Issue 37's proof: v1 plugins shipped with `zn-plugin build` run in a minimal v2 host of the tests'
// own that follows Zengine's v2 contract (support/contract-host/: plugin pages at
// /workspaces/<id>/plugins/<namespace>[/sub] and /admin/plugins/..., pathParams.plugin_route
// '<namespace>/<sub>', locationChange as the page moves), not the workbench's host. The plugins:
// test/fixtures/plugins/ (written as Zengine's docs and labs write them, and docs-routes and
// frame-tools for each pattern of the issue, bootstrap-menu for Bootstrap 2's jQuery plugins), every
// one a "target": 2 entry of one repository built once, beside a plugin that cannot be shipped; and
// example/ built with --as-v2. One host, one browser, a page per test.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { openPage } = require('./support/workbench');
const { FIXTURE_PLUGINS, FRAME_RUNTIME, SDK_DIST, clickAway, fixturesRepository, frameErrors, keepFrameErrors, texts } = require('./support/ship-v2');
const { startContractHost } = require('./support/contract-host/server');

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'workbench', 'bin', 'zn-plugin.js');
/** folder: [namespace, route]: the docs' and labs' fixtures, and ours for each pattern of the issue */
const PLUGINS = {
  ...FIXTURE_PLUGINS, 'docs-routes': ['docsRoutes', '/docs-routes'], 'frame-tools': ['frameTools', '/frame-tools'],
  'bootstrap-menu': ['bootstrapMenu', '/bootstrap-menu']
};
const BROKEN = 'plugin.controller("brokenCntl", [function () {}])\n.register("brokenBoard", { interfaces: [\n' +
  '  { type: "fullPage", controller: "brokenCntl", template: "broken-board-main" },\n' +
  '  { type: "fullPage", controller: "brokenCntl", template: "broken-board-main" }\n] });\n';

/** `zn-plugin build <repo>` as a real process: resolves with { status, stdout, stderr }. */
function build(repo, extra) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'build', repo, ...(extra || [])], { env: { ...process.env, ZN_PLUGIN_SDK_DIR: SDK_DIST } });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk) => { out.stdout += chunk; });
    child.stderr.on('data', (chunk) => { out.stderr += chunk; });
    child.on('close', (status) => resolve({ status, ...out }));
  });
}

/** What the build's output says of plugin `name`: its `built` line and the lines under it. */
function buildLines(output, name) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`built ${name} (`));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('  '));
  return lines.slice(start, end < 0 ? lines.length : end);
}

/** The fixtures as "target": 2 entries of one repository in `dir`, and one that cannot be shipped. */
function fixturesWithBroken(dir) {
  fixturesRepository(PLUGINS, dir, { broken: { id: 99, namespace: 'brokenBoard', route: '/broken-board', target: 2 } });
  fs.mkdirSync(path.join(dir, 'plugins', 'broken', 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'plugins', 'broken', 'src', 'plugin.js'), BROKEN);
  fs.writeFileSync(path.join(dir, 'plugins', 'broken', 'src', 'plugin.html'), '<script type="text/ng-template" id="broken-board-main"><p>x</p></script>');
}


const runtimeBuilt = fs.existsSync(FRAME_RUNTIME);
const waiting = `the SDK's in-frame runtime is not built (${FRAME_RUNTIME} is missing): npm run build makes it from src/frame/`;

describe('v1 plugins shipped with zn-plugin build, in a v2 host of the tests\' own that follows Zengine\'s contract', () => {
  let work;
  let host;
  let tab;
  let built;
  let exampleBuilt;

  /** The frame of `namespace`'s app whose document has `ready`, once it does. */
  async function appFrame(namespace, ready, place) {
    const origin = host.appOrigin(namespace) + '/';
    for (let turn = 0; turn < 200; turn++) {
      for (const frame of tab.page.frames()) {
        if (!frame.url().startsWith(origin)) continue;
        if (place) {
          const element = await frame.frameElement().catch(() => null);
          if (!element || (await element.getAttribute('data-place')) !== place) continue;
        }
        if (await frame.$(ready).catch(() => null)) return frame;
      }
      await tab.page.waitForTimeout(50);
    }
    throw new Error(`no frame of ${origin} shows ${ready}`);
  }
  const open = async (pathname, namespace, ready) => {
    await tab.page.goto(host.origin + pathname);
    return appFrame(namespace, ready, 'page');
  };
  const hostPath = () => tab.page.evaluate(() => location.pathname + location.search);
  const hostLog = (method) => tab.page.evaluate((name) => window.hostLog.filter((entry) => entry.method === name), method);

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-contract-'));
    const repo = path.join(work, 'fixtures');
    fixturesWithBroken(repo);
    const example = path.join(work, 'example');
    fs.cpSync(path.join(ROOT, 'example'), example, { recursive: true, filter: (source) => !/[\\/](node_modules|maya_build|dist|sandbox-data)$/.test(source) });
    // both at once
    [built, exampleBuilt] = await Promise.all([build(repo), build(example, ['--as-v2'])]);
    const apps = Object.keys(PLUGINS).map((name) => ({ namespace: PLUGINS[name][0], name, dir: path.join(repo, 'plugins', name, 'dist') }));
    apps.push({ namespace: 'board', name: 'board', dir: path.join(example, 'plugins', 'board', 'dist') });
    host = await startContractHost({
      apps, dataDir: path.join(work, 'sandbox-data'),
      pluginServices: ['settings', 'summary'].map((route) => ({ namespace: 'board', route, dir: path.join(example, 'backend', route) }))
    });
  }, 300000);
  afterAll(async () => {
    if (host) await host.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });
  // One page for every test (its cache keeps the apps' files, which the server lets it keep), each test going to its address.
  beforeEach(async () => {
    if (!runtimeBuilt) return;
    if (!tab) {
      tab = await openPage();
      await keepFrameErrors(tab.context);
    }
    await tab.page.goto('about:blank');
    tab.errors.length = 0;
  });
  afterEach(async () => {
    if (!tab) return;
    expect(await frameErrors(tab.page)).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
  afterAll(async () => {
    if (tab) await tab.close();
  });

  it('builds every plugin, and fails the one that cannot be shipped at its file and line (exit code 1)', () => {
    if (!runtimeBuilt) return pending(waiting);
    expect(built.status).toBe(1);
    const output = built.stdout + built.stderr;
    expect(output).toContain('plugins/broken/src/plugin.js:2: plugin "broken" cannot be shipped as a version 2 app: interfaces[1] is a second fullPage interface');
    Object.keys(PLUGINS).forEach((name) => expect(output).toContain(`built ${name} (${PLUGINS[name][0]}, shipped as version 2)`));
    expect(exampleBuilt.status).toBe(0);
  });

  describe('the plugins written as Zengine\'s docs and labs write them', () => {
    it('the folder board lists the forms as tabs and a form\'s folders, and saves a new folder through znHttp', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/plugins/folderBoard', 'folderBoard', '.folder-board .column .folder-board-record');
      expect(await texts(frame, '.folder-board-tabs li')).toEqual(['Companies', 'Deals', 'Contacts']);
      await frame.click('.folder-board-add-open');
      await frame.fill('.folder-board-add-name', 'Partners');
      await frame.click('.folder-board-add-save');
      await frame.waitForFunction(() => [...document.querySelectorAll('.folder-board .column .name')].some((name) => name.textContent === 'Partners'));
      expect((await host.get('/v1/forms/1/folders')).data.map((folder) => folder.name)).toContain('Partners');
      expect(await tab.page.evaluate(() => window.hostMessages)).toEqual([jasmine.objectContaining({ message: 'New folder created', type: 'saved' })]);
    });

    it('inline interfaces show at each location of the data page and the record overlay, the overlay\'s tab shows its record', async () => {
      if (!runtimeBuilt) return pending(waiting);
      await tab.page.goto(`${host.origin}/workspaces/1/data/1?record=1.2`);
      const notes = await appFrame('recordNotes', '.record-notes-name:not(:empty)');
      const record = await host.get('/v1/forms/1/records/2');
      expect(await notes.textContent('.record-notes')).toBe(`Notes for ${record.data.name} (#2)`);
      const spots = [];
      for (let turn = 0; turn < 400; turn++) {
        spots.length = 0;
        for (const frame of tab.page.frames().filter((item) => item.url().startsWith(host.appOrigin('inlineSpots')))) {
          (await frame.$$eval('.inline-spot', (items) => items.map((item) => [item.dataset.spot, item.querySelector('.inline-spot-count').textContent])).catch(() => []))
            .forEach((spot) => spots.push(spot));
        }
        if (spots.length === 6 && spots.every((spot) => spot[1] === '3')) break;
        await tab.page.waitForTimeout(50);
      }
      expect(spots.map((spot) => spot[0]).sort()).toEqual(['data-subheader', 'form-bottom', 'form-top', 'panel-footer', 'panel-header', 'top-nav']);
      expect(spots.map((spot) => spot[1])).toEqual(['3', '3', '3', '3', '3', '3']);
    });

    it('the settings page opens at /admin/plugins/<namespace> with $routeParams.workspace_id', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/admin/plugins/teamSettings', 'teamSettings', '.team-settings-name:not(:empty)');
      expect(await frame.textContent('.team-settings .title')).toBe('Settings of workspace 1');
    });

    it('the page with sub-routes reads them from plugin_route and moves the page to Zengine\'s address of its own v1 links, in the same frame', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/plugins/pageRoutes/12?view=full', 'pageRoutes', '.page-routes-workspace:not(:empty)');
      expect(await texts(frame, '.page-routes-params li')).toEqual(['id=12', 'view=full', 'workspace_id=1']);
      await frame.evaluate(() => { window.__sameFrame = true; });
      // $location.path('/workspaces/1/plugin/page-routes/items/7/notes'), as the fixture writes its v1 address (the query stays, as path() keeps it)
      await frame.click('.page-routes-link-item');
      await frame.waitForSelector('.page-routes-params li[data-key="itemId"]');
      expect(await hostPath()).toBe('/workspaces/1/plugins/pageRoutes/items/7/notes?view=full');
      expect(await texts(frame, '.page-routes-params li')).toEqual(['itemId=7', 'tab=notes', 'view=full', 'workspace_id=1']);
      // <a href="/workspaces/1/plugin/page-routes/12?view=full">
      await frame.click('.page-routes-link-id');
      await frame.waitForSelector('.page-routes-params li[data-key="id"]');
      expect(await hostPath()).toBe('/workspaces/1/plugins/pageRoutes/12?view=full');
      expect(await frame.evaluate(() => window.__sameFrame)).toBe(true);
    });

    it('the documented directives and filters format, validate and save a task', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/plugins/znWidgets', 'znWidgets', '.zn-widgets-due');
      expect(await frame.textContent('.zn-widgets-amount')).toBe('$1,234.57');
      await frame.click('.zn-widgets-save');
      expect(await frame.$eval('.zn-widgets-group', (group) => group.classList.contains('error'))).toBe(true);
      await frame.fill('#zn-widgets-title', 'Call the contract host');
      await frame.click('.zn-widgets-save');
      await frame.waitForSelector('.zn-widgets-saved');
      expect((await host.get('/v1/tasks?workspace.id=1&limit=200')).data.map((task) => task.task)).toContain('Call the contract host');
    });
  });

  describe('sub-routes (docs-routes: Zengine\'s "Templates and Routes")', () => {
    it('shows /view at /view, /index at /index and at none; its top-nav interface gets the same page; ngRoute\'s $route runs', async () => {
      if (!runtimeBuilt) return pending(waiting);
      let frame = await open('/workspaces/1/plugins/docsRoutes/view', 'docsRoutes', '.docs-routes h1');
      expect(await frame.textContent('.docs-routes h1')).toBe('view');
      expect(await frame.textContent('.docs-routes-route')).toBe('route: view, changes: 0');
      const nav = await appFrame('docsRoutes', '.docs-routes-nav', 'top-nav');
      expect(await nav.textContent('.docs-routes-nav')).toBe('page: view');
      frame = await open('/workspaces/1/plugins/docsRoutes', 'docsRoutes', '.docs-routes h1');
      expect(await frame.textContent('.docs-routes h1')).toBe('index');
      frame = await open('/workspaces/1/plugins/docsRoutes/index', 'docsRoutes', '.docs-routes h1');
      expect(await frame.textContent('.docs-routes h1')).toBe('index');
      // $route.updateParams({ page: 'view' }) moves the page; the interface follows, the top nav too
      await frame.click('.docs-routes-next');
      await frame.waitForFunction(() => document.querySelector('.docs-routes h1') && document.querySelector('.docs-routes h1').textContent === 'view');
      expect(await hostPath()).toBe('/workspaces/1/plugins/docsRoutes/view');
      const topNav = await appFrame('docsRoutes', '.docs-routes-nav', 'top-nav');
      await topNav.waitForFunction(() => document.querySelector('.docs-routes-nav').textContent === 'page: view');
    });

    it('gives its settings page at /admin/plugins/docsRoutes/cfg7 $routeParams.config and $scope.pluginName', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/admin/plugins/docsRoutes/cfg7', 'docsRoutes', '.docs-routes-config');
      expect(await frame.textContent('.docs-routes-config')).toBe('config: cfg7');
      expect(await frame.textContent('.docs-routes-service')).toBe('/workspaces/1/docsRoutes/sms-messages');
    });
  });

  describe('the page a v1 plugin ran in (frame-tools)', () => {
    const PAGE = '/workspaces/1/plugins/frameTools';
    const openTools = () => open(PAGE, 'frameTools', '.frame-tools-names');

    it('has $scope.pluginName and $scope.$parent.pluginName, and $window.location is the page\'s', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openTools();
      expect(await frame.textContent('.frame-tools-names')).toBe('frameTools frameTools');
      expect(await frame.textContent('.frame-tools-path')).toBe(PAGE);
    });

    for (const [link, target] of [['.frame-tools-link', '/workspaces/1/data/2'], ['.frame-tools-icon span', '/workspaces/1/data/3'],
      ['.frame-tools-stopped', '/workspaces/1/data/1'], ['.frame-tools-go', '/workspaces/1/data/1']]) {
      it(`moves the page, not the frame, for ${link === '.frame-tools-go' ? '$window.location.href = ...' : 'a click on ' + link}`, async () => {
        if (!runtimeBuilt) return pending(waiting);
        const frame = await openTools();
        const url = frame.url();
        clickAway(frame, link);
        await tab.page.waitForFunction((path) => location.pathname === path, target);
        expect((await hostLog('location')).map((entry) => entry.args)).toEqual([{ method: 'navigate', args: [target.slice(1)] }]);
        expect(frame.isDetached() || frame.url() === url).toBe(true);
        await tab.page.waitForSelector('iframe[data-place="page"]', { state: 'detached' });
      });
    }

    it('runs the docs\' znModal snippet: Save with the required input empty keeps it open, filled closes it with callback($scope, false)', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openTools();
      await frame.click('.frame-tools-modal');
      const dialog = await appFrame('frameTools', '.modal-footer button', 'modal');
      expect(await dialog.textContent('.modal-title')).toBe('My Modal Dialog');
      await dialog.click('.modal-footer button:has-text("Save")');
      await tab.page.waitForTimeout(300);
      expect(await tab.page.$$('iframe[data-place="modal"]')).not.toEqual([]);
      await dialog.fill('.frame-tools-input', 'Renewal');
      clickAway(dialog, '.modal-footer button:has-text("Save")');
      await tab.page.waitForSelector('iframe[data-place="modal"]', { state: 'detached' });
      await frame.waitForFunction(() => document.querySelector('.frame-tools-saved').textContent === 'Renewal');
      const pressed = (await hostLog('childToParent')).map((entry) => entry.args.payload);
      expect(pressed.length).toBe(1);
      expect([pressed[0].name, pressed[0].keepOpen, pressed[0].data.entry]).toEqual(['Save', false, { text: 'Renewal' }]);
    });

    it('runs code zengine-migrator rewrote: plugin.namespace, znWindow.location read and set', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open(`/workspaces/1/admin/plugins/frameTools`, 'frameTools', '.frame-tools-namespace');
      expect(await frame.textContent('.frame-tools-namespace')).toBe('frameTools');
      expect(await frame.textContent('.frame-tools-path')).toBe('/workspaces/1/admin/plugins/frameTools');
      clickAway(frame, '.frame-tools-go');
      await tab.page.waitForFunction(() => location.pathname === '/workspaces/1/data/3');
    });

    it('shows its page again when the frame reloads itself, having told the host (reloadFrames)', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openTools();
      await frame.evaluate(() => { window.__beforeReload = true; location.reload(); });
      const again = await appFrame('frameTools', '.frame-tools-names', 'page');
      expect(await again.evaluate(() => window.__beforeReload)).toBeUndefined();
      expect(await again.textContent('.frame-tools-names')).toBe('frameTools frameTools');
      expect((await hostLog('reloadFrames')).length).toBe(1);
      expect((await hostLog('context')).filter((entry) => entry.frame === 'frameTools|0|page').length).toBe(2);
    });
  });

  describe('Bootstrap 2\'s jQuery plugins, as Zengine\'s host loaded them (bootstrap-menu)', () => {
    const LABEL = 'Bootstrap 2.3.2\'s jQuery plugins';
    const bootstrapScripts = (frame) => frame.evaluate(() => [...document.scripts].map((script) => script.getAttribute('src') || '').filter((src) => /bootstrap2/.test(src)));

    it('are in the frame of a plugin that uses them: data-toggle="dropdown" opens its menu, a click elsewhere closes it, $(el).tooltip() shows', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const output = built.stdout + built.stderr;
      const loads = buildLines(output, 'bootstrap-menu').find((line) => / loads /.test(line)) || '';
      expect(loads).toContain(`${LABEL} (.tooltip(...) at src/plugin.js:`);
      const frame = await open('/workspaces/1/plugins/bootstrapMenu', 'bootstrapMenu', '.bootstrap-menu-list li a');
      // after jQuery (UI), as Zengine's page had them: popover extends tooltip
      expect(await bootstrapScripts(frame)).toEqual(['modal', 'dropdown', 'tooltip', 'popover'].map((name) => `vendor/bootstrap2/bootstrap-${name}.min.js`));
      const isOpen = () => frame.$eval('.bootstrap-menu-actions', (group) => group.classList.contains('open'));
      const address = frame.url();
      expect(await isOpen()).toBe(false);
      expect(await frame.isVisible('.bootstrap-menu-list')).toBe(false);
      await frame.click('.bootstrap-menu-toggle');
      expect(await isOpen()).toBe(true);
      expect(await frame.isVisible('.bootstrap-menu-list')).toBe(true);
      expect(frame.url()).toBe(address); // href="#" did not move the frame
      expect(await texts(frame, '.bootstrap-menu-list li a')).toEqual(['Companies', 'Deals', 'Contacts']);
      await frame.click('.bootstrap-menu-elsewhere');
      expect(await isOpen()).toBe(false);
      expect(await frame.isVisible('.bootstrap-menu-list')).toBe(false);
      // a pick closes it too
      await frame.click('.bootstrap-menu-toggle');
      await frame.click('.bootstrap-menu-list li:nth-child(2) a');
      await frame.waitForFunction(() => document.querySelector('.bootstrap-menu-picked').textContent.trim() === 'Picked: Deals');
      expect(await isOpen()).toBe(false);

      await frame.hover('.bootstrap-menu-workspace');
      await frame.waitForSelector('.bootstrap-menu .tooltip.bottom.in');
      expect((await frame.textContent('.bootstrap-menu .tooltip .tooltip-inner')).trim()).toBe('Workspace 1');
    });

    it('are not in the frame of a plugin that does not use them, even one with jQuery', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const output = built.stdout + built.stderr;
      const lines = buildLines(output, 'zn-widgets');
      expect(lines.find((line) => / loads /.test(line))).toContain('jQuery');
      expect(lines.find((line) => / loads /.test(line))).not.toContain(LABEL);
      expect(lines.find((line) => /leaves out /.test(line))).toContain(LABEL);
      const frame = await open('/workspaces/1/plugins/znWidgets', 'znWidgets', '.zn-widgets-due');
      expect(await bootstrapScripts(frame)).toEqual([]);
      expect(await frame.evaluate(() => [typeof window.jQuery, typeof window.jQuery.fn.dropdown, typeof window.jQuery.fn.popover])).toEqual(['function', 'undefined', 'undefined']);
      expect(fs.existsSync(path.join(work, 'fixtures', 'plugins', 'zn-widgets', 'dist', 'vendor', 'bootstrap2'))).toBe(false);
    });
  });

  describe('the example repository, built with --as-v2', () => {
    it('shows its board: the sandbox\'s deals by stage, and its backend service\'s figures over znPluginData', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/plugins/board', 'board', '.board-column-figures');
      expect(await texts(frame, '.board-column-title')).toEqual(['Lead', 'Qualified', 'Proposal', 'Won', 'Lost', 'No stage']);
      expect((await texts(frame, '.board-card')).length).toBe(50);
      const summary = await host.get('/plugins/workspaces/1/board/summary');
      const lead = summary.columns.find((column) => column.value === 'lead');
      expect((await texts(frame, '.board-column[data-column="lead"] .board-column-figures'))[0]).toContain(`${lead.count} in all`);
    });
  });
});
