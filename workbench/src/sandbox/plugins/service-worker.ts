/**
 * The process of one backend service (runner.ts forks it, one per service folder, and keeps it
 * warm between requests, as Zengine's runner was one process per service). It loads the service's
 * plugin.js once and runs each request it is sent:
 *   1. `require('<service>/lib/zn-http')(req).parseHeaders()`, the service's own file or the SDK's,
 *      with the headers Zengine's platform added: `baseurl` (the sandbox's API), `authorization`
 *      (the caller's) and `x-plugin` (the plugin's namespace);
 *   2. `run(eventData)`, eventData as Zengine's runner built it (request headers/body/method/params/
 *      query/originalUrl; response set/status/send/end, chainable).
 * Messages (parent → process): { type: 'request', id, request } and { type: 'ping', id }.
 * Messages (process → parent), each naming the request id:
 *   { type: 'ready' }   sent once, when the process listens
 *   { type: 'answer', id, status, headers, body?: string | Uint8Array }   the response, once
 *   { type: 'twice', id, first, second }   the service answered more than once in the same turn
 *   { type: 'legacy', id, form, better }   it used an old form of express's res (still served)
 *   { type: 'failed', id, message, stack, afterAnswer }   run threw, or its promise rejected
 *   { type: 'stale', id }   a file of the service changed since it was loaded: not run here
 *   { type: 'memory', id, rss }   the process is over its memory ceiling when answering
 *   { type: 'crashed', ... }   an uncaught exception (a timer, an unhandled rejection); it then exits
 *   { type: 'pong', id }   its event loop is free
 *   { type: 'warning', id, key, text }   something fragile the runner accepted (said once per key)
 */
import fs from 'fs';
import { STATUS_CODES } from 'http';
import path from 'path';
import { withServiceRequest, ZnHttpSettings } from './worker-context';
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

/** What the runner passes a service's process when it starts it (as its one argument, JSON). */
export interface ServiceSettings {
  dir: string;
  namespace: string;
  route: string;
  /** The environment served (`config-<env>.json` is read for `config.json`), if any. */
  env?: string;
  /** The memory ceiling, in bytes. */
  memoryBytes: number;
}

/** One request for the process. */
export interface ServiceCall {
  request: ServiceRequestData;
  /** The REST API znHttp calls, e.g. http://127.0.0.1:3030/v1 (the `baseurl` header). */
  apiUrl: string;
  /** The Authorization header of the caller, if any. */
  authorization?: string;
  /** The `x-plugin` header (the plugin's namespace). */
  plugin: string;
}

export type ParentMessage =
  | { type: 'request'; id: number; call: ServiceCall }
  | { type: 'ping'; id: number };

export type ServiceMessage =
  | { type: 'ready' }
  | { type: 'answer'; id: number; status: number; headers: Record<string, string | string[]>; body?: string | Uint8Array }
  | { type: 'twice'; id: number; first: string; second: string }
  | { type: 'legacy'; id: number; form: string; better: string }
  | { type: 'failed'; id: number; message: string; stack?: string; afterAnswer?: boolean; errorName: string; shown: boolean }
  | { type: 'stale'; id: number; file: string }
  | { type: 'memory'; id: number; rss: number }
  | { type: 'crashed'; message: string; stack?: string; errorName: string }
  | { type: 'pong'; id: number }
  | { type: 'warning'; id: number; key: string; text: string };

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

