/**
 * The build of a v1 plugin shipped as a v2 app: mayan's legacy build as it runs for every v1 plugin
 * (../repository/: Babel, wgn, {replace-route}, Sass, dependencies, build scripts), then its output
 * made into an app in plugins/<name>/dist/ (app-files.ts), with plugin.json from its registration
 * (registration.ts, plugin-json.ts), a frame that loads the libraries the plugin uses
 * (frame-choice.ts), its source maps beside it in plugins/<name>/source-maps/, and, for
 * `zn-plugin build`, plugins/<name>/dist.zip.
 *
 * buildShippedV2(options) is the one entry; shipLegacyBuild and writeApp are its halves (the
 * workbench's serve builds the legacy part through its cache and calls them itself).
 */
import fs from 'fs';
import path from 'path';
import type { PluginBuild, Problem } from '../plugin-folder';
import { buildPlugin } from '../repository/builders';
import type { BuildCache } from '../repository/builders';
import type { RepositoryPluginConfig } from '../repository/maya-config';
import { hasError } from '../repository/plugin-build';
import { npmInstall } from '../util/npm';
import { shownPath } from '../util/files';
import { containedPath } from '../util/contained-path';
import { zipV2Dist } from '../v2/zip';
import { appFiles, AppFile, gzipSize } from './app-files';
import { FrameChoice, frameChoiceOf } from './frame-choice';
import { PLUGIN_STYLES, scripts, stylesheets } from './index-html';
import { derivePluginJson, ShippedPluginJson } from './plugin-json';
import { readRegistrations, RegisterCall } from './registration';
import { outsideReferencesOfCss } from './self-contained';

export interface ShipV2Options {
  /** The maya.json entry (its `target` or --as-v2 chose this build). */
  plugin: RepositoryPluginConfig;
  repoDir: string;
  /** maya.json. */
  configFile: string;
  /** maya.json's environment (MAYA_ENV of the build scripts). */
  env: string | null;
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  sdkDir?: string;
  /** Builds kept by their inputs (serve's cache). */
  cache?: BuildCache;
  /** Where what build scripts and npm print goes. */
  log?: (line: string) => void;
  /** Also write plugins/<name>/dist.zip (`zn-plugin build`). */
  zip?: boolean;
  /** The source maps in dist/ (and dist.zip) rather than beside it (`--source-maps`). */
  sourceMaps?: boolean;
}

export interface ShipV2Result {
  /** The files written to dist/, as paths inside it ('/'-separated), in the app's order. */
  files: string[];
  problems: Problem[];
  /** plugins/<name>/dist/, or null when the plugin's folder cannot hold one. */
  distDir: string | null;
  /** plugins/<name>/dist.zip when written. */
  zipFile?: string;
  pluginJson?: ShippedPluginJson;
  /** What the frame loads, and why. */
  frame?: FrameChoice;
  /** The gzip size of what index.html loads (scripts, stylesheets and the page). */
  frameBytes?: number;
  /** plugins/<name>/source-maps/ when the maps were written there. */
  mapsDir?: string;
}

/** What shipLegacyBuild makes of a legacy build: the app's files and plugin.json, or the problems that stop it. */
export interface ShippedApp {
  files: AppFile[];
  /** The source maps, by their paths in dist/, written beside it (none with `sourceMaps`). */
  maps: AppFile[];
  pluginJson?: ShippedPluginJson;
  /** What the frame loads, and why. */
  frame?: FrameChoice;
  /** The page's title. */
  title: string;
  /**
   * The registration's pageTitle, when it gives one: the heading the host shows above the page
   * (false: none, the page has its own), as the version 1 host showed it for the same registration.
   */
  pageTitle?: string | false;
  problems: Problem[];
}

