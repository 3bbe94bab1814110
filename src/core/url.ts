import { ZnError, describeValue } from './errors';
import { PathSegment } from './resources';

/** Who is asking, for error messages: the service and the call, e.g. `znData`, `Tasks.get`. */
export interface UrlContext {
  readonly service: string;
  readonly label: string;
}

/** One query parameter: a key and a value not yet converted to text. */
export type QueryEntry = readonly [string, unknown];

/**
 * Encodes a value for a query string: as `encodeURIComponent`, except that `|` (the API's "or"
 * between values) and `,` (its list separator, as in `attributes=id,name`) stay literal.
 */
export function encodeQueryText(text: string): string {
  return encodeURIComponent(text).replace(/%7C/gi, '|').replace(/%2C/gi, ',');
}

/**
 * Converts a path parameter's value to one encoded path segment. Only a non-empty string or a
 * finite number is accepted, and never `.` or `..`: a value can never add, remove or climb a
 * segment, nor start a query or fragment (`/`, `?`, `#` are percent-encoded).
 */
export function encodePathValue(context: UrlContext, name: string, value: unknown): string {
  let text: string;
  if (typeof value === 'string') {
    text = value;
  } else if (typeof value === 'number' && isFinite(value)) {
    text = String(value);
  } else {
    throw new ZnError(context.service, 'bad-path-param',
      `${context.label}: ${name} must be a non-empty string or a finite number, got ${describeValue(value)}`);
  }
  if (text === '') {
    throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be empty; expected a value such as 1`);
  }
  if (text === '.' || text === '..') {
    throw new ZnError(context.service, 'bad-path-param',
      `${context.label}: ${name} must not be "${text}", which would change the path; expected a value such as 1`);
  }
  return encodeURIComponent(text);
}

/**
 * Builds a path from its segments, putting each parameter's value in its place. A parameter
 * without a value is refused, naming it and the path, so no request goes to a wrong URL.
 */
export function buildPath(
  context: UrlContext, path: string, segments: ReadonlyArray<PathSegment>, values: Readonly<Record<string, unknown>>
): string {
  return segments.map((segment) => {
    if (segment.kind === 'text') return '/' + segment.text;
    const value = values[segment.name];
    if (value === undefined || value === null) {
      throw new ZnError(context.service, 'missing-path-param',
        `${context.label} needs ${segment.name}, a path parameter of ${path}; expected params such as { ${segment.name}: 1 }`);
    }
    return '/' + encodePathValue(context, segment.name, value);
  }).join('');
}

function scalarText(context: UrlContext, key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && isFinite(value)) return String(value);
  throw new ZnError(context.service, 'bad-query-param',
    `${context.label}: the query parameter "${key}" must be a string, a finite number, a boolean or an array of them, got ${describeValue(value)}`);
}

/**
 * How an array value is written: `pipe` joins with `|` (the API's "any of"), `comma` with `,`
 * (a list, as in `attributes=id,name`), `brackets` repeats the key as `key[]=a&key[]=b`.
 */
export type ArrayStyle = 'pipe' | 'comma' | 'brackets';

/** Options of `encodeQuery`. */
export interface QueryOptions {
  /** Whether an object value of this key is sent as a JSON string (znData: only `filter`). */
  jsonKey(key: string): boolean;
  /** How an array value of this key is written; `pipe` when not given. */
  arrayStyle?(key: string): ArrayStyle;
}

/**
 * Builds a query string (without `?`) from entries in their order. `null`/`undefined` values are
 * left out; arrays are written as `options.arrayStyle` says (joined with `|` by default); booleans and numbers are sent as their text; an object
 * is sent as JSON where `options.jsonKey` allows it and refused elsewhere.
 */
export function encodeQuery(context: UrlContext, entries: ReadonlyArray<QueryEntry>, options: QueryOptions): string {
  const parts: string[] = [];
  entries.forEach(([key, value]) => {
    if (value === undefined || value === null) return;
    if (key === '') {
      throw new ZnError(context.service, 'bad-query-param', `${context.label}: a query parameter has an empty name; expected names such as "limit"`);
    }
    let text: string;
    if (Array.isArray(value)) {
      const items = value.map((item) => encodeQueryText(scalarText(context, key, item)));
      const style = options.arrayStyle ? options.arrayStyle(key) : 'pipe';
      if (style === 'brackets') {
        items.forEach((item) => parts.push(encodeQueryText(key) + '%5B%5D=' + item));
        return;
      }
      text = items.join(style === 'comma' ? ',' : '|');
    } else if (typeof value === 'object' && options.jsonKey(key)) {
      text = encodeQueryText(JSON.stringify(value));
    } else {
      text = encodeQueryText(scalarText(context, key, value));
    }
    parts.push(encodeQueryText(key) + '=' + text);
  });
  return parts.join('&');
}

/** `?query` when there is a query, else nothing. */
export function withQuery(url: string, query: string): string {
  return query === '' ? url : url + '?' + query;
}
