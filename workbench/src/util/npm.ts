/**
 * npm in one place: whether a package folder needs `npm install`, the install itself, and
 * `npm run <script>`, each an asynchronous child process whose output goes to a log a line at a
 * time (a slow install is visibly under way) and whose last lines are kept as the reason of a
 * failure. Every part of the workbench that runs npm (a repository plugin's dependencies, a
 * version 2 app's install and build, a backend service's packages, maya-pre-build and
 * maya-post-build scripts) runs it through here.
 *
 * The one rule of "needs install": the package.json declares dependencies (with `dev`, its
 * devDependencies count too, as a plain `npm install` installs them) and node_modules/ lacks
 * one of them (no node_modules/ at all, or a dependency added since the last install).
 */
import { spawn, spawnSync, ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

/** npm's command on this platform. */
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** How many of npm's last lines a failure keeps as its reason. */
const REASON_LINES = 8;
/** npm install's progress: a line per this many packages fetched (npm's own fetch lines, one each, would flood). */
const FETCHES_PER_LINE = 50;

export interface NpmNeeds {
  /** The package.json read, or null when the folder has none. */
  packageFile: string | null;
  /** Dependencies are declared and not all installed. */
  needed: boolean;
  /** There is no node_modules/ at all. */
  modulesMissing: boolean;
}

function readManifest(file: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null; // a package.json that cannot be read is reported by whoever reads its contents
  }
}

function names(section: unknown): string[] {
  return section && typeof section === 'object' && !Array.isArray(section) ? Object.keys(section) : [];
}

/** Whether the package folder `dir` needs `npm install` (see the rule above). */
export function npmNeeds(dir: string, options: { dev?: boolean } = {}): NpmNeeds {
  const packageFile = path.join(dir, 'package.json');
  const manifest = readManifest(packageFile);
  if (!manifest) return { packageFile: fs.existsSync(packageFile) ? packageFile : null, needed: false, modulesMissing: false };
  const declared = [...names(manifest.dependencies), ...(options.dev ? names(manifest.devDependencies) : [])];
  if (!declared.length) return { packageFile, needed: false, modulesMissing: false };
  const modules = path.join(dir, 'node_modules');
  const modulesMissing = !fs.existsSync(modules);
  const needed = modulesMissing || declared.some((name) => !fs.existsSync(path.join(modules, name, 'package.json')));
  return { packageFile, needed, modulesMissing };
}

/** Whether `dir` needs `npm install` (npmNeeds(...).needed). */
export function needsInstall(dir: string, options: { dev?: boolean } = {}): boolean {
  return npmNeeds(dir, options).needed;
}

export interface NpmRunOptions {
  /** Where each line npm prints goes, as `<label>: npm: <line>`. */
  log: (line: string) => void;
  /** How the folder is named in the log ('plugins/board'). */
  label: string;
  /** Variables added to the workbench's environment. */
  env?: Record<string, string>;
  /** Stopped (SIGTERM) after this long, and reported as such. */
  timeoutMs?: number;
  /** Called with the child process started, so its owner can end it. */
  started?: (child: ChildProcess) => void;
  /** Lines are kept and returned only, not logged (a build script's output, shown by its caller). */
  quiet?: boolean;
}

export interface NpmOutcome {
  ok: boolean;
  /** Why it failed: how it ended and what npm said last; '' when it succeeded. */
  reason: string;
  /** Every line it printed (stdout and stderr), ANSI colours removed. */
  output: string[];
  timedOut: boolean;
}

function lines(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/).map((line) => line.trimEnd()).filter(Boolean);
}

