'use strict';
/**
 * For test/e2e/ship-v2.e2e.js: the fixture repository whose board plugin is a v1 plugin with
 * "target": 2 (workbench/test/fixtures/repositories/ship-v2), and an SDK folder whose in-frame
 * runtime is a stand-in that only shows what the app's page loaded (the real runtime,
 * dist/zn-plugin-frame.min.js, which the app loads, is tested against a v2 host of the spec's own when it is built).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURE = path.join(ROOT, 'workbench', 'test', 'fixtures', 'repositories', 'ship-v2');
/** The SDK's bundles, as built by npm run build. */
const SDK_DIST = process.env.E2E_DIST_DIR || path.join(ROOT, 'dist');
/** The SDK's in-frame runtime (src/frame/), once built: the minified bundle a shipped app loads. */
const FRAME_RUNTIME = path.join(SDK_DIST, 'zn-plugin-frame.min.js');

/** The stand-in runtime: puts the first template, as plain HTML, in the root element, and says what the page has. */
const STUB_RUNTIME = `/* A stand-in for zn-plugin-frame.min.js in test/e2e/ship-v2.e2e.js: it shows what the page loaded. */
(function () {
  var root = document.querySelector('[zn-frame-root]');
  var templates = document.querySelectorAll('script[type="text/ng-template"]');
  var sdkModule = false;
  try { sdkModule = !!angular.module('zn.plugin'); } catch (error) { sdkModule = false; }
  root.innerHTML = templates.length ? templates[0].textContent : '';
  root.setAttribute('data-stub', JSON.stringify({
    angular: window.angular ? angular.version.full : null,
    jquery: window.jQuery ? jQuery.fn.jquery : null,
    jqueryUi: !!(window.jQuery && jQuery.ui),
    moment: typeof window.moment === 'function',
    firebase: typeof window.Firebase === 'function',
    angularFire: (function () { try { return !!angular.module('firebase'); } catch (error) { return false; } }()),
    plugin: !!(window.plugin && typeof window.plugin.register === 'function'),
    sdkModule: sdkModule,
    templates: Array.prototype.map.call(templates, function (template) { return template.id; })
  }));
}());
`;

/** A copy of the fixture repository without its broken plugin; returns its folder. */
function shipRepository() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-'));
  fs.cpSync(FIXTURE, repo, { recursive: true });
  const file = path.join(repo, 'maya.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete config.environments.dev.plugins.broken;
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  fs.rmSync(path.join(repo, 'plugins', 'broken'), { recursive: true });
  return repo;
}

/** A folder with the SDK's bundles of dist/ and the stand-in runtime. */
function stubSdkDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-sdk-'));
  fs.readdirSync(SDK_DIST, { withFileTypes: true }).filter((item) => item.isFile())
    .forEach((item) => fs.copyFileSync(path.join(SDK_DIST, item.name), path.join(dir, item.name)));
  fs.writeFileSync(path.join(dir, 'zn-plugin-frame.min.js'), STUB_RUNTIME);
  return dir;
}

/** The first frame whose URL starts with `origin` and whose root element matches `ready`, once it does. */
async function appFrame(page, origin, ready) {
  for (let i = 0; i < 400; i++) {
    for (const frame of page.frames()) {
      if (!frame.url().startsWith(origin)) continue;
      if (await frame.$(ready).catch(() => null)) return frame;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`no frame of ${origin} shows ${ready}`);
}

/** The plugins of test/fixtures/plugins/ written as Zengine's docs and labs write them: folder → [namespace, route]. */
const FIXTURE_PLUGINS = Object.freeze({
  'folder-board': ['folderBoard', '/folder-board'],
  'inline-spots': ['inlineSpots', '/inline-spots'],
  'team-settings': ['teamSettings', '/team-settings'],
  'record-notes': ['recordNotes', '/record-notes'],
  'page-routes': ['pageRoutes', '/page-routes'],
  'zn-widgets': ['znWidgets', '/zn-widgets']
});

/**
 * A mayan repository in `dir` (default a new temporary folder) with each folder of
 * test/fixtures/plugins/ that `plugins` names ({ folder: [namespace, route] }) as a "target": 2
 * entry, its files under plugins/<folder>/src/; `extra` adds maya.json entries. Returns the folder.
 */
function fixturesRepository(plugins, dir, extra) {
  const repo = dir || fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-ship-v2-fixtures-'));
  const entries = {};
  Object.keys(plugins).forEach((name, index) => {
    const [namespace, route] = plugins[name];
    entries[name] = { id: index + 1, namespace, route, target: 2 };
    fs.cpSync(path.join(ROOT, 'test', 'fixtures', 'plugins', name), path.join(repo, 'plugins', name, 'src'), { recursive: true });
  });
  fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins: { ...entries, ...(extra || {}) } } } }, null, 2));
  return repo;
}

/** The text of every element of `frame` matching `selector`, trimmed. */
function texts(frame, selector) {
  return frame.$$eval(selector, (elements) => elements.map((element) => element.textContent.replace(/\s+/g, ' ').trim()));
}

/**
 * Clicks `selector` in `frame` where the click takes the frame away (the host navigates or closes
 * the dialog it was in): the click's own promise may never settle once its frame is gone (seen on a
 * loaded CI machine: "performing click action" until the timeout), so nothing waits for it; the
 * caller waits for what the click must do instead, and fails there if it never happened.
 */
function clickAway(frame, selector) {
  frame.click(selector, { noWaitAfter: true }).catch(() => {});
}

/** Keeps the page errors of every frame in each frame's window (playwright's pageerror is the main frame's). */
function keepFrameErrors(context) {
  return context.addInitScript(() => {
    window.__frameErrors = [];
    window.addEventListener('error', (event) => window.__frameErrors.push(event.message));
    window.addEventListener('unhandledrejection', (event) => window.__frameErrors.push(String(event.reason)));
  });
}

/** The errors kept in every frame of the page ('<frame url>: <message>'). */
async function frameErrors(page) {
  const all = [];
  for (const frame of page.frames()) {
    const errors = await frame.evaluate(() => window.__frameErrors || []).catch(() => []);
    errors.forEach((error) => all.push(`${frame.url()}: ${error}`));
  }
  return all;
}

module.exports = { FIXTURE_PLUGINS, FRAME_RUNTIME, SDK_DIST, STUB_RUNTIME, shipRepository, stubSdkDir, appFrame, clickAway, keepFrameErrors, frameErrors, fixturesRepository, texts };
