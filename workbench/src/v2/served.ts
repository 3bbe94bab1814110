/**
 * Version 2 plugins while `zn-plugin serve` runs: each one's install and build run in the
 * background, one at a time (build-queue.ts), and again when
 * one of its files changes (watch mode: `npm run build` per change, so dist/ is always what
 * `zn-plugin build` would upload). Meanwhile the page says the plugin is being built; a failed
 * build is shown on the page with its reason, and the other plugins are served as usual. Each
 * built dist/ is served at the root of the plugin's own origin, http://<namespace>.localhost:<port>/,
 * by serve/middleware/v2-origins.ts (originOf says where it is and how its build stands).
 */
import fs from 'fs';
import path from 'path';
import { isNamespace } from '#core';
import type { PluginBuild, Problem } from '../plugin-base';
import { buildV2 } from './build';
import { BuildQueue } from './build-queue';
import { readV2Plugin } from './plugin-json';
import type { V2View } from './plugin-json';
import { v2HostScript, v2HostTemplates } from './host-sources';
import type { V2HostPlugin } from './host-sources';
import { shownPath } from '../util/files';
import { V2_ORIGIN_HOST } from './origin-files';
import { fingerprint } from '../util/fingerprint';

/** Folders and files of a plugin that its build writes or npm owns: their changes never start a build. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist.zip', '.cache', '.parcel-cache', 'coverage']);
const FINGERPRINT_FILE_LIMIT = 5000;

// the host name of a v2 plugin's origin, in origin-files.ts (the thread answering requests loads that file alone)
export { V2_ORIGIN_HOST };

/** A v2 plugin named by maya.json, as the repository reader hands it over. */
export interface V2PluginRef {
  dir: string;
  /** maya.json's key, plugins/<configName>/. */
  configName: string;
  namespace: string;
  route: string;
  /** maya.json's environment (ZENGINE_ENV). */
  env: string;
  /** The plugin's `env` object of maya.json. */
  vars: Record<string, string>;
  configFile: string;
  line?: number;
}

export type V2Status = 'building' | 'built' | 'failed';

/** A v2 plugin's origin as the middleware serves it. */
export interface V2Origin {
  configName: string;
  /** Its built files: what its origin serves. */
  distDir: string;
  status: V2Status;
  /** Why its build failed. */
  reason: string;
}

interface V2State {
  ref: V2PluginRef;
  status: V2Status;
  reason: string;
  /** The fingerprint of the sources last built (or being built). */
  key: string;
  running: boolean;
}

/** What the repository reader serves for a v2 plugin: a build with its frames, nothing to install. */
export type V2ServedBuild = PluginBuild & { needsInstall: false; packageDir: null };

