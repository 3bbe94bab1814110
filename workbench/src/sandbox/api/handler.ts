/**
 * The `/v1` handler, in two steps around auth: `route` decides what Zengine's router decided
 * before it (api/routing.ts: the route, the verb, the body), `answer` reads the query, checks the
 * path's parents and hands the request to the read, write or upload handler.
 */
import { Request, Response } from 'express';
import { RestRoute, answerTimezone, localizeTimes, noRoute } from '#core';
import { ApiError, badRequest, notFound, validationFailed, withEnvelopeExtras, withHint } from '../envelopes';
import { CompiledRoute, ParentValue, PartialMatch, matchParents, readOwnId } from '../routes';
import { ObjectStore, StoredObject } from '../store';
import { parseQuery } from '../query/options';
import { Environment, ResourceBehavior } from './environment';
import { ApiAnswer, ApiRequest } from './request';
import { readCount, readList, readOne, readSingleton } from './read';
import { create, remove, update } from './write';
import { upload } from './upload';
import { BodyReaders, RoutedRequest, routeRequest } from './routing';
import { parentRefusal } from './zengine-routes';
import type { RecordChange } from './environment';

export type { RoutedRequest } from './routing';

export interface ApiSetup {
  store: ObjectStore;
  routes: CompiledRoute[];
  behaviorOf(resource: string): ResourceBehavior;
  versioned(resource: string): boolean;
  limits: Environment['limits'];
  /** The body readers (http/body-parsers.ts): JSON, XML, form fields, multipart (into `req.files`). */
  readers: BodyReaders;
  /** Called after a write committed with the form records it created, changed or deleted (webhooks). */
  recordsChanged?(changes: RecordChange[], req: Request): void;
}

/** ISO 8601 UTC without milliseconds, as the API writes times. */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

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

/** `me` in the place of a user id (`/users/me`, `/users/me/task_preferences`) is the acting user. */
function replaceMe(pathname: string, user: StoredObject): string {
  return pathname.replace(/^\/users\/me(?=\/|$)/, `/users/${user.id}`);
}

