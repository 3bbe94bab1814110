import type { ICompileService, IRootScopeService, auto } from 'angular';
import { ZnError } from '../../src/core/errors';
import { generatedCount } from '../../src/core/matcher/generate';
import { ZnFilter, ZnFilterMatcher } from '../../src/filters/types';

describe('znFilterMatcher', () => {
  let znFilterMatcher: ZnFilterMatcher;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znFilterMatcher', (matcher: ZnFilterMatcher) => {
    znFilterMatcher = matcher;
  }]));

  const open: ZnFilter = { and: [{ prefix: '', attribute: 'field1', value: 'open' }] };

  describe('znFilterMatcher(record, filter)', () => {
    const rows: Array<[string, object, ZnFilter, boolean]> = [
      ['a record that matches, ignoring case', { field1: 'Open' }, open, true],
      ['a record that does not', { field1: 'closed' }, open, false],
      ['min on money text', { field2: '$1,234,567.50' }, { and: [{ prefix: 'min', attribute: 'field2', value: '1234567.5' }] }, true],
      ['a nested "or" group', { field1: 'x', folder: { id: 3 } }, { or: [open, { and: [{ prefix: '', attribute: 'folder.id', value: 3 }] }] }, true]
    ];
    rows.forEach(([what, record, filter, expected]) => {
      it(`returns ${expected} for ${what}`, () => {
        expect(znFilterMatcher(record, filter)).toBe(expected);
      });
    });

    it('throws a ZnError that says where and what for a malformed filter', () => {
      expect(() => znFilterMatcher({}, { and: [{ prefix: 'bogus' as any, attribute: 'a', value: 1 }] }))
        .toThrowError(ZnError, /^znFilterMatcher: and\[0\]: unknown prefix "bogus"; expected one of/);
    });

    it("throws the host's errors for subfilters and dynamic values", () => {
      const subfilter: ZnFilter = { and: [{ attribute: 'field6', filter: { and: [] } }] };
      expect(() => znFilterMatcher({}, subfilter)).toThrow(new Error('Subfilter matching is not supported'));
      expect(() => znFilterMatcher({}, { and: [{ attribute: 'createdByUser.id', value: 'logged-in-user' }] }))
        .toThrow(new Error('Dynamic filter conditions are not supported'));
    });
  });

  describe('options.subfiltering', () => {
    it('matches a subfilter against the nested record', () => {
      const filter: ZnFilter = { and: [{ attribute: 'field6', filter: { and: [{ prefix: '', attribute: 'field11', value: 'abc' }] } }] };
      expect(znFilterMatcher({ field6: { field11: 'abc' } }, filter, { subfiltering: true })).toBe(true);
      expect(znFilterMatcher({ field6: { field11: 'xyz' } }, filter, { subfiltering: true })).toBe(false);
    });
  });

  describe('compile', () => {
    it('returns a predicate to filter a list with', () => {
      const records = [{ id: 1, field1: 'open' }, { id: 2, field1: 'closed' }, { id: 3, field1: 'OPEN' }];
      expect(records.filter(znFilterMatcher.compile(open)).map((record) => record.id)).toEqual([1, 3]);
    });

    it('refuses a malformed filter when compiling', () => {
      expect(() => znFilterMatcher.compile({ or: 'x' } as any)).toThrowError(ZnError, /^znFilterMatcher: or: expected an array of conditions/);
    });
  });

  describe('in a template', () => {
    let element: JQLite;

    afterEach(() => {
      element.remove();
    });

    it('narrows an ng-repeat list and follows a filter edited in place with ng-model', angular.mock.inject(
      ['$compile', '$rootScope', ($compile: ICompileService, $rootScope: IRootScopeService) => {
        const scope: any = $rootScope.$new();
        scope.records = [{ id: 1, field1: 'open' }, { id: 2, field1: 'closed' }, { id: 3, field1: 'Open' }];
        scope.filter = { and: [{ prefix: '', attribute: 'field1', value: 'open' }] };
        scope.matches = (record: object) => znFilterMatcher(record, scope.filter);
        element = $compile(
          '<div><input ng-model="filter.and[0].value"><span ng-repeat="r in records | filter:matches">{{r.id}}</span></div>'
        )(scope);
        angular.element(document.body).append(element);
        scope.$digest();
        expect(element.text()).toBe('13');

        const input = element.find('input');
        input.val('closed');
        input.triggerHandler('input');
        expect(scope.filter.and[0].value).toBe('closed');
        expect(element.text()).toBe('2');
      }]));
  });

  // As $parse: filters compile into generated code unless CSP forbids it (ng-csp, or a failed
  // new Function probe), which AngularJS reports as $sniffer.csp.noUnsafeEval.
  describe('under a Content Security Policy', () => {
    const range: ZnFilter = { and: [{ prefix: 'min', attribute: 'field1', value: 5 }, { prefix: 'max', attribute: 'field1', value: 10 }] };
    const records = Array.from({ length: 25000 }, (unused, id) => ({ id, field1: String(id % 13) }));

    function matcherWith(noUnsafeEval: boolean): ZnFilterMatcher {
      const injector = angular.injector(['ng', 'zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
        $provide.decorator('$sniffer', ['$delegate', ($delegate: any) => {
          $delegate.csp = { noUnsafeEval, noInlineStyle: false };
          return $delegate;
        }]);
      }]], true);
      return injector.get<ZnFilterMatcher>('znFilterMatcher');
    }
    afterEach(() => { matcherWith(false); });

    it('compiles closures only, with the same answers, when AngularJS may not evaluate code (ng-csp)', () => {
      const before = generatedCount();
      const strict = records.filter(matcherWith(true).compile(range));
      expect(generatedCount()).toBe(before);
      const free = records.filter(matcherWith(false).compile(range));
      expect(generatedCount()).toBe(before + 1);
      expect(strict).toEqual(free);
      expect(strict.length).toBe(Math.round(25000 * 6 / 13));
    });
  });
});
