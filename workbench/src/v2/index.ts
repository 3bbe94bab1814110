/**
 * Zengine's version 2 plugins on the workbench (docs/v2.md): a maya.json plugin with
 * `"version": 2` is an npm app in plugins/<name>/, built with its own `npm run build` into dist/,
 * served at an origin of its own and shown in frames that talk to the host page over PostRPC
 * (host/v2/). What the rest of the workbench calls:
 *
 *   isV2Entry(entry)                       whether a maya.json entry is version 2
 *   serveV2Entry(entry, repository, builds) what `serve` shows for it (the v2-app builder, repository/builders.ts)
 *   V2Builds                               the background builds and where each plugin's dist/ is (`serve`)
 *   V2_ORIGIN_HOST                         the host name of a plugin's origin (`<namespace>.localhost`)
 *   buildV2Repository(repoDir, env, io)    `zn-plugin build`: npm run build and dist.zip, per v2 plugin
 */
import { buildV2 } from './build';
import { V2Builds, V2PluginRef, V2ServedBuild } from './served';
import { zipV2Dist } from './zip';
import type { Problem } from '../plugin-base';
import { shownPath } from '../util/files';

export { readV2Plugin } from './plugin-json';
export { installV2, buildV2 } from './build';
export { V2Builds, V2_ORIGIN_HOST } from './served';
export { appStampLine, splitAppStamp } from './host-sources';
export type { V2Origin } from './served';
export { frameAncestors, serveDistFile } from './origin-files';
export { zipV2Dist } from './zip';

/** What this module reads of a maya.json plugin entry (the repository reader's RepositoryPluginConfig). */
export interface V2Entry {
  configName: string;
  dir: string;
  namespace: string;
  route: string;
  version: unknown;
  /** Its `env` object of maya.json, as environment variables (read with maya.json, once). */
  vars?: Record<string, string>;
  line?: number;
  /** What is wrong with the entry in maya.json itself. */
  problems?: Problem[];
}

export function isV2Entry(entry: { version: unknown }): boolean {
  return entry.version === 2 || entry.version === '2';
}

function refOf(entry: V2Entry, configFile: string, env: string): V2PluginRef {
  return {
    dir: entry.dir, configName: entry.configName, namespace: entry.namespace, route: entry.route, env,
    vars: entry.vars || {}, configFile, line: entry.line
  };
}

/**
 * The v2-app builder's build: what `serve` shows for a v2 entry, in the shape of a legacy
 * build. Without `builds` (zn-plugin build, the install step) nothing is built here: the entry is
 * left to buildV2Repository.
 */
export function serveV2Entry(entry: V2Entry, repository: { configFile: string; env: string }, builds?: V2Builds): V2ServedBuild {
  const given = (entry.problems || []).slice();
  if (!builds || given.some((item) => item.level === 'error')) {
    return { js: '', html: '', css: '', problems: given, inputs: [repository.configFile], watchDirs: [], needsInstall: false, packageDir: null };
  }
  const served = builds.serve(refOf(entry, repository.configFile, repository.env));
  served.problems = given.concat(served.problems);
  return served;
}

export interface V2BuildIo {
  out(line: string): void;
  err(line: string): void;
  /** The folder paths are shown relative to (the command's current folder). */
  cwd?: string;
}

/**
 * `zn-plugin build` for each v2 plugin of the list: `npm run build` (after `npm install` when its
 * dependencies are missing), then dist.zip as mayan wrote it. Resolves with how many were built and how many failed.
 */
export async function buildV2Repository(entries: V2Entry[], repository: { configFile: string; env: string }, io: V2BuildIo): Promise<{ built: number; failed: number }> {
  let failed = 0;
  let built = 0;
  for (const entry of entries) {
    const ref = refOf(entry, repository.configFile, repository.env);
    const label = shownPath(entry.dir, io.cwd);
    const outcome = await buildV2(entry.dir, { env: ref.env, vars: ref.vars, log: io.err, label });
    if (!outcome.ok) {
      io.err(`${label}: not built: ${outcome.reason}`);
      failed++;
      continue;
    }
    let zip: string;
    try {
      zip = zipV2Dist(entry.dir);
    } catch (error) {
      io.err(`${label}: not built: ${(error as Error).message}`);
      failed++;
      continue;
    }
    io.out(`built ${entry.configName} (${entry.namespace}, version 2) into ${shownPath(zip, io.cwd)}`);
    built++;
  }
  return { built, failed };
}

export { initV2Repository } from './init';
