'use strict';
// The published type declarations: dist/types/index.d.ts, the public API of the bundle in one file
// a consumer reads top to bottom (with the UMD global `znPlugin` and the global `plugin` a
// script-tag plugin uses), and dist/types/matcher.d.ts for the standalone matcher. TypeScript
// writes the declarations of every source file into a temporary folder; dts-bundle-generator keeps
// what src/index.ts (and src/filters/matcher-standalone.ts) export, and what those refer to.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { generateDtsBundle } = require('dts-bundle-generator');

const root = path.resolve(__dirname, '..');

function header(pkg, what) {
  return `// Type definitions for ${pkg.name} ${pkg.version}: ${what}\n` +
    `// (c) zn-plugin contributors, ${pkg.license} licence. Needs @types/angular.\n`;
}

/**
 * The standalone build's module.exports is the function itself, so its declarations end in
 * `export =` (with the global `znFilterMatcher` of a page) rather than a default export.
 */
function asCommonJs(bundle) {
  const body = bundle
    .replace(/^export (declare |interface |type )/gm, (match, rest) => (rest === 'declare ' ? 'declare ' : `declare ${rest}`).replace('declare declare', 'declare'))
    .replace(/^export \{[^}]*\};?\s*$/gm, '')
    .replace(/^export default ([\w$]+);?\s*$/gm, '')
    .trimEnd();
  return `${body}\n\nexport = znFilterMatcher;\nexport as namespace znFilterMatcher;\n`;
}

/** Writes index.d.ts and matcher.d.ts into `outDir` (created when missing). */
function buildTypes(outDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const raw = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-plugin-types-'));
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json'), '--outDir', raw],
      { cwd: root, stdio: 'inherit' });
    const config = path.join(raw, 'tsconfig.json');
    fs.writeFileSync(config, JSON.stringify({
      compilerOptions: {
        strict: true, moduleResolution: 'node', module: 'ES2020', target: 'ES2017', lib: ['ES2017', 'DOM'],
        types: ['angular', 'angular-sanitize'], typeRoots: [path.join(root, 'node_modules', '@types')]
      },
      files: ['index.d.ts', 'filters/matcher-standalone.d.ts']
    }));
    const [index, matcher] = generateDtsBundle([
      { filePath: path.join(raw, 'index.d.ts'), output: { umdModuleName: 'znPlugin', inlineDeclareGlobals: true, noBanner: true } },
      { filePath: path.join(raw, 'filters', 'matcher-standalone.d.ts'), output: { noBanner: true, exportReferencedTypes: false } }
    ], { preferredConfigPath: config });
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.d.ts'), header(pkg, 'the zn.plugin module, its services and the plugin object') + index);
    fs.writeFileSync(path.join(outDir, 'matcher.d.ts'), header(pkg, 'the standalone filter matcher (dist/zn-filter-matcher.js)') + asCommonJs(matcher));
  } finally {
    fs.rmSync(raw, { recursive: true, force: true });
  }
}

module.exports = { buildTypes };

if (require.main === module) buildTypes(process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist', 'types'));
