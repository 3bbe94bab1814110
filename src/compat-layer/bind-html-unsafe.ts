import type { IAttributes, IDirective, IScope, ISCEService } from 'angular';

/**
 * `bind-html-unsafe="expression"`, UI Bootstrap 0.12's directive: the element's content is the
 * value as HTML. 0.12 put it in unchecked; here it goes through `$sce.getTrustedHtml`: a value the
 * plugin marked with `$sce.trustAsHtml` goes in as it is (the plugin asked for exactly that
 * markup), anything else through ngSanitize, which keeps formatting, links, images and tables and
 * drops scripts and event handlers, so text from the API or a user never runs as code.
 */
export function bindHtmlUnsafeDirective($sce: ISCEService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      element.addClass('ng-binding');
      scope.$watch(attrs.bindHtmlUnsafe, (value: unknown) => {
        element.html(value === null || value === undefined || value === '' ? '' : String($sce.getTrustedHtml(typeof value === 'object' ? value : String(value))));
      });
    }
  };
}
bindHtmlUnsafeDirective.$inject = ['$sce'];
