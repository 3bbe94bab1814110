/**
 * Where the served plugins are read and built: a pool of build processes (build-process.ts), never
 * the one that answers requests. Reading a repository runs its build scripts, Babel and Sass, and
 * its version 2 plugins' npm builds are started there too; this process only asks for the sources
 * a change concerns and takes what comes back (ServedPlugins, plain data).
 *
 * One process per repository, one for all the plain folders (their reads are quick: no scripts, no
 * compilers): so a slow build (a script that runs for a minute, a 20 MiB Sass file) holds its own
 * repository only, and the others are read beside it. At most PARALLEL_READS reads run at once
 * (the cores), the rest wait their turn. A read of a repository asked while one of it runs
 * supersedes it: that process is ended with its process group (the scripts it started), its
 * answer never awaited, and the read starts again in a new process, which takes the builds the
 * ended one kept (sent here as it kept them: only what changed is built again). A folder read is
 * left to end and read again after it.
 *
 * A process that stops (a bug, out of memory) refuses the reads it had; the next read starts a new one.
 */
import os from 'os';
import path from 'path';
import { fork } from 'child_process';
import type { ChildProcess } from 'child_process';
import type { BuildCacheEntry } from '../repository/builders';
import { isRepository } from '../repository/maya-config';
import type { ShipV2Settings } from '../ship-v2/builder';
import type { V2Origin } from '../v2';
import { normalizeEntry } from './served-plugin';
import type { PluginEntry, ServedPlugin } from './served-plugin';

/** What the processes are started with. */
export interface ReaderSettings {
  entries: PluginEntry[];
  /** The environment of the repositories' maya.json. */
  env?: string;
  shipV2?: ShipV2Settings;
}

/** One source's plugins, as read by a build process. */
export interface SourceRead {
  /** The source's entry (its index in `entries`). */
  index: number;
  plugins: ServedPlugin[];
  /** Its package folders whose npm dependencies are missing. */
  needsInstall: string[];
}

/** The v2 plugins' origins, by lower-cased namespace (V2Builds.origins). */
export type OriginList = Array<[string, V2Origin]>;

/** A source's kept builds (BuildCache entries), as a new process is given them. */
type Seeds = Record<number, Array<[string, BuildCacheEntry]>>;

/** This process to a build process. */
export type ReaderRequest =
  | { type: 'settings'; settings: ReaderSettings }
  | { type: 'read'; id: number; indexes: number[]; seeds: Seeds }
  | { type: 'warm' }
  | { type: 'close' };

/** A build process to this one. */
export type ReaderMessage =
  | { type: 'read'; id: number; reads: SourceRead[]; origins: OriginList }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; line: string }
  /** A build kept in a source's cache: kept here too, for the process that would replace this one. */
  | { type: 'cached'; index: number; key: string; entry: BuildCacheEntry }
  /** A version 2 build ended: its files are followed through like an edit. */
  | { type: 'changed'; files: string[]; origins: OriginList }
  /** A build script wrote these files (what the watcher hears of them is no edit). */
  | { type: 'wrote'; files: string[] }
  | { type: 'closed' };

/** The settings of the workbench's options (WorkbenchOptions: plugins, env, asV2, distDir). */
export function readerSettingsOf(options: { plugins?: Array<string | PluginEntry>; env?: string; asV2?: boolean; distDir?: string }): ReaderSettings {
  return { entries: (options.plugins || []).map(normalizeEntry), env: options.env, shipV2: { asV2: options.asV2, sdkDir: options.distDir } };
}

export interface ReaderHooks {
  log(line: string): void;
  /** Files a background build changed (a v2 plugin's dist/). */
  changed(files: string[]): void;
  /** Files a build script wrote. */
  wrote?(files: string[]): void;
}

/** Why a read was refused: a later read of its source stopped it (its answer comes from that one). */
export class SupersededRead extends Error {
  constructor(readonly index: number) {
    super(`the read of entry ${index} was superseded by a later one`);
  }
}

export interface PluginReader {
  /** Where the processes' lines and background changes go (kept until then). */
  listen(hooks: ReaderHooks): void;
  /** The first read of entry `index`, asked for as the pool starts (so it reads while this process loads the server). */
  first(index: number): Promise<SourceRead>;
  /**
   * Reads (builds) the source of entry `index`; refused with SupersededRead when a later read of it
   * stops this one. `supersede`: this read may stop the one under way (an edit; not a file that
   * was written again as it was).
   */
  read(index: number, supersede?: boolean): Promise<SourceRead>;
  /** The v2 plugin served at `http://<namespace>.localhost:<port>/`, as of the processes' last messages (kept while a process is replaced: its dist/ is served meanwhile). */
  originOf(namespace: string): V2Origin | undefined;
  /** Has the repositories' processes load the compilers a build uses (warm-up.ts says when). */
  warm(): void;
  /** Ends the processes and the builds they started. */
  close(): Promise<void>;
}

