/**
 * Plugin services: `/plugins/workspaces/<workspaceId>/<namespace><route>` runs the route's
 * handler of the namespace's backend. Unknown workspace, namespace or route: 404; a plugin not
 * installed in the workspace (no WorkspacePluginLinks object): 403.
 */
import Database from 'better-sqlite3';
import { ApiError, FAILURES, FailureEnvelope, badRequest, notFound } from '../envelopes';
import { ObjectStore, StoredObject } from '../store';
import { PluginContext, PluginStorage, isReply, PluginError, pluginFailure, reply } from './backend';
import { PluginBackend, matchPluginRoute } from './registry';
import { isPlainObject } from '../../src/values';

export interface PluginRequest {
  method: string;
  /** The URL after `/plugins`, with its query. */
  url: string;
  user: StoredObject;
  /** Reads the JSON body; called only for POST and PUT of a matched route. */
  readBody(): Promise<unknown>;
}

export interface PluginAnswer {
  status: number;
  /** undefined: no body (204). */
  body?: unknown;
}

const ID = /^[1-9][0-9]{0,15}$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
  }
}

export function storageFor(db: Database.Database, namespace: string, workspaceId: number): PluginStorage {
  return {
    get: (key) => {
      const row = db.prepare('SELECT value FROM plugin_storage WHERE namespace = ? AND workspace_id = ? AND key = ?')
        .get(namespace, workspaceId, key) as { value: string } | undefined;
      return row ? JSON.parse(row.value) : undefined;
    },
    set: (key, value) => {
      db.prepare('INSERT INTO plugin_storage (namespace, workspace_id, key, value) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(namespace, workspace_id, key) DO UPDATE SET value = excluded.value')
        .run(namespace, workspaceId, key, JSON.stringify(value === undefined ? null : value));
    },
    delete: (key) => db.prepare('DELETE FROM plugin_storage WHERE namespace = ? AND workspace_id = ? AND key = ?')
      .run(namespace, workspaceId, key).changes > 0,
    keys: () => (db.prepare('SELECT key FROM plugin_storage WHERE namespace = ? AND workspace_id = ? ORDER BY key')
      .all(namespace, workspaceId) as Array<{ key: string }>).map((row) => row.key)
  };
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  search.forEach((value, key) => {
    const current = query[key];
    query[key] = current === undefined ? value : Array.isArray(current) ? current.concat(value) : [current, value];
  });
  return query;
}

/** Statuses whose failure envelope has the REST API's own code and userMessage (others: status × 10). */
const FAILURE_BY_STATUS: Record<number, { code: number; userMessage: string }> = {
  400: FAILURES.badRequest, 403: FAILURES.forbidden, 404: FAILURES.notFound, 409: FAILURES.conflict
};

/** The failure envelope of a plugin error, as the REST API's (403 with validationErrors: code 4012). */
function pluginFailureAnswer(error: PluginError): PluginAnswer {
  const usual = FAILURE_BY_STATUS[error.status];
  const body: FailureEnvelope = {
    status: error.status,
    code: error.status === 403 && error.validationErrors ? FAILURES.validation.code : usual ? usual.code : error.status * 10,
    userMessage: error.userMessage || (usual ? usual.userMessage : 'The plugin could not do this'),
    developerMessage: error.message
  };
  if (error.validationErrors) body.validationErrors = error.validationErrors;
  return { status: error.status, body };
}

/** Whether the plugin with that namespace is installed in the workspace. */
function findInstallation(store: ObjectStore, namespace: string, workspaceId: number): { plugin?: StoredObject; installed: boolean } {
  const plugin = store.listAll('Plugins').find((candidate) => candidate.namespace === namespace);
  if (!plugin) return { installed: false };
  const installed = store.listAll('WorkspacePluginLinks').some((link) =>
    isPlainObject(link.workspace) && link.workspace.id === workspaceId && isPlainObject(link.plugin) && link.plugin.id === plugin.id);
  return { plugin, installed };
}

export async function dispatchPluginRequest(request: PluginRequest, backends: Map<string, PluginBackend>,
  store: ObjectStore, onFailure: (error: unknown, namespace: string) => void): Promise<PluginAnswer> {
  const url = new URL(request.url, 'http://sandbox.invalid');
  const segments = url.pathname.split('/').slice(1).map(decode);
  if (segments.length < 3 || segments[0] !== 'workspaces') {
    throw notFound('Plugin services live at /plugins/workspaces/<workspaceId>/<namespace>/<route>');
  }
  if (!ID.test(segments[1]) || !Number.isSafeInteger(Number(segments[1]))) {
    throw badRequest(`The workspace id in the path must be a positive integer; got ${JSON.stringify(segments[1].slice(0, 40))}`);
  }
  const workspaceId = Number(segments[1]);
  const namespace = segments[2];
  if (!store.get('Workspaces', workspaceId)) throw notFound(`No workspace has id ${workspaceId}`);
  const backend = backends.get(namespace);
  const installation = findInstallation(store, namespace, workspaceId);
  if (!backend || !installation.plugin) throw notFound(`No plugin with a backend has the namespace "${namespace.slice(0, 64)}"`);
  if (!installation.installed) {
    throw new ApiError('forbidden', `The plugin "${namespace}" is not installed in workspace ${workspaceId} (no WorkspacePluginLinks object)`);
  }

  const routeSegments = segments.slice(3).filter((segment, index, all) => segment !== '' || index < all.length - 1);
  if (routeSegments.some((segment) => segment === '')) throw notFound(`The plugin "${namespace}" has no route ${url.pathname}`);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const match = matchPluginRoute(backend, method, routeSegments);
  if (!match.route) {
    const route = '/' + routeSegments.join('/');
    if (match.otherMethod) throw new ApiError('methodNotAllowed', `The plugin "${namespace}" route ${route} does not take ${request.method}`);
    throw notFound(`The plugin "${namespace}" has no route ${request.method} ${route}`);
  }

  const body = method === 'POST' || method === 'PUT' ? await request.readBody() : undefined;
  const context: PluginContext = {
    workspaceId,
    namespace,
    method,
    path: '/' + routeSegments.join('/'),
    params: match.params,
    query: queryObject(url.searchParams),
    body,
    user: request.user,
    store,
    db: store.db,
    storage: storageFor(store.db, namespace, workspaceId),
    reply,
    error: pluginFailure
  };
  try {
    const result = await match.route.handler(context);
    if (isReply(result)) return { status: result.status, body: result.body };
    // a failure returned rather than thrown means the same (it would otherwise be answered as `{}`)
    if (result instanceof PluginError) return pluginFailureAnswer(result);
    return result === undefined ? { status: 204 } : { status: 200, body: result };
  } catch (error) {
    if (error instanceof PluginError) return pluginFailureAnswer(error);
    onFailure(error, namespace);
    throw new ApiError('serverError', `The backend of the plugin "${namespace}" failed on ${method} ${context.path}`);
  }
}
