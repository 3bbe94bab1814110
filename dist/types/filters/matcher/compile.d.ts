import { ParsedGroup } from './parse';
/** A compiled filter or part of one: true when the record (an object) matches. */
export type Matcher = (record: object) => boolean;
/**
 * The matcher of a whole filter, calling `check(record)` first. A root group of two entries (the
 * usual filter) gets the check in its own closure: one call less per record than a wrapper.
 */
export declare function compileRoot(group: ParsedGroup, check: (record: unknown) => void): Matcher;
