import {
  OBJECT_VERSION_HEADER, ResourceDefinition, RestError, ZnError, answerTimezone, badRequest, checkSort,
  countEnvelope, describeValue, duplicateIds, findResource, isPlainObject, isRestError, localizeTimes, noRoute, notFound, projectAttributes,
  queryPredicates, relatedByDefault, sortDirection, sortObjects
} from '../../core';
import {
  ZnTestAction, ZnTestFailure, ZnTestObject, ZnTestRequestRecord, ZnTestServiceHandler
} from '../types';
import { ApiAnswer, failureAnswer, failureEnvelope } from './envelopes';
import { QueryOptions, parseQuery, selectsObjects } from './query';
import { ApiTarget, collectionAt, collectionPath, matchApiPath } from './routes';
import { ServiceRoutes, parseServiceRoute } from './services';
import { copy, includes, knownAttributes, resourceNamed, success } from './memory-helpers';
import { actionsOf, checkFailure, parseBody, parseQueryText, parseServiceBody, safeBody } from './request-parts';

const SERVICE = 'znTestBackend';
const ACTIONS: ReadonlyArray<ZnTestAction> = ['get', 'query', 'count', 'save', 'update', 'delete', 'saveAll', 'updateAll', 'deleteAll'];

/** A request as `$httpBackend` hands it over, split into its parts. */
export interface ApiRequest {
  method: string;
  /** The path below the API's base URL: `/forms/1/records`. */
  path: string;
  /** The query string, without `?`. */
  search: string;
  /** The body as sent (a JSON string, or a FormData for uploads). */
  body: unknown;
  headers: Record<string, string>;
}

interface Collection {
  resource: ResourceDefinition;
  path: string;
  pathValues: Record<string, string>;
  /** By id as text, in insertion order. */
  objects: Map<string, ZnTestObject>;
}

interface QueuedFailure {
  matches(call: { resource?: string; actions?: ZnTestAction[]; namespace?: string; method?: string; route?: string }, params: Record<string, string>): boolean;
  failure: ZnTestFailure;
}

/**
 * The in-memory REST API of the testing kit: collections per resource and path parameters,
 * answered with the API's envelopes, paging, conditions, filters (the SDK's own matcher), sort,
 * `attributes` and `related`; plus plugin services and failures queued by the test. Pure: the
 * `znTestBackend` injectable hands it the requests `$httpBackend` receives.
 */
export class MemoryApi {
  private collections = new Map<string, Collection>();
  private nextIds = new Map<string, number>();
  private failures: QueuedFailure[] = [];
  private log: ZnTestRequestRecord[] = [];
  readonly services = new ServiceRoutes();

  reset(): void {
    this.collections.clear();
    this.nextIds.clear();
    this.failures = [];
    this.log = [];
    this.services.clear();
  }

  requests(): ZnTestRequestRecord[] {
    return this.log.map((record) => ({ ...record, body: copy(record.body) }));
  }

  // ----- what the test does -----

  seed(resourceName: unknown, params: unknown, objects: unknown): ZnTestObject[] {
    const resource = resourceNamed(resourceName);
    if (objects === undefined && Array.isArray(params)) {
      objects = params;
      params = {};
    }
    if (!Array.isArray(objects) || !objects.every(isPlainObject)) {
      throw new ZnError(SERVICE, 'bad-seed', `seed(${resource.name}, params, objects): objects must be an array of plain objects, ` +
        `got ${describeValue(objects)}; expected e.g. [{ id: 1, name: 'First' }]`);
    }
    const collection = this.collectionFor(resource, params, `seed(${resource.name}, params, objects)`);
    return (objects as Array<Record<string, unknown>>).map((object) => {
      const stored = copy(object) as ZnTestObject;
      if (stored.id === undefined || stored.id === null) stored.id = this.nextId(resource);
      if (typeof stored.id !== 'number' && typeof stored.id !== 'string') {
        throw new ZnError(SERVICE, 'bad-seed', `seed(${resource.name}): id must be a number or a string, got ${describeValue(stored.id)}`);
      }
      if (collection.objects.has(String(stored.id))) {
        throw new ZnError(SERVICE, 'duplicate-id', `seed(${resource.name}): ${collection.path} already holds an object with id ${stored.id}; ` +
          'expected ids not seeded yet (leave id out to get a new one)');
      }
      this.noteId(resource, stored.id);
      collection.objects.set(String(stored.id), stored);
      return copy(stored);
    });
  }

  all(resourceName: unknown, params: unknown): ZnTestObject[] {
    const resource = resourceNamed(resourceName);
    const collection = this.collectionFor(resource, params === undefined ? {} : params, `all(${resource.name}, params)`);
    return sortObjects(Array.from(collection.objects.values()), [], 'asc').map(copy);
  }

