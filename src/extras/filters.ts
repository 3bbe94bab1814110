import type { IFilterService, IModule } from 'angular';
import { countryName, createdByOf, currencySymbolOf, stateName } from './lookups';
import { renderMarkdown } from './markdown';
import { article, camelCase, capitalize, escapeHtml, fieldName, formFieldTitle, pluralize, singularize, trim, truncate, urlEncode } from './text';

type AnyFilter = (...args: any[]) => unknown;

/** A filter whose output follows something besides its input (the host's lists on $rootScope). */
function stateful(filter: AnyFilter): AnyFilter {
  (filter as { $stateful?: boolean }).$stateful = true;
  return filter;
}

/** `{{ field | znPresentationalText }}`: a presentational field's label, rendered as Markdown when its settings say so. */
function presentationalText(field: unknown, markdown: (text: unknown) => unknown): unknown {
  const { label, settings } = (field && typeof field === 'object' ? field : {}) as { label?: unknown; settings?: { properties?: { markdown?: unknown } } };
  const text = label || '';
  return settings && settings.properties && settings.properties.markdown ? markdown(text) : text;
}

/** Registers the filters of Zengine's plugin runtime that are not in the documented list. */
export function registerExtraFilters(ngModule: IModule): void {
  const plain: Record<string, AnyFilter> = {
    truncate, pluralize, singularize, capitalize, article, urlEncode, formFieldTitle, trim, camelCase, escapeHtml, fieldName
  };
  Object.keys(plain).forEach((name) => {
    const factory = () => plain[name];
    factory.$inject = [] as string[];
    ngModule.filter(name, factory);
  });

  // Zengine's host kept its lists on $rootScope (states, countries, currencies): read at each call.
  const lookup = (read: (code: unknown, list: unknown) => unknown, listName: string) => {
    const factory = ($rootScope: Record<string, unknown>) => stateful((code: unknown) => read(code, $rootScope[listName]));
    factory.$inject = ['$rootScope'];
    return factory;
  };
  ngModule.filter('state', lookup(stateName, 'states'));
  ngModule.filter('country', lookup(countryName, 'countries'));
  ngModule.filter('znCurrencySymbol', lookup(currencySymbolOf, 'currencies'));

  const createdBy = () => createdByOf;
  createdBy.$inject = [] as string[];
  ngModule.filter('createdBy', createdBy);

  // The wrapper's userDate is znUserDate under its older name.
  const userDate = ($filter: IFilterService) => $filter('znUserDate') as AnyFilter;
  userDate.$inject = ['$filter'];
  ngModule.filter('userDate', userDate);

  // Markdown becomes HTML for ng-bind-html; $sanitize passes it as well, so no input can add script.
  const markdown = ($sanitize: (html: string) => string) => (text: unknown) => (text ? $sanitize(renderMarkdown(String(text))) : text);
  markdown.$inject = ['$sanitize'];
  ngModule.filter('znMarkdown', markdown);
  const presentational = ($filter: IFilterService) => (field: unknown) => presentationalText(field, $filter('znMarkdown'));
  presentational.$inject = ['$filter'];
  ngModule.filter('znPresentationalText', presentational);
}
