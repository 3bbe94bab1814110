/**
 * Installing and building a version 2 plugin as mayan did: an npm app in plugins/<name>/, its
 * dependencies installed with `npm install` (not `npm ci`: Zengine's templates pin `latest`, and
 * install scripts run, as Parcel 1's deasync needs), then its own `npm run build` with the
 * environment of maya.json: `ZENGINE_ENV=<env>` and the plugin's `env` object. npm's output goes
 * to the log a line at a time, so a slow install is visibly under way; a failure keeps its last
 * lines as the reason shown on the page.
 */
import { spawn, ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

/** How many of npm's last lines a failure keeps as its reason. */
const REASON_LINES = 8;
/** npm install's progress: a line per this many packages fetched (npm's own fetch lines, one each, would flood). */
const FETCHES_PER_LINE = 50;

export interface V2RunOptions {
  /** maya.json's environment: ZENGINE_ENV. */
  env: string;
  /** The plugin's `env` object of maya.json, as environment variables. */
  vars?: Record<string, string>;
  log: (line: string) => void;
  /** How the plugin is named in the log ('plugins/board'). */
  label: string;
  /** Called with each child process started, so its owner can end it. */
  started?: (child: ChildProcess) => void;
}

export interface V2RunOutcome {
  ok: boolean;
  /** Why it failed: what npm said last, or why it could not start. */
  reason: string;
}

function readPackage(dir: string): Record<string, any> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Whether the plugin declares npm dependencies that are not installed yet. */
export function needsV2Install(dir: string): boolean {
  const pkg = readPackage(dir);
  if (!pkg) return false;
  const declared = Object.keys(pkg.dependencies || {}).length + Object.keys(pkg.devDependencies || {}).length;
  return declared > 0 && !fs.existsSync(path.join(dir, 'node_modules'));
}

/** Runs `npm <args>` in `dir`, each line of output logged; resolves with the outcome. */
function runNpm(args: string[], dir: string, options: V2RunOptions): Promise<V2RunOutcome> {
  const tail: string[] = [];
  const what = `npm ${args.filter((arg) => !arg.startsWith('--')).join(' ')}`;
  let fetched = 0;
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
        cwd: dir,
        env: { ...process.env, ...(options.vars || {}), ZENGINE_ENV: options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32'
      });
    } catch (error) {
      resolve({ ok: false, reason: `${what} could not start: ${(error as Error).message}` });
      return;
    }
    if (options.started) options.started(child);
    const forward = (chunk: Buffer) => chunk.toString('utf8').split('\n').map((line) => line.trimEnd()).filter(Boolean).forEach((line) => {
      if (/^npm (http|info run|verb)/.test(line) || /^npm warn old lockfile/.test(line)) {
        if (/^npm http (fetch|cache)/.test(line) && ++fetched % FETCHES_PER_LINE === 0) options.log(`${options.label}: ${what}: ${fetched} manifests and packages read...`);
        return;
      }
      options.log(`${options.label}: ${line}`);
      // npm's own echo of the script ('> name@1.0.0 build', '> parcel build ...') says nothing of why it failed
      if (/^> /.test(line)) return;
      tail.push(line);
      if (tail.length > REASON_LINES) tail.shift();
    });
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.on('error', (error) => resolve({ ok: false, reason: `${what} could not start: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ ok: true, reason: '' });
      else resolve({ ok: false, reason: `${what} failed (${signal ? `stopped by ${signal}` : `exit code ${code}`})${tail.length ? ': ' + tail.join(' / ') : ''}` });
    });
  });
}

/** `npm install` in the plugin's folder when its dependencies are not installed; resolves with the outcome. */
export async function installV2(dir: string, options: V2RunOptions): Promise<V2RunOutcome> {
  if (!needsV2Install(dir)) return { ok: true, reason: '' };
  options.log(`${options.label}: installing its npm dependencies (npm install; this takes a while the first time)...`);
  // --loglevel=http: a line per package fetched, counted into progress lines (see runNpm)
  const outcome = await runNpm(['install', '--no-audit', '--no-fund', '--loglevel=http'], dir, options);
  options.log(outcome.ok ? `${options.label}: npm dependencies installed` : `${options.label}: ${outcome.reason}`);
  return outcome;
}

/** `npm run build` in the plugin's folder (after installing), which writes dist/; resolves with the outcome. */
export async function buildV2(dir: string, options: V2RunOptions): Promise<V2RunOutcome> {
  const pkg = readPackage(dir);
  if (!pkg) return { ok: false, reason: `${path.join(dir, 'package.json')} is missing or not JSON: a version 2 plugin is an npm app whose "build" script writes dist/` };
  if (!pkg.scripts || typeof pkg.scripts.build !== 'string') {
    return { ok: false, reason: 'package.json has no "build" script: a version 2 plugin builds with npm run build into dist/' };
  }
  const installed = await installV2(dir, options);
  if (!installed.ok) return installed;
  options.log(`${options.label}: building (npm run build, ZENGINE_ENV=${options.env})...`);
  const outcome = await runNpm(['run', 'build'], dir, options);
  if (outcome.ok && !fs.existsSync(path.join(dir, 'dist'))) {
    return { ok: false, reason: 'npm run build succeeded but wrote no dist/: a version 2 plugin\'s build writes its files to dist/' };
  }
  options.log(outcome.ok ? `${options.label}: built into dist/` : `${options.label}: ${outcome.reason}`);
  return outcome;
}
