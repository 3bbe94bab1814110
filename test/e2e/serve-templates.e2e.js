'use strict';
// A template edit on a real `zn-plugin serve` process shows in place, as Vite's HMR replaces a
// module: the page is not loaded again (a window marker survives), the edited template replaces
// its $templateCache entry and the plugin's interface is mounted again (its controller runs
// again, on a fresh scope). A script edit cannot be applied in place: the page loads again and
// the terminal says why.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage } = require('./support/workbench');
const { serve } = require('./support/serve-process');

const script = (title) => `
(function (plugin) {
  window.hmrRuns = (window.hmrRuns || 0) + 1;
  plugin.controller('hmrCntl', ['$scope', function ($scope) {
    window.hmrControllerRuns = (window.hmrControllerRuns || 0) + 1;
    $scope.runs = window.hmrControllerRuns;
  }]);
  plugin.register('hmr', {
    route: '/hmr', title: '${title}',
    interfaces: [{ type: 'fullPage', controller: 'hmrCntl', template: 'hmr-main', topNav: true }]
  });
}(window.plugin));
`;
const templates = (text) => `<script type="text/ng-template" id="hmr-main">
  <p class="hmr-text">${text}</p>
  <p class="hmr-runs">{{runs}}</p>
</script>
`;

describe('zn-plugin serve while a template is edited', () => {
  let work;
  let server;
  let tab;
  const frontend = (file) => path.join(work, 'hmr', 'frontend', file);

  beforeEach(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-serve-templates-'));
    fs.mkdirSync(path.join(work, 'hmr', 'frontend'), { recursive: true });
    fs.writeFileSync(frontend('plugin.js'), script('Hmr'));
    fs.writeFileSync(frontend('plugin.html'), templates('before'));
    server = await serve(['hmr', '--data', 'data', '--reset'], work);
    tab = await openPage();
    await tab.page.goto(`${server.origin}/workspaces/1/plugin/hmr`);
    await tab.page.waitForSelector('.hmr-text');
    await tab.page.evaluate(() => { window.notReloaded = true; });
  });
  afterEach(async () => {
    expect(tab.errors).toEqual([]);
    await tab.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('shows the edited template without reloading the page, its controller run again', async () => {
    expect(await tab.page.textContent('.hmr-text')).toBe('before');
    expect(await tab.page.textContent('.hmr-runs')).toBe('1');
    fs.writeFileSync(frontend('plugin.html'), templates('after'));
    await tab.page.waitForFunction(() => {
      const text = document.querySelector('.hmr-text');
      return !!text && text.textContent === 'after';
    });
    expect(await tab.page.evaluate(() => window.notReloaded === true)).toBe(true);
    expect(await tab.page.evaluate(() => window.hmrRuns)).toBe(1);
    expect(await tab.page.textContent('.hmr-runs')).toBe('2');
    // one interface on the page, not the old one beside the new
    expect(await tab.page.$$eval('.zn-plugin-interface[data-zn-plugin="hmr"]', (found) => found.length)).toBe(1);
  });

  it('loads the page again for a script edit, and says why in the terminal', async () => {
    fs.writeFileSync(frontend('plugin.js'), script('Hmr edited'));
    await tab.page.waitForFunction(() => window.notReloaded !== true);
    await tab.page.waitForSelector('.hmr-text');
    expect(server.output()).toContain('plugin "hmr": its script changed');
  });
});
