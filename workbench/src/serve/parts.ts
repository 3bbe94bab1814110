/**
 * What the workbench's app stands on, made once at start: the build processes and the served
 * plugins' snapshot (plugin-reader.ts, snapshot.ts), the live-reload channel, the live flow and the
 * watcher that keeps them following the files. As each source's first read comes in, the page has
 * it (live.ts); `ready` once they all have, with the installs of missing npm dependencies. The
 * workbench listens at once: a request waits at most REQUEST_WAIT_MS for the reads under way that
 * concern it, then is answered from the last build (or shows the folder as being built).
 *
 * The services the page's later requests reach (`services()`: the sandbox with the plugins' records
 * and backend services, the plugins' Firebase databases) are made after that, in this process: once
 * the first host page is answered, when a request needs them (app.ts holds it until their databases
 * listen), or once the workbench has had no request for a moment (warm-up.ts), whichever comes
 * first; they take the plugins read so far, then follow each read (live.ts). Loading them (express
 * apps, SQLite, the rules engine) took about a third of the time to the first page.
 */
import fs from 'fs';
import path from 'path';
import util from 'util';
import type { Sandbox } from '../sandbox';
import { FIREBASE_FOLDER } from '../firebase/folder';
import { SERVICE_FIREBASE_PRELOAD } from '../firebase/service-preload';
import type { V2Origin } from '../v2';
import { printable, printableLines } from '../printable';
import { createLiveReloadChannel, EVENTS_PATH, LiveReloadChannel } from './events';
import { applyPlugins, createLive, Live, LiveServices } from './live';
import { createServiceMounts } from './mounts';
import type { WorkbenchOptions } from './options';
import { PluginReader, readerSettingsOf, startPluginReader } from './plugin-reader';
import { createServedPlugins, PluginSnapshot, REQUEST_WAIT_MS, ServedPlugins } from './snapshot';
import { snapshotStamp } from './host-page';
import { watchFolders, Watcher } from './watch';
import { warmWhenIdle, WarmUp } from './warm-up';

/** The SDK package's dist/: the bundles and stylesheet the host page loads. */
const SDK_DIST = path.join(path.dirname(require.resolve('zn-plugin/package.json')), 'dist');
const DATABASE_FILES = ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm'];