/** Runs `npm <args>` in `dir` as a child process; resolves (never rejects) with the outcome. */
export function runNpm(args: string[], dir: string, options: NpmRunOptions): Promise<NpmOutcome> {
  const what = `npm ${args.filter((arg) => !arg.startsWith('--')).join(' ')}`;
  const output: string[] = [];
  const tail: string[] = [];
  let fetched = 0;
  let timedOut = false;
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(NPM, args, { cwd: dir, env: { ...process.env, ...(options.env || {}) }, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    } catch (error) {
      resolve({ ok: false, reason: `${what} could not start: ${(error as Error).message}`, output, timedOut });
      return;
    }
    if (options.started) options.started(child);
    const timer = options.timeoutMs ? setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, options.timeoutMs) : null;
    const forward = (chunk: Buffer) => lines(chunk.toString('utf8')).forEach((line) => {
      if (/^npm (http|info run|verb)/.test(line) || /^npm warn old lockfile/.test(line)) {
        if (/^npm http (fetch|cache)/.test(line) && ++fetched % FETCHES_PER_LINE === 0) options.log(`${options.label}: ${what}: ${fetched} manifests and packages read...`);
        return;
      }
      output.push(line);
      if (!options.quiet) options.log(`${options.label}: npm: ${line}`);
      // npm's own echo of the script ('> name@1.0.0 build') says nothing of why it failed
      if (/^> /.test(line)) return;
      tail.push(line);
      if (tail.length > REASON_LINES) tail.shift();
    });
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    let settled = false;
    const finish = (outcome: Omit<NpmOutcome, 'output' | 'timedOut'>) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      resolve({ ...outcome, output, timedOut });
    };
    child.on('error', (error) => finish({ ok: false, reason: `${what} could not start: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (code === 0 && !timedOut) return finish({ ok: true, reason: '' });
      const how = timedOut ? `did not finish within ${Math.round((options.timeoutMs || 0) / 1000)} s and was stopped`
        : signal ? `was stopped by ${signal}` : `failed (exit code ${code})`;
      finish({ ok: false, reason: `${what} ${how}${tail.length ? ': ' + tail.join(' / ') : ''}` });
    });
  });
}

/**
 * `npm install` in `dir` (with `production`, without devDependencies, as Zengine installed a
 * service's packages); progress and the outcome go to the log. Installs whether or not it is
 * needed: ask needsInstall first.
 */
export async function npmInstall(dir: string, options: NpmRunOptions & { production?: boolean }): Promise<NpmOutcome> {
  options.log(`${options.label}: installing its npm dependencies (npm install in ${dir})...`);
  // --loglevel=http: a line per package fetched, counted into progress lines
  const args = ['install', ...(options.production ? ['--omit=dev'] : []), '--no-audit', '--no-fund', '--loglevel=http'];
  const outcome = await runNpm(args, dir, options);
  options.log(outcome.ok ? `${options.label}: npm dependencies installed` : `${options.label}: ${outcome.reason}`);
  return outcome;
}

/** `npm run <script>` in `dir` (`--silent`: only what the script prints); resolves with the outcome. */
export function runNpmScript(dir: string, script: string, options: NpmRunOptions): Promise<NpmOutcome> {
  return runNpm(['run', '--silent', script], dir, options);
}

/**
 * `npm run --silent <script>` in `dir`, waiting for it: for the legacy build's steps, which run
 * in order within one synchronous build (repository/scripts.ts). Serve runs those builds as
 * they come; the asynchronous runNpmScript is for everything else.
 */
export function runNpmScriptSync(dir: string, script: string, options: { env?: Record<string, string>; timeoutMs: number }): NpmOutcome {
  const result = spawnSync(NPM, ['run', '--silent', script], {
    cwd: dir,
    env: { ...process.env, ...(options.env || {}) },
    encoding: 'utf8',
    timeout: options.timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
    shell: process.platform === 'win32'
  });
  const output = [...lines(String(result.stdout || '')), ...lines(String(result.stderr || ''))];
  const timedOut = !!result.error && (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
  if (!result.error && result.status === 0) return { ok: true, reason: '', output, timedOut };
  const reason = timedOut ? `did not finish within ${options.timeoutMs / 1000} s and was stopped`
    : result.error ? `could not start: ${result.error.message}`
      : result.signal ? `was killed by ${result.signal}` : `failed (exit code ${result.status})`;
  return { ok: false, reason, output, timedOut };
}
