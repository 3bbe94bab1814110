/**
 * A plugin repository laid out for Zengine's command-line tool (mayan; maya before it), read as
 * the workbench serves it and as `zn-plugin build` writes it:
 *
 *   my-repo/
 *     maya.json                      environments → plugins → namespace, route, services
 *     plugins/
 *       <plugin>/                    one per plugin named in maya.json
 *         plugin-register.js         plugin.register('wgn', { route: '{replace-route}', ... })
 *         src/                       *.js, *.html, *.scss, *.css (any depth)
 *         package.json               npm dependencies built in (node_modules/, installed when missing)
 *         dependencies               names of plugins/common/<name>/, one a line
 *       common/<name>/src/           code shared by plugins
 *     backend/
 *       <service>/                   plugin.js exporting run(eventData), lib/zn-http.js, package.json
 *
 * Each plugin comes back in the shape readPluginFolder gives a plain plugin folder (namespace,
 * sources { js, html, css }, problems, ok), plus the backend services maya.json gives it.
 */
import fs from 'fs';
import path from 'path';
import type { BuilderKind, PluginBase, Problem } from '../plugin-base';
import { checkServiceFolder, describeServiceProblem } from '../sandbox';
import type { PluginServiceMount } from '../sandbox';
import { readMayaConfig, RepositoryError, RepositoryPluginConfig, CONFIG_FILE, standInProblem } from './maya-config';
import { chooseBuilder, V1_LEGACY, V2_APP } from './builders';
import type { BuildCache } from './builders';
import { runServiceScripts } from './service-scripts';
import { needsNpmInstall } from './steps/install';
import { containedPath, replaceFile } from '../util/contained-path';
import type { V2Builds } from '../v2';
// issue 31: version 1 plugins shipped as version 2 apps (maya.json "target": 2, --as-v2) are built by ../ship-v2/'s builder
import { shippedBuilder } from '../ship-v2/builder';
import type { ShipV2Settings } from '../ship-v2/builder';
import { isDir, shownPath } from '../util/files';
import { npmInstall } from '../util/npm';

export { isRepository } from './maya-config';

/** A plugin of a repository, served like a plugin folder. */
export interface RepositoryPlugin extends PluginBase {
  /** Its backend services, from maya.json's `services`. */
  services: PluginServiceMount[];
  /** The folders whose changes change it (maya.json's folder, the plugin, its src/ and common sources). */
  watchDirs: string[];
  /** The repository it comes from. */
  repoDir: string;
  /** The file that names its namespace (maya.json). */
  namespaceFile: string;
  /** maya.json's `route` (`/my-board`), or undefined where it gives none. */
  route?: string;
  /** The builder that made it (repository/builders.ts). */
  builder: BuilderKind;
  /** Shown in frames from its own origin (a v2 app; see ../v2/): `zn-plugin build` zips its dist/ instead. */
  version2?: boolean;
}

export interface RepositoryRead {
  repoDir: string;
  env: string | null;
  plugins: RepositoryPlugin[];
  /** What is wrong with the repository as a whole (maya.json cannot be read, say). */
  problems: Problem[];
  /** The plugins' folders whose npm dependencies are not installed. */
  needsInstall: string[];
}

export interface RepositoryOptions {
  env?: string;
  cache?: BuildCache;
  /** Where what the repository's build scripts print goes (the terminal); dropped when not given. */
  log?: (line: string) => void;
  /** The running workbench's v2 builds (serve only); without them a v2 plugin is left to `zn-plugin build`. */
  v2?: V2Builds;
  /** Version 1 plugins shipped as v2 apps: `--as-v2` for all of them, and the SDK's folder. */
  shipV2?: ShipV2Settings;
}