export interface WorkbenchParts {
  /** The served plugins now. */
  snapshot(): PluginSnapshot;
  /**
   * The same for a request: resolves once the change events already waiting beside the request
   * are handed over and the reads under way are in (those of `namespace`'s source, when given),
   * or REQUEST_WAIT_MS has passed since the newest was asked for (a slow build: the page has the last
   * build, or shows the folder as being built, and the live reload brings the build in). A file saved just before a
   * reload has its event queued with the request, and Node may hand out the request first within
   * one poll; setImmediate runs after that poll.
   */
  settledSnapshot(namespace?: string): Promise<PluginSnapshot>;
  readCounts(): Map<string, number>;
  /** The sandbox and the Firebase databases, made now if they are not yet (see above). */
  services(): LiveServices;
  /** Has the services made once this turn is over (the first host page was answered). */
  servicesSoon(): void;
  /**
   * What a sandbox request waits for: the first reads (at most REQUEST_WAIT_MS from the start), the services
   * made, and the databases of the plugins served now listening.
   */
  servicesReady(): Promise<void>;
  /** The version 2 plugin served at `http://<namespace>.localhost:<port>/` (its build runs in a build process). */
  originOf(namespace: string): V2Origin | undefined;
  channel: LiveReloadChannel;
  /** Makes the services, then has the build processes load the compilers, once no request comes. */
  warmUp: WarmUp;
  /** Resolves once the first read is in and its npm installs ended: the host page can be drawn (start.ts listens then). */
  ready: Promise<void>;
  allowedHosts: string[];
  distDir: string;
  /** The folder of the Firebase databases' files. */
  firebaseFolder: string;
  logError(error: unknown): void;
  /** Ends the build processes (and the builds they started), the watcher, the channel, and the services when made. */
  close(): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-require-imports */
/** The sandbox and the plugins' databases: loaded and made when first needed (see above). */
function createServices(options: WorkbenchOptions, dataDir: string, log: (line: string) => void, logError: (error: unknown) => void): LiveServices {
  const { createFirebaseHost } = require('../firebase/host') as typeof import('../firebase/host');
  const sandboxModule = require('../sandbox') as typeof import('../sandbox');
  const firebase = createFirebaseHost({ dataDir, reset: options.reset, firebaseRules: options.firebaseRules, log });
  const sandbox: Sandbox = sandboxModule.createSandbox({
    dataDir: options.dataDir,
    // the sandbox's own example plugin (tally); the served plugins' services are mounted by mounts.ts
    pluginServices: sandboxModule.examplePluginServices(),
    pluginServiceTimeoutMs: options.serviceTimeoutMs,
    // the workbench's own guard runs first, for the sandbox's paths too
    localGuard: false,
    logError,
    // each served plugin's Firebase database: on its Plugins object, and in its services' headers
    pluginRecordExtras: (namespace, user) => firebase.pluginRecordExtras(namespace, user, sandbox.store),
    serviceHeaders: firebase.serviceHeaders,
    // what a service process loads first: the workbench's lib/zn-firebase
    servicePreloads: [SERVICE_FIREBASE_PRELOAD]
  });
  const scheduleMs = options.webhookScheduleMs === undefined ? 30000 : options.webhookScheduleMs;
  if (scheduleMs > 0) sandbox.startWebhookSchedule(Math.max(scheduleMs, 20));
  return { sandbox, firebase, mounts: createServiceMounts(sandbox) };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The services, made once: at the first `get`, or after this turn (`soon`: the first page was
 * answered); never after `close` (nobody would close them: their processes, the databases' ports).
 */
function lazyServices(make: () => LiveServices) {
  let made: LiveServices | undefined;
  let closed = false;
  let soon: NodeJS.Immediate | null = null;
  const get = (): LiveServices => {
    if (made) return made;
    if (closed) throw new Error('the workbench is closed: its sandbox and databases are not made any more');
    made = make();
    return made;
  };
  return {
    get,
    made: () => made,
    unlessClosed: () => { if (!closed) get(); },
    soon: () => {
      if (made || soon || closed) return;
      soon = setImmediate(() => {
        soon = null;
        if (!closed) get();
      });
    },
    close: () => {
      closed = true;
      if (soon) clearImmediate(soon);
      return Promise.all([made?.sandbox.close(), made?.firebase.close()]);
    }
  };
}

/** The stamp of the snapshot a page would be drawn from now (host-page.ts), worked out once per snapshot. */
function drawnStampOf(plugins: ServedPlugins): () => string {
  const stamps = new WeakMap<PluginSnapshot, string>();
  return () => {
    const current = plugins.current();
    let stamp = stamps.get(current);
    if (stamp === undefined) stamps.set(current, stamp = snapshotStamp(current));
    return stamp;
  };
}

/**
 * The snapshot a request is answered from: the files saved so far taken in, each read of them (of
 * `namespace`'s source, or any) waited for until REQUEST_WAIT_MS after it was asked for; a slow
 * build is answered from its last (and said in the terminal when it is in).
 */
function settledSnapshotOf(plugins: ServedPlugins, live: Live, watcher: Watcher): (namespace?: string) => Promise<PluginSnapshot> {
  return async (namespace) => {
    await new Promise((resolve) => setImmediate(resolve));
    watcher.flush();
    const now = Date.now();
    const since = now - REQUEST_WAIT_MS;
    const newest = live.newestAsk(namespace);
    if (newest >= since) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([live.idle(namespace, since), new Promise((resolve) => { timer = setTimeout(resolve, newest + REQUEST_WAIT_MS - now); })]);
      clearTimeout(timer);
    }
    live.answeredWithoutReads();
    return plugins.current();
  };
}

/** What a command may have started before the server's modules loaded: the build processes (cli.ts). */
export interface EarlyParts {
  reader?: PluginReader;
}

export function createWorkbenchParts(options: WorkbenchOptions, early: EarlyParts = {}): WorkbenchParts {
  if (!options || !options.dataDir) throw new Error('startWorkbench: give dataDir, the sandbox\'s data folder');
  const writeLine = options.log || ((line: string) => process.stdout.write(`${line}\n`));
  // names and problems come from folder and file names: no escape sequence reaches the terminal
  const log = (line: string) => writeLine(printable(line));
  const logError = options.logError || ((error: unknown) => process.stderr.write(`${printableLines(util.inspect(error))}\n`));
  const dataDir = path.resolve(options.dataDir);

  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) DATABASE_FILES.forEach((file) => fs.rmSync(path.join(dataDir, file), { force: true }));
  const settings = readerSettingsOf(options);
  const entries = settings.entries;
  const reader = early.reader || startPluginReader(settings);
  const plugins = createServedPlugins(entries, reader);
  const channel = createLiveReloadChannel(drawnStampOf(plugins));
  const services = lazyServices(() => {
    const made = createServices(options, dataDir, log, logError);
    // the plugins read so far: their records, their backend services, their databases (the next reads: live.ts)
    applyPlugins(made, plugins.current().plugins);
    void made.firebase.sync(plugins.current().plugins);
    return made;
  });
  const warmUp = warmWhenIdle([services.unlessClosed, () => reader.warm()], EVENTS_PATH);
  // each source's reads are followed as they come in, the first ones too; the watcher looks at the
  // folders again after each (a source's first read names the folders it is built from)
  const live: Live = createLive({ plugins, services: services.made, channel, log, readIn: () => watcher.look() });
  // a v2 build that ends is followed through like an edit
  reader.listen({ log, changed: (files) => live.changed(files), wrote: (files) => live.scriptWrote(files) });
  const watcher: Watcher = watchFolders(() => entries.map((entry) => entry.dir).concat(plugins.current().plugins.flatMap((plugin) => plugin.watchDirs)),
    (files) => live.changed(files), dataDir);
  plugins.start();

  // the first reads and the npm dependencies of the plugins served at start (the databases: servicesReady)
  const ready = live.started();
  // what a sandbox request waits for before the services: the first reads, a while at most (a slow
  // first build: the plugins read so far); worked out once, not per request
  const readsOrAWhile = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, REQUEST_WAIT_MS);
    timer.unref();
    ready.then(resolve, reject);
  });

  const allowedHosts = (options.allowedHosts || []).slice();
  if (options.host && !/^[\d.:]+$/.test(options.host)) allowedHosts.push(options.host.toLowerCase());
  return {
    snapshot: () => plugins.current(),
    settledSnapshot: settledSnapshotOf(plugins, live, watcher),
    readCounts: plugins.readCounts,
    services: services.get,
    servicesSoon: services.soon,
    servicesReady: async () => {
      await readsOrAWhile;
      await services.get().firebase.synced();
    },
    originOf: reader.originOf,
    channel,
    warmUp,
    ready,
    allowedHosts,
    distDir: options.distDir || SDK_DIST,
    firebaseFolder: path.join(dataDir, FIREBASE_FOLDER),
    logError,
    close: () => {
      warmUp.close();
      live.close();
      watcher.close();
      channel.close();
      // the sandbox's close waits for every process its services started to end; the build processes for their builds'
      return Promise.all([reader.close(), services.close()]).then(() => undefined);
    }
  };
}
