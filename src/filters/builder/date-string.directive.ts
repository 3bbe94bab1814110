import type { IDirective, INgModelController } from 'angular';
import { isValidDate } from '../../core';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A local calendar date as `YYYY-MM-DD`. */
export function formatIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** `YYYY-MM-DD` as a local Date at midnight, or null when the text is not such a date. */
export function parseIsoDate(text: unknown): Date | null {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1])); // years below 100 would otherwise mean 19xx
  return formatIsoDate(date) === text ? date : null;
}

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
      model.$formatters.push((value: unknown) => parseIsoDate(value) || value);
    }
  };
}
