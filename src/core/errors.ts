/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
export class ZnError extends Error {
  /** The injectable that raised it, e.g. `znData`. */
  readonly service: string;
  /** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
  readonly code: string;

  constructor(service: string, code: string, message: string) {
    super(`${service}: ${typeof message === 'string' ? message : minMessage(code, message)}`);
    this.name = 'ZnError';
    this.service = service;
    this.code = code;
  }
}

/**
 * The message of a ZnError in zn-plugin.min.js, whose build (scripts/min-messages.js) passes the
 * values a message interpolates instead of its text, as angular.min.js does for minErr:
 * `[bad-option] a number (5) · see docs/errors.md#bad-option`.
 */
function minMessage(code: string, values: unknown): string {
  const parts: string[] = [];
  const add = (value: unknown): void => {
    // The detail of another min-build ZnError (wrapped by a caller) is its values alone.
    if (Array.isArray(value)) value.forEach(add);
    else if (value !== '') parts.push(String(value).replace(/^\[[a-z-]+\] | · see docs\/errors\.md#[a-z-]+$/g, ''));
  };
  add(values);
  return `[${code}] ${parts.concat(`see docs/errors.md#${code}`).join(' · ')}`;
}

/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'string':
      if (value === '') return 'an empty string';
      return `${value.trim() ? 'a string' : 'a blank string'} (${quote(value)})`;
    case 'number': return isFinite(value) ? `a number (${value})` : String(value);
    case 'boolean': return `a boolean (${value})`;
    case 'bigint': return `a bigint (${String(value)}n)`;
    case 'symbol': return `a symbol (${String(value)})`;
    case 'function': return value.name ? `a function (${value.name})` : 'a function';
    default:
      try {
        return describeObject(value as object);
      } catch (e) {
        return 'an object that cannot be inspected';
      }
  }
}

/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
export function describeUnknown(what: string, value: unknown): string {
  return typeof value === 'string' ? `unknown ${what} ${quote(value)}` : `the ${what} name is ${describeValue(value)}`;
}

function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? text.slice(0, 40) + '…' : text);
}

function withArticle(noun: string): string {
  return `${/^(?:[aeiou]|HTML)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function keyList(value: object): string {
  const keys = Object.keys(value);
  if (keys.length === 0) return 'with no keys';
  const shown = keys.slice(0, 5).join(', ');
  return `with ${keys.length === 1 ? 'key' : 'keys'} ${shown}${keys.length > 5 ? `, … (${keys.length} in all)` : ''}`;
}

function describeObject(value: object): string {
  if (Array.isArray(value)) {
    return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    return Object.keys(value).length === 0 ? 'an empty object' : `a plain object ${keyList(value)}`;
  }
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.$watch === 'function' && typeof candidate.$new === 'function' && typeof candidate.$evalAsync === 'function') {
    return 'an AngularJS scope';
  }
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  if (tag === 'Date') {
    const time = (value as Date).getTime();
    return isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`;
  }
  const ctor = proto.constructor;
  const name = typeof ctor === 'function' && typeof ctor.name === 'string' ? ctor.name : '';
  // A plain object made in another window (an iframe) has that window's Object.prototype.
  if (name === 'Object' && Object.getPrototypeOf(proto) === null) {
    return `a plain object from another window ${keyList(value)}`;
  }
  if (tag === 'Error' || value instanceof Error) {
    const message = (value as Error).message;
    return `${withArticle(name || 'Error')}${typeof message === 'string' && message ? ` (${quote(message)})` : ''}`;
  }
  // Built-in objects (Map, RegExp, File, HTMLDivElement, ...) carry their own tag.
  if (tag !== 'Object') return withArticle(name || tag);
  if (name && name !== 'Object') return `an instance of ${name}`;
  return `an object with a prototype other than Object.prototype, ${keyList(value)}`;
}
