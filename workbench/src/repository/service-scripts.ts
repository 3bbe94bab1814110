/**
 * A backend service's own build scripts: `maya-pre-build` and `maya-post-build` (or its older name
 * `maya-build`) in backend/<service>/package.json, run in the service's folder with MAYA_ENV (see
 * scripts.ts), before the service is served. Real services generate files there (a
 * src/config.json their plugin.js requires), so the pre-build script runs before the service is
 * checked and mounted.
 *
 * With a cache, the scripts run again only when a file of the service (node_modules/ aside)
 * changed; the key is taken after they ran, so what they wrote is not a change.
 */
import path from 'path';
import type { Problem } from '../plugin-folder';
import type { BuildCache } from './builders';
import { fingerprint } from '../util/fingerprint';
import { findScript, POST_BUILD, PRE_BUILD, runPackageScript } from './scripts';
import { walkFiles } from './sources';

/** The post-build names in the order mayan looked for them (`maya-build` was the first name). */
const POST_BUILD_NAMES = [POST_BUILD, 'maya-build'];

function serviceFiles(dir: string): string[] {
  return walkFiles(dir, (sub) => path.basename(sub) !== 'node_modules');
}

export interface ServiceScriptOptions {
  env: string | null;
  cache?: BuildCache;
  log?: (line: string) => void;
}

function runAll(dir: string, label: string, options: ServiceScriptOptions): Problem[] {
  for (const names of [[PRE_BUILD], POST_BUILD_NAMES]) {
    const run = runPackageScript(dir, names, options.env);
    if (options.log) run.output.forEach((line) => options.log?.(`${label}: ${run.script}: ${line}`));
    if (run.problem) return [{ ...run.problem, level: 'warning', message: `backend service not served: ${run.problem.message}` }];
  }
  return [];
}

/**
 * Runs the service's scripts in `dir` (nothing when its package.json has none) and returns what
 * went wrong: a failed script is a warning, and the service is not served.
 */
export function runServiceScripts(dir: string, label: string, options: ServiceScriptOptions): Problem[] {
  if (!findScript(dir, [PRE_BUILD, ...POST_BUILD_NAMES])) return [];
  const cacheKey = `service:${dir}`;
  const keyParts = ['service scripts', options.env];
  const cached = options.cache && options.cache.get(cacheKey);
  if (cached && cached.problems && cached.key === fingerprint(keyParts, serviceFiles(dir))) return cached.problems.slice();
  const problems = runAll(dir, label, options);
  if (options.cache) options.cache.set(cacheKey, { key: fingerprint(keyParts, serviceFiles(dir)), problems: problems.slice() });
  return problems;
}
