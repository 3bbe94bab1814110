'use strict';
// The example plugin's unit specs (test/example-plugin/**), run the way a plugin author runs
// theirs: against the built files. zn-plugin.js and zn-plugin-testing.js are built into a
// folder of this run's own (removed on exit), then loaded as plain scripts after angular and
// angular-mocks, followed by the plugin's own plugin.js, which registers on the global `plugin`.
// So this run also checks dist/zn-plugin-testing.js as a bundle: its UMD wrapper, its use of the
// globals angular and znPlugin, and the module it registers.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const karmaConfig = require('./karma.conf.js');
const { pluginAndKit } = require('./webpack.config');

const specs = 'test/example-plugin/**/*.spec.ts';
const builtPath = path.join(__dirname, '.karma', `built-${process.pid}`);

function build() {
  fs.mkdirSync(builtPath, { recursive: true });
  process.on('exit', () => fs.rmSync(builtPath, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    webpack(pluginAndKit(builtPath), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

module.exports = async function (config) {
  karmaConfig(config);
  await build();
  const built = (name) => ({ pattern: path.join(builtPath, name), watched: false });
  config.set({
    files: [
      'node_modules/angular/angular.js',
      'node_modules/angular-sanitize/angular-sanitize.js',
      'node_modules/angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
      'node_modules/angular-mocks/angular-mocks.js',
      built('zn-plugin.js'),
      built('zn-plugin-testing.js'),
      'demo/plugin/frontend/plugin.js',
      // served, not run: the specs read it into $templateCache (znTestTemplates.load)
      { pattern: 'demo/plugin/frontend/plugin.html', included: false, watched: false },
      // docs/testing.md's example plugin and its spec, as written there (plain scripts)
      'test/example-plugin/docs-tasks/plugin.js',
      'test/example-plugin/docs-tasks/*.spec.js',
      { pattern: specs, watched: false }
    ],
    exclude: []
  });
  // replaced, not merged: karma.conf.js's patterns point at the unit specs
  config.preprocessors = { [specs]: ['webpack'] };
};
