import type { ICompileService, IControllerService, IDirective, ITemplateCacheService } from 'angular';
import { ZnPluginRegistryService } from './types';
/**
 * `<div zn-plugin-location="zn-plugin-form-top"></div>`: mounts every inline interface registered
 * at that location, higher order first, each with its template and controller in a child scope.
 * Plugins that register later are added in their place; everything mounted is destroyed when the
 * location's scope is destroyed or its element removed.
 */
export declare const znPluginLocationDirective: (string | ((registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService, $templateCache: ITemplateCacheService, $exceptionHandler: angular.IExceptionHandlerService) => IDirective))[];
