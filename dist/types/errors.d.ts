/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
export declare class ZnError extends Error {
    /** The injectable that raised it, e.g. `znData`. */
    readonly service: string;
    /** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
    readonly code: string;
    constructor(service: string, code: string, message: string);
}
/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
export declare function describeValue(value: unknown): string;
/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
export declare function describeUnknown(what: string, value: unknown): string;
/** True for `{}`-style objects (not arrays, dates, files or scopes' prototypes of other kinds). */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
