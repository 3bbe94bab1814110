/**
 * A shipped plugin (maya.json `"target": 2`, or `--as-v2`) while `zn-plugin serve` runs: the
 * repository reader's hook. Each read builds it as `zn-plugin build` does (the legacy build through
 * serve's cache, then the app), writes plugins/<name>/dist/ where it changed, and hands it to the
 * v2 host (V2Builds.serveBuilt): served at http://<namespace>.localhost:<port>/, its views in frames,
 * exactly as a version 2 plugin. An edit of its sources reads it again, so dist/ follows every edit.
 */
import crypto from 'crypto';
import type { PluginBuild, Problem } from '../plugin-folder';
import { buildPlugin } from '../repository/builders';
import type { BuildCache } from '../repository/builders';
import type { RepositoryPluginConfig } from '../repository/maya-config';
import { emptyBuild, hasError } from '../repository/plugin-build';
import { appStampLine } from '../v2';
import type { V2Builds } from '../v2';
import { distDirOf, shipLegacyBuild, ShippedApp, writeApp, writeMaps } from './build';
import { describeChoice, settingOf } from './frame-choice';

export interface ShippedServeOptions {
  /** The running workbench's v2 host; without it (a build, the read-ahead) the legacy part alone is built. */
  builds?: V2Builds;
  cache?: BuildCache;
  log?: (line: string) => void;
  /** Where the SDK's bundles are (the workbench's distDir). */
  sdkDir?: string;
}

/** The last app made for each plugin folder, by what it was made from: a read with nothing changed makes none. */
const made = new Map<string, { key: string; app: ShippedApp; stamp: string }>();
/** What the terminal was last told each plugin folder's frame loads: said again only when it changes. */
const told = new Map<string, string>();

/** Says in the terminal what `entry`'s frame loads, as zn-plugin build does, the first time and when an edit changes it. */
function tellFrameChoice(entry: RepositoryPluginConfig, app: ShippedApp, configFile: string, log?: (line: string) => void): void {
  if (!log || !app.frame) return;
  const words = describeChoice(app.frame);
  const line = `${entry.configName} (shipped as version 2): its frame loads ${words.loads}` +
    (words.leavesOut ? `; leaves out ${words.leavesOut} (${settingOf(configFile)} can change this)` : '');
  if (told.get(entry.dir) === line) return;
  told.set(entry.dir, line);
  log(line);
}

function digest(parts: string[]): string {
  const hash = crypto.createHash('sha1');
  parts.forEach((part) => hash.update(part).update('\0'));
  return hash.digest('hex').slice(0, 16);
}

function appOf(entry: RepositoryPluginConfig, legacy: PluginBuild, repository: { configFile: string; env: string }, sdkDir?: string): { app: ShippedApp; stamp: string } {
  const key = digest([entry.namespace, entry.route, sdkDir || '', JSON.stringify(entry.frameLibraries ?? null), legacy.js, legacy.css, legacy.html]);
  const kept = made.get(entry.dir);
  if (kept && kept.key === key) return kept;
  const app = shipLegacyBuild(entry, legacy, { sdkDir, configFile: repository.configFile, env: repository.env });
  const stamp = digest(app.files.map((file) => `${file.path}:${file.text !== undefined ? digest([file.text]) : file.from}`));
  made.set(entry.dir, { key, app, stamp });
  return { app, stamp };
}

/** What serve shows for a shipped plugin of the repository at `repoDir`, in the shape of any build (its page-side part is the v2 host's). */
export function serveShippedEntry(entry: RepositoryPluginConfig, repository: { repoDir: string; configFile: string; env: string },
  options: ShippedServeOptions): PluginBuild {
  // without the v2 host (zn-plugin build, the read-ahead) it is left to buildShippedV2: built once, scripts run once
  if (hasError(entry.problems) || !options.builds) return emptyBuild(entry.problems.slice(), [repository.configFile]);
  const legacy = buildPlugin(entry, repository.repoDir, repository.configFile, { env: repository.env, cache: options.cache, log: options.log });
  // the page gets the v2 host's registration, never the plugin's own script
  const unserved: PluginBuild = { ...legacy, js: '', html: '', css: '', jsSegments: undefined };
  if (hasError(legacy.problems) || legacy.needsInstall) return unserved;
  const { app, stamp } = appOf(entry, legacy, repository, options.sdkDir);
  tellFrameChoice(entry, app, repository.configFile, options.log);
  const problems: Problem[] = legacy.problems.concat(app.problems);
  if (hasError(problems) || !app.pluginJson) return { ...unserved, problems };
  let distDir: string;
  try {
    distDir = distDirOf(entry, repository.repoDir);
    writeApp(distDir, app.files);
    writeMaps(distDir, app.maps);
  } catch (error) {
    problems.push({ level: 'error', file: repository.configFile, line: entry.line, message: `plugin "${entry.configName}": dist/ cannot be written: ${(error as Error).message}` });
    return { ...unserved, problems };
  }
  const served = (options.builds as V2Builds).serveBuilt({
    dir: entry.dir, configName: entry.configName, namespace: entry.namespace, route: entry.route, env: repository.env,
    vars: {}, configFile: repository.configFile, line: entry.line
  }, { icon: app.pluginJson.icon, views: app.pluginJson.views, name: app.title, pageTitle: app.pageTitle });
  return {
    ...legacy,
    // the stamp of the app: a new build of it reloads its frames (serve/changes.ts)
    js: served.js + appStampLine(stamp),
    html: served.html,
    css: '',
    jsSegments: undefined,
    problems: problems.concat(served.problems)
  };
}
