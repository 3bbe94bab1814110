/** GET: one object, a page of a collection, a count, a singleton. */
import { ApiError, badRequest, countEnvelope, notFound, successEnvelope } from '../envelopes';
import { checkSort, projectAttributes, relatedByDefault, sortDirection, sortObjects } from '#core';
import { StoredObject, idOf } from '../store';
import { knownAttributes, loadObjects, selectObjects, sqlPlan } from './collection';
import { countAndPage, countRecords, recordIds } from '../query/sql-select';
import { expandReference, referenceAttributesOf, REFERENCES } from './references';
import { Environment } from './environment';
import { ApiAnswer, ApiRequest } from './request';

/** The stored object the path names, presented; a 404 when the collection has no such id. */
export function findObject(request: ApiRequest): StoredObject {
  const { collection, env, match } = request;
  const stored = env.store.get(collection.resource, match.id as number, collection.scope);
  if (!stored) throw notFound(`No ${collection.resource} object has id ${match.id}${describeScope(request)}`);
  return present(request, [stored])[0];
}

export function describeScope(request: ApiRequest): string {
  const parents = request.match.parents;
  return parents.length ? ` in ${parents.map((parent) => `${parent.resource} ${parent.id}`).join(', ')}` : '';
}

/** The objects as answered (the resource's `present` hook, when it has one). */
export function present(request: ApiRequest, objects: StoredObject[]): StoredObject[] {
  const hook = request.behavior.present;
  return hook ? hook(objects, request.collection, request.env) : objects;
}

/** The children of each object for a has-many relation (fields of a form, tasks of a list). */
function expandHasMany(objects: StoredObject[], name: string, relation: { resource: string; attribute: string }, env: Environment): void {
  const route = env.routeOf(relation.resource);
  const scoped = route.parents.length === 1 && route.parents[0].attribute === relation.attribute;
  const behavior = env.behaviorOf(relation.resource);
  const all = scoped ? undefined : env.store.listAll(relation.resource);
  objects.forEach((object) => {
    const scope = scoped ? [{ attribute: relation.attribute, id: object.id }] : [];
    let children = all
      ? all.filter((child) => idOf(child[relation.attribute]) === object.id)
      : env.store.list(relation.resource, scope);
    if (behavior.present) children = behavior.present(children, { resource: relation.resource, scope }, env);
    if (children.length && typeof children[0].order === 'number') {
      children = children.slice().sort((a, b) => ((a.order as number) - (b.order as number)) || (a.id - b.id));
    }
    object[name] = children;
  });
}

/** Applies `related=` to the objects answered; unknown names are a 400 listing the known ones. */
export function applyRelated(request: ApiRequest, objects: StoredObject[], candidates: StoredObject[]): void {
  const names = request.options.related;
  if (names.length === 0) return;
  const hasMany = request.behavior.hasMany || {};
  const references = referenceAttributesOf(candidates);
  names.forEach((asked) => {
    // Zengine read a relation's name with a capital too (`related=WorkspaceMemberships`)
    const lowered = asked.charAt(0).toLowerCase() + asked.slice(1);
    const name = !hasMany[asked] && hasMany[lowered] ? lowered : asked;
    if (hasMany[name]) expandHasMany(objects, name, hasMany[name], request.env);
    else if (references.indexOf(name) !== -1 || (candidates.length === 0 && name in REFERENCES)) expandReference(objects, name, request.env);
    else {
      const known = Object.keys(hasMany).concat(references);
      throw badRequest(`related=${name} is not a relation of ${request.collection.resource}; ` +
        (known.length ? `known: ${known.join(', ')}` : 'it has none'));
    }
  });
}

function project(request: ApiRequest, objects: StoredObject[], known: Set<string> | undefined): StoredObject[] {
  return projectAttributes(objects, request.options, known);
}

function copy(objects: StoredObject[]): StoredObject[] {
  return objects.map((object) => ({ ...object }));
}

/**
 * A read of one object without `related`: the relations the core joins by default (a form's
 * fields, REST_RELATED_BY_DEFAULT), as attributes of the object (so `attributes=` keeps them only
 * when it names them).
 */
