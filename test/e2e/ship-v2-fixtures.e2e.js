'use strict';
// Issue 31 §5: plugins written the way Zengine's docs and labs write them (test/fixtures/plugins/,
// what test/e2e/fixture-plugins.e2e.js runs on the v1 host) run the same way shipped as v2 apps.
// The six are put, unchanged, into one mayan repository of the spec's own (plugins/<name>/src/,
// each a version 1 entry of maya.json with "target": 2) and a real `zn-plugin serve` shows each
// in frames of http://<namespace lowercased>.localhost:<port>/; the example repository is served
// with --as-v2, and a settings page built with @zenginehq/frontend-config is shipped too. Each test
// asserts what the v1 host shows, now inside the plugin's frame, with no error in any frame.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage } = require('./support/workbench');
const { serve } = require('./support/serve-process');
const { FIXTURE_PLUGINS, FRAME_RUNTIME, SDK_DIST, appFrame, fixturesRepository, frameErrors, keepFrameErrors, texts } = require('./support/ship-v2');

const ROOT = path.resolve(__dirname, '..', '..');
/** folder name: [namespace, route], as each fixture registers itself. */
const PLUGINS = FIXTURE_PLUGINS;

/** Starts `zn-plugin serve` on `repo` with the SDK of dist/ (its built in-frame runtime). */
async function serveWithSdk(repo, extra) {
  const before = process.env.ZN_PLUGIN_SDK_DIR;
  process.env.ZN_PLUGIN_SDK_DIR = SDK_DIST;
  try {
    return await serve([repo, '--data', path.join(repo, 'sandbox-data'), ...(extra || [])], repo);
  } finally {
    if (before === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
    else process.env.ZN_PLUGIN_SDK_DIR = before;
  }
}

/** The sandbox's answer to `method url` of the served workbench, as JSON. */
async function sandbox(server, method, url) {
  const port = new URL(server.origin).port;
  const answer = await fetch(`http://127.0.0.1:${port}${url}`, { method });
  return answer.json();
}

const runtimeBuilt = fs.existsSync(FRAME_RUNTIME);
const waiting = `the SDK's in-frame runtime is not built (${FRAME_RUNTIME} is missing): npm run build makes it from src/frame/`;

describe('plugins written for Zengine, shipped as v2 apps ("target": 2) on zn-plugin serve', () => {
  let repo;
  let server;
  let tab;
  let port;
  const consoleMessages = [];

  /** The origin of the app of `namespace`. */
  const appOrigin = (namespace) => `http://${namespace.toLowerCase()}.localhost:${port}/`;
  /** Opens `pathname` of the workbench and resolves with the frame of `namespace` showing `ready`. */
  async function open(pathname, namespace, ready) {
    await tab.page.goto(`${server.origin}${pathname}`);
    return appFrame(tab.page, appOrigin(namespace), ready);
  }

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    repo = fixturesRepository(PLUGINS);
    server = await serveWithSdk(repo);
    port = new URL(server.origin).port;
  }, 240000);
  afterAll(async () => {
    if (server) await server.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (!runtimeBuilt) return;
    tab = await openPage();
    await keepFrameErrors(tab.context);
    consoleMessages.length = 0;
    tab.page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  });
  afterEach(async () => {
    if (!tab) return;
    expect(await frameErrors(tab.page)).toEqual([]);
    expect(tab.errors).toEqual([]);
    expect(tab.failedResponses).toEqual([]);
    await tab.close();
    tab = null;
  });

  it('are all built and served without a problem', () => {
    if (!runtimeBuilt) return pending(waiting);
    expect(server.output().split('\n').filter((line) => /error|problem|not built|failed/i.test(line))).toEqual([]);
    Object.keys(PLUGINS).forEach((name) => {
      expect(fs.existsSync(path.join(repo, 'plugins', name, 'dist', 'index.html'))).toBe(true);
    });
  });

  describe('the folder board (Record Board tutorial, legacy registration, ui-sortable)', () => {
    const BOARD = '/workspaces/1/plugin/folder-board';
    const openBoard = () => open(BOARD, 'folderBoard', '.folder-board .column .folder-board-record');

    it('lists the workspace\'s forms as tabs and the first form\'s folders as columns of records', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openBoard();
      expect(await texts(frame, '.folder-board-tabs li')).toEqual(['Companies', 'Deals', 'Contacts']);
      expect(await texts(frame, '.folder-board .column .name')).toEqual(['Customers', 'Prospects']);
    });

    it('warns once about its unannotated controller and about the legacy form', async () => {
      if (!runtimeBuilt) return pending(waiting);
      await openBoard();
      const warnings = consoleMessages.filter((text) => text.startsWith('warning: '));
      expect(warnings.filter((text) => text.includes('controller "folderBoardCntl" has no $inject annotation')).length).toBe(1);
      expect(warnings.filter((text) => text.includes('fullPage: true is Zengine\'s old form')).length).toBe(1);
    });

    it('switches forms with <a href="#" ng-click> and the page stays where it is', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openBoard();
      await frame.click('.folder-board-tabs li:nth-child(2) a');
      await frame.waitForFunction(() => document.querySelectorAll('.folder-board .column').length === 3);
      expect(new URL(tab.page.url()).pathname).toBe(BOARD);
      expect(await texts(frame, '.folder-board-tabs li.active')).toEqual(['Deals']);
    });

    it('adds a folder column through znData(\'FormFolders\').save, reaching the sandbox', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openBoard();
      await frame.click('.folder-board-add-open');
      await frame.fill('.folder-board-add-name', 'Partners');
      await frame.click('.folder-board-add-save');
      await frame.waitForFunction(() => [...document.querySelectorAll('.folder-board .column .name')].some((name) => name.textContent === 'Partners'));
      expect(new URL(tab.page.url()).pathname).toBe(BOARD);
      const folders = await sandbox(server, 'GET', '/v1/forms/1/folders');
      expect(folders.data.map((folder) => folder.name)).toContain('Partners');
    });

    it('saves the new folder of a record dragged to another column', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openBoard();
      const [from, to] = await frame.$$eval('.folder-board .column', (columns) => columns.map((column) => Number(column.dataset.folderId)));
      const card = frame.locator(`.column[data-folder-id="${from}"] .folder-board-record`).first();
      const recordId = Number(await card.getAttribute('data-id'));
      const cardBox = await card.boundingBox();
      const targetBox = await frame.locator(`.column[data-folder-id="${to}"] .folder-board-records`).boundingBox();
      const mouse = tab.page.mouse;
      await mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2);
      await mouse.down();
      await mouse.move(cardBox.x + cardBox.width / 2 + 5, cardBox.y + cardBox.height / 2 + 5, { steps: 3 });
      await mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + 10, { steps: 12 });
      await mouse.up();
      await frame.waitForSelector('.folder-board-moves:text("1 moved")');
      expect(await frame.$eval(`.column[data-folder-id="${to}"]`, (column, id) =>
        !!column.querySelector(`.folder-board-record[data-id="${id}"]`), recordId)).toBe(true);
      const saved = await sandbox(server, 'GET', `/v1/forms/1/records/${recordId}`);
      expect(saved.data.folder.id).toBe(to);
    });

    it('gets its own CSS in its frame: its columns are styled', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await openBoard();
      expect(await frame.$eval('.folder-board .column', (column) => getComputedStyle(column).float)).toBe('left');
    });
  });

  describe('inline interfaces at every location', () => {
    it('render on the data page and in the record overlay, each in its frame with its data', async () => {
      if (!runtimeBuilt) return pending(waiting);
      await tab.page.goto(`${server.origin}/workspaces/1/data/1?form=1&record=1`);
      const origin = appOrigin('inlineSpots');
      const spots = [];
      for (let i = 0; i < 400; i++) {
        spots.length = 0;
        for (const frame of tab.page.frames().filter((item) => item.url().startsWith(origin))) {
          const shown = await frame.$$eval('.inline-spot', (items) => items.map((item) => [item.dataset.spot,
            item.querySelector('.inline-spot-count').textContent])).catch(() => []);
          shown.forEach((spot) => spots.push(spot));
        }
        if (spots.length === 6 && spots.every((spot) => spot[1] === '3')) break;
        await tab.page.waitForTimeout(50);
      }
      expect(spots.map((spot) => spot[0]).sort())
        .toEqual(['data-subheader', 'form-bottom', 'form-top', 'panel-footer', 'panel-header', 'top-nav']);
      expect(spots.map((spot) => spot[1])).toEqual(['3', '3', '3', '3', '3', '3']);
    });
  });

  describe('the record overlay tab (short form with type: recordOverlay)', () => {
    it('loads the record the overlay shows', async () => {
      if (!runtimeBuilt) return pending(waiting);
      await tab.page.goto(`${server.origin}/workspaces/1/data/1?form=1&record=2`);
      const frame = await appFrame(tab.page, appOrigin('recordNotes'), '.record-notes-name:not(:empty)');
      const record = await sandbox(server, 'GET', '/v1/forms/1/records/2');
      expect(await frame.textContent('.record-notes')).toBe(`Notes for ${record.data.name} (#2)`);
    });
  });

  describe('the settings page (short form with type: settings)', () => {
    it('opens at /workspaces/:workspace_id/admin/plugin/<route> with $routeParams.workspace_id', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/admin/plugin/team-settings', 'teamSettings', '.team-settings-name:not(:empty)');
      expect(await frame.textContent('.team-settings .title')).toBe('Settings of workspace 1');
      expect(await frame.textContent('.team-settings-name')).toBe('Demo Workspace');
      expect(await frame.$eval('.team-settings .title', (title) => getComputedStyle(title).color)).not.toBe('rgb(200, 0, 0)');
    });
  });

  describe('a full page with sub-routes', () => {
    const params = (frame) => texts(frame, '.page-routes-params li');

    it('gives $routeParams the workspace, the sub-route\'s params and the query', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const frame = await open('/workspaces/1/plugin/page-routes/12?view=full', 'pageRoutes', '.page-routes-workspace:not(:empty)');
      expect(await params(frame)).toEqual(['id=12', 'view=full', 'workspace_id=1']);
    });

    it('speaks Zengine\'s contract: plugin_route is <namespace>/<sub-path>, and Zengine\'s /plugins/<namespace> address leads to the page', async () => {
      if (!runtimeBuilt) return pending(waiting);
      let frame = await open('/workspaces/1/plugin/page-routes/12', 'pageRoutes', '.page-routes-workspace:not(:empty)');
      expect(await frame.evaluate(() => angular.element(document.querySelector('[zn-frame-root]')).injector().get('$rootScope').location.pathParams))
        .toEqual({ workspace_id: '1', plugin_route: 'pageRoutes/12' });
      await tab.page.goto(`${server.origin}/workspaces/1/plugins/pageRoutes/items/7/notes`);
      await tab.page.waitForFunction(() => location.pathname === '/workspaces/1/plugin/page-routes/items/7/notes');
      frame = await appFrame(tab.page, appOrigin('pageRoutes'), '.page-routes-params li[data-key="itemId"]');
      expect(await params(frame)).toEqual(['itemId=7', 'tab=notes', 'workspace_id=1']);
    });

    it('follows links to its sub-routes: the page moves, the frame shows the new params', async () => {
      if (!runtimeBuilt) return pending(waiting);
      let frame = await open('/workspaces/1/plugin/page-routes', 'pageRoutes', '.page-routes-workspace:not(:empty)');
      expect(await params(frame)).toEqual(['workspace_id=1']);
      await tab.page.evaluate(() => { window.__samePage = true; });
      await frame.click('.page-routes-link-item');
      await tab.page.waitForFunction(() => location.pathname === '/workspaces/1/plugin/page-routes/items/7/notes');
      frame = await appFrame(tab.page, appOrigin('pageRoutes'), '.page-routes-params li[data-key="itemId"]');
      expect(await params(frame)).toEqual(['itemId=7', 'tab=notes', 'workspace_id=1']);
      await frame.click('.page-routes-link-id');
      frame = await appFrame(tab.page, appOrigin('pageRoutes'), '.page-routes-params li[data-key="id"]');
      await frame.waitForFunction(() => document.querySelectorAll('.page-routes-params li').length === 3);
      expect(await params(frame)).toEqual(['id=12', 'view=full', 'workspace_id=1']);
      expect(await tab.page.evaluate(() => window.__samePage)).toBe(true);
    });
  });

  describe('the documented directives and filters', () => {
    let frame;
    beforeEach(async () => {
      if (!runtimeBuilt) return;
      frame = await open('/workspaces/1/plugin/zn-widgets', 'znWidgets', '.zn-widgets-due');
    });

    it('formats with znUserDate and znNumericValue', async () => {
      if (!runtimeBuilt) return pending(waiting);
      expect(await frame.textContent('.zn-widgets-date')).toMatch(/^(04\/09\/2015|09\/04\/2015|2015-04-09)$/);
      expect(await frame.textContent('.zn-widgets-amount')).toBe('$1,234.57');
    });

    it('keeps a string model in step with the datepicker and timepicker (zn-datetimepicker-wrapper)', async () => {
      if (!runtimeBuilt) return pending(waiting);
      expect(await frame.textContent('.zn-widgets-due')).toBe('2015-04-09');
      await frame.fill('.zn-widgets-picker input[ng-model="hours"]', '9');
      await frame.locator('.zn-widgets-picker input[ng-model="hours"]').blur();
      await frame.waitForFunction(() => /^2015-04-09 09:00:00$/.test(document.querySelector('.zn-widgets-due').textContent));
    });

    it('drags an item with ui-draggable (jQuery UI)', async () => {
      if (!runtimeBuilt) return pending(waiting);
      const box = await frame.locator('.zn-widgets-item').first().boundingBox();
      const mouse = tab.page.mouse;
      await mouse.move(box.x + 5, box.y + 5);
      await mouse.down();
      await mouse.move(box.x + 60, box.y + 60, { steps: 8 });
      await mouse.up();
      await frame.waitForSelector('.zn-widgets-dragged:text("1 dragged")');
    });

    it('marks an invalid input once the form is submitted (validate), then saves through znData to the sandbox', async () => {
      if (!runtimeBuilt) return pending(waiting);
      expect(await frame.$eval('.zn-widgets-group', (group) => group.classList.contains('error'))).toBe(false);
      await frame.click('.zn-widgets-save');
      expect(await frame.$eval('.zn-widgets-group', (group) => group.classList.contains('error'))).toBe(true);
      expect(new URL(tab.page.url()).pathname).toBe('/workspaces/1/plugin/zn-widgets');
      await frame.fill('#zn-widgets-title', 'Call the customer');
      expect(await frame.$eval('.zn-widgets-group', (group) => group.classList.contains('error'))).toBe(false);
      await frame.click('.zn-widgets-save');
      await frame.waitForSelector('.zn-widgets-saved');
      const tasks = await sandbox(server, 'GET', '/v1/tasks?workspace.id=1&limit=200');
      expect(tasks.data.map((task) => task.task)).toContain('Call the customer');
    });
  });
});

