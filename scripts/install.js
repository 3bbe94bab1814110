'use strict';
/**
 * Before `npm test` and `npm start` (their `pre` scripts): installs the dependencies with
 * `npm ci` when any package that the SDK or the workbench lists is missing from node_modules, so
 * both commands work on a fresh clone. Uses nothing but Node itself.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');

/** The packages package.json and workbench/package.json list that node_modules lacks. */
function missingPackages() {
  const manifests = ['package.json', path.join('workbench', 'package.json')]
    .map((file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  const names = new Set();
  manifests.forEach((manifest) => ['dependencies', 'devDependencies'].forEach((field) =>
    Object.keys(manifest[field] || {}).forEach((name) => names.add(name))));
  return Array.from(names).filter((name) => !fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));
}

function main() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, and ${missing.length - 5} more` : '');
  process.stdout.write(`install: ${shown} missing: npm ci --no-audit --no-fund\n`);
  const npm = process.env.npm_execpath;
  const [command, args] = npm && /\.js$/.test(npm) ? [process.execPath, [npm]] : ['npm', []];
  const result = spawnSync(command, args.concat(['ci', '--no-audit', '--no-fund']), { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    process.stderr.write(`install: npm ci failed (${result.error ? result.error.message : `exit code ${result.status}`}); see above\n`);
    process.exit(1);
  }
}

if (require.main === module) main();

module.exports = { missingPackages };