function applyRelatedByDefault(request: ApiRequest, objects: StoredObject[]): void {
  const hasMany = request.behavior.hasMany || {};
  relatedByDefault(request.collection.resource, request.options).forEach((name) => {
    if (hasMany[name]) expandHasMany(objects, name, hasMany[name], request.env);
  });
}

export function readOne(request: ApiRequest): ApiAnswer {
  const object = copy([findObject(request)]);
  applyRelatedByDefault(request, object);
  applyRelated(request, object, object);
  const [answered] = project(request, object, undefined);
  return { status: 200, body: successEnvelope({ totalCount: 1, limit: 1, offset: 0 }, answered) };
}

export function readSingleton(request: ApiRequest): ApiAnswer {
  const { collection, env } = request;
  const [stored] = env.store.list(collection.resource, collection.scope);
  const singleton = request.behavior.singleton;
  let object: StoredObject | undefined = stored ? present(request, [stored])[0] : undefined;
  if (!object && singleton && singleton.defaults) object = { ...singleton.defaults(collection, env) } as StoredObject;
  if (!object) throw notFound(`${collection.resource}${describeScope(request)} has nothing yet`);
  return { status: 200, body: successEnvelope({ totalCount: 1, limit: 1, offset: 0 }, object) };
}

/** A page read in SQLite over the value index: only the page's records are loaded and presented. */
function readListInSql(request: ApiRequest): ApiAnswer | undefined {
  const { collection, env, options } = request;
  const plan = sqlPlan(collection, env, options, options.sort);
  if (!plan) return undefined;
  checkSort(options.sort, plan.known);
  const selection = plan.select();
  let totalCount: number;
  let ids: number[];
  // one direction, or one per sort attribute (sort[]=a&sort[]=b&direction[]=desc&direction[]=asc), as sortObjects reads them
  const direction = sortDirection(options);
  const idOrder = options.sort.every((attribute) => attribute === 'id');
  if (selection.where.sql === '1' || idOrder) {
    // the count (kept per form, or per filter until the next write) and the page: a walk, or one run of a selective plan
    ({ totalCount, ids } = countAndPage(env.store.db, env.store.values, selection, options.sort, direction, options.limit, options.offset));
  } else {
    // the filter runs once: every matching id in order, then the page
    const all = recordIds(env.store.db, env.store.values, selection, options.sort, direction);
    totalCount = all.length;
    ids = all.slice(options.offset, options.offset + options.limit);
  }
  const page = present(request, env.store.getMany(collection.resource, ids));
  applyRelated(request, page, page);
  const data = project(request, page, plan.known);
  return { status: 200, body: successEnvelope({ totalCount, limit: options.limit, offset: options.offset }, data) };
}

export function readList(request: ApiRequest): ApiAnswer {
  const inSql = readListInSql(request);
  if (inSql) return inSql;
  const { collection, env, options } = request;
  const objects = loadObjects(collection, env);
  const known = knownAttributes(objects, collection, env);
  checkSort(options.sort, known);
  const matching = selectObjects(collection, env, options, objects);
  const sorted = sortObjects(matching, options.sort, sortDirection(options));
  const page = copy(sorted.slice(options.offset, options.offset + options.limit));
  applyRelated(request, page, objects);
  const data = project(request, page, known);
  return {
    status: 200,
    body: successEnvelope({ totalCount: matching.length, limit: options.limit, offset: options.offset }, data)
  };
}

export function readCount(request: ApiRequest): ApiAnswer {
  if (request.behavior.singleton) throw new ApiError('methodNotAllowed', `${request.collection.resource} is one object; it has no count`);
  const plan = sqlPlan(request.collection, request.env, request.options, []);
  if (plan) {
    return { status: 200, body: countEnvelope(countRecords(request.env.store.db, request.env.store.values, plan.select())) };
  }
  const matching = selectObjects(request.collection, request.env, request.options);
  return { status: 200, body: countEnvelope(matching.length) };
}
