/**
 * The sandbox: an express app serving znData's REST API under /v1 and plugin backend services
 * (Zengine's format, see plugins/services.ts) under /plugins, on SQLite. `createSandbox` builds it
 * without listening, so tests and karma start it on a free port of their own:
 * `createSandbox({ dataDir }).app.listen(0, '127.0.0.1')`.
 */
import express, { Request } from 'express';
import { compileRoutes } from './routes';
import { SANDBOX_PATHS } from './api/zengine-routes';
import { behaviorOf } from './resources';
import { createApiHandler, timestamp } from './api/handler';
import { DEMO_WORKSPACE_ID, SEED_TIME } from './seed/seed';
import { Access, authenticate, AuthSettings } from './http/auth';
import { answerOptions, corsMiddleware, parseOrigins } from './http/cors';
import { errorHandler, nothingServed } from './http/errors';
import { requestLog } from './http/request-log';
import { bodyParsers } from './http/body-parsers';
import { apiRoute, pluginRoute } from './http/routes';
import { localGuard } from '../http/local-guard';
import { checkMount, examplePluginServices } from './plugins/services';
import { writePluginRecords } from './plugins/install';
import { ObjectStore, StoredObject } from './store';
import { openSandboxData } from './data';
import { createBackend } from './backend';
import { limitsOf, Sandbox, SandboxOptions } from './options';

export { PluginServiceMount, findPluginServices, checkServiceSyntax, checkServiceFolder, describeServiceProblem, examplePluginServices, EXAMPLE_PLUGIN_FOLDER } from './plugins/services';
export type { ServiceProblem, ServiceProblemKind } from './plugins/services';
export type { Delivery as WebhookDelivery } from './webhooks/dispatcher';
export type { PluginRecord } from './plugins/install';
export { DEFAULT_MAX_JSON_BYTES, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES, DEFAULT_MAX_BULK } from './options';
export type { Sandbox, SandboxOptions } from './options';

/**
 * The user a request acts as: its token's, else (an open sandbox) the first user; nobody (id 0)
 * for a public resource read with an application's `client_id` only.
 */
function usersOfRequests(store: ObjectStore, auth: AuthSettings) {
  return (req: Request, access: Access = 'private'): StoredObject => {
    const search = new URL(req.url, 'http://sandbox.invalid').searchParams;
    const caller = authenticate(auth, {
      authorization: req.headers.authorization, accessToken: search.get('access_token'), clientId: search.get('client_id')
    }, access);
    if (caller.kind === 'anonymous') return { id: 0 };
    const user = caller.kind === 'user' ? store.get('Users', caller.userId) : store.listAll('Users')[0];
    return user || { id: caller.kind === 'user' ? caller.userId : 0 };
  };
}

export function createSandbox(options: SandboxOptions): Sandbox {
  if (!options.dataDir && !options.dbFile) throw new Error('createSandbox: give dataDir (a folder) or dbFile');
  const limits = limitsOf(options);
  const logError = options.logError || ((error: unknown) => console.error('sandbox: server fault:', error));
  // checked before the database is opened, so a wrong mount leaves nothing open
  const initialServices = (options.pluginServices || examplePluginServices()).map(checkMount);
  const { db, store, versioned, seeded } = openSandboxData(options, options.seed !== false);
  const backend = createBackend(store, options, limits, logError);
  // plugins registered with the seed get the seed's time, so a fresh sandbox is the same every time
  backend.mount(initialServices, seeded ? SEED_TIME : timestamp(new Date()));

  const parsers = bodyParsers(limits);
  const api = createApiHandler({
    store, routes: compileRoutes(SANDBOX_PATHS), behaviorOf, versioned, limits,
    readers: { json: parsers.json, formFields: parsers.formFields, xml: parsers.xml, multipart: parsers.multipart },
    recordsChanged: (changes) => backend.webhooks.recordsChanged(changes)
  });
  const userOf = usersOfRequests(store, { token: options.token, userTokens: options.userTokens });
  const origins = parseOrigins(options.cors);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  // the request log only watches, so it comes before the local guard and sees its refusals too
  if (options.logRequest) app.use(requestLog(options.logRequest));
  const guardSettings = { allowedHosts: options.allowedHosts, corsOrigins: origins, howToAllow: 'set SANDBOX_ALLOWED_HOSTS (or createSandbox\'s allowedHosts) to it' };
  if (options.localGuard !== false) app.use(localGuard(guardSettings));
  if (origins.length) app.use(corsMiddleware(origins));
  app.use('/v1', answerOptions);
  app.use('/v1', apiRoute(api, userOf, backend, guardSettings, options.pluginRecordExtras));
  app.use('/plugins', pluginRoute(userOf, backend, parsers, options.pluginServiceApiUrl));
  app.use(nothingServed);
  app.use(errorHandler(limits, logError, options.debug === true));

  return {
    app,
    db,
    store,
    pluginServices: () => backend.services.list(),
    mountPluginServices: (mounts) => backend.mount(mounts, timestamp(new Date())),
    unmountPluginServices: (namespace, route) => backend.unmount(namespace, route),
    registerPlugins: (plugins) => writePluginRecords(store, { plugins }, DEMO_WORKSPACE_ID, timestamp(new Date())),
    webhookDeliveries: () => backend.webhooks.list(),
    runScheduledWebhook: (id) => backend.webhooks.runScheduled(id),
    startWebhookSchedule: (everyMs) => backend.webhooks.startSchedule(everyMs),
    webhooksSettled: () => backend.webhooks.settled(),
    close: () => {
      const stopped = backend.close();
      if (db.open) db.close();
      return stopped;
    }
  };
}
