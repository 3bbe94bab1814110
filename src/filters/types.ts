// Public types of filters and of the znFilterMatcher service. The filter shapes live with the
// pure matcher (no AngularJS), so Node code and the standalone build share them.
import type { ZnFilter, ZnFilterMatcherOptions, ZnRecordPredicate } from '../core';

export type {
  ZnFilter,
  ZnFilterCondition,
  ZnFilterGroup,
  ZnFilterMatcherOptions,
  ZnFilterPrefix,
  ZnFilterScalar,
  ZnFilterSubfilterCondition,
  ZnFilterValidationOptions,
  ZnFilterValueCondition,
  ZnRecordPredicate
} from '../core';

/**
 * The `znFilterMatcher` service: `znFilterMatcher(record, filter, [options])` is true when the
 * record matches the filter; `compile` turns a filter into a predicate for many records.
 * Malformed filters throw a `ZnError` that says where and what; subfilters (without
 * `options.subfiltering`) and dynamic values (`logged-in-user`) throw the host's exact errors.
 */
export interface ZnFilterMatcher {
  (record: object, filter: ZnFilter, options?: ZnFilterMatcherOptions): boolean;
  /** Compiles `filter` once: `records.filter(znFilterMatcher.compile(filter))`. */
  compile(filter: ZnFilter, options?: ZnFilterMatcherOptions): ZnRecordPredicate;
}