  failNext(name: unknown, action: unknown, failure: unknown): void {
    const checked = checkFailure(failure);
    const resource = findResource(name);
    if (resource) {
      if (ACTIONS.indexOf(action as ZnTestAction) === -1) {
        throw new ZnError(SERVICE, 'unknown-action', `failNext(${resource.name}, action): unknown action ${describeValue(action)}; ` +
          `expected one of ${ACTIONS.join(', ')}`);
      }
      this.failures.push({
        failure: checked,
        matches: (call, params) => call.resource === resource.name && (call.actions as ZnTestAction[]).indexOf(action as ZnTestAction) !== -1 &&
          includes(params, checked.params)
      });
      return;
    }
    if (typeof name !== 'string' || typeof action !== 'string' || !/^[A-Za-z]+\s+\//.test(action)) {
      throw new ZnError(SERVICE, 'unknown-resource', `failNext(name, action): ${describeValue(name)} is not a znData resource, and ` +
        `${describeValue(action)} is not a plugin route such as 'GET /settings'; expected failNext('FormRecords', 'save', { status: 409 }) ` +
        `or failNext('my-plugin', 'GET /settings', { status: 500 })`);
    }
    const route = parseServiceRoute(`failNext('${name}', route)`, action);
    this.failures.push({
      failure: checked,
      matches: (call, params) => call.namespace === name && call.method === route.method && route.match(call.route as string) !== null &&
        includes(params, checked.params)
    });
  }

  service(namespace: unknown, route: unknown, handler: unknown): void {
    this.services.add(namespace, route, handler as ZnTestServiceHandler);
  }

  // ----- answering -----

  /** Answers a request to the REST API. */
  handle(request: ApiRequest, url: string): ApiAnswer {
    let call = `${request.method} ${request.path}`;
    let answer: ApiAnswer;
    try {
      const target = matchApiPath(request.path);
      // a path of no resource is Zengine's router's 404 (code 5004, "Not Found"), as the sandbox answers it
      if (!target) throw noRoute();
      const options = parseQuery(request.search);
      const body = parseBody(request.body);
      const actions = actionsOf(request.method, target, body, options);
      call = `${target.resource.name}.${actions[0] || request.method}`;
      const failed = this.takeFailure({ resource: target.resource.name, actions }, { ...target.pathValues, ...(target.id === undefined ? {} : { id: target.id }), ...options.raw });
      answer = failed || this.inZone(this.answer(request, target, options, body), options);
    } catch (error) {
      if (!isRestError(error)) throw error;
      answer = failureAnswer(error);
    }
    this.log.push({ method: request.method, url, call, body: safeBody(request.body), status: answer.status });
    return answer;
  }

  /** Answers a request to a plugin service. */
  handleService(namespace: string, workspaceId: string, request: ApiRequest, url: string): ApiAnswer {
    const route = request.path;
    const query = parseQueryText(request.search);
    let answer: ApiAnswer | null = this.takeFailure({ namespace, method: request.method, route }, query);
    if (!answer) {
      try {
        answer = this.services.answer(namespace, Number(workspaceId), request.method, route, query, parseServiceBody(request.body), request.headers);
      } catch (error) {
        if (!isRestError(error)) throw error;
        answer = failureAnswer(error);
      }
    }
    this.log.push({ method: request.method, url, call: `${namespace} ${request.method} ${route}`, body: safeBody(request.body), status: answer.status });
    return answer;
  }

  /** `?timezone=`: the answer's times in that zone (the kit has no users: `user` is UTC), as the sandbox writes them. */
  private inZone(answer: ApiAnswer, options: QueryOptions): ApiAnswer {
    const zone = answerTimezone(options.timezone);
    const body = answer.body as { data?: unknown } | undefined;
    if (!zone || !body || body.data === undefined) return answer;
    return { ...answer, body: { ...body, data: localizeTimes(body.data, zone) } };
  }

  private takeFailure(call: Parameters<QueuedFailure['matches']>[0], params: Record<string, string>): ApiAnswer | null {
    const index = this.failures.findIndex((queued) => queued.matches(call, params));
    if (index === -1) return null;
    const [queued] = this.failures.splice(index, 1);
    if (queued.failure.status === 0) return { status: 0, body: undefined };
    const envelope = failureEnvelope(queued.failure);
    return { status: envelope.status, body: envelope };
  }

