import angular from 'angular';
import type { IAttributes, IDirective, IDocumentService, IRootScopeService, IScope, ITimeoutService, IPromise } from 'angular';

/**
 * The page directives of Zengine's plugin runtime beyond the documented ones: `zn-tooltip`,
 * `dropdown-menu-persist`, `esc`, `zn-form-select`.
 */

const PLACEMENTS = ['top', 'bottom', 'left', 'right'];

/** Where a tooltip of `size` goes beside `box` on `side`, in page coordinates. Pure. */
export function tooltipPosition(box: { top: number; left: number; width: number; height: number }, size: { width: number; height: number },
  side: string, scroll: { x: number; y: number }): { top: number; left: number } {
  const centreX = box.left + box.width / 2 - size.width / 2;
  const centreY = box.top + box.height / 2 - size.height / 2;
  const at = side === 'bottom' ? { top: box.top + box.height, left: centreX }
    : side === 'left' ? { top: centreY, left: box.left - size.width }
      : side === 'right' ? { top: centreY, left: box.left + box.width }
        : { top: box.top - size.height, left: centreX };
  return { top: Math.round(at.top + scroll.y), left: Math.round(at.left + scroll.x) };
}

/**
 * `<i zn-tooltip="Saved by the plugin" tooltip-placement="right" tooltip-popup-delay="200">`: a
 * Bootstrap tooltip with that text (as text, never markup) while the pointer is on the element,
 * `top` by default. Zengine's host drew it outside the plugin's frame; here it goes on the body.
 */
export function znTooltipDirective($document: IDocumentService, $timeout: ITimeoutService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      let tip: JQLite | null = null;
      let pending: IPromise<void> | null = null;
      const hide = () => {
        if (pending) $timeout.cancel(pending);
        pending = null;
        if (tip) tip.remove();
        tip = null;
      };
      const show = () => {
        const text = String(attrs.znTooltip || '');
        if (!text || tip) return;
        const side = PLACEMENTS.indexOf(attrs.tooltipPlacement) === -1 ? 'top' : attrs.tooltipPlacement;
        const doc = $document[0] as Document;
        tip = angular.element('<div class="tooltip in" role="tooltip"><div class="tooltip-arrow"></div><div class="tooltip-inner"></div></div>');
        tip.addClass(side);
        tip.children().eq(1).text(text);
        tip.css({ position: 'absolute', top: '0px', left: '0px', display: 'block' });
        angular.element(doc.body).append(tip);
        const box = (element[0] as HTMLElement).getBoundingClientRect();
        const tipNode = tip[0] as HTMLElement;
        const view = doc.defaultView;
        const at = tooltipPosition(box, { width: tipNode.offsetWidth, height: tipNode.offsetHeight }, side,
          { x: view ? view.pageXOffset : 0, y: view ? view.pageYOffset : 0 });
        tip.css({ top: `${at.top}px`, left: `${at.left}px` });
      };
      const enter = () => {
        const delay = Number(attrs.tooltipPopupDelay);
        if (delay > 0) pending = $timeout(show, delay, false);
        else show();
      };
      // The DOM's own mouseenter/mouseleave (jqLite has them only by way of mouseover).
      const node = element[0] as HTMLElement;
      node.addEventListener('mouseenter', enter);
      node.addEventListener('mouseleave', hide);
      const destroy = () => {
        hide();
        node.removeEventListener('mouseenter', enter);
        node.removeEventListener('mouseleave', hide);
      };
      element.on('$destroy', destroy);
      scope.$on('$destroy', destroy);
    }
  };
}
znTooltipDirective.$inject = ['$document', '$timeout'];

/** `<ul class="dropdown-menu" dropdown-menu-persist>`: a click inside keeps the menu open, unless on `.dropdown-menu-close`. */
export function dropdownMenuPersistDirective(): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite) {
      element.on('click', (event: JQueryEventObject) => {
        const target = event.target as Element | null;
        if (!target || !target.classList || !target.classList.contains('dropdown-menu-close')) event.stopPropagation();
      });
    }
  };
}
dropdownMenuPersistDirective.$inject = [] as string[];

/** `<div esc>`: Escape pressed inside broadcasts `esc` on $rootScope. */
export function escDirective($rootScope: IRootScopeService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite) {
      element.on('keydown', (event: JQueryEventObject) => {
        if (event.which === 27 || event.keyCode === 27 || (event as unknown as KeyboardEvent).key === 'Escape') {
          $rootScope.$apply(() => $rootScope.$broadcast('esc'));
        }
      });
    }
  };
}
escDirective.$inject = ['$rootScope'];

export const FORM_SELECT_TEMPLATE = 'zn/template/form-select.html';

/**
 * `<zn-form-select ng-model="formId" forms="forms" form-property="id" ng-change="load()">`: a
 * select of the forms by name; the model gets the form (or its `form-property`). Zengine drew it
 * with ui-select; here it is a plain select (template `zn/template/form-select.html`).
 */
export function znFormSelectDirective(): IDirective {
  return {
    restrict: 'E',
    scope: { ngModel: '=', ngDisabled: '=', ngChange: '&', forms: '=', formProperty: '@' },
    templateUrl: FORM_SELECT_TEMPLATE,
    link(scope: IScope & Record<string, any>, element: JQLite, attrs: IAttributes) {
      scope.form = {};
      scope.$watch('ngDisabled', (disabled: unknown) => {
        scope.disabled = 'ngDisabled' in attrs ? disabled !== false && disabled !== undefined && disabled !== null && disabled !== 0 && disabled !== '' : false;
      });
      scope.$watch('form.selected', (selected: any) => {
        const value = selected ? (scope.formProperty ? selected[scope.formProperty] : selected) : undefined;
        if (value && value !== scope.ngModel) {
          scope.ngModel = value;
          scope.ngChange();
        }
      });
      scope.$watch('ngModel', (model: unknown) => {
        if (!model) return;
        const forms: any[] = Array.isArray(scope.forms) ? scope.forms : [];
        const found = scope.formProperty ? forms.find((form) => form && form[scope.formProperty] == model) : model;
        if (found) scope.form.selected = found;
      });
    }
  };
}
znFormSelectDirective.$inject = [] as string[];
