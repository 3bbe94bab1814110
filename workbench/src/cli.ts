/**
 * zn-plugin: the workbench's command.
 *
 *   zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>] [--allowed-hosts <a,b>]
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
import { startWorkbench, PluginEntry, Workbench } from './server';
import { parseAllowedHosts } from './http/local-guard';
import { printable } from './printable';

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
  /** Host names answered besides localhost, `*.localhost` and IP addresses (--allowed-hosts). */
  allowedHosts: string[];
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

async function serve(args: string[], io: CommandIo): Promise<Workbench> {
  const options = parseServeArgs(args, io.cwd);
  const workbench = await startWorkbench({ ...options, log: io.err });
  const served = workbench.plugins().filter((folder) => folder.ok);
  const relative = (dir: string) => printable(path.relative(io.cwd, dir) || '.');
  served.forEach((folder) => io.out(`plugin ${folder.namespace} from ${relative(folder.dir)}`));
  io.out(`the sandbox's data is in ${printable(options.dataDir)}${options.reset ? ' (seeded afresh)' : ' (--reset seeds it again)'}`);
  io.out(`serving ${workbench.url}  (REST API ${workbench.url}v1, plugin services ${workbench.url}plugins)`);
  io.out('the page reloads itself when a plugin file changes; press Ctrl-C to stop');
  return workbench;
}

/** Every command, in the order `--help` lists them. */
export const COMMANDS: Command[] = [
  {
    name: 'serve',
    usage: 'zn-plugin serve <folder>... [--port 8080] [--data <dir>] [--reset] [--namespace <ns>] [--allowed-hosts <a,b>]',
    summary: 'serve plugin folders with the host page, the SDK and the sandbox on 127.0.0.1',
    run: serve
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
    'docs: https://www.npmjs.com/package/zn-plugin-workbench (docs/workbench.md in the repository)'
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
