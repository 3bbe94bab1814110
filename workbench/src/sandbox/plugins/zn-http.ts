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
 * `get(path, options)`, `post(path, body, options)`, `put(path, body, options)`, `del(path,
 * options)` (also `delete`); `options.params` is the query (`{ limit: 20, 'folder.id': 0 }`),
 * `options.headers` extra headers. Each resolves with a response (`getBody()`: the parsed JSON,
 * or the text; `getCode()`; `getHeaders()`; `getHeader(name)`) and rejects with the same kind of
 * response when the API answers 400 or more.
 */
import { serviceRequest } from './worker-context';
import type { ServiceWorkerData } from './service-worker';
import type { ZnHttpClient, ZnHttpOptions, ZnHttpResponse } from './types';

function settings(): ServiceWorkerData {
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

/** `znHttp()` (options are accepted and unused, as the platform's were per call). */
function znHttp(): ZnHttpClient {
  const del = (apiPath: string, options?: ZnHttpOptions) => send('DELETE', apiPath, undefined, options);
  return {
    get: (apiPath, options) => send('GET', apiPath, undefined, options),
    post: (apiPath, body, options) => send('POST', apiPath, body, options),
    put: (apiPath, body, options) => send('PUT', apiPath, body, options),
    del,
    delete: del
  };
}

export = znHttp;
