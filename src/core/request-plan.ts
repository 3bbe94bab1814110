import { ZnError, describeUnknown, describeValue } from './errors';
import { isPlainObject } from './values';
import { ZnDataEventAction } from './event-names';
import { ResourceDefinition } from './resources';
import { ArrayStyle, QueryEntry, UrlContext, buildPath, encodeQuery, withQuery } from './url';

/** The calls of a `znData` resource. `del` is `delete` under another name. */
export type ZnDataAction = 'get' | 'query' | 'count' | 'save' | 'update' | 'delete' | 'saveAll' | 'updateAll' | 'deleteAll';

/**
 * Keys of `params` that are options of a call, not conditions selecting objects (REST
 * conventions). `objectVersion` is one too, though it travels as a header.
 */
export const OPTION_KEYS: ReadonlyArray<string> = Object.freeze([
  'limit', 'page', 'sort', 'direction', 'attributes', 'related', 'timezone', 'access_token', 'validate_only', 'filter'
]);

/**
 * Arrays in a query, as the REST conventions write them: `attributes=id,name`,
 * `sort[]=a&sort[]=b`, and `a|b` ("any of") for every condition such as `id=1|2|3`.
 */
function apiArrayStyle(key: string): ArrayStyle {
  if (key === 'attributes') return 'comma';
  if (key === 'sort') return 'brackets';
  return 'pipe';
}

/** The param sent as the header `X-If-ObjectVersion-Matches` on versioned resources. */
export const OBJECT_VERSION_KEY = 'objectVersion';
export const OBJECT_VERSION_HEADER = 'X-If-ObjectVersion-Matches';

/** A top-level field of a multipart body. */
export interface MultipartField {
  readonly name: string;
  /** A file or blob as it is, anything else as text (objects as JSON). */
  readonly value: string | Blob;
}

/** The body of a request. */
export type RequestBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'multipart'; readonly fields: ReadonlyArray<MultipartField> }
  | { readonly kind: 'form-data'; readonly value: unknown };

/** Everything about one `znData` call, decided before anything is sent. */
export interface RequestPlan {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The whole URL: base, encoded path, query. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: RequestBody;
  /** The event to broadcast after success; `null` for none (count, or `validate_only`). */
  readonly event: { readonly action: ZnDataEventAction; readonly created?: boolean } | null;
  /** What the call resolves with: the envelope's `data`, or its `totalCount` (count). */
  readonly result: 'data' | 'count';
}

/** What a plan is made from. `params` is a plain object, `data` was checked by the caller. */
export interface PlanInput {
  readonly resource: ResourceDefinition;
  readonly action: ZnDataAction;
  readonly params: Readonly<Record<string, unknown>>;
  readonly data?: unknown;
  /** `znConfig.get().apiUrl`, without a trailing slash. */
  readonly apiUrl: string;
  /** Whether a value is a browser `Blob` (a `File` is one). */
  isBlob(value: unknown): boolean;
  /** Whether a value is a browser `FormData`. */
  isFormData(value: unknown): boolean;
}

