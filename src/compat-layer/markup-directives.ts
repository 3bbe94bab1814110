import type { ICompileService, IDirective, IDirectiveFactory, IInterpolateService, IScope, ISCEService } from 'angular';
import { bindDatepickerOptions } from './datepicker-options';
import { LegacyDirective, upgradeTree } from './markup';

/**
 * Above every directive AngularJS and UI Bootstrap define (ngRepeat is 1000), so that nothing on
 * the element is compiled before its markup is rewritten, and nothing is compiled twice.
 */
export const LEGACY_MARKUP_PRIORITY = 100000;

/** Elements already rewritten: a second 0.12 directive on one element must not compile it again. */
const rewritten = new WeakSet<Element>();

/**
 * The directive for one 0.12 name (`tabset`, `tooltip`, ...): terminal, so AngularJS leaves the
 * element and its children alone; when linked, it rewrites the element and what is in it to 2.5's
 * markup (src/compat-layer/markup.ts) and compiles and links the result on the same scope, as 0.12 did
 * in one pass. An element directive is replaced by its 2.5 element in the page.
 */
export function legacyMarkupDirective(directive: LegacyDirective): IDirectiveFactory {
  function factory($compile: ICompileService, $interpolate: IInterpolateService, $sce: ISCEService): IDirective {
    return {
      restrict: directive.tag ? 'EA' : 'A',
      priority: LEGACY_MARKUP_PRIORITY,
      terminal: true,
      link(scope: IScope, element: JQLite) {
        const node = element[0] as Element;
        if (rewritten.has(node)) return;
        rewritten.add(node);
        const upgraded = upgradeTree(node);
        rewritten.add(upgraded.root);
        upgraded.datepickers.forEach((datepicker) => bindDatepickerOptions(scope, datepicker));
        upgraded.htmlTooltips.forEach((tooltip) => bindTooltipHtml(scope, tooltip, $interpolate, $sce));
        $compile(upgraded.root)(scope);
      }
    };
  }
  factory.$inject = ['$compile', '$interpolate', '$sce'];
  return factory;
}

let htmlTooltips = 0;

/**
 * 0.12's `tooltip-html-unsafe="<b>{{name}}</b>"` is interpolated HTML text; 2.5's
 * `uib-tooltip-html` takes an expression of trusted HTML. The text is interpolated on `scope` and
 * kept there, under a name of its own while the scope lives, as HTML that went through ngSanitize
 * (0.12 inserted it unchecked; see bind-html-unsafe in docs/compatibility.md).
 */
function bindTooltipHtml(scope: IScope, element: Element, $interpolate: IInterpolateService, $sce: ISCEService): void {
  const text = $interpolate(element.getAttribute('uib-tooltip-html') || '');
  htmlTooltips += 1;
  const name = `znLegacyTooltipHtml${htmlTooltips}`;
  const holder = scope as unknown as Record<string, unknown>;
  const trusted = (value: string) => $sce.trustAsHtml($sce.getTrustedHtml(value));
  holder[name] = trusted(text(scope));
  scope.$watch(() => text(scope), (value: string) => { holder[name] = trusted(value); });
  scope.$on('$destroy', () => { delete holder[name]; });
  element.setAttribute('uib-tooltip-html', name);
}
