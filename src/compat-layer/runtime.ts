import type {
  IAttributes, IControllerProvider, IControllerService, IDirective, IFilterOrderBy, IModelFormatter,
  INgModelController, IScope, ITimeoutService, IWindowService, auto
} from 'angular';

/**
 * AngularJS 1.2's runtime behaviour that 1.3 to 1.8 changed and plugin code relied on, each as a
 * small config block, decorator or directive (registered in src/compat-layer/module.ts; the table is in
 * docs/compatibility.md).
 */

/** The ngRepeat syntax (as ngRepeat parses it): item, collection, alias, track by. */
const REPEAT = /^\s*([\s\S]+?)\s+in\s+([\s\S]+?)(?:\s+as\s+([\s\S]+?))?(?:\s+track\s+by\s+([\s\S]+?))?\s*$/;

/** An ngRepeat expression whose collection goes through `filter` first; an expression ngRepeat refuses is kept. Pure. */
export function repeatThrough(expression: string, filter: string): string {
  const match = REPEAT.exec(expression);
  if (!match) return expression;
  // a one-time collection (`::items`) stays one-time: the marker must lead the expression
  const oneTime = /^\s*::/.test(match[2]);
  const collection = oneTime ? match[2].replace(/^\s*::/, '') : match[2];
  return `${match[1]} in ${oneTime ? '::' : ''}(${collection}) | ${filter}` + (match[3] ? ` as ${match[3]}` : '') + (match[4] ? ` track by ${match[4]}` : '');
}

function isArrayLike(value: unknown): boolean {
  if (Array.isArray(value) || typeof value === 'string') return true;
  if (!value || typeof value !== 'object') return false;
  const length = (value as { length?: unknown }).length;
  return typeof length === 'number' && length >= 0 && (length === 0 || (length - 1) in (value as object));
}

/** The object's own keys in 1.2's ngRepeat order (sorted as text), in a new object; anything else as it is. Pure. */
export function inKeyOrder(collection: unknown): unknown {
  if (!collection || typeof collection !== 'object' || isArrayLike(collection)) return collection;
  const sorted: Record<string, unknown> = {};
  Object.keys(collection).sort().forEach((key) => { sorted[key] = (collection as Record<string, unknown>)[key]; });
  return sorted;
}

/** The internal filter ngRepeat collections go through; stateful, so a key added to the object shows. */
export const KEY_ORDER_FILTER = 'znLegacyKeyOrder';
export function keyOrderFilter() {
  const filter = (collection: unknown) => inKeyOrder(collection);
  filter.$stateful = true;
  return filter;
}
keyOrderFilter.$inject = [] as string[];

/** Decorator of ngRepeat: an object's properties repeat in sorted key order, as in 1.2 (1.4 took the browser's order). */
export function keyOrderRepeatDecorator($delegate: IDirective[]): IDirective[] {
  const directive = $delegate[0];
  const compile = directive.compile as (element: JQLite, attrs: IAttributes, ...rest: unknown[]) => unknown;
  directive.compile = function keyOrderCompile(this: unknown, element: JQLite, attrs: IAttributes, ...rest: unknown[]) {
    attrs.ngRepeat = repeatThrough(attrs.ngRepeat, KEY_ORDER_FILTER);
    return compile.call(this, element, attrs, ...rest);
  } as IDirective['compile'];
  return $delegate;
}
keyOrderRepeatDecorator.$inject = ['$delegate'];

/** Decorator of `orderByFilter` and `filterFilter`: an object (no array) comes back as it is, as in 1.2, not `notarray`. */
export function objectPassingFilterDecorator($delegate: IFilterOrderBy): IFilterOrderBy {
  const filter = function passObjects(this: unknown, input: unknown, ...rest: unknown[]) {
    if (input && typeof input === 'object' && !isArrayLike(input)) return input;
    return ($delegate as unknown as (...args: unknown[]) => unknown).call(this, input, ...rest);
  };
  return filter as unknown as IFilterOrderBy;
}
objectPassingFilterDecorator.$inject = ['$delegate'];

/** Decorator of `$timeout`/`$interval`: `cancel` of a promise they did not make returns false (1.2), not `badprom` (1.7). */
export function lenientCancelDecorator($delegate: ITimeoutService): ITimeoutService {
  const cancel = $delegate.cancel;
  $delegate.cancel = function lenientCancel(promise?: unknown) {
    try {
      return cancel.call($delegate, promise as never);
    } catch (error) {
      if (error instanceof Error && /:badprom\]/.test(error.message)) return false;
      throw error;
    }
  };
  return $delegate;
}
lenientCancelDecorator.$inject = ['$delegate'];

/** `<input type="number" ng-model="record.field">` with the API's string ("12") shows 12, as in 1.2 (1.3: `numfmt`). */
export function numberInputDirective(): IDirective {
  return {
    restrict: 'E',
    require: '?ngModel',
    link(_scope: IScope, _element: JQLite, attrs: IAttributes, controller?: unknown) {
      const ngModel = controller as INgModelController | null | undefined;
      if (!ngModel || String(attrs.type).toLowerCase() !== 'number') return;
      // Formatters run last-pushed first: this one runs before the number input's own check.
      const toNumber: IModelFormatter = (value: unknown) =>
        (typeof value === 'string' && value.trim() !== '' && isFinite(Number(value)) ? Number(value) : value);
      ngModel.$formatters.push(toNumber);
    }
  };
}
numberInputDirective.$inject = [] as string[];

