import type { IControllerProvider, ITemplateCacheService, auto } from 'angular';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { ZnPlugin } from '../../src/plugin/types';

/**
 * A plugin object around a catalog of this spec's own, which the next injector's
 * znPluginRegistry reads: registrations never leak from one spec to another. Call it before
 * inject(). Its definitions still go through the SDK's registrar, so names must be unique.
 */
export function pluginForThisSpec(catalog = new PluginCatalog()): ZnPlugin {
  angular.mock.module('zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
    $provide.value('znPluginCatalog', catalog);
  }]);
  return createPlugin(catalog, pluginRegistrar);
}

/** The dash form of a camelCase name: `hostSpec7` → `host-spec7`. */
export function dashed(name: string): string {
  return name.replace(/[A-Z]/g, (capital) => '-' + capital.toLowerCase());
}

let counter = 0;
/** A name no other spec uses (AngularJS modules outlive specs): `hostSpec7` + suffix. */
export function uniqueName(suffix = ''): string {
  counter += 1;
  return `hostSpec${counter}${suffix}`;
}

/** Registers controllers in the next injector only (no trace on the zn.plugin module). */
export function withControllers(controllers: Record<string, any[]>): void {
  angular.mock.module(['$controllerProvider', ($controllerProvider: IControllerProvider) => {
    Object.keys(controllers).forEach((name) => $controllerProvider.register(name, controllers[name]));
  }]);
}

/** Puts templates in the next injector's $templateCache, as <script type="text/ng-template"> would. */
export function withTemplates(templates: Record<string, string>): void {
  angular.mock.module(['$provide', ($provide: auto.IProvideService) => {
    $provide.decorator('$templateCache', ['$delegate', ($templateCache: ITemplateCacheService) => {
      Object.keys(templates).forEach((id) => $templateCache.put(id, templates[id]));
      return $templateCache;
    }]);
  }]);
}
