import type { IPromise } from 'angular';
import type { ZnResourceName } from '../core';

export type { ZnResourceName } from '../core';

/** Paging and status of a successful `znData` answer (the API's envelope without its data). */
export interface ZnMetaData {
  /** The HTTP status, e.g. 200. */
  status: number;
  /** The API's code, e.g. 2000 (the HTTP status × 10 when the answer had no envelope). */
  code: number;
  /** How many objects match, for GET, POST and PUT answers; otherwise undefined. */
  totalCount: number | undefined;
  limit: number | undefined;
  offset: number | undefined;
}

/**
 * Why a `znData` or `znPluginData` call failed: the API's failure envelope, or one built in its
 * image when there was none (network down: status 0; timeout; an HTML error page), or when the
 * call was refused before sending (status 0, `error` holds the `ZnError`).
 */
export interface ZnFailure {
  /** The HTTP status; 0 when no answer came (network, timeout, cancelled, refused call). */
  status: number;
  /** The API's code (e.g. 4004); when the answer had none, the status × 10 (0 without an answer). */
  code: number;
  /** A message that can be shown to a person. */
  userMessage: string;
  /** What went wrong, for the developer. */
  developerMessage: string;
  /** Messages per input key when POST/PUT data was invalid, e.g. `{ field123: ['Is required'] }`. */
  validationErrors?: Record<string, string[]>;
  /** The raw response body when it was not an API failure envelope (an HTML page, a plugin's own error). */
  data?: unknown;
  /** The error of a call refused before sending. */
  error?: Error;
  /** True when the caller cancelled the call (`promise.cancel()`); status is then 0. */
  cancelled?: boolean;
  /** How many requests were sent when a read was retried (429, 502, 503, 504, no answer); absent after one. */
  attempts?: number;
  [key: string]: unknown;
}

/**
 * The promise every `znData` and `znPluginData` call returns: an AngularJS promise with
 * `cancel()`, which aborts the request in flight (or the wait before a retry) and rejects with a
 * failure whose `cancelled` is true and `status` 0; no callback runs and no event fires, and no
 * "Possibly unhandled rejection" is reported. After the call settled it does nothing. `cancel`
 * lives on this promise only: the promise `.then()` returns has none, so keep the first one.
 */
export interface ZnPromise<T> extends IPromise<T> {
  /** A function of its own (`var cancel = promise.cancel; cancel()` works), so a property. */
  cancel: () => void;
}

/** Where `queryAll` is, given to `onPage` after each page. */
export interface ZnQueryAllProgress {
  /** The page just read, 1 for the first. */
  page: number;
  /** Records read so far, this page's included. */
  loaded: number;
  /** How many records match, as the API counted them on this page (undefined if it did not say). */
  totalCount: number | undefined;
}

/** Called by `queryAll` with each page's records as they arrive. */
export type ZnPageCallback<T = any> = (records: T[], progress: ZnQueryAllProgress) => void;

/** Headers of a response: `headers()` gives all (lower-case names), `headers('Name')` one. */
export type ZnHeadersGetter = (name?: string) => any;

/** Called with the answer's data after a successful `znData` call. */
export type ZnSuccessCallback<T = any> = (data: T, metaData: ZnMetaData, headers: ZnHeadersGetter) => void;

/** Called with the failure after a failed call of `znData` or `znPluginData`. */
export type ZnErrorCallback = (failure: ZnFailure) => void;

/** A value for a query parameter or a path parameter. Arrays are joined with `|`. */
export type ZnParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * The params of a `znData` call. Keys that are path parameters of the resource go into the path;
 * the others go to the query string. Keys other than the options below are conditions
 * (`status`, `role.id`, `not-status`, `min-due`, ...).
 */
export interface ZnDataParams {
  /** The object id (the last path parameter; for Activities and Plugins an alias of activityId/pluginId). */
  id?: string | number | ReadonlyArray<string | number> | null;
  /** Page size (default 20, at most 100). */
  limit?: number;
  /** 1-based page number. */
  page?: number;
  sort?: string | ReadonlyArray<string>;
  direction?: 'asc' | 'desc';
  attributes?: string | ReadonlyArray<string>;
  related?: string | ReadonlyArray<string>;
  /** `'user'` or a zone such as `'America/New_York'`. */
  timezone?: string;
  access_token?: string;
  /** Validate POST/PUT data without saving; no event is broadcast. */
  validate_only?: boolean | 'true' | 'false' | 0 | 1;
  /** A data filter (`{ and: [...] }` or `{ or: [...] }`), sent as a JSON string. */
  filter?: object | string;
  /**
   * Sent as the header `X-If-ObjectVersion-Matches` on Forms, FormRecords, Plugins,
   * DefaultFormPermissions and FormRecordPermissions, so a stale edit fails with 412 (code 4025), as Zengine answered.
   */
  objectVersion?: number | string;
  [key: string]: unknown;
}

