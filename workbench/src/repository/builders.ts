/**
 * The builders, chosen by maya.json's `version` for each plugin, and what every build shares:
 * the checks before it (a namespace, a plugin folder) and the cache that keeps a build while its
 * inputs are unchanged.
 *
 *   "version" absent or 1   mayan's legacy build (legacy-build.ts): src/ and plugin-register.js
 *                           into plugin.js, plugin.html, plugin.css
 *   "version" 2             Zengine's later iframe build: not registered here yet
 *
 * A builder for another version is one more line of BUILDERS.
 */
import fs from 'fs';
import { isNamespace } from '#core';
import type { Problem } from '../plugin-folder';
import { LEGACY_BUILDER } from './steps';
import type { RepositoryPluginConfig } from './maya-config';
import { emptyBuild, hasError, PluginBuild, PluginBuilder, runBuilder } from './plugin-build';
import { listPluginSources } from './sources';
import { fingerprint } from '../util/fingerprint';

const BUILDERS: Record<string, PluginBuilder> = {
  1: LEGACY_BUILDER
};

/** The builder for maya.json's `version` (absent means 1, as mayan read it), or null when none is registered. */
export function builderFor(version: unknown): PluginBuilder | null {
  const key = version === undefined || version === null ? '1' : String(version);
  return Object.prototype.hasOwnProperty.call(BUILDERS, key) ? BUILDERS[key] : null;
}

/** A build kept between calls under its key (see fingerprint); `problems` alone for what is not a plugin build (a service's scripts). */
export interface BuildCacheEntry {
  key: string;
  build?: PluginBuild;
  problems?: Problem[];
}

/** Builds kept between calls, by plugin folder (and `service:<folder>` for services). `new Map()` makes one. */
export type BuildCache = Map<string, BuildCacheEntry>;

export interface PluginBuildOptions {
  /** maya.json's environment (given to scripts as MAYA_ENV). */
  env?: string | null;
  cache?: BuildCache;
  /** Where what scripts print goes. */
  log?: (line: string) => void;
}

/** Why `plugin` cannot be built at all (a problem on maya.json), or null. */
function precondition(plugin: RepositoryPluginConfig): string | null {
  if (!builderFor(plugin.version)) {
    return plugin.version === 2 || plugin.version === '2'
      ? `plugin "${plugin.configName}" is "version": 2, Zengine's later iframe build (npm run build into dist/), ` +
        'which the workbench does not run; it builds and serves legacy plugins (src/ and plugin-register.js) only'
      : `plugin "${plugin.configName}" has "version": ${JSON.stringify(plugin.version)}; the workbench builds version 1 (the legacy build, the default)`;
  }
  if (!isNamespace(plugin.namespace)) {
    return `plugin "${plugin.configName}": the namespace "${plugin.configNamespace}" is not camelCase letters and digits starting with a ` +
      'lower-case letter, such as myPlugin (or its kebab-case form, my-plugin), as plugin.register takes it';
  }
  if (!fs.existsSync(plugin.dir) || !fs.statSync(plugin.dir).isDirectory()) {
    return `plugin "${plugin.configName}": ${plugin.dir} is not a folder; maya.json names it, so the repository has plugins/${plugin.configName}/`;
  }
  return null;
}

/** The files a build of `plugin` would read now, without building: for the cache's key. */
function currentInputs(plugin: RepositoryPluginConfig, repoDir: string, configFile: string): string[] {
  const sources = listPluginSources(plugin, repoDir);
  return [configFile, ...sources.manifests, ...[...sources.js, ...sources.css, ...sources.html].map((item) => item.file)];
}

/**
 * Builds `plugin` (an entry of maya.json) of the repository at `repoDir` with the builder its
 * `version` chooses. With a `cache`, a plugin none of whose input files changed (by size and
 * time) is not built again, and its scripts do not run again: serving builds on every request.
 * The key is taken again after the build, so files a pre-build script wrote do not count as a change.
 */
export function buildPlugin(plugin: RepositoryPluginConfig, repoDir: string, configFile: string, options: PluginBuildOptions = {}): PluginBuild {
  const refusal = hasError(plugin.problems) ? '' : precondition(plugin);
  if (refusal !== null) {
    const problems = plugin.problems.slice();
    if (refusal) problems.push({ level: 'error', file: configFile, line: plugin.line, message: refusal });
    return emptyBuild(problems, [configFile]);
  }
  const builder = builderFor(plugin.version) as PluginBuilder;
  const env = options.env === undefined ? null : options.env;
  const keyParts = [builder.name, plugin.namespace, plugin.route, env];
  const cache = options.cache;
  const cached = cache && cache.get(plugin.dir);
  if (cached && cached.build && cached.key === fingerprint(keyParts, currentInputs(plugin, repoDir, configFile))) {
    return { ...cached.build, problems: cached.build.problems.slice() };
  }
  const build = runBuilder(builder, { plugin, repoDir, configFile, env, log: options.log });
  if (cache && !build.needsInstall) {
    cache.set(plugin.dir, { key: fingerprint(keyParts, currentInputs(plugin, repoDir, configFile)), build: { ...build, problems: build.problems.slice() } });
  }
  return build;
}