/** The mounts of a plugin's services; a service folder that is missing or broken is a warning. */
function serviceMounts(plugin: RepositoryPluginConfig, configFile: string, env: string, problems: Problem[], options: RepositoryOptions): PluginServiceMount[] {
  const mounts: PluginServiceMount[] = [];
  plugin.services.forEach((service) => {
    if (isDir(service.dir)) {
      // Its maya-pre-build may write what plugin.js requires, so it runs before plugin.js is checked.
      const scriptProblems = runServiceScripts(service.dir, `backend/${service.configName}`, { env, cache: options.cache, log: options.log });
      if (scriptProblems.length) {
        scriptProblems.forEach((item) => problems.push(item));
        return;
      }
    }
    const found = checkServiceFolder(service.dir, service.route);
    found.forEach((problem) => problems.push(problem.kind === 'route' || problem.kind === 'missing'
      // what maya.json names is wrong: the problem is at the plugin's entry there
      ? { level: 'warning', file: configFile, line: plugin.line,
        message: `service "${service.configName}" of plugin "${plugin.configName}": ${problem.kind === 'missing' ? describeServiceProblem(problem) : problem.message}; not served` }
      : { level: 'warning', file: problem.file, line: problem.line, message: `backend service not served: ${problem.message}` }));
    if (found.length) return;
    // the environment picks a service's config-<env>.json, as mayan's build left it
    mounts.push({ namespace: plugin.namespace, route: service.route, dir: service.dir, pluginName: plugin.configName, env });
  });
  return mounts;
}

/**
 * Reads and builds every plugin maya.json names for the environment (options.env, else the
 * default one). Never throws for what is in the repository: a maya.json that cannot be read is a
 * problem of the repository, a broken plugin a problem of that plugin.
 */
export function readRepository(repoDir: string, options: RepositoryOptions = {}): RepositoryRead {
  const dir = path.resolve(repoDir);
  const result: RepositoryRead = { repoDir: dir, env: null, plugins: [], problems: [], needsInstall: [] };
  let config;
  try {
    config = readMayaConfig(dir, options.env);
  } catch (error) {
    if (!(error instanceof RepositoryError)) throw error;
    result.problems.push({ level: 'error', file: error.file, line: error.line, message: error.message });
    return result;
  }
  result.env = config.env;
  const standIn = standInProblem(config.file);
  if (standIn) result.problems.push(standIn);
  const claimed = new Set<string>();
  // the list of builders, with this run's v1-as-v2 builder ahead of the legacy build
  const builders = [V2_APP, shippedBuilder(options.shipV2), V1_LEGACY];
  config.plugins.forEach((entry) => {
    // the builder, chosen once for the entry (an unknown "version" is refused by the legacy build's checks)
    const builder = chooseBuilder(entry, builders) || V1_LEGACY;
    const build = builder.build(entry, { repoDir: dir, configFile: config.file, env: config.env }, { cache: options.cache, log: options.log, v2: options.v2 });
    if (build.needsInstall && build.packageDir) result.needsInstall.push(build.packageDir);
    const problems = build.problems;
    entry.services.forEach((service) => claimed.add(service.configName));
    const ok = !problems.some((item) => item.level === 'error');
    const services = ok ? serviceMounts(entry, config.file, config.env, problems, options) : [];
    result.plugins.push({
      dir: entry.dir,
      name: entry.configName,
      frontendDir: entry.dir,
      backendDir: isDir(path.join(dir, 'backend')) ? path.join(dir, 'backend') : null,
      namespace: entry.namespace,
      sources: { js: build.js, html: build.html, css: build.css },
      problems,
      ok,
      services,
      watchDirs: [dir, ...build.watchDirs, path.join(dir, 'backend'), ...entry.services.map((service) => service.dir)].filter(isDir),
      repoDir: dir,
      namespaceFile: config.file,
      route: entry.route || undefined,
      builder: builder.kind,
      version2: builder.framed
    });
  });
  // Folders maya.json does not name, for this environment: said once, not served.
  const named = new Set(config.plugins.map((entry) => entry.configName));
  const pluginsDir = path.join(dir, 'plugins');
  if (isDir(pluginsDir)) {
    fs.readdirSync(pluginsDir, { withFileTypes: true })
      .filter((item) => item.isDirectory() && !item.name.startsWith('.') && item.name !== 'common' && !named.has(item.name))
      .forEach((item) => result.problems.push({ level: 'warning', file: path.join(pluginsDir, item.name),
        message: `not in maya.json's environment "${config.env}": not served` }));
  }
  const backendDir = path.join(dir, 'backend');
  if (isDir(backendDir)) {
    fs.readdirSync(backendDir, { withFileTypes: true })
      .filter((item) => item.isDirectory() && !item.name.startsWith('.') && !claimed.has(item.name))
      .forEach((item) => result.problems.push({ level: 'warning', file: path.join(backendDir, item.name),
        message: `no plugin's "services" in maya.json's environment "${config.env}" names this service: not served` }));
  }
  return result;
}

