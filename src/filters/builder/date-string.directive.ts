import type { IDirective, INgModelController } from 'angular';
import { formatIsoDate, isValidDate, localDateOfIsoDate } from '../../core';

/**
 * `zn-filter-date-string` beside `uib-datepicker-popup`: keeps the ng-model a `YYYY-MM-DD`
 * string (as the API writes dates) while the popup works with Date objects. Its priority makes
 * it link after the popup, so its formatter runs first and its parser last.
 */
export function filterDateStringDirective(): IDirective {
  return {
    restrict: 'A',
    require: 'ngModel',
    priority: 10,
    link: (_scope, _element, _attrs, ngModel) => {
      const model = ngModel as INgModelController;
      model.$parsers.push((value: unknown) => (isValidDate(value) ? formatIsoDate(value) : value));
      model.$formatters.push((value: unknown) => localDateOfIsoDate(value) || value);
    }
  };
}
