import type { IAttributes, IDirective, IScope } from 'angular';

/**
 * On every `<a>`: a click on a link whose href is `#` or empty does not navigate, so
 * `<a href="#" ng-click="pick(form)">` (as Zengine's tutorials write it) runs its ng-click and
 * stays on the plugin's page, whatever the host's routing mode.
 */
export function hashLinkDirective(): IDirective {
  return {
    restrict: 'E',
    link(_scope: IScope, element: JQLite, attrs: IAttributes) {
      element.on('click', (event: JQueryEventObject | Event) => {
        const href = attrs.href;
        if (href === '#' || href === '') event.preventDefault();
      });
    }
  };
}
hashLinkDirective.$inject = [] as string[];
