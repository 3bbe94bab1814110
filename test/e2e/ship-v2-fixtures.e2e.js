'use strict';
// Issue 31 §5: plugins written the way Zengine's docs and labs write them (test/fixtures/plugins/,
// what test/e2e/fixture-plugins.e2e.js runs on the v1 host) run the same way shipped as v2 apps.
// The six are put, unchanged, into one mayan repository of the spec's own (plugins/<name>/src/,
// each a version 1 entry of maya.json with "target": 2) and a real `zn-plugin serve` shows each
// in frames of http://<namespace lowercased>.localhost:<port>/; the example repository is served
// with --as-v2. Each test asserts what the v1 host shows, now inside the plugin's frame, with no
// error in any frame.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage } = require('./support/workbench');
const { serve } = require('./support/serve-process');
const { FRAME_RUNTIME, SDK_DIST, appFrame } = require('./support/ship-v2');

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'plugins');
/** folder name: [namespace, route], as each fixture registers itself. */
const PLUGINS = {
  'folder-board': ['folderBoard', '/folder-board'],
  'inline-spots': ['inlineSpots', '/inline-spots'],
  'team-settings': ['teamSettings', '/team-settings'],
  'record-notes': ['recordNotes', '/record-notes'],
  'page-routes': ['pageRoutes', '/page-routes'],
  'zn-widgets': ['znWidgets', '/zn-widgets']
};

/** A mayan repository with every fixture as a "target": 2 entry, its files under plugins/<name>/src/. */
function fixturesRepository() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-fixtures-'));
  const plugins = {};
  Object.keys(PLUGINS).forEach((name, index) => {
    const [namespace, route] = PLUGINS[name];
    plugins[name] = { id: index + 1, namespace, route, target: 2 };
    fs.cpSync(path.join(FIXTURES, name), path.join(repo, 'plugins', name, 'src'), { recursive: true });
  });
  fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }, null, 2));
  return repo;
}

/** Page errors of every frame, kept in each frame's window (playwright's pageerror is the main frame's). */
function keepFrameErrors(context) {
  return context.addInitScript(() => {
    window.__frameErrors = [];
    window.addEventListener('error', (event) => window.__frameErrors.push(event.message));
    window.addEventListener('unhandledrejection', (event) => window.__frameErrors.push(String(event.reason)));
  });
}

/** The errors kept in every frame of the page. */
async function frameErrors(page) {
  const all = [];
  for (const frame of page.frames()) {
    const errors = await frame.evaluate(() => window.__frameErrors || []).catch(() => []);
    errors.forEach((error) => all.push(`${frame.url()}: ${error}`));
  }
  return all;
}

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

/** The text of every element of `frame` matching `selector`, trimmed. */
function texts(frame, selector) {
  return frame.$$eval(selector, (elements) => elements.map((element) => element.textContent.trim()));
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
    repo = fixturesRepository();
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

describe('the example repository served with --as-v2', () => {
  let repo;
  let server;
  let tab;

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-example-'));
    fs.cpSync(path.join(ROOT, 'example'), repo, { recursive: true, filter: (source) => !/[\\/](node_modules|maya_build|dist|sandbox-data)$/.test(source) });
    server = await serveWithSdk(repo, ['--as-v2']);
  }, 240000);
  afterAll(async () => {
    if (server) await server.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (!runtimeBuilt) return;
    tab = await openPage();
    await keepFrameErrors(tab.context);
  });
  afterEach(async () => {
    if (!tab) return;
    expect(await frameErrors(tab.page)).toEqual([]);
    expect(tab.errors).toEqual([]);
    expect(tab.failedResponses).toEqual([]);
    await tab.close();
    tab = null;
  });

  it('shows its board page in a frame of its own origin: the sandbox\'s forms, wgnUtil and wgnFormat, the backend service\'s counts', async () => {
    if (!runtimeBuilt) return pending(waiting);
    const port = new URL(server.origin).port;
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/forms-overview`);
    const frame = await appFrame(tab.page, `http://formsoverview.localhost:${port}/`, '.forms-overview-main .forms-overview-name');
    const forms = await sandbox(server, 'GET', '/v1/forms?workspace.id=1&limit=100');
    const names = forms.data.map((form) => form.name);
    expect(await texts(frame, '.forms-overview-name')).toEqual(names);
    expect(await texts(frame, '.forms-overview-key')).toEqual(names.map((name) => name.charAt(0).toLowerCase() + name.slice(1)));
    expect((await texts(frame, '.forms-overview-view'))[0]).toMatch(/^view [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await frame.click('.forms-overview-load-counts');
    await frame.waitForFunction(() => Array.from(document.querySelectorAll('.forms-overview-count')).every((cell) => cell.textContent.trim() !== ''));
    const counts = await Promise.all(forms.data.map((form) => sandbox(server, 'GET', `/v1/forms/${form.id}/records/count`)));
    const shown = await texts(frame, '.forms-overview-count');
    expect(shown.map((text) => Number(text.replace(/[^0-9]/g, '')))).toEqual(counts.map((answer) => answer.totalCount));
    expect(await texts(frame, '.forms-overview-failure')).toEqual([]);
  });

  it('shows its settings page (@zenginehq/frontend-config, $firebase) in its frame: it saves to the plugin\'s database and loads again', async () => {
    if (!runtimeBuilt) return pending(waiting);
    const port = new URL(server.origin).port;
    const origin = `http://formsoverview.localhost:${port}/`;
    const settingsUrl = `${server.origin}/workspaces/1/admin/plugin/forms-overview`;
    await tab.page.goto(settingsUrl);
    const picker = '.config-input.input-form select';
    let frame = await appFrame(tab.page, origin, picker);
    await frame.focus(picker);
    await frame.waitForFunction((selector) => document.querySelector(selector).options.length > 1, picker);
    await frame.selectOption(picker, { label: 'Deals' });
    await frame.fill('input[name="note"]', 'Deals first');
    await frame.click('button[type="submit"]');
    // znMessage: the page shows it (PostRPC `message`)
    await tab.page.waitForFunction(() => /Configuration saved/.test(document.body.textContent));
    const saved = await sandbox(server, 'GET', '/workbench/firebase/formsOverview.json');
    expect(JSON.stringify(saved)).toContain('Deals first');
    await tab.page.goto(settingsUrl);
    frame = await appFrame(tab.page, origin, 'input[name="note"]');
    await frame.waitForFunction(() => document.querySelector('input[name="note"]').value === 'Deals first');
  });
});
