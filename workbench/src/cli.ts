/**
 * zn-plugin: the workbench's command.
 *
 *   zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>] [--env <name>] [--allowed-hosts <a,b>] [--firebase-rules] [--as-v2]
 *   zn-plugin build [<repo>] [--env <name>] [--as-v2] [--source-maps]
 *   zn-plugin init [--v2] <dir>
 *   zn-plugin --help | --version
 *
 * `serve` serves the host page, the SDK, the sandbox and every plugin folder given on 127.0.0.1
 * (see docs/workbench.md). `--namespace` names the plugin of the folder given just before it, for
 * a plugin.js whose namespace cannot be read. `--allowed-hosts` names the host names besides
 * localhost that the workbench answers (src/http/local-guard.ts). Stops cleanly on Ctrl-C (SIGINT)
 * or SIGTERM. Every line it prints goes through printable(): no control character reaches the terminal.
 */
import fs from 'fs';
import path from 'path';
import type { PluginEntry, Workbench } from './serve';
import { readerSettingsOf, startPluginReader } from './serve/plugin-reader';
import type { WrittenBuild } from './repository/repository';
import { parseAllowedHosts } from './http/local-guard';
import { printable } from './printable';
import { shownPath } from './util/files';

/*
 * What `build` and `init` need is loaded when they run (`commands()`): `serve` starts its build
 * thread before any of it, and the thread loads the builders itself.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const commands = () => ({
  ...(require('./plugin-folder') as typeof import('./plugin-folder')),
  ...(require('./repository/repository') as typeof import('./repository/repository')),
  ...(require('./repository/init') as typeof import('./repository/init')),
  // version 2 plugins (build: npm run build and dist.zip; init --v2)
  ...(require('./v2') as typeof import('./v2')),
  ...(require('./repository/builders') as typeof import('./repository/builders')),
  ...(require('./repository/maya-config') as typeof import('./repository/maya-config')),
  // version 1 plugins shipped as version 2 apps (maya.json "target": 2, --as-v2)
  ...(require('./ship-v2') as typeof import('./ship-v2'))
});
/* eslint-enable @typescript-eslint/no-require-imports */

export { printable } from './printable';

const DEFAULT_PORT = 8080;
const PACKAGE_DIR = path.resolve(__dirname, '..', '..');

/** A mistake in the command line: printed with the usage, exit code 1 (0 for a plain --help). */
export class UsageError extends Error {}

/** One command of `zn-plugin`: its usage line, its one-line summary, and what runs it. */
export interface Command {
  name: string;
  usage: string;
  summary: string;
  run(args: string[], io: CommandIo): Promise<unknown>;
}

/** Where a command writes: `out` for what the user asked for, `err` for problems and progress. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  cwd: string;
}

export interface ServeOptions {
  plugins: PluginEntry[];
  port: number;
  dataDir: string;
  reset: boolean;
  /** The environment of maya.json for the repositories given (default: the one marked "default"). */
  env?: string;
  /** Host names answered besides localhost, `*.localhost` and IP addresses (--allowed-hosts). */
  allowedHosts: string[];
  /** Apply each plugin's Firebase rules file (--firebase-rules; else its database is open). */
  firebaseRules?: boolean;
  /** Every version 1 plugin of the repositories served as a version 2 app (--as-v2). */
  asV2?: boolean;
}

function readPort(value: string): number {
  const port = Number(value);
  if (!/^\d{1,5}$/.test(String(value)) || port > 65535) throw new UsageError(`--port takes a port number from 0 to 65535; got ${JSON.stringify(value)}`);
  return port;
}

/**
 * Reads `--flag value`, `--flag=value` and plain arguments; `--` ends the options. `onFlag`
 * returns true when it took the flag; `value()` takes the flag's value.
 */
