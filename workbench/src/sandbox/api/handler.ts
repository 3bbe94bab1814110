/**
 * The `/v1` handler: routes the path, reads the query and the body, and hands the request to
 * the read, write or upload handler.
 */
import { Request, Response } from 'express';
import { ApiError, badRequest, notFound } from '../envelopes';
import { CompiledRoute, matchRoute } from '../routes';
import { ObjectStore, StoredObject } from '../store';
import { parseQuery } from '../query/options';
import { Environment, ResourceBehavior } from './environment';
import { ApiAnswer, ApiRequest } from './request';
import { readCount, readList, readOne, readSingleton } from './read';
import { create, remove, update } from './write';
import { upload } from './upload';
import type { RecordChange } from './environment';

export interface ApiSetup {
  store: ObjectStore;
  routes: CompiledRoute[];
  behaviorOf(resource: string): ResourceBehavior;
  versioned(resource: string): boolean;
  limits: Environment['limits'];
  /** Parses a JSON body into `req.body` (rejects with body-parser's errors). */
  parseJson(req: Request, res: Response): Promise<void>;
  /** Parses a multipart body into `req.files` (rejects with multer's errors). */
  parseMultipart(req: Request, res: Response): Promise<void>;
  /** Called after a write committed with the form records it created, changed or deleted (webhooks). */
  recordsChanged?(changes: RecordChange[], req: Request): void;
}

/** ISO 8601 UTC without milliseconds, as the API writes times. */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
const VERSION_HEADER = 'x-if-objectversion-matches';

