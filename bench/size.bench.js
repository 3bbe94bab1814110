'use strict';
// `npm run bench:size`: builds the bundles as `npm run build` does, into a temporary folder (dist/
// is left alone), and prints what a host pays for each (min+gzip, level 9) and the share of each
// src/ folder in zn-plugin.min.js (scripts/size-report.js). Fails (exit code 1) when
// zn-plugin.min.js, filter builder included, is over 49 KiB min+gzip (docs/performance.md,
// "Bundle size").
//
// `node bench/size.bench.js --dist` checks dist/ as committed instead, without building: what
// `npm test` runs (`npm run test:size`), in a second; CI checks that dist/ is what the sources build.
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { printSizeReport, sizeVerdict } = require('../scripts/size-report');

const root = path.resolve(__dirname, '..');
const MAIN_BUNDLE = 'zn-plugin.min.js';

/** Builds every bundle of webpack.config.js into `out`. */
function build(out) {
  const webpack = require('webpack');
  const configs = require(path.join(root, 'webpack.config.js'))
    .map((config) => ({ ...config, output: { ...config.output, path: out } }));
  return new Promise((resolve, reject) => webpack(configs, (err, stats) => {
    if (err) return reject(err);
    if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
    return resolve();
  }));
}

/**
 * Prints the limit's verdict for the main bundle (a fileSizes entry, or undefined), or only a
 * failure when `printed` (the report has the line already); false when it is over or missing.
 */
function withinLimit(main, dir, printed) {
  if (!main) {
    console.error(`size: ${path.relative(root, path.join(dir, MAIN_BUNDLE))} is missing: run npm run build`);
    return false;
  }
  const verdict = sizeVerdict(main);
  if (verdict.over) console.error(`size: FAILED: ${verdict.line}`);
  else if (!printed) console.log(`size: ${verdict.line}`);
  return !verdict.over;
}

async function main() {
  if (process.argv.includes('--dist')) {
    const dir = path.join(root, 'dist');
    const file = path.join(dir, MAIN_BUNDLE);
    // minified already: its min+gzip is its gzipped size, as fileSizes counts it
    const main = fs.existsSync(file) ? { file: MAIN_BUNDLE, minGzip: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length } : undefined;
    return withinLimit(main, dir);
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-size-'));
  try {
    await build(out);
    console.log(`node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores`);
    const sizes = await printSizeReport(out, MAIN_BUNDLE, (line) => console.log(line.replace(path.basename(out), 'dist')));
    return withinLimit(sizes.find((size) => size.file === MAIN_BUNDLE), out, true);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().then((ok) => {
  if (!ok) process.exitCode = 1;
}, (error) => {
  console.error(error.message || error);
  process.exit(1);
});
