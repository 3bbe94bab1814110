/**
 * Types for backend services written in TypeScript (`import type`, so nothing of the sandbox is
 * required at run time): what `exports.run(eventData)` gets, and what `require('./lib/zn-http')`
 * gives. docs/sandbox.md, "Backend services", has the full description.
 */

export interface ServiceRequest {
  /**
   * The HTTP request headers, names in lower case (`content-type`...), with `x-plugin`; zn-http's
   * parseHeaders took `authorization` and `baseurl` off before run, as on Zengine.
   */
  headers: Record<string, string | string[] | undefined>;
  /** The body: parsed JSON, form fields, or the text; `{}` when there is none. */
  body: any;
  /** `GET`, `POST`, `PUT` or `DELETE`. */
  method: string;
  /** From the URL: `/workspaces/<workspaceId>/<pluginNamespace>/<pluginRoute>`. */
  params: { workspaceId: string; pluginNamespace: string; pluginRoute: string };
  /** The query string; a repeated key gives an array. */
  query: Record<string, string | string[]>;
  /** The URL as requested, path and query (anything after the route is the service's to read). */
  originalUrl: string;
}

export interface ServiceResponse {
  /** Sets a header (`set('X-Total', '3')`) or several (`set({ ... })`). */
  set(field: string | Record<string, unknown>, value?: unknown): ServiceResponse;
  header(field: string | Record<string, unknown>, value?: unknown): ServiceResponse;
  get(field: string): string | string[] | undefined;
  /** The HTTP status of the answer (default 200). */
  status(code: number): ServiceResponse;
  /** Answers: an object or array as JSON, a string as text/html, bytes as they are. Once per request. */
  send(body?: unknown): ServiceResponse;
  /** express 4's old forms, still served (with a warning in the log): `send(404)`, `send(404, body)`. */
  send(status: number, body?: unknown): ServiceResponse;
  json(body?: unknown): ServiceResponse;
  sendStatus(code: number): ServiceResponse;
  /** Answers with no body (or the text given). */
  end(data?: unknown): ServiceResponse;
}

export interface ServiceEventData {
  request: ServiceRequest;
  response: ServiceResponse;
}

/** What `require('./lib/zn-http')` gives: `znHttp()` returns a client. */
export interface ZnHttpOptions {
  /** Query parameters; an array value repeats the key. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface ZnHttpResponse {
  /** The body: parsed JSON when the API answered JSON, else the text. */
  getBody(): any;
  getCode(): number;
  getHeaders(): Record<string, string>;
  getHeader(name: string): string | undefined;
  /** The body as text. */
  body: string;
  code: number;
  headers: Record<string, string>;
}

export interface ZnHttpClient {
  /** Takes the platform's `baseurl`, `authorization` and `x-plugin` headers off the request given to znHttp(req). */
  parseHeaders(): boolean;
  get(path: string, options?: ZnHttpOptions): Promise<ZnHttpResponse>;
  post(path: string, body?: unknown, options?: ZnHttpOptions): Promise<ZnHttpResponse>;
  put(path: string, body?: unknown, options?: ZnHttpOptions): Promise<ZnHttpResponse>;
  del(path: string, options?: ZnHttpOptions): Promise<ZnHttpResponse>;
  delete(path: string, options?: ZnHttpOptions): Promise<ZnHttpResponse>;
}
