'use strict';
// `npm run bench:size`: builds the bundles as `npm run build` does, into a temporary folder (dist/
// is left alone), and prints what a host pays for each (min+gzip, level 9) and the share of each
// src/ folder in zn-plugin.min.js (scripts/size-report.js). The goal: zn-plugin.min.js, filter
// builder included, at most 30 KiB min+gzip (docs/performance.md, "Bundle size").
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { printSizeReport } = require('../scripts/size-report');

const root = path.resolve(__dirname, '..');

async function main() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-size-'));
  try {
    const configs = require(path.join(root, 'webpack.config.js'))
      .map((config) => ({ ...config, output: { ...config.output, path: out } }));
    await new Promise((resolve, reject) => webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      return resolve();
    }));
    console.log(`node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores`);
    await printSizeReport(out, 'zn-plugin.min.js', (line) => console.log(line.replace(path.basename(out), 'dist')));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
