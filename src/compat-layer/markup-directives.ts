import type {
  IAttributes, ICompileService, IDirective, IDirectiveFactory, IInterpolateService, IScope, ISCEService, ITemplateCacheService, auto
} from 'angular';
import { bindDatepickerOptions } from './datepicker-options';
import {
  BRIDGED_POPUP_TEMPLATE, cameFromTemplate, LEGACY_TYPEAHEAD_TEMPLATES, LegacyDirective, normalizeName, popupTemplateFor25, upgradeTree
} from './markup';
import { legacyTypeaheadInputs } from './typeahead-press';

/**
 * Above every directive AngularJS and UI Bootstrap define (ngRepeat is 1000), so that nothing on
 * the element is compiled before its markup is rewritten, and nothing is compiled twice.
 */
export const LEGACY_MARKUP_PRIORITY = 100000;

/** Elements already rewritten: a second 0.12 directive on one element must not compile it again. */
const rewritten = new WeakSet<Element>();

/** `$compile` with its fourth argument, a directive it leaves out on the root (AngularJS's transclusion uses it). */
type CompileLeavingOut = (element: Element, transclude: undefined, maxPriority: undefined, ignoreDirective?: string) => ReturnType<ICompileService>;

/** What AngularJS keeps of a registered directive (`$injector.get('nameDirective')`). */
interface RegisteredDirective {
  restrict?: string;
  replace?: boolean;
  template?: string | ((element: JQLite, attrs: IAttributes) => string);
  templateUrl?: string | ((element: JQLite, attrs: IAttributes) => string);
}

/**
 * The directive whose `replace: true` template put this element here, with its 0.12 markup, if any
 * (`<div user-chooser>` whose template is `<input typeahead=...>`). AngularJS applied it before our
 * terminal directive, and the element still carries its attribute: compiled again, it would put its
 * template in place again, and again (a stack overflow, or a second isolate scope whose callbacks
 * miss the page's functions).
 */
function replacingDirectiveOf(element: JQLite, attrs: IAttributes, $injector: auto.IInjectorService,
  $templateCache: ITemplateCacheService): string | undefined {
  const node = element[0] as Element;
  const names = Array.from(node.attributes).map((attribute) => normalizeName(attribute.name));
  return names.find((name) => $injector.has(`${name}Directive`) &&
    ($injector.get(`${name}Directive`) as RegisteredDirective[]).some((registered) => {
      if (!registered.replace || (registered.restrict || '').indexOf('A') < 0) return false;
      const text = templateTextOf(registered, element, attrs, $templateCache);
      return typeof text === 'string' && cameFromTemplate(text, node);
    }));
}

/** A directive's template as text: its `template`, or what `templateUrl` names in `$templateCache` (fetched by then). */
function templateTextOf(registered: RegisteredDirective, element: JQLite, attrs: IAttributes,
  $templateCache: ITemplateCacheService): string | undefined {
  const valueOf = (value: RegisteredDirective['template']) => (typeof value === 'function' ? value(element, attrs) : value);
  if (registered.template !== undefined) return valueOf(registered.template);
  if (registered.templateUrl === undefined) return undefined;
  const cached: unknown = $templateCache.get(String(valueOf(registered.templateUrl)));
  return Array.isArray(cached) ? cached[1] : (cached as string | undefined);
}

/**
 * The directive for one 0.12 name (`tabset`, `tooltip`, ...): terminal, so AngularJS leaves the
 * element and its children alone; when linked, it rewrites the element and what is in it to 2.5's
 * markup (src/compat-layer/markup.ts) and compiles and links the result on the same scope, as 0.12 did
 * in one pass, leaving out a directive whose replacing template the element came from. An element
 * directive is replaced by its 2.5 element in the page.
 */
export function legacyMarkupDirective(directive: LegacyDirective): IDirectiveFactory {
  function factory($compile: ICompileService, $interpolate: IInterpolateService, $sce: ISCEService,
    $injector: auto.IInjectorService, $templateCache: ITemplateCacheService): IDirective {
    return {
      restrict: directive.tag ? 'EA' : 'A',
      priority: LEGACY_MARKUP_PRIORITY,
      terminal: true,
      link(scope: IScope, element: JQLite, attrs: IAttributes) {
        const node = element[0] as Element;
        if (rewritten.has(node)) return;
        rewritten.add(node);
        const applied = replacingDirectiveOf(element, attrs, $injector, $templateCache);
        const upgraded = upgradeTree(node);
        rewritten.add(upgraded.root);
        upgraded.datepickers.forEach((datepicker) => bindDatepickerOptions(scope, datepicker));
        upgraded.htmlTooltips.forEach((tooltip) => bindTooltipHtml(scope, tooltip, $interpolate, $sce));
        upgraded.typeaheads.forEach((typeahead) => {
          useLegacyTypeaheadTemplates(typeahead, $templateCache);
          legacyTypeaheadInputs.add(typeahead);
        });
        ($compile as unknown as CompileLeavingOut)(upgraded.root, undefined, undefined, applied)(scope);
      }
    };
  }
  factory.$inject = ['$compile', '$interpolate', '$sce', '$injector', '$templateCache'];
  return factory;
}

/**
 * The typeahead templates a plugin put under 0.12's ids (`template/typeahead/...`, which 2.5 never
 * reads) on a typeahead of its 0.12 markup, as 0.12 used them there; the typeahead's own
 * `typeahead-template-url` / `typeahead-popup-template-url` still come first.
 */
function useLegacyTypeaheadTemplates(typeahead: Element, $templateCache: ITemplateCacheService): void {
  if (!typeahead.hasAttribute('typeahead-template-url') && $templateCache.get(LEGACY_TYPEAHEAD_TEMPLATES.match) !== undefined) {
    typeahead.setAttribute('typeahead-template-url', LEGACY_TYPEAHEAD_TEMPLATES.match);
  }
  const popup: unknown = $templateCache.get(LEGACY_TYPEAHEAD_TEMPLATES.popup);
  const popupText = Array.isArray(popup) ? popup[1] : popup;
  if (!typeahead.hasAttribute('typeahead-popup-template-url') && typeof popupText === 'string') {
    $templateCache.put(BRIDGED_POPUP_TEMPLATE, popupTemplateFor25(popupText));
    typeahead.setAttribute('typeahead-popup-template-url', BRIDGED_POPUP_TEMPLATE);
  }
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
