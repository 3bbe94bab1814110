// Helpers of the pure matcher specs, which run in karma and in Node (no angular, no DOM here).
import { compileFilter, matchFilter, ZnFilter, ZnFilterMatcherOptions, ZnFilterPrefix } from '../../../src/filters/matcher';

/** A filter of one condition. */
export function where(prefix: ZnFilterPrefix, attribute: string, value: unknown): ZnFilter {
  return { and: [{ prefix, attribute, value: value as any }] };
}

/** Both call forms, which must agree: the plain call and a compiled predicate. */
export function matches(record: object, filter: ZnFilter, options?: ZnFilterMatcherOptions): boolean {
  const plain = matchFilter(record, filter, options);
  const compiled = compileFilter(filter, options)(record);
  if (plain !== compiled) throw new Error(`matchFilter said ${plain} but compileFilter ${compiled}`);
  return plain;
}

/** Stands for "the record has no such attribute" in a table row. */
export const MISSING = { missing: true };

/** `[what, record value (or MISSING), rule value, expected]`: a row of a table for one prefix. */
export type Row = [string, unknown, unknown, boolean];

/** Runs a table of rows for one prefix on the attribute field1. */
export function table(prefix: ZnFilterPrefix, rows: Row[]): void {
  rows.forEach(([what, recordValue, ruleValue, expected]) => {
    it(`${expected ? 'matches' : 'does not match'} ${what}`, () => {
      const record = recordValue === MISSING ? {} : { field1: recordValue };
      expect(matches(record, where(prefix, 'field1', ruleValue))).toBe(expected);
    });
  });
}
