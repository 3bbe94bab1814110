import type { IAttributes, IDirective, INgModelController, IScope } from 'angular';
import { CurrentUser } from './current-user';
import { parseUserDate } from './user-date';

/** The datepicker settings Zengine used for every datepicker (ui-bootstrap's `datepicker-options`). */
export const DATE_OPTIONS = Object.freeze({ showWeeks: false, startingDay: 0 });

function pad(value: number): string {
  return value < 10 ? '0' + value : String(value);
}

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time: the API's text for a date (local time). Pure. */
export function formatApiDate(date: Date, withTime: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : day;
}

interface WrapperScope extends IScope {
  date: Date | null;
  time: Date | null;
  format: string;
  opened: boolean;
  user: Record<string, any> | null;
  dateOptions: typeof DATE_OPTIONS;
  open($event?: Event): void;
}

/**
 * `<div ng-model="record.due" zn-datetimepicker-wrapper sync-time="true">` around a ui-bootstrap
 * datepicker (model `date`) and, optionally, a timepicker (model `time`): the element's model is a
 * string (`YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with sync-time) kept in step with both pickers,
 * as Zengine's directive did. Its child scope has `format` (the user's date format), `open($event)`,
 * `opened`, `user` and `dateOptions`.
 */
export function znDatetimepickerWrapperDirective(currentUser: CurrentUser): IDirective {
  return {
    restrict: 'A',
    require: 'ngModel',
    scope: true,
    link(scope: IScope, _element: JQLite, attrs: IAttributes, ngModel: any) {
      const model = ngModel as INgModelController;
      const own = scope as WrapperScope;
      const syncTime = () => !!scope.$eval(attrs.syncTime);
      own.date = null;
      own.time = null;
      own.opened = false;
      own.dateOptions = DATE_OPTIONS;
      own.format = currentUser.dateFormat();
      own.user = currentUser.get();
      currentUser.load().then((user) => {
        own.user = user;
        own.format = currentUser.dateFormat();
      });
      own.open = ($event?: Event) => {
        if ($event) {
          $event.preventDefault();
          $event.stopPropagation();
        }
        own.opened = true;
      };

      model.$render = () => {
        const date = parseUserDate(model.$viewValue);
        own.date = date;
        own.time = date ? new Date(date.getTime()) : null;
      };

      const push = () => {
        if (!own.date) {
          if (model.$viewValue !== null && model.$viewValue !== undefined && model.$viewValue !== '') model.$setViewValue('');
          return;
        }
        const value = new Date(own.date.getTime());
        if (syncTime() && own.time) value.setHours(own.time.getHours(), own.time.getMinutes(), own.time.getSeconds(), 0);
        const text = formatApiDate(value, syncTime());
        if (text !== model.$viewValue) model.$setViewValue(text);
      };
      scope.$watch('date', (now: unknown, before: unknown) => { if (now !== before) push(); });
      scope.$watch('time', (now: unknown, before: unknown) => { if (now !== before) push(); });
    }
  };
}
znDatetimepickerWrapperDirective.$inject = ['znCurrentUser'];