  private answer(request: ApiRequest, target: ApiTarget, options: QueryOptions, body: unknown): ApiAnswer {
    const collection = this.collectionAt(target.resource, target.pathValues);
    const whole = target.resource.slot === null;
    switch (request.method) {
      case 'GET':
        if (target.kind === 'count') {
          return { status: 200, body: countEnvelope(this.select(collection, options).length) };
        }
        if (target.kind === 'object') {
          const found = this.answered(collection, [this.find(collection, target)]);
          return success(200, { totalCount: 1, limit: 1, offset: 0 },
            this.present(collection, found, options, found, relatedByDefault(target.resource.name, options))[0]);
        }
        return this.list(collection, options);
      case 'POST':
        // POST to one object is no route of Zengine's API (404, code 5004), as in the sandbox
        if (target.kind !== 'collection') throw noRoute();
        return this.create(collection, body, options);
      case 'PUT': {
        const changes = this.checkObject(body);
        if (target.kind === 'object') return this.updateOne(collection, this.find(collection, target), changes, request, options);
        if (selectsObjects(options)) return this.updateMany(collection, changes, request, options);
        if (whole) {
          const existing = Array.from(collection.objects.values())[0];
          if (existing) return this.updateOne(collection, existing, changes, request, options);
          return this.create(collection, changes, options);
        }
        throw badRequest(`a PUT on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would change every object`);
      }
      case 'DELETE': {
        if (target.kind === 'object') {
          const found = this.find(collection, target);
          collection.objects.delete(String(found.id));
          return { status: 200, body: { status: 200, code: 2000 } };
        }
        if (!selectsObjects(options) && !whole) {
          throw badRequest(`a DELETE on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would delete every object`);
        }
        const ids = this.select(collection, options).map((object) => object.id);
        ids.forEach((id) => collection.objects.delete(String(id)));
        return { status: 200, body: { status: 200, code: 2000, data: ids } };
      }
      default:
        throw new RestError('methodNotAllowed', `${request.method} is not a method of the API`);
    }
  }

  private list(collection: Collection, options: QueryOptions): ApiAnswer {
    const objects = this.answered(collection, Array.from(collection.objects.values()));
    checkSort(options.sort, knownAttributes(objects));
    const matching = sortObjects(this.select(collection, options), options.sort, sortDirection(options));
    const page = matching.slice(options.offset, options.offset + options.limit);
    return success(200, { totalCount: matching.length, limit: options.limit, offset: options.offset }, this.present(collection, page, options, objects));
  }

  /** The objects matching the query's conditions and filter, by the core's rules (the sandbox's too). */
  private select(collection: Collection, options: QueryOptions): ZnTestObject[] {
    const objects = this.answered(collection, Array.from(collection.objects.values()));
    const predicates = queryPredicates(options, {
      known: knownAttributes(objects),
      duplicates: (attribute) => duplicateIds(objects, attribute),
      // a subfilter matches the linked object the record holds (the matcher's subfiltering)
      resolveSubfilter: (condition) => condition
    }, { subfiltering: true });
    return objects.filter((object) => predicates.every((predicate) => predicate.matches(object)));
  }

  private find(collection: Collection, target: ApiTarget): ZnTestObject {
    const found = collection.objects.get(String(target.id));
    if (!found) throw notFound(`no ${target.resource.name} object has id ${target.id} in ${collection.path}`);
    return found;
  }

  /**
   * Copies to answer with: `related` collections joined in, and `byDefault` ones (a form's fields
   * read alone) as attributes `attributes` may pick; then `attributes` picked.
   */
  private present(collection: Collection, objects: ZnTestObject[], options: QueryOptions, all: ZnTestObject[],
    byDefault: string[] = []): ZnTestObject[] {
    const presented = objects.map((object) => {
      const presented = copy(object);
      options.related.concat(byDefault).forEach((name) => {
        const related = collectionAt(`${collection.path}/${encodeURIComponent(String(object.id))}/${name}`);
        if (!related) return;
        presented[name] = this.all(related.resource.name, related.pathValues);
      });
      return presented;
    });
    const known = knownAttributes(all);
    if (known) byDefault.forEach((name) => known.add(name));
    return projectAttributes(presented, options, known);
  }

  /**
   * The objects as the API answers them: a form's records carry their form's workspace
   * (`workspace: { id }`), as Zengine's records and the sandbox's do, when the kit holds the form
   * (seeded Forms with a `workspace`); so `workspaceId=` and `workspace.id=` select them. Copies;
   * the stored objects (what `all()` gives) stay as the plugin saved them.
   */
  private answered(collection: Collection, objects: ZnTestObject[]): ZnTestObject[] {
    if (collection.resource.name !== 'FormRecords') return objects;
    const form = this.collectionAt(resourceNamed('Forms'), {}).objects.get(String(collection.pathValues.formId));
    const workspace = form && isPlainObject(form.workspace) ? form.workspace.id : undefined;
    if (workspace === undefined || workspace === null) return objects;
    return objects.map((object) => ({ ...object, workspace: { id: workspace } }));
  }

  private checkObject(body: unknown): Record<string, unknown> {
    if (!isPlainObject(body)) throw badRequest(`the body must be a JSON object, got ${describeValue(body)}`);
    return body;
  }

