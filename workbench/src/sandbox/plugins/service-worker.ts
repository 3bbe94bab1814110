/**
 * The process of one backend service (runner.ts forks it, one per service folder, and keeps it
 * warm between requests, as Zengine's runner was one process per service). At its start it
 * requires the preload list (preloads.ts: what Zengine's Node runtime gave a service) and starts
 * its watchdog (watchdog.ts); it loads the service's plugin.js once and runs each request it is sent:
 *   1. `require('<service>/lib/zn-http')(req).parseHeaders()`, the service's own file or the SDK's,
 *      with the headers Zengine's platform added: `baseurl` (the sandbox's API), `authorization`
 *      (the caller's) and `x-plugin` (the plugin's namespace);
 *   2. `run(eventData)`, eventData as Zengine's runner built it (request headers/body/method/params/
 *      query/originalUrl; response set/status/send/end, chainable).
 * What it says to the runner: worker-messages.ts.
 */
import fs from 'fs';
import path from 'path';
import { Worker } from 'worker_threads';
import { withServiceRequest, ZnHttpSettings } from './worker-context';
import { SERVICE_ENTRY, describeLoadError } from './services';
import { ParentMessage, ServiceCall, ServiceMessage, ServiceSettings } from './worker-messages';
import { SHOWN, inside, installResolver, shown } from './service-resolver';
import { createResponse, describeBody } from './service-response';
import { PreloadContext, loadPreloads } from './preloads';
import { signalService } from './process-tree';

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
  // the service's own lib/zn-http, or the one the preloads supply
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const znHttp = require(path.join(settings.dir, 'lib', 'zn-http')) as unknown;
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
  const { response, isAnswered } = createResponse(post, id, settings.memoryBytes);
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
        // what the preloads prepare with the first request (the workbench's Firebase: the
        // plugin's database URL and token, the same for every request of the plugin)
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const context: PreloadContext = { dir: settings.dir, headers: call.request.headers, load: (file) => require(file) };
        preloaded.beforeLoad.forEach((beforeLoad) => beforeLoad && beforeLoad(context));
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

/** The watchdog thread: ends the service's processes when the workbench is gone (watchdog.ts). */
function startWatchdog(data: ServiceSettings): void {
  const watchdog = new Worker(path.join(__dirname, 'watchdog.js'), {
    workerData: { parent: process.ppid, marker: data.marker },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
    stdout: false,
    stderr: false
  });
  watchdog.on('error', (error) => post({ type: 'warning', key: 'watchdog', text: `its watchdog stopped (${error.message}); ` +
    'if the workbench is killed, this service\'s processes may outlive it' }));
  watchdog.unref();
}

const settings = start();
startWatchdog(settings);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const preloaded = loadPreloads(settings.preloads, (file) => require(file));
installResolver(settings, preloaded.supplies);
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
// the sandbox is gone (closed, or killed): so is its service, with every process it started
process.on('disconnect', () => {
  void signalService(process.pid, settings.marker, 'SIGKILL').then(() => process.exit(0), () => process.exit(0));
});
process.on('message', (message: ParentMessage) => {
  if (message.type === 'ping') post({ type: 'pong', id: message.id });
  else if (message.type === 'request') serve(message.id, message.call);
});
post({ type: 'ready' });
