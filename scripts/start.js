'use strict';
/**
 * `npm start`: the example repository's board, from a fresh clone, in one command.
 *
 * 1. installs the dependencies (`npm ci`) when they are missing (scripts/install.js, run as `prestart`);
 * 2. builds dist/ (`node scripts/build.js`) when it is missing or older than src/;
 * 3. compiles the workbench package with the core from src/core (`tsc -b workbench/tsconfig.json`)
 *    when missing or older than their sources;
 * 4. runs `zn-plugin serve example` (workbench/bin/zn-plugin.js): the workbench's host, the SDK, the
 *    sandbox and the example repository (example/, laid out as Zengine's mayan laid out a plugin
 *    repository: the board plugin, and the same board shipped as a v2 app) on
 *    http://127.0.0.1:<PORT>/ (PORT defaults to 8080), with the sandbox's data in sandbox-data/
 *    (or SANDBOX_DATA_DIR); arguments after `npm start --` go to the command (`npm start -- --reset`,
 *    `npm start -- --env prod`, `npm start -- --as-v2`, more plugin folders);
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
  const missing = require('./install').missingPackages();
  if (missing.length) run('npm', ['ci', '--no-audit', '--no-fund'], `installing the dependencies (${missing.slice(0, 5).join(', ')} missing)`);
}

function buildIfStale() {
  const built = oldestTime(['dist/zn-plugin.js', 'dist/zn-plugin.min.js', 'dist/zn-plugin.css', 'dist/zn-plugin-core.js', 'dist/zn-plugin-compat.js']);
  const sources = newestTime(['src'], ['webpack.config.js', 'scripts/build.js', 'package.json']);
  if (built === 0 || built < sources) run(process.execPath, ['scripts/build.js'], 'building dist/');
}

function compileWorkbenchIfStale() {
  const compiled = oldestTime(['workbench/build/src/cli.js', 'workbench/build/src/sandbox/app.js', 'workbench/build/src/sandbox/plugins/service-worker.js']);
  const sources = newestTime(['workbench/src', 'workbench/test', 'src/core'], ['workbench/tsconfig.json', 'workbench/tsconfig.core.json']);
  if (compiled === 0 || compiled < sources) {
    run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [ROOT] }), '-b', 'workbench/tsconfig.json'], 'compiling the workbench');
  }
}

async function main() {
  installIfMissing();
  buildIfStale();
  compileWorkbenchIfStale();
  // Exactly `zn-plugin serve example`, with PORT and SANDBOX_DATA_DIR as before and any
  // arguments after `npm start --` passed on (another --port, --reset, --env, more plugin folders).
  const args = ['serve', 'example', '--data', process.env.SANDBOX_DATA_DIR || 'sandbox-data'];
  if (process.env.PORT) args.push('--port', process.env.PORT);
  say(`zn-plugin ${args.concat(process.argv.slice(2)).join(' ')}`);
  await require(path.join(ROOT, 'workbench', 'build', 'src', 'cli.js')).run(args.concat(process.argv.slice(2)));
}

main().catch((error) => fail(error.stack || String(error)));
