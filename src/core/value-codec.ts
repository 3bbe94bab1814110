import { ZnError, describeValue } from './errors';
import { isScopeLike, isValidDate, isWindowLike, tagOf } from './values';

/**
 * Items stored with an expiry are kept as `{"zn.expires":"<ISO 8601>","value":<the value>}`,
 * in that key order, so another reader can still recognise them. A value that itself starts
 * with that key is wrapped with `"zn.expires":null`, so it always reads back as itself.
 */
export const EXPIRES_KEY = 'zn.expires';
const ENVELOPE_START = `{"${EXPIRES_KEY}":`;

/** A stored item's text, read back. */
export interface DecodedItem {
  value: unknown;
  /** When it expires (ms since the epoch), or null for never. */
  expiresAt: number | null;
}

function kind(tag: string): string {
  return `${/^([AEIO]|HTML|SVG)/.test(tag) ? 'an' : 'a'} ${tag}`;
}

/**
 * Why JSON would not give `value` back as it is, or null when it would. Only JSON's own values
 * are kept faithfully (strings, finite numbers, booleans, null, arrays, plain objects, and valid
 * Dates as their ISO text), from any window. JSON turns a Map, Set, RegExp, Error, Blob, File,
 * typed array or DOM node into `{}`, an invalid Date into null and `undefined` in an array into
 * null, and drops functions: all of those are refused instead.
 */
function unstorable(value: unknown, inArray: boolean): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number': return isFinite(value) ? null : describeValue(value);
    case 'undefined': return inArray ? 'undefined in an array (JSON would turn it into null)' : null;
    case 'function': return 'a function';
    case 'symbol': return 'a symbol';
    case 'bigint': return 'a bigint';
    default:
  }
  if (value === null || Array.isArray(value)) return null;
  const tag = tagOf(value);
  if (tag === 'Date') return isValidDate(value) ? null : 'an invalid Date';
  if (isScopeLike(value)) return 'an AngularJS scope';
  if (isWindowLike(value)) return 'a window';
  if (tag !== 'Object') return kind(tag);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return 'an object with a toJSON method (store what its toJSON() returns instead)';
  }
  return null;
}

/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot give back as
 * it is (see `unstorable`; code `unstorable-value`), and for cycles (code `circular-value`), so
 * whenever a value is stored, reading it back gives an equal value.
 */
export function encodeValue(service: string, key: string, value: unknown, expiresAt: number | null): string {
  const refuse = (code: string, what: string, where: string) => new ZnError(service, code,
    `set("${key}") cannot store ${what}${where ? ` (at "${where}")` : ''}; expected a JSON value: ` +
    'a string, number, boolean, null, array, plain object or valid Date');
  let text: string | undefined;
  try {
    text = JSON.stringify(value, function (this: Record<string, unknown>, name: string, item: unknown) {
      if (name.charAt(0) === '$' && name.charAt(1) === '$') return undefined;
      const what = unstorable(this[name], Array.isArray(this));
      if (what) throw refuse('unstorable-value', what, name);
      return item;
    });
  } catch (e) {
    if (e instanceof ZnError) throw e;
    // JSON.stringify throws a TypeError for a cycle, or passes on a toJSON method's error.
    const message = String(e && (e as Error).message).split('\n')[0];
    const cycle = /circular|cyclic/i.test(message);
    throw refuse(cycle ? 'circular-value' : 'unstorable-value', cycle
      ? 'a cycle (an object that contains itself)'
      : `a value whose toJSON() failed (${message})`, '');
  }
  if (text === undefined) throw refuse('unstorable-value', describeValue(value), '');
  if (expiresAt === null && text.slice(0, ENVELOPE_START.length) !== ENVELOPE_START) return text;
  const expires = expiresAt === null ? 'null' : JSON.stringify(new Date(expiresAt).toISOString());
  return `${ENVELOPE_START}${expires},"value":${text}}`;
}

function envelopeExpiry(parsed: unknown): number | null | undefined {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const keys = Object.keys(parsed);
  if (keys.length !== 2 || keys[0] !== EXPIRES_KEY || keys[1] !== 'value') return undefined;
  const expires = (parsed as Record<string, unknown>)[EXPIRES_KEY];
  if (expires === null) return null;
  const time = typeof expires === 'string' ? Date.parse(expires) : NaN;
  return isNaN(time) ? undefined : time;
}

/**
 * Reads stored text back: JSON is parsed (and an expiry envelope opened); text that is not
 * JSON, e.g. written by other code, is returned as it is.
 */
export function decodeValue(text: string): DecodedItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    // Not JSON: a raw string another script stored.
    return { value: text, expiresAt: null };
  }
  const expiresAt = envelopeExpiry(parsed);
  if (expiresAt === undefined) return { value: parsed, expiresAt: null };
  return { value: (parsed as { value: unknown }).value, expiresAt };
}