function missingPackage(data: ServiceSettings, name: string, foundOutside?: string): Error {
  const error = new Error(`The backend service ${data.namespace}/${data.route} requires the npm package "${name}", ` +
    `which is not in its own node_modules (${path.join(data.dir, 'node_modules')})` +
    (foundOutside ? `; it was found at ${foundOutside}, outside the service folder, which Zengine does not upload with the service` : '') +
    `: run "npm install ${name}" in ${data.dir}`);
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/** A relative require of a file the service does not have (a path is no secret: the message is shown). */
function missingFile(data: ServiceSettings, request: string, parentFile: string): Error {
  const target = path.resolve(path.dirname(parentFile), request);
  const firebase = /[\\/]lib[\\/]zn-firebase(\.js)?$/.test(target);
  const error = new Error(`${parentFile} requires ${JSON.stringify(request)}, and ${target} is missing` +
    (firebase ? '; the sandbox has no znFirebase (Zengine\'s Firebase library): give the service its own lib/zn-firebase.js' : ''));
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/**
 * `config-<env>.json` next to a `config.json` the service requires (its own or its _runner's),
 * when the sandbox serves an environment and the service has that file: what mayan's build
 * left in place of config.json for that environment.
 */
function configForEnv(data: ServiceSettings, target: string): string | undefined {
  const base = path.basename(target);
  if (!data.env || (base !== 'config.json' && base !== 'config') || !inside(data.dir, target) ||
    target.split(path.sep).indexOf('node_modules') !== -1) return undefined;
  const candidate = path.join(path.dirname(target), `config-${data.env}.json`);
  return fs.existsSync(candidate) ? candidate : undefined;
}

/**
 * Module resolution as Zengine's service runner had it: `lib/zn-http` of the service folder is the
 * service's own file when it has one, else the SDK's (from any file of the service, including
 * packages in its node_modules that require `../../lib/zn-http`); npm packages come from the
 * service's own node_modules only. Node has no public hook for CommonJS resolution in Node 20,
 * so this wraps Module._resolveFilename, in this service's process only.
 */
function installResolver(data: ServiceSettings): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Module = require('module') as ModuleInternals;
  const original = Module._resolveFilename;
  const ownZnHttp = [path.join(data.dir, 'lib', 'zn-http'), path.join(data.dir, 'lib', 'zn-http.js')];
  const ownZnFirebase = [path.join(data.dir, 'lib', 'zn-firebase'), path.join(data.dir, 'lib', 'zn-firebase.js')];
  Module._resolveFilename = function (request, parent, isMain, options) {
    const parentFile = parent && parent.filename;
    const fromService = !!parentFile && inside(data.dir, parentFile);
    const name = packageName(request);
    const target = !name && parentFile ? path.resolve(path.dirname(parentFile), request) : undefined;
    const envConfig = target && configForEnv(data, target);
    if (envConfig) return envConfig;
    let resolved: string;
    try {
      resolved = original.call(this, request, parent, isMain, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && parentFile) {
        if (target && ownZnHttp.indexOf(target) !== -1) return ZN_HTTP_FILE;
        // the workbench's znFirebase, as Zengine supplied lib/zn-firebase.js (src/firebase/zn-firebase.ts)
        if (target && ownZnFirebase.indexOf(target) !== -1) return ZN_FIREBASE_FILE;
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
function createResponse(post: (message: ServiceMessage) => void, id: number) {
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
      if (!twice && !sent) post({ type: 'twice', id, first: answered.what, second: what });
      twice = true;
      return;
    }
    answered = { what };
    if (type && headers['content-type'] === undefined) headers['content-type'] = type;
    const message: ServiceMessage = { type: 'answer', id, status, headers, body };
    // the answer leaves at the end of this turn, so a second answer in the same turn is noticed
    setImmediate(() => {
      if (twice) return;
      sent = true;
      // a service holding more than the ceiling (Buffers included) is stopped, not answered for
      const rss = process.memoryUsage.rss();
      if (rss > settings.memoryBytes) post({ type: 'memory', id, rss });
      else post(message);
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
        post({ type: 'legacy', id, form: 'response.send(status)', better: 'response.sendStatus(status)' });
        return response.sendStatus(body);
      }
      if (typeof body === 'number') {
        post({ type: 'legacy', id, form: 'response.send(status, body)', better: 'response.status(status).send(body)' });
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


function post(message: ServiceMessage): void {
  if (process.send && process.connected) process.send(message);
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Adds the files of the service loaded so far (not its packages) to `files`, with their times, to
 * notice an edit; files it requires later, inside a request, are added at the next request.
 */
let modulesSeen = 0;
function trackLoadedFiles(dir: string, files: Map<string, number>): Map<string, number> {
  const modules = Object.keys(require.cache);
  // nothing required since the last look: nothing new to track (the common case, per request)
  if (modules.length === modulesSeen && files.size) return files;
  modulesSeen = modules.length;
  modules.forEach((file) => {
    if (files.has(file) || !inside(dir, file) || file.split(path.sep).indexOf('node_modules') !== -1) return;
    files.set(file, mtimeOf(file));
  });
  return files;
}

function changedFile(files: Map<string, number>): string | undefined {
  for (const [file, time] of files) {
    if (mtimeOf(file) !== time) return file;
  }
  return undefined;
}

interface LoadedService {
  run(eventData: unknown): unknown;
  znHttp: unknown;
  files: Map<string, number>;
}

let loaded: LoadedService | undefined;
const warnedParseHeaders = { done: false };

function load(): LoadedService {
  const entry = path.join(settings.dir, SERVICE_ENTRY);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const service = require(entry) as { run?: unknown };
  if (!service || typeof service.run !== 'function') {
    throw shown(new Error(`${entry} exports no run function; expected exports.run = function (eventData) { ... }`));
  }
  const own = ['zn-http.js', 'zn-http'].map((name) => path.join(settings.dir, 'lib', name)).find((file) => fs.existsSync(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const znHttp = require(own || ZN_HTTP_FILE) as unknown;
  return { run: service.run as (eventData: unknown) => unknown, znHttp, files: trackLoadedFiles(settings.dir, new Map()) };
}

/** What Zengine's runner did first: `znHttp(req).parseHeaders()`, with its platform's headers on req. */
function parseHeaders(id: number, znHttp: unknown, req: Record<string, unknown>): void {
  const client = typeof znHttp === 'function' ? (znHttp as (req: unknown) => unknown)(req) : undefined;
  const parse = client && (client as { parseHeaders?: unknown }).parseHeaders;
  if (typeof parse === 'function') {
    (parse as () => unknown).call(client);
  } else if (!warnedParseHeaders.done) {
    warnedParseHeaders.done = true;
    post({ type: 'warning', id, key: 'parseHeaders', text: `its lib/zn-http.js has no znHttp(req).parseHeaders(), which ` +
      'Zengine\'s runner called before each request; it is run without it (its znHttp gets no baseurl or authorization from the runner)' });
  }
}

function headerOf(headers: Record<string, unknown>, name: string): unknown {
  return headers[String(name).toLowerCase()];
}

function serve(id: number, call: ServiceCall): void {
  const { response, isAnswered } = createResponse(post, id);
  const failed = (error: unknown) => {
    const file = path.join(settings.dir, SERVICE_ENTRY);
    post({
      id,
      afterAnswer: isAnswered(),
      type: 'failed',
      message: error instanceof Error ? describeLoadError(error, file) : `threw ${describeBody(error)}`,
      stack: error instanceof Error ? error.stack : undefined,
      errorName: error instanceof Error ? error.name : typeof error,
      shown: error instanceof Error && (error instanceof SyntaxError || (error as Error & { [SHOWN]?: boolean })[SHOWN] === true)
    });
  };
  if (loaded) {
    const changed = changedFile(trackLoadedFiles(settings.dir, loaded.files));
    if (changed) {
      post({ type: 'stale', id, file: changed });
      return;
    }
  }
  // the headers Zengine's platform added to the caller's; the caller cannot choose them
  const headers: Record<string, unknown> = { ...call.request.headers };
  headers.baseurl = call.apiUrl;
  if (call.authorization) headers.authorization = call.authorization;
  else delete headers.authorization;
  headers['x-plugin'] = call.plugin;
  const { body, method, params, query, originalUrl } = call.request;
  const req = {
    headers, body, method, params, query, originalUrl,
    get: (name: string) => headerOf(headers, name),
    header: (name: string) => headerOf(headers, name)
  };
  const znHttpSettings: ZnHttpSettings = { apiUrl: call.apiUrl, authorization: call.authorization, plugin: call.plugin };
  withServiceRequest(znHttpSettings, () => {
    try {
      if (!loaded) {
        // the plugin's Firebase database before plugin.js loads: *.localhost names, znFirebase
        // primed with x-firebase-url and the token (the same for every request of the plugin)
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        primeServiceFirebase(settings.dir, call.request.headers, (file) => require(file));
        loaded = load();
      }
      parseHeaders(id, loaded.znHttp, req);
      const eventData = { request: { headers, body, method, params, query, originalUrl }, response };
      const result = loaded.run(eventData);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        (result as PromiseLike<unknown>).then(undefined, failed);
      }
    } catch (error) {
      failed(error);
    }
  });
}

function start(): ServiceSettings {
  if (!process.send) throw new Error('service-worker.js runs in a process the sandbox forks for a backend service');
  return JSON.parse(process.argv[2]) as ServiceSettings;
}

const settings = start();
installResolver(settings);
process.on('uncaughtException', (error: unknown) => {
  const message = error instanceof Error ? describeLoadError(error) : `threw ${describeBody(error)}`;
  const report: ServiceMessage = {
    type: 'crashed', message, stack: error instanceof Error ? error.stack : undefined,
    errorName: error instanceof Error ? error.name : typeof error
  };
  // as Zengine's runner did, an uncaught exception ends the process (the next request starts another)
  if (process.send && process.connected) process.send(report, () => process.exit(1));
  else process.exit(1);
});
// the sandbox is gone (closed, or killed): so is its service
process.on('disconnect', () => process.exit(0));
process.on('message', (message: ParentMessage) => {
  if (message.type === 'ping') post({ type: 'pong', id: message.id });
  else if (message.type === 'request') serve(message.id, message.call);
});
post({ type: 'ready' });