/** Sizes and times of the plugin's own files (util/fingerprint.ts): a change of any starts a build. */
export function v2Fingerprint(dir: string): string {
  const files: string[] = [];
  const walk = (folder: string) => {
    let items: fs.Dirent[];
    try {
      items = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    items.sort((a, b) => (a.name < b.name ? -1 : 1)).forEach((item) => {
      if (files.length >= FINGERPRINT_FILE_LIMIT || item.name.startsWith('.') || (folder === dir && NOT_SOURCES.has(item.name)) || item.name === 'node_modules') return;
      const file = path.join(folder, item.name);
      if (item.isDirectory()) walk(file);
      else files.push(file);
    });
  };
  walk(dir);
  return fingerprint([], files);
}

/** The folders whose changes the server's watcher reports for the plugin (it watches each folder, not below). */
function sourceDirs(dir: string): string[] {
  const dirs = [dir];
  const walk = (folder: string, depth: number) => {
    if (depth > 4) return;
    try {
      fs.readdirSync(folder, { withFileTypes: true }).forEach((item) => {
        if (!item.isDirectory() || item.name.startsWith('.') || NOT_SOURCES.has(item.name)) return;
        dirs.push(path.join(folder, item.name));
        walk(path.join(folder, item.name), depth + 1);
      });
    } catch {
      // gone meanwhile
    }
  };
  walk(dir, 0);
  return dirs.slice(0, 200);
}

export interface V2BuildsOptions {
  log: (line: string) => void;
  /** Called when a build ends (the plugins are read again and the page reloads). */
  changed: (files: string[]) => void;
}

/** The v2 plugins of a running workbench: their builds and their origins. */
export class V2Builds {
  private readonly states = new Map<string, V2State>();
  private readonly queue = new BuildQueue();

  constructor(private readonly options: V2BuildsOptions) {}

  /** The plugin as served now; its first build, or a build after a change, is started here. */
  serve(ref: V2PluginRef): V2ServedBuild {
    const served: V2ServedBuild = { js: '', html: '', css: '', problems: [], inputs: [ref.configFile], watchDirs: sourceDirs(ref.dir), needsInstall: false, packageDir: null };
    const problem = (level: Problem['level'], file: string, message: string, line?: number) => served.problems.push({ level, file, line, message });
    if (!isNamespace(ref.namespace)) {
      problem('error', ref.configFile, `plugin "${ref.configName}": the namespace "${ref.namespace}" is not camelCase letters and digits starting with a lower-case letter, such as myPlugin`, ref.line);
      return served;
    }
    if (!fs.existsSync(path.join(ref.dir, 'package.json'))) {
      problem('error', ref.configFile, `plugin "${ref.configName}" is "version": 2: ${ref.dir} must be an npm app (package.json whose "build" script writes dist/)`, ref.line);
      return served;
    }
    const state = this.track(ref);
    if (state.status === 'failed' && !state.running) {
      problem('error', path.join(ref.dir, 'package.json'), `plugin "${ref.configName}" (version 2) is not served: ${state.reason}`);
      return served;
    }
    if (state.status === 'building') {
      problem('warning', path.join(ref.dir, 'package.json'), `plugin "${ref.configName}" (version 2) is being built (npm install, npm run build); the page reloads when it is ready`);
      return served;
    }
    const manifest = readV2Plugin(ref.dir);
    manifest.problems.forEach((item) => served.problems.push(item));
    if (manifest.problems.some((item) => item.level === 'error')) return served;
    const plugin = { namespace: ref.namespace, name: ref.configName, icon: manifest.icon, route: ref.route, views: manifest.views };
    served.js = v2HostScript(plugin);
    served.html = v2HostTemplates(plugin);
    return served;
  }

  /**
   * A plugin whose dist/ the workbench built itself (a v1 plugin shipped as a v2 app, ../ship-v2/):
   * no npm; its dist/ is served at its origin as it is now, its views are `manifest`'s, its
   * name the title its registration gives (as the v1 host showed it), else maya.json's key, and
   * the heading above its page its registration's pageTitle (false: none), as the v1 host did.
   */
  serveBuilt(ref: V2PluginRef, manifest: { icon?: string; views: V2View[]; name?: string; pageTitle?: string | false }): V2ServedBuild {
    this.states.set(ref.dir, { ref, status: 'built', reason: '', key: '', running: false });
    const plugin: V2HostPlugin = {
      namespace: ref.namespace, name: manifest.name || ref.configName, icon: manifest.icon || '', route: ref.route, views: manifest.views,
      ...(manifest.pageTitle === undefined ? {} : { pageTitle: manifest.pageTitle })
    };
    return {
      js: v2HostScript(plugin), html: v2HostTemplates(plugin), css: '', problems: [], inputs: [ref.configFile],
      watchDirs: [], needsInstall: false, packageDir: null
    };
  }

  private track(ref: V2PluginRef): V2State {
    const key = v2Fingerprint(ref.dir);
    let state = this.states.get(ref.dir);
    if (!state) {
      state = { ref, status: 'building', reason: '', key: '', running: false };
      this.states.set(ref.dir, state);
    }
    state.ref = ref;
    if (state.key !== key && !state.running) this.build(state, key);
    return state;
  }

  private build(state: V2State, key: string): void {
    state.key = key;
    state.running = true;
    if (state.status === 'failed') state.status = 'building';
    const label = shownPath(state.ref.dir);
    this.queue.run(async (started) => {
      const outcome = await buildV2(state.ref.dir, { env: state.ref.env, vars: state.ref.vars, log: this.options.log, label, started });
      state.running = false;
      if (this.queue.closed) return;
      state.status = outcome.ok ? 'built' : 'failed';
      state.reason = outcome.reason;
      this.options.changed([path.join(state.ref.dir, 'dist')]);
    });
  }

  /**
   * The v2 plugin whose origin is `http://<namespace>.localhost:<port>/` (namespace compared in
   * lower case, as host names are), with where its dist/ is and how its build stands; undefined
   * when no v2 plugin has that namespace. Served by serve/middleware/v2-origins.ts.
   */
  originOf(namespace: string): V2Origin | undefined {
    const state = Array.from(this.states.values()).find((candidate) => candidate.ref.namespace.toLowerCase() === namespace);
    return state && { configName: state.ref.configName, distDir: path.join(state.ref.dir, 'dist'), status: state.status, reason: state.reason };
  }

  /** Every plugin's origin, by lower-cased namespace (what originOf answers, to copy to another thread). */
  origins(): Array<[string, V2Origin]> {
    return Array.from(this.states.values()).map((state) => [state.ref.namespace.toLowerCase(), this.originOf(state.ref.namespace.toLowerCase()) as V2Origin]);
  }

  /** Ends the builds under way. */
  close(): void {
    this.queue.close();
  }
}
