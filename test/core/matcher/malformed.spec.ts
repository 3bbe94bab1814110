import { ZnError } from '../../../src/core/errors';
import { compileFilter, matchFilter, validateFilter } from '../../../src/core/matcher';

describe('filter matcher: malformed filters', () => {
  const cycle: any = { and: [] };
  cycle.and.push({ or: [cycle] });

  const rows: Array<[string, unknown, RegExp]> = [
    ['not an object', 'field1=a', /^znFilterMatcher: filter: expected an object such as \{ and: \[conditions\] \} or \{ or: \[conditions\] \}; got a string \("field1=a"\)$/],
    ['null', null, /^znFilterMatcher: filter: expected an object .*; got null$/],
    ['an array', [], /^znFilterMatcher: filter: expected an object .*; got an empty array$/],
    ['no "and" or "or"', { prefix: '', attribute: 'a', value: 1 }, /^znFilterMatcher: filter: has no "and" or "or"; expected a group such as \{ and: \[conditions\] \}/],
    ['both "and" and "or"', { and: [], or: [] }, /^znFilterMatcher: filter: has both "and" and "or"; expected exactly one/],
    ['a group that is not an array', { and: { prefix: '' } }, /^znFilterMatcher: and: expected an array of conditions; got a plain object with key prefix$/],
    ['a nested group that is not an array', { and: [{ or: 'x' }] }, /^znFilterMatcher: and\[0\]\.or: expected an array of conditions; got a string \("x"\)$/],
    ['a condition that is not an object', { and: [{ or: [5] }] }, /^znFilterMatcher: and\[0\]\.or\[0\]: expected a condition \{ prefix, attribute, value \} or a group \{ and: \[\.\.\.\] \}; got a number \(5\)$/],
    ['a hole in a group', { and: [undefined] }, /^znFilterMatcher: and\[0\]: expected a condition .*; got undefined$/],
    ['a group mixed with condition keys', { and: [{ and: [], attribute: 'x' }] }, /^znFilterMatcher: and\[0\]: mixes the group "and" with condition keys \(attribute\); expected either a group or a condition$/],
    ['an unknown prefix', { and: [{ prefix: '', attribute: 'a', value: 1 }, { or: [{ prefix: 'bogus', attribute: 'b', value: 1 }] }] }, /^znFilterMatcher: and\[1\]\.or\[0\]: unknown prefix "bogus"; expected one of "", "not", "contains", "not-contains", "starts-with", "ends-with", "min", "max", "in", "not-in", "not-validates"$/],
    ['a prefix in the wrong case', { and: [{ prefix: 'Contains', attribute: 'a', value: 1 }] }, /^znFilterMatcher: and\[0\]: unknown prefix "Contains"/],
    ['a prefix that is not text', { and: [{ prefix: null, attribute: 'a', value: 1 }] }, /^znFilterMatcher: and\[0\]: prefix is null; expected one of/],
    ['no attribute', { and: [{ prefix: '', value: 1 }] }, /^znFilterMatcher: and\[0\]: has no attribute; expected the name of a record attribute such as "field123" or "folder.id"$/],
    ['an empty attribute', { and: [{ attribute: '', value: 1 }] }, /^znFilterMatcher: and\[0\]: attribute is an empty string; expected the name/],
    ['an attribute that is not text', { and: [{ attribute: 5, value: 1 }] }, /^znFilterMatcher: and\[0\]: attribute is a number \(5\)/],
    ['an attribute with an empty part', { and: [{ attribute: 'folder..id', value: 1 }] }, /^znFilterMatcher: and\[0\]: attribute "folder\.\.id" has an empty part/],
    ['no value', { and: [{ prefix: '', attribute: 'a' }] }, /^znFilterMatcher: and\[0\]: has no value; expected a "value" \(or a "filter", for a subfilter\)$/],
    ['an object value', { and: [{ attribute: 'a', value: { id: 1 } }] }, /^znFilterMatcher: and\[0\]\.value: expected text, a number, a boolean or null; got a plain object with key id$/],
    ['a value that is not a finite number', { and: [{ attribute: 'a', value: NaN }] }, /^znFilterMatcher: and\[0\]\.value: expected a finite number; got NaN$/],
    ['an array value for a one-value prefix', { and: [{ prefix: 'starts-with', attribute: 'a', value: ['x'] }] }, /^znFilterMatcher: and\[0\]: prefix "starts-with" takes one value .*; got an array \(arrays are for "in", "not-in", "contains", "not-contains"\)$/],
    ['an object in a list', { and: [{ prefix: 'in', attribute: 'a', value: ['x', {}] }] }, /^znFilterMatcher: and\[0\]\.value\[1\]: expected text, a number, a boolean or null; got an empty object$/],
    ['a boolean for min', { and: [{ prefix: 'min', attribute: 'a', value: true }] }, /^znFilterMatcher: and\[0\]\.value: "min" takes a number, a numeric text or a date text; got a boolean \(true\)$/],
    ['an unknown validation rule', { and: [{ prefix: 'not-validates', attribute: 'a', value: 'email' }] }, /^znFilterMatcher: and\[0\]\.value: unknown validation rule "email"; expected one of "alpha", "alphaNumeric", "emailAddress", "numeric", "zipCode"$/],
    ['the "unique" validation rule', { and: [{ prefix: 'not-validates', attribute: 'a', value: 'unique' }] }, /^znFilterMatcher: and\[0\]\.value: "not-validates" rule "unique" needs the whole collection of records/],
    ['a validation rule that is not text', { and: [{ prefix: 'not-validates', attribute: 'a', value: 1 }] }, /^znFilterMatcher: and\[0\]\.value: "not-validates" takes the name of a validation rule; got a number \(1\)/],
    ['both a value and a subfilter', { and: [{ attribute: 'a', value: 1, filter: { and: [] } }] }, /^znFilterMatcher: and\[0\]: has both a value and a subfilter \("filter"\); expected one of them$/],
    ['a subfilter with a prefix', { and: [{ prefix: 'not', attribute: 'a', filter: { and: [] } }] }, /^znFilterMatcher: and\[0\]: a subfilter takes prefix ""; got "not"$/],
    ['a subfilter that is not a filter', { and: [{ attribute: 'a', filter: 'x' }] }, /^znFilterMatcher: and\[0\]\.filter: expected a filter such as \{ and: \[conditions\] \}; got a string \("x"\)$/],
    ['a fault inside a subfilter', { and: [{ attribute: 'a', filter: { or: [{ prefix: 'x', attribute: 'b', value: 1 }] } }] }, /^znFilterMatcher: and\[0\]\.filter\.or\[0\]: unknown prefix "x"/],
    ['a filter that contains itself', cycle, /^znFilterMatcher: and\[0\]\.or\[0\]: the filter contains itself \(a cycle\); expected a tree of groups and conditions$/]
  ];

  rows.forEach(([what, filter, message]) => {
    it(`refuses ${what}, saying where and what`, () => {
      const options = { subfiltering: true };
      expect(() => validateFilter(filter, options)).toThrowMatching((error) => error instanceof ZnError && message.test(error.message));
      expect(() => compileFilter(filter as any, options)).toThrowError(ZnError, message);
      expect(() => matchFilter({}, filter as any, options)).toThrowError(ZnError, message);
    });
  });

  it('names the matcher in every such error', () => {
    try {
      validateFilter({ and: [{ prefix: 'bogus', attribute: 'a', value: 1 }] });
      fail('expected an error');
    } catch (error) {
      expect(error instanceof ZnError).toBe(true);
      expect((error as ZnError).service).toBe('znFilterMatcher');
      expect((error as ZnError).name).toBe('ZnError');
    }
  });

  it('reports the first fault, in document order', () => {
    const filter = { and: [{ attribute: 'a', value: 1 }, { prefix: 'x', attribute: 'b', value: 1 }, { attribute: '' }] };
    expect(() => validateFilter(filter)).toThrowError(/^znFilterMatcher: and\[1\]: unknown prefix "x"/);
  });

  it('lets validateFilter accept "unique" with options.collectionRules (the API applies it), while matching still refuses it', () => {
    const filter = { or: [{ prefix: 'not-validates', attribute: 'a', value: 'unique' }] };
    expect(() => validateFilter(filter, { collectionRules: true })).not.toThrow();
    expect(() => validateFilter({ or: [{ prefix: 'not-validates', attribute: 'a', value: 'bogus' }] }, { collectionRules: true }))
      .toThrowError(/unknown validation rule "bogus"/);
    expect(() => validateFilter(filter)).toThrowError(/needs the whole collection of records/);
    expect(() => compileFilter(filter as any)).toThrowError(/needs the whole collection of records/);
  });

  it('accepts a condition without a prefix as equality', () => {
    expect(() => validateFilter({ and: [{ attribute: 'a', value: 1 }] })).not.toThrow();
    expect(matchFilter({ a: '1' }, { and: [{ attribute: 'a', value: 1 }] })).toBe(true);
  });

  describe('records', () => {
    const filter = { and: [] };
    const refused: Array<[string, unknown, RegExp]> = [
      ['undefined', undefined, /^znFilterMatcher: record must be an object such as \{ id: 1, field123: 'value' \}; got undefined$/],
      ['a string', 'abc', /^znFilterMatcher: record must be an object .*; got a string \("abc"\)$/],
      ['an array of records', [{}], /^znFilterMatcher: record must be one record object; got an array \(to match a list, use records\.filter\(compileFilter\(filter\)\)\)$/]
    ];
    refused.forEach(([what, record, message]) => {
      it(`refuses ${what} as the record, in both call forms`, () => {
        expect(() => matchFilter(record as any, filter)).toThrowError(ZnError, message);
        expect(() => compileFilter(filter)(record as any)).toThrowError(ZnError, message);
      });
    });
  });

  describe('options', () => {
    const refused: Array<[string, unknown, RegExp]> = [
      ['not an object', true, /^znFilterMatcher: options must be an object such as \{ subfiltering: true \}; got a boolean \(true\)$/],
      ['an unknown option', { subFiltering: true }, /^znFilterMatcher: unknown option "subFiltering"; expected subfiltering$/],
      ['a flag that is not a boolean', { subfiltering: 'yes' }, /^znFilterMatcher: option subfiltering must be true or false; got a string \("yes"\)$/],
      ['a validation option in a match', { dynamicValues: true }, /^znFilterMatcher: unknown option "dynamicValues"; expected subfiltering$/]
    ];
    refused.forEach(([what, options, message]) => {
      it(`refuses ${what}`, () => {
        expect(() => matchFilter({}, { and: [] }, options as any)).toThrowError(ZnError, message);
        expect(() => compileFilter({ and: [] }, options as any)).toThrowError(ZnError, message);
      });
    });

    it('takes null or undefined options as none', () => {
      expect(matchFilter({}, { and: [] }, null as any)).toBe(true);
      expect(matchFilter({}, { and: [] }, undefined)).toBe(true);
    });

    it('checks validateFilter options too', () => {
      expect(() => validateFilter({ and: [] }, { dynamicValue: true } as any))
        .toThrowError(ZnError, /^znFilterMatcher: unknown option "dynamicValue"; expected one of subfiltering, dynamicValues, collectionRules$/);
    });
  });
});
