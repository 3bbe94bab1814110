// The shapes of data filters (REST conventions, "Data filters"). Plain TypeScript with no
// AngularJS, so the pure matcher, the standalone build and Node code share them;
// src/filters/types.ts re-exports them as the SDK's public types.

/** How a condition compares the record's value with its `value`. */
export type ZnFilterPrefix =
  | '' | 'not'
  | 'contains' | 'not-contains'
  | 'starts-with' | 'ends-with'
  | 'min' | 'max'
  | 'in' | 'not-in'
  | 'not-validates';

/** One value a condition compares with; `null` and `'null'` stand for an empty value. */
export type ZnFilterScalar = string | number | boolean | null;

/**
 * `{ prefix, attribute, value }`: compares one attribute of the record (`field123`, `name`,
 * `folder.id`) with `value`. A text value `'a|b'` holds several values (piped).
 */
export interface ZnFilterValueCondition {
  /** The comparison; a missing prefix means equality (`''`). */
  prefix?: ZnFilterPrefix;
  /** The record attribute; dots walk into nested objects (`folder.id`). */
  attribute: string;
  /** A value, a piped text `'a|b'`, or an array (for `in`, `not-in`, `contains`, `not-contains`). */
  value: ZnFilterScalar | ZnFilterScalar[];
}

/**
 * `{ prefix: '', attribute, filter }`: applies a whole filter to the linked record(s) nested
 * under `attribute`. Matched only with the `subfiltering` option.
 */
export interface ZnFilterSubfilterCondition {
  prefix?: '';
  attribute: string;
  filter: ZnFilterGroup;
}

/** A condition of a group. */
export type ZnFilterCondition = ZnFilterValueCondition | ZnFilterSubfilterCondition;

/** `{ and: [...] }` (every entry matches) or `{ or: [...] }` (any entry matches); empty matches all. */
export type ZnFilterGroup =
  | { and: Array<ZnFilterCondition | ZnFilterGroup>; or?: never }
  | { or: Array<ZnFilterCondition | ZnFilterGroup>; and?: never };

/** A data filter: a group of conditions and nested groups. */
export type ZnFilter = ZnFilterGroup;

/** Options of a match or a compile. */
export interface ZnFilterMatcherOptions {
  /**
   * Match subfilters (`{ attribute, filter }`) against the record(s) nested under `attribute`.
   * Without it a subfilter throws `Error('Subfilter matching is not supported')`.
   */
  subfiltering?: boolean;
}

/** Options of `validateFilter`, for code that checks filters it will send to the API. */
export interface ZnFilterValidationOptions extends ZnFilterMatcherOptions {
  /**
   * Accept dynamic values such as `logged-in-user`, which the API resolves (the matcher never
   * does: matching such a filter throws `Error('Dynamic filter conditions are not supported')`).
   */
  dynamicValues?: boolean;
  /**
   * Accept `not-validates` rules that need the whole collection (`unique`), which the API
   * applies; matching such a filter throws, since one record cannot show a duplicate.
   */
  collectionRules?: boolean;
}

/** A compiled filter: true when the record matches. */
export type ZnRecordPredicate = (record: object) => boolean;
