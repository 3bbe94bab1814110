/**
 * A build process of plugin-reader.ts's pool: it opens the sources it is asked for, once each, and
 * reads (builds) them, one request at a time, with each source's BuildCache kept here between
 * reads, so an edit rebuilds only what it changed. Babel, Sass, build scripts, the shipped-as-v2
 * apps and the version 2 plugins' background builds (V2Builds) all run here, off the process that
 * answers requests. The pool gives each repository a process of its own (the plain folders share
 * one), so a slow build holds only its own; an edit that supersedes a build ends this process
 * with its group (its scripts too), and the next one starts from the caches the pool was sent.
 */
import type { BuildCache, BuildCacheEntry } from '../repository/builders';
import { LEGACY_COMPILER_LOADS } from '../repository/steps';
import { scriptWrites } from '../repository/scripts';
import { V2Builds } from '../v2';
import { openSource } from './sources';
import type { PluginSource } from './served-plugin';
import type { ReaderMessage, ReaderRequest, ReaderSettings, SourceRead } from './plugin-reader';

const post = (message: ReaderMessage) => {
  if (process.connected) process.send!(message);
};
const log = (line: string) => post({ type: 'log', line });

let settings: ReaderSettings = { entries: [] };
const v2 = new V2Builds({ log, changed: (files) => post({ type: 'changed', files, origins: v2.origins() }) });
const sources = new Map<number, PluginSource>();
// what the build scripts write is told at once: the change the watcher hears of it is no edit
scriptWrites.listener = (files) => post({ type: 'wrote', files });

/** A source's cache, seeded with what the pool kept of an ended process's, and telling the pool of each build kept. */
function cacheOf(index: number, seed: Array<[string, BuildCacheEntry]>): BuildCache {
  const cache: BuildCache = new Map(seed);
  const set = cache.set.bind(cache);
  cache.set = (key, entry) => {
    post({ type: 'cached', index, key, entry });
    return set(key, entry);
  };
  return cache;
}

function sourceOf(index: number, seeds: Record<number, Array<[string, BuildCacheEntry]>>): PluginSource {
  let source = sources.get(index);
  if (!source) {
    const cache = cacheOf(index, seeds[index] || []);
    source = openSource(settings.entries[index], { env: settings.env, cache, log, v2, shipV2: settings.shipV2 });
    sources.set(index, source);
  }
  return source;
}

/**
 * Loads the compilers when asked (once the workbench has been left alone: warm-up.ts), one a turn,
 * so a read asked meanwhile waits for one load at most: a start on unchanged files takes Babel's and
 * Sass's outputs from the disk (repository/steps/compiled-store.ts), and the first edit would pay
 * for loading them.
 */
let warmed = false;
function warmCompilers(): void {
  if (warmed) return;
  warmed = true;
  const pending = settings.entries.length ? LEGACY_COMPILER_LOADS.slice() : [];
  const next = () => {
    const load = pending.shift();
    if (!load) return;
    try {
      load();
    } catch {
      // a compiler that cannot load now fails the same way at the edit, which reports it
    }
    setImmediate(next);
  };
  setImmediate(next);
}

function close(): void {
  v2.close();
  post({ type: 'closed' });
  process.disconnect?.();
}

process.on('message', (request: ReaderRequest) => {
  if (request.type === 'settings') {
    settings = request.settings;
    return;
  }
  if (request.type === 'warm') return warmCompilers();
  if (request.type === 'close') return close();
  try {
    const read: SourceRead[] = request.indexes.map((index) => {
      const source = sourceOf(index, request.seeds);
      const plugins = source.read();
      return { index, plugins, needsInstall: source.needsInstall() };
    });
    post({ type: 'read', id: request.id, reads: read, origins: v2.origins() });
  } catch (error) {
    post({ type: 'failed', id: request.id, message: error instanceof Error ? error.stack || error.message : String(error) });
  }
});

// the workbench is gone (stopped, or killed): so are this process's builds
process.on('disconnect', () => {
  v2.close();
  process.exit(0);
});
