/**
 * Plugin services: `/plugins/workspaces/<workspaceId>/<namespace>/<route>[/<more>]` runs the
 * backend service mounted as `<namespace>/<route>` (see services.ts), as Zengine's plugin
 * service domain did. Unknown workspace, namespace or route: 404; a plugin not installed in the
 * workspace (no WorkspacePluginLinks object): 403. Everything after the route (more path, the
 * query) is the service's to read from `originalUrl` and `query`.
 *
 * The path is taken as sent, never normalized: a `.` or `..` segment (also percent-encoded, as
 * `%2e%2e`) or an encoded slash or backslash in the workspace, namespace or route is a 404, so
 * no URL reaches a service of another plugin (WHATWG URL parsing would turn
 * `/workspaces/1/a/%2e%2e/b/secret` into plugin b's `secret`).
 */
import { ApiError, FailureEnvelope, badRequest, notFound } from '../envelopes';
import { ObjectStore, StoredObject } from '../store';
import { isPlainObject } from '#core';
import { PluginServiceRegistry } from './services';
import { ServiceRunner } from './runner';

export interface PluginRequest {
  method: string;
  /**
   * The URL after `/plugins`, with its query, as the client sent it: `/workspaces/1/ns/route/...?q`.
   * It is the service's eventData.request.originalUrl, as on Zengine's plugin-service host.
   */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Reads the body (parsed JSON, form fields, or text); `{}` when there is none. */
  readBody(): Promise<unknown>;
  /** The REST API the service's znHttp calls, e.g. http://127.0.0.1:3030/v1 */
  apiUrl: string;
}

export type PluginAnswer =
  | { status: number; headers: Record<string, string | string[]>; body?: Buffer }
  | { status: number; envelope: FailureEnvelope };

const ID = /^[1-9][0-9]{0,15}$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
  }
}

/** The query as express's req.query gives it to a service: a repeated key gives an array. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  search.forEach((value, key) => {
    const current = query[key];
    query[key] = current === undefined ? value : Array.isArray(current) ? current.concat(value) : [current, value];
  });
  return query;
}

/** Whether the plugin with that namespace is installed in the workspace. */
function findInstallation(store: ObjectStore, namespace: string, workspaceId: number): { plugin?: StoredObject; installed: boolean } {
  const plugin = store.listAll('Plugins').find((candidate) => candidate.namespace === namespace);
  if (!plugin) return { installed: false };
  const installed = store.listAll('WorkspacePluginLinks').some((link) =>
    isPlainObject(link.workspace) && link.workspace.id === workspaceId && isPlainObject(link.plugin) && link.plugin.id === plugin.id);
  return { plugin, installed };
}

/** The Authorization the service's znHttp acts with: the caller's header, or its ?access_token=. */
function authorizationOf(request: PluginRequest, search: URLSearchParams): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header !== '') return header;
  const token = search.get('access_token');
  return token ? `Bearer ${token}` : undefined;
}

/**
 * Headers the sandbox's host adds to every request of a plugin's services (the workbench: its
 * Firebase database's x-firebase-url and token, see src/firebase/service-firebase.ts).
 */
export type ServiceHeaders = (namespace: string, workspaceId: number, route: string) => Record<string, string> | undefined;

/** The caller's headers with the host's added (names in lower case; the host's win over the caller's). */
function withServiceHeaders(headers: PluginRequest['headers'], extra: Record<string, string> | undefined): PluginRequest['headers'] {
  if (!extra) return headers;
  const merged = { ...headers };
  Object.keys(extra).forEach((name) => { merged[name.toLowerCase()] = extra[name]; });
  return merged;
}

/** The path segments of a service URL (decoded once), or a 404 for any that could climb or split. */
export function servicePathSegments(url: string): { segments: string[]; search: URLSearchParams } {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const segments = rawPath.split('/').slice(1).map(decode);
  segments.forEach((segment, index) => {
    if (segment === '.' || segment === '..') {
      throw notFound('Plugin service paths have no "." or ".." segments (percent-encoded ones included); ' +
        'call /plugins/workspaces/<workspaceId>/<namespace>/<route>');
    }
    if (index < 4 && /[/\\]/.test(segment)) {
      throw notFound(`The path segment ${JSON.stringify(segment.slice(0, 40))} holds a slash or a backslash; ` +
        'workspace ids, namespaces and service routes never do');
    }
  });
  return { segments, search };
}

export async function dispatchPluginRequest(request: PluginRequest, services: PluginServiceRegistry, store: ObjectStore,
  settings: { runner: ServiceRunner; timeoutMs: number; log(error: Error): void; serviceHeaders?: ServiceHeaders }): Promise<PluginAnswer> {
  const { segments, search } = servicePathSegments(request.url);
  if (segments.length < 4 || segments[0] !== 'workspaces' || segments[3] === '') {
    throw notFound('Plugin services live at /plugins/workspaces/<workspaceId>/<namespace>/<route>');
  }
  if (!ID.test(segments[1]) || !Number.isSafeInteger(Number(segments[1]))) {
    throw badRequest(`The workspace id in the path must be a positive integer; got ${JSON.stringify(segments[1].slice(0, 40))}`);
  }
  const workspaceId = Number(segments[1]);
  // A dashed namespace (`name-space`, as a kebab-case maya.json wrote it and a bare `wgn` became)
  // reaches the plugin served as its camelCase; the service is told the namespace as written.
  const written = segments[2];
  const namespace = services.hasNamespace(written) ? written : written.replace(/-([a-z0-9])/g, (_all, next: string) => next.toUpperCase());
  const route = segments[3];
  if (!store.get('Workspaces', workspaceId)) throw notFound(`No workspace has id ${workspaceId}`);
  const installation = findInstallation(store, namespace, workspaceId);
  if (!services.hasNamespace(namespace) || !installation.plugin) {
    throw notFound(`No plugin with backend services has the namespace "${namespace.slice(0, 64)}"`);
  }
  if (!installation.installed) {
    throw new ApiError('forbidden', `The plugin "${namespace}" is not installed in workspace ${workspaceId} (no WorkspacePluginLinks object)`);
  }
  const mount = services.find(namespace, route);
  if (!mount) {
    throw notFound(`The plugin "${namespace}" has no backend service "${route.slice(0, 64)}"; its services are: ` +
      services.routesOf(namespace).join(', '));
  }

  const body = await request.readBody();
  const outcome = await settings.runner.run({
    mount,
    request: {
      headers: withServiceHeaders(request.headers, settings.serviceHeaders && settings.serviceHeaders(namespace, workspaceId, route)),
      body,
      method: request.method,
      params: { workspaceId: String(workspaceId), pluginNamespace: written, pluginRoute: route },
      query: queryObject(search),
      // as Zengine's plugin-service host gave it: /workspaces/<id>/<namespace>/<route>/..., without
      // where this server mounts the services (/plugins); Zengine's router library reads the fifth segment
      originalUrl: request.url
    },
    apiUrl: request.apiUrl,
    authorization: authorizationOf(request, search),
    timeoutMs: settings.timeoutMs,
    log: settings.log
  });
  if (outcome.kind === 'failure') return { status: outcome.envelope.status, envelope: outcome.envelope };
  return { status: outcome.status, headers: outcome.headers, body: outcome.body };
}