/** The query string as sent (the core decodes it, as the testing kit's in-memory API does). */
function rawQuery(rawUrl: string): string {
  const question = rawUrl.indexOf('?');
  return question === -1 ? '' : rawUrl.slice(question + 1).split('#')[0];
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

/** The first parent in the path that does not exist (inside the ones before it), or undefined. */
function missingParent(api: Api, parents: ParentValue[]): ParentValue | undefined {
  const seen: Array<{ attribute: string; id: number }> = [];
  for (const parent of parents) {
    const parentRoute = api.routeByResource.get(parent.resource) as CompiledRoute;
    const scope = seen.filter((earlier) => parentRoute.parents.some((candidate) => candidate.attribute === earlier.attribute));
    if (!api.setup.store.get(parent.resource, parent.id, scope)) return parent;
    seen.push({ attribute: parent.attribute, id: parent.id });
  }
  return undefined;
}

/**
 * The answer when a parent in the path does not exist, as Zengine's API gave it: a list or a
 * count of nothing (200, totalCount 0), 404 for one object, and the write refused.
 */
function withoutParent(routed: RoutedRequest, partial: PartialMatch, parent: ParentValue, behavior: ResourceBehavior, limit: number): ApiAnswer {
  const resource = partial.route.resource;
  const none = `No ${parent.resource} object has id ${parent.id}`;
  switch (routed.method) {
    case 'GET':
    case 'HEAD':
      if (routed.target === 'count') return { status: 200, body: { status: 200, code: 2000, totalCount: 0 } };
      // Zengine's 404 there (GET /workspaces/0/roles/1) also said totalCount 0 (evert0n/zn-api-tests, wiz-5847)
      if (routed.target === 'object' || behavior.singleton) throw withEnvelopeExtras(notFound(`${none}; ${resource} has nothing there`), { totalCount: 0 });
      return { status: 200, body: { status: 200, code: 2000, totalCount: 0, limit, offset: 0, data: [] } };
    default: {
      const action = routed.method === 'POST' ? 'create' : routed.method === 'PUT' ? 'update' : 'remove';
      const kind = parentRefusal(resource, action);
      if (kind === 'validation') throw validationFailed({ [parent.attribute]: [`${none}`] });
      if (kind === 'noRoute') throw withHint(noRoute(), `${none}, so ${resource} has nothing there`);
      throw new ApiError(kind, `${none}; ${resource} cannot be written there`);
    }
  }
}

/** The request read from what express received and the route: options, the match; undefined parents answered. */
function readRequest(api: Api, req: Request, routed: RoutedRequest, env: Environment): ApiRequest | ApiAnswer {
  const url = new URL(req.url, 'http://sandbox.invalid');
  const partial = matchParents(api.setup.routes, replaceMe(url.pathname, env.user));
  if (!partial) throw withHint(noRoute(), `No resource has the path ${url.pathname.slice(0, 200)}`);
  const behavior = api.setup.behaviorOf(partial.route.resource);
  const options = parseQuery(rawQuery(req.url));
  const parent = missingParent(api, partial.parents);
  if (parent) return withoutParent(routed, partial, parent, behavior, options.limit);
  const match = readOwnId(partial);
  const resource = match.route.resource;
  const method = routed.method;
  // before the body is used: a POST without a body to reference data is a 405 as well
  if (behavior.readOnly && method !== 'GET' && method !== 'HEAD') {
    throw new ApiError('methodNotAllowed', `${resource} is read-only reference data; only GET works`);
  }
  return {
    method,
    match,
    collection: { resource, scope: match.parents.map((item) => ({ attribute: item.attribute, id: item.id })) },
    behavior,
    options,
    env,
    body: routed.body,
    expectedVersion: readVersionHeader(req),
    versioned: api.setup.versioned(resource)
  };
}

function requireBody(routed: RoutedRequest): unknown {
  if (routed.multipart) {
    throw new ApiError('unsupportedMediaType', 'multipart/form-data is for uploads (FormUploads, Files, WorkspaceLogo...); send this body as JSON, XML or form fields');
  }
  if (routed.body === undefined) throw badRequest('The request has no body; send JSON with Content-Type: application/json (or XML, or form fields)');
  return routed.body;
}

async function dispatch(api: Api, req: Request, res: Response, request: ApiRequest, routed: RoutedRequest): Promise<ApiAnswer> {
  const { match, method, behavior } = request;
  if (match.count) return readCount(request);
  switch (method) {
    case 'GET':
    case 'HEAD':
      if (match.id !== undefined) return readOne(request);
      return behavior.singleton ? readSingleton(request) : readList(request);
    case 'POST':
      if (behavior.upload && match.id === undefined) {
        if (!routed.multipart) {
          throw new ApiError('unsupportedMediaType', `${request.collection.resource} takes uploads as multipart/form-data`);
        }
        await api.setup.readers.multipart(req, res);
        request.files = (req.files as ApiRequest['files']) || [];
        request.fields = req.body && typeof req.body === 'object' ? req.body as Record<string, unknown> : {};
        return upload(request);
      }
      request.body = requireBody(routed);
      return create(request);
    case 'PUT':
      request.body = requireBody(routed);
      return update(request);
    default:
      return remove(request);
  }
}

/** `?timezone=`: the answer's times in that zone (`user`: the acting user's own `timezone`). */
function inZone(answer: ApiAnswer, request: ApiRequest): ApiAnswer {
  const zone = answerTimezone(request.options.timezone, request.env.user.timezone);
  const body = answer.body as { data?: unknown } | undefined;
  if (!zone || !body || body.data === undefined) return answer;
  return { ...answer, body: { ...body, data: localizeTimes(body.data, zone) } };
}

export interface ApiHandler {
  /** Before auth: the route and the verb (a 404 otherwise), the body read. */
  route(req: Request, res: Response): Promise<RoutedRequest>;
  /** After auth: the answer, as the user. */
  answer(req: Request, res: Response, routed: RoutedRequest, user: StoredObject): Promise<ApiAnswer>;
}

export function createApiHandler(setup: ApiSetup): ApiHandler {
  const api = indexRoutes(setup);
  return {
    route: (req, res) => routeRequest(req, res, setup.routes as RestRoute[], setup.readers),
    async answer(req, res, routed, user) {
      const env = environment(api, user);
      const request = readRequest(api, req, routed, env);
      if (!('match' in request)) return request;
      const answer = inZone(await dispatch(api, req, res, request, routed), request);
      if (env.recordChanges.length && setup.recordsChanged) setup.recordsChanged(env.recordChanges, req);
      return answer;
    }
  };
}
