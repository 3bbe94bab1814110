import type { IHttpResponse, IHttpService, ILogService, IQService, IRequestConfig, IRootScopeService, ITimeoutService, IWindowService } from 'angular';
import { ZnConfigService } from '../config/types';
import { RESOURCE_NAMES, RequestPlan, ResourceDefinition, ZnDataAction, ZnError, dataEventName, describeUnknown, describeValue, findResource, isScopeLike, isWindowLike, planRequest, tagOf, warnOnce, OnceWarn } from '../core';
import { CallArguments, checkAcyclic, checkParams, splitCallArguments } from './arguments';
import { readSuccess, refusal } from './envelope';
import { queryAll } from './query-all';
import { Interpretation, settle } from './settle';
import { Sending, TransportServices, send } from './transport';
import { ZnDataService, ZnFailure, ZnPromise, ZnResource } from './types';

const SERVICE = 'znData';

/** How each call takes its arguments: how many values come before the callbacks, and whether data is one. */
const SIGNATURES: Record<ZnDataAction, { signature: string; withData: boolean }> = {
  get: { signature: 'get(params, successCallback, errorCallback)', withData: false },
  query: { signature: 'query(params, successCallback, errorCallback)', withData: false },
  count: { signature: 'count(params, successCallback, errorCallback)', withData: false },
  save: { signature: 'save([params], data, successCallback, errorCallback)', withData: true },
  update: { signature: 'update([params], data, successCallback, errorCallback)', withData: true },
  delete: { signature: 'delete(params, successCallback, errorCallback)', withData: false },
  saveAll: { signature: 'saveAll(params, data, successCallback, errorCallback)', withData: true },
  updateAll: { signature: 'updateAll(params, data, successCallback, errorCallback)', withData: true },
  deleteAll: { signature: 'deleteAll(params, successCallback, errorCallback)', withData: false }
};

/**
 * Whether a value can be a JSON body as it is: a plain object, or an object of the caller's own
 * class, from any window. Dates, maps, regular expressions, errors, typed arrays, DOM nodes and
 * scopes are not: JSON would turn them into a string or `{}`.
 */
function isRecordLike(value: unknown): boolean {
  return value !== null && typeof value === 'object' && tagOf(value) === 'Object' && !isScopeLike(value) && !isWindowLike(value);
}

/** Checks the body of a call with data: throws for a value that cannot be the body. */
function checkData(label: string, action: ZnDataAction, data: unknown, isFormData: (value: unknown) => boolean): void {
  const isObject = data !== null && typeof data === 'object';
  if (action === 'saveAll' && !Array.isArray(data)) {
    throw new ZnError(SERVICE, 'bad-data', `${label}: data must be an array of the objects to create, got ${describeValue(data)}`);
  }
  if (action === 'updateAll' && (!isObject || Array.isArray(data))) {
    throw new ZnError(SERVICE, 'bad-data', `${label}: data must be an object of the properties to set, got ${describeValue(data)}`);
  }
  if (!isObject) {
    throw new ZnError(SERVICE, 'bad-data', `${label}: data (the request body) must be an object or an array, got ${describeValue(data)}`);
  }
  if (isFormData(data)) return;
  if (Array.isArray(data)) {
    const index = data.findIndex((item) => !isRecordLike(item));
    if (index !== -1) {
      throw new ZnError(SERVICE, 'bad-data', `${label}: data[${index}] must be a plain object, got ${describeValue(data[index])}; ` +
        'expected an array of objects such as [{ name: "a" }]');
    }
    return;
  }
  if (!isRecordLike(data)) {
    throw new ZnError(SERVICE, 'bad-data', `${label}: data (the request body) must be a plain object, an array of them or a ` +
      `FormData, got ${describeValue(data)}; expected data such as { name: "a" }`);
  }
}

