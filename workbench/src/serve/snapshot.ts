/**
 * The served plugins as of now: one snapshot, written only when a read of a source comes in (its
 * first read, or one the watcher's changes asked for) and read by every request. Each source is
 * read on its own (plugin-reader.ts: a process per repository), so a read that takes long holds
 * back nothing but that source: until its first read is in, the snapshot names it as being built;
 * after, the snapshot keeps the source's last read until the next one is in. A namespace served by
 * an earlier plugin is a problem of the later one.
 */
import path from 'path';
import { PluginReader, SourceRead, SupersededRead } from './plugin-reader';
import { isWithin, PluginEntry, ServedPlugin } from './served-plugin';

/**
 * How long a request waits for the reads under way that concern it before it is answered from the
 * snapshot as it is (an edit saved just before a reload is built within it, as a rule; a longer
 * build is brought in by the live reload when it ends).
 */
export const REQUEST_WAIT_MS = 1000;

export interface PluginSnapshot {
  /** The plugins, in the order given (each source's in its order), with their problems. */
  readonly plugins: ServedPlugin[];
  /** The folders given whose first read is not in yet (shown on the page as being built). */
  readonly building: string[];
  /** Counts up on every read that changed something, so what is drawn from it can be kept until then. */
  readonly version: number;
}

/** A read of a source that came in: the snapshots before and after it, and how long it took. */
export interface SourceReadIn {
  index: number;
  /** The folder given. */
  dir: string;
  before: PluginSnapshot;
  after: PluginSnapshot;
  /** The changed files it was asked for (none for a first read). */
  files: string[];
  /** When it was asked for (Date.now()); a read asked again while it ran counts from the first ask. */
  askedAt: number;
  first: boolean;
}

export interface ReadListener {
  read(read: SourceReadIn): void;
  /** The source could not be read (its process stopped): it keeps what it yielded. */
  failed(index: number, error: Error): void;
}

