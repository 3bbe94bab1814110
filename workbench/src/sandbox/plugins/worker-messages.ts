/**
 * What the runner (runner.ts, service-process.ts) and a service's process (service-worker.ts)
 * say to each other over the process's IPC channel.
 * Messages (parent → process): { type: 'request', id, call } and { type: 'ping', id }.
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
 *   { type: 'warning', id?, key, text }   something fragile the runner accepted (said once per key)
 *   { type: 'internal', name, file? }   the service reached a Node internal (process.binding), said
 *                        so a crash inside Node (a signal) can be reported with its likely cause
 */

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
  /** The files the process requires before the service (see preloads.ts), in order. */
  preloads: string[];
  /** The marker its processes carry in their environment (process-tree.ts). */
  marker: string;
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
  | { type: 'warning'; id?: number; key: string; text: string }
  | { type: 'internal'; name: string; file?: string };
