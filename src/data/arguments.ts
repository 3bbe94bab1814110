import { ZnError, describeValue, findCycle, isPlainObject, type OnceWarn } from '../core';

/** A success or error callback as given: a function, or nothing. */
export type MaybeCallback = ((...args: any[]) => unknown) | null;

/** The arguments of a call, sorted out. */
export interface CallArguments {
  /** The values before the callbacks (params, data, route...), trailing empty ones dropped. */
  readonly values: ReadonlyArray<unknown>;
  readonly success: MaybeCallback;
  readonly error: MaybeCallback;
}

/**
 * Splits `(value..., successCallback, errorCallback)`: the values are the arguments before the
 * first function, at most `maxValues` of them; an empty value just before the callbacks (as in
 * `save(data, null, onError)`) is a callback's place, not a value. Arguments beyond the values and
 * the two callbacks were ignored by Zengine's znData (a plain function's extra arguments): they
 * are dropped (values past the last one first, then trailing ones) and named to `warn`. A callback
 * that is not a function is a ZnError.
 */
export function splitCallArguments(service: string, signature: string, args: ArrayLike<unknown>, maxValues: number,
  warn: OnceWarn): CallArguments {
  const list = Array.prototype.slice.call(args) as unknown[];
  let firstFunction = list.findIndex((arg) => typeof arg === 'function');
  if (firstFunction === -1) firstFunction = list.length;
  let valueCount = Math.min(firstFunction, maxValues);
  while (valueCount > 0 && (list[valueCount - 1] === undefined || list[valueCount - 1] === null) && list.length - valueCount < 2) {
    valueCount--;
  }
  let callbacks = list.slice(valueCount);
  if (callbacks.length > 2) {
    warn(`too-many:${signature}`, `${service}: ${signature}: got ${list.length} arguments; expected at most a successCallback and an ` +
      'errorCallback after the values; the extra arguments are ignored, as Zengine ignored them');
    const extraValues = Math.min(firstFunction - valueCount, callbacks.length - 2);
    callbacks = callbacks.slice(extraValues, extraValues + 2);
  }
  const names = ['successCallback', 'errorCallback'];
  callbacks.forEach((callback, index) => {
    if (callback !== undefined && callback !== null && typeof callback !== 'function') {
      throw new ZnError(service, 'bad-callback', `${signature}: ${names[index]} must be a function, got ${describeValue(callback)}`);
    }
  });
  return {
    values: list.slice(0, valueCount),
    success: (callbacks[0] as MaybeCallback | undefined) || null,
    error: (callbacks[1] as MaybeCallback | undefined) || null
  };
}

/** Checks that params are a plain object (or left out: `{}`), else throws a `ZnError`. */
export function checkParams(service: string, signature: string, params: unknown, example: string): Record<string, unknown> {
  if (params === undefined || params === null) return {};
  if (!isPlainObject(params)) {
    throw new ZnError(service, 'bad-params', `${signature}: params must be an object such as ${example}, got ${describeValue(params)}`);
  }
  return params;
}

/**
 * Refuses a value that refers back to itself, which cannot be sent as JSON: a `ZnError` with code
 * `circular-value` naming the service, the call and the argument (`params`, `params.filter`, `data`).
 */
export function checkAcyclic(service: string, signature: string, name: string, value: unknown): void {
  const at = findCycle(value);
  if (at === null) return;
  const where = at === '' ? name : at.charAt(0) === '[' ? `${name}${at}` : `${name}.${at}`;
  throw new ZnError(service, 'circular-value', `${signature}: ${name} is circular (${where} refers back to an object that ` +
    'contains it), so it cannot be sent as JSON; expected plain data without cycles');
}