/** The $http config of a planned request (a multipart body as the browser's FormData, its Content-Type left to the browser). */
function httpConfig(plan: RequestPlan, $window: IWindowService): IRequestConfig {
  const config: IRequestConfig = { method: plan.method, url: plan.url, headers: { ...plan.headers } };
  const body = plan.body;
  if (body.kind === 'json') {
    config.data = body.value;
  } else if (body.kind === 'form-data' || body.kind === 'multipart') {
    if (body.kind === 'form-data') {
      config.data = body.value;
    } else {
      const form: FormData = new $window.FormData();
      body.fields.forEach((field) => form.append(field.name, field.value));
      config.data = form;
    }
    // The browser writes the multipart Content-Type with its boundary; $http must not touch the body.
    (config.headers as Record<string, unknown>)['Content-Type'] = undefined;
    config.transformRequest = (value: unknown) => value;
  }
  return config;
}

/** What a successful answer resolves with: its data, or for a count its numeric totalCount (else a failure). */
function interpret(plan: RequestPlan, response: IHttpResponse<unknown>): Interpretation<unknown> {
  const { data, metaData } = readSuccess(response);
  if (plan.result === 'count') {
    const body = response.data as Record<string, unknown> | undefined;
    const totalCount = body && typeof body === 'object' ? body.totalCount : undefined;
    if (typeof totalCount !== 'number') {
      return {
        ok: false,
        failure: {
          status: response.status,
          code: 0,
          userMessage: 'The answer could not be read.',
          developerMessage: `GET ${plan.url} answered without a numeric totalCount, got ${describeValue(totalCount)}`,
          data: response.data
        }
      };
    }
    return { ok: true, value: totalCount, callbackArgs: [totalCount, metaData, response.headers] };
  }
  return { ok: true, value: data, callbackArgs: [data, metaData, response.headers] };
}

/** Broadcasts the data event of a call that succeeded (none for counts and validate_only). */
function broadcastEvent($rootScope: IRootScopeService, resource: ResourceDefinition, plan: RequestPlan, value: unknown,
  params: Record<string, unknown>): void {
  if (!plan.event) return;
  const name = dataEventName(SERVICE, resource.name, plan.event.action);
  const eventParams = { ...params };
  switch (plan.event.action) {
    case 'read': $rootScope.$broadcast(name, value, eventParams); break;
    case 'saved': $rootScope.$broadcast(name, value, plan.event.created, eventParams); break;
    case 'saved-all': $rootScope.$broadcast(name, value, eventParams); break;
    default: $rootScope.$broadcast(name, eventParams);
  }
}

/** A call's arguments read and checked (params, data, callbacks), or a ZnError thrown saying what is wrong. */
function readCall(resource: ResourceDefinition, action: ZnDataAction, args: ArrayLike<unknown>, warn: OnceWarn,
  isFormData: (value: unknown) => boolean): { parsed: CallArguments; params: Record<string, unknown>; data: unknown } {
  const { signature, withData } = SIGNATURES[action];
  const label = `${resource.name}.${signature}`;
  const parsed: CallArguments = splitCallArguments(SERVICE, label, args, withData ? 2 : 1, warn);
  const [first, second] = parsed.values;
  const withParams = !withData || parsed.values.length === 2;
  const params = checkParams(SERVICE, label, withParams ? first : undefined, '{ id: 1 }');
  const data = withData ? (parsed.values.length === 2 ? second : first) : undefined;
  checkAcyclic(SERVICE, label, 'params.filter', params.filter);
  checkAcyclic(SERVICE, label, 'params', params);
  if (withData) {
    checkData(`${resource.name}.${action}`, action, data, isFormData);
    checkAcyclic(SERVICE, label, 'data', data);
  }
  return { parsed, params, data };
}

/**
 * `znData(resourceName)`: promise-based access to the REST API's resources (spec 4.1). The rules
 * live in pure functions (`planRequest`, `readSuccess`, `toFailure`); this factory sends the
 * planned request (reads retried, every call cancellable: transport.ts), settles promise and
 * callbacks, and broadcasts the data event. `queryAll` reads every page (query-all.ts).
 */
