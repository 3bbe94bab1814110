/**
 * Runs one request of a backend service, in a worker thread of its own (runner.ts starts it
 * ahead of need and posts it the request, a ServiceWorkerData). A fresh worker per request is
 * what Zengine gave a service: its own module cache (an edited plugin.js is picked up on the next
 * request), nothing shared with other requests, and an end the moment it answers. Messages to
 * the parent:
 *   { type: 'answer', status, headers, body?: string | Uint8Array }   the response, once
 *   { type: 'twice', first, second }   the service answered more than once in the same turn
 *   { type: 'legacy', form, better }   it used an old form of express's res (still served)
 *   { type: 'failed', message, stack, afterAnswer }   run threw, or its promise rejected
 * An uncaught exception later (in a timer, an unhandled rejection) ends the worker with an error.
 */
import { STATUS_CODES } from 'http';
import path from 'path';
import { isMainThread, parentPort } from 'worker_threads';
import { setServiceRequest } from './worker-context';
import type { ServiceResponse } from './types';
import { SERVICE_ENTRY, describeLoadError } from './services';
import { ZN_FIREBASE_FILE, primeServiceFirebase } from '../../firebase/service-firebase';

export interface ServiceRequestData {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  method: string;
  params: { workspaceId: string; pluginNamespace: string; pluginRoute: string };
  query: Record<string, string | string[]>;
  originalUrl: string;
}

export interface ServiceWorkerData {
  dir: string;
  namespace: string;
  route: string;
  request: ServiceRequestData;
  /** The REST API znHttp calls, e.g. http://127.0.0.1:3030/v1 */
  apiUrl: string;
  /** The Authorization header znHttp sends (the caller's), if any. */
  authorization?: string;
}

export type ServiceMessage =
  | { type: 'answer'; status: number; headers: Record<string, string | string[]>; body?: string | Uint8Array }
  | { type: 'twice'; first: string; second: string }
  | { type: 'legacy'; form: string; better: string }
  | { type: 'failed'; message: string; stack?: string; afterAnswer?: boolean; errorName: string; shown: boolean };

/** Errors whose message is safe and useful in a response (it names a file, a line, a package). */
const SHOWN = Symbol('shown in the response');

function shown(error: Error): Error {
  (error as Error & { [SHOWN]?: boolean })[SHOWN] = true;
  return error;
}

/** The SDK's znHttp, for services without a lib/zn-http.js of their own. */
export const ZN_HTTP_FILE = path.join(__dirname, 'zn-http.js');

interface ModuleInternals {
  _resolveFilename(request: string, parent: NodeModule | undefined, isMain: boolean, options?: unknown): string;
  isBuiltin(request: string): boolean;
}

