/**
 * In the frame, requests to the REST API (`znConfig.apiUrl`, `/v1`) and to plugin services
 * (`znConfig.pluginServiceUrl`, `/plugins`) go to the host over PostRPC (`znHttp`,
 * `znPluginData`), never by HTTP: `$httpBackend` is decorated, so `$http`, and with it znData and
 * znPluginData (their callbacks, metadata, failure envelopes, zn-data-* events, retries,
 * queryAll), stay the SDK's own code. Any other URL (the app's own files) goes out as usual.
 */
import { ZnError } from '../core';
import { RpcClient, ZnRpcError } from './rpc-client';

/** AngularJS's `$httpBackend` signature (the part used). */
export type HttpBackend = (method: string, url: string, post: unknown, callback: HttpCallback, headers: Record<string, unknown>,
  timeout: unknown, withCredentials?: boolean, responseType?: string, eventHandlers?: unknown, uploadEventHandlers?: unknown) => void;
export type HttpCallback = (status: number, response: unknown, headersString: string | null, statusText: string, xhrStatus: string) => void;

/** Where a URL goes: the API (path under apiUrl), a plugin service, or neither. */
export type RpcRoute =
  | { kind: 'api'; path: string; params: Record<string, unknown> }
  | { kind: 'service'; workspaceId: string; namespace: string; route: string; params: Record<string, unknown> }
  | null;

/** A query string as the params object $http was given (a repeated key is an array). Pure. */
export function queryParams(query: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  new URLSearchParams(query).forEach((value, key) => {
    const known = params[key];
    if (known === undefined) params[key] = value;
    else params[key] = Array.isArray(known) ? known.concat(value) : [known, value];
  });
  return params;
}

function underPrefix(path: string, prefix: string): string | null {
  const base = prefix.replace(/\/+$/, '');
  if (!base) return null;
  if (path === base) return '';
  return path.startsWith(base + '/') ? path.slice(base.length) : null;
}

/** Which host method answers `url`, given znConfig's apiUrl and pluginServiceUrl. Pure. */
export function rpcRouteOf(url: string, apiUrl: string, pluginServiceUrl: string, origin: string): RpcRoute {
  let parsed: URL;
  let apiBase: URL;
  let serviceBase: URL;
  try {
    parsed = new URL(url, origin + '/');
    apiBase = new URL(apiUrl, origin + '/');
    serviceBase = new URL(pluginServiceUrl, origin + '/');
  } catch {
    return null;
  }
  const params = queryParams(parsed.search);
  if (parsed.origin === apiBase.origin) {
    const path = underPrefix(parsed.pathname, apiBase.pathname);
    if (path !== null) return { kind: 'api', path: path || '/', params };
  }
  if (parsed.origin === serviceBase.origin) {
    const rest = underPrefix(parsed.pathname, serviceBase.pathname);
    const match = rest === null ? null : /^\/workspaces\/([^/]+)\/([^/]+)(\/.*)?$/.exec(rest);
    if (match) {
      return { kind: 'service', workspaceId: decodeURIComponent(match[1]), namespace: decodeURIComponent(match[2]), route: match[3] || '/', params };
    }
  }
  return null;
}

function headerLines(headers: unknown): string {
  if (headers === null || typeof headers !== 'object') return '';
  return Object.keys(headers as object).map((name) => `${name}: ${String((headers as Record<string, unknown>)[name])}`).join('\n');
}

function bodyOf(post: unknown): unknown {
  if (typeof post !== 'string') return post === null ? undefined : post;
  try {
    return JSON.parse(post);
  } catch {
    return post;
  }
}

/** A FormData body as znHttp's `{ data, multipart: { key, file, name, type } }` (the first file is the upload). */
async function multipartOf(form: FormData): Promise<{ data: Record<string, unknown>; multipart?: Record<string, unknown> }> {
  const data: Record<string, unknown> = {};
  let multipart: Record<string, unknown> | undefined;
  for (const [key, value] of Array.from(form.entries())) {
    if (typeof value !== 'string' && !multipart) {
      const file = value as Blob & { name?: string };
      multipart = { key, file: await file.arrayBuffer(), name: file.name || 'upload', type: file.type || 'application/octet-stream' };
    } else if (typeof value === 'string') {
      data[key] = value;
    }
  }
  return multipart ? { data, multipart } : { data };
}