export function znDataFactory(
  $http: IHttpService, $q: IQService, $rootScope: IRootScopeService, $exceptionHandler: (error: unknown, cause?: string) => void,
  $window: IWindowService, $timeout: ITimeoutService, znConfig: ZnConfigService, znRandom: () => number, znNow: () => number,
  $log: ILogService
): ZnDataService {
  const warn = warnOnce((message) => $log.warn(message));
  const transport: TransportServices = { $http, $q, $timeout, random: znRandom, now: znNow };
  const isBlob = (value: unknown) => typeof $window.Blob === 'function' && value instanceof $window.Blob;
  const isFormData = (value: unknown) => typeof $window.FormData === 'function' && value instanceof $window.FormData;

  const broadcast = (resource: ResourceDefinition, plan: RequestPlan, value: unknown, params: Record<string, unknown>) =>
    broadcastEvent($rootScope, resource, plan, value, params);

  /** Sends a planned request; reads (GET, count) are retried as znConfig's `retry` says. */
  function sendPlan(plan: RequestPlan): Sending {
    const retry = znConfig.get().retry;
    return send(transport, httpConfig(plan, $window), plan.method === 'GET' && retry.attempts > 0 ? retry : null);
  }

  function run(resource: ResourceDefinition, action: ZnDataAction, args: ArrayLike<unknown>): ZnPromise<unknown> {
    const { parsed, params, data } = readCall(resource, action, args, warn, isFormData);
    let plan: RequestPlan | null = null;
    let sent: Sending | ZnFailure;
    try {
      plan = planRequest({ resource, action, params, data, apiUrl: znConfig.get().apiUrl, isBlob, isFormData });
      sent = sendPlan(plan);
    } catch (error) {
      if (!(error instanceof ZnError)) throw error;
      sent = refusal(error);
    }
    const ready = plan;
    return settle<unknown>({ $q, $exceptionHandler }, {
      request: ready ? { method: ready.method, url: ready.url } : { method: action, url: resource.path },
      sent,
      interpret: (response) => interpret(ready as RequestPlan, response),
      afterSuccess: (value) => broadcast(resource, ready as RequestPlan, value, params),
      success: parsed.success,
      error: parsed.error
    });
  }

  function resourceFor(resourceName: unknown): ZnResource {
    const resource = findResource(resourceName);
    if (!resource) {
      throw new ZnError(SERVICE, 'unknown-resource', `${describeUnknown('resource', resourceName)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
    }
    const call = (action: ZnDataAction) => (...args: unknown[]) => run(resource, action, args);
    const remove = call('delete');
    return {
      get: call('get'),
      query: call('query'),
      queryAll: (params?: unknown, onPage?: unknown) => queryAll({ $q, $exceptionHandler }, {
        service: SERVICE,
        resource,
        params,
        onPage,
        plan: (pageParams) => planRequest({ resource, action: 'query', params: pageParams, apiUrl: znConfig.get().apiUrl, isBlob, isFormData }),
        send: sendPlan,
        readPage: (response) => readSuccess(response),
        broadcast: (plan, records, pageParams) => broadcast(resource, plan, records, pageParams)
      }),
      count: call('count'),
      save: call('save'),
      update: call('update'),
      delete: remove,
      del: remove,
      remove,
      saveAll: call('saveAll'),
      updateAll: call('updateAll'),
      deleteAll: call('deleteAll')
    } as unknown as ZnResource;
  }

  return Object.assign(resourceFor, { resources: RESOURCE_NAMES }) as ZnDataService;
}

znDataFactory.$inject = ['$http', '$q', '$rootScope', '$exceptionHandler', '$window', '$timeout', 'znConfig', 'znRandom', 'znNow', '$log'];
