/**
 * Reading a collection: its objects as answered, the attributes it knows, and the objects a
 * query's conditions and filter select (evaluated by the project's own filter matcher).
 */
import { badRequest } from '../envelopes';
import { StoredObject } from '../store';
import { attributesOf, readPath } from '../query/attributes';
import { isPlainObject } from '../../src/values';
import { conditionsToFilter, resolveFilter } from '../query/filter';
import { compileMatcher } from '../query/matcher';
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

/**
 * The objects matching every condition and the filter (both optional). `depth` counts the
 * filter levels above this one, for subfilters resolved through here.
 */
export function selectObjects(collection: Collection, env: Environment, query: { conditions: Condition[]; filter?: unknown },
  objects: StoredObject[] = loadObjects(collection, env), depth = 1): StoredObject[] {
  const behavior = env.behaviorOf(collection.resource);
  const known = knownAttributes(objects, collection, env);
  const resolveSubfilter = behavior.resolveSubfilter
    ? (condition: Record<string, unknown>, subDepth: number) => behavior.resolveSubfilter!(condition, collection, env, subDepth)
    : undefined;

  const duplicates = (attribute: string): string[] => duplicateIds(objects, attribute);
  const predicates: Array<(object: object) => boolean> = [];
  const conditionFilter = conditionsToFilter(query.conditions);
  if (conditionFilter) {
    const resolved = resolveFilter(conditionFilter, { userId: env.user.id, known, what: 'The condition', duplicates });
    predicates.push(compileMatcher(resolved, 'The conditions'));
  }
  if (query.filter !== undefined) {
    if (query.filter === null || typeof query.filter !== 'object') {
      throw badRequest('filter must be a JSON data filter such as {"and":[...]}');
    }
    const resolved = resolveFilter(query.filter, { userId: env.user.id, known, what: 'The filter', resolveSubfilter, duplicates }, depth);
    predicates.push(compileMatcher(resolved, 'The filter'));
  }
  if (predicates.length === 0) return objects;
  return objects.filter((object) => predicates.every((matches) => matches(object)));
}

/** The comparable text of a value (as the matcher reads objects: their value, else their id). */
function comparable(value: unknown): string {
  const inner = isPlainObject(value) ? (value.value !== undefined ? value.value : value.id) : value;
  if (inner === undefined || inner === null || inner === '') return '';
  return Array.isArray(inner) ? JSON.stringify(inner) : String(inner).toLowerCase();
}

/** Ids (as text) of the objects whose non-empty value of `attribute` another object shares. */
function duplicateIds(objects: StoredObject[], attribute: string): string[] {
  const counts = new Map<string, number>();
  const values = objects.map((object) => comparable(readPath(object, attribute)));
  values.forEach((value) => { if (value !== '') counts.set(value, (counts.get(value) || 0) + 1); });
  return objects.filter((object, index) => values[index] !== '' && (counts.get(values[index]) || 0) > 1)
    .map((object) => String(object.id));
}
