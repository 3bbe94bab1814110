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
}

function failure(status: number, code: number, userMessage: string, developerMessage: string): ServiceOutcome {
  return { kind: 'failure', envelope: { status, code, userMessage, developerMessage } };
}

function logLine(message: string, stack?: string): Error {
  const error = new Error(message);
  if (stack) error.stack = `${message}\n${stack}`;
  return error;
}

export function runService(options: RunOptions): Promise<ServiceOutcome> {
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
    const worker = new Worker(WORKER_FILE, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: 512 } });
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
  });
}
