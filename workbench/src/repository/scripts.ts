/**
 * The build scripts a repository's package.json files may hold, run as mayan ran them:
 *
 *   "scripts": { "maya-pre-build": "node make-config.js", "maya-post-build": "..." }
 *
 * `npm run <name>` in the folder of that package.json (a plugin's plugins/<name>/, a service's
 * backend/<name>/), with the environment of the workbench plus MAYA_ENV, the name of maya.json's
 * environment (`dev`), which is how mayan told a script which environment it builds. Real
 * repositories generate files there (a service's src/config.json), so a script runs before the
 * step that reads what it writes. Its output is shown; a failure is a problem naming the
 * package.json and the script's line, with the end of what it printed.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../plugin-folder';
import { keyLine } from './maya-config';
import { runNpmScriptSync } from '../util/npm';

export const PRE_BUILD = 'maya-pre-build';
export const POST_BUILD = 'maya-post-build';

/** How long a script may run before it is stopped and reported (serve waits for it). */
const SCRIPT_TIMEOUT_MS = 120_000;
/** How many of its last output lines a failed script's problem quotes. */
const QUOTED_LINES = 6;

export interface ScriptRun {
  /** The script run, or null when the package.json has none of the names. */
  script: string | null;
  ok: boolean;
  /** What it printed (stdout and stderr), ANSI colours removed. */
  output: string[];
  problem: Problem | null;
}

function readScripts(file: string): Record<string, unknown> {
  try {
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    return pkg && typeof pkg.scripts === 'object' && pkg.scripts ? pkg.scripts : {};
  } catch {
    return {}; // a package.json that cannot be read is reported by the step that reads its dependencies
  }
}

/** The first of `names` that `dir`'s package.json has as a non-empty script, or null. */
export function findScript(dir: string, names: string[]): string | null {
  const scripts = readScripts(path.join(dir, 'package.json'));
  return names.find((name) => typeof scripts[name] === 'string' && (scripts[name] as string).trim() !== '') || null;
}

/**
 * Who is told the files each script wrote (serve's build process: a script's output written again
 * is not an author's edit, and must not stop the build that wrote it: serve/plugin-reader.ts).
 */
export const scriptWrites: { listener: ((files: string[]) => void) | null } = { listener: null };

/** How many files of a script's folder are looked at for what it wrote (a bound for a huge folder). */
const LOOKED_AT = 5000;

/** The files under `dir` (not node_modules/ or dot folders) with their modification times. */
function fileTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  const pending = [dir];
  while (pending.length && times.size < LOOKED_AT) {
    const folder = pending.pop() as string;
    let items: fs.Dirent[] = [];
    try {
      items = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const item of items) {
      if (item.name.startsWith('.') || item.name === 'node_modules') continue;
      const file = path.join(folder, item.name);
      if (item.isDirectory()) pending.push(file);
      else if (item.isFile()) {
        try {
          times.set(file, fs.statSync(file).mtimeMs);
        } catch { /* gone meanwhile */ }
      }
    }
  }
  return times;
}

/**
 * Runs the first of `names` found in `dir`'s package.json with `npm run` (nothing when there is
 * none), waiting for it. `env` is maya.json's environment name, given as MAYA_ENV. `readFiles`:
 * the files the build read before the script ran (a post-build script's); one of them changed
 * while the script ran was saved by the author meanwhile, not written by the script, so it is not
 * told as the script's output (serve builds it again: it is not in the build that ran).
 */
export function runPackageScript(dir: string, names: string[], env: string | null, readFiles?: ReadonlySet<string>): ScriptRun {
  const script = findScript(dir, names);
  if (!script) return { script: null, ok: true, output: [], problem: null };
  const listener = scriptWrites.listener;
  const before = listener ? fileTimes(dir) : null;
  const result = runNpmScriptSync(dir, script, { env: { MAYA_ENV: env || '' }, timeoutMs: SCRIPT_TIMEOUT_MS });
  if (listener && before) {
    const written = Array.from(fileTimes(dir)).filter(([file, time]) => before.get(file) !== time && !readFiles?.has(file)).map(([file]) => file);
    if (written.length) listener(written);
  }
  const output = result.output;
  if (result.ok) return { script, ok: true, output, problem: null };
  const packageFile = path.join(dir, 'package.json');
  let text = '';
  try {
    text = fs.readFileSync(packageFile, 'utf8');
  } catch { /* the line is only a pointer */ }
  const why = result.reason;
  const quoted = output.slice(-QUOTED_LINES).join(' | ');
  return {
    script, ok: false, output,
    problem: { level: 'error', file: packageFile, line: keyLine(text, ['scripts', script]),
      message: `the ${script} script (npm run ${script}, MAYA_ENV=${env || ''}) ${why}${quoted ? ': ' + quoted : ''}` }
  };
}
