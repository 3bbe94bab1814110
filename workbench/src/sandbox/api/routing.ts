/**
 * What is decided about a `/v1` request before anyone is authenticated, as Zengine's router
 * decided it: the path's route and whether it takes the verb (404, code 5004, otherwise), the
 * verb a POST stands for (`_method` in the body or the query, `X-HTTP-Method-Override`), and
 * the body, read by its Content-Type (JSON, XML, form fields; multipart is read with the upload).
 */
import { Request, Response } from 'express';
import { RestRoute, matchRoute as matchRestRoute, noRoute } from '#core';
import { ApiError, badRequest, withHint } from '../envelopes';
import { Access, Verb, accessOf, takesVerb, verbsOf } from './zengine-routes';

/** The body readers the API uses (http/body-parsers.ts): each fills `req.body`. */
export interface BodyReaders {
  json(req: Request, res: Response): Promise<void>;
  formFields(req: Request, res: Response): Promise<void>;
  xml(req: Request, res: Response): Promise<void>;
  multipart(req: Request, res: Response): Promise<void>;
}

/** A request routed before auth. */
export interface RoutedRequest {
  /** The verb it acts as (a POST's override applied; HEAD for HEAD). */
  method: Verb | 'HEAD';
  resource: string;
  target: 'collection' | 'object' | 'count';
  /** What it needs without a user's token. */
  access: Access;
  /** The body, read (POST and PUT; not multipart), `_method` taken out of it. */
  body?: unknown;
  /** A multipart body, left for the upload to read after auth. */
  multipart: boolean;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
const OVERRIDES = ['GET', 'POST', 'PUT', 'DELETE'];
const OVERRIDE_HEADER = 'x-http-method-override';

/**
 * The path as sent, before any URL parsing: WHATWG URL resolves `.`, `..` and their encoded forms
 * (`%2e%2e`), so `/forms/2/records/%2e%2e/%2e%2e/1` would reach form 1. A dot segment is a 400.
 */
export function checkDotSegments(rawUrl: string): void {
  const rawPath = rawUrl.split('?')[0];
  rawPath.split('/').forEach((segment) => {
    if (/^(?:\.|%2e){1,2}$/i.test(segment)) {
      throw badRequest(`The path has the segment "${segment}"; ids and names in a path are plain (e.g. /forms/2/records/17), never . or ..`);
    }
  });
}

export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] || 0) > 0;
}

/**
 * The body of a POST or PUT by its Content-Type: JSON, XML (`application/xml`, `text/xml`,
 * `+xml`) or form fields; undefined without one. Multipart is read later, where files go.
 */
async function readBody(req: Request, res: Response, readers: BodyReaders): Promise<unknown> {
  if (req.is(['application/json', '+json'])) await readers.json(req, res);
  else if (req.is(['application/xml', 'text/xml', '+xml'])) await readers.xml(req, res);
  else if (req.is('application/x-www-form-urlencoded')) await readers.formFields(req, res);
  else {
    throw new ApiError('unsupportedMediaType', 'The body must be JSON, XML or form fields (Content-Type: application/json, application/xml ' +
      `or application/x-www-form-urlencoded; multipart/form-data for uploads); got ${String(req.headers['content-type'] || 'no Content-Type').slice(0, 80)}`);
  }
  return req.body;
}

/**
 * The verb a POST stands for, by the http-verbs page's order: the `_method` POST variable (in
 * the body, or the query), then `X-HTTP-Method-Override`. Only a POST is overridden: the local
 * guard has judged it as a write already, whatever it stands for.
 */
function overriddenMethod(req: Request, body: unknown, search: URLSearchParams): string {
  const inBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)._method : undefined;
  const header = req.headers[OVERRIDE_HEADER];
  const given = typeof inBody === 'string' ? inBody : search.get('_method') ?? (Array.isArray(header) ? header[0] : header);
  if (given === undefined || given === null) return req.method;
  const method = String(given).trim().toUpperCase();
  if (method === req.method) return method;
  if (req.method !== 'POST') {
    throw badRequest(`_method and X-HTTP-Method-Override work on a POST only (a ${req.method} stands for itself)`);
  }
  if (OVERRIDES.indexOf(method) === -1) throw badRequest(`_method must be GET, POST, PUT or DELETE; got ${JSON.stringify(String(given).slice(0, 20))}`);
  return method;
}

function targetOf(found: { id?: string; count: boolean }): RoutedRequest['target'] {
  return found.count ? 'count' : found.id !== undefined ? 'object' : 'collection';
}

function describeTarget(route: RestRoute, target: RoutedRequest['target']): string {
  return target === 'object' ? `one ${route.resource} object` : target === 'count' ? `the count of ${route.resource}` : `the ${route.resource} collection`;
}

/**
 * Routes a request before auth. Throws a 404 (code 5004) for a path of no resource or a verb its
 * resource does not take, a 405 for a method the API does not have, a 400 or 415 for a body it
 * cannot read.
 */
export async function routeRequest(req: Request, res: Response, routes: RestRoute[], readers: BodyReaders): Promise<RoutedRequest> {
  checkDotSegments(req.url);
  if (METHODS.indexOf(req.method) === -1) {
    throw new ApiError('methodNotAllowed', `${req.method} is not a method of the API; use GET, POST, PUT or DELETE`);
  }
  const url = new URL(req.url, 'http://sandbox.invalid');
  const found = matchRestRoute(routes, url.pathname);
  if (!found) {
    throw withHint(noRoute(), `No resource has the path ${url.pathname.slice(0, 200)}; see the resource table (e.g. /forms/:formId/records/:id)`);
  }
  const target = targetOf(found);
  const multipart = !!req.is('multipart/form-data') && hasBody(req);
  let body: unknown;
  if ((req.method === 'POST' || req.method === 'PUT') && hasBody(req) && !multipart) {
    body = await readBody(req, res, readers);
  }
  const method = overriddenMethod(req, body, url.searchParams);
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && '_method' in body) {
    delete (body as Record<string, unknown>)._method;
  }
  const verb = (method === 'HEAD' ? 'GET' : method) as Verb;
  if (!takesVerb(found.route.resource, target, verb)) {
    const takes = verbsOf(found.route.resource, target);
    throw withHint(noRoute(), `${describeTarget(found.route, target)} takes ${takes.length ? takes.join(', ') : 'no verb'}, not ${verb}` +
      (target === 'object' && verb === 'POST' ? `; POST creates objects in the collection, PUT changes object ${found.id}` : ''));
  }
  return {
    method: method as RoutedRequest['method'],
    resource: found.route.resource,
    target,
    access: accessOf(found.route.resource, verb, target),
    body: verb === 'POST' || verb === 'PUT' ? body : undefined,
    multipart
  };
}
