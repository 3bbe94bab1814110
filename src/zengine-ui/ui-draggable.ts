import type { IAttributes, IDirective, ILogService, IScope, IWindowService } from 'angular';

/** The jQuery UI draggable widget, when jQuery UI is loaded (the element is a jQuery object). */
type Draggable = JQLite & { draggable?: (...args: unknown[]) => unknown };

/**
 * `<li ui-draggable="draggableOptions">`: jQuery UI's draggable on the element, with the options
 * the expression gives (watched; a change is applied with `draggable('option', ...)`), destroyed
 * with the scope. Without jQuery UI (`$.fn.draggable`) it warns once and leaves the element alone.
 */
export function uiDraggableDirective($log: ILogService, $window: IWindowService): IDirective {
  let warned = false;
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      // angular.element is jQuery when jQuery was loaded before AngularJS; otherwise use the page's jQuery.
      const jQuery = $window.jQuery as ((node: Element) => Draggable) | undefined;
      const widget: Draggable = typeof (element as Draggable).draggable === 'function' || typeof jQuery !== 'function'
        ? element as Draggable : jQuery(element[0]);
      if (typeof widget.draggable !== 'function') {
        if (!warned) {
          warned = true;
          $log.warn('ui-draggable: jQuery UI draggable ($.fn.draggable) is not loaded, so elements with ui-draggable do not move; ' +
            'load jQuery, then jQuery UI, before AngularJS');
        }
        return;
      }
      const draggable = widget.draggable.bind(widget);
      draggable(scope.$eval(attrs.uiDraggable) || {});
      scope.$watch(attrs.uiDraggable, (options: unknown, previous: unknown) => {
        if (options !== previous && options && typeof options === 'object') draggable('option', options);
      }, true);
      scope.$on('$destroy', () => {
        // The element may already be gone (or never got the widget): nothing to undo then.
        if ((widget as any).data('ui-draggable')) draggable('destroy');
      });
    }
  };
}
uiDraggableDirective.$inject = ['$log', '$window'];
