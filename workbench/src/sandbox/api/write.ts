/**
 * POST, PUT and DELETE. Every write runs in one SQLite transaction (checks included), so
 * parallel requests never interleave half-done writes and a refused request changes nothing.
 */
import { ApiError, ValidationErrors, badRequest, notFound, successEnvelope, validationFailed } from '../envelopes';
import { JsonObject, StoredObject, idOf } from '../store';
import { normalizeCreateBody, normalizeObject } from './body';
import { checkReferences } from './references';
import { filterSelects, narrowsObjects, selectIds, selectObjects } from './collection';
import { describeScope, findObject, present } from './read';
import { selectsObjects } from '../query/options';
import { Prepared } from './environment';
import { ApiAnswer, ApiRequest } from './request';
import type { RecordChange } from './environment';

/** The attributes the path gives: `{ form: { id: 2 } }` for a record of form 2. */
function scopeAttributes(request: ApiRequest): JsonObject {
  const attributes: JsonObject = {};
  request.collection.scope.forEach((parent) => { attributes[parent.attribute] = { id: parent.id }; });
  return attributes;
}

function prepare(request: ApiRequest, input: JsonObject, existing: StoredObject | undefined): Prepared {
  const { behavior, collection, env } = request;
  // the path decides the parents; input naming others is ignored
  const scoped = { ...input };
  collection.scope.forEach((parent) => { delete scoped[parent.attribute]; });
  const prepared = behavior.prepare ? behavior.prepare(scoped, existing, collection, env) : { data: scoped, errors: {} };
  checkReferences(prepared.data, env, prepared.errors);
  return prepared;
}

function prefixErrors(errors: ValidationErrors, prefix: string, into: ValidationErrors): void {
  Object.keys(errors).forEach((key) => { into[prefix + key] = errors[key]; });
}

function checkVersion(request: ApiRequest, object: StoredObject): void {
  if (request.expectedVersion === undefined || !request.versioned) return;
  if (object.objectVersion !== request.expectedVersion) {
    throw new ApiError('staleVersion', `${request.collection.resource} ${object.id} is at objectVersion ${object.objectVersion}, ` +
      `not ${request.expectedVersion} (X-If-ObjectVersion-Matches); read it again and reapply the change`);
  }
}

/** A new object: the prepared data with the path's parents, times and version. */
function newObject(request: ApiRequest, data: JsonObject): JsonObject {
  const object: JsonObject = { ...data, ...scopeAttributes(request), created: request.env.now, modified: request.env.now };
  if (request.versioned) object.objectVersion = 1;
  return object;
}

function changedObject(request: ApiRequest, existing: StoredObject, data: JsonObject): StoredObject {
  const object: StoredObject = { ...existing, ...data, id: existing.id, modified: request.env.now };
  if (request.versioned) object.objectVersion = (typeof existing.objectVersion === 'number' ? existing.objectVersion : 0) + 1;
  return object;
}

function refuseReadOnly(request: ApiRequest): void {
  if (request.behavior.readOnly) {
    throw new ApiError('methodNotAllowed', `${request.collection.resource} is read-only reference data; only GET works`);
  }
}

/** Notes a form record's write for the webhooks (sent after the transaction commits, see handler.ts). */
function noteRecordChange(request: ApiRequest, action: RecordChange['action'], record: StoredObject, previous?: StoredObject): void {
  if (request.collection.resource !== 'FormRecords') return;
  const formId = idOf(record.form) ?? request.collection.scope.find((parent) => parent.attribute === 'form')?.id;
  if (formId === undefined) return;
  // the workspace is looked up later, by the webhooks, outside the write's time
  const { collection, env } = request;
  env.recordChanges.push({
    action, formId, workspaceId: undefined, record, previous, userId: env.user.id, time: env.now,
    selects: (filter) => filterSelects(collection, env, filter, record)
  });
}

function afterWrite(request: ApiRequest): void {
  if (request.behavior.afterWrite) request.behavior.afterWrite(request.collection, request.env);
}

