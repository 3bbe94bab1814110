import type { IScope } from 'angular';

/**
 * 0.12's datepicker attributes that 2.5 reads only from `datepicker-options`: the attribute, the
 * option, and how 0.12 read it (an expression on the scope, or text 2.5 interpolates itself).
 */
export const DATEPICKER_ATTRIBUTES: ReadonlyArray<{ attribute: string; option: string; read: 'expression' | 'text' }> = [
  { attribute: 'min-date', option: 'minDate', read: 'expression' },
  { attribute: 'max-date', option: 'maxDate', read: 'expression' },
  { attribute: 'show-weeks', option: 'showWeeks', read: 'expression' },
  { attribute: 'starting-day', option: 'startingDay', read: 'expression' },
  { attribute: 'init-date', option: 'initDate', read: 'expression' },
  { attribute: 'min-mode', option: 'minMode', read: 'expression' },
  { attribute: 'max-mode', option: 'maxMode', read: 'expression' },
  { attribute: 'datepicker-mode', option: 'datepickerMode', read: 'expression' },
  { attribute: 'format-day', option: 'formatDay', read: 'text' },
  { attribute: 'format-month', option: 'formatMonth', read: 'text' },
  { attribute: 'format-year', option: 'formatYear', read: 'text' },
  { attribute: 'format-day-header', option: 'formatDayHeader', read: 'text' },
  { attribute: 'format-day-title', option: 'formatDayTitle', read: 'text' },
  { attribute: 'format-month-title', option: 'formatMonthTitle', read: 'text' }
];

let created = 0;

/**
 * Gives a 2.5 datepicker (`uib-datepicker`, `uib-datepicker-popup`) made from 0.12 markup the
 * options 0.12 read from attributes: one options object per element, kept on `scope` under a
 * name of its own while the scope lives (2.5 binds `datepicker-options` two-way, so it must be
 * assignable and stable), filled now and kept in step with the attributes' expressions and with
 * the element's own `datepicker-options` object, if any. `date-disabled="off(date, mode)"`
 * becomes 2.5's `dateDisabled({ date, mode })`.
 */
export function bindDatepickerOptions(scope: IScope, element: Element): void {
  const options: Record<string, unknown> = {};
  const given = element.getAttribute('datepicker-options');
  if (given) {
    const copyGiven = (value: unknown) => {
      if (value && typeof value === 'object') Object.keys(value).forEach((key) => { options[key] = (value as Record<string, unknown>)[key]; });
    };
    copyGiven(scope.$eval(given));
    scope.$watch(given, copyGiven, true);
  }
  DATEPICKER_ATTRIBUTES.forEach(({ attribute, option, read }) => {
    const value = element.getAttribute(attribute);
    if (value === null) return;
    element.removeAttribute(attribute);
    if (read === 'text') {
      options[option] = value;
      return;
    }
    options[option] = scope.$eval(value);
    scope.$watch(value, (current: unknown) => { options[option] = current; });
  });
  const dateDisabled = element.getAttribute('date-disabled');
  if (dateDisabled) {
    element.removeAttribute('date-disabled');
    options.dateDisabled = (data: { date: Date; mode: string }) => scope.$eval(dateDisabled, { date: data.date, mode: data.mode });
  }
  created += 1;
  const name = `znLegacyDatepickerOptions${created}`;
  (scope as unknown as Record<string, unknown>)[name] = options;
  scope.$on('$destroy', () => { delete (scope as unknown as Record<string, unknown>)[name]; });
  element.setAttribute('datepicker-options', name);
}