export interface ServedPlugins {
  current(): PluginSnapshot;
  /** Asks every source's first read (the pool's, asked as it started); `inn` hears each one as it comes in. */
  start(): void;
  /**
   * Has the sources `files` belong to read again; returns how many. `edited`: those of `files`
   * whose text changed (the others were written again as they were): only they may stop a read under way.
   */
  refresh(files: string[], edited?: string[]): number;
  /** Where each read that came in, or could not be made, is told (live.ts); set before `start`. */
  onRead(listener: ReadListener): void;
  /**
   * Resolves once no read is under way of the sources whose changes can change the plugin served
   * as `namespace` (any, when none is given or known), of those last asked for at `since` or later
   * (a read under way for longer is not waited for: the last build is served meanwhile).
   */
  settled(namespace?: string, since?: number): Promise<void>;
  /** Resolves once every source's first read is in. */
  firstReads(): Promise<void>;
  /** The sources (entry indexes) with a read under way. */
  reading(): number[];
  /** When the newest of the reads under way that `settled(namespace)` would wait for was asked for (0: none). */
  newestAsk(namespace?: string): number;
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

/** Where one source stands: what it yielded last, and the reads asked of it. */
interface SourceState {
  yielded: ServedPlugin[];
  /** What `yielded` was, as text: a read that yields the same changes nothing. */
  text: string;
  missing: string[];
  /** Reads asked, and the ask of the last one that came in (an answer covers every ask before it). */
  asked: number;
  answered: number;
  /** The files of the asks not answered yet, and when the first of them was made. */
  files: Set<string>;
  askedAt: number;
  /** When the last read was asked for. */
  lastAskedAt: number;
  built: boolean;
}

/** A source before its first read: it yielded nothing and is being built (since now). */
function unreadSource(): SourceState {
  return { yielded: [], text: '[]', missing: [], asked: 0, answered: 0, files: new Set(), askedAt: Date.now(), lastAskedAt: 0, built: false };
}

/** Notes a read asked of the source for `files`; returns the ask's number (its answer covers every ask up to it). */
function noteAsk(state: SourceState, files: string[]): number {
  if (state.answered >= state.asked) state.askedAt = Date.now();
  state.lastAskedAt = Date.now();
  state.asked += 1;
  files.forEach((file) => state.files.add(file));
  return state.asked;
}

/** What an answer answered: the files asked for, when first asked, and whether it was the source's first read. */
interface Answered {
  files: string[];
  askedAt: number;
  first: boolean;
}

/**
 * Notes the answer to ask `ask`, which found `missing` dependencies; undefined when the answer to
 * that ask or a later one is in already (this one is stale).
 */
function noteAnswer(state: SourceState, ask: number, missing: string[]): Answered | undefined {
  if (ask <= state.answered) return undefined;
  const answered = { files: Array.from(state.files), askedAt: state.askedAt, first: !state.built };
  state.answered = ask;
  if (state.answered >= state.asked) state.files = new Set();
  state.askedAt = Date.now();
  state.missing = missing;
  state.built = true;
  return answered;
}

/** Notes what a read yielded; whether that changes what the source serves (a first read's always does). */
function noteYield(state: SourceState, plugins: ServedPlugin[], first: boolean): boolean {
  const text = JSON.stringify(plugins);
  if (!first && text === state.text) return false;
  state.yielded = plugins;
  state.text = text;
  return true;
}

/** The snapshot of what the sources yielded last, numbered `version`. */
function snapshotOf(entries: PluginEntry[], states: SourceState[], version: number): PluginSnapshot {
  return {
    plugins: claimNamespaces(states.flatMap((each) => each.yielded)),
    building: entries.filter((_entry, index) => !states[index].built).map((entry) => entry.dir),
    version
  };
}

const isPending = (state: SourceState) => state.answered < state.asked;

/** Resolves once `done()` holds, looked at again each time one of the `wakers` is called (as a read comes in). */
async function waitUntil(wakers: Set<() => void>, done: () => boolean): Promise<void> {
  while (!done()) {
    await new Promise<void>((resolve) => {
      const waker = () => {
        wakers.delete(waker);
        resolve();
      };
      wakers.add(waker);
    });
  }
}

/** The snapshot of `entries`, read through `reader`; every entry is being built until `start`'s reads come in. */
export function createServedPlugins(entries: PluginEntry[], reader: PluginReader): ServedPlugins {
  const counts = new Map<string, number>();
  const states: SourceState[] = entries.map(() => unreadSource());
  let snapshot: PluginSnapshot = { plugins: [], building: entries.map((entry) => entry.dir), version: 0 };
  let listener: ReadListener = { read: () => undefined, failed: () => undefined };
  const wakers = new Set<() => void>();
  const wake = () => wakers.forEach((waker) => waker());
  const concernsSource = (index: number, file: string) => concerns(entries[index], states[index].yielded, file);
  const touched = (files: string[]) => entries.map((_entry, index) => index).filter((index) => files.some((file) => concernsSource(index, file)));

  const take = (read: SourceRead, ask: number) => {
    const state = states[read.index];
    const answered = noteAnswer(state, ask, read.needsInstall);
    if (!answered) return;
    read.plugins.forEach((plugin) => {
      if (plugin.namespace) counts.set(plugin.dir, (counts.get(plugin.dir) || 0) + 1);
    });
    const before = snapshot;
    if (noteYield(state, read.plugins, answered.first)) snapshot = snapshotOf(entries, states, snapshot.version + 1);
    listener.read({ index: read.index, dir: entries[read.index].dir, before, after: snapshot, ...answered });
  };

  const ask = (index: number, read: Promise<SourceRead>, files: string[]) => {
    const state = states[index];
    const number = noteAsk(state, files);
    read.then((answer) => take(answer, number), (error: Error) => {
      if (error instanceof SupersededRead || number <= state.answered) return;
      // not read: the source keeps what it yielded (a first read: nothing, no longer being built);
      // the error is said, and the next change reads it again
      state.answered = number;
      if (!state.built) {
        state.built = true;
        snapshot = { ...snapshot, building: snapshot.building.filter((dir) => dir !== entries[index].dir), version: snapshot.version + 1 };
      }
      listener.failed(index, error);
    }).finally(wake).catch(() => undefined);
  };

  const pending = (index: number) => isPending(states[index]);
  // the source of the plugin served as `namespace`; -1: none given or known (every source counts)
  const sourceOf = (namespace?: string) => namespace === undefined ? -1 : states.findIndex((state) => state.yielded.some((plugin) => plugin.namespace === namespace));

  return {
    current: () => snapshot,
    start: () => entries.forEach((_entry, index) => ask(index, reader.first(index), [])),
    refresh: (files, edited = files) => {
      const indexes = touched(files);
      indexes.forEach((index) => {
        const supersede = edited.some((file) => concernsSource(index, file));
        ask(index, reader.read(index, supersede), files.filter((file) => concernsSource(index, file)));
      });
      return indexes.length;
    },
    onRead: (given) => {
      listener = given;
    },
    settled: (namespace, since = 0) => {
      const source = sourceOf(namespace);
      const waited = (index: number) => pending(index) && states[index].lastAskedAt >= since;
      return waitUntil(wakers, () => (source < 0 ? !states.some((_state, index) => waited(index)) : !waited(source)));
    },
    newestAsk: (namespace) => {
      const source = sourceOf(namespace);
      const indexes = source < 0 ? entries.map((_entry, index) => index) : [source];
      return Math.max(0, ...indexes.filter(pending).map((index) => states[index].lastAskedAt));
    },
    reading: () => entries.map((_entry, index) => index).filter(pending),
    firstReads: () => waitUntil(wakers, () => states.every((state, index) => state.built || !pending(index))),
    affects: (files, namespace) => {
      const source = sourceOf(namespace);
      const indexes = touched(files);
      return source < 0 ? indexes.length > 0 : indexes.includes(source);
    },
    needsInstall: () => states.flatMap((state) => state.missing),
    readCounts: () => new Map(counts)
  };
}
