/**
 * What the workbench's app stands on, made once at start: the build thread and the served plugins'
 * snapshot (plugin-reader.ts, snapshot.ts), the Firebase databases, the sandbox, the live-reload
 * channel; once the first read is in (`ready`): the plugins' records and services, their
 * databases, the installs of missing npm dependencies, and the watcher that keeps them all
 * following the files. Nothing here builds on this thread: a request waits at most for the read
 * already asked for.
 */
import fs from 'fs';
import path from 'path';
import util from 'util';
import * as sandboxModule from '../sandbox';
import type { Sandbox } from '../sandbox';
import { createFirebaseHost, FirebaseHost } from '../firebase/host';
import { SERVICE_FIREBASE_PRELOAD } from '../firebase/service-preload';
import type { V2Origin } from '../v2';
import { printable, printableLines } from '../printable';
import { createLiveReloadChannel, EVENTS_PATH, LiveReloadChannel } from './events';
import { applyPlugins, createLive, Live } from './live';
import { createServiceMounts } from './mounts';
import type { WorkbenchOptions } from './options';
import { PluginReader, readerSettingsOf, startPluginReader } from './plugin-reader';
import { createServedPlugins, PluginSnapshot } from './snapshot';
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
   * are handed over and the reads they ask for are in (those of `namespace`'s source, when
   * given). A file saved just before a reload has its event queued with the request, and Node
   * may hand out the request first within one poll; setImmediate runs after that poll.
   */
  settledSnapshot(namespace?: string): Promise<PluginSnapshot>;
  readCounts(): Map<string, number>;
  sandbox: Sandbox;
  firebase: FirebaseHost;
  /** The version 2 plugin served at `http://<namespace>.localhost:<port>/` (its build runs on the build thread). */
  originOf(namespace: string): V2Origin | undefined;
  channel: LiveReloadChannel;
  /** Has the build thread load the compilers once no request comes. */
  warmUp: WarmUp;
  ready: Promise<void>;
  allowedHosts: string[];
  distDir: string;
  logError(error: unknown): void;
  /** Ends the build thread (and the builds it started), the watcher and the channel. */
  close(): Promise<void>;
}

function createSandbox(options: WorkbenchOptions, firebase: FirebaseHost, logError: (error: unknown) => void): Sandbox {
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
  return sandbox;
}

/** What a command may have started before the server's modules loaded: the build thread (cli.ts). */
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
  // a v2 build that ends is followed through like an edit (the live part, made once the first read is in)
  let live: Live | undefined;
  let watcher: Watcher | undefined;
  const reader = early.reader || startPluginReader(settings);
  reader.listen({ log, changed: (files) => live?.changed(files) });
  const plugins = createServedPlugins(entries, reader);
  const firebase = createFirebaseHost({ dataDir, reset: options.reset, firebaseRules: options.firebaseRules, log });
  const sandbox = createSandbox(options, firebase, logError);
  const mounts = createServiceMounts(sandbox);
  const scheduleMs = options.webhookScheduleMs === undefined ? 30000 : options.webhookScheduleMs;
  if (scheduleMs > 0) sandbox.startWebhookSchedule(Math.max(scheduleMs, 20));
  const channel = createLiveReloadChannel();
  const warmUp = warmWhenIdle([() => reader.warm()], EVENTS_PATH);
  let closed = false;

  const ready = plugins.start().then(async (atStart) => {
    applyPlugins({ sandbox, mounts }, atStart.plugins);
    if (closed) return;
    live = createLive({ plugins, sandbox, firebase, mounts, channel, log });
    watcher = watchFolders(() => plugins.current().plugins.flatMap((plugin) => plugin.watchDirs), (files) => live?.changed(files), dataDir);
    // the first page has the plugins' databases and their npm dependencies
    await Promise.all([firebase.sync(atStart.plugins), live.started()]);
  });

  const allowedHosts = (options.allowedHosts || []).slice();
  if (options.host && !/^[\d.:]+$/.test(options.host)) allowedHosts.push(options.host.toLowerCase());
  return {
    snapshot: () => plugins.current(),
    settledSnapshot: async (namespace) => {
      await ready;
      await new Promise((resolve) => setImmediate(resolve));
      watcher?.flush();
      await live?.idle(namespace);
      return plugins.current();
    },
    readCounts: plugins.readCounts,
    sandbox,
    firebase,
    originOf: reader.originOf,
    channel,
    warmUp,
    ready,
    allowedHosts,
    distDir: options.distDir || SDK_DIST,
    logError,
    close: () => {
      closed = true;
      warmUp.close();
      live?.close();
      watcher?.close();
      channel.close();
      return reader.close();
    }
  };
}