function readVersionHeader(req: Request): number | undefined {
  const header = req.headers[VERSION_HEADER];
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header[0] : header;
  if (!/^[0-9]{1,15}$/.test(text.trim())) {
    throw badRequest(`X-If-ObjectVersion-Matches must be an objectVersion (an integer); got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return Number(text.trim());
}

/** `_method=PUT` (or DELETE) on a POST, for clients that cannot send the verb. */
function effectiveMethod(req: Request, search: URLSearchParams): string {
  const override = search.get('_method');
  if (override === null) return req.method;
  const method = override.toUpperCase();
  if (req.method !== 'POST' || (method !== 'PUT' && method !== 'DELETE')) {
    throw badRequest('_method=PUT or _method=DELETE works on a POST only');
  }
  return method;
}

/**
 * The path as sent, before any URL parsing: WHATWG URL resolves `.`, `..` and their encoded forms
 * (`%2e%2e`), so `/forms/2/records/%2e%2e/%2e%2e/1` would reach form 1. A dot segment is a 400.
 */
function checkDotSegments(rawUrl: string): void {
  const rawPath = rawUrl.split('?')[0];
  rawPath.split('/').forEach((segment) => {
    if (/^(?:\.|%2e){1,2}$/i.test(segment)) {
      throw badRequest(`The path has the segment "${segment}"; ids and names in a path are plain (e.g. /forms/2/records/17), never . or ..`);
    }
  });
}

/** `me` in the place of a user id (`/users/me`, `/users/me/task_preferences`) is the acting user. */
function replaceMe(pathname: string, user: StoredObject): string {
  return pathname.replace(/^\/users\/me(?=\/|$)/, `/users/${user.id}`);
}

/** The query string as sent (the core decodes it, as the testing kit's in-memory API does). */
function rawQuery(rawUrl: string): string {
  const question = rawUrl.indexOf('?');
  return question === -1 ? '' : rawUrl.slice(question + 1).split('#')[0];
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] || 0) > 0;
}

/** The setup with its routes indexed: by resource, and the children of each. */
interface Api {
  setup: ApiSetup;
  routeByResource: Map<string, CompiledRoute>;
  children: Map<string, Array<{ resource: string; attribute: string }>>;
}

function indexRoutes(setup: ApiSetup): Api {
  const routeByResource = new Map(setup.routes.map((route) => [route.resource, route] as [string, CompiledRoute]));
  const children = new Map<string, Array<{ resource: string; attribute: string }>>();
  setup.routes.forEach((route) => route.parents.forEach((parent) => {
    const list = children.get(parent.resource) || [];
    list.push({ resource: route.resource, attribute: parent.attribute });
    children.set(parent.resource, list);
  }));
  return { setup, routeByResource, children };
}

function environment(api: Api, user: StoredObject): Environment {
  return {
    store: api.setup.store,
    routeOf: (resource) => api.routeByResource.get(resource) as CompiledRoute,
    behaviorOf: api.setup.behaviorOf,
    childRoutes: (resource) => api.children.get(resource) || [],
    user,
    now: timestamp(new Date()),
    limits: api.setup.limits,
    recordChanges: []
  };
}

/** Every parent in the path must exist, each inside the ones before it. */
function checkParents(api: Api, request: ApiRequest): void {
  const seen: Array<{ attribute: string; id: number }> = [];
  request.match.parents.forEach((parent) => {
    const parentRoute = api.routeByResource.get(parent.resource) as CompiledRoute;
    const scope = seen.filter((earlier) => parentRoute.parents.some((candidate) => candidate.attribute === earlier.attribute));
    if (!api.setup.store.get(parent.resource, parent.id, scope)) {
      throw notFound(`No ${parent.resource} object has id ${parent.id}` +
        (scope.length ? ` in ${scope.map((item) => `${item.attribute} ${item.id}`).join(', ')}` : ''));
    }
    seen.push({ attribute: parent.attribute, id: parent.id });
  });
}

async function readJsonBody(api: Api, req: Request, res: Response): Promise<unknown> {
  if (!hasBody(req)) throw badRequest('The request has no body; send JSON with Content-Type: application/json');
  if (!req.is(['application/json', '+json'])) {
    throw new ApiError('unsupportedMediaType', `The body must be JSON (Content-Type: application/json); got ${String(req.headers['content-type'] || 'no Content-Type').slice(0, 80)}`);
  }
  await api.setup.parseJson(req, res);
  return req.body;
}

/** The request read from what express received: method, route, collection, options; its parents checked. */
function readRequest(api: Api, req: Request, env: Environment): ApiRequest {
  checkDotSegments(req.url);
  const url = new URL(req.url, 'http://sandbox.invalid');
  if (METHODS.indexOf(req.method) === -1) {
    throw new ApiError('methodNotAllowed', `${req.method} is not a method of the API; use GET, POST, PUT or DELETE`);
  }
  const method = effectiveMethod(req, url.searchParams);
  const match = matchRoute(api.setup.routes, replaceMe(url.pathname, env.user));
  if (!match) {
    throw notFound(`No resource has the path ${url.pathname.slice(0, 200)}; see the resource table (e.g. /forms/:formId/records/:id)`);
  }
  const resource = match.route.resource;
  const request: ApiRequest = {
    method,
    match,
    collection: { resource, scope: match.parents.map((parent) => ({ attribute: parent.attribute, id: parent.id })) },
    behavior: api.setup.behaviorOf(resource),
    options: parseQuery(rawQuery(req.url)),
    env,
    expectedVersion: readVersionHeader(req),
    versioned: api.setup.versioned(resource)
  };
  checkParents(api, request);
  // before the body is read: a POST without a body to reference data is a 405 as well
  if (request.behavior.readOnly && method !== 'GET' && method !== 'HEAD') {
    throw new ApiError('methodNotAllowed', `${resource} is read-only reference data; only GET works`);
  }
  if (match.count && method !== 'GET' && method !== 'HEAD') throw new ApiError('methodNotAllowed', `${url.pathname} only takes GET`);
  return request;
}

async function answerApiRequest(api: Api, req: Request, res: Response, env: Environment): Promise<ApiAnswer> {
  const request = readRequest(api, req, env);
  const { match, method, behavior } = request;
  if (match.count) return readCount(request);
  switch (method) {
    case 'GET':
    case 'HEAD':
      if (match.id !== undefined) return readOne(request);
      return behavior.singleton ? readSingleton(request) : readList(request);
    case 'POST':
      if (behavior.upload && match.id === undefined && !behavior.readOnly) {
        if (!req.is('multipart/form-data')) {
          throw new ApiError('unsupportedMediaType', `${request.collection.resource} takes uploads as multipart/form-data`);
        }
        await api.setup.parseMultipart(req, res);
        request.files = (req.files as ApiRequest['files']) || [];
        return upload(request);
      }
      request.body = await readJsonBody(api, req, res);
      return create(request);
    case 'PUT':
      request.body = await readJsonBody(api, req, res);
      return update(request);
    default:
      return remove(request);
  }
}

export function createApiHandler(setup: ApiSetup) {
  const api = indexRoutes(setup);
  return async function handleApiRequest(req: Request, res: Response, user: StoredObject): Promise<ApiAnswer> {
    const env = environment(api, user);
    const answer = await answerApiRequest(api, req, res, env);
    if (env.recordChanges.length && setup.recordsChanged) setup.recordsChanged(env.recordChanges, req);
    return answer;
  };
}
