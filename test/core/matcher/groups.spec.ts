import { compileFilter, DYNAMIC_MESSAGE, matchFilter, SUBFILTER_MESSAGE, validateFilter, ZnFilter } from '../../../src/core/matcher';
import { matches, where } from './matcher-helpers';

const yes = { prefix: '' as const, attribute: 'field1', value: 'a' };
const no = { prefix: '' as const, attribute: 'field1', value: 'b' };
const record = { field1: 'a' };

describe('filter matcher: groups, subfilters and dynamic values', () => {
  describe('groups', () => {
    const rows: Array<[string, ZnFilter, boolean]> = [
      ['an empty "and" matches everything', { and: [] }, true],
      ['an empty "or" matches everything', { or: [] }, true],
      ['"and" needs every condition', { and: [yes, no] }, false],
      ['"and" of matching conditions', { and: [yes, yes, yes] }, true],
      ['"or" needs any condition', { or: [no, no, yes] }, true],
      ['"or" of failing conditions', { or: [no, no] }, false],
      ['a nested group counts as one condition', { and: [yes, { or: [no, yes] }] }, true],
      ['an empty nested group matches', { and: [yes, { or: [] }] }, true],
      ['groups nest to any depth', { and: [{ or: [{ and: [{ or: [{ and: [{ or: [{ and: [yes] }] }] }] }] }] }] }, true],
      ['a failing condition deep inside fails the whole', { and: [{ or: [{ and: [{ or: [{ and: [no] }] }] }] }] }, false]
    ];
    rows.forEach(([what, filter, expected]) => {
      it(what, () => {
        expect(matches(record, filter)).toBe(expected);
      });
    });

    it('compiles a group of a thousand conditions', () => {
      const many = { and: Array.from({ length: 1000 }, () => yes) };
      expect(matches(record, many)).toBe(true);
      expect(matches(record, { or: [...Array.from({ length: 999 }, () => no), yes] })).toBe(true);
    });

    it('accepts the same condition object in several places (not a cycle)', () => {
      expect(matches(record, { and: [yes, { or: [yes] }, yes] })).toBe(true);
    });

    it('ignores keys it does not know, such as the $$hashKey ng-repeat adds', () => {
      const filter = { $$hashKey: 'object:1', and: [{ ...yes, $$hashKey: 'object:2' }] } as unknown as ZnFilter;
      expect(matches(record, filter)).toBe(true);
    });
  });

  describe('subfilters', () => {
    const subfilter: ZnFilter = {
      and: [{ prefix: '', attribute: 'field6', filter: { and: [{ prefix: '', attribute: 'field11', value: 'abcdef' }] } }]
    };

    it(`throws Error("${SUBFILTER_MESSAGE}") without the subfiltering option`, () => {
      expect(() => matchFilter({ field6: { field11: 'abcdef' } }, subfilter)).toThrow(new Error(SUBFILTER_MESSAGE));
      expect(() => compileFilter(subfilter, { subfiltering: false })).toThrow(new Error(SUBFILTER_MESSAGE));
      expect(() => validateFilter(subfilter)).toThrow(new Error(SUBFILTER_MESSAGE));
    });

    describe('with options.subfiltering', () => {
      const options = { subfiltering: true };
      const rows: Array<[string, unknown, boolean]> = [
        ['a nested record that matches', { field11: 'ABCDEF' }, true],
        ['a nested record that does not', { field11: 'x' }, false],
        ['any record of an array of nested records', [{ field11: 'x' }, { field11: 'abcdef' }], true],
        ['no record of an array', [{ field11: 'x' }], false],
        ['an empty array of nested records', [], false],
        ['no nested record', undefined, false],
        ['a null nested record', null, false],
        ['a nested id instead of a record', 5, false]
      ];
      rows.forEach(([what, nested, expected]) => {
        it(`${expected ? 'matches' : 'does not match'} ${what}`, () => {
          expect(matches({ field6: nested }, subfilter, options)).toBe(expected);
        });
      });

      it('matches subfilters inside groups and subfilters inside subfilters', () => {
        const deep: ZnFilter = {
          or: [{
            and: [
              { prefix: '', attribute: 'field6', filter: { and: [{ prefix: '', attribute: 'field7', filter: { and: [{ prefix: 'min', attribute: 'field8', value: 5 }] } }] } },
              { prefix: '', attribute: 'field1', value: 'bananas' }
            ]
          }]
        };
        expect(matches({ field1: 'Bananas', field6: { field7: { field8: '6' } } }, deep, options)).toBe(true);
        expect(matches({ field1: 'Bananas', field6: { field7: { field8: '4' } } }, deep, options)).toBe(false);
      });

      it('matches a subfilter with an empty filter when there is a nested record', () => {
        const any: ZnFilter = { and: [{ attribute: 'field6', filter: { and: [] } }] };
        expect(matches({ field6: {} }, any, options)).toBe(true);
        expect(matches({}, any, options)).toBe(false);
      });
    });
  });

  describe('dynamic values', () => {
    const dynamic: Array<[string, ZnFilter]> = [
      ['a value of logged-in-user', where('', 'createdByUser.id', 'logged-in-user')],
      ['logged-in-user among piped values', where('not', 'field1', '5|logged-in-user')],
      ['logged-in-user in a list', where('in', 'field1', ['logged-in-user'])],
      ['logged-in-user deep in a group', { or: [yes, { and: [{ prefix: '', attribute: 'field2', value: 'logged-in-user' }] }] }]
    ];
    dynamic.forEach(([what, filter]) => {
      it(`throws Error("${DYNAMIC_MESSAGE}") for ${what}, even when an earlier condition decides`, () => {
        expect(() => matchFilter(record, filter)).toThrow(new Error(DYNAMIC_MESSAGE));
        expect(() => compileFilter(filter)).toThrow(new Error(DYNAMIC_MESSAGE));
      });
    });

    it('lets validateFilter accept them with options.dynamicValues (for filters sent to the API)', () => {
      expect(() => validateFilter(dynamic[0][1])).toThrow(new Error(DYNAMIC_MESSAGE));
      expect(() => validateFilter(dynamic[0][1], { dynamicValues: true })).not.toThrow();
    });

    it('throws plain Errors with exactly the host messages', () => {
      try {
        matchFilter(record, dynamic[0][1]);
        fail('expected an error');
      } catch (error) {
        expect((error as Error).constructor).toBe(Error);
        expect((error as Error).message).toBe('Dynamic filter conditions are not supported');
      }
    });
  });
});
