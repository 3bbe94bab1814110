/**
 * The SDK's `znHttp`, what `require('./lib/zn-http')` gives a backend service that has no
 * lib/zn-http.js of its own. It calls the REST API as the user who called the service (the
 * Authorization header the service received):
 *
 *   var znHttp = require('./lib/zn-http');
 *   znHttp().get('/forms/' + formId).then(function (response) {
 *     eventData.response.status(200).send(response.getBody());
 *   }, function (error) {
 *     eventData.response.status(error.getCode()).send(error.getBody());
 *   });
 *
 * Zengine's runner called `znHttp(req).parseHeaders()` before each request, handing over the
 * `baseurl`, `authorization` and `x-plugin` headers its platform added (and taking `baseurl` and
 * `authorization` out of the request's headers); this one does the same, so services and helper
 * packages that call parseHeaders themselves keep working.
 *
 * `get(path, options)`, `post(path, body, options)`, `put(path, body, options)`, `del(path,
 * options)` (also `delete`); `options.params` is the query (`{ limit: 20, 'folder.id': 0 }`),
 * `options.headers` extra headers. Each resolves with a response (`getBody()`: the parsed JSON,
 * or the text; `getCode()`; `getHeaders()`; `getHeader(name)`) and rejects with the same kind of
 * response when the API answers 400 or more.
 */
import { rememberServiceRequest, serviceRequest, ZnHttpSettings } from './worker-context';
import type { ZnHttpClient, ZnHttpOptions, ZnHttpResponse } from './types';

function settings(): ZnHttpSettings {
  const data = serviceRequest();
  if (!data) throw new Error('znHttp works inside a backend service the sandbox runs (require("./lib/zn-http") in its plugin.js)');
  return data;
}

function urlOf(apiUrl: string, apiPath: string, params: Record<string, unknown> | undefined): string {
  if (typeof apiPath !== 'string' || !apiPath.startsWith('/')) {
    throw new Error(`znHttp: the path must be an API path starting with "/", such as /forms/123/records; got ${JSON.stringify(apiPath)}`);
  }
  if (/^\/\/|^\/v1(\/|$)/.test(apiPath)) {
    throw new Error(`znHttp: give the API path without the host or /v1 (e.g. /forms/123); got ${JSON.stringify(apiPath)}`);
  }
  const url = new URL(apiUrl + apiPath);
  if (params && typeof params === 'object') {
    Object.keys(params).forEach((key) => {
      const value = params[key];
      if (value === undefined || value === null) return;
      (Array.isArray(value) ? value : [value]).forEach((item) => {
        url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      });
    });
  }
  return url.toString();
}

function responseOf(code: number, headers: Record<string, string>, text: string): ZnHttpResponse {
  let parsed: unknown = text;
  if (/json/i.test(headers['content-type'] || '') && text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return {
    getBody: () => parsed,
    getCode: () => code,
    getHeaders: () => headers,
    getHeader: (name: string) => headers[String(name).toLowerCase()],
    body: text,
    code,
    headers
  };
}

async function send(method: string, apiPath: string, body: unknown, options: ZnHttpOptions | undefined): Promise<ZnHttpResponse> {
  const data = settings();
  const url = urlOf(data.apiUrl, apiPath, options && options.params);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (data.authorization) headers.Authorization = data.authorization;
  if (data.plugin) headers['X-Plugin'] = data.plugin;
  let payload: string | undefined;
  if (body !== undefined && method !== 'GET' && method !== 'DELETE') {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  Object.assign(headers, (options && options.headers) || {});
  const answer = await fetch(url, { method, headers, body: payload });
  const text = await answer.text();
  const answerHeaders: Record<string, string> = {};
  answer.headers.forEach((value, key) => { answerHeaders[key] = value; });
  const response = responseOf(answer.status, answerHeaders, text);
  if (answer.status >= 400) throw response;
  return response;
}

interface RequestLike {
  headers?: Record<string, unknown>;
}

function headerText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** Takes the platform's headers off the request, as Zengine's lib/zn-http.js did. */
function parseHeaders(req: RequestLike | undefined): boolean {
  const headers = req && req.headers;
  if (!headers || typeof headers !== 'object') return true;
  const current = serviceRequest();
  const apiUrl = headerText(headers.baseurl) || (current && current.apiUrl);
  if (!apiUrl) return true;
  const settings: ZnHttpSettings = { apiUrl, authorization: headerText(headers.authorization), plugin: headerText(headers['x-plugin']) };
  delete headers.baseurl;
  delete headers.authorization;
  // the request's own settings (when parseHeaders runs inside it) and those for code outside any request
  if (current) Object.assign(current, settings);
  rememberServiceRequest(settings);
  return true;
}

/** `znHttp()`, or `znHttp(req)` whose parseHeaders() takes the platform's headers off req. */
function znHttp(req?: RequestLike): ZnHttpClient {
  const del = (apiPath: string, options?: ZnHttpOptions) => send('DELETE', apiPath, undefined, options);
  return {
    parseHeaders: () => parseHeaders(req),
    get: (apiPath, options) => send('GET', apiPath, undefined, options),
    post: (apiPath, body, options) => send('POST', apiPath, body, options),
    put: (apiPath, body, options) => send('PUT', apiPath, body, options),
    del,
    delete: del
  };
}

export = znHttp;
