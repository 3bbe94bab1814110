import angular from 'angular';
import { ZnError } from './core';
import { optionalPeerRequires, peerRequires } from './peers';
import { ZnConfigProvider } from './config/zn-config';
import { znDataFactory } from './data/zn-data';
import { znPluginDataFactory } from './data/zn-plugin-data';
import { znPluginEventsFactory } from './events/zn-plugin-events';
import { CookieJar } from './storage/cookie-jar';
import { LocalStore } from './storage/local-store';
import { ZnCookiesProvider } from './storage/zn-cookies';
import { ZnLocalStorageProvider } from './storage/zn-local-storage';
import { pluginCatalog, pluginRegistrar } from './plugin/default-plugin';
import { znPluginLocationDirective } from './host/zn-plugin-location';
import { znPluginPageDirective } from './host/zn-plugin-page';
import { znPluginRecordOverlayDirective } from './host/zn-plugin-record-overlay';
import { znPluginRegistryFactory } from './host/zn-plugin-registry';
import { ZnPluginRoutesProvider } from './host/plugin-routes';
import { logPluginWarnings } from './host/plugin-warnings';
import { PLUGIN_WINDOW, pageWindow, pluginWindowLocals } from './plugin/plugin-window';
import { hashLinkDirective } from './zengine-ui/hash-link';
import { CurrentUser } from './zengine-ui/current-user';
import { znDatetimepickerWrapperDirective } from './zengine-ui/datetimepicker-wrapper';
import { znNumericValueFilter } from './zengine-ui/numeric-value';
import { uiDraggableDirective } from './zengine-ui/ui-draggable';
import { znUserDateFilter } from './zengine-ui/user-date';
import { validateDirective } from './zengine-ui/validate';
import { DialogOpener } from './dialogs/dialog-opener';
import { putDialogTemplates } from './dialogs/templates';
import { znConfirmFactory } from './dialogs/zn-confirm';
import { znMessageFactory } from './dialogs/zn-message';
import { znModalFactory } from './dialogs/zn-modal';
import { filterBuilderComponent } from './filters/builder/filter-builder.component';
import { filterConditionComponent } from './filters/builder/filter-condition.component';
import { filterDateStringDirective } from './filters/builder/date-string.directive';
import { filterGroupComponent } from './filters/builder/filter-group.component';
import { putFilterTemplates } from './filters/builder/templates';
import { ZnFilterBuilderTextProvider } from './filters/builder/text';
import { inlineFilterDirective } from './filters/builder/zn-inline-filter.directive';
import { ZnFiltersPanel } from './filters/builder/zn-filters-panel';
import { znFilterMatcherFactory } from './filters/zn-filter-matcher';

/** The name of the AngularJS module a host or plugin adds to its dependencies. */
export const MODULE_NAME = 'zn.plugin';

/**
 * The module a host adds (with angular-route loaded) to get ngRoute routes for plugin pages, as on
 * Zengine: `/workspaces/:workspace_id/plugin/<route>` and `/workspaces/:workspace_id/admin/plugin/<route>`.
 */
export const ROUTES_MODULE_NAME = 'zn.plugin.routes';

if (!angular || typeof angular.module !== 'function') {
  throw new ZnError('zn-plugin', 'missing-peer', 'AngularJS was not found; expected script tags for angular.js, ' +
    'angular-sanitize.js and ui-bootstrap-tpls.js before zn-plugin.js');
}

// Every injectable is registered here, in one place, so import order never matters. The peers
// (ngSanitize, ui.bootstrap) are checked when an injector loads the module (src/peers.ts); the
// typings allow only names in `requires`, AngularJS also takes config functions there.
// One array: peerRequires' guard swaps a missing peer's name in that very array as the injector
// loads it, so the optional peers are added to it, never to a copy.
const moduleRequires = peerRequires(angular);
moduleRequires.push(...optionalPeerRequires(angular));
const ngModule = angular.module(MODULE_NAME, moduleRequires as string[]);

