/**
 * The sandbox: an express app serving znData's REST API under /v1 and plugin backend services
 * (Zengine's format, see plugins/services.ts) under /plugins, on SQLite. `createSandbox` builds it
 * without listening, so tests and karma start it on a free port of their own:
 * `createSandbox({ dataDir }).app.listen(0, '127.0.0.1')`.
 */
import path from 'path';
import express, { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import Database from 'better-sqlite3';
import { RESOURCE_PATHS, findResource } from '#core';
import { ApiError, notFound } from './envelopes';
import { openDatabase, readMeta, writeMeta } from './database';
import { compileRoutes } from './routes';
import { ObjectStore, StoredObject } from './store';
import { behaviorOf } from './resources';
import { createApiHandler, timestamp } from './api/handler';
import { seed, DEMO_WORKSPACE_ID, SEED_TIME } from './seed/seed';
import { authenticate, AuthSettings } from './http/auth';
import { corsMiddleware, parseOrigins } from './http/cors';
import { toApiError } from './http/errors';
import { localGuard } from '../http/local-guard';
import { PluginServiceMount, PluginServiceRegistry, checkMount, findPluginServices } from './plugins/services';

export { PluginServiceMount, findPluginServices, checkServiceSyntax } from './plugins/services';
import { dispatchPluginRequest, ServiceHeaders } from './plugins/dispatch';
import { DEFAULT_SERVICE_TIMEOUT_MS, ServiceRunner } from './plugins/runner';
import { registerPlugins, registerPluginRecords, PluginRecord } from './plugins/install';
import { Delivery, WebhookDispatcher } from './webhooks/dispatcher';

export type { Delivery as WebhookDelivery } from './webhooks/dispatcher';
export type { PluginRecord } from './plugins/install';
import { upgradeStoredShapes } from './forms/field-settings';

export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_FILES = 10;
export const DEFAULT_MAX_BULK = 500;
/** The sandbox's own example plugin (namespace `tally`), laid out as a plugin folder: backend/<route>/plugin.js. */
export const EXAMPLE_PLUGIN_FOLDER = path.join(__dirname, 'example-plugin');

/** The example plugin's backend services, `tally/summary` and `tally/counters`: what a sandbox serves by default. */
export function examplePluginServices(): PluginServiceMount[] {
  const found = findPluginServices(EXAMPLE_PLUGIN_FOLDER, 'tally', 'Tally');
  if (found.problems.length) throw new Error(`sandbox: the example plugin is broken: ${found.problems.join('; ')}`);
  return found.mounts;
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
  /** Closes the database (stop the HTTP server first). */
  close(): void;
}

function sendEnvelope(res: Response, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/** This sandbox's REST API as seen from the server itself: the address and port the request came in on. */
function ownApiUrl(req: Request): string {
  const address = (req.socket.localAddress || '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}/v1`;
}

/** Adds the host's attributes (SandboxOptions.pluginRecordExtras) to the Plugins objects of an answer's data. */
function addPluginExtras(body: unknown, extrasOf: (namespace: string) => Record<string, unknown> | undefined): void {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const plugins = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  plugins.forEach((plugin: Record<string, unknown>) => {
    if (!plugin || typeof plugin.namespace !== 'string') return;
    const extras = extrasOf(plugin.namespace);
    if (extras) Object.assign(plugin, extras);
  });
}

export function createSandbox(options: SandboxOptions): Sandbox {
  if (!options.dataDir && !options.dbFile) throw new Error('createSandbox: give dataDir (a folder) or dbFile');
  const limits = {
    maxJsonBytes: options.maxJsonBytes || DEFAULT_MAX_JSON_BYTES,
    maxUploadBytes: options.maxUploadBytes || DEFAULT_MAX_UPLOAD_BYTES,
    maxUploadFiles: DEFAULT_MAX_UPLOAD_FILES,
    maxBulk: DEFAULT_MAX_BULK
  };
  const logError = options.logError || ((error: unknown) => console.error('sandbox: server fault:', error));
  // checked before the database is opened, so a wrong mount leaves nothing open
  const initialServices = (options.pluginServices || examplePluginServices()).map(checkMount);
  const db = openDatabase(options.dbFile ? { dbFile: options.dbFile } : { dataDir: options.dataDir as string });
  const store = new ObjectStore(db);
  const versioned = (resource: string) => {
    const definition = findResource(resource);
    return !!definition && definition.versioned;
  };

  const seeding = options.seed !== false && readMeta(db, 'seeded') === undefined;
  if (seeding) {
    store.transaction(() => {
      seed(store, versioned);
      writeMeta(db, 'seeded', timestamp(new Date()));
    });
  } else {
    // a data folder of an earlier sandbox: its fields in the shape the API answers today
    upgradeStoredShapes(store);
  }
  const services = new PluginServiceRegistry();
  const runner = new ServiceRunner({
    memoryMb: options.pluginServiceMemoryMb,
    concurrency: options.pluginServiceConcurrency,
    queue: options.pluginServiceQueue
  });
  const mountServices = (mounts: PluginServiceMount[], now: string) => {
    registerPlugins(store, services.mount(mounts), DEMO_WORKSPACE_ID, now);
    runner.prune(services.list());
  };
  // plugins registered with the seed get the seed's time, so a fresh sandbox is the same every time
  mountServices(initialServices, seeding ? SEED_TIME : timestamp(new Date()));
  const serviceTimeoutMs = options.pluginServiceTimeoutMs || DEFAULT_SERVICE_TIMEOUT_MS;
  // the API a service reached by a webhook calls: the address the last /v1 request came in on
  let lastApiUrl = options.pluginServiceApiUrl;
  const webhooks = new WebhookDispatcher({
    store,
    log: logError,
    // Zengine's plugin-services host is this sandbox's /plugins: run the service here, never on the network
    deliverToPlugin: async (delivery) => {
      const answer = await dispatchPluginRequest({
        method: 'POST',
        url: delivery.path,
        originalUrl: '/plugins' + delivery.path,
        headers: { ...delivery.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        apiUrl: lastApiUrl || 'http://127.0.0.1:3030/v1',
        readBody: async () => delivery.body
      }, services, store, { runner, timeoutMs: serviceTimeoutMs, log: logError, serviceHeaders: options.serviceHeaders }).catch((error: unknown) => {
        const apiError = toApiError(error, limits);
        if (!apiError) throw error;
        return { status: apiError.status, envelope: apiError.toEnvelope() };
      });
      if ('envelope' in answer) return { status: answer.status, text: JSON.stringify(answer.envelope) };
      return { status: answer.status, text: answer.body ? answer.body.toString('utf8', 0, 500) : '' };
    }
  });

  const auth: AuthSettings = { token: options.token, userTokens: options.userTokens };
  const userOf = (req: Request): StoredObject => {
    const accessToken = new URL(req.url, 'http://sandbox.invalid').searchParams.get('access_token');
    const userId = authenticate(auth, req.headers.authorization, accessToken);
    const user = userId !== undefined ? store.get('Users', userId) : store.listAll('Users')[0];
    return user || { id: userId || 0 };
  };

  const jsonParser = express.json({ limit: limits.maxJsonBytes, type: ['application/json', '+json'] });
  const multipartParser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.maxUploadBytes, files: limits.maxUploadFiles, fields: 20, fieldSize: 64 * 1024, parts: 40, headerPairs: 100 }
  }).any();
  const run = (middleware: express.RequestHandler) => (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
  const parseJson = run(jsonParser);
  const parseMultipart = (req: Request, res: Response) => run(multipartParser)(req, res).catch((error) => {
    throw toApiError(error, limits) || new ApiError('badRequest', `The multipart body is malformed: ${(error as Error).message}`);
  });

  const handleApi = createApiHandler({
    store,
    routes: compileRoutes(RESOURCE_PATHS),
    behaviorOf,
    versioned,
    limits,
    parseJson,
    parseMultipart,
    recordsChanged: (changes) => webhooks.recordsChanged(changes)
  });

  const origins = parseOrigins(options.cors);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  const logRequest = options.logRequest;
  if (logRequest) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => logRequest({
        method: req.method,
        url: req.originalUrl.replace(/([?&]access_token=)[^&]*/g, '$1…'),
        status: res.statusCode,
        milliseconds: Number(process.hrtime.bigint() - started) / 1e6
      }));
      next();
    });
  }
  // First of what answers: the local guard (the request log above only watches, so refusals are logged too).
  if (options.localGuard !== false) {
    app.use(localGuard({ allowedHosts: options.allowedHosts, corsOrigins: origins, howToAllow: 'set SANDBOX_ALLOWED_HOSTS (or createSandbox\'s allowedHosts) to it' }));
  }
  if (origins.length) app.use(corsMiddleware(origins));

  const pluginRecordExtras = options.pluginRecordExtras;
  app.use('/v1', async (req: Request, res: Response) => {
    if (!options.pluginServiceApiUrl) lastApiUrl = ownApiUrl(req);
    const user = userOf(req);
    const answer = await handleApi(req, res, user);
    if (pluginRecordExtras && /^\/plugins(\/[^/]+)?\/?(\?|$)/.test(req.url)) addPluginExtras(answer.body, (namespace) => pluginRecordExtras(namespace, user));
    sendEnvelope(res, answer.status, answer.body);
  });
  const parseForm = run(express.urlencoded({ extended: false, limit: limits.maxJsonBytes }));
  const parseText = run(express.text({ type: () => true, limit: limits.maxJsonBytes }));
  app.use('/plugins', async (req: Request, res: Response) => {
    userOf(req); // a sandbox with tokens refuses an unknown caller before running any service
    const answer = await dispatchPluginRequest({
      method: req.method,
      url: req.url,
      originalUrl: req.originalUrl,
      headers: req.headers,
      apiUrl: options.pluginServiceApiUrl || ownApiUrl(req),
      // what express's body parsers gave Zengine's services: JSON, form fields, else the text; {} without a body
      readBody: async () => {
        if (!req.headers['content-type'] && !Number(req.headers['content-length']) && !req.headers['transfer-encoding']) return {};
        if (req.is(['application/json', '+json'])) await parseJson(req, res);
        else if (req.is('application/x-www-form-urlencoded')) await parseForm(req, res);
        else await parseText(req, res);
        return req.body === undefined ? {} : req.body;
      }
    }, services, store, { runner, timeoutMs: serviceTimeoutMs, log: logError, serviceHeaders: options.serviceHeaders });
    if ('envelope' in answer) {
      sendEnvelope(res, answer.status, answer.envelope);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    Object.keys(answer.headers).filter((name) => name !== 'content-length' && name !== 'transfer-encoding')
      .forEach((name) => res.setHeader(name, answer.headers[name]));
    res.status(answer.status);
    if (answer.body === undefined) res.end();
    else res.end(answer.body);
  });
  app.use((req: Request) => {
    throw notFound(`Nothing is served at ${req.path.slice(0, 200)}; the API is under /v1 and plugin services under /plugins`);
  });
  // express knows an error handler by its four parameters
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    let apiError = toApiError(error, limits);
    if (!apiError) {
      logError(error);
      apiError = new ApiError('serverError', 'The sandbox failed to handle this request; its log has the details');
    }
    if (apiError.kind === 'unauthorized') res.setHeader('WWW-Authenticate', 'Bearer realm="sandbox"');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendEnvelope(res, apiError.status, apiError.toEnvelope());
  });

  return {
    app,
    db,
    store,
    pluginServices: () => services.list(),
    mountPluginServices: (mounts) => mountServices(mounts, timestamp(new Date())),
    unmountPluginServices: (namespace, route) => {
      services.unmount(namespace, route);
      runner.prune(services.list());
    },
    registerPlugins: (plugins) => registerPluginRecords(store, plugins, DEMO_WORKSPACE_ID, timestamp(new Date())),
    webhookDeliveries: () => webhooks.list(),
    runScheduledWebhook: (id) => webhooks.runScheduled(id),
    startWebhookSchedule: (everyMs) => webhooks.startSchedule(everyMs),
    webhooksSettled: () => webhooks.settled(),
    close: () => {
      webhooks.close();
      runner.close();
      if (db.open) db.close();
    }
  };
}
