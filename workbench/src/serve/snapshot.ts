/**
 * The served plugins as of now: one snapshot, written only by `start` and `refresh` (the watcher's
 * changes) and read by every request. A refresh has the build thread (plugin-reader.ts) read again
 * only the sources a changed file belongs to; the others keep what they yielded. A namespace served
 * by an earlier plugin is a problem of the later one.
 */
import path from 'path';
import type { PluginReader, SourceRead } from './plugin-reader';
import { isWithin, PluginEntry, ServedPlugin } from './served-plugin';

export interface PluginSnapshot {
  /** The plugins, in the order given (each source's in its order), with their problems. */
  readonly plugins: ServedPlugin[];
  /** Counts up on every refresh that changed something, so what is drawn from it can be kept until then. */
  readonly version: number;
}

export interface ServedPlugins {
  current(): PluginSnapshot;
  /** The first read of every entry (the build thread's first, asked for as it started). */
  start(): Promise<PluginSnapshot>;
  /** Reads again the sources `files` belong to; resolves the snapshot before and after. */
  refresh(files: string[]): Promise<{ before: PluginSnapshot; after: PluginSnapshot }>;
  /** Whether a read of `files` can change the plugin served as `namespace` (any plugin, when none is given or known). */
  affects(files: string[], namespace?: string): boolean;
  /** The folders of repository plugins whose npm dependencies are missing, as of the last reads. */
  needsInstall(): string[];
  /** How many times each plugin (by folder) was read or built from its files. */
  readCounts(): Map<string, number>;
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

/** Whether a change to `file` can concern what the source of `entry` last yielded. */
function concerns(entry: PluginEntry, yielded: ServedPlugin[], file: string): boolean {
  return isWithin(file, entry.dir) || yielded.some((plugin) => plugin.watchDirs.some((dir) => isWithin(file, dir)));
}

/** The snapshot of `entries`, read through `reader`; empty until `start` resolves. */
export function createServedPlugins(entries: PluginEntry[], reader: PluginReader): ServedPlugins {
  const counts = new Map<string, number>();
  const yielded: ServedPlugin[][] = entries.map(() => []);
  const missing: string[][] = entries.map(() => []);
  let snapshot: PluginSnapshot = { plugins: [], version: 0 };
  const touched = (files: string[]) => entries.map((_entry, index) => index)
    .filter((index) => files.some((file) => concerns(entries[index], yielded[index], file)));
  const take = (reads: SourceRead[]) => {
    reads.forEach((read) => {
      yielded[read.index] = read.plugins;
      missing[read.index] = read.needsInstall;
      read.plugins.forEach((plugin) => {
        if (plugin.namespace) counts.set(plugin.dir, (counts.get(plugin.dir) || 0) + 1);
      });
    });
    snapshot = { plugins: claimNamespaces(yielded.flat()), version: snapshot.version + 1 };
  };
  return {
    current: () => snapshot,
    start: async () => {
      take(await reader.first());
      return snapshot;
    },
    refresh: async (files) => {
      const before = snapshot;
      const indexes = touched(files);
      if (indexes.length) take(await reader.read(indexes));
      return { before, after: snapshot };
    },
    affects: (files, namespace) => {
      const source = namespace === undefined ? -1 : yielded.findIndex((plugins) => plugins.some((plugin) => plugin.namespace === namespace));
      const indexes = touched(files);
      return source < 0 ? indexes.length > 0 : indexes.includes(source);
    },
    needsInstall: () => missing.flat(),
    readCounts: () => new Map(counts)
  };
}