/** How long the processes get to end their builds' processes before they are stopped. */
const CLOSE_MS = 2000;
/** How many reads run at once: a read takes a core while it builds. */
export const PARALLEL_READS = Math.max(2, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
const PROCESS_SCRIPT = path.join(__dirname, 'build-process.js');
/** How many reads of a source in a row an edit may stop before one is left to end. */
const SUPERSEDED_IN_A_ROW = 3;

interface Waiter {
  index: number;
  resolve(read: SourceRead): void;
  reject(error: Error): void;
}

/** A read asked of a group's process: the sources it reads, and who waits for each. */
interface Job {
  id: number;
  waiters: Waiter[];
}

/** The sources one process reads: a repository, or all the plain folders. */
interface Group {
  /** A read of it asked while one runs stops the running one (a repository's build can be long). */
  supersedes: boolean;
  /** Its reads stopped since one last ended. */
  superseded: number;
  indexes: number[];
  child: ChildProcess | null;
  /** The sources its process has opened (it was given their kept builds then). */
  opened: Set<number>;
  running: Job | null;
  waiting: Waiter[];
  origins: OriginList;
  warmed: boolean;
}

/** Ends `child` and the processes it started (its process group, on POSIX), at once. */
function kill(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** A group with no process yet; a repository's supersedes its reads (the plain folders' use no compilers: nothing to warm). */
function newGroup(repository: boolean, indexes: number[]): Group {
  return { supersedes: repository, superseded: 0, indexes, child: null, opened: new Set(), running: null, waiting: [], origins: [], warmed: !repository };
}

/** The pool: its groups, the builds kept for the processes that replace theirs, and where the processes' messages go. */
interface Pool {
  settings: ReaderSettings;
  groups: Group[];
  /** Each entry's group, by index. */
  groupOf: Group[];
  caches: Map<number, Map<string, BuildCacheEntry>>;
  hooks: ReaderHooks;
  lastId: number;
  closed: boolean;
  warmAsked: boolean;
}

/** The pool of `settings`' entries, no process started yet. */
function createPool(settings: ReaderSettings, hooks: ReaderHooks): Pool {
  const folders = newGroup(false, []);
  const groups: Group[] = [folders];
  const groupOf: Group[] = settings.entries.map((entry, index) => {
    if (!isRepository(entry.dir)) {
      folders.indexes.push(index);
      return folders;
    }
    const group = newGroup(true, [index]);
    groups.push(group);
    return group;
  });
  return { settings, groups, groupOf, caches: new Map(), hooks, lastId: 0, closed: false, warmAsked: false };
}

/** Hooks that hold what they are told in `held`, until `listen` gives the real ones (replayHeld). */
function holdingHooks(held: ReaderMessage[]): ReaderHooks {
  return {
    log: (line) => { held.push({ type: 'log', line }); },
    changed: (files) => { held.push({ type: 'changed', files, origins: [] }); },
    wrote: (files) => { held.push({ type: 'wrote', files }); }
  };
}

function replayHeld(held: ReaderMessage[], hooks: ReaderHooks): void {
  held.forEach((message) => {
    if (message.type === 'log') hooks.log(message.line);
    else if (message.type === 'changed') hooks.changed(message.files);
    else if (message.type === 'wrote') hooks.wrote?.(message.files);
  });
}

function onMessage(pool: Pool, group: Group, child: ChildProcess, message: ReaderMessage): void {
  if (group.child !== child) return; // an ended process's last words
  if (message.type === 'log') return pool.hooks.log(message.line);
  if (message.type === 'wrote') return pool.hooks.wrote?.(message.files);
  if (message.type === 'cached') {
    let cache = pool.caches.get(message.index);
    if (!cache) pool.caches.set(message.index, cache = new Map());
    cache.set(message.key, message.entry);
    return;
  }
  if (message.type === 'read' || message.type === 'changed') group.origins = message.origins;
  if (message.type === 'changed') return pool.hooks.changed(message.files);
  if (message.type !== 'read' && message.type !== 'failed') return;
  const job = group.running;
  if (!job || job.id !== message.id) return;
  group.running = null;
  group.superseded = 0;
  job.waiters.forEach((waiter) => {
    const read = message.type === 'read' && message.reads.find((candidate) => candidate.index === waiter.index);
    if (read) waiter.resolve(read);
    else waiter.reject(new Error(`the plugins could not be read: ${message.type === 'failed' ? message.message : 'no answer for the entry'}`));
  });
  dispatch(pool);
}

/** The group's process, started (and given the settings) if it has none. */
function processOf(pool: Pool, group: Group): ChildProcess {
  if (group.child) return group.child;
  const child = fork(PROCESS_SCRIPT, [], {
    // its own process group: ending it ends the scripts and builds it started
    detached: process.platform !== 'win32',
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  });
  child.on('message', (message: ReaderMessage) => onMessage(pool, group, child, message));
  child.on('error', (error) => pool.hooks.log(`a build process could not run: ${error.message}; it starts again with the next change`));
  child.on('exit', (code, signal) => {
    if (group.child !== child) return;
    group.child = null;
    const job = group.running;
    group.running = null;
    if (job && !pool.closed) pool.hooks.log(`a build process stopped (${signal || code}); it starts again with the next change`);
    job?.waiters.forEach((waiter) => waiter.reject(new Error('the build process stopped')));
    dispatch(pool);
  });
  group.opened = new Set();
  child.send({ type: 'settings', settings: pool.settings } satisfies ReaderRequest);
  if (pool.warmAsked && !group.warmed) child.send({ type: 'warm' } satisfies ReaderRequest);
  group.warmed = pool.warmAsked || group.warmed;
  group.child = child;
  return child;
}

const runningReads = (pool: Pool) => pool.groups.filter((group) => group.running).length;

/** Starts the waiting reads of the groups with none running, as many as PARALLEL_READS allows. */
function dispatch(pool: Pool): void {
  if (pool.closed) return;
  for (const group of pool.groups) {
    if (runningReads(pool) >= PARALLEL_READS) return;
    if (group.running || !group.waiting.length) continue;
    pool.lastId += 1;
    const job: Job = { id: pool.lastId, waiters: group.waiting.splice(0) };
    const indexes = Array.from(new Set(job.waiters.map((waiter) => waiter.index)));
    const child = processOf(pool, group);
    // a process is given a source's kept builds once, as it opens it
    const seeds: Seeds = {};
    indexes.filter((index) => !group.opened.has(index)).forEach((index) => {
      seeds[index] = Array.from(pool.caches.get(index) || []);
      group.opened.add(index);
    });
    group.running = job;
    child.send({ type: 'read', id: job.id, indexes, seeds } satisfies ReaderRequest);
  }
}

function readSource(pool: Pool, index: number, supersede: boolean): Promise<SourceRead> {
  if (pool.closed) return Promise.reject(new Error('the workbench is closed'));
  const group = pool.groupOf[index];
  if (!group) return Promise.reject(new Error(`no entry ${index}`));
  return new Promise<SourceRead>((resolve, reject) => {
    group.waiting.push({ index, resolve, reject });
    const running = group.running;
    if (running && supersede && group.supersedes && group.superseded < SUPERSEDED_IN_A_ROW && group.child) {
      // superseded: stopped now, its answer never awaited; its sources are read again in a new process
      const child = group.child;
      group.child = null;
      group.running = null;
      group.superseded += 1;
      running.waiters.forEach((waiter) => waiter.reject(new SupersededRead(waiter.index)));
      kill(child);
    }
    dispatch(pool);
  });
}

function warmPool(pool: Pool): void {
  pool.warmAsked = true;
  if (pool.closed) return;
  pool.groups.forEach((group) => {
    if (group.warmed || !group.child) return;
    group.warmed = true;
    group.child.send({ type: 'warm' } satisfies ReaderRequest);
  });
}

/** Asks `child` to end its builds and itself; stopped when it says it is done or after CLOSE_MS. */
function closeProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => kill(child), CLOSE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.on('message', (message: ReaderMessage) => { if (message.type === 'closed') kill(child); });
    try {
      child.send({ type: 'close' } satisfies ReaderRequest);
    } catch {
      kill(child);
    }
  });
}

