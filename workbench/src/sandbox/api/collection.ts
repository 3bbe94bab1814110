/**
 * Reading a collection: its objects as answered, the attributes it knows, and the objects a
 * query's conditions and filter select: in SQLite over the value index for form records
 * (query/sql-select.ts), else by the project's own filter matcher over the presented objects.
 * The one reading of "the objects this filter selects": lists, counts, PUT and DELETE by filter,
 * subfilters and webhooks' filters (`filterSelects`) all come here.
 */
import { JsonObject, StoredObject, scopeKey } from '../store';
import { RecordSelection, duplicateRecordIds, recordIds, selectionOf } from '../query/sql-select';
import { attributesOf, conditionsToFilter, duplicateIds, isPlainObject, queryPredicates, selectsEverything } from '#core';
import { Condition } from '../query/options';
import { Collection, Environment } from './environment';

/** The objects of a collection, presented (computed values in place). */
export function loadObjects(collection: Collection, env: Environment): StoredObject[] {
  const behavior = env.behaviorOf(collection.resource);
  const stored = env.store.list(collection.resource, collection.scope);
  return behavior.present ? behavior.present(stored, collection, env) : stored;
}

/** The attributes conditions, filters and sorting may use; undefined (no check) for an empty collection. */
export function knownAttributes(objects: StoredObject[], collection: Collection, env: Environment): Set<string> | undefined {
  const behavior = env.behaviorOf(collection.resource);
  const declared = behavior.knownAttributes ? behavior.knownAttributes(collection, env) : [];
  if (objects.length === 0 && declared.length === 0) return undefined;
  const known = attributesOf(objects);
  declared.forEach((attribute) => known.add(attribute));
  return known;
}

type Query = { conditions: Condition[]; filter?: unknown };

/** Attribute names a filter's conditions name (not inside subfilters, which name another form's). */
function namedAttributes(node: unknown, into: string[]): string[] {
  if (Array.isArray(node)) node.forEach((entry) => namedAttributes(entry, into));
  else if (isPlainObject(node)) {
    if (Array.isArray(node.and)) namedAttributes(node.and, into);
    if (Array.isArray(node.or)) namedAttributes(node.or, into);
    if (typeof node.attribute === 'string' && !('filter' in node)) into.push(node.attribute);
  }
  return into;
}

/** An SQL plan of a query: the attributes it may name, and the selection (which resolves and checks the filters). */
export interface SqlPlan {
  known: Set<string>;
  select(): RecordSelection;
}

/**
 * The plan to answer a query in SQLite over the value index, or undefined when the JavaScript
 * path must (a resource without the index, or an attribute only presenting knows).
 */
export function sqlPlan(collection: Collection, env: Environment, query: Query, sort: string[], depth = 1): SqlPlan | undefined {
  const behavior = env.behaviorOf(collection.resource);
  if (!behavior.valueIndex || collection.scope.length !== 1) return undefined;
  const derived = new Set(behavior.valueIndex.derivedAttributes(collection, env));
  const conditionFilter = conditionsToFilter(query.conditions);
  const named = namedAttributes(conditionFilter, namedAttributes(query.filter, sort.slice()));
  if (named.some((attribute) => derived.has(attribute))) return undefined;
  const known = new Set(['id'].concat(behavior.knownAttributes ? behavior.knownAttributes(collection, env) : []));
  const form = collection.scope[0].id;
  return {
    known,
    select: () => {
      const duplicates = (attribute: string) => duplicateRecordIds(env.store.db, form, attribute);
      const filters = resolvedFilters(collection, env, query, known, duplicates, depth).map((item) => item.filter);
      return selectionOf(form, scopeKey(collection.scope), filters);
    }
  };
}

/** The query's conditions and filter, resolved and checked (a 400 for a malformed or unknown one), by the core's rules. */
function resolvedFilters(collection: Collection, env: Environment, query: Query, known: Set<string> | undefined,
  duplicates: (attribute: string) => string[], depth: number): Array<{ filter: JsonObject; matches(object: object): boolean }> {
  const behavior = env.behaviorOf(collection.resource);
  const resolveSubfilter = behavior.resolveSubfilter
    ? (condition: Record<string, unknown>, subDepth: number) => behavior.resolveSubfilter!(condition, collection, env, subDepth)
    : undefined;
  const shared = behavior.shared ? behavior.shared(collection, env) : undefined;
  return queryPredicates(query, { userId: env.user.id, known, resolveSubfilter, duplicates, shared }, { depth });
}

