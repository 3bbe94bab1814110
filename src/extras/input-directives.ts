import type { IAttributes, IDirective, INgModelController, IParseService, IScope, ITimeoutService } from 'angular';

/**
 * The input directives of Zengine's plugin runtime beyond the documented ones: `numbers-only`,
 * `check-list`, `ng-auto-expand`, `zn-file-select`.
 */

/** What `numbers-only` keeps of typed text: digits, one decimal point, and a minus sign in front when an odd number was typed. Pure. */
export function numbersOnlyValue(input: string): string {
  const kept = (/^[-\d]+\.?[-\d]*/.exec(input) || [''])[0];
  const minuses = kept.length - kept.replace(/-/g, '').length;
  if (minuses === 0 || (minuses === 1 && kept.charAt(0) === '-')) return kept;
  return (minuses % 2 === 1 ? '-' : '') + kept.replace(/-/g, '');
}

/** `<input ng-model="amount" numbers-only>`: anything but a number is removed as it is typed. */
export function numbersOnlyDirective(): IDirective {
  return {
    require: 'ngModel',
    link(scope: IScope, element: JQLite, attrs: IAttributes, controller: unknown) {
      const ngModel = controller as INgModelController;
      ngModel.$parsers.push((input: unknown) => {
        if (!input) return '';
        const value = numbersOnlyValue(String(input));
        if (value !== input) {
          ngModel.$setViewValue(value);
          ngModel.$render();
        }
        return value;
      });
    }
  };
}
numbersOnlyDirective.$inject = [] as string[];

/** A check-list model as text values: a member field's old `{ id }` form and ids as numbers become their text. Pure. */
export function checkListValues(list: unknown): unknown[] {
  if (Array.isArray(list)) {
    return list.map((item) => (item && typeof item === 'object' && (item as { id?: unknown }).id ? String((item as { id: unknown }).id) : item));
  }
  if (!list) return [];
  // one value where a list belongs: a dropdown's { id } or a single checkbox's text
  const id = typeof list === 'object' ? parseInt(String((list as { id?: unknown }).id), 10) : list;
  return id || id === 0 ? [id] : [];
}

/**
 * `<input type="checkbox" check-list="record.colors" check-value="'red'">` (or `check-value="red"`
 * as text): the box is checked while the value is in the list, and checking it adds the value.
 */
export function checkListDirective(): IDirective {
  return {
    scope: { checkValue: '=', list: '=checkList' },
    link(scope: IScope & { checkValue?: unknown; list?: unknown }, element: JQLite, attrs: IAttributes) {
      const valueOf = () => (scope.checkValue !== undefined && scope.checkValue !== null && scope.checkValue !== '' ? String(scope.checkValue) : attrs.checkValue);
      const update = (fromModel: boolean) => {
        if (fromModel || !Array.isArray(scope.list)) scope.list = checkListValues(scope.list);
        const list = scope.list as unknown[];
        const value = valueOf();
        const index = list.indexOf(value);
        const checked = (element[0] as HTMLInputElement).checked;
        if (fromModel) (element[0] as HTMLInputElement).checked = index !== -1;
        else if (checked && index === -1) list.push(value);
        else if (!checked && index !== -1) list.splice(index, 1);
      };
      element.on('change', () => scope.$apply(() => update(false)));
      scope.$watch('list', () => update(true), true);
    }
  };
}
checkListDirective.$inject = [] as string[];

/** `<textarea ng-model="note" ng-auto-expand>`: grows and shrinks with its text. */
export function ngAutoExpandDirective($timeout: ITimeoutService): IDirective {
  return {
    restrict: 'A',
    require: 'ngModel',
    link(scope: IScope, element: JQLite, attrs: IAttributes, controller: unknown) {
      const ngModel = controller as INgModelController;
      const area = element[0] as HTMLElement;
      const fit = () => {
        const parent = area.parentElement;
        // the parent keeps its height meanwhile, so the page does not jump (Zengine's WIZ-3363)
        if (parent) parent.style.height = `${parent.offsetHeight}px`;
        area.style.height = '0px';
        area.style.height = `${Math.max(area.scrollHeight, 28) - 8}px`;
        if (parent) parent.style.height = 'auto';
      };
      element.on('keyup', fit);
      const first = $timeout(fit, 0, false);
      scope.$watch(() => ngModel.$viewValue, fit);
      scope.$on('$destroy', () => $timeout.cancel(first));
    }
  };
}
ngAutoExpandDirective.$inject = ['$timeout'];

/**
 * `<input type="file" ng-model="files" zn-file-select="upload()">`: on choosing files the model
 * gets the FileList and the expression runs; an empty model clears the input.
 */
export function znFileSelectDirective($parse: IParseService): IDirective {
  return {
    restrict: 'A',
    require: 'ngModel',
    scope: true,
    link(scope: IScope, element: JQLite, attrs: IAttributes, controller: unknown) {
      const ngModel = controller as INgModelController;
      const onSelect = $parse(attrs.znFileSelect || 'undefined');
      const input = element[0] as HTMLInputElement;
      scope.$watch(attrs.ngModel, (value: unknown) => {
        if (!value) input.value = '';
      });
      element.on('change', () => {
        const files = input.files;
        scope.$apply(() => {
          ngModel.$setViewValue(files);
          onSelect(scope);
        });
      });
      // Emptied when the picker opens again, so choosing the same file fires change again (emptying
      // it at once, as Zengine did, would empty the FileList in the model, which is live).
      element.on('click', () => { input.value = ''; });
    }
  };
}
znFileSelectDirective.$inject = ['$parse'];
