import type { ICompileService, IControllerService, IDirective, ITemplateCacheService } from 'angular';
import { ZnPluginRegistryService } from './types';
/**
 * `<div zn-plugin-page="host.pluginPath"></div>`: the expression gives a path such as
 * `/my-plugin/records/12`; the plugin whose route is the first segment, and its fullPage interface
 * whose routes fit the rest, is mounted with the route's parameters injected into its controller
 * as `znPluginRouteParams`. `zn-plugin-type="settings"` mounts the settings interface instead. A
 * new path remounts unless it resolves to the same interface with the same parameters.
 */
export declare const znPluginPageDirective: (string | ((registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService, $templateCache: ITemplateCacheService, $exceptionHandler: angular.IExceptionHandlerService) => IDirective))[];