const SERVICE = 'znData';

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A condition with a value that selects something: `''` and `[]` select nothing definite. */
function selective(value: unknown): boolean {
  if (!present(value) || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

function isTruthyFlag(value: unknown): boolean {
  return present(value) && value !== false && value !== 0 && value !== '' && value !== 'false' && value !== '0';
}

/** How a call's params split: path values, the object slot, and the rest in their order. */
interface SplitParams {
  /** Values of the required (middle) path parameters. */
  readonly pathValues: Record<string, unknown>;
  /** The slot's value, from the slot's own key or its alias `id`; undefined when absent. */
  readonly slotValue: unknown;
  /** The key the caller used for the slot (for messages). */
  readonly slotKey: string;
  /** Query entries other than the slot, in the caller's order. */
  readonly rest: QueryEntry[];
  /** Query entries with the slot sent as `id` at its place (rule 3). */
  readonly restWithSlotAsId: QueryEntry[];
}

function splitParams(context: UrlContext, resource: ResourceDefinition, params: Readonly<Record<string, unknown>>): SplitParams {
  const { slot, required } = resource;
  const aliased = slot !== null && slot !== 'id' && required.indexOf('id') === -1;
  const slotKeys = slot === null ? [] : aliased ? [slot, 'id'] : [slot];
  const pathValues: Record<string, unknown> = {};
  const rest: QueryEntry[] = [];
  const restWithSlotAsId: QueryEntry[] = [];
  let slotValue: unknown;
  let slotKey = slot === null ? '' : slot;

  Object.keys(params).forEach((key) => {
    const value = params[key];
    if (key === OBJECT_VERSION_KEY) return;
    if (required.indexOf(key) !== -1) {
      pathValues[key] = value;
      return;
    }
    if (slotKeys.indexOf(key) !== -1) {
      if (!present(value)) return;
      if (present(slotValue)) {
        if (String(slotValue) !== String(value)) {
          throw new ZnError(SERVICE, 'conflicting-ids', `${context.label}: ${slot} (${describeValue(params[slot as string])}) and its alias id ` +
            `(${describeValue(params.id)}) disagree; expected only one of them`);
        }
        return;
      }
      slotValue = value;
      slotKey = key;
      restWithSlotAsId.push(['id', value]);
      return;
    }
    rest.push([key, value]);
    restWithSlotAsId.push([key, value]);
  });
  return { pathValues, slotValue, slotKey, rest, restWithSlotAsId };
}

/**
 * Nested plain objects as the API's dotted keys, as Zengine sent them: `{ workspace: { id: 2 } }`
 * → `workspace.id=2`, `{ folder: { id: 3 } }` → `folder.id=3`, at any depth, in the caller's order.
 * `filter`, `objectVersion` and the keys `keep` names (path parameters, whose values must be
 * scalars) stay as they are, to be sent as JSON or refused; a value that contains itself is refused.
 */
export function flattenParams(context: UrlContext, params: Readonly<Record<string, unknown>>,
  keep: (key: string) => boolean = () => false): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const walk = (prefix: string, value: Record<string, unknown>, seen: unknown[]) => {
    Object.keys(value).forEach((key) => {
      const child = value[key];
      const name = prefix + key;
      if (isPlainObject(child) && !(prefix === '' && (key === 'filter' || key === OBJECT_VERSION_KEY || keep(key)))) {
        if (seen.indexOf(child) !== -1) {
          throw new ZnError(SERVICE, 'circular-value', `${context.label}: params.${name} contains itself; expected plain values such as { ${name}: { id: 1 } }`);
        }
        walk(name + '.', child, [...seen, child]);
      } else {
        flat[name] = child;
      }
    });
  };
  walk('', params as Record<string, unknown>, [params]);
  return flat;
}

function hasCondition(entries: ReadonlyArray<QueryEntry>): boolean {
  return entries.some(([key, value]) => OPTION_KEYS.indexOf(key) === -1 && selective(value));
}

function objectVersionHeaders(context: UrlContext, resource: ResourceDefinition, params: Readonly<Record<string, unknown>>): Record<string, string> {
  const version = params[OBJECT_VERSION_KEY];
  if (!present(version)) return {};
  if (!resource.versioned) {
    throw new ZnError(SERVICE, 'unversioned-resource', `${context.label}: ${resource.name} has no objectVersion, so it cannot guard this call; ` +
      'expected objectVersion only on Forms, FormRecords, Plugins, DefaultFormPermissions or FormRecordPermissions');
  }
  if (!((typeof version === 'string' && version !== '') || (typeof version === 'number' && isFinite(version)))) {
    throw new ZnError(SERVICE, 'bad-object-version', `${context.label}: objectVersion must be a number or a non-empty string, got ${describeValue(version)}`);
  }
  return { [OBJECT_VERSION_HEADER]: String(version) };
}

/** Whether a Blob sits anywhere below the top level of `value` (it would be lost in JSON). */
function hasNestedBlob(input: PlanInput, value: unknown, seen: unknown[]): boolean {
  if (value === null || typeof value !== 'object' || seen.indexOf(value) !== -1) return false;
  seen.push(value);
  return Object.keys(value as object).some((key) => {
    const child = (value as Record<string, unknown>)[key];
    return input.isBlob(child) || hasNestedBlob(input, child, seen);
  });
}

function planBody(context: UrlContext, input: PlanInput): RequestBody {
  const { data } = input;
  if (input.isFormData(data)) return { kind: 'form-data', value: data };
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.some((key) => input.isBlob(record[key]))) {
      const fields: MultipartField[] = [];
      keys.forEach((key) => {
        const value = record[key];
        if (!present(value)) return;
        if (input.isBlob(value)) {
          fields.push({ name: key, value: value as Blob });
        } else if (hasNestedBlob(input, value, [])) {
          throw nestedBlobError(context);
        } else {
          fields.push({ name: key, value: typeof value === 'object' ? JSON.stringify(value) : String(value) });
        }
      });
      return { kind: 'multipart', fields };
    }
  }
  if (input.isBlob(data) || hasNestedBlob(input, data, [])) throw nestedBlobError(context);
  return { kind: 'json', value: data };
}

