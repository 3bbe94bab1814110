import { ZnError, describeValue } from '../errors';

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

// JSON turns these into {} and loses their content, so they are refused instead.
const LOSSY_TYPES: Array<[string, Function]> = [
  ['a Map', Map], ['a Set', Set], ['a WeakMap', WeakMap], ['a WeakSet', WeakSet], ['a RegExp', RegExp]
];

function unstorable(original: unknown, value: unknown): string | null {
  if (original instanceof Date && isNaN(original.getTime())) return 'an invalid Date';
  for (const [name, type] of LOSSY_TYPES) {
    if (original instanceof type) return name;
  }
  switch (typeof value) {
    case 'function': return 'a function';
    case 'symbol': return 'a symbol';
    case 'bigint': return 'a bigint';
    case 'number': return isFinite(value) ? null : describeValue(value);
    default: return null;
  }
}

/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot hold
 * exactly: functions, symbols, bigints, NaN and Infinity, invalid Dates, Maps, Sets, cycles.
 */
export function encodeValue(service: string, key: string, value: unknown, expiresAt: number | null): string {
  const refuse = (code: string, what: string, where: string) => new ZnError(service, code,
    `set("${key}") cannot store ${what}${where ? ` (at "${where}")` : ''}; expected a JSON value: ` +
    'a string, number, boolean, null, array, plain object or Date');
  let text: string | undefined;
  try {
    text = JSON.stringify(value, function (this: Record<string, unknown>, name: string, item: unknown) {
      if (name.charAt(0) === '$' && name.charAt(1) === '$') return undefined;
      const what = unstorable(this[name], item);
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
