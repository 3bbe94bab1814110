/**
 * Runs a backend service for one request in a worker thread (service-worker.ts) and answers with
 * what it sent. A service that throws, never answers (the time limit, then 504), answers twice or
 * ends without answering gets a failure envelope, and the sandbox gets a log line; the server
 * stays up whatever the service does.
 */
import path from 'path';
import { Worker } from 'worker_threads';
import { FailureEnvelope } from '../envelopes';
import { PluginServiceMount } from './services';
import { ServiceMessage, ServiceRequestData, ServiceWorkerData } from './service-worker';

/** How long a service may take to answer before the sandbox answers 504 for it. */
export const DEFAULT_SERVICE_TIMEOUT_MS = 30000;

const WORKER_FILE = path.join(__dirname, 'service-worker.js');

export type ServiceOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[]>; body?: Buffer }
  | { kind: 'failure'; envelope: FailureEnvelope };

export interface RunOptions {
  mount: PluginServiceMount;
  request: ServiceRequestData;
  apiUrl: string;
  authorization?: string;
  timeoutMs: number;
  /** A line for the sandbox's log (with the service's stack, when it has one). */
  log(error: Error): void;
  /** A warning, given once per service and form (default: the log). */
  warn?(message: string): void;
}

function failure(status: number, code: number, userMessage: string, developerMessage: string): ServiceOutcome {
  return { kind: 'failure', envelope: { status, code, userMessage, developerMessage } };
}

function logLine(message: string, stack?: string): Error {
  const error = new Error(message);
  if (stack) error.stack = `${message}\n${stack}`;
  return error;
}

/**
 * Starts service workers one ahead of need, so a request does not wait for a thread to start
 * (the worker loads no service code until it gets its request, so edits still show). `close()`
 * ends the spare; a sandbox calls it when it closes.
 */
export class ServiceRunner {
  private spare?: Worker;
  private closed = false;
  /** The (service, legacy form) pairs already warned about, so each is said once. */
  private readonly warned = new Set<string>();

  constructor(private readonly warm: boolean = true) {}

  run(options: RunOptions): Promise<ServiceOutcome> {
    return runService(options, this.take(), this.warned);
  }

  close(): void {
    this.closed = true;
    if (this.spare) void this.spare.terminate();
    this.spare = undefined;
  }

  private take(): Worker {
    const worker = this.spare || startWorker();
    this.spare = undefined;
    worker.ref();
    if (this.warm && !this.closed) setImmediate(() => this.prepare());
    return worker;
  }

  private prepare(): void {
    if (this.spare || this.closed) return;
    const spare = startWorker();
    // a spare never keeps the process alive, and one that dies before use is dropped
    spare.unref();
    spare.once('exit', () => {
      if (this.spare === spare) this.spare = undefined;
    });
    this.spare = spare;
  }
}

function startWorker(): Worker {
  return new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
}

/** Runs the request on a worker started by startWorker (which waits for its request). */
function runService(options: RunOptions, worker: Worker, warned: Set<string>): Promise<ServiceOutcome> {
  const { mount, request } = options;
  const name = `${mount.namespace}/${mount.route}`;
  const where = `${request.method} ${request.originalUrl.slice(0, 200)}`;
  const data: ServiceWorkerData = {
    dir: mount.dir,
    namespace: mount.namespace,
    route: mount.route,
    request,
    apiUrl: options.apiUrl,
    authorization: options.authorization
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: ServiceOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Zengine ends a service the moment it answers, open requests included
      void worker.terminate();
      resolve(outcome);
    };
    const fail = (message: string, developerMessage: string, stack?: string) => {
      if (settled) return;
      options.log(logLine(`sandbox: plugin service ${name} (${where}) ${message}`, stack));
      finish(failure(500, 5000, 'The plugin service failed', developerMessage));
    };
    const timer = setTimeout(() => {
      options.log(logLine(`sandbox: plugin service ${name} (${where}) did not answer within ${options.timeoutMs} ms; answered 504`));
      finish(failure(504, 5040, 'The plugin service did not answer in time',
        `The backend service ${name} did not answer within ${options.timeoutMs} ms: call eventData.response.send(...) ` +
        '(or end()) once on every path, after its requests are done'));
    }, options.timeoutMs);

    worker.on('message', (message: ServiceMessage) => {
      if (settled) return;
      if (message.type === 'answer') {
        const status = Number.isInteger(message.status) && message.status >= 100 && message.status <= 599 ? message.status : undefined;
        if (status === undefined) {
          fail(`answered with the status ${JSON.stringify(message.status)}`,
            `The backend service ${name} answered with the status ${JSON.stringify(message.status)}; expected an HTTP status from 100 to 599`);
          return;
        }
        finish({ kind: 'answer', status, headers: message.headers, body: message.body === undefined ? undefined : Buffer.from(message.body) });
      } else if (message.type === 'legacy') {
        const key = `${name} ${message.form}`;
        if (!warned.has(key)) {
          warned.add(key);
          const text = `sandbox: plugin service ${name} uses ${message.form}, an old form of express's response; ` +
            `it is served as Zengine served it, but prefer ${message.better}`;
          if (options.warn) options.warn(text);
          else options.log(logLine(text));
        }
      } else if (message.type === 'twice') {
        fail(`answered twice: ${message.first}, then ${message.second}`,
          `The backend service ${name} answered twice (${message.first}, then ${message.second}); answer once on every path ` +
          '(return after sending)');
      } else if (message.type === 'failed') {
        if (message.afterAnswer) {
          options.log(logLine(`sandbox: plugin service ${name} (${where}) failed after answering: ${message.message}`, message.stack));
          return;
        }
        // a service's own error may carry secrets (keys, tokens): its message goes to the log only
        fail(`failed: ${message.message}`, `The backend service ${name} failed: ` +
          (message.shown ? message.message : `it threw ${message.errorName} (the sandbox's log has the details)`), message.stack);
      }
    });
    worker.on('error', (error) => {
      fail(`failed: ${error.name}: ${error.message}`, `The backend service ${name} failed: it threw ${error.name} outside its run ` +
        '(in a callback or an unhandled rejection; the sandbox\'s log has the details)', error.stack);
    });
    worker.on('exit', (code) => {
      fail(`ended (exit code ${code}) without answering`,
        `The backend service ${name} ended without answering; call eventData.response.send(...) (or end()) once on every path`);
    });
    worker.postMessage(data);
  });
}
