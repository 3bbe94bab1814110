import type { IAttributes, IDirective, IFormController, IScope } from 'angular';

/**
 * `<div class="control-group" validate="myFormInput">` inside `<form name="myForm">`: once
 * `myForm.submitted` is true, the element gets the class `error` (and Bootstrap 3's `has-error`)
 * while the form's input of that name is invalid, as Zengine's `validate` directive did.
 */
export function validateDirective(): IDirective {
  return {
    restrict: 'A',
    require: '^form',
    link(scope: IScope, element: JQLite, attrs: IAttributes, form: any) {
      const formController = form as IFormController & { submitted?: boolean };
      scope.$watch(() => {
        const input = (formController as any)[attrs.validate] as { $valid?: boolean } | undefined;
        return !!formController.submitted && !!input && input.$valid === false;
      }, (invalid: boolean) => {
        element.toggleClass('error', invalid);
        element.toggleClass('has-error', invalid);
      });
    }
  };
}
validateDirective.$inject = [] as string[];