ngModule.provider('znConfig', ZnConfigProvider);
// Data layer: the REST API, plugin backends, and the event bus its events go through.
// znRandom and znNow (internal) are the jitter and the clock of retries: specs inject fixed ones.
ngModule.value('znRandom', () => Math.random());
ngModule.value('znNow', () => Date.now());
ngModule.factory('znData', znDataFactory);
ngModule.factory('znPluginData', znPluginDataFactory);
ngModule.factory('znPluginEvents', znPluginEventsFactory);
// Storage: the two public services, and the internal browser access specs can fake.
ngModule.service('znLocalStore', LocalStore);
ngModule.service('znCookieJar', CookieJar);
ngModule.provider('znLocalStorage', ZnLocalStorageProvider);
ngModule.provider('znCookies', ZnCookiesProvider);
// Host side: the `plugin` object queues plugin definitions on this module before bootstrap and
// registers them through the providers this config block captures after; the registry reads
// the catalog of plugin.register (internal: specs swap it for a fresh one); the directives mount
// plugin interfaces.
pluginRegistrar.queueOn(ngModule);
ngModule.config(pluginRegistrar.captureProviders);
ngModule.value('znPluginCatalog', pluginCatalog);
// What plugin code's `$window` is (the page's window here; the frame's runtime decorates it).
ngModule.factory(PLUGIN_WINDOW, pageWindow);
ngModule.decorator('$controller', pluginWindowLocals);
ngModule.factory('znPluginRegistry', znPluginRegistryFactory);
ngModule.run(logPluginWarnings);
ngModule.directive('znPluginLocation', znPluginLocationDirective);
ngModule.directive('znPluginPage', znPluginPageDirective);
// Dialogs: their templates in $templateCache under zn/template/..., the internal opener that
// znModal and znConfirm share, and the three services.
ngModule.run(putDialogTemplates);
ngModule.service('znDialogOpener', DialogOpener);
ngModule.factory('znModal', znModalFactory);
ngModule.factory('znConfirm', znConfirmFactory);
ngModule.factory('znMessage', znMessageFactory);
// Filter builder: its templates under zn/template/filters/..., the text dictionary, the builder's
// internal components, and the two front doors (zn-inline-filter, znFiltersPanel).
ngModule.run(putFilterTemplates);
ngModule.provider('znFilterBuilderText', ZnFilterBuilderTextProvider);
ngModule.component('znFilterBuilder', filterBuilderComponent);
ngModule.component('znFilterGroup', filterGroupComponent);
ngModule.component('znFilterCondition', filterConditionComponent);
ngModule.directive('znFilterDateString', filterDateStringDirective);
ngModule.directive('znInlineFilter', inlineFilterDirective);
ngModule.service('znFiltersPanel', ZnFiltersPanel);
// Filter matcher: a pure function (src/filters/matcher) behind the SDK's name.
ngModule.factory('znFilterMatcher', znFilterMatcherFactory);
// Host side: mounts the recordOverlay interfaces for the record the host's overlay shows.
ngModule.directive('znPluginRecordOverlay', znPluginRecordOverlayDirective);
// What Zengine gave every plugin: links with href="#" or "" never navigate; the documented
// directives and filters; the current user they read the date format from (internal).
ngModule.directive('a', hashLinkDirective);
ngModule.service('znCurrentUser', CurrentUser);
ngModule.directive('znDatetimepickerWrapper', znDatetimepickerWrapperDirective);
ngModule.directive('uiDraggable', uiDraggableDirective);
ngModule.directive('validate', validateDirective);
ngModule.filter('znUserDate', znUserDateFilter);
ngModule.filter('znNumericValue', znNumericValueFilter);

// Routing (a module of its own, since it needs ngRoute): an ngRoute route per plugin page, added
// as plugins register; the run block starts that.
const routesModule = angular.module(ROUTES_MODULE_NAME, ['ngRoute', MODULE_NAME]);
routesModule.provider('znPluginRoutes', ZnPluginRoutesProvider);
routesModule.run(startPluginRoutes);

/** Run block: asking for znPluginRoutes creates it, which adds the routes of the plugins registered. */
function startPluginRoutes(routes: unknown): void {
  void routes;
}
startPluginRoutes.$inject = ['znPluginRoutes'];
