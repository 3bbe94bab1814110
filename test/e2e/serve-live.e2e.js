'use strict';
// What the page does while a plugin author edits, on a real `zn-plugin serve` process: a style
// edit is applied in place (no reload, the page keeps its state), and the first call to a backend
// service whose npm dependencies are being installed completes on the page it came from (the
// install's node_modules/ and lockfile never reload it; issue 24 §5).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage } = require('./support/workbench');
const { serve } = require('./support/serve-process');


const FILES = {
  'live/frontend/plugin.js': `
(function (plugin) {
  plugin.controller('liveCntl', ['$scope', 'znPluginData', function ($scope, znPluginData) {
    $scope.call = function () {
      znPluginData('live').get('/counter', { workspaceId: 1 }).then(function (answer) { $scope.answer = answer.said; });
    };
  }]);
  plugin.register('live', {
    route: '/live', title: 'Live',
    interfaces: [{ type: 'fullPage', controller: 'liveCntl', template: 'live-main', topNav: true }]
  });
}(window.plugin));
`,
  'live/frontend/plugin.html': `<script type="text/ng-template" id="live-main">
  <p class="live-title">Live</p>
  <button class="live-call" ng-click="call()">Call</button>
  <p class="live-answer" ng-if="answer">{{answer}}</p>
</script>
`,
  'live/frontend/plugin.css': '.live-title { color: rgb(200, 0, 0); }\n',
  // a service with an npm dependency, installed on its first call (a local package: no network)
  'live/backend/counter/package.json': JSON.stringify({ name: 'counter', version: '1.0.0', private: true, dependencies: { 'live-dep': 'file:../../../live-dep' } }),
  // copied into node_modules/, not linked: a service's dependencies live in its own folder
  'live/backend/counter/.npmrc': 'install-links=true\n',
  'live/backend/counter/plugin.js': `exports.run = function (eventData) {
  eventData.response.status(200).send({ said: require('live-dep') });
};
`,
  'live-dep/package.json': JSON.stringify({ name: 'live-dep', version: '1.0.0' }),
  'live-dep/index.js': "module.exports = 'said by the installed dependency';\n"
};

const colorOf = (page) => page.$eval('.live-title', (element) => getComputedStyle(element).color);

describe('zn-plugin serve while a plugin is edited', () => {
  let work;
  let server;
  let tab;

  beforeEach(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-serve-live-'));
    Object.keys(FILES).forEach((file) => {
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      fs.writeFileSync(path.join(work, file), FILES[file]);
    });
    server = await serve(['live', '--data', 'data', '--reset'], work);
    tab = await openPage();
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/live`);
    await tab.page.waitForSelector('.live-title');
    await tab.page.evaluate(() => { window.__notReloaded = true; });
  });
  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    await tab.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Edits the stylesheet and waits until the page shows it, reloaded or not. */
  async function editStyles(color) {
    fs.writeFileSync(path.join(work, 'live', 'frontend', 'plugin.css'), `.live-title { color: ${color}; }\n`);
    await tab.page.waitForFunction((wanted) => {
      const title = document.querySelector('.live-title');
      return !!title && getComputedStyle(title).color === wanted;
    }, color);
  }

  it('applies a style edit in place, without reloading the page', async () => {
    expect(await colorOf(tab.page)).toBe('rgb(200, 0, 0)');
    await editStyles('rgb(0, 0, 200)');
    expect(await tab.page.evaluate(() => window.__notReloaded === true)).toBe(true);
    // the stylesheet is still scoped to the plugin, and there is one
    expect(await tab.page.$$eval('link[href^="workbench/plugins/live/plugin.css"]', (links) => links.length)).toBe(1);
  });

  it('completes the first call to a service whose dependencies are being installed, on the page that made it', async () => {
    await tab.page.click('.live-call');
    await tab.page.waitForSelector('.live-answer', { timeout: 60000 });
    expect(await tab.page.textContent('.live-answer')).toBe('said by the installed dependency');
    expect(fs.existsSync(path.join(work, 'live', 'backend', 'counter', 'node_modules', 'live-dep'))).toBe(true);
    // a style edit after the install: whatever the install set off reached the page before it
    await editStyles('rgb(0, 0, 200)');
    expect(await tab.page.evaluate(() => window.__notReloaded === true)).toBe(true);
    expect(await tab.page.textContent('.live-answer')).toBe('said by the installed dependency');
  });
});
