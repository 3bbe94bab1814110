import type { IHttpService, ILogService, IQService, ITimeoutService } from 'angular';
import { ZnConfigService } from '../config/types';
import { ZnError, checkNamespace, describeValue, isPlainObject, pluginUrl, warnOnce } from '../core';
import { checkAcyclic, checkParams, splitCallArguments } from './arguments';
import { refusal } from './envelope';
import { settle } from './settle';
import { Sending, send } from './transport';
import { ZnFailure, ZnPluginDataEndpoint, ZnPluginDataService, ZnPromise } from './types';

const SERVICE = 'znPluginData';
type PluginMethod = 'get' | 'post' | 'put' | 'delete';
const PARAM_KEYS = ['workspaceId', 'params'];

/**
 * `znPluginData(namespace)`: calls to a plugin's own backend, scoped to a workspace (spec 4.2).
 * Resolves with the raw response body, since each plugin defines its own payloads.
 */
export function znPluginDataFactory(
  $http: IHttpService, $q: IQService, $exceptionHandler: (error: unknown, cause?: string) => void, znConfig: ZnConfigService,
  $timeout: ITimeoutService, $log: ILogService
): ZnPluginDataService {
  const warn = warnOnce((message) => $log.warn(message));
  // A plugin's own backend decides what may be repeated, so its calls are never retried.
  const transport = { $http, $q, $timeout, random: Math.random, now: Date.now };

  function run(namespace: string, method: PluginMethod, args: unknown[]): ZnPromise<unknown> {
    const withData = method === 'post' || method === 'put';
    const signature = `${namespace}.${method}(route, params${withData ? ', data' : ''}, successCallback, errorCallback)`;
    const parsed = splitCallArguments(SERVICE, signature, args, withData ? 3 : 2, warn);
    const [route, rawParams, data] = parsed.values;
    if (typeof route !== 'string') {
      throw new ZnError(SERVICE, 'bad-route', `${signature}: route must be a string such as '/items', got ${describeValue(route)}`);
    }
    const params = checkParams(SERVICE, signature, rawParams, '{ workspaceId: 1 }');
    checkAcyclic(SERVICE, signature, 'params.params', params.params);
    checkAcyclic(SERVICE, signature, 'params', params);
    if (withData) checkAcyclic(SERVICE, signature, 'data', data);
    Object.keys(params).forEach((key) => {
      if (PARAM_KEYS.indexOf(key) === -1) {
        throw new ZnError(SERVICE, 'unknown-param', `${signature}: unknown key "${key}" in params; expected workspaceId and params ` +
          '(query values go in params.params)');
      }
    });
    const query = params.params === undefined || params.params === null ? {} : params.params;
    if (!isPlainObject(query)) {
      throw new ZnError(SERVICE, 'bad-params', `${signature}: params.params must be an object of query values, got ${describeValue(query)}`);
    }

    const label = `${namespace}.${method}`;
    const httpMethod = method.toUpperCase();
    let url = '';
    let sent: Sending | ZnFailure;
    try {
      url = pluginUrl(label, znConfig.get().pluginServiceUrl, namespace, route, params.workspaceId, query);
      sent = send(transport, withData && data !== undefined ? { method: httpMethod, url, data } : { method: httpMethod, url }, null);
    } catch (error) {
      if (!(error instanceof ZnError)) throw error;
      sent = refusal(error);
    }
    return settle<unknown>({ $q, $exceptionHandler }, {
      request: { method: httpMethod, url },
      sent,
      interpret: (response) => {
        const body = response.data === '' || response.data === null ? undefined : response.data;
        return { ok: true, value: body, callbackArgs: [body, response.status, response.headers] };
      },
      success: parsed.success,
      error: parsed.error
    });
  }

  return (namespace: string): ZnPluginDataEndpoint => {
    const name = checkNamespace(namespace);
    const call = (method: PluginMethod) => (...args: unknown[]) => run(name, method, args);
    return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') } as ZnPluginDataEndpoint;
  };
}

znPluginDataFactory.$inject = ['$http', '$q', '$exceptionHandler', 'znConfig', '$timeout', '$log'];
