'use strict';
// The size a host pays for each dist file (minified, then gzipped at level 9), and, for a bundle
// with a source map, the share of each src/ folder: every byte of the minified file is traced
// through webpack's source map to the module it came from, and the gzipped total is divided in
// proportion. Used by `npm run build` and `npm run bench:size`, which fails when the main bundle is
// over LIMIT_BYTES.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { TraceMap, eachMapping } = require('@jridgewell/trace-mapping');
const { minify } = require('terser');

/** The most zn-plugin.min.js may weigh, min+gzip, filter builder included (docs/performance.md). */
const LIMIT_BYTES = 49 * 1024;
/** How many of the main bundle's largest modules the report lists. */
const TOP_MODULES = 10;

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function gzipSize(content) {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** The folder a module counts under: src/data, src/filters/builder, src (top level), webpack. */
function folderOf(source) {
  const match = /(?:^|\/)src\/(.*)$/.exec(source || '');
  if (!match) return /webpack/.test(source || '') ? 'webpack runtime' : 'other';
  const parts = match[1].split('/');
  if (parts.length === 1) return 'src (top level)';
  if (parts[0] === 'filters' && parts.length > 2) return `src/filters/${parts[1]}`;
  return `src/${parts[0]}`;
}

/** The module a mapping's source names, as `src/data/zn-data.ts`. */
function moduleOf(source) {
  const match = /(?:^|\/)(src\/.*)$/.exec(source || '');
  return match ? match[1] : folderOf(source);
}

/** Minified bytes per src folder (or, with `keyOf` = moduleOf, per module) of a minified file, from its source map. */
function folderBytes(code, map, keyOf = folderOf) {
  const lines = code.split('\n');
  const mappings = [];
  eachMapping(new TraceMap(map), (mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = {};
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length;
    const folder = keyOf(mapping.source);
    bytes[folder] = (bytes[folder] || 0) + (end - mapping.generatedColumn);
  });
  // Bytes no mapping covers: the browser guard banner, line ends.
  const mapped = Object.values(bytes).reduce((sum, value) => sum + value, 0);
  if (code.length > mapped) bytes['unmapped (banner)'] = code.length - mapped;
  return bytes;
}

/**
 * Sizes of every .js and .css file in `dir`: `[{ file, bytes, gzip, minGzip }]`; minGzip is the
 * gzipped size after terser for a file that is not minified yet (the CSS is counted as it is).
 */
async function fileSizes(dir) {
  const files = fs.readdirSync(dir).filter((name) => /\.(js|css)$/.test(name)).sort();
  return Promise.all(files.map(async (file) => {
    const content = fs.readFileSync(path.join(dir, file), 'utf8');
    const gzip = gzipSize(content);
    let minGzip = gzip;
    if (file.endsWith('.js') && !file.endsWith('.min.js')) {
      minGzip = gzipSize((await minify(content, { compress: { passes: 2 } })).code);
    }
    return { file, bytes: Buffer.byteLength(content), gzip, minGzip };
  }));
}

/**
 * Share of each src folder in a minified bundle with its .map: `[{ folder, bytes, share, gzip }]`
 * (`keyOf` = moduleOf: of each module, the `folder` being the module's path).
 */
function folderShares(file, keyOf = folderOf) {
  const code = fs.readFileSync(file, 'utf8');
  const bytes = folderBytes(code, JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')), keyOf);
  const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
  const gzip = gzipSize(code);
  return Object.keys(bytes).sort((a, b) => bytes[b] - bytes[a])
    .map((folder) => ({ folder, bytes: bytes[folder], share: bytes[folder] / total, gzip: gzip * bytes[folder] / total }));
}

/** Prints the sizes of `dir`'s files and the folder shares of `mainBundle` (a file name in dir). */
async function printSizeReport(dir, mainBundle, log = console.log) {
  const sizes = await fileSizes(dir);
  sizes.forEach(({ file, bytes, gzip, minGzip }) => {
    log(`${path.basename(dir)}/${file}: ${kib(bytes)}, ${kib(gzip)} gzipped${minGzip !== gzip ? `, ${kib(minGzip)} min+gzip` : ''}`);
  });
  const main = sizes.find((size) => size.file === mainBundle);
  if (main && fs.existsSync(path.join(dir, `${mainBundle}.map`))) {
    log(`\n${mainBundle} by src folder (minified bytes; gzip divided in proportion):`);
    folderShares(path.join(dir, mainBundle)).forEach(({ folder, bytes, share, gzip }) => {
      log(`  ${folder.padEnd(22)} ${kib(bytes).padStart(10)} ${`${(share * 100).toFixed(1)}%`.padStart(6)} ≈ ${kib(gzip)} gzipped`);
    });
    log(`\nits ${TOP_MODULES} largest modules:`);
    folderShares(path.join(dir, mainBundle), moduleOf).slice(0, TOP_MODULES).forEach(({ folder, bytes, gzip }) => {
      log(`  ${folder.padEnd(50)} ${kib(bytes).padStart(10)} ≈ ${kib(gzip)} gzipped`);
    });
  }
  if (main) log(sizeVerdict(main).line);
  return sizes;
}

/**
 * The main bundle's size against LIMIT_BYTES: `{ over, line }`, the line saying by how much it is
 * under or over. `size` is one of fileSizes' entries.
 */
function sizeVerdict(size, limit = LIMIT_BYTES) {
  const over = size.minGzip > limit;
  return {
    over,
    line: over
      ? `${size.file}: ${kib(size.minGzip)} min+gzip is over the limit of ${kib(limit)} by ${kib(size.minGzip - limit)}`
      : `${size.file}: ${kib(size.minGzip)} min+gzip, within the limit of ${kib(limit)} (${kib(limit - size.minGzip)} to spare)`
  };
}

module.exports = { printSizeReport, fileSizes, folderShares, sizeVerdict, LIMIT_BYTES };
