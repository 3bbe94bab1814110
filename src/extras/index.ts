import angular from 'angular';
import type { ITemplateCacheService } from 'angular';
import { registerExtraFilters } from './filters';
import { formErrorDirective } from './form-error';
import { checkListDirective, ngAutoExpandDirective, numbersOnlyDirective, znFileSelectDirective } from './input-directives';
import { FORM_SELECT_TEMPLATE, dropdownMenuPersistDirective, escDirective, znFormSelectDirective, znTooltipDirective } from './ui-directives';
import { znFormFactory } from './zn-form';
import { znTemplateCacheFactory } from './zn-template-cache';
import { znWindowFactory } from './zn-window';

/**
 * dist/zn-plugin-extras.js: the filters, directives and services Zengine's plugin runtime gave
 * every plugin besides the documented ones (docs/extras.md). Loaded after zn-plugin.js, it adds
 * them to `zn.plugin`, so a host that loads the script needs nothing else.
 *
 * Two modules, dependencies one way only (extras → zn.plugin → parts): the parts
 * (`zn.plugin.extras.parts`, depending on ngSanitize alone) are added to `zn.plugin`'s
 * dependencies, and `zn.plugin.extras`, the name plugins list, depends on `zn.plugin`. A plugin
 * module listing either gets the SDK and the extras; no module requires one that requires it.
 */
export const EXTRAS_MODULE_NAME = 'zn.plugin.extras';
/** The module that registers the extras (internal; `zn.plugin` depends on it). */
export const EXTRAS_PARTS_MODULE_NAME = 'zn.plugin.extras.parts';

const ngModule = angular.module(EXTRAS_PARTS_MODULE_NAME, ['ngSanitize']);
angular.module(EXTRAS_MODULE_NAME, ['zn.plugin']);

registerExtraFilters(ngModule);
ngModule.directive('numbersOnly', numbersOnlyDirective);
ngModule.directive('checkList', checkListDirective);
ngModule.directive('ngAutoExpand', ngAutoExpandDirective);
ngModule.directive('znFileSelect', znFileSelectDirective);
ngModule.directive('znTooltip', znTooltipDirective);
ngModule.directive('dropdownMenuPersist', dropdownMenuPersistDirective);
ngModule.directive('esc', escDirective);
ngModule.directive('formError', formErrorDirective);
ngModule.directive('znFormSelect', znFormSelectDirective);
ngModule.factory('znForm', znFormFactory);
ngModule.factory('znWindow', znWindowFactory);
ngModule.factory('znTemplateCache', znTemplateCacheFactory);

function putFormSelectTemplate($templateCache: ITemplateCacheService): void {
  if ($templateCache.get(FORM_SELECT_TEMPLATE) !== undefined) return; // a host's own markup stays
  $templateCache.put(FORM_SELECT_TEMPLATE, '<select class="form-control zn-form-select" ng-model="form.selected" ng-disabled="disabled" ' +
    'ng-options="item as item.name for item in forms track by item.id"><option value="">Select a form…</option></select>');
}
putFormSelectTemplate.$inject = ['$templateCache'];
ngModule.run(putFormSelectTemplate);

// Every injector of zn.plugin (a host's, a plugin's spec) gets the extras as well.
const sdk = angular.module('zn.plugin');
if (sdk.requires.indexOf(EXTRAS_PARTS_MODULE_NAME) === -1) sdk.requires.push(EXTRAS_PARTS_MODULE_NAME);
