// Reading the value a condition compares from a record, and normalizing it.
//
// Only a record's own properties count (`constructor` or `toString` are missing fields, not
// functions from Object.prototype, nor a property polluting it). Dotted attributes (`folder.id`)
// walk into nested objects. The value is then normalized:
// - missing, null and undefined are the empty value '';
// - an object compares by its own `value`, else its own `id` (file, linked and member fields);
//   an object with neither, or whose `value`/`id` is itself an object, is empty;
// - an array is a multi-value field and stays an array; its elements are normalized the same
//   way when compared (an element that is an array is empty);
// - text, numbers, booleans and bigints stay as they are; anything else (a function) is empty.

const hasOwn = Object.prototype.hasOwnProperty;

/** An own property: read first, checked as own only when defined (an undefined one needs no check). */
function readOwn(object: any, key: string): unknown {
  const value = object[key];
  return value !== undefined && hasOwn.call(object, key) ? value : undefined;
}

/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
export function readAttribute(record: object, key: string, segments: readonly string[] | null): unknown {
  if (segments === null) return readOwn(record, key);
  let value: unknown = record;
  for (let index = 0; index < segments.length; index++) {
    if (value === null || typeof value !== 'object') return undefined;
    value = readOwn(value, segments[index]);
  }
  return value;
}

/** The normalized value of an attribute (see above). */
export function valueAt(record: object, key: string, segments: readonly string[] | null): unknown {
  return normalizeValue(readAttribute(record, key, segments));
}

/**
 * The value an object stands for: its own `value`, else its own `id`, else undefined. (Each is
 * read first and checked as own only when defined: an undefined one needs no check.)
 */
function valueOfObject(object: any): unknown {
  const value = object.value;
  if (value !== undefined && hasOwn.call(object, 'value')) return value;
  const id = object.id;
  return id !== undefined && hasOwn.call(object, 'id') ? id : undefined;
}

/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
export function normalizeValue(raw: unknown): unknown {
  const type = typeof raw;
  if (type === 'string' || type === 'number' || type === 'boolean') return raw;
  if (raw === null || raw === undefined) return '';
  if (type === 'object') {
    if (Array.isArray(raw)) return raw;
    const inner = valueOfObject(raw);
    const innerType = typeof inner;
    if (innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint') return inner;
    return Array.isArray(inner) ? inner : '';
  }
  return type === 'bigint' ? raw : '';
}

/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
export function normalizeElement(raw: unknown): unknown {
  const type = typeof raw;
  if (type === 'string' || type === 'number' || type === 'boolean') return raw;
  if (raw === null || raw === undefined) return '';
  if (type === 'object') {
    if (Array.isArray(raw)) return '';
    const inner = valueOfObject(raw);
    const innerType = typeof inner;
    return innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint' ? inner : '';
  }
  return type === 'bigint' ? raw : '';
}

/** True for a normalized value that is a multi-value field. */
export function isMultiValue(value: unknown): value is readonly unknown[] {
  return typeof value === 'object';
}
