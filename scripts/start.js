'use strict';
/**
 * `npm start`: the demo, from a fresh clone, in one command.
 *
 * 1. installs the dependencies (`npm ci`) when they are missing;
 * 2. builds dist/ (`node scripts/build.js`) when it is missing or older than src/;
 * 3. compiles the sandbox and the SDK's Node-side modules (`tsc -p tsconfig.node.json`) when missing or older than
 *    its sources;
 * 4. runs `zn-plugin serve demo/plugin` (bin/zn-plugin.js): the workbench's host, the SDK, the
 *    sandbox and the example plugin on http://127.0.0.1:<PORT>/ (PORT defaults to 8080), with the
 *    sandbox's data in sandbox-data/ (or SANDBOX_DATA_DIR); arguments after `npm start --` go
 *    to the command (`npm start -- --reset`, `npm start -- ../my-plugin`);
 * 5. stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');

function say(message) {
  process.stdout.write(`start: ${message}\n`);
}

function fail(message) {
  process.stderr.write(`start: ${message}\n`);
  process.exit(1);
}

/** Runs a command in the repository, its output shown; stops here when it fails. */
function run(command, args, what) {
  say(`${what}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) fail(`${what} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${what} failed (exit code ${result.status}); see above`);
}

/** The newest modification time of the files under `folders` (and of `files`), in ms. */
function newestTime(folders, files) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) fs.readdirSync(entry).forEach((name) => visit(path.join(entry, name)));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  folders.concat(files || []).forEach((entry) => visit(path.join(ROOT, entry)));
  return newest;
}

/** The oldest of these files' modification times, or 0 when one is missing. */
function oldestTime(files) {
  let oldest = Infinity;
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) return 0;
    oldest = Math.min(oldest, fs.statSync(full).mtimeMs);
  }
  return oldest;
}

function installIfMissing() {
  const needed = ['express', 'angular', 'angular-route', 'angular-sanitize', 'angular-ui-bootstrap', 'angular-ui-sortable', 'bootstrap', 'jquery', 'jquery-ui', 'typescript', 'webpack', 'better-sqlite3'];
  const missing = needed.filter((name) => !fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  if (missing.length) run('npm', ['ci', '--no-audit', '--no-fund'], `installing the dependencies (${missing.join(', ')} missing)`);
}

function buildIfStale() {
  const built = oldestTime(['dist/zn-plugin.js', 'dist/zn-plugin.min.js', 'dist/zn-plugin.css']);
  const sources = newestTime(['src'], ['webpack.config.js', 'scripts/build.js', 'package.json']);
  if (built === 0 || built < sources) run(process.execPath, ['scripts/build.js'], 'building dist/');
}

function compileSandboxIfStale() {
  const compiled = oldestTime(['.build/node/sandbox/app.js', '.build/node/sandbox/plugins/service-worker.js', '.build/node/src/plugin/css-scope.js', '.build/node/src/plugin/naming.js']);
  const sources = newestTime(['sandbox', 'src'], ['tsconfig.node.json', 'tsconfig.json']);
  if (compiled === 0 || compiled < sources) {
    run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [ROOT] }), '-p', 'tsconfig.node.json'], 'compiling the sandbox');
  }
}

async function main() {
  installIfMissing();
  buildIfStale();
  compileSandboxIfStale();
  // Exactly `zn-plugin serve demo/plugin`, with PORT and SANDBOX_DATA_DIR as before and any
  // arguments after `npm start --` passed on (another --port, --reset, more plugin folders).
  const args = ['serve', path.join('demo', 'plugin'), '--data', process.env.SANDBOX_DATA_DIR || 'sandbox-data'];
  if (process.env.PORT) args.push('--port', process.env.PORT);
  say(`zn-plugin ${args.concat(process.argv.slice(2)).join(' ')}`);
  await require(path.join(ROOT, 'bin', 'zn-plugin.js')).main(args.concat(process.argv.slice(2)));
}

main().catch((error) => fail(error.stack || String(error)));
