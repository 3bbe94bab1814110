import { ZnError, describeValue, isDate, isPlainObject, isValidDate, type OnceWarn } from '../core';

/** Refuses a key that is not a non-empty string, naming the service and the method. */
export function validateKey(service: string, method: string, key: unknown): string {
  if (typeof key !== 'string' || key === '') {
    throw new ZnError(service, 'bad-key', `${method}() needs a key that is a non-empty string such as 'draft', got ${describeValue(key)}`);
  }
  return key;
}

/** Refuses a prefix that is not a string (`''` is allowed: no prefix). */
export function validatePrefix(service: string, prefix: unknown): string {
  if (typeof prefix !== 'string') {
    throw new ZnError(service, 'bad-prefix', `setPrefix() expects a string such as 'myPlugin.' (or '' for none), got ${describeValue(prefix)}`);
  }
  return prefix;
}

/**
 * Checks an options object (`undefined` and `null` mean none) and returns its `allowed` keys as a
 * plain record. An unknown key goes to `warn` and is dropped, as Zengine's storage services ignored
 * options they did not know; without `warn` (a provider's defaults, set once by the author) it is
 * a ZnError.
 */
export function validateOptionKeys(service: string, method: string, options: unknown, allowed: readonly string[],
  warn?: OnceWarn): Record<string, unknown> {
  if (options === undefined || options === null) return {};
  if (!isPlainObject(options)) {
    throw new ZnError(service, 'bad-options', `${method}() expects options as an object such as { expires: 60000 }, got ${describeValue(options)}`);
  }
  const known: Record<string, unknown> = {};
  for (const name of Object.keys(options)) {
    if (allowed.includes(name)) {
      known[name] = options[name];
    } else if (warn) {
      warn(`${method}:${name}`, `${service}: ${method}() ignores the unknown option "${name}"; expected ${allowed.join(', ')}`);
    } else {
      throw new ZnError(service, 'unknown-option', `${method}() got an unknown option "${name}"; expected ${allowed.join(', ')}`);
    }
  }
  return known;
}

/** Checks an `expires` option: a valid Date, a finite number of ms from now, or null/undefined. */
export function validateExpires(service: string, method: string, expires: unknown): Date | number | null {
  if (expires === undefined || expires === null) return null;
  if (isValidDate(expires)) return expires;
  if (typeof expires === 'number' && isFinite(expires)) return expires;
  throw new ZnError(service, 'bad-option', `${method}() expects expires as a Date or a number of milliseconds from now, got ` +
    (isDate(expires) ? 'an invalid Date' : describeValue(expires)));
}

/** When an item with this `expires` option expires (ms since the epoch), or null for never. */
export function expiryTime(expires: Date | number | null, now: number): number | null {
  if (expires === null) return null;
  return typeof expires === 'number' ? now + expires : Date.prototype.getTime.call(expires);
}