/**
 * Runs `npm install` in every plugin folder of the repository that declares npm dependencies and
 * has no node_modules/ yet. Resolves with the folders it installed in.
 */
export async function installRepositoryDependencies(repoDir: string, options: RepositoryOptions, log: (line: string) => void): Promise<string[]> {
  const installed: string[] = [];
  let config;
  try {
    config = readMayaConfig(path.resolve(repoDir), options.env);
  } catch (error) {
    if (error instanceof RepositoryError) return installed; // reported when the repository is read
    throw error;
  }
  // Only whether node_modules/ is there: building here too would build every plugin twice and run its scripts twice.
  const pending = new Set<string>();
  config.plugins.filter((entry) => !entry.problems.length && isDir(entry.dir)).forEach((entry) => {
    const { needed, packageFile } = needsNpmInstall(entry.dir);
    if (needed && packageFile) pending.add(path.dirname(packageFile));
  });
  for (const dir of pending) {
    if ((await npmInstall(dir, { log, label: shownPath(dir) })).ok) installed.push(dir);
  }
  return installed;
}

export interface WrittenBuild {
  env: string | null;
  /** The plugins written: maya_build/plugins/<name>/plugin.{js,html,css}. */
  written: Array<{ name: string; namespace: string; dir: string }>;
  problems: Problem[];
}

/**
 * `zn-plugin build`: builds every plugin of the repository and writes, for each one without an
 * error, maya_build/plugins/<name>/plugin.js, plugin.html and plugin.css, the three texts
 * Zengine's developer console took. A plugin with an error is not written (an old build of it is
 * removed, so nothing stale is uploaded).
 */
export function writeRepositoryBuild(repoDir: string, options: RepositoryOptions = {}): WrittenBuild {
  const read = readRepository(repoDir, options);
  const outcome: WrittenBuild = { env: read.env, written: [], problems: read.problems.slice() };
  read.plugins.forEach((plugin) => {
    if (plugin.version2) return;
    plugin.problems.forEach((item) => outcome.problems.push(item));
    let target: string;
    try {
      // maya.json names the folder: whatever it says, nothing outside maya_build/plugins/ is touched.
      target = containedPath(read.repoDir, 'maya_build', 'plugins', plugin.name);
    } catch (error) {
      outcome.problems.push({ level: 'error', file: plugin.namespaceFile, message: `plugin "${plugin.name}": ${(error as Error).message}; nothing written or removed` });
      return;
    }
    if (!plugin.ok) {
      fs.rmSync(target, { recursive: true, force: true });
      return;
    }
    fs.mkdirSync(target, { recursive: true });
    // a link committed over an output is replaced, never written through
    replaceFile(path.join(target, 'plugin.js'), plugin.sources.js);
    replaceFile(path.join(target, 'plugin.html'), plugin.sources.html);
    replaceFile(path.join(target, 'plugin.css'), plugin.sources.css);
    outcome.written.push({ name: plugin.name, namespace: plugin.namespace, dir: target });
  });
  return outcome;
}

export { CONFIG_FILE };
