/**
 * Where the served plugins are read and built: a thread of their own (build-thread.ts), never the
 * one that answers requests. Reading a repository runs its build scripts, Babel and Sass, and its
 * version 2 plugins' npm builds are started there too; this thread only asks for the sources a
 * change concerns and takes what comes back (ServedPlugins, plain data). A request waits, at most,
 * for the read already asked for (snapshot.ts, live.ts).
 *
 * One read at a time: the thread takes the requests in order. If it stops (a bug, out of memory),
 * the reads waiting are refused and the next read starts a new thread.
 */
import path from 'path';
import { Worker } from 'worker_threads';
import type { ShipV2Settings } from '../ship-v2/builder';
import type { V2Origin } from '../v2';
import { normalizeEntry } from './served-plugin';
import type { PluginEntry, ServedPlugin } from './served-plugin';

/** What the thread is started with. */
export interface ReaderSettings {
  entries: PluginEntry[];
  /** The environment of the repositories' maya.json. */
  env?: string;
  shipV2?: ShipV2Settings;
}

/** One source's plugins, as read by the thread. */
export interface SourceRead {
  /** The source's entry (its index in `entries`). */
  index: number;
  plugins: ServedPlugin[];
  /** Its package folders whose npm dependencies are missing. */
  needsInstall: string[];
}

/** The v2 plugins' origins, by lower-cased namespace (V2Builds.origins). */
export type OriginList = Array<[string, V2Origin]>;

/** This thread to the build thread. */
export type ReaderRequest = { type: 'read'; id: number; indexes: number[] } | { type: 'warm' } | { type: 'close' };

/** The build thread to this one. */
export type ReaderMessage =
  | { type: 'read'; id: number; reads: SourceRead[]; origins: OriginList }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; line: string }
  /** A version 2 build ended: its files are followed through like an edit. */
  | { type: 'changed'; files: string[]; origins: OriginList }
  | { type: 'closed' };

/** The settings of the workbench's options (WorkbenchOptions: plugins, env, asV2, distDir). */
export function readerSettingsOf(options: { plugins?: Array<string | PluginEntry>; env?: string; asV2?: boolean; distDir?: string }): ReaderSettings {
  return { entries: (options.plugins || []).map(normalizeEntry), env: options.env, shipV2: { asV2: options.asV2, sdkDir: options.distDir } };
}

export interface ReaderHooks {
  log(line: string): void;
  /** Files a background build changed (a v2 plugin's dist/). */
  changed(files: string[]): void;
}

export interface PluginReader {
  /** Where the thread's lines and background changes go (kept until then). */
  listen(hooks: ReaderHooks): void;
  /** The first read of every entry, asked for as the thread starts (so it reads while this thread loads the server). */
  first(): Promise<SourceRead[]>;
  /** Reads (builds) the sources of these entries on the build thread. */
  read(indexes: number[]): Promise<SourceRead[]>;
  /** The v2 plugin served at `http://<namespace>.localhost:<port>/`, as of the last message. */
  originOf(namespace: string): V2Origin | undefined;
  /** Has the thread load the compilers a repository's build uses (warm-up.ts says when). */
  warm(): void;
  /** Ends the thread and the builds it started. */
  close(): Promise<void>;
}

/** How long the thread gets to end its builds' processes before it is stopped. */
const CLOSE_MS = 2000;

/**
 * Starts the build thread now (it loads its modules while this thread loads the server's); the
 * first read is asked for by the snapshot, the hooks given by `listen`.
 */
export function startPluginReader(settings: ReaderSettings): PluginReader {
  const held: ReaderMessage[] = [];
  let hooks: ReaderHooks = {
    log: (line) => { held.push({ type: 'log', line }); },
    changed: (files) => { held.push({ type: 'changed', files, origins: [] }); }
  };
  const waiting = new Map<number, { resolve(reads: SourceRead[]): void; reject(error: Error): void }>();
  let origins = new Map<string, V2Origin>();
  let worker: Worker | null = null;
  let lastId = 0;
  let closed = false;

  const refuseAll = (reason: string) => {
    waiting.forEach(({ reject }) => reject(new Error(reason)));
    waiting.clear();
  };
  const onMessage = (message: ReaderMessage) => {
    if (message.type === 'log') return hooks.log(message.line);
    if (message.type === 'read' || message.type === 'changed') origins = new Map(message.origins);
    if (message.type === 'changed') return hooks.changed(message.files);
    if (message.type !== 'read' && message.type !== 'failed') return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (!waiter) return;
    if (message.type === 'read') waiter.resolve(message.reads);
    else waiter.reject(new Error(`the plugins could not be read: ${message.message}`));
  };
  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(path.join(__dirname, 'build-thread.js'), { workerData: settings });
    started.on('message', onMessage);
    started.on('error', (error) => hooks.log(`the build thread stopped: ${error.message}; it starts again with the next change`));
    started.on('exit', () => {
      if (worker === started) worker = null;
      refuseAll('the build thread stopped');
    });
    worker = started;
    return started;
  };

  const read = (indexes: number[]) => {
    if (closed) return Promise.reject(new Error('the workbench is closed'));
    lastId += 1;
    const id = lastId;
    return new Promise<SourceRead[]>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread().postMessage({ type: 'read', id, indexes } satisfies ReaderRequest);
    });
  };
  const first = read(settings.entries.map((_entry, index) => index));
  // refused only if the thread stops; the snapshot's start reports it
  first.catch(() => undefined);
  return {
    first: () => first,
    read,
    listen: (given) => {
      hooks = given;
      held.splice(0).forEach((message) => (message.type === 'log' ? given.log(message.line) : message.type === 'changed' && given.changed(message.files)));
    },
    originOf: (namespace) => origins.get(namespace),
    warm: () => {
      if (!closed) thread().postMessage({ type: 'warm' } satisfies ReaderRequest);
    },
    close: () => {
      closed = true;
      const running = worker;
      worker = null;
      if (!running) return Promise.resolve();
      return new Promise<void>((done) => {
        const stop = () => {
          clearTimeout(timer);
          void running.terminate().then(() => done(), () => done());
        };
        const timer = setTimeout(stop, CLOSE_MS);
        running.on('message', (message: ReaderMessage) => { if (message.type === 'closed') stop(); });
        running.postMessage({ type: 'close' } satisfies ReaderRequest);
      });
    }
  };
}
