import type { FilterFactory, IFilterService } from 'angular';
import { localDateOfIsoDate } from '../core';
import { CurrentUser } from './current-user';

/**
 * The Date a date string stands for: `YYYY-MM-DD` as that day at local midnight (not UTC, which
 * would show the day before west of Greenwich); ISO 8601 with a time as the browser reads it;
 * Dates and timestamps as they are. Null when it is no date. Pure.
 */
export function parseUserDate(input: unknown): Date | null {
  if (input instanceof Date) return isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return isFinite(input) ? new Date(input) : null;
  if (typeof input !== 'string' || input.trim() === '') return null;
  // YYYY-MM-DD by the core's one reader (year 0099 is 99, never 1999)
  if (/^\d{4}-\d{2}-\d{2}$/.test(input.trim())) return localDateOfIsoDate(input.trim());
  const date = new Date(input.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
  return isNaN(date.getTime()) ? null : date;
}

/**
 * `{{ '2015-04-09' | znUserDate }}`: the date in the current user's preferred format (their
 * `settings.dateFormat`; `MM/dd/yyyy` until it is known). Input that is no date is shown as given.
 */
export function znUserDateFilter($filter: IFilterService, currentUser: CurrentUser): FilterFactory {
  const filter = (input: unknown, format?: string) => {
    const date = parseUserDate(input);
    if (!date) return input === null || input === undefined ? '' : input;
    return $filter('date')(date, format || currentUser.dateFormat());
  };
  // The output changes when the user's format arrives.
  (filter as { $stateful?: boolean }).$stateful = true;
  return filter as unknown as FilterFactory;
}
znUserDateFilter.$inject = ['$filter', 'znCurrentUser'];