/** `<select ng-model="x">` with `<option value="1">` shows a number model 1 as chosen, as 1.2 compared as text (1.4: by type). */
export function selectAsTextDirective(): IDirective {
  return {
    restrict: 'E',
    require: '?ngModel',
    compile(element: JQLite, attrs: IAttributes) {
      // ngOptions and ng-value options carry typed values: those compare by type, as written.
      const typed = attrs.ngOptions !== undefined || (element[0] as Element).querySelector('[ng-value],[data-ng-value],[x-ng-value]') !== null;
      return (_scope: IScope, _element: JQLite, _attrs: IAttributes, controller?: unknown) => {
        const ngModel = controller as INgModelController | null | undefined;
        if (!ngModel || typed) return;
        ngModel.$formatters.push((value: unknown) => (typeof value === 'number' ? String(value) : value));
      };
    }
  };
}
selectAsTextDirective.$inject = [] as string[];

/**
 * Config block: `ng-controller="ListCtrl"` with `function ListCtrl($scope) {...}` declared globally
 * (1.2; 1.3 stopped looking on window, 1.7 removed the switch) finds that function, with a warning.
 */
export function globalControllers($provide: auto.IProvideService, $controllerProvider: IControllerProvider & { has(name: string): boolean }): void {
  function decorate($delegate: IControllerService, $window: IWindowService, $log: { warn(text: string): void }): IControllerService {
    const warned = new Set<string>();
    const controller = function legacyController(this: unknown, expression: unknown, ...rest: unknown[]) {
      const match = typeof expression === 'string' ? /^(\S+?)(?:\s+as\s+([\w$]+))?\s*$/.exec(expression) : null;
      const global = match && !$controllerProvider.has(match[1]) ? $window[match[1]] : undefined;
      if (match && typeof global === 'function') {
        if (!warned.has(match[1])) {
          warned.add(match[1]);
          $log.warn(`zn-plugin-compat: controller "${match[1]}" is a global function, found on window as AngularJS 1.2 did; ` +
            'register it with plugin.controller(...) instead');
        }
        const [locals, later, ident] = rest as [unknown, unknown, unknown];
        return ($delegate as unknown as (...args: unknown[]) => unknown)(global, locals, later, ident || match[2]);
      }
      return ($delegate as unknown as (...args: unknown[]) => unknown).call(this, expression, ...rest);
    };
    return controller as unknown as IControllerService;
  }
  decorate.$inject = ['$delegate', '$window', '$log'];
  $provide.decorator('$controller', decorate);
}
globalControllers.$inject = ['$provide', '$controllerProvider'];

/**
 * Whether AngularJS 1.2's ngIf, ngShow and ngHide counted `value` as true: JavaScript's truth,
 * except that an empty array and the texts 'f', '0', 'false', 'no', 'n' and '[]' (any case) were
 * false (1.3 left only JavaScript's falsy values). Pure.
 */
export function legacyTruth(value: unknown): boolean {
  if (!value || (value as { length?: unknown }).length === 0) return false;
  const text = String(value).toLowerCase();
  return !['f', '0', 'false', 'no', 'n', '[]'].includes(text);
}

/** The internal filter ngIf, ngShow and ngHide expressions go through; stateful, so an array that empties is seen. */
export const TRUTH_FILTER = 'znLegacyTruth';
export function truthFilter() {
  const filter = (value: unknown) => legacyTruth(value);
  filter.$stateful = true;
  return filter;
}
truthFilter.$inject = [] as string[];

/** An expression whose value goes through `filter`; a one-time expression stays one-time. Pure. */
export function expressionThrough(expression: string, filter: string): string {
  const oneTime = /^\s*::/.test(expression);
  return `${oneTime ? '::' : ''}(${oneTime ? expression.replace(/^\s*::/, '') : expression}) | ${filter}`;
}

/** Decorator of ngIf, ngShow or ngHide (`attribute`): their expression is true or false as 1.2 read it. */
export function legacyTruthDecorator(attribute: 'ngIf' | 'ngShow' | 'ngHide') {
  function decorate($delegate: IDirective[]): IDirective[] {
    const directive = $delegate[0];
    const link = directive.link as (...args: unknown[]) => unknown;
    directive.compile = () => function legacyTruthLink(this: unknown, scope: unknown, element: unknown, attrs: IAttributes, ...rest: unknown[]) {
      if (typeof attrs[attribute] === 'string' && attrs[attribute].trim() !== '') attrs[attribute] = expressionThrough(attrs[attribute], TRUTH_FILTER);
      return link.call(this, scope, element, attrs, ...rest);
    };
    return $delegate;
  }
  decorate.$inject = ['$delegate'];
  return decorate;
}
