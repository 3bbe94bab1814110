'use strict';
// The published type declarations: dist/types/index.d.ts, the public API of the bundle in one file
// a consumer reads top to bottom (with the UMD global `znPlugin` and the global `plugin` a
// script-tag plugin uses), dist/types/matcher.d.ts for the standalone matcher, and
// dist/types/testing.d.ts for the testing kit (its types re-exported from index.d.ts). TypeScript
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

/**
 * The testing kit's declarations: its module name, and its types, which index.d.ts already
 * declares (so a spec that imports both sees one ZnTestBackendService, not two), re-exported by name.
 */
function testingDeclarations(pkg) {
  const ts = require('typescript');
  const file = path.join(root, 'src', 'testing', 'types.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2017);
  const names = source.statements
    .filter((node) => (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      (node.modifiers || []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    .map((node) => node.name.text);
  const moduleName = /TESTING_MODULE_NAME = '([^']+)'/.exec(fs.readFileSync(path.join(root, 'src', 'testing', 'module.ts'), 'utf8'))[1];
  return header(pkg, 'the testing kit (dist/zn-plugin-testing.js, module zn.plugin.testing)') +
    `export type {\n${names.map((name) => `  ${name}`).join(',\n')}\n} from './index';\n\n` +
    `/** The AngularJS module to load after ngMock: window.module('${moduleName}'). */\n` +
    `export declare const name: '${moduleName}';\nexport declare const TESTING_MODULE_NAME: '${moduleName}';\n\n` +
    'export as namespace znPluginTesting;\n';
}

/** Writes index.d.ts, matcher.d.ts, testing.d.ts and core.d.ts into `outDir` (created when missing). */
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
      files: ['index.d.ts', 'filters/matcher-standalone.d.ts', 'core/index.d.ts', 'frame/index.d.ts']
    }));
    const [index, matcher, core, frame] = generateDtsBundle([
      { filePath: path.join(raw, 'index.d.ts'), output: { umdModuleName: 'znPlugin', inlineDeclareGlobals: true, noBanner: true } },
      { filePath: path.join(raw, 'filters', 'matcher-standalone.d.ts'), output: { noBanner: true, exportReferencedTypes: false } },
      { filePath: path.join(raw, 'core', 'index.d.ts'), output: { noBanner: true } },
      { filePath: path.join(raw, 'frame', 'index.d.ts'), output: { umdModuleName: 'znPluginFrame', noBanner: true } }
    ], { preferredConfigPath: config });
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.d.ts'), header(pkg, 'the zn.plugin module, its services and the plugin object') + index);
    fs.writeFileSync(path.join(outDir, 'matcher.d.ts'), header(pkg, 'the standalone filter matcher (dist/zn-filter-matcher.js)') + asCommonJs(matcher));
    fs.writeFileSync(path.join(outDir, 'testing.d.ts'), testingDeclarations(pkg));
    fs.writeFileSync(path.join(outDir, 'core.d.ts'), header(pkg, 'the Node-safe core (dist/zn-plugin-core.js) the workbench shares') + core);
    fs.writeFileSync(path.join(outDir, 'frame.d.ts'), header(pkg, 'the runtime of a v1 plugin shipped as a v2 app (dist/zn-plugin-frame.js)') + frame);
  } finally {
    fs.rmSync(raw, { recursive: true, force: true });
  }
}

module.exports = { buildTypes };

if (require.main === module) buildTypes(process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist', 'types'));