function closePool(pool: Pool): Promise<void> {
  pool.closed = true;
  pool.groups.forEach((group) => {
    group.waiting.splice(0).forEach((waiter) => waiter.reject(new Error('the workbench is closed')));
    group.running?.waiters.forEach((waiter) => waiter.reject(new Error('the workbench is closed')));
    group.running = null;
  });
  const running = pool.groups.map((group) => group.child).filter((child): child is ChildProcess => !!child);
  pool.groups.forEach((group) => { group.child = null; });
  return Promise.all(running.map(closeProcess)).then(() => undefined);
}

/**
 * Starts the pool now (the first reads begin while this process loads the server's modules); the
 * hooks are given by `listen`.
 */
export function startPluginReader(settings: ReaderSettings): PluginReader {
  const held: ReaderMessage[] = [];
  const pool = createPool(settings, holdingHooks(held));
  const read = (index: number, supersede = true) => readSource(pool, index, supersede);
  const firstReads = settings.entries.map((_entry, index) => read(index));
  // refused only if a process stops or a later read supersedes it; the snapshot reports that
  firstReads.forEach((first) => first.catch(() => undefined));
  return {
    first: (index) => firstReads[index],
    read,
    listen: (given) => {
      pool.hooks = given;
      replayHeld(held.splice(0), given);
    },
    originOf: (namespace) => {
      for (const group of pool.groups) {
        const found = group.origins.find(([name]) => name === namespace);
        if (found) return found[1];
      }
      return undefined;
    },
    warm: () => warmPool(pool),
    close: () => closePool(pool)
  };
}
