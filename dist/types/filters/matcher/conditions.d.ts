import { ParsedCondition } from './parse';
/** A test of a normalized record value. */
export type ValueTest = (value: unknown) => boolean;
/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
export declare function compileValueTest(condition: ParsedCondition): ValueTest;
/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
export declare function compileRangeTest(low: ParsedCondition, high: ParsedCondition): ValueTest | null;
