import { compileFilter, matchFilter } from '../../../src/core/matcher';

describe('filter matcher: compiling and caching', () => {
  describe('compileFilter', () => {
    it('returns a predicate for Array#filter', () => {
      const records = [{ field1: 'a' }, { field1: 'b' }, { field1: 'A' }];
      const predicate = compileFilter({ and: [{ prefix: '', attribute: 'field1', value: 'a' }] });
      expect(records.filter(predicate)).toEqual([{ field1: 'a' }, { field1: 'A' }]);
    });

    it('keeps what the filter said when compiled (compile again after a change)', () => {
      const filter = { and: [{ prefix: '' as const, attribute: 'field1', value: 'a' }] };
      const predicate = compileFilter(filter);
      filter.and[0].value = 'b';
      expect(predicate({ field1: 'a' })).toBe(true);
      expect(compileFilter(filter)({ field1: 'a' })).toBe(false);
    });

    it('reads an attribute once for adjacent conditions on it, such as a range', () => {
      let reads = 0;
      const record = Object.defineProperty({}, 'field1', { enumerable: true, get: () => { reads++; return '7'; } });
      const range = compileFilter({ and: [{ prefix: 'min', attribute: 'field1', value: 5 }, { prefix: 'max', attribute: 'field1', value: 10 }] });
      expect(range(record)).toBe(true);
      expect(reads).toBe(1);
    });

    const adjacent: Array<[string, any, boolean]> = [
      ['a range that holds', { and: [{ prefix: 'min', attribute: 'field1', value: 5 }, { prefix: 'max', attribute: 'field1', value: 10 }] }, true],
      ['a range that does not', { and: [{ prefix: 'min', attribute: 'field1', value: 8 }, { prefix: 'max', attribute: 'field1', value: 10 }] }, false],
      ['"or" of the same attribute', { or: [{ prefix: '', attribute: 'field1', value: 'x' }, { prefix: '', attribute: 'field1', value: '7' }] }, true],
      ['the same attribute after another one', { and: [{ prefix: '', attribute: 'field2', value: 'b' }, { prefix: '', attribute: 'field1', value: 7 }] }, true],
      ['the same attribute after a nested group', { and: [{ prefix: '', attribute: 'field1', value: 7 }, { or: [{ prefix: '', attribute: 'field2', value: 'b' }] }, { prefix: '', attribute: 'field1', value: 7 }] }, true],
      ['the same attribute after an "in" without a list', { or: [{ prefix: 'in', attribute: 'field1', value: '7' }, { prefix: '', attribute: 'field1', value: 7 }] }, true],
      ['a dotted attribute twice', { and: [{ prefix: 'min', attribute: 'folder.id', value: 2 }, { prefix: 'max', attribute: 'folder.id', value: 2 }] }, true]
    ];
    adjacent.forEach(([what, filter, expected]) => {
      it(`answers ${what} as separate conditions would`, () => {
        expect(compileFilter(filter)({ field1: '7', field2: 'b', folder: { id: 2 } })).toBe(expected);
      });
    });

    it('checks the filter when compiling, before any record', () => {
      expect(() => compileFilter({ and: [{ prefix: 'bogus' as any, attribute: 'a', value: 1 }] })).toThrowError(/unknown prefix/);
    });
  });

  describe('matchFilter on a filter changed in place', () => {
    // As when a condition's value is bound with ng-model: the same objects, new contents.
    const record = { field1: 'a', field2: 'x', field3: ['p', 'q'] };
    let filter: any;

    beforeEach(() => {
      filter = {
        and: [
          { prefix: '', attribute: 'field1', value: 'a' },
          { or: [{ prefix: 'in', attribute: 'field3', value: ['p'] }] }
        ]
      };
      expect(matchFilter(record, filter)).toBe(true);
    });

    const changes: Array<[string, (filter: any) => void]> = [
      ['a value', (f) => { f.and[0].value = 'b'; }],
      ['a prefix', (f) => { f.and[0].prefix = 'not'; }],
      ['an attribute', (f) => { f.and[0].attribute = 'field2'; }],
      ['an element of an array value', (f) => { f.and[1].or[0].value[0] = 'z'; }],
      ['a condition replaced', (f) => { f.and[0] = { prefix: '', attribute: 'field1', value: 'c' }; }],
      ['a condition added', (f) => { f.and.push({ prefix: '', attribute: 'field2', value: 'y' }); }],
      ['the operator', (f) => { f.or = [{ prefix: '', attribute: 'field1', value: 'nope' }]; delete f.and; }],
      ['a group list replaced', (f) => { f.and[1].or = [{ prefix: '', attribute: 'field1', value: 'nope' }]; }],
      ['a value array replaced', (f) => { f.and[1].or[0].value = ['z']; }]
    ];
    changes.forEach(([what, change]) => {
      it(`notices ${what} and matches the new filter`, () => {
        change(filter);
        expect(matchFilter(record, filter)).toBe(false);
      });
    });

    it('notices a change that makes the filter malformed', () => {
      filter.and[0].prefix = 'bogus';
      expect(() => matchFilter(record, filter)).toThrowError(/and\[0\]: unknown prefix "bogus"/);
    });

    it('keeps separate compilations with and without subfiltering', () => {
      const sub = { and: [{ attribute: 'field6', filter: { and: [{ prefix: '' as const, attribute: 'field11', value: 'x' }] } }] };
      expect(matchFilter({ field6: { field11: 'x' } }, sub, { subfiltering: true })).toBe(true);
      expect(() => matchFilter({ field6: { field11: 'x' } }, sub)).toThrowError('Subfilter matching is not supported');
      expect(matchFilter({ field6: { field11: 'y' } }, sub, { subfiltering: true })).toBe(false);
    });
  });

  // Past some tens of thousands of calls, the plain call checks a filter for changes in place with
  // a check of the filter's own (generated code, src/core/matcher/snapshot.ts): it notices every
  // change the shared check notices.
  describe('matchFilter on a filter changed in place, after generating code for it', () => {
    const record = { field1: 'a', field2: 'x', field3: ['p', 'q'] };
    const warmed = () => {
      const filter: any = {
        and: [
          { prefix: '', attribute: 'field1', value: 'a' },
          { or: [{ prefix: 'in', attribute: 'field3', value: ['p'] }] }
        ]
      };
      let matches = 0;
      for (let call = 0; call < 25000; call++) if (matchFilter(record, filter)) matches++;
      expect(matches).toBe(25000);
      return filter;
    };
    const changes: Array<[string, (filter: any) => void]> = [
      ['a value', (f) => { f.and[0].value = 'b'; }],
      ['a prefix', (f) => { f.and[0].prefix = 'not'; }],
      ['an attribute', (f) => { f.and[0].attribute = 'field2'; }],
      ['an element of an array value', (f) => { f.and[1].or[0].value[0] = 'z'; }],
      ['an element added to an array value', (f) => { f.and[1].or[0].value.unshift('z'); f.and[1].or[0].value.pop(); }],
      ['a condition replaced', (f) => { f.and[0] = { prefix: '', attribute: 'field1', value: 'c' }; }],
      ['a condition added', (f) => { f.and.push({ prefix: '', attribute: 'field2', value: 'y' }); }],
      ['the operator', (f) => { f.or = [{ prefix: '', attribute: 'field1', value: 'nope' }]; delete f.and; }],
      ['a group list replaced', (f) => { f.and[1].or = [{ prefix: '', attribute: 'field1', value: 'nope' }]; }],
      ['a subfilter set', (f) => { f.and[0].filter = { and: [] }; }]
    ];
    changes.forEach(([what, change]) => {
      it(`notices ${what}`, () => {
        const filter = warmed();
        change(filter);
        if (what === 'a subfilter set') expect(() => matchFilter(record, filter)).toThrowError(/[Ss]ubfilter/);
        else expect(matchFilter(record, filter)).toBe(false);
      });
    });

    it('and answers as before while nothing changed', () => {
      const filter = warmed();
      expect(matchFilter({ field1: 'A', field3: ['P'] }, filter)).toBe(true);
      expect(matchFilter({ field1: 'b', field3: ['p'] }, filter)).toBe(false);
    });
  });

  // The plain call compiles a cached filter into closures first and into generated code after
  // about a thousand records: the answers never change on the way, nor do changes in place.
  describe('matchFilter over a long list', () => {
    const records = Array.from({ length: 5000 }, (unused, id) => ({ id, field1: id % 3 ? 'open' : 'closed', field2: String(id % 7) }));

    it('answers every record as a compiled predicate does', () => {
      const filter = { and: [{ prefix: '' as const, attribute: 'field1', value: 'OPEN' }, { prefix: 'min' as const, attribute: 'field2', value: 3 }] };
      const predicate = compileFilter(filter);
      const differing = records.filter((record) => matchFilter(record, filter) !== predicate(record));
      expect(differing).toEqual([]);
      expect(records.filter((record) => matchFilter(record, filter)).length).toBe(records.filter(predicate).length);
    });

    it('notices a change in place after thousands of records', () => {
      const filter = { and: [{ prefix: '' as const, attribute: 'field1', value: 'open' }] };
      expect(records.filter((record) => matchFilter(record, filter)).length).toBe(3333);
      filter.and[0].value = 'closed';
      expect(records.filter((record) => matchFilter(record, filter)).length).toBe(1667);
      (filter.and[0] as any).prefix = 'bogus';
      expect(() => matchFilter(records[0], filter)).toThrowError(/and\[0\]: unknown prefix "bogus"/);
    });
  });
});
