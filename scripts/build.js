'use strict';
// `npm run build`: writes dist/ from scratch (bundles with their licence banner, source maps, the
// type declarations of scripts/build-types.js) and
// prints the size a host pays for the minified bundle over the wire.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const webpack = require('webpack');
const { buildTypes } = require('./build-types');

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

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
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

  for (const file of fs.readdirSync(dist).filter((name) => /\.(js|css)$/.test(name)).sort()) {
    const content = fs.readFileSync(path.join(dist, file));
    const gzip = zlib.gzipSync(content, { level: 9 }).length;
    console.log(`dist/${file}: ${kib(content.length)}, ${kib(gzip)} gzipped`);
  }
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
