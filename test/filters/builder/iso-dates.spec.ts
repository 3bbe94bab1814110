// One YYYY-MM-DD reader (src/core/iso-date.ts) for the three places that read dates: the filter
// builder's value check, its zn-filter-date-string directive and the znUserDate filter. Years
// 0001-9999 are taken literally, as ISO 8601 writes them: 0099-03-01 is in the year 99.
import type { ICompileService, IFilterService, INgModelController, IRootScopeService } from 'angular';
import { valueProblem } from '../../../src/filters/builder/widgets';
import { parseUserDate } from '../../../src/zengine-ui/user-date';

const TAKEN: Array<[string, number, number, number]> = [
  ['0099-03-01', 99, 2, 1],
  ['0001-01-01', 1, 0, 1],
  ['0050-12-31', 50, 11, 31],
  ['2024-02-29', 2024, 1, 29],
  ['2000-02-29', 2000, 1, 29],
  ['9999-12-31', 9999, 11, 31]
];
const REFUSED = ['0000-01-01', '2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '99-03-01', '2024-1-01', '2024-01-01T00:00'];

describe('YYYY-MM-DD, read one way', () => {
  beforeEach(angular.mock.module('zn.plugin'));

  it('the filter builder takes years below 100 and refuses days the calendar lacks', () => {
    TAKEN.forEach(([text]) => expect(valueProblem('date', text)).withContext(text).toBeNull());
    REFUSED.forEach((text) => expect(valueProblem('date', text)).withContext(text).toBe('date'));
  });

  it('znUserDate reads them as that local day, the year as written (99, never 1999)', angular.mock.inject(($filter: IFilterService) => {
    TAKEN.forEach(([text, year, month, day]) => {
      const date = parseUserDate(text) as Date;
      expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).withContext(text).toEqual([year, month, day, 0]);
      expect($filter('date')(date, 'yyyy-MM-dd')).toBe(text);
    });
    REFUSED.filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text)).forEach((text) => expect(parseUserDate(text)).withContext(text).toBeNull());
  }));

  it('zn-filter-date-string shows them as that day, and writes the picked day back as the same text',
    angular.mock.inject(($compile: ICompileService, $rootScope: IRootScopeService) => {
      TAKEN.forEach(([text, year, month, day]) => {
        const scope = $rootScope.$new() as IRootScopeService & { day?: unknown };
        scope.day = text;
        const element = $compile('<input type="text" ng-model="day" zn-filter-date-string>')(scope);
        scope.$digest();
        const model = element.controller('ngModel') as INgModelController;
        // the directive links last, so its formatter is the last pushed (the one that runs first, for
        // the datepicker popup, which takes a Date); the text input's own formatter runs after it
        const formatted = model.$formatters[model.$formatters.length - 1](text) as Date;
        expect(formatted instanceof Date).withContext(text).toBe(true);
        expect([formatted.getFullYear(), formatted.getMonth(), formatted.getDate()]).withContext(text).toEqual([year, month, day]);
        model.$setViewValue(formatted);
        expect(scope.day).withContext(text).toBe(text);
        scope.$destroy();
      });
      REFUSED.forEach((text) => {
        const scope = $rootScope.$new() as IRootScopeService & { day?: unknown };
        scope.day = text;
        const element = $compile('<input type="text" ng-model="day" zn-filter-date-string>')(scope);
        scope.$digest();
        const model = element.controller('ngModel') as INgModelController;
        expect(model.$formatters[model.$formatters.length - 1](text)).withContext(text).toBe(text);
        scope.$destroy();
      });
    }));
});
