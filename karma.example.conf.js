'use strict';
// The example repository's unit specs (example/plugins/board/test/), run the way a plugin author
// runs theirs: against the built files. zn-plugin.js and zn-plugin-testing.js are built into a
// folder of this run's own (removed on exit), and so is the board plugin, as `zn-plugin build
// example` builds it for maya.json's default environment (the workbench's legacy build: its
// common code, src/ and plugin-register.js, `wgn` made `board`); they are loaded as plain scripts
// after angular and angular-mocks, the plugin's plugin.js registering on the global `plugin`.
// So this run also checks dist/zn-plugin-testing.js as a bundle (its UMD wrapper, its use of the
// globals angular and znPlugin, the module it registers), with docs/testing.md's example plugin
// and its spec (test/example-plugin/). Needs the compiled workbench (npm run build:workbench).
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const karmaConfig = require('./karma.conf.js');
const { pluginAndKit } = require('./webpack.config');

const specs = 'test/example-plugin/**/*.spec.ts';
const builtPath = path.join(__dirname, '.karma', `built-${process.pid}`);
const EXAMPLE = path.join(__dirname, 'example');

function buildBundles() {
  return new Promise((resolve, reject) => {
    webpack(pluginAndKit(builtPath), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** The board plugin of example/ as the workbench builds it (nothing is written in example/). */
function buildBoard() {
  const workbench = path.join(__dirname, 'workbench', 'build', 'src', 'index.js');
  if (!fs.existsSync(workbench)) throw new Error('karma.example.conf.js builds example/ with the workbench: run npm run build:workbench first');
  const read = require(workbench).readRepository(EXAMPLE);
  const board = read.plugins.find((plugin) => plugin.name === 'board');
  const problems = read.problems.concat(board ? board.problems : []);
  if (!board || !board.ok || problems.length) {
    throw new Error(`example/ does not build: ${problems.map((problem) => `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`).join('; ') || 'no board plugin'}`);
  }
  fs.mkdirSync(path.join(builtPath, 'board'), { recursive: true });
  fs.writeFileSync(path.join(builtPath, 'board', 'plugin.js'), board.sources.js);
  fs.writeFileSync(path.join(builtPath, 'board', 'plugin.html'), board.sources.html);
}

module.exports = async function (config) {
  karmaConfig(config);
  fs.mkdirSync(builtPath, { recursive: true });
  process.on('exit', () => fs.rmSync(builtPath, { recursive: true, force: true }));
  buildBoard();
  await buildBundles();
  const built = (name) => ({ pattern: path.join(builtPath, name), watched: false });
  config.set({
    files: [
      'node_modules/angular/angular.js',
      'node_modules/angular-sanitize/angular-sanitize.js',
      'node_modules/angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
      'node_modules/angular-mocks/angular-mocks.js',
      built('zn-plugin.js'),
      built('zn-plugin-testing.js'),
      built('board/plugin.js'),
      // served, not run: the specs read it into $templateCache (znTestTemplates.load)
      { pattern: path.join(builtPath, 'board', 'plugin.html'), included: false, watched: false },
      // the board's specs and their helper, plain scripts as a plugin author writes them
      'example/plugins/board/test/helpers/*.js',
      'example/plugins/board/test/*.spec.js',
      // docs/testing.md's example plugin and its spec, as written there (plain scripts)
      'test/example-plugin/docs-tasks/plugin.js',
      'test/example-plugin/docs-tasks/*.spec.js',
      // the built kit itself
      { pattern: specs, watched: false }
    ],
    exclude: []
  });
  // replaced, not merged: karma.conf.js's patterns point at the unit specs
  config.preprocessors = { [specs]: ['webpack'] };
};
