import type { ZnFilter, ZnFilterMatcherOptions, ZnFilterValidationOptions, ZnRecordPredicate } from './types';
export * from './types';
export { DYNAMIC_MESSAGE, SUBFILTER_MESSAGE } from './errors';
/** Options of `matchFilter` and `compileFilter`. */
export type FilterMatcherOptions = ZnFilterMatcherOptions;
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
export declare function compileFilter(filter: ZnFilter, options?: FilterMatcherOptions): ZnRecordPredicate;
/**
 * True when `record` matches `filter`. Compiles the filter on first use and keeps it (per filter
 * object), so calling this for every record of a list costs little more than a compiled predicate.
 */
export declare function matchFilter(record: object, filter: ZnFilter, options?: FilterMatcherOptions): boolean;
/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
export declare function validateFilter(filter: unknown, options?: ZnFilterValidationOptions): asserts filter is ZnFilter;
