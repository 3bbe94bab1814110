import angular from 'angular';
import type { IFilterFunction, IModule } from 'angular';
import { ZnError } from '../core';
import { bindHtmlUnsafeDirective } from './bind-html-unsafe';
import { legacyCookieStoreFactory } from './cookie-store';
import { legacyHttpDecorator } from './legacy-http';
import { LEGACY_DIRECTIVES } from './markup';
import { legacyMarkupDirective } from './markup-directives';
import {
  globalControllers, KEY_ORDER_FILTER, keyOrderFilter, keyOrderRepeatDecorator, lenientCancelDecorator,
  numberInputDirective, objectPassingFilterDecorator, selectAsTextDirective, TRUTH_FILTER, truthFilter, legacyTruthDecorator
} from './runtime';
import { FilterRegistrar, recordPluginFilters, statefulFilterDecorator } from './stateful-filters';
import { watchTypeaheadPresses } from './typeahead-press';
import { aliasOf, LEGACY_SERVICES, legacyModalFactory } from './ui-bootstrap-services';

/** The module of the compatibility layer (AngularJS 1.2 and UI Bootstrap 0.12 for plugin code). */
export const LEGACY_MODULE_NAME = 'zn.plugin.compat';

/** The names of the filters plugin code registered (plugin.filter): they run on every digest. */
export const pluginFilterNames = new Set<string>();

// Registered once, when this file loads: the module, its parts, and (src/compat-layer/index.ts) the
// link to zn.plugin. The table of what each part restores is docs/compatibility.md.
const legacyModule = angular.module(LEGACY_MODULE_NAME, ['ng', 'ngSanitize', 'ui.bootstrap']);

// AngularJS 1.2
legacyModule.config(globalControllers);
legacyModule.decorator('$filter', statefulFilterDecorator(pluginFilterNames));
legacyModule.decorator('$http', legacyHttpDecorator);
legacyModule.decorator('ngRepeatDirective', keyOrderRepeatDecorator);
legacyModule.filter(KEY_ORDER_FILTER, keyOrderFilter);
legacyModule.filter(TRUTH_FILTER, truthFilter);
legacyModule.decorator('ngIfDirective', legacyTruthDecorator('ngIf'));
legacyModule.decorator('ngShowDirective', legacyTruthDecorator('ngShow'));
legacyModule.decorator('ngHideDirective', legacyTruthDecorator('ngHide'));
legacyModule.decorator('orderByFilter', objectPassingFilterDecorator);
legacyModule.decorator('filterFilter', objectPassingFilterDecorator);
legacyModule.decorator('$timeout', lenientCancelDecorator);
legacyModule.decorator('$interval', lenientCancelDecorator);
legacyModule.directive('input', numberInputDirective);
legacyModule.directive('select', selectAsTextDirective);
legacyModule.factory('$cookieStore', legacyCookieStoreFactory);

// UI Bootstrap 0.12: its directives, services and filter under their unprefixed names
LEGACY_DIRECTIVES.forEach((directive) => legacyModule.directive(directive.legacy, legacyMarkupDirective(directive)));
legacyModule.directive('bindHtmlUnsafe', bindHtmlUnsafeDirective);
legacyModule.factory('$modal', legacyModalFactory);
Object.keys(LEGACY_SERVICES).forEach((name) => legacyModule.factory(name, aliasOf(LEGACY_SERVICES[name])));
legacyModule.filter('typeaheadHighlight', aliasOf('uibTypeaheadHighlightFilter') as () => IFilterFunction);
legacyModule.run(watchTypeaheadPresses);

// Helpers 1.7 removed from the angular object, which plugin code calls.
const ng = angular as unknown as Record<string, unknown>;
if (typeof ng.lowercase !== 'function') ng.lowercase = (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text);
if (typeof ng.uppercase !== 'function') ng.uppercase = (text: unknown) => (typeof text === 'string' ? text.toUpperCase() : text);

/**
 * Puts the layer in place for the page's plugins: notes the filters registered on `plugin` from
 * now on, and adds zn.plugin.compat to zn.plugin's requires, so a host that loads zn.plugin gets
 * it without naming it. Needs zn-plugin.js loaded first.
 */
export function installLegacyLayer(plugin: FilterRegistrar | undefined): void {
  let main: IModule;
  try {
    main = angular.module('zn.plugin');
  } catch {
    main = undefined as unknown as IModule;
  }
  if (!main || !plugin || typeof plugin.filter !== 'function') {
    throw new ZnError('zn-plugin-compat', 'missing-peer', 'zn-plugin.js is not loaded; expected its script tag before zn-plugin-compat.js');
  }
  recordPluginFilters(plugin, pluginFilterNames);
  if (main.requires.indexOf(LEGACY_MODULE_NAME) < 0) main.requires.push(LEGACY_MODULE_NAME);
}
