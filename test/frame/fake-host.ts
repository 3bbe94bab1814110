import type { IControllerProvider, ITemplateCacheService } from 'angular';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { ZnFrameApp, ZnFrameContext, startFrame } from '../../src/frame/runtime';

export const HOST_ORIGIN = 'http://host.test';

type Handler = (args: any) => unknown;
type FrameListener = (event: { data: unknown; origin: string; source: unknown }) => void;

/**
 * A Zengine v2 host page for one frame, speaking post-rpc's wire format: it is the frame's
 * `window.parent` (postMessage) and delivers its answers and events to the frame's `message`
 * listeners, as the real page does (origin HOST_ORIGIN, source itself). A method without a
 * handler is answered -32601; a handler that throws or rejects, -32000 with the error's own
 * fields in `data`.
 */
export class FakeHost {
  readonly requests: Array<{ jsonrpc: string; method: string; args?: any; id: number }> = [];
  readonly raw: unknown[] = [];
  private readonly listeners = new Set<FrameListener>();
  readonly frameWindow = {
    addEventListener: (_type: 'message', listener: FrameListener) => { this.listeners.add(listener); },
    removeEventListener: (_type: 'message', listener: FrameListener) => { this.listeners.delete(listener); }
  };

  constructor(public handlers: Record<string, Handler>) {
    if (!('resize' in handlers)) handlers.resize = () => null;
  }

  postMessage(given: any, targetOrigin: string): void {
    // what window.postMessage carries: a structured clone (a function or a scope in it throws DataCloneError, as in the browser)
    const message = structuredClone(given);
    this.raw.push({ message, targetOrigin });
    this.requests.push(message);
    const handler = this.handlers[message.method];
    if (handler === undefined) {
      this.later({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `The ${message.method} method is not available` } });
      return;
    }
    Promise.resolve().then(() => handler(message.args)).then((result) => {
      if (result === NEVER) return;
      this.later({ jsonrpc: '2.0', result: result === undefined ? null : result, id: message.id });
    }, (error: any) => {
      const data: Record<string, unknown> = {};
      Object.keys(error || {}).forEach((key) => { data[key] = error[key]; });
      this.later({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: error && error.message || 'failed', data } });
    });
  }

  /** Sends an event to the frame. */
  emit(event: string, result: unknown): void {
    this.deliver({ jsonrpc: '2.0', id: null, result, event });
  }

  /** The requests of one method. */
  calls(method: string): any[] {
    return this.requests.filter((request) => request.method === method).map((request) => request.args);
  }

  deliver(data: unknown, origin = HOST_ORIGIN, source: unknown = this): void {
    this.listeners.forEach((listener) => listener({ data, origin, source }));
  }

  private later(data: unknown): void {
    setTimeout(() => this.deliver(data), 0);
  }
}

/** A handler's answer that never comes. */
export const NEVER = { never: true };

/** Waits until `check` passes (each turn of the event loop), failing after many turns. */
export async function until(check: () => unknown, what = 'the condition'): Promise<void> {
  for (let turn = 0; turn < 400; turn += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A few turns of the event loop, for "nothing more happened" checks. */
export async function turns(count = 10): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 1));
}

export function baseContext(extra: Partial<ZnFrameContext> = {}): ZnFrameContext {
  return {
    constants: {},
    plugin: { id: 7, name: 'Frame Plug', namespace: 'framePlug' },
    pluginView: { type: 'fullPage', src: '/index.html' },
    seedData: null,
    user: { id: 3, displayName: 'Ann' },
    workspace: { id: 1, name: 'Sales', forms: [] },
    record: null,
    form: null,
    location: {
      protocol: 'http', host: 'host.test', port: 80, hash: '', href: 'http://host.test/workspaces/1/plugin/frame-plug',
      pathname: '/workspaces/1/plugin/frame-plug', searchParams: {}, pathParams: { workspace_id: '1', plugin_route: 'frame-plug' }
    },
    ...extra
  };
}

export interface SpecPlugin {
  catalog: PluginCatalog;
  controllers: Record<string, any[]>;
  templates: Record<string, string>;
}

let started: ZnFrameApp[] = [];
let roots: HTMLElement[] = [];

/** Starts the runtime against `host` on a fresh root, with the spec's plugin (catalog, controllers, templates). */
export async function startSpecFrame(host: FakeHost, plugin: SpecPlugin, options: { timeout?: number; modules?: unknown[] } = {}): Promise<ZnFrameApp> {
  const root = document.createElement('div');
  root.setAttribute('zn-frame-root', '');
  document.body.appendChild(root);
  roots.push(root);
  const app = await startFrame({
    window, target: host, listener: host.frameWindow, origin: HOST_ORIGIN, root, timeout: options.timeout,
    modules: [['$provide', '$controllerProvider', ($provide: any, $controllerProvider: IControllerProvider) => {
      $provide.value('znPluginCatalog', plugin.catalog);
      $provide.value('znRandom', () => 0.5);
      Object.keys(plugin.controllers).forEach((name) => $controllerProvider.register(name, plugin.controllers[name]));
    }], ['$provide', ($provide: any) => {
      $provide.decorator('$templateCache', ['$delegate', ($templateCache: ITemplateCacheService) => {
        Object.keys(plugin.templates).forEach((id) => $templateCache.put(id, plugin.templates[id]));
        return $templateCache;
      }]);
    }], ...(options.modules || [])] as never
  });
  started.push(app);
  return app;
}

/** Stops every frame a spec started and removes its root. */
export function stopSpecFrames(): void {
  started.forEach((app) => app.stop());
  roots.forEach((root) => root.remove());
  started = [];
  roots = [];
}
