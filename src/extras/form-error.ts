import angular from 'angular';
import type { IAttributes, IDirective, IFormController, INgModelController, IScope } from 'angular';

/**
 * `{ fieldA: ['Is required'], address: { city: 'Unknown' } }` → `{ fieldA: ['Is required'],
 * 'address.city': 'Unknown' }`: an API's validation errors by the path a model would have. Pure;
 * cycles and depth past 20 are cut.
 */
export function flattenErrors(error: unknown, prefix = '', depth = 0, seen: unknown[] = []): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  if (!error || typeof error !== 'object' || depth > 20 || seen.indexOf(error) !== -1) return flat;
  seen.push(error);
  Object.keys(error).forEach((key) => {
    const value = (error as Record<string, unknown>)[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, flattenErrors(value, `${prefix}${key}.`, depth + 1, seen));
    else flat[prefix + key] = value;
  });
  return flat;
}

/** An error's text: an array's messages joined, anything else as text. Pure. */
function errorText(value: unknown): string {
  return Array.isArray(value) ? value.join('') : String(value);
}

/**
 * `<form name="editForm" form-error>` with `editForm.errorObject = apiError.validationErrors`:
 * each error whose path is an `ng-model` inside the form marks that control invalid
 * (`server-validation`), adds `error` to its `[validate="<name>"]` container and shows the message
 * (as text) in the container's `.controls`; changing the value clears it. Paths that no `ng-model`
 * in the form carries are ignored, so an API's keys are never evaluated as expressions.
 */
export function formErrorDirective(): IDirective {
  return {
    restrict: 'A',
    scope: false,
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      const name = attrs.name;
      if (!name) return;
      const show = (form: IFormController & Record<string, any>, path: string, message: unknown) => {
        const input = Array.from((element[0] as Element).querySelectorAll('[ng-model]')).find((node) => node.getAttribute('ng-model') === path);
        const fieldName = input && input.getAttribute('name');
        const field = fieldName ? form[fieldName] as INgModelController | undefined : undefined;
        if (!input || !fieldName || !field || typeof field.$setValidity !== 'function') return;
        field.$setValidity('server-validation', false);
        let container: Element | null = input.parentElement;
        while (container && container !== element[0] && container.getAttribute('validate') !== fieldName) container = container.parentElement;
        const box = angular.element(container && container !== element[0] ? container : input.parentElement as Element);
        box.addClass('error');
        const note = angular.element('<div class="form-error error help-block"></div>').text(errorText(message));
        const controls = (box[0] as Element).querySelector('.controls');
        angular.element(controls || box[0]).append(note);
        const initial = field.$modelValue;
        const stop = scope.$watch(path, (value: unknown) => {
          if (value === initial) return;
          field.$setValidity('server-validation', true);
          note.remove();
          stop();
        });
      };
      scope.$watch(name, (form: any) => {
        if (!form) return;
        scope.$watch(`${name}.errorObject`, (error: unknown) => {
          if (!error) return;
          form.submitted = true;
          const errors = flattenErrors(error);
          Object.keys(errors).forEach((path) => show(form, path, errors[path]));
        });
      });
    }
  };
}
formErrorDirective.$inject = [] as string[];