/** A line of the joined plugin.js named at its source file; a register call at the nearest `register(` of that file. */
function sourcePlace(legacy: PluginBuild, line: number, fallback: string, register: boolean): { file: string; line?: number } {
  const segment = (legacy.jsSegments || []).find((item) => line >= item.start && line < item.start + item.lines);
  if (!line || !segment) return line ? { file: fallback, line } : { file: fallback };
  const inFile = line - segment.start + 1;
  if (!register) return { file: segment.file, line: inFile };
  let source: string[] = [];
  try {
    source = fs.readFileSync(segment.file, 'utf8').split('\n');
  } catch {
    return { file: segment.file, line: inFile };
  }
  // Babel may move lines a little: the register call of the source nearest to the compiled one
  const calls = source.map((text, index) => (/\bregister\s*\(/.test(text) ? index + 1 : 0)).filter(Boolean);
  const nearest = calls.sort((a, b) => Math.abs(a - inFile) - Math.abs(b - inFile))[0];
  return { file: segment.file, line: nearest || inFile };
}

/** The register call of the plugin's namespace (or its only one), or the problem that there is none to read. */
function chooseCall(calls: RegisterCall[], plugin: RepositoryPluginConfig): RegisterCall | string {
  const own = calls.filter((call) => call.namespace === plugin.namespace);
  if (own.length) return own[0];
  if (calls.length === 1) return calls[0];
  const names = calls.map((call) => JSON.stringify(call.namespace)).join(', ');
  return `it registers ${names} but not "${plugin.namespace}", the namespace maya.json gives: which one is the plugin cannot be told`;
}

/** The registration read from the built plugin.js, made into plugin.json; or the problem, at its source file and line. */
function pluginJsonOf(plugin: RepositoryPluginConfig, legacy: PluginBuild): { pluginJson?: ShippedPluginJson; title?: string; pageTitle?: string | false; problem?: Problem } {
  const fallback = fs.existsSync(path.join(plugin.dir, 'plugin-register.js')) ? path.join(plugin.dir, 'plugin-register.js') : plugin.dir;
  const lead = `plugin "${plugin.configName}" cannot be shipped as a version 2 app`;
  const run = readRegistrations(legacy.js);
  if (!run.calls.length) {
    const place = sourcePlace(legacy, run.stopped ? run.stopped.line : 0, fallback, false);
    const message = run.stopped
      ? `${lead}: running its built plugin.js to read plugin.register(...) stopped before the call: ${run.stopped.message}`
      : `${lead}: its plugin.js calls no plugin.register('${plugin.namespace}', { ... }), so it has no interface to show`;
    return { problem: { level: 'error', ...place, message } };
  }
  const call = chooseCall(run.calls, plugin);
  if (typeof call === 'string') return { problem: { level: 'error', ...sourcePlace(legacy, run.calls[0].line, fallback, true), message: `${lead}: ${call}` } };
  const place = sourcePlace(legacy, call.line, fallback, true);
  if (call.unreadable !== undefined) {
    return { problem: { level: 'error', ...place, message: `${lead}: the settings of its plugin.register(...) cannot be read as JSON: ${call.unreadable}` } };
  }
  const derived = derivePluginJson(call.settings);
  if (derived.error !== undefined) return { problem: { level: 'error', ...place, message: `${lead}: ${derived.error}` } };
  const settings = call.settings as Record<string, unknown>;
  const title = typeof settings.title === 'string' && settings.title.trim() ? settings.title : plugin.configName;
  // the SDK's registration checks pageTitle (false, or a non-empty string) where the v1 host read it; the v2 host reads it here
  const pageTitle = settings.pageTitle === false || (typeof settings.pageTitle === 'string' && settings.pageTitle.trim()) ? settings.pageTitle as string | false : undefined;
  return { pluginJson: derived.pluginJson, title, ...(pageTitle === undefined ? {} : { pageTitle }) };
}

/** How shipLegacyBuild makes the app: the SDK's folder, where the maps go, and where maya.json is (for its "frameLibraries"). */
export interface ShipLegacyOptions {
  sdkDir?: string;
  sourceMaps?: boolean;
  configFile?: string;
  env?: string | null;
}

/** The app made of a legacy build without errors (nothing written). */
export function shipLegacyBuild(plugin: RepositoryPluginConfig, legacy: PluginBuild, options: ShipLegacyOptions = {}): ShippedApp {
  const read = pluginJsonOf(plugin, legacy);
  if (read.problem || !read.pluginJson) return { files: [], maps: [], title: '', problems: read.problem ? [read.problem] : [] };
  const frame = frameChoiceOf(plugin, legacy, { configFile: options.configFile, env: options.env });
  if (!frame.choice) return { files: [], maps: [], title: '', problems: frame.problem ? [frame.problem] : [] };
  const problems: Problem[] = [];
  const list = appFiles({
    js: legacy.js, css: legacy.css, templates: legacy.html, pluginJson: read.pluginJson, title: read.title as string,
    namespace: plugin.namespace, sdkDir: options.sdkDir, libraries: frame.choice.libraries, sourceMaps: options.sourceMaps
  });
  list.missing.forEach((item) => problems.push({
    level: 'error', file: item.file, message: `plugin "${plugin.configName}" cannot be shipped as a version 2 app: missing: ${item.hint}`
  }));
  outsideReferencesOfCss(legacy.css).forEach((item) => problems.push({
    level: 'warning', file: plugin.dir,
    message: `its styles (line ${item.line} of the built ${PLUGIN_STYLES}) load ${item.url}, outside the app: a shipped app holds what it loads (this fails offline, and a host may block it)`
  }));
  return {
    files: list.files, maps: list.maps, pluginJson: read.pluginJson, frame: frame.choice, title: read.title as string,
    ...(read.pageTitle === undefined ? {} : { pageTitle: read.pageTitle }), problems
  };
}

/** The gzip size of what the app's index.html loads: the page, its scripts and its stylesheets. */
export function frameBytesOf(app: ShippedApp): number {
  const libraries = app.frame ? app.frame.libraries : new Set<never>();
  const order = scripts(libraries);
  return gzipSize(app.files, ['index.html', ...order.before, order.runtime, ...stylesheets()]);
}

function filesUnder(dir: string, prefix = ''): string[] {
  let items: fs.Dirent[];
  try {
    items = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return items.flatMap((item) => {
    const relative = prefix ? `${prefix}/${item.name}` : item.name;
    return item.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** Removes `folder` and the folders above it up to `root` while they are empty (a library the app no longer loads leaves none). */
function removeEmptyFolders(root: string, folder: string): void {
  let at = folder;
  while (at.startsWith(root + path.sep)) {
    try {
      fs.rmdirSync(at);
    } catch {
      return;
    }
    at = path.dirname(at);
  }
}

/**
 * Writes the app's files into `distDir` (made when missing): a file whose bytes are already there
 * is left alone, a changed one replaced whole (renamed over), and a file of an earlier build the
 * app no longer has is removed, so dist/ is the app exactly. Returns whether anything changed.
 */
export function writeApp(distDir: string, files: AppFile[]): boolean {
  fs.mkdirSync(distDir, { recursive: true });
  const wanted = new Set(files.map((file) => file.path));
  let changed = false;
  filesUnder(distDir).filter((file) => !wanted.has(file)).forEach((file) => {
    fs.rmSync(path.join(distDir, ...file.split('/')), { recursive: true, force: true });
    removeEmptyFolders(distDir, path.dirname(path.join(distDir, ...file.split('/'))));
    changed = true;
  });
  files.forEach((file) => {
    const target = path.join(distDir, ...file.path.split('/'));
    const bytes = file.text !== undefined ? Buffer.from(file.text, 'utf8') : fs.readFileSync(file.from as string);
    try {
      if (fs.readFileSync(target).equals(bytes as unknown as Uint8Array)) return;
    } catch {
      // not there yet
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // written beside it and renamed over it: `zn-plugin serve` answers for these files meanwhile,
    // and an answer is the old file or the new one, never half of one (a dot file is never served)
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
    try {
      fs.writeFileSync(partial, bytes as unknown as Uint8Array);
      fs.renameSync(partial, target);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    }
    changed = true;
  });
  return changed;
}

/** plugins/<name>/dist/ of the entry, kept inside the repository's plugins/ whatever maya.json names. */
export function distDirOf(plugin: RepositoryPluginConfig, repoDir: string): string {
  return containedPath(repoDir, 'plugins', plugin.configName, 'dist');
}

/** Where the source maps of dist/ are kept when they are not in it: plugins/<name>/source-maps/, beside dist/. */
export function mapsDirOf(distDir: string): string {
  return path.join(path.dirname(distDir), 'source-maps');
}

/** Writes the maps beside dist/ exactly (none: the folder removed); returns the folder when it holds any. */
export function writeMaps(distDir: string, maps: AppFile[]): string | undefined {
  const dir = mapsDirOf(distDir);
  if (!maps.length) {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  writeApp(dir, maps);
  return dir;
}

/** The legacy build, with the npm dependencies installed first when they are missing. */
async function legacyBuild(options: ShipV2Options): Promise<PluginBuild> {
  const run = () => buildPlugin(options.plugin, options.repoDir, options.configFile, { env: options.env, cache: options.cache, log: options.log });
  const first = run();
  if (!first.needsInstall || !first.packageDir) return first;
  const log = options.log || (() => undefined);
  await npmInstall(first.packageDir, { log, label: shownPath(first.packageDir) });
  return run();
}

/**
 * Builds the plugin of `options` as a v2 app: dist/ with index.html, plugin.json, the bundles and
 * styles; dist.zip too with `zip`. Resolves with the files written and the problems (an error:
 * nothing written, an old dist.zip removed so nothing stale is uploaded).
 */
export async function buildShippedV2(options: ShipV2Options): Promise<ShipV2Result> {
  const { plugin, repoDir } = options;
  let distDir: string;
  try {
    distDir = distDirOf(plugin, repoDir);
  } catch (error) {
    return { files: [], distDir: null, problems: [{ level: 'error', file: options.configFile, line: plugin.line, message: `plugin "${plugin.configName}": ${(error as Error).message}` }] };
  }
  const result: ShipV2Result = { files: [], problems: plugin.problems.slice(), distDir };
  const zipFile = path.join(path.dirname(distDir), 'dist.zip');
  const legacy = hasError(result.problems) ? null : await legacyBuild(options);
  if (legacy) result.problems = legacy.problems.slice();
  const shipOptions = { sdkDir: options.sdkDir, sourceMaps: options.sourceMaps, configFile: options.configFile, env: options.env };
  const app = legacy && !hasError(legacy.problems) ? shipLegacyBuild(plugin, legacy, shipOptions) : null;
  if (app) app.problems.forEach((item) => result.problems.push(item));
  if (!app || hasError(result.problems)) {
    if (options.zip) fs.rmSync(zipFile, { force: true });
    return result;
  }
  writeApp(distDir, app.files);
  result.mapsDir = writeMaps(distDir, app.maps);
  result.files = app.files.map((file) => file.path);
  result.pluginJson = app.pluginJson;
  result.frame = app.frame;
  result.frameBytes = frameBytesOf(app);
  if (options.zip) result.zipFile = zipV2Dist(path.dirname(distDir));
  return result;
}
