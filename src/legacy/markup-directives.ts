import type { ICompileService, IDirective, IDirectiveFactory, IScope } from 'angular';
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
 * markup (src/legacy/markup.ts) and compiles and links the result on the same scope, as 0.12 did
 * in one pass. An element directive is replaced by its 2.5 element in the page.
 */
export function legacyMarkupDirective(directive: LegacyDirective): IDirectiveFactory {
  function factory($compile: ICompileService): IDirective {
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
        $compile(upgraded.root)(scope);
      }
    };
  }
  factory.$inject = ['$compile'];
  return factory;
}
