/**
 * Installing and building a version 2 plugin as mayan did: an npm app in plugins/<name>/, its
 * dependencies installed with `npm install` (not `npm ci`: Zengine's templates pin `latest`, and
 * install scripts run, as Parcel 1's deasync needs), then its own `npm run build` with the
 * environment of maya.json: `ZENGINE_ENV=<env>` and the plugin's `env` object. npm's output goes
 * to the log a line at a time, so a slow install is visibly under way; a failure keeps its last
 * lines as the reason shown on the page.
 */
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import { needsInstall, npmInstall, NpmRunOptions, runNpm } from '../util/npm';

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

/** Whether the plugin declares npm dependencies (devDependencies too: its build needs them) that are not installed. */
export function needsV2Install(dir: string): boolean {
  return needsInstall(dir, { dev: true });
}

function npmOptions(options: V2RunOptions): NpmRunOptions {
  return { log: options.log, label: options.label, started: options.started, env: { ...(options.vars || {}), ZENGINE_ENV: options.env } };
}

/** `npm install` in the plugin's folder when its dependencies are not installed; resolves with the outcome. */
export async function installV2(dir: string, options: V2RunOptions): Promise<V2RunOutcome> {
  if (!needsV2Install(dir)) return { ok: true, reason: '' };
  const outcome = await npmInstall(dir, npmOptions(options));
  return { ok: outcome.ok, reason: outcome.reason };
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
  const outcome = await runNpm(['run', 'build'], dir, npmOptions(options));
  if (outcome.ok && !fs.existsSync(path.join(dir, 'dist'))) {
    return { ok: false, reason: 'npm run build succeeded but wrote no dist/: a version 2 plugin\'s build writes its files to dist/' };
  }
  options.log(outcome.ok ? `${options.label}: built into dist/` : `${options.label}: ${outcome.reason}`);
  return outcome;
}