/** What the describes below share: a served repository of the spec's own, one tab per test, no error in any frame. */
function useServedRepository(makeRepo, extra) {
  const session = { repo: null, server: null, tab: null };
  beforeAll(async () => {
    if (!runtimeBuilt) return;
    session.repo = makeRepo();
    session.server = await serveWithSdk(session.repo, extra);
  }, 240000);
  afterAll(async () => {
    if (session.server) await session.server.stop();
    if (session.repo) fs.rmSync(session.repo, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (!runtimeBuilt) return;
    session.tab = await openPage();
    await keepFrameErrors(session.tab.context);
  });
  afterEach(async () => {
    if (!session.tab) return;
    expect(await frameErrors(session.tab.page)).toEqual([]);
    expect(session.tab.errors).toEqual([]);
    expect(session.tab.failedResponses).toEqual([]);
    await session.tab.close();
    session.tab = null;
  });
  return session;
}

describe('the example repository served with --as-v2', () => {
  // example/ as it is (its board and its board-v2, both version 1 sources), every plugin shipped
  const session = useServedRepository(() => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-example-'));
    fs.cpSync(path.join(ROOT, 'example'), repo, { recursive: true, filter: (source) => !/[\\/](node_modules|maya_build|dist|dist\.zip|sandbox-data)$/.test(source) });
    return repo;
  }, ['--as-v2']);

  it('shows the board page in a frame of its own origin: the sandbox\'s deals by stage, its backend service\'s figures', async () => {
    if (!runtimeBuilt) return pending(waiting);
    const { server, tab } = session;
    const port = new URL(server.origin).port;
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/board`);
    const frame = await appFrame(tab.page, `http://board.localhost:${port}/`, '.board-column-figures');
    expect(await texts(frame, '.board-column-title')).toEqual(['Lead', 'Qualified', 'Proposal', 'Won', 'Lost', 'No stage']);
    expect((await texts(frame, '.board-card')).length).toBe(50);
    const summary = await sandbox(server, 'GET', '/plugins/workspaces/1/board/summary');
    const lead = summary.columns.find((column) => column.value === 'lead');
    expect((await texts(frame, '.board-column[data-column="lead"] .board-column-figures'))[0]).toContain(`${lead.count} in all`);
  });

  it('shows its settings page in its frame: saved through its backend service, read again', async () => {
    if (!runtimeBuilt) return pending(waiting);
    const { server, tab } = session;
    const port = new URL(server.origin).port;
    const settingsUrl = `${server.origin}/workspaces/1/admin/plugin/board`;
    await tab.page.goto(settingsUrl);
    let frame = await appFrame(tab.page, `http://board.localhost:${port}/`, '.board-settings-sum');
    await frame.waitForFunction(() => document.querySelector('.board-settings-sum').options.length > 1);
    await frame.selectOption('.board-settings-sum', { label: 'Nothing (count only)' });
    await frame.click('.board-settings-save');
    // znMessage: the page shows it (PostRPC `message`)
    await tab.page.waitForFunction(() => /The board settings were saved/.test(document.body.textContent));
    expect((await sandbox(server, 'GET', '/plugins/workspaces/1/board/settings')).sumField).toBe(null);
    await tab.page.goto(settingsUrl);
    frame = await appFrame(tab.page, `http://board.localhost:${port}/`, '.board-settings-sum');
    await frame.waitForFunction(() => document.querySelector('.board-settings-sum').value === '');
  });
});