function inside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** `lodash/fp` → `lodash`, `@scope/name/x` → `@scope/name`; undefined for a relative or absolute path. */
function packageName(request: string): string | undefined {
  if (request.startsWith('.') || path.isAbsolute(request)) return undefined;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function missingPackage(data: ServiceWorkerData, name: string, foundOutside?: string): Error {
  const error = new Error(`The backend service ${data.namespace}/${data.route} requires the npm package "${name}", ` +
    `which is not in its own node_modules (${path.join(data.dir, 'node_modules')})` +
    (foundOutside ? `; it was found at ${foundOutside}, outside the service folder, which Zengine does not upload with the service` : '') +
    `: run "npm install ${name}" in ${data.dir}`);
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/** A relative require of a file the service does not have (a path is no secret: the message is shown). */
function missingFile(data: ServiceWorkerData, request: string, parentFile: string): Error {
  const target = path.resolve(path.dirname(parentFile), request);
  const error = new Error(`${parentFile} requires ${JSON.stringify(request)}, and ${target} is missing`);
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/**
 * Module resolution as Zengine's service runner had it: `lib/zn-http` of the service folder is the
 * service's own file when it has one, else the SDK's (from any file of the service, including
 * packages in its node_modules that require `../../lib/zn-http`); npm packages come from the
 * service's own node_modules only. Node has no public hook for CommonJS resolution in Node 20,
 * so this wraps Module._resolveFilename, in this worker only.
 */
function installResolver(data: ServiceWorkerData): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Module = require('module') as ModuleInternals;
  const original = Module._resolveFilename;
  const ownZnHttp = [path.join(data.dir, 'lib', 'zn-http'), path.join(data.dir, 'lib', 'zn-http.js')];
  const ownZnFirebase = [path.join(data.dir, 'lib', 'zn-firebase'), path.join(data.dir, 'lib', 'zn-firebase.js')];
  Module._resolveFilename = function (request, parent, isMain, options) {
    const parentFile = parent && parent.filename;
    const fromService = !!parentFile && inside(data.dir, parentFile);
    const name = packageName(request);
    let resolved: string;
    try {
      resolved = original.call(this, request, parent, isMain, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && parentFile) {
        if (!name && ownZnHttp.indexOf(path.resolve(path.dirname(parentFile), request)) !== -1) return ZN_HTTP_FILE;
        // the workbench's znFirebase, as Zengine supplied lib/zn-firebase.js (src/firebase/zn-firebase.ts)
        if (!name && ownZnFirebase.indexOf(path.resolve(path.dirname(parentFile), request)) !== -1) return ZN_FIREBASE_FILE;
        if (name && fromService && !Module.isBuiltin(request)) throw missingPackage(data, name);
        if (!name && fromService) throw missingFile(data, request, parentFile);
      }
      throw error;
    }
    if (name && fromService && !Module.isBuiltin(request) && !inside(data.dir, resolved)) throw missingPackage(data, name, resolved);
    return resolved;
  };
}

function describeBody(body: unknown): string {
  if (body === undefined) return 'no body';
  const text = typeof body === 'string' ? body : (() => {
    try {
      return JSON.stringify(body);
    } catch {
      return Object.prototype.toString.call(body);
    }
  })();
  return text === undefined ? typeof body : text.length > 80 ? text.slice(0, 80) + '…' : text;
}

/** eventData.response: express's res.set/status/send/end (and json, sendStatus, get, header). */
function createResponse(post: (message: ServiceMessage) => void) {
  let status = 200;
  const headers: Record<string, string | string[]> = Object.create(null);
  let answered: { what: string } | undefined;
  let sent = false;
  let twice = false;

  const setHeader = (field: string, value: unknown) => {
    headers[field.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  };
  const answer = (what: string, body?: string | Uint8Array, type?: string) => {
    if (answered) {
      if (!twice && !sent) post({ type: 'twice', first: answered.what, second: what });
      twice = true;
      return;
    }
    answered = { what };
    if (type && headers['content-type'] === undefined) headers['content-type'] = type;
    const message: ServiceMessage = { type: 'answer', status, headers, body };
    // the answer leaves at the end of this turn, so a second answer in the same turn is noticed
    setImmediate(() => {
      if (twice) return;
      sent = true;
      post(message);
    });
  };

  const response: ServiceResponse = {
    set(field: string | Record<string, unknown>, value?: unknown) {
      if (typeof field === 'string') setHeader(field, value);
      else if (field && typeof field === 'object') Object.keys(field).forEach((key) => setHeader(key, field[key]));
      return response;
    },
    header(field: string | Record<string, unknown>, value?: unknown) {
      return response.set(field, value);
    },
    get(field: string) {
      return headers[String(field).toLowerCase()];
    },
    status(code: number) {
      status = code;
      return response;
    },
    send(body?: unknown, more?: unknown) {
      // express 4's old forms, which services written for Zengine may use: send(404), send(404, body)
      if (typeof body === 'number' && more === undefined) {
        post({ type: 'legacy', form: 'response.send(status)', better: 'response.sendStatus(status)' });
        return response.sendStatus(body);
      }
      if (typeof body === 'number') {
        post({ type: 'legacy', form: 'response.send(status, body)', better: 'response.status(status).send(body)' });
        status = body;
        return response.send(more);
      }
      if (body === undefined) answer('send()');
      else if (typeof body === 'string') answer(`send(${describeBody(body)})`, body, 'text/html; charset=utf-8');
      else if (body instanceof Uint8Array) answer('send(<bytes>)', body, 'application/octet-stream');
      else return response.json(body);
      return response;
    },
    json(body?: unknown) {
      let text: string | undefined;
      try {
        text = JSON.stringify(body);
      } catch (error) {
        throw new Error(`eventData.response.send: the body cannot be sent as JSON (${(error as Error).message}); send plain data`);
      }
      answer(`send(${describeBody(body)})`, text === undefined ? '' : text, 'application/json; charset=utf-8');
      return response;
    },
    sendStatus(code: number) {
      status = code;
      answer(`sendStatus(${code})`, STATUS_CODES[code] || String(code), 'text/plain; charset=utf-8');
      return response;
    },
    end(data?: unknown) {
      answer('end()', data === undefined ? undefined : data instanceof Uint8Array ? data : String(data));
      return response;
    }
  };
  return { response, isAnswered: () => !!answered };
}

function serve(data: ServiceWorkerData, port: NonNullable<typeof parentPort>): void {
  setServiceRequest(data);
  const post = (message: ServiceMessage) => port.postMessage(message);
  const { response, isAnswered } = createResponse(post);
  const failed = (error: unknown) => {
    const file = path.join(data.dir, SERVICE_ENTRY);
    post({
      afterAnswer: isAnswered(),
      type: 'failed',
      message: error instanceof Error ? describeLoadError(error, file) : `threw ${describeBody(error)}`,
      stack: error instanceof Error ? error.stack : undefined,
      errorName: error instanceof Error ? error.name : typeof error,
      shown: error instanceof Error && (error instanceof SyntaxError || (error as Error & { [SHOWN]?: boolean })[SHOWN] === true)
    });
  };
  installResolver(data);
  const eventData = { request: data.request, response };
  try {
    // the plugin's Firebase database: *.localhost names, znFirebase primed with x-firebase-url and the token
    primeServiceFirebase(data.dir, data.request.headers, (file) => require(file));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const service = require(path.join(data.dir, SERVICE_ENTRY)) as { run?: unknown };
    if (!service || typeof service.run !== 'function') {
      throw shown(new Error(`${path.join(data.dir, SERVICE_ENTRY)} exports no run function; expected exports.run = function (eventData) { ... }`));
    }
    const result = (service.run as (eventData: unknown) => unknown)(eventData);
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      (result as PromiseLike<unknown>).then(undefined, failed);
    }
  } catch (error) {
    failed(error);
  }
}

if (isMainThread || !parentPort) throw new Error('service-worker.js runs in a worker thread started by the sandbox');
const port = parentPort;
port.once('message', (data: ServiceWorkerData) => serve(data, port));