function nestedBlobError(context: UrlContext): ZnError {
  return new ZnError(SERVICE, 'nested-file', `${context.label}: a File or Blob must be a top-level value of data, ` +
    'where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }');
}

/** What planRequest has worked out of a call, for the plans of its actions. */
interface Planning {
  input: PlanInput;
  context: UrlContext;
  split: SplitParams;
  headers: Record<string, string>;
  query(entries: ReadonlyArray<QueryEntry>): string;
  collection(): string;
  one(objectId: unknown): string;
  event(eventAction: ZnDataEventAction, created?: boolean): RequestPlan['event'];
  slotName: string;
}

/** `save` and `update`: a PUT of one object, a bulk PUT on conditions (rule 6), or a POST of a new object. */
function planSave(planning: Planning): RequestPlan {
  const { input, context, split, headers, query, collection, one, event, slotName } = planning;
  const { resource, action } = input;
  const body = planBody(context, input);
  if (resource.putOnSave) {
    // a save of these is a PUT to the collection, as Zengine's runtime table had it (src/core/resources.ts)
    return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
  }
  let objectId = split.slotValue;
  if (resource.slot !== null) {
    const { data } = input;
    const dataId = data !== null && typeof data === 'object' && !Array.isArray(data) && !input.isFormData(data)
      ? (data as Record<string, unknown>).id : undefined;
    if (present(objectId) && present(dataId) && String(objectId) !== String(dataId)) {
      throw new ZnError(SERVICE, 'conflicting-ids', `${context.label}: params.${split.slotKey} (${describeValue(objectId)}) and data.id ` +
        `(${describeValue(dataId)}) name different objects; expected the same id, or only one of them`);
    }
    if (!present(objectId)) objectId = dataId;
  }
  if (resource.slot !== null && present(objectId)) {
    return { method: 'PUT', url: withQuery(one(objectId), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
  }
  if (hasCondition(split.rest)) {
    // Rule 6: conditions without an id make a bulk update of every matching object.
    return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('updated-all'), result: 'data' };
  }
  if (action === 'update') {
    if (resource.slot !== null) {
      throw new ZnError(SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} or a condition would update every object of ` +
        `${resource.path}; expected params such as { id: 1 }, or updateAll() with conditions`);
    }
    return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
  }
  return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', true), result: 'data' };
}

/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
export function planRequest(input: PlanInput): RequestPlan {
  const { resource, action } = input;
  const context: UrlContext = { service: SERVICE, label: `${resource.name}.${action}` };
  if (resource.postQuery && action !== 'query') {
    // Calculate, as Zengine's runtimes had it: query only, the other methods "not supported"
    throw new ZnError(SERVICE, 'unsupported-method', `${context.label}: ${resource.name} supports only query(params), sent as POST ${resource.path}`);
  }
  const params = flattenParams(context, input.params,
    (key) => key === resource.slot || key === 'id' || resource.required.indexOf(key) !== -1);
  const split = splitParams(context, resource, params);
  const headers = objectVersionHeaders(context, resource, params);
  const base = input.apiUrl;
  const query = (entries: ReadonlyArray<QueryEntry>) =>
    encodeQuery(context, entries, { jsonKey: (key) => key === 'filter', arrayStyle: apiArrayStyle });
  const collection = () => base + buildPath(context, resource.path, resource.collectionSegments, split.pathValues);
  const one = (objectId: unknown) =>
    base + buildPath(context, resource.path, resource.segments, { ...split.pathValues, [resource.slot as string]: objectId });
  const silent = isTruthyFlag(params.validate_only);
  const event = (eventAction: ZnDataEventAction, created?: boolean): RequestPlan['event'] =>
    silent ? null : created === undefined ? { action: eventAction } : { action: eventAction, created };
  const none: RequestBody = { kind: 'none' };
  const slotName = resource.slot === 'id' || resource.slot === null ? 'id' : `${resource.slot} (or id)`;

  switch (action) {
    case 'get': {
      // Without the object's id, as on Zengine: the collection GET, resolving with what the API answers.
      if (resource.slot === null || !present(split.slotValue)) {
        return { method: 'GET', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
      }
      return { method: 'GET', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
    }
    case 'query':
      // Calculate's query is a POST of the params as the body
      if (resource.postQuery) return { method: 'POST', url: collection(), headers, body: { kind: 'json', value: { ...input.params } }, event: null, result: 'data' };
      return { method: 'GET', url: withQuery(collection(), query(split.restWithSlotAsId)), headers, body: none, event: event('read'), result: 'data' };
    case 'count':
      return { method: 'GET', url: withQuery(collection() + '/count', query(split.restWithSlotAsId)), headers, body: none, event: null, result: 'count' };
    case 'save':
    case 'update':
      return planSave({ input, context, split, headers, query, collection, one, event, slotName });
    case 'delete': {
      if (resource.slot === null) {
        return { method: 'DELETE', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
      }
      if (!present(split.slotValue)) {
        throw new ZnError(SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} would delete every object of ${resource.path}; ` +
          'expected params such as { id: 1 }, or deleteAll() with conditions');
      }
      return { method: 'DELETE', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
    }
    case 'saveAll': {
      if (present(split.slotValue)) {
        throw new ZnError(SERVICE, 'unexpected-id', `${context.label} creates objects in the collection, so params.${split.slotKey} has no place in it; ` +
          'expected params with path parameters and options only');
      }
      const body = planBody(context, input);
      return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved-all'), result: 'data' };
    }
    case 'updateAll':
    case 'deleteAll': {
      if (!hasCondition(split.restWithSlotAsId)) {
        const verb = action === 'updateAll' ? 'update' : 'delete';
        throw new ZnError(SERVICE, 'whole-collection', `${context.label} without a condition would ${verb} every object of ${resource.path}; ` +
          `expected params with at least one condition, such as { status: 'closed' } or { id: [1, 2] }`);
      }
      // Rules 7 and 8 put a slash between the collection and the query: PUT /tasks/?status=...
      const url = collection() + '/?' + query(split.restWithSlotAsId);
      return action === 'updateAll'
        ? { method: 'PUT', url, headers, body: planBody(context, input), event: event('updated-all'), result: 'data' }
        : { method: 'DELETE', url, headers, body: none, event: event('deleted-all'), result: 'data' };
    }
    default:
      throw new ZnError(SERVICE, 'unknown-method', `${describeUnknown('call', action)}; expected get, query, count, save, update, delete, saveAll, updateAll or deleteAll`);
  }
}
