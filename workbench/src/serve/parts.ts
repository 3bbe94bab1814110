/**
 * What the workbench's app stands on, made once at start in this order: the served plugins (each
 * read, a repository built, once), the Firebase databases, the sandbox with the plugins' records
 * and services, the live-reload channel and the watcher that keeps them all following the files.
 */
import fs from 'fs';
import path from 'path';
import util from 'util';
import * as sandboxModule from '../sandbox';
import type { Sandbox } from '../sandbox';
import { createFirebaseHost, FirebaseHost } from '../firebase/host';
import { SERVICE_FIREBASE_PRELOAD } from '../firebase/service-preload';
import { V2Builds } from '../v2';
import { printable, printableLines } from '../printable';
import { LEGACY_COMPILER_LOADS } from '../repository/steps';
import { createLiveReloadChannel, EVENTS_PATH, LiveReloadChannel } from './events';
import { problemLines } from './host-page';
import { applyPlugins, createLive } from './live';
import { createServiceMounts } from './mounts';
import type { WorkbenchOptions } from './options';
import { createServedPlugins, normalizeEntry, PluginSnapshot } from './snapshot';
import { warmWhenIdle, WarmUp } from './warm-up';
import { watchFolders } from './watch';

/** The SDK package's dist/: the bundles and stylesheet the host page loads. */
const SDK_DIST = path.join(path.dirname(require.resolve('zn-plugin/package.json')), 'dist');
const DATABASE_FILES = ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm'];

export interface WorkbenchParts {
  /** The served plugins now; what the watcher gathered is followed through first. */
  snapshot(): PluginSnapshot;
  /**
   * The same for a request: resolves once the change events already waiting beside the request
   * are in. A file saved just before a reload has its event queued with the request, and Node may
   * hand out the request first within one poll; setImmediate runs after that poll.
   */
  settledSnapshot(): Promise<PluginSnapshot>;
  readCounts(): Map<string, number>;
  sandbox: Sandbox;
  firebase: FirebaseHost;
  /** The version 2 plugins' background builds and their origins. */
  v2: V2Builds;
  channel: LiveReloadChannel;
  /** Loads a repository build's compilers while no request comes. */
  warmUp: WarmUp;
  ready: Promise<void>;
  allowedHosts: string[];
  distDir: string;
  logError(error: unknown): void;
  close(): void;
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

export function createWorkbenchParts(options: WorkbenchOptions): WorkbenchParts {
  if (!options || !options.dataDir) throw new Error('startWorkbench: give dataDir, the sandbox\'s data folder');
  const writeLine = options.log || ((line: string) => process.stdout.write(`${line}\n`));
  // names and problems come from folder and file names: no escape sequence reaches the terminal
  const log = (line: string) => writeLine(printable(line));
  const logError = options.logError || ((error: unknown) => process.stderr.write(`${printableLines(util.inspect(error))}\n`));
  const dataDir = path.resolve(options.dataDir);

  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) DATABASE_FILES.forEach((file) => fs.rmSync(path.join(dataDir, file), { force: true }));
  const entries = (options.plugins || []).map(normalizeEntry);
  // a v2 build that ends is followed through like an edit (the live part, made below)
  let followV2: (files: string[]) => void = () => undefined;
  const v2 = new V2Builds({ log, changed: (files) => followV2(files) });
  const shipV2 = { asV2: options.asV2, sdkDir: options.distDir };
  const plugins = createServedPlugins(entries, { env: options.env, cache: options.buildCache || new Map(), log, v2, shipV2 }, options.readAhead);
  const atStart = plugins.current().plugins;
  problemLines(atStart).forEach(log);
  const firebase = createFirebaseHost({ dataDir, reset: options.reset, firebaseRules: options.firebaseRules, log });
  const sandbox = createSandbox(options, firebase, logError);
  const ready = firebase.sync(atStart);
  const mounts = createServiceMounts(sandbox);
  applyPlugins({ sandbox, mounts }, atStart);
  const scheduleMs = options.webhookScheduleMs === undefined ? 30000 : options.webhookScheduleMs;
  if (scheduleMs > 0) sandbox.startWebhookSchedule(Math.max(scheduleMs, 20));

  const channel = createLiveReloadChannel();
  const live = createLive({ plugins, sandbox, firebase, mounts, channel, log });
  const watcher = watchFolders(() => plugins.current().plugins.flatMap((plugin) => plugin.watchDirs), live.changed, dataDir);
  followV2 = live.changed;
  live.installMissing();
  const builds = atStart.some((plugin) => plugin.source === 'repository' && plugin.ok && !plugin.version2);
  const warmUp = warmWhenIdle(builds ? LEGACY_COMPILER_LOADS : [], EVENTS_PATH);

  const allowedHosts = (options.allowedHosts || []).slice();
  if (options.host && !/^[\d.:]+$/.test(options.host)) allowedHosts.push(options.host.toLowerCase());
  const snapshot = () => {
    watcher.flush();
    return plugins.current();
  };
  return {
    snapshot,
    settledSnapshot: () => new Promise((resolve, reject) => setImmediate(() => {
      try {
        resolve(snapshot());
      } catch (error) {
        reject(error);
      }
    })),
    readCounts: plugins.readCounts,
    sandbox,
    firebase,
    v2,
    channel,
    warmUp,
    ready,
    allowedHosts,
    distDir: options.distDir || SDK_DIST,
    logError,
    close: () => {
      v2.close();
      warmUp.close();
      live.close();
      watcher.close();
      channel.close();
    }
  };
}
