import { matchSegments, parseRoutePattern, splitPath } from '../../src/plugin/route-patterns';

describe('plugin route patterns', () => {
  describe('parseRoutePattern', () => {
    it('reads literal and :name segments', () => {
      expect(parseRoutePattern('/records/:id/edit')).toEqual([{ literal: 'records' }, { param: 'id' }, { literal: 'edit' }]);
    });

    const refused: Array<[string, string]> = [
      ['records/:id', 'must start with / and name at least one segment'],
      ['/', 'must start with / and name at least one segment'],
      ['/a//b', 'has an empty segment'],
      ['/a/', 'has an empty segment'],
      ['/:id/:id', 'names the parameter "id" twice'],
      ['/(.*)', 'has a segment "(.*)" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter'],
      ['/:id?', 'has a segment ":id?" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter'],
      ['/:1', 'has a segment ":1" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter']
    ];
    refused.forEach(([pattern, problem]) => {
      it(`refuses ${pattern}: ${problem}`, () => {
        expect(parseRoutePattern(pattern)).toBe(problem);
      });
    });
  });

  describe('splitPath', () => {
    const table: Array<[string, string[] | null]> = [
      ['/my-plugin/12', ['my-plugin', '12']],
      ['/my-plugin/12/', ['my-plugin', '12']],
      ['/', []],
      ['/my-plugin/a%20b%2Fc', ['my-plugin', 'a b/c']],
      ['/my-plugin/12?tab=1#top', ['my-plugin', '12']],
      ['my-plugin/12', null],
      ['/my-plugin//12', null],
      ['/my-plugin/%E0%A4%A', null]
    ];
    table.forEach(([path, segments]) => {
      it(`splits ${path} into ${JSON.stringify(segments)}`, () => {
        expect(splitPath(path)).toEqual(segments);
      });
    });
  });

  describe('matchSegments', () => {
    const pattern = parseRoutePattern('/records/:id') as Exclude<ReturnType<typeof parseRoutePattern>, string>;

    it('gives the parameters when every segment fits', () => {
      expect(matchSegments(pattern, ['records', '12'])).toEqual({ id: '12' });
    });

    it('is null for a different literal or a different length', () => {
      expect(matchSegments(pattern, ['tasks', '12'])).toBeNull();
      expect(matchSegments(pattern, ['records'])).toBeNull();
      expect(matchSegments(pattern, ['records', '12', 'edit'])).toBeNull();
    });

    it('keeps a parameter named __proto__ as a plain value', () => {
      const params = matchSegments(parseRoutePattern('/:__proto__') as never, ['x'])!;
      expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
      expect(Object.keys(params)).toEqual(['__proto__']);
    });
  });
});