/**
 * Whether a filter selects one object (a record a write just made, changed or removed: what its
 * webhooks fire on): the filter resolved as a query's is (`logged-in-user` as the acting user,
 * subfilters to their records, `not-validates unique` over the collection), then matched against
 * the object as a GET answers it (computed values in place), so a webhook fires for exactly the
 * records a GET with its filter lists. An attribute the collection does not know matches nothing
 * (a webhook may name a field of another form); a filter that cannot be resolved throws the
 * query's error (ApiError).
 */
export function filterSelects(collection: Collection, env: Environment, filter: unknown, object: StoredObject): boolean {
  const behavior = env.behaviorOf(collection.resource);
  // resolved once per request, collection and filter (a bulk write's changes share them)
  let kept = resolvedPerRequest.get(env);
  if (!kept) {
    kept = new Map();
    resolvedPerRequest.set(env, kept);
  }
  const key = JSON.stringify([collection.resource, collection.scope, filter]);
  let predicates = kept.get(key);
  if (!predicates) {
    const duplicates = behavior.valueIndex && collection.scope.length === 1
      ? (attribute: string) => duplicateRecordIds(env.store.db, collection.scope[0].id, attribute)
      : (attribute: string) => duplicateIds(loadObjects(collection, env), attribute);
    predicates = resolvedFilters(collection, env, { conditions: [], filter }, undefined, duplicates, 1).map((item) => item.matches);
    kept.set(key, predicates);
  }
  const [presented] = behavior.present ? behavior.present([object], collection, env) : [object];
  return predicates.every((matches) => matches(presented));
}

const resolvedPerRequest = new WeakMap<Environment, Map<string, Array<(object: object) => boolean>>>();

/**
 * Whether the query's conditions and filter, resolved as a read resolves them, may leave some
 * objects of the collection out. A condition decided once for the collection (`workspaceId=1` on
 * the records of a form of workspace 1: every record holds it, ResolveContext.shared) resolves to
 * an empty group, which selects everything, as a query without any condition does. A PUT or DELETE
 * by filter needs one that may leave some out (write.ts). Throws the query's 400 for a malformed one.
 */
export function narrowsObjects(collection: Collection, env: Environment, query: Query): boolean {
  const plan = sqlPlan(collection, env, query, []);
  const known = plan ? plan.known : knownAttributes(loadObjects(collection, env), collection, env);
  // `not-validates unique` resolves to `id in [...]` whatever the duplicates are: it narrows either way
  const resolved = resolvedFilters(collection, env, query, known, () => [], 1);
  return resolved.some((item) => !selectsEverything(item.filter));
}

/** The ids of the objects matching every condition and the filter (in SQLite when it can). */
export function selectIds(collection: Collection, env: Environment, query: Query, depth = 1): number[] {
  const plan = sqlPlan(collection, env, query, [], depth);
  if (plan) return recordIds(env.store.db, env.store.values, plan.select(), [], 'asc');
  return selectObjects(collection, env, query, undefined, depth).map((object) => object.id);
}

/**
 * The objects matching every condition and the filter (both optional). `depth` counts the
 * filter levels above this one, for subfilters resolved through here. Given no `objects`, a
 * query the value index answers returns the stored objects (not presented).
 */
export function selectObjects(collection: Collection, env: Environment, query: Query,
  objects?: StoredObject[], depth = 1): StoredObject[] {
  if (objects === undefined) {
    const plan = sqlPlan(collection, env, query, [], depth);
    if (plan) return env.store.getMany(collection.resource, recordIds(env.store.db, env.store.values, plan.select(), [], 'asc'));
    objects = loadObjects(collection, env);
  }
  const loaded = objects;
  const known = knownAttributes(loaded, collection, env);
  const duplicates = (attribute: string): string[] => duplicateIds(loaded, attribute);
  const predicates = resolvedFilters(collection, env, query, known, duplicates, depth).map((item) => item.matches);
  if (predicates.length === 0) return loaded;
  return loaded.filter((object) => predicates.every((matches) => matches(object)));
}
