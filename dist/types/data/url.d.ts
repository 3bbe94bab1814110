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
export declare function encodeQueryText(text: string): string;
/**
 * Converts a path parameter's value to one encoded path segment. Only a non-empty string or a
 * finite number is accepted, and never `.` or `..`: a value can never add, remove or climb a
 * segment, nor start a query or fragment (`/`, `?`, `#` are percent-encoded).
 */
export declare function encodePathValue(context: UrlContext, name: string, value: unknown): string;
/**
 * Builds a path from its segments, putting each parameter's value in its place. A parameter
 * without a value is refused, naming it and the path, so no request goes to a wrong URL.
 */
export declare function buildPath(context: UrlContext, path: string, segments: ReadonlyArray<PathSegment>, values: Readonly<Record<string, unknown>>): string;
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
export declare function encodeQuery(context: UrlContext, entries: ReadonlyArray<QueryEntry>, options: QueryOptions): string;
/** `?query` when there is a query, else nothing. */
export declare function withQuery(url: string, query: string): string;
