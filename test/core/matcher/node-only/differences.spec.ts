// Every difference from the reference implementation that docs/differences.md lists, with its example:
// this matcher's answer and the reference's (npm zn-filter-matcher 1.2.3), both checked, so the
// docs cannot claim a difference that is not there.
import reference from 'zn-filter-matcher';
import { matchFilter } from '../../../../src/core/matcher';

/** The answer, or the name of the error thrown (ZnError, TypeError, Error). */
type Answer = boolean | 'ZnError' | 'TypeError' | 'Error';

interface Difference {
  what: string;
  record: unknown;
  filter: unknown;
  ours: Answer;
  theirs: Answer;
  options?: { subfiltering: boolean };
}

const c = (prefix: string, attribute: string, value: unknown) => ({ and: [{ prefix, attribute, value }] });

const differences: Difference[] = [
  { what: 'not with piped values means neither', record: { field1: 'a' }, filter: c('not', 'field1', 'a|b'), ours: false, theirs: true },
  { what: 'not-contains with piped values means contains neither', record: { field1: 'xx' }, filter: c('not-contains', 'field1', 'x|y'), ours: false, theirs: true },
  { what: 'every "$" and "," of a number is skipped', record: { field1: '$1,234,567.50' }, filter: c('min', 'field1', '1000000'), ours: true, theirs: false },
  { what: 'a bound number of more than 15 digits compares exactly', record: { field1: '0.3' }, filter: c('max', 'field1', 0.1 + 0.2), ours: true, theirs: false },
  { what: 'not-validates is supported', record: { field1: 'abc1' }, filter: c('not-validates', 'field1', 'alpha'), ours: true, theirs: 'TypeError' },
  { what: 'an unknown prefix is a clear error', record: {}, filter: c('bogus', 'field1', 'a'), ours: 'ZnError', theirs: 'TypeError' },
  { what: 'a condition without a group is an error, not "match all"', record: {}, filter: { prefix: '', attribute: 'field1', value: 'a' }, ours: 'ZnError', theirs: true },
  { what: 'a group that is not an array is a clear error', record: {}, filter: { and: 'field1' }, ours: 'ZnError', theirs: 'TypeError' },
  { what: 'errors do not depend on the record or on condition order', record: { field1: 'a' }, filter: { or: [{ prefix: '', attribute: 'field1', value: 'a' }, { prefix: '', attribute: 'field2', value: 'logged-in-user' }] }, ours: 'Error', theirs: true },
  { what: 'the record number 0 is a number for min and max', record: { field1: 0 }, filter: c('min', 'field1', '0'), ours: true, theirs: false },
  { what: 'a bound of the number 0 compares numbers', record: { field1: '$5' }, filter: c('min', 'field1', 0), ours: true, theirs: false },
  { what: 'a bound of spaces is text, not the number 0', record: { field1: 'a' }, filter: c('min', 'field1', ' '), ours: true, theirs: false },
  { what: 'a hexadecimal bound is text', record: { field1: '9' }, filter: c('max', 'field1', '0x10'), ours: false, theirs: true },
  { what: 'record text "Infinity" is not a number', record: { field1: 'Infinity' }, filter: c('min', 'field1', '5'), ours: false, theirs: true },
  { what: 'record text "0x1F" is not a number', record: { field1: '0x1F' }, filter: c('min', 'field1', '20'), ours: false, theirs: true },
  { what: 'a number against a text bound compares as text', record: { field1: 20210301 }, filter: c('min', 'field1', '2021-03-01'), ours: true, theirs: false },
  { what: '"null" among piped values means empty', record: { field1: null }, filter: c('', 'field1', 'a|null'), ours: true, theirs: false },
  { what: 'null in an in list means empty', record: {}, filter: c('in', 'field1', ['a', null]), ours: true, theirs: false },
  { what: 'multi-value elements that are objects compare by value or id', record: { field1: [{ id: 5 }] }, filter: c('in', 'field1', ['5']), ours: true, theirs: false },
  { what: 'multi-value null elements are empty', record: { field1: [null] }, filter: c('in', 'field1', ['']), ours: true, theirs: false },
  { what: 'multi-value contains is type-loose', record: { field1: [5] }, filter: c('contains', 'field1', '5'), ours: true, theirs: false },
  { what: 'contains with an array on text needs every value as a substring', record: { field1: 'abcdef' }, filter: c('contains', 'field1', ['ab', 'ef']), ours: true, theirs: false },
  { what: 'an object without value or id is empty', record: { field1: { name: 'x' } }, filter: c('', 'field1', null), ours: true, theirs: false },
  { what: 'an object is never the text "[object Object]"', record: { field1: { name: 'x' } }, filter: c('contains', 'field1', 'object'), ours: false, theirs: true },
  { what: 'a subfilter without a nested record does not match', record: {}, filter: { and: [{ prefix: '', attribute: 'field6', filter: c('not', 'field11', 'x') }] }, options: { subfiltering: true }, ours: false, theirs: true },
  { what: 'a subfilter matches any record of an array of nested records', record: { field6: [{ field11: 'abc' }] }, filter: { and: [{ prefix: '', attribute: 'field6', filter: c('', 'field11', 'abc') }] }, options: { subfiltering: true }, ours: true, theirs: false },
  { what: 'a subfilter with another prefix is an error', record: { field6: { field11: 'abc' } }, filter: { and: [{ prefix: 'not', attribute: 'field6', filter: c('', 'field11', 'abc') }] }, options: { subfiltering: true }, ours: 'ZnError', theirs: true },
  { what: 'logged-in-user in a list is a dynamic value', record: {}, filter: c('in', 'field1', ['logged-in-user']), ours: 'Error', theirs: false },
  { what: 'inherited properties are missing fields', record: {}, filter: c('', 'constructor', null), ours: true, theirs: false },
  { what: 'dotted attributes do not walk into text', record: { name: 'abc' }, filter: c('', 'name.length', 3), ours: false, theirs: true },
  { what: 'the group key is found by name, not as the first key', record: { field1: 'a' }, filter: { $$hashKey: 'object:3', and: [{ prefix: '', attribute: 'field1', value: 'a' }] }, ours: true, theirs: 'TypeError' },
  { what: 'a record that is not an object is an error', record: null, filter: c('', 'field1', null), ours: 'ZnError', theirs: true }
];

function answer(run: () => boolean): Answer {
  try {
    return run();
  } catch (error) {
    return (error as Error).name as Answer;
  }
}

describe('filter matcher: documented differences from zn-filter-matcher 1.2.3', () => {
  differences.forEach(({ what, record, filter, options, ours, theirs }) => {
    it(`${what}: ours ${ours}, reference ${theirs}`, () => {
      expect(answer(() => matchFilter(record as object, filter as any, options))).toBe(ours);
      expect(answer(() => reference.recordMatchesFilter(record, filter, options))).toBe(theirs);
    });
  });
});
