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
    /** @deprecated transitional two-argument form; every call site passes a code. */
    constructor(service: string, message: string);
}
/** Says what a wrong value was, for error messages: `undefined`, `a number (5)`, `an array`. */
export declare function describeValue(value: unknown): string;
/** True for `{}`-style objects (not arrays, dates, files or scopes' prototypes of other kinds). */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