/**
 * The calls of one resource, as returned by `znData('Name')`. Every call returns a promise.
 * Each is a function of its own, whatever `this` it is called with (docs/zn-data.md): plugin code
 * may take one off its resource and call it later (`var remove = znData('FormRecords').deleteAll;
 * remove(params)`, as Zengine's bulk helper does). So they are declared as properties that hold
 * functions, not as methods: a linter's unbound-method check has nothing to report there.
 */
export interface ZnResource {
  /** GET one object: the object id goes into the path. */
  get: <T = any>(params: ZnDataParams, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
  /** GET a list: the object id, if any, goes to the query string as `id`. */
  query: <T = any>(params?: ZnDataParams, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T[]>;
  /**
   * GETs every page of a list (`limit` records a page, at most and by default 100, the API's
   * largest page; `page` 1, 2, ... until `totalCount` records came) and resolves with all of them.
   * `onPage(records, progress)` runs after each page. One read event fires, with every record.
   */
  queryAll: <T = any>(params?: ZnDataParams | null, onPage?: ZnPageCallback<T> | null) => ZnPromise<T[]>;
  /** GET `<collection>/count`: resolves with the number of matching objects. */
  count: (params?: ZnDataParams, successCallback?: ZnSuccessCallback<number> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<number>;
  /** PUT when there is an object id (in params, or `data.id`), PUT to the collection with conditions, else POST. */
  save: ZnWriteCall;
  /** Always PUT; otherwise as save. Refused without an object id or a condition. */
  update: ZnWriteCall;
  /** DELETE one object; refused without the object id. */
  delete: ZnDeleteCall;
  /** `delete` under a name that is not a reserved word. */
  del: ZnDeleteCall;
  /** `delete` under the name Zengine's runtimes also gave it. */
  remove: ZnDeleteCall;
  /** POST an array of new objects; resolves with their ids. */
  saveAll: {
    <T = any>(data: ReadonlyArray<object>, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T[]>;
    <T = any>(params: ZnDataParams | null | undefined, data: ReadonlyArray<object>, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T[]>;
  };
  /** PUT `<collection>/?<conditions>`: sets data on every matching object. Refused without a condition. */
  updateAll: <T = any>(params: ZnDataParams, data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
  /** DELETE `<collection>/?<conditions>`: deletes every matching object. Refused without a condition. */
  deleteAll: ZnDeleteCall;
}

/** `save` and `update` of a resource: `(data, ...)` or `(params, data, ...)`. */
export interface ZnWriteCall {
  <T = any>(data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T>;
  <T = any>(params: ZnDataParams | null | undefined, data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T>;
}

/** `delete`, `del`, `remove` and `deleteAll` of a resource. */
export type ZnDeleteCall = <T = any>(params: ZnDataParams, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;

/** The `znData` service: `znData('FormRecords').query({ formId: 1 })`. */
export interface ZnDataService {
  (resourceName: ZnResourceName): ZnResource;
  /** Every resource name, in the spec's order. */
  readonly resources: ReadonlyArray<ZnResourceName>;
}

/** The options of a `znPluginData` call. */
export interface ZnPluginDataParams {
  /** The workspace the plugin is installed in: a positive integer. */
  workspaceId: number | string;
  /** Sent as the query string; arrays are joined with `|`, objects sent as JSON. */
  params?: Record<string, unknown>;
}

/** Called with the response body, the HTTP status and the headers after a plugin call succeeds. */
export type ZnPluginSuccessCallback<T = any> = (data: T, status: number, headers: ZnHeadersGetter) => void;

/**
 * The calls of one plugin namespace, as returned by `znPluginData('my-plugin')`: functions of their
 * own, as a resource's (`ZnResource`), so declared as properties.
 */
export interface ZnPluginDataEndpoint {
  get: <T = any>(route: string, params: ZnPluginDataParams, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
  post: <T = any>(route: string, params: ZnPluginDataParams, data?: unknown, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
  put: <T = any>(route: string, params: ZnPluginDataParams, data?: unknown, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
  delete: <T = any>(route: string, params: ZnPluginDataParams, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
}

/** The `znPluginData` service: `znPluginData('my-plugin').get('/items', { workspaceId: 1 })`. */
export type ZnPluginDataService = (namespace: string) => ZnPluginDataEndpoint;
