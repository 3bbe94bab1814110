/**
 * The sandbox: an express app serving znData's REST API under /v1 and plugin services under
 * /plugins, on SQLite. `createSandbox` builds it without listening, so tests and karma start it
 * on a free port of their own: `createSandbox({ dataDir }).app.listen(0, '127.0.0.1')`.
 */
import path from 'path';
import express, { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import Database from 'better-sqlite3';
import { RESOURCE_PATHS, findResource } from '../src/data/resources';
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
import { PluginBackendModule } from './plugins/backend';
import { PluginBackend, compileBackends, loadBackendFolder } from './plugins/registry';
import { dispatchPluginRequest } from './plugins/dispatch';
import { registerPlugins } from './plugins/install';
import { upgradeStoredShapes } from './forms/field-settings';

export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_FILES = 10;
export const DEFAULT_MAX_BULK = 500;
/** The folder the built-in plugin backends are loaded from. */
export const DEFAULT_PLUGIN_BACKENDS = path.join(__dirname, 'plugin-backends');

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
  /** A folder of `<namespace>.js` backend modules, or modules by namespace (default: plugin-backends/). */
  pluginBackends?: string | Record<string, PluginBackendModule>;
  /** The largest uploaded file, in bytes (default 5 MiB). */
  maxUploadBytes?: number;
  /** The largest JSON body, in bytes (default 1 MiB). */
  maxJsonBytes?: number;
  /** Origins allowed by CORS: `*`, a list, or comma-separated text (default: CORS off). */
  cors?: string | string[];
  /** Where server faults are logged (default console.error); their details never reach a response. */
  logError?: (error: unknown) => void;
  /** Called when each response is finished (the CLI prints a line); `access_token` values are hidden. */
  logRequest?: (entry: { method: string; url: string; status: number; milliseconds: number }) => void;
}

export interface Sandbox {
  app: express.Express;
  db: Database.Database;
  store: ObjectStore;
  /** The plugin backends served, by namespace. */
  backends: Map<string, PluginBackend>;
  /** Closes the database (stop the HTTP server first). */
  close(): void;
}

function sendEnvelope(res: Response, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
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
  const backendList = typeof options.pluginBackends === 'object'
    ? compileBackends(options.pluginBackends)
    : loadBackendFolder(options.pluginBackends || DEFAULT_PLUGIN_BACKENDS);
  const backends = new Map(backendList.map((backend) => [backend.namespace, backend] as [string, PluginBackend]));
  // plugins registered with the seed get the seed's time, so a fresh sandbox is the same every time
  registerPlugins(store, backendList, DEMO_WORKSPACE_ID, seeding ? SEED_TIME : timestamp(new Date()));

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
    parseMultipart
  });

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
  const origins = parseOrigins(options.cors);
  if (origins.length) app.use(corsMiddleware(origins));

  app.use('/v1', async (req: Request, res: Response) => {
    const answer = await handleApi(req, res, userOf(req));
    sendEnvelope(res, answer.status, answer.body);
  });
  app.use('/plugins', async (req: Request, res: Response) => {
    const user = userOf(req);
    const answer = await dispatchPluginRequest({
      method: req.method,
      url: req.url,
      user,
      readBody: async () => {
        if (!req.is(['application/json', '+json'])) return undefined;
        await parseJson(req, res);
        return req.body;
      }
    }, backends, store, (error) => logError(error));
    sendEnvelope(res, answer.status, answer.body);
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
    backends,
    close: () => {
      if (db.open) db.close();
    }
  };
}