export function readArgs(args: string[], onFlag: (flag: string, value: () => string) => boolean, onArgument: (arg: string) => void): void {
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    // `--` ends the options: what follows is folders, even if it starts with a dash
    if (optionsEnded) {
      onArgument(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const [flag, inline] = equals !== -1 ? [arg.slice(0, equals), arg.slice(equals + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      if (i + 1 >= args.length || args[i + 1].startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return args[++i];
    };
    if (flag === '--help' || flag === '-h') throw new UsageError('');
    if (flag.startsWith('-') && flag !== '-') {
      if (!onFlag(flag, value)) throw new UsageError(`unknown option ${flag}`);
    } else {
      onArgument(arg);
    }
  }
}

/** The arguments of `serve`. */
export function parseServeArgs(args: string[], cwd: string): ServeOptions {
  const options: ServeOptions = { plugins: [], port: DEFAULT_PORT, dataDir: path.join(cwd, 'sandbox-data'), reset: false, allowedHosts: [] };
  readArgs(args, (flag, value) => {
    if (flag === '--port') options.port = readPort(value());
    else if (flag === '--data') options.dataDir = path.resolve(cwd, value());
    else if (flag === '--reset') options.reset = true;
    else if (flag === '--firebase-rules') options.firebaseRules = true;
    else if (flag === '--as-v2') options.asV2 = true;
    else if (flag === '--env') options.env = value();
    else if (flag === '--allowed-hosts') {
      const text = value();
      try {
        options.allowedHosts = options.allowedHosts.concat(parseAllowedHosts(text));
      } catch (error) {
        throw new UsageError(`--allowed-hosts: ${(error as Error).message}`);
      }
    }
    else if (flag === '--namespace') {
      const namespace = value();
      const last = options.plugins[options.plugins.length - 1];
      if (!last) throw new UsageError('--namespace names the plugin of the folder given before it: give the folder first');
      last.namespace = namespace;
    } else return false;
    return true;
  }, (arg) => options.plugins.push({ dir: path.resolve(cwd, arg), namespace: undefined }));
  if (options.plugins.length === 0) throw new UsageError('give at least one plugin folder');
  return options;
}

/** How long `serve` waits for the first builds before it says where it serves anyway. */
const START_NOTICE_MS = 2000;

async function serve(args: string[], io: CommandIo): Promise<Workbench> {
  const options = parseServeArgs(args, io.cwd);
  // the build processes start first: they load their modules and read the plugins while the server's load here
  const reader = startPluginReader(readerSettingsOf(options));
  const { startWorkbench } = require('./serve') as typeof import('./serve'); // eslint-disable-line @typescript-eslint/no-require-imports
  // a first build that takes long (a slow script, a large Sass file) does not keep the URL from the
  // author: the page answers meanwhile and shows what is being built (the terminal says when it is in)
  let early: NodeJS.Timeout | undefined;
  let servingSaid = false;
  const sayServing = (url: string) => {
    servingSaid = true;
    io.out(`serving ${url}  (REST API ${url}v1, plugin services ${url}plugins)`);
  };
  const listening = (url: string) => {
    early = setTimeout(() => {
      sayServing(url);
      io.out('plugins are still being built: the page shows them as being built, and loads them when they are in');
    }, START_NOTICE_MS);
  };
  const workbench = await startWorkbench({ ...options, log: io.err, listening }, { reader }).finally(() => clearTimeout(early));
  const served = workbench.plugins().filter((folder) => folder.ok);
  served.forEach((folder) => io.out(`plugin ${folder.namespace} from ${shown(folder.dir, io.cwd)}`));
  io.out(`the sandbox's data is in ${printable(options.dataDir)}${options.reset ? ' (seeded afresh)' : ' (--reset seeds it again)'}`);
  if (!servingSaid) sayServing(workbench.url);
  // every plugin served gets a database (made after the first page: serve/parts.ts)
  if (served.length) {
    io.out(`each plugin's Firebase database: ${workbench.url}workbench/firebase (data in ${printable(workbench.firebaseFolder)})`);
  }
  io.out('the page reloads itself when a plugin file changes (a style edit is applied in place); press Ctrl-C to stop');
  return workbench;
}

/** The arguments of `build`: the repository (default: the current folder), --env, --as-v2 and --source-maps. */
export function parseBuildArgs(args: string[], cwd: string): { repo: string; env?: string; asV2?: boolean; sourceMaps?: boolean } {
  const options: { repo: string; env?: string; asV2?: boolean; sourceMaps?: boolean } = { repo: cwd };
  let given = false;
  readArgs(args, (flag, value) => {
    if (flag === '--as-v2') options.asV2 = true;
    else if (flag === '--source-maps') options.sourceMaps = true;
    else if (flag === '--env') options.env = value();
    else return false;
    return true;
  }, (arg) => {
    if (given) throw new UsageError(`build takes one repository; got ${printable(arg)} as well`);
    given = true;
    options.repo = path.resolve(cwd, arg);
  });
  return options;
}

/** A path as the terminal shows it, without control characters. */
function shown(dir: string, cwd: string): string {
  return printable(shownPath(dir, cwd));
}

async function build(args: string[], io: CommandIo): Promise<WrittenBuild> {
  const options = parseBuildArgs(args, io.cwd);
  const { isRepository, installRepositoryDependencies, writeRepositoryBuild, describeProblem, buildShippedRepository, describeShipped } = commands();
  if (!isRepository(options.repo)) {
    throw new UsageError(`${printable(options.repo)} has no maya.json (nor maya.example.json or maya.default.json in its place): build takes a plugin repository (zn-plugin init <dir> makes one)`);
  }
  await installRepositoryDependencies(options.repo, { env: options.env }, io.err);
  const outcome = writeRepositoryBuild(options.repo, { env: options.env, log: io.err, shipV2: { asV2: options.asV2 } });
  outcome.problems.forEach((item) => io.err(printable(describeProblem(item, io.cwd))));
  outcome.written.forEach((plugin) => io.out(`built ${plugin.name} (${plugin.namespace}) into ${shown(plugin.dir, io.cwd)}: plugin.js, plugin.html, plugin.css`));
  const v2 = await buildV2Plugins(options, io);
  const shipped = await buildShippedRepository(options.repo, { env: options.env, asV2: options.asV2, log: io.err, sourceMaps: options.sourceMaps });
  shipped.problems.forEach((item) => io.err(printable(describeProblem(item, io.cwd))));
  shipped.built.forEach((plugin) => {
    io.out(`built ${plugin.name} (${plugin.namespace}, shipped as version 2) into ${shown(plugin.zipFile, io.cwd)}`);
    describeShipped(plugin, (file) => shown(file, io.cwd)).forEach((line) => io.out(printable(line)));
  });
  shipped.failed.forEach((name) => io.err(`plugin "${name}" was not built as a version 2 app: see its problems above`));
  if (v2.failed || shipped.failed.length || outcome.problems.some((item) => item.level === 'error')) {
    io.err('some plugins were not built: see the problems above');
    process.exitCode = 1;
  } else {
    const count = outcome.written.length + v2.built + shipped.built.length;
    io.out(`environment ${outcome.env}: ${count} plugin${count === 1 ? '' : 's'} built`);
  }
  return outcome;
}

/** The version 2 plugins of the repository: npm run build, then dist.zip (issue 27). */
async function buildV2Plugins(options: { repo: string; env?: string }, io: CommandIo): Promise<{ built: number; failed: number }> {
  const { readMayaConfig, chooseBuilder, buildV2Repository } = commands();
  let config;
  try {
    config = readMayaConfig(options.repo, options.env);
  } catch {
    return { built: 0, failed: 0 }; // maya.json's own problems are reported above
  }
  const entries = config.plugins.filter((entry) => chooseBuilder(entry)?.kind === 'v2-app' && !entry.problems.length);
  return buildV2Repository(entries, { configFile: config.file, env: config.env }, io);
}

async function init(args: string[], io: CommandIo): Promise<string> {
  let target: string | undefined;
  let v2 = false;
  readArgs(args, (flag) => {
    if (flag !== '--v2') return false;
    v2 = true;
    return true;
  }, (arg) => {
    if (target !== undefined) throw new UsageError(`init takes one folder; got ${printable(arg)} as well`);
    target = arg;
  });
  if (target === undefined) throw new UsageError('give the folder of the new repository');
  const { initV2Repository, initRepository } = commands();
  if (v2) {
    const made = initV2Repository(path.resolve(io.cwd, target));
    const at = shown(made.dir, io.cwd);
    io.out(`created a repository with a version 2 plugin in ${at}: plugin ${made.pluginName} (namespace ${made.namespace}), an app in a frame`);
    io.out(`next: zn-plugin serve ${/\s/.test(at) ? JSON.stringify(at) : at}   (or zn-plugin build: plugins/${made.pluginName}/dist.zip)`);
    return made.dir;
  }
  const created = initRepository(path.resolve(io.cwd, target));
  const where = shown(created.dir, io.cwd);
  const quoted = /\s/.test(where) ? JSON.stringify(where) : where;
  io.out(`created a plugin repository in ${where}: plugin ${created.pluginName} (namespace ${created.namespace}), backend service ${created.serviceName}`);
  io.out(`next: zn-plugin serve ${quoted}   (or zn-plugin build ${quoted}); its README.md has the rest`);
  return created.dir;
}

/** Every command, in the order `--help` lists them. */
export const COMMANDS: Command[] = [
  {
    name: 'serve',
    usage: 'zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>] [--env <name>] [--allowed-hosts <a,b>] [--firebase-rules] [--as-v2]',
    summary: 'serve plugin folders or repositories (maya.json) with the host page, the SDK and the sandbox on 127.0.0.1',
    run: serve
  },
  {
    name: 'build',
    usage: 'zn-plugin build [<repo>] [--env <name>] [--as-v2] [--source-maps]',
    summary: 'build a repository\'s plugins into maya_build/plugins/<name>/plugin.js, plugin.html, plugin.css (version 2, and ' +
      '"target": 2 or --as-v2: plugins/<name>/dist.zip)',
    run: build
  },
  {
    name: 'init',
    usage: 'zn-plugin init [--v2] <dir>',
    summary: 'create a new plugin repository (maya.json, a plugin, a backend service, a spec) in <dir>; --v2: a version 2 plugin (an app in a frame)',
    run: init
  }
];

export function version(): string {
  return JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).version;
}

export function helpText(): string[] {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'usage: zn-plugin <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    ...COMMANDS.map((command) => `  ${command.usage}`),
    '  zn-plugin --help | --version',
    '',
    'docs: this package\'s README.md, and docs/workbench.md of the zn-plugin repository'
  ];
}

/**
 * Runs the command line `args` (without `node zn-plugin`). Resolves with what the command gives
 * (the started workbench for `serve`); writes what went wrong and sets process.exitCode otherwise.
 */
export async function main(args: string[], io?: Partial<CommandIo>): Promise<unknown> {
  const write = (io && io.out) || ((line: string) => process.stdout.write(`${line}\n`));
  const writeError = (io && io.err) || ((line: string) => process.stderr.write(`zn-plugin: ${line}\n`));
  // every line, whatever it names (a folder, an option the user typed), printable on a terminal
  const out = (line: string) => write(printable(line));
  const err = (line: string) => writeError(printable(line));
  const full: CommandIo = { out, err, cwd: (io && io.cwd) || process.cwd() };
  const name = args[0];
  if (name === '--version' || name === '-v') {
    out(version());
    return null;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    helpText().forEach((line) => out(line));
    return null;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  try {
    if (!command) throw new UsageError(`unknown command ${printable(name)}`);
    return await command.run(args.slice(1), full);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) err(error.message);
      err(command ? `usage: ${command.usage}` : 'run zn-plugin --help for the commands');
      process.exitCode = error.message ? 1 : 0;
    } else {
      err(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
    return null;
  }
}

/** The command's entry (bin/zn-plugin.js): main, and for `serve` a clean stop on Ctrl-C or SIGTERM. */
export async function run(args: string[]): Promise<void> {
  const result = await main(args);
  if (result && typeof (result as Workbench).close === 'function') {
    const workbench = result as Workbench;
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      workbench.close().then(() => {
        process.stdout.write(`zn-plugin: stopped (${signal})\n`);
        process.exit(0);
      });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  }
}
