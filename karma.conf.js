'use strict';
// Karma runs the specs in Debian's headless Chromium with angular-mocks, the way a host loads
// the SDK: angular, angular-sanitize and angular-ui-bootstrap as plain scripts first.
// KARMA_SPECS narrows the run to some spec files (a glob), e.g. KARMA_SPECS='test/data/**/*.spec.ts'.
const fs = require('fs');
const path = require('path');
const { common } = require('./webpack.config');

process.env.CHROME_BIN = process.env.CHROME_BIN || '/usr/bin/chromium';

// A folder of this run's own, so parallel runs never share a bundle; removed on exit.
const outputPath = path.join(__dirname, '.karma', String(process.pid));
fs.mkdirSync(outputPath, { recursive: true });
process.on('exit', () => fs.rmSync(outputPath, { recursive: true, force: true }));

const specs = process.env.KARMA_SPECS || 'test/**/*.spec.ts';

if (!fs.existsSync(process.env.CHROME_BIN)) {
  console.error(`Chromium was not found at ${process.env.CHROME_BIN}.\n` +
    'Install it with: apt-get update && apt-get install -y chromium (or set CHROME_BIN).');
  process.exit(1);
}

// Ends the run with a plain 'karma: N passed, N failed, N skipped' line that CI reads.
function SummaryReporter(baseReporterDecorator) {
  baseReporterDecorator(this);
  this.adapters = [];
  this.onRunComplete = (browsers, results) => {
    let skipped = 0;
    browsers.forEach((browser) => { skipped += browser.lastResult.skipped; });
    process.stdout.write(`karma: ${results.success} passed, ${results.failed} failed, ${skipped} skipped\n`);
  };
}
SummaryReporter.$inject = ['baseReporterDecorator'];

module.exports = function (config) {
  config.set({
    frameworks: ['jasmine', 'webpack'],
    files: [
      'node_modules/angular/angular.js',
      'node_modules/angular-sanitize/angular-sanitize.js',
      'node_modules/angular-route/angular-route.js',
      'node_modules/angular-resource/angular-resource.js',
      'node_modules/angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
      'node_modules/angular-mocks/angular-mocks.js',
      { pattern: 'test/helpers/setup.ts', watched: false },
      { pattern: specs, watched: false }
    ],
    // Node-only specs (the sandbox server, the matcher against its npm reference, test/node/: error
    // codes, the package and its documentation) run under `npm run test:node`;
    // test/live/** needs a running sandbox and runs under `npm run test:live` (karma.sandbox.conf.js);
    // test/example-plugin/** runs against the built bundles under `npm run test:example` (karma.example.conf.js).
    exclude: ['test/core/matcher/node-only/**', 'test/node/**', 'test/live/**', 'test/example-plugin/**'],
    preprocessors: {
      'test/helpers/setup.ts': ['webpack'],
      [specs]: ['webpack']
    },
    webpack: {
      ...common(),
      // The documentation's pages as text: test/docs runs the examples marked runnable in them.
      module: { rules: [...common().module.rules, { test: /\.md$/, type: 'asset/source' }] },
      externals: { angular: 'angular' },
      externalsType: 'var',
      mode: 'development',
      devtool: 'inline-source-map',
      output: { path: outputPath }
    },
    webpackMiddleware: { stats: 'errors-only' },
    plugins: ['karma-*', { 'reporter:summary': ['type', SummaryReporter] }],
    reporters: [process.env.CI ? 'dots' : 'progress', 'summary'],
    colors: !process.env.CI,
    browsers: ['ChromiumHeadlessLocal'],
    customLaunchers: {
      ChromiumHeadlessLocal: {
        base: 'ChromeHeadless',
        flags: [
          '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage',
          '--disable-background-networking', '--disable-component-update', '--disable-sync',
          '--no-first-run', '--disable-extensions', '--disable-default-apps',
          '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost'
        ]
      }
    },
    client: { jasmine: { random: true } },
    browserNoActivityTimeout: 120000,
    captureTimeout: 120000,
    singleRun: true
  });
};