/** The failure envelope for a host that failed without an HTTP answer (a missing method, no answer). */
function hostFailureBody(service: string, method: string, error: ZnRpcError): { status: number; body: Record<string, unknown> } {
  if (error.code === 'host-method-missing') {
    return {
      status: 501,
      body: { status: 501, code: 5010, userMessage: 'The page around this plugin cannot answer this request.', developerMessage: error.message, error }
    };
  }
  return {
    status: 0,
    body: { status: 0, code: 0, userMessage: 'The request could not be completed.', developerMessage: `${service} over PostRPC (${method}): ${error.message}`, error }
  };
}

export interface HttpOverRpcOptions {
  client: RpcClient;
  config(): { apiUrl: string; pluginServiceUrl: string };
  origin: string;
  /** The workspace of a plugin service call without one. */
  workspaceId(): unknown;
}

interface Answer {
  data?: unknown;
  status?: number;
  headers?: unknown;
}

/**
 * Wraps `$httpBackend`: a request under apiUrl goes to `znHttp`, one under pluginServiceUrl to
 * `znPluginData`, and their answers (or failures, `err.data` = `{ data, status, headers }`) come
 * back to `$http` as an HTTP answer would. Aborts (`timeout` promise) and timeouts are honoured.
 */
export function httpBackendOverRpc($delegate: HttpBackend, options: HttpOverRpcOptions): HttpBackend {
  return function rpcBackend(method, url, post, callback, headers, timeout, ...rest) {
    const config = options.config();
    const route = rpcRouteOf(url, config.apiUrl, config.pluginServiceUrl, options.origin);
    if (!route) {
      $delegate(method, url, post, callback, headers, timeout, ...rest);
      return;
    }
    let done = false;
    const finish: HttpCallback = (status, response, headersString, statusText, xhrStatus) => {
      if (done) return;
      done = true;
      callback(status, response, headersString, statusText, xhrStatus);
    };
    if (typeof timeout === 'number' && timeout > 0) setTimeout(() => finish(-1, undefined, null, '', 'timeout'), timeout);
    else if (timeout && typeof (timeout as PromiseLike<unknown>).then === 'function') {
      (timeout as PromiseLike<unknown>).then(() => finish(-1, undefined, null, '', 'abort'));
    }
    const service = route.kind === 'api' ? 'znData' : 'znPluginData';
    const rpcMethod = route.kind === 'api' ? 'znHttp' : 'znPluginData';
    const sendHeaders: Record<string, unknown> = {};
    Object.keys(headers || {}).forEach((name) => {
      const value = headers[name];
      if (value !== undefined && value !== null && !/^(accept|content-type)$/i.test(name)) sendHeaders[name] = value;
    });
    const request = async (): Promise<Answer> => {
      if (route.kind === 'api') {
        const form = typeof FormData === 'function' && post instanceof FormData ? await multipartOf(post) : null;
        const body = form ? form.data : bodyOf(post);
        const req: Record<string, unknown> = { method: method.toLowerCase(), url: route.path, params: route.params, headers: sendHeaders };
        if (body !== undefined) req.data = body;
        if (form && form.multipart) req.multipart = form.multipart;
        return options.client.call<Answer>('znHttp', { options: { apiVersion: 'v1' }, request: req }, { service, timeout: 60000 });
      }
      const optionsArg: Record<string, unknown> = { params: route.params, workspaceId: route.workspaceId || options.workspaceId(), headers: sendHeaders };
      const body = bodyOf(post);
      if (body !== undefined) optionsArg.data = body;
      return options.client.call<Answer>('znPluginData', { namespace: route.namespace, method: method.toLowerCase(), route: route.route, options: optionsArg }, { service, timeout: 60000 });
    };
    request().then((answer) => {
      const result = answer && typeof answer === 'object' ? answer : { data: answer };
      finish(typeof result.status === 'number' ? result.status : 200, result.data, headerLines(result.headers), '', 'complete');
    }, (error: unknown) => {
      if (error instanceof ZnRpcError) {
        const data = error.data as Answer | undefined;
        if (error.code === 'host-failure' && data && typeof data === 'object' && typeof data.status === 'number' && data.status > 0) {
          finish(data.status, data.data, headerLines(data.headers), '', 'complete');
          return;
        }
        if (error.code === 'host-timeout') {
          finish(-1, undefined, null, '', 'timeout');
          return;
        }
        const failure = hostFailureBody(service, rpcMethod, error);
        finish(failure.status, failure.body, '', '', failure.status ? 'complete' : 'error');
        return;
      }
      const wrapped = new ZnError(service, 'host-failure', `${rpcMethod} over PostRPC failed: ${error instanceof Error ? error.message : String(error)}`);
      finish(0, { status: 0, code: 0, userMessage: 'The request could not be completed.', developerMessage: wrapped.message, error: wrapped }, '', '', 'error');
    });
  };
}