describe('@zenginehq/frontend-config built in by mayan\'s build, shipped as v2', () => {
  // A repository of the spec's own: a settings page built with Zengine's module (an npm dependency
  // of the plugin, the copy this repository installs), "target": 2.
  const session = useServedRepository(() => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-frontend-config-'));
    const plugin = path.join(repo, 'plugins', 'greeting');
    const fixture = path.join(ROOT, 'test', 'fixtures', 'firebase', 'greeting-settings');
    fs.mkdirSync(path.join(plugin, 'src'), { recursive: true });
    fs.copyFileSync(path.join(fixture, 'plugin.js'), path.join(plugin, 'src', 'settings.js'));
    fs.copyFileSync(path.join(fixture, 'plugin.html'), path.join(plugin, 'src', 'settings.html'));
    fs.writeFileSync(path.join(plugin, 'package.json'), JSON.stringify({ name: 'greeting', private: true, dependencies: { '@zenginehq/frontend-config': '3.23.2' } }));
    fs.cpSync(path.join(ROOT, 'node_modules', '@zenginehq', 'frontend-config'), path.join(plugin, 'node_modules', '@zenginehq', 'frontend-config'), { recursive: true });
    const plugins = { greeting: { id: 1, namespace: 'greeting', route: '/greeting-settings', target: 2 } };
    fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }, null, 2));
    return repo;
  });

  it('shows its settings page ($firebase) in its frame: it saves to the plugin\'s database and loads again', async () => {
    if (!runtimeBuilt) return pending(waiting);
    const { server, tab } = session;
    const port = new URL(server.origin).port;
    const origin = `http://greeting.localhost:${port}/`;
    const settingsUrl = `${server.origin}/workspaces/1/admin/plugin/greeting-settings`;
    await tab.page.goto(settingsUrl);
    let frame = await appFrame(tab.page, origin, 'input[name="greeting"]');
    await frame.fill('input[name="greeting"]', 'Hello from the frame');
    await frame.click('button[type="submit"]');
    // znMessage: the page shows it (PostRPC `message`)
    await tab.page.waitForFunction(() => /Configuration saved/.test(document.body.textContent));
    const saved = await sandbox(server, 'GET', '/workbench/firebase/greeting.json');
    expect(JSON.stringify(saved)).toContain('Hello from the frame');
    await tab.page.goto(settingsUrl);
    frame = await appFrame(tab.page, origin, 'input[name="greeting"]');
    await frame.waitForFunction(() => document.querySelector('input[name="greeting"]').value === 'Hello from the frame');
  });
});