  private create(collection: Collection, body: unknown, options: QueryOptions): ApiAnswer {
    const many = Array.isArray(body);
    const items = many ? body as unknown[] : [body];
    items.forEach((item) => this.checkObject(item));
    const objects = (items as Array<Record<string, unknown>>).map((item) => {
      const object = { ...copy(item), id: options.validateOnly ? 0 : this.nextId(collection.resource) } as ZnTestObject;
      if (collection.resource.versioned) object.objectVersion = 1;
      return object;
    });
    const page = { totalCount: objects.length, limit: objects.length, offset: 0 };
    if (options.validateOnly) return success(200, page, many ? this.answered(collection, objects) : this.answered(collection, objects)[0]);
    objects.forEach((object) => collection.objects.set(String(object.id), object));
    // a create answers 200 and code 2000, as Zengine's API did (and the sandbox does)
    return success(200, page, many ? objects.map((object) => object.id) : this.answered(collection, [copy(objects[0])])[0]);
  }

  private checkVersion(object: ZnTestObject, request: ApiRequest): void {
    const header = Object.keys(request.headers).find((name) => name.toLowerCase() === OBJECT_VERSION_HEADER.toLowerCase());
    if (!header || object.objectVersion === undefined) return;
    if (String(object.objectVersion) !== String(request.headers[header])) {
      throw new RestError('staleVersion', `${OBJECT_VERSION_HEADER} is ${request.headers[header]} but object ${object.id} is at version ${object.objectVersion}`);
    }
  }

  private changed(collection: Collection, object: ZnTestObject, changes: Record<string, unknown>): ZnTestObject {
    const next = { ...copy(object), ...copy(changes), id: object.id } as ZnTestObject;
    if (collection.resource.versioned && typeof object.objectVersion === 'number') next.objectVersion = object.objectVersion + 1;
    return next;
  }

  private updateOne(collection: Collection, object: ZnTestObject, changes: Record<string, unknown>, request: ApiRequest, options: QueryOptions): ApiAnswer {
    this.checkVersion(object, request);
    const next = this.changed(collection, object, changes);
    if (!options.validateOnly) collection.objects.set(String(object.id), next);
    return success(200, { totalCount: 1, limit: 1, offset: 0 }, this.answered(collection, [copy(next)])[0]);
  }

  private updateMany(collection: Collection, changes: Record<string, unknown>, request: ApiRequest, options: QueryOptions): ApiAnswer {
    const matching = this.select(collection, options);
    matching.forEach((object) => this.checkVersion(object, request));
    const ids = matching.map((object) => object.id);
    if (!options.validateOnly) {
      matching.forEach((object) => {
        const stored = collection.objects.get(String(object.id)) as ZnTestObject;
        collection.objects.set(String(object.id), this.changed(collection, stored, changes));
      });
    }
    return success(200, { totalCount: ids.length, limit: ids.length, offset: 0 }, ids);
  }

  // ----- collections and ids -----

  private collectionFor(resource: ResourceDefinition, given: unknown, label: string): Collection {
    if (!isPlainObject(given)) {
      throw new ZnError(SERVICE, 'bad-params', `${label}: params must be an object of path parameters such as ` +
        `{ ${resource.required[0] || 'formId'}: 1 }, got ${describeValue(given)}`);
    }
    const params: Record<string, unknown> = given;
    const missing = resource.required.filter((name) => params[name] === undefined || params[name] === null || params[name] === '');
    if (missing.length) {
      throw new ZnError(SERVICE, 'missing-path-param', `${label} needs ${missing.join(' and ')}, the path parameter${missing.length > 1 ? 's' : ''} ` +
        `of ${resource.path}; expected params such as { ${missing.map((name) => `${name}: 1`).join(', ')} }`);
    }
    const values: Record<string, string> = {};
    resource.required.forEach((name) => { values[name] = String(params[name]); });
    return this.collectionAt(resource, values);
  }

  private collectionAt(resource: ResourceDefinition, values: Record<string, string>): Collection {
    const path = collectionPath(resource, values) as string;
    const key = `${resource.name} ${path}`;
    let collection = this.collections.get(key);
    if (!collection) {
      collection = { resource, path, pathValues: values, objects: new Map() };
      this.collections.set(key, collection);
    }
    return collection;
  }

  private nextId(resource: ResourceDefinition): number {
    const next = this.nextIds.get(resource.name) || 1;
    this.nextIds.set(resource.name, next + 1);
    return next;
  }

  private noteId(resource: ResourceDefinition, id: unknown): void {
    if (typeof id === 'number' && Number.isSafeInteger(id) && id >= (this.nextIds.get(resource.name) || 1)) {
      this.nextIds.set(resource.name, id + 1);
    }
  }
}
