#!/usr/bin/env node
'use strict';
/**
 * zn-plugin: the plugin workbench's command.
 *
 *   zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>]
 *
 * Serves the host page, the SDK, the sandbox and every plugin folder given on 127.0.0.1 (see
 * docs/workbench.md). `--namespace` names the plugin of the folder given just before it, for a
 * plugin.js whose namespace cannot be read. Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_PORT = 8080;
const USAGE = 'usage: zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>]';

class UsageError extends Error {}

function readPort(value) {
  const port = Number(value);
  if (!/^\d{1,5}$/.test(String(value)) || port > 65535) throw new UsageError(`--port takes a port number from 0 to 65535; got ${JSON.stringify(value)}`);
  return port;
}

/** The arguments of `serve`: { plugins: [{ dir, namespace }], port, dataDir, reset }. */
function parseServeArgs(args, cwd) {
  const options = { plugins: [], port: DEFAULT_PORT, dataDir: path.join(cwd, 'sandbox-data'), reset: false };
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    // `--` ends the options: what follows is folders, even if it starts with a dash
    if (optionsEnded) {
      options.plugins.push({ dir: path.resolve(cwd, arg), namespace: undefined });
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      if (i + 1 >= args.length || args[i + 1].startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return args[++i];
    };
    if (flag === '--port') options.port = readPort(value());
    else if (flag === '--data') options.dataDir = path.resolve(cwd, value());
    else if (flag === '--reset') options.reset = true;
    else if (flag === '--namespace') {
      const namespace = value();
      const last = options.plugins[options.plugins.length - 1];
      if (!last) throw new UsageError('--namespace names the plugin of the folder given before it: give the folder first');
      last.namespace = namespace;
    } else if (flag === '--help' || flag === '-h') throw new UsageError('');
    else if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag}`);
    else options.plugins.push({ dir: path.resolve(cwd, arg), namespace: undefined });
  }
  if (options.plugins.length === 0) throw new UsageError('give at least one plugin folder');
  return options;
}

/** Why the workbench cannot start from this checkout, or ''. */
function missingBuild() {
  if (!fs.existsSync(path.join(ROOT, '.build', 'node', 'sandbox', 'app.js'))) {
    return 'the sandbox is not compiled: run npx tsc -p tsconfig.node.json (npm start does it for you)';
  }
  if (!fs.existsSync(path.join(ROOT, 'dist', 'zn-plugin.js'))) return 'the SDK is not built: run npm run build (npm start does it for you)';
  return '';
}

/**
 * Runs the command line `args` (without `node zn-plugin`). Resolves with the started workbench
 * for `serve`; writes what went wrong and sets process.exitCode otherwise.
 */
async function main(args, io) {
  const out = (io && io.out) || ((line) => process.stdout.write(`zn-plugin: ${line}\n`));
  const err = (io && io.err) || ((line) => process.stderr.write(`zn-plugin: ${line}\n`));
  try {
    if (args[0] !== 'serve') throw new UsageError(args.length ? `unknown command ${args[0]}` : '');
    const options = parseServeArgs(args.slice(1), process.cwd());
    const missing = missingBuild();
    if (missing) {
      err(missing);
      process.exitCode = 1;
      return null;
    }
    const { startWorkbench } = require(path.join(ROOT, 'workbench', 'server.js'));
    const workbench = await startWorkbench({ ...options, log: err });
    const served = workbench.plugins().filter((folder) => folder.ok);
    const relative = (dir) => path.relative(process.cwd(), dir) || '.';
    served.forEach((folder) => out(`plugin ${folder.namespace} from ${relative(folder.dir)}`));
    out(`the sandbox's data is in ${options.dataDir}${options.reset ? ' (seeded afresh)' : ' (--reset seeds it again)'}`);
    out(`serving ${workbench.url}  (REST API ${workbench.url}v1, plugin services ${workbench.url}plugins)`);
    out('the page reloads itself when a plugin file changes; press Ctrl-C to stop');
    let stopping = false;
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      workbench.close().then(() => {
        out(`stopped (${signal})`);
        process.exit(0);
      });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    return workbench;
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) err(error.message);
      err(USAGE);
    } else {
      err(error && error.message ? error.message : String(error));
    }
    process.exitCode = error instanceof UsageError && !error.message ? 0 : 1;
    return null;
  }
}

if (require.main === module) main(process.argv.slice(2));

module.exports = { main, parseServeArgs };
