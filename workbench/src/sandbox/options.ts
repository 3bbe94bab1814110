/**
 * What `createSandbox` takes and what it gives back, and the limits it applies by default.
 */
import type express from 'express';
import type Database from 'better-sqlite3';
import type { ObjectStore, StoredObject } from './store';
import type { PluginServiceMount } from './plugins/services';
import type { ServiceHeaders } from './plugins/dispatch';
import type { PluginRecord } from './plugins/install';
import type { Delivery } from './webhooks/dispatcher';

export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_FILES = 10;
export const DEFAULT_MAX_BULK = 500;

/** The sizes a request may have. */
export interface Limits {
  maxJsonBytes: number;
  maxUploadBytes: number;
  maxUploadFiles: number;
  maxBulk: number;
}

export function limitsOf(options: SandboxOptions): Limits {
  return {
    maxJsonBytes: options.maxJsonBytes || DEFAULT_MAX_JSON_BYTES,
    maxUploadBytes: options.maxUploadBytes || DEFAULT_MAX_UPLOAD_BYTES,
    maxUploadFiles: DEFAULT_MAX_UPLOAD_FILES,
    maxBulk: DEFAULT_MAX_BULK
  };
}

export interface SandboxOptions {
  /** A data folder (the database is `sandbox.db` in it); or give `dbFile`. */
  dataDir?: string;
  /** A database file (or `:memory:`). */
  dbFile?: string;
  /** Requests need `Authorization: Bearer <token>` and act as the first user. */
  token?: string;
  /** Tokens that act as other users: token → user id. */
  userTokens?: Record<string, number>;
  /** Seed the demo data when the database is new (default true). */
  seed?: boolean;
  /**
   * The plugin backend services to serve, each `{ namespace, route, dir }` with `dir` holding the
   * service's plugin.js (default: the example plugin's, `examplePluginServices()`). More can be
   * mounted later with `sandbox.mountPluginServices`.
   */
  pluginServices?: PluginServiceMount[];
  /** How long a backend service may take to answer before the sandbox answers 504 (default 30000 ms). */
  pluginServiceTimeoutMs?: number;
  /** The memory ceiling of each service's process, in MiB: heap and Buffers (default 512). */
  pluginServiceMemoryMb?: number;
  /** Requests one service runs at once (default 256); more wait in its queue. */
  pluginServiceConcurrency?: number;
  /** Requests that may wait for a busy service before the sandbox answers 503 (default 1000). */
  pluginServiceQueue?: number;
  /**
   * The REST API that services' znHttp calls (default: this sandbox's /v1 on the address the
   * request came in on, e.g. http://127.0.0.1:3030/v1).
   */
  pluginServiceApiUrl?: string;
  /** The largest uploaded file, in bytes (default 5 MiB). */
  maxUploadBytes?: number;
  /** The largest JSON body, in bytes (default 1 MiB). */
  maxJsonBytes?: number;
  /** Origins allowed by CORS: `*`, a list, or comma-separated text (default: CORS off). */
  cors?: string | string[];
  /**
   * Headers added to every request of a plugin's backend services (the workbench gives its
   * Firebase database's `x-firebase-url` and token this way).
   */
  serviceHeaders?: ServiceHeaders;
  /**
   * Files each backend service's process requires before the service, after the runner's own
   * (src/sandbox/plugins/preloads.ts; the workbench adds its Firebase's lib/zn-firebase this way).
   */
  servicePreloads?: string[];
  /**
   * Attributes added to a plugin's Plugins object in the API's answers, for the acting user (the
   * workbench adds `firebaseUrl` and `firebaseAuthToken`); never stored.
   */
  pluginRecordExtras?: (namespace: string, user: StoredObject) => Record<string, unknown> | undefined;
  /**
   * Host names answered besides localhost, `*.localhost` and IP addresses (SANDBOX_ALLOWED_HOSTS):
   * see src/http/local-guard.ts.
   */
  allowedHosts?: string[];
  /**
   * The local guard, first of all middleware (default true): only this server's host names are
   * answered, and writes from other sites (other than the `cors` origins) are refused. false for
   * a server that guards the sandbox's paths itself (the workbench).
   */
  localGuard?: boolean;
  /**
   * Zengine's debug mode (SANDBOX_DEBUG=1): failure envelopes carry `systemMessage`, a list of
   * lines (a path of no route: the router's "Controller class Controller could not be found.").
   * Default off, as Zengine's production API answered.
   */
  debug?: boolean;
  /** Where server faults are logged (default console.error); their details never reach a response. */
  logError?: (error: unknown) => void;
  /** Called when each response is finished (the CLI prints a line); `access_token` values are hidden. */
  logRequest?: (entry: { method: string; url: string; status: number; milliseconds: number }) => void;
}

export interface Sandbox {
  app: express.Express;
  db: Database.Database;
  store: ObjectStore;
  /** The plugin backend services served. */
  pluginServices(): PluginServiceMount[];
  /**
   * Serves more backend services (replacing any with the same namespace and route); a namespace
   * seen for the first time gets its Plugins object, installed in the demo workspace. Throws an
   * Error naming the service when one is not `{ namespace, route, dir }` with dir/plugin.js.
   */
  mountPluginServices(mounts: PluginServiceMount[]): void;
  /** Stops serving a namespace's backend services (all, or one route). */
  unmountPluginServices(namespace: string, route?: string): void;
  /**
   * Gives every plugin its Plugins object (namespace, name, route...), installed in the demo
   * workspace, so `znData('Plugins').get({ namespace })` finds it, backend services or not.
   * A namespace already registered keeps its object (its name and route are brought up to date).
   */
  registerPlugins(plugins: PluginRecord[]): void;
  /** The webhook deliveries, newest first (time, url, status...). */
  webhookDeliveries(): Delivery[];
  /** Runs a scheduled webhook now; undefined when there is no such ScheduledWebhooks object. */
  runScheduledWebhook(id: number): Delivery | undefined;
  /** Runs scheduled webhooks on their schedule, looking every `everyMs` (the workbench does; default off). */
  startWebhookSchedule(everyMs: number): void;
  /** Resolves once every queued webhook delivery is done. */
  webhooksSettled(): Promise<void>;
  /**
   * Closes the database (stop the HTTP server first) and stops the backend services; resolves
   * when every process they started is gone.
   */
  close(): Promise<void>;
}
