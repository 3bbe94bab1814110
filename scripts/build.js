'use strict';
// `npm run build`: writes dist/ from scratch (bundles with their licence banner, source maps, the
// type declarations of scripts/build-types.js) and prints the size a host pays for each file over
// the wire, and the share of each src/ folder in the minified bundle (scripts/size-report.js).
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const { buildTypes } = require('./build-types');
const { printSizeReport } = require('./size-report');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

function runWebpack(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/** dist/zn-plugin.css: every src/styles/*.css, in file-name order, one after the other. */
function writeStylesheet() {
  const styles = path.join(root, 'src', 'styles');
  const files = fs.existsSync(styles) ? fs.readdirSync(styles).filter((name) => name.endsWith('.css')).sort() : [];
  const css = files.map((name) => `/* ${name} */\n${fs.readFileSync(path.join(styles, name), 'utf8').trim()}\n`).join('\n');
  fs.writeFileSync(path.join(dist, 'zn-plugin.css'), css);
}

async function main() {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  await runWebpack(require(path.join(root, 'webpack.config.js')));
  buildTypes(path.join(dist, 'types'));
  writeStylesheet();

  await printSizeReport(dist, 'zn-plugin.min.js');
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
