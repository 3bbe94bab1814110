/**
 * Attribute paths (`status`, `role.id`): reading them, knowing which a collection has (so a
 * typo in a condition is a 400, not a silent match-nothing or, worse, match-everything for a
 * `not-` condition of a bulk delete), sorting by them and picking them.
 */
import { badRequest } from '../envelopes';
import { JsonObject, StoredObject } from '../store';
import { isPlainObject } from 'zn-plugin/core';

export function readPath(object: JsonObject, path: string): unknown {
  let value: unknown = object;
  for (const part of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** Every attribute path of the objects, two levels deep (`status`, `taskList`, `taskList.id`). */
export function attributesOf(objects: StoredObject[]): Set<string> {
  const paths = new Set<string>(['id']);
  objects.forEach((object) => {
    Object.keys(object).forEach((key) => {
      paths.add(key);
      const value = object[key];
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

/** Orders by the attributes in turn, then by id; empty values come first ascending, last descending. */
export function sortObjects(objects: StoredObject[], attributes: string[], direction: 'asc' | 'desc'): StoredObject[] {
  const sign = direction === 'desc' ? -1 : 1;
  const compare = (a: StoredObject, b: StoredObject): number => {
    for (const attribute of attributes) {
      const left = sortValue(readPath(a, attribute));
      const right = sortValue(readPath(b, attribute));
      let order = 0;
      if (isEmpty(left) || isEmpty(right)) order = (isEmpty(left) ? 0 : 1) - (isEmpty(right) ? 0 : 1);
      else if (typeof left === 'number' && typeof right === 'number') order = left - right;
      else if (typeof left === 'boolean' && typeof right === 'boolean') order = Number(left) - Number(right);
      else order = collator.compare(String(left), String(right));
      if (order !== 0) return sign * order;
    }
    return sign * (a.id - b.id);
  };
  return objects.slice().sort(compare);
}

/** Keeps only the given top-level attributes (and `id`). */
export function pickAttributes(object: StoredObject, attributes: string[]): StoredObject {
  const picked: StoredObject = { id: object.id };
  attributes.forEach((attribute) => {
    if (attribute in object) picked[attribute] = object[attribute];
  });
  return picked;
}
