'use strict';
// `zn-plugin serve` as a plugin author runs it: a real process on a free port of 127.0.0.1.
const path = require('path');
const { spawn } = require('child_process');

const CLI = path.resolve(__dirname, '..', '..', '..', 'workbench', 'bin', 'zn-plugin.js');

/**
 * Starts `node workbench/bin/zn-plugin.js serve <args>` in `cwd` and resolves once its start is
 * over (its last line, after every first build: serve says where it serves earlier when the builds
 * take a while): { origin, output(), stop() }. output() is everything it wrote so far.
 */
function serve(args, cwd) {
  const child = spawn(process.execPath, [CLI, 'serve', ...args, '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`zn-plugin serve did not start:\n${output}`)), 30000);
    const read = (chunk) => {
      output += chunk;
      const match = /serving http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match && /press Ctrl-C to stop/.test(output)) {
        clearTimeout(timer);
        resolve({
          origin: `http://localhost:${match[1]}`,
          output: () => output,
          stop: () => new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          })
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`zn-plugin serve exited with ${code}:\n${output}`));
    });
  });
}

/** `serve(args, cwd)` with the shipped apps' SDK bundles taken from `sdkDir` (ZN_PLUGIN_SDK_DIR, set for the start only). */
async function serveWithSdk(args, cwd, sdkDir) {
  const before = process.env.ZN_PLUGIN_SDK_DIR;
  process.env.ZN_PLUGIN_SDK_DIR = sdkDir;
  try {
    return await serve(args, cwd);
  } finally {
    if (before === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
    else process.env.ZN_PLUGIN_SDK_DIR = before;
  }
}

module.exports = { serve, serveWithSdk };
