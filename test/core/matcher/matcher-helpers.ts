// Helpers of the pure matcher specs, which run in karma and in Node (no angular, no DOM here).
import { compileFilter, matchFilter, ZnFilter, ZnFilterMatcherOptions, ZnFilterPrefix } from '../../../src/core/matcher';
import { compileRoot } from '../../../src/core/matcher/compile';
import { generateRoot } from '../../../src/core/matcher/generate';
import { parseFilter } from '../../../src/core/matcher/parse';

function checkObject(record: unknown): void {
  if (record === null || typeof record !== 'object') throw new Error('not a record');
}

/** The two compiled forms of a filter: closures, and generated code (null when generating fails). */
export function compiledForms(filter: unknown, options?: ZnFilterMatcherOptions): { closures: (record: object) => boolean; generated: ((record: object) => boolean) | null } {
  const parsed = parseFilter(filter, { subfiltering: options?.subfiltering === true, dynamicValues: false, collectionRules: false }, null);
  return { closures: compileRoot(parsed, checkObject), generated: generateRoot(parsed, checkObject) };
}

/** A filter of one condition. */
export function where(prefix: ZnFilterPrefix, attribute: string, value: unknown): ZnFilter {
  return { and: [{ prefix, attribute, value: value as any }] };
}

/**
 * Every call form, which must agree: the plain call, a compiled predicate, and both compiled
 * forms (closures and generated code).
 */
export function matches(record: object, filter: ZnFilter, options?: ZnFilterMatcherOptions): boolean {
  const plain = matchFilter(record, filter, options);
  const compiled = compileFilter(filter, options)(record);
  if (plain !== compiled) throw new Error(`matchFilter said ${plain} but compileFilter ${compiled}`);
  const { closures, generated } = compiledForms(filter, options);
  if (closures(record) !== plain) throw new Error(`matchFilter said ${plain} but the closures ${!plain}`);
  if (generated === null || generated(record) !== plain) throw new Error(`matchFilter said ${plain} but the generated code ${generated && !plain}`);
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
