'use strict';
// `npm run bench:compat`: what zn-plugin-compat.js costs per digest. One headless Chromium page
// holds two apps side by side with the same template (ROWS rows of ng-repeat over an array, an
// ng-if and an ng-show per row, and a filter registered with plugin.filter in each row): one on
// zn.plugin alone (AngularJS 1.8 as it is), one with zn.plugin.compat (its plugin filters run every
// digest, its repeat collections and ng-if/ng-show expressions go through 1.2's rules). Each round
// times DIGESTS `$rootScope.$digest()` calls in each app, which goes first alternating; the first
// round only warms up. Prints the median time per digest of each and the ratio.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { chromium } = require('playwright-core');

const ROUNDS = Number(process.env.ROUNDS) || 11;
const DIGESTS = Number(process.env.DIGESTS) || 200;
const ROWS = Number(process.env.ROWS) || 200;
const root = path.resolve(__dirname, '..');

const CHROMIUM_FLAGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-extensions', '--disable-default-apps',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost, EXCLUDE 127.0.0.1'
];

function build(outputPath) {
  return new Promise((resolve, reject) => {
    webpack(require(path.join(root, 'webpack.config.js')).pluginAndCompat(outputPath), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

const ROW = '<li ng-repeat="row in rows track by row.id"><span ng-if="row.shown">{{ row.id | benchLabel }}</span>' +
  '<em ng-show="row.flag">{{ row.name }}</em></li>';
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>compat bench</title></head>
<body>
<ul id="plain">${ROW}</ul><ul id="compat">${ROW}</ul>
<script src="/angular.js"></script><script src="/angular-sanitize.js"></script><script src="/ui-bootstrap-tpls.js"></script>
<script src="/zn-plugin.js"></script><script src="/zn-plugin-compat.js"></script>
<script>
  // Both apps in one page: the plain one must not get the layer through zn.plugin's requires.
  var requires = angular.module('zn.plugin').requires;
  requires.splice(requires.indexOf('zn.plugin.compat'), 1);
  plugin.filter('benchLabel', function () { return function (id) { return 'Row ' + id; }; });
  function start(id, modules) {
    var injector = angular.bootstrap(document.getElementById(id), modules);
    var scope = injector.get('$rootScope');
    scope.rows = [];
    for (var i = 0; i < ${ROWS}; i++) scope.rows.push({ id: i, shown: i % 2 === 0, flag: 'yes', name: 'Name ' + i });
    scope.$digest();
    return scope;
  }
  var apps = { plain: start('plain', ['zn.plugin']), compat: start('compat', ['zn.plugin', 'zn.plugin.compat']) };
  window.timeDigests = function (name, count) {
    var scope = apps[name];
    var begin = performance.now();
    for (var i = 0; i < count; i++) scope.$digest();
    return (performance.now() - begin) / count;
  };
</script>
</body></html>`;

function serve(files) {
  const server = http.createServer((request, response) => {
    const name = request.url === '/' ? null : path.basename(request.url);
    if (name === null) {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end(PAGE);
    }
    if (!files[name]) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'application/javascript' });
    return response.end(fs.readFileSync(files[name]));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-compat-bench-'));
  let server;
  let browser;
  try {
    await build(folder);
    const vendor = (file) => path.join(root, 'node_modules', file);
    server = await serve({
      'angular.js': vendor('angular/angular.min.js'),
      'angular-sanitize.js': vendor('angular-sanitize/angular-sanitize.min.js'),
      'ui-bootstrap-tpls.js': vendor('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js'),
      'zn-plugin.js': path.join(folder, 'zn-plugin.js'),
      'zn-plugin-compat.js': path.join(folder, 'zn-plugin-compat.js')
    });
    browser = await chromium.launch({ executablePath: process.env.CHROME_BIN || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => typeof window.timeDigests === 'function');
    const times = { plain: [], compat: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['plain', 'compat'] : ['compat', 'plain'];
      for (const name of order) {
        const perDigest = await page.evaluate(([app, count]) => window.timeDigests(app, count), [name, DIGESTS]);
        if (round > 0) times[name].push(perDigest);
      }
    }
    const plain = median(times.plain);
    const compat = median(times.compat);
    console.log(`compat bench: ${ROWS} rows (ng-repeat, ng-if, ng-show, a plugin filter), ${DIGESTS} digests x ${ROUNDS - 1} rounds`);
    console.log(`  zn.plugin alone:          ${plain.toFixed(3)} ms per digest (median)`);
    console.log(`  with zn.plugin.compat:    ${compat.toFixed(3)} ms per digest (median)`);
    console.log(`  ratio compat / plain:     ${(compat / plain).toFixed(2)}x`);
  } finally {
    if (browser) await browser.close();
    if (server) server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
