/**
 * The served plugins as of now: one snapshot, written only by `refresh` (the watcher's changes)
 * and read by every request. A refresh reads again only the sources a changed file belongs to;
 * the others keep what they yielded. A namespace served by an earlier plugin is a problem of the
 * later one.
 */
import path from 'path';
import { PLUGIN_SOURCES } from './sources';
import { isWithin, PluginEntry, PluginSource, ServedPlugin, SourceContext } from './served-plugin';

export interface PluginSnapshot {
  /** The plugins, in the order given (each source's in its order), with their problems. */
  readonly plugins: ServedPlugin[];
  /** Counts up on every refresh that changed something, so what is drawn from it can be kept until then. */
  readonly version: number;
}

export interface ServedPlugins {
  current(): PluginSnapshot;
  /** Reads again the sources `files` belong to; resolves the snapshot before and after. */
  refresh(files: string[]): { before: PluginSnapshot; after: PluginSnapshot };
  /** The folders of repository plugins whose npm dependencies are missing. */
  needsInstall(): string[];
  /** How many times each plugin (by folder) was read or built from its files. */
  readCounts(): Map<string, number>;
}

/** A plugin given as a folder, or as { dir, namespace }. */
export function normalizeEntry(entry: string | PluginEntry): PluginEntry {
  if (typeof entry === 'string') return { dir: path.resolve(entry), namespace: undefined };
  if (entry && typeof entry.dir === 'string') return { dir: path.resolve(entry.dir), namespace: entry.namespace || undefined };
  throw new Error(`startWorkbench: each of plugins is a folder or { dir, namespace }; got ${JSON.stringify(entry)}`);
}

/** The source of an entry: the first kind of source that takes its folder. */
export function openSource(entry: PluginEntry, context: SourceContext): PluginSource {
  const type = PLUGIN_SOURCES.find((candidate) => candidate.accepts(entry.dir));
  return (type || PLUGIN_SOURCES[PLUGIN_SOURCES.length - 1]).open(entry, context);
}

/** Each plugin whose namespace an earlier one serves gets an error (a copy: what sources yield is not changed). */
function claimNamespaces(plugins: ServedPlugin[]): ServedPlugin[] {
  const seen = new Map<string, string>();
  return plugins.map((plugin) => {
    if (!plugin.ok) return plugin;
    const first = seen.get(plugin.namespace);
    if (first === undefined) {
      seen.set(plugin.namespace, plugin.dir);
      return plugin;
    }
    return {
      ...plugin, ok: false, services: [],
      problems: plugin.problems.concat({
        level: 'error',
        file: plugin.namespaceFile || path.join(plugin.frontendDir, 'plugin.js'),
        message: `the namespace "${plugin.namespace}" is already served from ${first}: each plugin needs its own`
      })
    };
  });
}

/** Whether a change to `file` can concern what `source` last yielded. */
function concerns(source: PluginSource, yielded: ServedPlugin[], file: string): boolean {
  return isWithin(file, source.dir) || yielded.some((plugin) => plugin.watchDirs.some((dir) => isWithin(file, dir)));
}

/**
 * Opens every entry and reads it once; `already` is what was read of them elsewhere (read-ahead.ts),
 * taken as the first read.
 */
export function createServedPlugins(entries: PluginEntry[], context: SourceContext, already?: ServedPlugin[][]): ServedPlugins {
  const counts = new Map<string, number>();
  const count = (plugins: ServedPlugin[]) => plugins.forEach((plugin) => {
    if (plugin.namespace) counts.set(plugin.dir, (counts.get(plugin.dir) || 0) + 1);
  });
  const sources = entries.map((entry) => openSource(entry, context));
  const readSource = (source: PluginSource) => {
    const plugins = source.read();
    count(plugins);
    return plugins;
  };
  const taken = !!already && already.length === sources.length;
  // a version 2 plugin's build starts when its source is read here (context.v2), never in the read-ahead
  const yielded = taken ? (already as ServedPlugin[][]).map((plugins, index) => (plugins.some((plugin) => plugin.version2) ? readSource(sources[index]) : plugins))
    : sources.map(readSource);
  if (taken) yielded.forEach((plugins, index) => { if (plugins === (already as ServedPlugin[][])[index]) count(plugins); });
  let snapshot: PluginSnapshot = { plugins: claimNamespaces(yielded.flat()), version: 0 };
  return {
    current: () => snapshot,
    refresh: (files) => {
      const before = snapshot;
      let changed = false;
      sources.forEach((source, index) => {
        if (!files.some((file) => concerns(source, yielded[index], file))) return;
        yielded[index] = readSource(source);
        changed = true;
      });
      if (changed) snapshot = { plugins: claimNamespaces(yielded.flat()), version: before.version + 1 };
      return { before, after: snapshot };
    },
    needsInstall: () => sources.flatMap((source) => source.needsInstall()),
    readCounts: () => new Map(counts)
  };
}
