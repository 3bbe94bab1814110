'use strict';
/**
 * `npm start`: the demo, from a fresh clone, in one command.
 *
 * 1. installs the dependencies (`npm ci`) when they are missing;
 * 2. builds dist/ (`node scripts/build.js`) when it is missing or older than src/;
 * 3. compiles the sandbox (`tsc -p tsconfig.node.json`) when its build is missing or older than
 *    its sources;
 * 4. serves the demo host, the SDK and the sandbox on one origin, http://127.0.0.1:<PORT>/
 *    (PORT defaults to 8080), with the sandbox's data in sandbox-data/ (or SANDBOX_DATA_DIR);
 * 5. stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_PORT = 8080;

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

function readPort(value) {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port < 1 || port > 65535) fail(`PORT must be a port number from 1 to 65535; got ${JSON.stringify(value)}`);
  return port;
}

function installIfMissing() {
  const needed = ['express', 'angular', 'angular-sanitize', 'angular-ui-bootstrap', 'bootstrap', 'typescript', 'webpack', 'better-sqlite3'];
  const missing = needed.filter((name) => !fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  if (missing.length) run('npm', ['ci', '--no-audit', '--no-fund'], `installing the dependencies (${missing.join(', ')} missing)`);
}

function buildIfStale() {
  const built = oldestTime(['dist/zn-plugin.js', 'dist/zn-plugin.min.js', 'dist/zn-plugin.css']);
  const sources = newestTime(['src'], ['webpack.config.js', 'scripts/build.js', 'package.json']);
  if (built === 0 || built < sources) run(process.execPath, ['scripts/build.js'], 'building dist/');
}

function compileSandboxIfStale() {
  const compiled = oldestTime(['.build/node/sandbox/app.js', '.build/node/sandbox/plugins/service-worker.js']);
  const sources = newestTime(['sandbox', 'src'], ['tsconfig.node.json', 'tsconfig.json']);
  if (compiled === 0 || compiled < sources) {
    run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [ROOT] }), '-p', 'tsconfig.node.json'], 'compiling the sandbox');
  }
}

async function main() {
  const port = readPort(process.env.PORT);
  const dataDir = path.resolve(ROOT, process.env.SANDBOX_DATA_DIR || 'sandbox-data');
  installIfMissing();
  buildIfStale();
  compileSandboxIfStale();

  const { startDemoServer } = require(path.join(ROOT, 'demo', 'server.js'));
  let demo;
  try {
    demo = await startDemoServer({ port, dataDir });
  } catch (error) {
    fail(error.message);
  }
  say(`the sandbox's data is in ${path.relative(ROOT, dataDir) || dataDir} (npm run sandbox:reset seeds it again)`);
  say(`the demo is at ${demo.url}  (REST API ${demo.url}v1, plugin services ${demo.url}plugins)`);
  say('press Ctrl-C to stop');

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    demo.close().then(() => {
      say(`stopped (${signal})`);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => fail(error.stack || String(error)));
