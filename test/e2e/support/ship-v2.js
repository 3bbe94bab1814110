'use strict';
/**
 * For test/e2e/ship-v2.e2e.js: the fixture repository whose board plugin is a v1 plugin with
 * "target": 2 (workbench/test/fixtures/repositories/ship-v2), and an SDK folder whose in-frame
 * runtime is a stand-in that only shows what the app's page loaded (the real runtime,
 * dist/zn-plugin-frame.js, is tested against a v2 host of the spec's own when it is built).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURE = path.join(ROOT, 'workbench', 'test', 'fixtures', 'repositories', 'ship-v2');
/** The SDK's bundles, as built by npm run build. */
const SDK_DIST = process.env.E2E_DIST_DIR || path.join(ROOT, 'dist');
/** The SDK's in-frame runtime (src/frame/), once built. */
const FRAME_RUNTIME = path.join(SDK_DIST, 'zn-plugin-frame.js');

/** The stand-in runtime: puts the first template, as plain HTML, in the root element, and says what the page has. */
const STUB_RUNTIME = `/* A stand-in for zn-plugin-frame.js in test/e2e/ship-v2.e2e.js: it shows what the page loaded. */
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
  fs.writeFileSync(path.join(dir, 'zn-plugin-frame.js'), STUB_RUNTIME);
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

module.exports = { FRAME_RUNTIME, SDK_DIST, STUB_RUNTIME, shipRepository, stubSdkDir, appFrame };