export function create(request: ApiRequest): ApiAnswer {
  refuseReadOnly(request);
  const { collection, env } = request;
  if (request.match.id !== undefined) {
    throw new ApiError('methodNotAllowed', `POST creates objects in a collection (${collection.resource}); send PUT to change object ${request.match.id}`);
  }
  if (request.behavior.singleton) {
    throw new ApiError('methodNotAllowed', `${collection.resource} is one object; send PUT to change it`);
  }
  const { many, items } = normalizeCreateBody(request.body, env.limits.maxBulk);
  return env.store.transaction(() => {
    const errors: ValidationErrors = {};
    const objects = items.map((item, index) => {
      const prepared = prepare(request, item, undefined);
      prefixErrors(prepared.errors, many ? `${index}.` : '', errors);
      return newObject(request, prepared.data);
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    const page = { totalCount: objects.length, limit: objects.length, offset: 0 };
    if (request.options.validateOnly) return { status: 200, body: successEnvelope(page, many ? objects : objects[0]) };
    const created = objects.map((object) => env.store.insert(collection.resource, collection.scope, object));
    created.forEach((object) => noteRecordChange(request, 'create', object));
    afterWrite(request);
    // 200 and code 2000, as the conventions' response-format page shows a POST answered and Zengine's API answered it
    return {
      status: 200,
      body: successEnvelope(page, many ? created.map((object) => object.id) : present(request, created)[0])
    };
  });
}

function updateOne(request: ApiRequest, existing: StoredObject | undefined, input: JsonObject): ApiAnswer {
  const { collection, env } = request;
  if (existing) checkVersion(request, existing);
  const prepared = prepare(request, input, existing);
  if (Object.keys(prepared.errors).length) throw validationFailed(prepared.errors);
  const object = existing ? changedObject(request, existing, prepared.data) : newObject(request, prepared.data) as StoredObject;
  const page = { totalCount: 1, limit: 1, offset: 0 };
  if (request.options.validateOnly) return { status: 200, body: successEnvelope(page, object) };
  let saved = object;
  if (existing) env.store.replace(collection.resource, object);
  else saved = env.store.insert(collection.resource, collection.scope, object);
  noteRecordChange(request, existing ? 'update' : 'create', saved, existing);
  afterWrite(request);
  return { status: 200, body: successEnvelope(page, present(request, [saved])[0]) };
}

export function update(request: ApiRequest): ApiAnswer {
  refuseReadOnly(request);
  const { collection, env, options } = request;
  if (request.behavior.upload) {
    throw new ApiError('methodNotAllowed', `${collection.resource} takes uploads (POST multipart/form-data) and deletes; not PUT`);
  }
  const input = normalizeObject(request.body, 'The body');
  return env.store.transaction(() => {
    if (request.match.id !== undefined) {
      const existing = env.store.get(collection.resource, request.match.id, collection.scope);
      if (!existing) throw notFound(`No ${collection.resource} object has id ${request.match.id}${describeScope(request)}`);
      return updateOne(request, existing, input);
    }
    if (request.behavior.singleton) {
      return updateOne(request, env.store.list(collection.resource, collection.scope)[0], input);
    }
    refuseWholeCollection(request, 'PUT', 'change');
    const matching = selectObjects(collection, env, options);
    const errors: ValidationErrors = {};
    const changed = matching.map((presented) => {
      const existing = env.store.get(collection.resource, presented.id) as StoredObject;
      checkVersion(request, existing);
      const prepared = prepare(request, input, existing);
      Object.assign(errors, prepared.errors);
      return changedObject(request, existing, prepared.data);
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    const ids = changed.map((object) => object.id);
    const page = { totalCount: ids.length, limit: ids.length, offset: 0 };
    if (!options.validateOnly) {
      changed.forEach((object) => {
        const previous = env.store.get(collection.resource, object.id) as StoredObject;
        env.store.replace(collection.resource, object);
        noteRecordChange(request, 'update', object, previous);
      });
      if (changed.length) afterWrite(request);
    }
    return { status: 200, body: successEnvelope(page, ids) };
  });
}

/**
 * A PUT or DELETE of a collection with no condition, or only conditions that hold for every object
 * (an empty group; `workspaceId=<its workspace>` on a form's records), is a 400 and changes nothing:
 * it would touch every object. Zengine's docs show writes to one object (`PUT /workspaces/1`) and
 * none to a whole collection; its runtimes sent `updateAll`/`deleteAll` only with a condition
 * (docs/sandbox.md, "Requests refused so that nothing is lost").
 */
function refuseWholeCollection(request: ApiRequest, verb: 'PUT' | 'DELETE', action: 'change' | 'delete'): void {
  const { collection, env, options } = request;
  const example = verb === 'PUT' ? '?id=1|2 or ?status=open' : '?id=1|2 or ?status=closed';
  if (!selectsObjects(options)) {
    throw badRequest(`A ${verb} on the whole ${collection.resource} collection needs a condition (e.g. ${example}) or a filter that leaves some objects out; it would ${action} every object`);
  }
  if (!narrowsObjects(collection, env, options)) {
    throw badRequest(`A ${verb} on ${collection.resource} whose conditions hold for every object of the collection ` +
      `(${describeConditions(options)}) would ${action} every object; add a condition that leaves some out (e.g. ${example})`);
  }
}

/** The query's conditions and filter as the request wrote them, for a message. */
function describeConditions(options: ApiRequest['options']): string {
  const parts = options.conditions.map((condition) => `${condition.prefix ? condition.prefix + '-' : ''}${condition.attribute}=${condition.values.join('|')}`);
  if (options.filter !== undefined) parts.push(`filter=${JSON.stringify(options.filter).slice(0, 120)}`);
  return parts.join(', ');
}

/** Removes an object and everything under it (a form's fields, records and uploads...). */
function removeWithChildren(request: ApiRequest, resource: string, id: number): void {
  const { env } = request;
  const removed = resource === 'FormRecords' ? env.store.get(resource, id) : undefined;
  env.store.remove(resource, id);
  if (removed) noteRecordChange(request, 'delete', removed);
  env.childRoutes(resource).forEach(({ resource: child, attribute }) => env.store.removeChildren(child, attribute, id));
}

export function remove(request: ApiRequest): ApiAnswer {
  refuseReadOnly(request);
  const { collection, env, options } = request;
  return env.store.transaction(() => {
    if (request.match.id !== undefined) {
      findObject(request); // the 404
      removeWithChildren(request, collection.resource, request.match.id);
      afterWrite(request);
      return { status: 200, body: { status: 200, code: 2000 } };
    }
    if (request.behavior.singleton) {
      const existing = env.store.list(collection.resource, collection.scope);
      if (existing.length === 0 && !request.behavior.singleton.defaults) {
        throw new ApiError('notFound', `${collection.resource}${describeScope(request)} has nothing to delete`);
      }
      existing.forEach((object) => removeWithChildren(request, collection.resource, object.id));
      return { status: 200, body: { status: 200, code: 2000 } };
    }
    refuseWholeCollection(request, 'DELETE', 'delete');
    const ids = selectIds(collection, env, options);
    ids.forEach((id) => removeWithChildren(request, collection.resource, id));
    if (ids.length) afterWrite(request);
    return { status: 200, body: { status: 200, code: 2000, data: ids } };
  });
}
