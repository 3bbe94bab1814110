/**
 * Attribute paths (`status`, `role.id`) by the REST conventions: reading them, knowing which a
 * collection has (so a typo in a condition is a 400, not a silent match-nothing or, worse,
 * match-everything for a `not-` condition of a bulk delete), sorting by them and picking them.
 */
import { isPlainObject } from '../values';
import { badRequest } from './envelopes';

/** An object of a collection: any JSON object with an id (a number, or text in the testing kit). */
export interface RestObject {
  id: number | string;
  [key: string]: unknown;
}

export function readPath(object: unknown, path: string): unknown {
  let value: unknown = object;
  for (const part of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** Every attribute path of the objects, two levels deep (`status`, `taskList`, `taskList.id`). */
export function attributesOf(objects: ReadonlyArray<object>): Set<string> {
  const paths = new Set<string>(['id']);
  objects.forEach((object) => {
    Object.keys(object).forEach((key) => {
      paths.add(key);
      const value = (object as Record<string, unknown>)[key];
      if (isPlainObject(value)) Object.keys(value).forEach((inner) => paths.add(`${key}.${inner}`));
    });
  });
  return paths;
}

/** Throws a 400 naming `what` when the attribute is not one the collection knows. */
export function checkKnown(known: Set<string> | undefined, attribute: string, what: string): void {
  if (!known || known.has(attribute)) return;
  const list = Array.from(known).sort().slice(0, 40).join(', ');
  throw badRequest(`${what} names the unknown attribute "${attribute}"; known attributes: ${list}`);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function sortValue(value: unknown): unknown {
  if (isPlainObject(value) && value.id !== undefined) return value.id;
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function compareIds(a: unknown, b: unknown): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * Orders by the attributes in turn, then by id: numbers in number order, text without case
 * (numbers in it by value), `{ id }` values by id; empty values come first ascending, last descending.
 * `direction` is one for all, or one per attribute (attributes past the list's end take its
 * last; the id takes the first).
 */
export function sortObjects<T extends { id: unknown }>(objects: ReadonlyArray<T>, attributes: ReadonlyArray<string>,
  direction: 'asc' | 'desc' | ReadonlyArray<'asc' | 'desc'>): T[] {
  const directions = typeof direction === 'string' ? [direction] : direction.length ? direction : ['asc'];
  const signOf = (index: number) => (directions[Math.min(index, directions.length - 1)] === 'desc' ? -1 : 1);
  const sign = signOf(0);
  const compare = (a: T, b: T): number => {
    for (let index = 0; index < attributes.length; index++) {
      const attribute = attributes[index];
      const left = sortValue(readPath(a, attribute));
      const right = sortValue(readPath(b, attribute));
      let order = 0;
      if (isEmpty(left) || isEmpty(right)) order = (isEmpty(left) ? 0 : 1) - (isEmpty(right) ? 0 : 1);
      else if (typeof left === 'number' && typeof right === 'number') order = left - right;
      else if (typeof left === 'boolean' && typeof right === 'boolean') order = Number(left) - Number(right);
      else order = collator.compare(String(left), String(right));
      if (order !== 0) return signOf(index) * order;
    }
    return sign * compareIds(a.id, b.id);
  };
  return objects.slice().sort(compare);
}

/** Keeps only the given top-level attributes (and `id`). */
export function pickAttributes<T extends { id: unknown }>(object: T, attributes: ReadonlyArray<string>): T {
  const picked: Record<string, unknown> = { id: object.id };
  attributes.forEach((attribute) => {
    if (attribute in object) picked[attribute] = (object as Record<string, unknown>)[attribute];
  });
  return picked as T;
}

/** Each `sort` attribute must be one the collection knows (a 400 otherwise). */
export function checkSort(sort: ReadonlyArray<string>, known: Set<string> | undefined): void {
  sort.forEach((attribute) => checkKnown(known, attribute, `sort=${attribute}`));
}

/**
 * `attributes=a,b` applied: top-level names the collection knows, each object cut to them, `id`
 * and the `related` names (joined in already).
 */
export function projectAttributes<T extends { id: unknown }>(objects: T[], query: { attributes?: string[]; related: string[] },
  known: Set<string> | undefined): T[] {
  const attributes = query.attributes;
  if (!attributes) return objects;
  attributes.forEach((attribute) => {
    if (attribute.indexOf('.') !== -1) throw badRequest(`attributes takes top-level attribute names; got ${attribute}`);
    checkKnown(known, attribute, 'attributes');
  });
  const kept = attributes.concat(query.related);
  return objects.map((object) => pickAttributes(object, kept));
}

/**
 * Relations a read of one object joins in when the request names no `related` at all: a form's
 * `fields`, as Zengine's API answered `GET /forms/:id` (the 2016 black-box tests of it read
 * `form.fields` so). Any `related=`, `related=null` included, names exactly what is joined; lists
 * join nothing by default. The sandbox and the testing kit both read it here.
 */
export const REST_RELATED_BY_DEFAULT: Readonly<Record<string, ReadonlyArray<string>>> = { Forms: ['fields'] };

/** The relations joined by default into one object of `resource` read with this query (often none). */
export function relatedByDefault(resource: string, query: { raw: Record<string, string> }): string[] {
  const names = REST_RELATED_BY_DEFAULT[resource];
  return names && !Object.prototype.hasOwnProperty.call(query.raw, 'related') ? names.slice() : [];
}
