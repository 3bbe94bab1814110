/**
 * The PostRPC client of a shipped v1 plugin's frame: JSON-RPC over `postMessage` to the page that
 * framed it, in post-rpc's wire format exactly (Wizehive/post-rpc, docs/v2.md):
 *
 *   request  { jsonrpc: '2.0', method, args, id }            frame → host
 *   answer   { jsonrpc: '2.0', result, id }                   host → frame
 *   failure  { jsonrpc: '2.0', id, error: { code, message, data } }
 *   event    { jsonrpc: '2.0', id: null, result, event }      host → frame
 *
 * Unlike post-rpc's client, every subscriber of an event is called (not only the last one), an
 * event with a falsy result still arrives, and a method the host does not have (-32601) or never
 * answers rejects with a ZnError whose code says so, so no caller hangs.
 */
import { ZnError } from '../core';

export const JSONRPC = '2.0';
export const METHOD_NOT_FOUND = -32601;
export const TIMEOUT_CODE = -32001;

/** What the client posts to: the framing window (`window.parent`), or a fake in specs. */
export interface RpcTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What the client listens on: the frame's window, or a fake in specs. */
export interface RpcListener {
  addEventListener(type: 'message', listener: (event: { data: unknown; origin: string; source: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown; origin: string; source: unknown }) => void): void;
}

/** The `error` of a PostRPC failure, as the host sent it. */
export interface RpcFailure {
  code: number;
  message: string;
  data?: unknown;
}

export interface RpcClientOptions {
  target: RpcTarget;
  listener: RpcListener;
  /** The host page's origin; '*' accepts (and posts to) any. */
  origin: string;
  /** Milliseconds a method may take before it fails with code `host-timeout` (default 30000). */
  timeout?: number;
  /** Timers, injectable for specs (default the global ones). */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface CallOptions {
  /** Milliseconds for this call; 0 waits as long as the host takes (a question the user answers). */
  timeout?: number;
  /** The service the call is for, named in errors (default `znPluginFrame`). */
  service?: string;
}

type EventListener = (payload: unknown, name: string) => void;

interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  timer: unknown;
  method: string;
  service: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * The error a call rejects with: a ZnError for a method the host lacks (`host-method-missing`),
 * for no answer (`host-timeout`) and for a host failure (`host-failure`, the host's `error` in
 * `rpcError`, its `data` (the failure's own fields: status, data, headers) in `data`).
 */
export class ZnRpcError extends ZnError {
  readonly rpcError: RpcFailure;
  readonly data: unknown;
  constructor(service: string, code: string, message: string, rpcError: RpcFailure) {
    super(service, code, message);
    this.rpcError = rpcError;
    this.data = rpcError.data;
  }
}

export function rpcErrorOf(service: string, method: string, error: RpcFailure): ZnRpcError {
  if (error.code === METHOD_NOT_FOUND) {
    return new ZnRpcError(service, 'host-method-missing', `the page that frames this plugin does not answer the PostRPC method "${method}" ` +
      `(${error.code} ${error.message}); expected a Zengine v2 host, which answers it`, error);
  }
  if (error.code === TIMEOUT_CODE) {
    return new ZnRpcError(service, 'host-timeout', `the page that frames this plugin did not answer the PostRPC method "${method}" in time; ` +
      'expected a Zengine v2 host around the frame', error);
  }
  return new ZnRpcError(service, 'host-failure', `the PostRPC method "${method}" failed: ${error.message}`, error);
}

export class RpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly anyListeners = new Set<EventListener>();
  private readonly onMessage = (event: { data: unknown; origin: string; source: unknown }) => this.receive(event);
  private stopped = false;

  constructor(private readonly options: RpcClientOptions) {
    options.listener.addEventListener('message', this.onMessage);
  }

  /** Calls `method` with `args`; resolves with the host's result, rejects with a ZnRpcError. */
  call<T = unknown>(method: string, args?: unknown, callOptions: CallOptions = {}): Promise<T> {
    const service = callOptions.service || 'znPluginFrame';
    const id = this.nextId++;
    const timeout = callOptions.timeout === undefined ? (this.options.timeout ?? 30000) : callOptions.timeout;
    return new Promise<T>((resolve, reject) => {
      const setTimer = this.options.setTimeout || ((run: () => void, ms: number) => setTimeout(run, ms));
      const timer = timeout > 0
        ? setTimer(() => this.settle(id, { jsonrpc: JSONRPC, id, error: { code: TIMEOUT_CODE, message: 'Timeout' } }), timeout)
        : null;
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, method, service });
      const request: Record<string, unknown> = { jsonrpc: JSONRPC, method, id };
      if (args !== undefined) request.args = args;
      try {
        this.options.target.postMessage(request, this.options.origin);
      } catch (error) {
        this.forget(id);
        reject(new ZnRpcError(service, 'host-failure', `the PostRPC method "${method}" could not be sent: ` +
          `${error instanceof Error ? error.message : String(error)} (only data that survives structured cloning crosses the frame)`,
        { code: -32603, message: 'Internal error' }));
      }
    });
  }

  /** Listens to a host event; every listener of a name is called. Returns the unsubscribe function. */
  subscribe(name: string, listener: EventListener): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, set = new Set());
    set.add(listener);
    return () => { set?.delete(listener); };
  }

  /** Listens to every host event (the runtime broadcasts them on $rootScope). */
  onEvent(listener: EventListener): () => void {
    this.anyListeners.add(listener);
    return () => { this.anyListeners.delete(listener); };
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.options.listener.removeEventListener('message', this.onMessage);
    Array.from(this.pending.keys()).forEach((id) => this.forget(id));
  }

  private forget(id: number): Pending | undefined {
    const call = this.pending.get(id);
    if (!call) return undefined;
    this.pending.delete(id);
    if (call.timer !== null && call.timer !== undefined) (this.options.clearTimeout || clearTimeout)(call.timer as never);
    return call;
  }

  private settle(id: number, message: Record<string, unknown>): void {
    const call = this.forget(id);
    if (!call) return;
    if (isObject(message.error)) {
      const error = message.error as unknown as RpcFailure;
      call.reject(rpcErrorOf(call.service, call.method, {
        code: typeof error.code === 'number' ? error.code : -32000,
        message: typeof error.message === 'string' ? error.message : 'failed',
        data: error.data
      }));
    } else {
      call.resolve(message.result === undefined ? null : message.result);
    }
  }

  private receive(event: { data: unknown; origin: string; source: unknown }): void {
    if (this.stopped) return;
    if (this.options.origin !== '*' && event.origin !== this.options.origin) return;
    if (event.source !== this.options.target) return;
    const message = event.data;
    if (!isObject(message) || message.jsonrpc !== JSONRPC || 'method' in message) return;
    if (typeof message.event === 'string' && (message.id === null || message.id === undefined)) {
      const payload = message.result === undefined ? null : message.result;
      this.listeners.get(message.event)?.forEach((listener) => listener(payload, message.event as string));
      this.anyListeners.forEach((listener) => listener(payload, message.event as string));
      return;
    }
    // the request's id, echoed (a host that turned it into a string is understood too)
    if (typeof message.id === 'number' || (typeof message.id === 'string' && /^\d+$/.test(message.id))) this.settle(Number(message.id), message);
  }
}
