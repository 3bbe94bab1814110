/**
 * The sandbox's backend: the plugins' services (the registry of mounts and the runner of their
 * processes) and the webhooks, which deliver to those services without going to the network.
 */
import { ObjectStore } from './store';
import { DEMO_WORKSPACE_ID } from './seed/seed';
import { toApiError } from './http/errors';
import type { Limits, SandboxOptions } from './options';
import { PluginServiceMount, PluginServiceRegistry } from './plugins/services';
import { dispatchPluginRequest, PluginRequest } from './plugins/dispatch';
import { DEFAULT_SERVICE_TIMEOUT_MS, ServiceRunner } from './plugins/runner';
import { writePluginRecords } from './plugins/install';
import { PluginDelivery, WebhookDispatcher } from './webhooks/dispatcher';

export interface Backend {
  services: PluginServiceRegistry;
  runner: ServiceRunner;
  webhooks: WebhookDispatcher;
  /** Serves `mounts`, their Plugins objects written at `now`; stops processes of services gone. */
  mount(mounts: PluginServiceMount[], now: string): void;
  unmount(namespace: string, route?: string): void;
  /** Runs a request to a plugin's service. */
  dispatch(request: PluginRequest): ReturnType<typeof dispatchPluginRequest>;
  /** The address the last /v1 request came in on: the API a service reached by a webhook calls. */
  noteApiUrl(url: string): void;
  /** Stops the webhooks and the services; resolves when every process they started is gone. */
  close(): Promise<void>;
}

export function createBackend(store: ObjectStore, options: SandboxOptions, limits: Limits, logError: (error: unknown) => void): Backend {
  const services = new PluginServiceRegistry();
  const runner = new ServiceRunner({
    memoryMb: options.pluginServiceMemoryMb,
    concurrency: options.pluginServiceConcurrency,
    queue: options.pluginServiceQueue,
    preloads: options.servicePreloads
  });
  const dispatchOptions = {
    runner, timeoutMs: options.pluginServiceTimeoutMs || DEFAULT_SERVICE_TIMEOUT_MS, log: logError, serviceHeaders: options.serviceHeaders
  };
  const dispatch = (request: PluginRequest) => dispatchPluginRequest(request, services, store, dispatchOptions);
  let lastApiUrl = options.pluginServiceApiUrl;
  // Zengine's plugin-services host is this sandbox's /plugins: run the service here, never on the network
  const deliverToPlugin = async (delivery: PluginDelivery) => {
    const answer = await dispatch({
      method: 'POST',
      url: delivery.path,
      headers: { ...delivery.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      apiUrl: lastApiUrl || 'http://127.0.0.1:3030/v1',
      readBody: async () => delivery.body
    }).catch((error: unknown) => {
      const apiError = toApiError(error, limits);
      if (!apiError) throw error;
      return { status: apiError.status, envelope: apiError.toEnvelope() };
    });
    if ('envelope' in answer) return { status: answer.status, text: JSON.stringify(answer.envelope) };
    return { status: answer.status, text: answer.body ? answer.body.toString('utf8', 0, 500) : '' };
  };
  const webhooks = new WebhookDispatcher({ store, log: logError, deliverToPlugin });
  return {
    services,
    runner,
    webhooks,
    mount: (mounts, now) => {
      writePluginRecords(store, { services: services.mount(mounts) }, DEMO_WORKSPACE_ID, now);
      runner.prune(services.list());
    },
    unmount: (namespace, route) => {
      services.unmount(namespace, route);
      runner.prune(services.list());
    },
    dispatch,
    noteApiUrl: (url) => {
      if (!options.pluginServiceApiUrl) lastApiUrl = url;
    },
    close: () => {
      webhooks.close();
      return runner.close();
    }
  };
}
