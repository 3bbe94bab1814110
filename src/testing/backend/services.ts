import { RestError, ZnError, describeValue, isPluginNamespace } from '../../core';
import { ZnTestServiceHandler, ZnTestServiceRequest, ZnTestServiceResponse } from '../types';
import { ApiAnswer, failureEnvelope } from './envelopes';

const SERVICE = 'znTestBackend';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

/** A `'METHOD /route'` of a plugin service, with `:name` segments. */
export interface ServiceRoute {
  method: string;
  route: string;
  /** The `:name` values when `path` fits, else null. */
  match(path: string): Record<string, string> | null;
}

/** Reads `'GET /items/:id'`; a ZnError for anything else. */
export function parseServiceRoute(label: string, text: unknown): ServiceRoute {
  const parts = typeof text === 'string' ? /^\s*([A-Za-z]+)\s+(\/[^\s?#]*)\s*$/.exec(text) : null;
  const method = parts ? parts[1].toUpperCase() : '';
  if (!parts || METHODS.indexOf(method) === -1) {
    throw new ZnError(SERVICE, 'bad-route', `${label}: the route must be a method and a path such as 'GET /settings' or ` +
      `'PUT /items/:id' (methods ${METHODS.join(', ')}), got ${describeValue(text)}`);
  }
  const route = parts[2].length > 1 ? parts[2].replace(/\/+$/, '') : parts[2];
  const segments = route.split('/');
  return {
    method,
    route,
    match(path: string) {
      const given = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
      if (given.length !== segments.length) return null;
      const values: Record<string, string> = {};
      for (let i = 0; i < segments.length; i++) {
        let part: string;
        try {
          part = decodeURIComponent(given[i]);
        } catch (error) {
          return null;
        }
        if (segments[i].charAt(0) === ':' && part !== '') values[segments[i].slice(1)] = part;
        else if (segments[i] !== part) return null;
      }
      return values;
    }
  };
}

interface Registered {
  namespace: string;
  route: ServiceRoute;
  handler: ZnTestServiceHandler;
}

function isThenable(value: unknown): boolean {
  return !!value && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';
}

/** The plugin service routes a test registered with `znTestBackend.service`, and how they answer. */
export class ServiceRoutes {
  private routes: Registered[] = [];

  clear(): void {
    this.routes = [];
  }

  add(namespace: unknown, routeText: unknown, handler: unknown): void {
    const label = `service(${JSON.stringify(namespace)}, route, handler)`;
    if (!isPluginNamespace(namespace)) {
      throw new ZnError(SERVICE, 'bad-namespace', `${label}: the namespace must be the plugin's namespace (letters, digits, "-" and "_"), ` +
        `got ${describeValue(namespace)}`);
    }
    const route = parseServiceRoute(label, routeText);
    if (typeof handler !== 'function') {
      throw new ZnError(SERVICE, 'bad-callback', `${label}: handler must be a function (request, response) returning the body, got ${describeValue(handler)}`);
    }
    // A later registration of the same route replaces the earlier one: a spec can override a shared setup.
    this.routes = this.routes.filter((other) => !(other.namespace === namespace && other.route.method === route.method && other.route.route === route.route));
    this.routes.push({ namespace, route, handler: handler as ZnTestServiceHandler });
  }

  answer(namespace: string, workspaceId: number, method: string, path: string, query: Record<string, string>,
    body: unknown, headers: Record<string, string>): ApiAnswer {
    let params: Record<string, string> | null = null;
    const found = this.routes.find((candidate) => {
      if (candidate.namespace !== namespace || candidate.route.method !== method) return false;
      params = candidate.route.match(path);
      return params !== null;
    });
    if (!found) {
      const known = this.routes.filter((other) => other.namespace === namespace).map((other) => `${other.route.method} ${other.route.route}`);
      throw new RestError('notFound', `the plugin service ${namespace} has no route ${method} ${path}` +
          (known.length ? `; znTestBackend.service() registered ${known.join(', ')}` : '; register one with znTestBackend.service()'));
    }
    const request: ZnTestServiceRequest = { method, route: path, workspaceId, namespace, params: params || {}, query, body, headers };
    const reply: { status: number; headers: Record<string, string>; body: unknown; sent: boolean } = { status: 200, headers: {}, body: undefined, sent: false };
    const response: ZnTestServiceResponse = {
      status(code: number) { reply.status = code; return response; },
      set(name: string, value: string) { reply.headers[name] = value; return response; },
      send(sent?: unknown) { reply.body = sent; reply.sent = true; },
      end() { reply.sent = true; }
    };
    let returned: unknown;
    try {
      returned = found.handler(request, response);
    } catch (error) {
      return {
        status: 500,
        body: failureEnvelope({ status: 500, developerMessage: `${namespace} ${method} ${found.route.route} threw: ${(error as Error).message || String(error)}` })
      };
    }
    if (isThenable(returned)) {
      throw new ZnError(SERVICE, 'async-handler', `the handler of ${namespace} ${method} ${found.route.route} returned a promise; ` +
        'expected the body itself (handlers answer synchronously, inside flush())');
    }
    return reply.sent ? { status: reply.status, body: reply.body, headers: reply.headers } : { status: reply.status, body: returned, headers: reply.headers };
  }
}
