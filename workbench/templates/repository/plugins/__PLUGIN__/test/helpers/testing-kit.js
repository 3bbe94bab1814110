'use strict';
/*
 * Loads, in a jsdom window, what a plugin's unit specs need (docs/testing.md of zn-plugin,
 * "Jasmine with jsdom"): angular and its modules, angular-mocks, zn-plugin.js, the testing kit
 * zn-plugin-testing.js, then the plugin as built (maya_build/plugins/<this folder>/plugin.js;
 * `npm test` builds it first). `namespace` is the namespace of maya.json's default environment,
 * so a spec names `namespace + 'MainCntl'` where the plugin's code says `wgnMainCntl`.
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { JSDOM } = require('jsdom');

const pluginDir = path.resolve(__dirname, '..', '..');
const repoDir = path.resolve(pluginDir, '..', '..');
const name = path.basename(pluginDir);
const maya = JSON.parse(fs.readFileSync(path.join(repoDir, 'maya.json'), 'utf8'));
const environment = Object.keys(maya.environments).map((key) => maya.environments[key]).find((env) => env.default === true);
global.namespace = environment.plugins[name].namespace;

const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
Object.assign(window, { jasmine, beforeEach, afterEach });
global.window = window;
global.document = window.document;
[
  require.resolve('angular/angular.js'),
  require.resolve('angular-sanitize/angular-sanitize.js'),
  require.resolve('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js'),
  require.resolve('angular-mocks/angular-mocks.js'),
  require.resolve('zn-plugin/dist/zn-plugin.js'),
  require.resolve('zn-plugin/dist/zn-plugin-testing.js'),
  path.join(repoDir, 'maya_build', 'plugins', name, 'plugin.js')
].forEach((file) => {
  vm.runInThisContext(fs.readFileSync(file, 'utf8'), { filename: file });
  // angular and the SDK's `plugin` are set on window, the UMD bundles on Node's global: share them both ways
  ['angular', 'znPlugin', 'znPluginTesting', 'plugin'].forEach((key) => {
    if (global[key] && !window[key]) window[key] = global[key];
    if (window[key] && !global[key]) global[key] = window[key];
  });
});
