/**
 * The builders of a repository's plugins, and what every build shares: the checks before it (a
 * namespace, a plugin folder) and the cache that keeps a build while its inputs are unchanged.
 *
 * A maya.json entry is built by the first builder of REPOSITORY_BUILDERS that accepts it, chosen
 * once per read (docs/architecture.md, "One plugin pipeline"):
 *
 *   v2-app      "version": 2      Zengine's later iframe build: npm run build into dist/, shown in
 *                                 frames from the plugin's own origin (../v2/, serve only)
 *   v1-legacy   "version" 1/absent mayan's legacy build (steps/): src/ and plugin-register.js into
 *                                 plugin.js, plugin.html, plugin.css
 *
 * A builder is a RepositoryBuilder: its kind, whether its plugins are framed, which entries it
 * accepts and how it builds one into a PluginBuild. The fourth builder (v1-as-v2: the legacy build
 * packed into a v2 app, for `"target": 2` or `--as-v2`; ../ship-v2/ shippedBuilder) is one more
 * entry of the list, before v1-legacy, made per read with the run's settings.
 */
import fs from 'fs';
import { isNamespace } from '#core';
import type { BuilderKind, Problem } from '../plugin-base';
import { LEGACY_BUILDER } from './steps';
import type { RepositoryPluginConfig } from './maya-config';
import { emptyBuild, hasError, PluginBuild, PluginBuilder, runBuilder } from './plugin-build';
import { listPluginSources } from './sources';
import type { PluginSources } from './sources';
import { fingerprint } from '../util/fingerprint';
import { isV2Entry, serveV2Entry } from '../v2';
import type { V2Builds } from '../v2';

/** Where an entry is built: its repository, maya.json and the environment chosen. */
export interface RepositoryBuildPlace {
  repoDir: string;
  configFile: string;
  env: string;
}

/** One kind of build of a maya.json entry. */
export interface RepositoryBuilder {
  kind: BuilderKind;
  /** Its plugins are shown in frames from an origin of their own (ServedPlugin.version2). */
  framed: boolean;
  /** Whether it builds `entry` (the first builder of the list that does, builds it). */
  accepts(entry: RepositoryPluginConfig): boolean;
  /** Builds `entry`; never throws for what the repository holds (a mistake is a problem). */
  build(entry: RepositoryPluginConfig, place: RepositoryBuildPlace, options: PluginBuildOptions): PluginBuild;
}

const isVersion = (entry: RepositoryPluginConfig, version: number) => String(entry.version) === String(version);

export const V1_LEGACY: RepositoryBuilder = {
  kind: 'v1-legacy',
  framed: false,
  accepts: (entry) => entry.version === undefined || entry.version === null || isVersion(entry, 1),
  build: (entry, place, options) => buildPlugin(entry, place.repoDir, place.configFile, { ...options, env: place.env })
};

export const V2_APP: RepositoryBuilder = {
  kind: 'v2-app',
  framed: true,
  accepts: isV2Entry,
  // without the running workbench's builds (zn-plugin build), nothing is built here: cli.ts zips it
  build: (entry, place, options) => serveV2Entry(entry, { configFile: place.configFile, env: place.env }, options.v2)
};

/**
 * The builders that need nothing of the run, tried in order on each maya.json entry; a read of a
 * repository (repository.ts) adds the v1-as-v2 builder of its settings before v1-legacy.
 */
export const REPOSITORY_BUILDERS: RepositoryBuilder[] = [V2_APP, V1_LEGACY];

/** The builder of `entry`, or null when none takes it (an unknown "version"). */
export function chooseBuilder(entry: RepositoryPluginConfig, builders: RepositoryBuilder[] = REPOSITORY_BUILDERS): RepositoryBuilder | null {
  return builders.find((builder) => builder.accepts(entry)) || null;
}

/** The legacy build's steps for maya.json's `version` (absent means 1), or null. */
export function builderFor(version: unknown): PluginBuilder | null {
  return version === undefined || version === null || String(version) === '1' ? LEGACY_BUILDER : null;
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
  /** The running workbench's v2 builds (serve only). */
  v2?: V2Builds;
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

/** The files a build of `sources` reads: for the cache's key. */
function inputsOf(sources: PluginSources, configFile: string): string[] {
  return [configFile, ...sources.manifests, ...[...sources.js, ...sources.css, ...sources.html].map((item) => item.file)];
}

/** The files a build of `plugin` would read now, without building. */
function currentInputs(plugin: RepositoryPluginConfig, repoDir: string, configFile: string): string[] {
  return inputsOf(listPluginSources(plugin, repoDir), configFile);
}

/**
 * Builds `plugin` (an entry of maya.json) of the repository at `repoDir` with the builder its
 * `version` chooses. With a `cache`, a plugin none of whose input files changed (by size and
 * time) is not built again, and its scripts do not run again: serving builds on every request.
 * The key is taken as the build lists its sources, after the pre-build script ran (what it wrote
 * is no change) and before any is read: a file saved while the build ran differs from the key, so
 * the next read builds it (a key taken after the build would keep the older build for good).
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
  let key: string | undefined;
  const collected = (sources: PluginSources) => {
    key = fingerprint(keyParts, inputsOf(sources, configFile));
  };
  const build = runBuilder(builder, { plugin, repoDir, configFile, env, log: options.log, collected });
  if (cache && !build.needsInstall) {
    // a build stopped before its sources were listed (a failed pre-build script) is keyed as the files are now
    cache.set(plugin.dir, { key: key ?? fingerprint(keyParts, currentInputs(plugin, repoDir, configFile)), build: { ...build, problems: build.problems.slice() } });
  }
  return build;
}
