/**
 * Checks of values every service shares. They work on values from any realm (another window's
 * iframe, a structured clone made elsewhere): they read the built-in `[[Class]]` tag and the
 * shape of the prototype chain, never `instanceof` or this window's `Object.prototype`.
 */

const toTag = Object.prototype.toString;

/** The built-in tag of a value: `Object`, `Array`, `Date`, `Map`, `HTMLDivElement`, ... */
export function tagOf(value: unknown): string {
  return toTag.call(value).slice(8, -1);
}

/** True for objects whose prototype is some window's `Object.prototype` (its own prototype is null). */
function isObjectPrototype(proto: object): boolean {
  return Object.getPrototypeOf(proto) === null && typeof (proto as { hasOwnProperty?: unknown }).hasOwnProperty === 'function' &&
    Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}

/**
 * True for `{}`-style objects, whatever window made them: an object literal, `Object.create(null)`,
 * `JSON.parse` output, a structured clone. False for arrays, dates, maps, DOM nodes, class instances.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return true;
  return isObjectPrototype(proto) && tagOf(value) === 'Object';
}

/** True for a `Date` from any window. */
export function isDate(value: unknown): value is Date {
  return value !== null && typeof value === 'object' && tagOf(value) === 'Date';
}

/** True for a `Date` from any window that holds a time (not `new Date('nonsense')`). */
export function isValidDate(value: unknown): value is Date {
  return isDate(value) && !isNaN(Date.prototype.getTime.call(value));
}

/** True for an AngularJS scope (the checks AngularJS itself makes: it has no public isScope). */
export function isScopeLike(value: unknown): boolean {
  const candidate = value as Record<string, unknown> | null;
  return !!candidate && typeof candidate === 'object' && typeof candidate.$evalAsync === 'function' &&
    typeof candidate.$watch === 'function';
}

/** True for a window object (of any frame). */
export function isWindowLike(value: unknown): boolean {
  return !!value && typeof value === 'object' && (value as { window?: unknown }).window === value;
}

/**
 * Where `value` refers back to one of its own ancestors, as JSON would meet it: the path of the
 * property that closes the cycle (`'a.b[2].c'`, `''` for the top), or null when there is none.
 * Walks what `angular.toJson` writes: own enumerable keys, without `$$` keys; scopes, windows
 * and values with a `toJSON` method (dates) end the walk.
 */
export function findCycle(value: unknown): string | null {
  const ancestors: object[] = [];
  const walk = (node: unknown, path: string): string | null => {
    if (node === null || typeof node !== 'object') return null;
    if (ancestors.indexOf(node) !== -1) return path;
    if (typeof (node as { toJSON?: unknown }).toJSON === 'function' || isScopeLike(node) || isWindowLike(node)) return null;
    ancestors.push(node);
    const list = Array.isArray(node);
    const keys = list ? (node as unknown[]).map((_, index) => index) : Object.keys(node);
    for (const key of keys) {
      if (typeof key === 'string' && key.charAt(0) === '$' && key.charAt(1) === '$') continue;
      const childPath = list ? `${path}[${key}]` : path ? `${path}.${key}` : String(key);
      const found = walk((node as Record<string | number, unknown>)[key], childPath);
      if (found !== null) return found;
    }
    ancestors.pop();
    return null;
  };
  return walk(value, '');
}
