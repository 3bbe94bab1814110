import angular from 'angular';
import type { ICompileService, IControllerService, IDirective, ITemplateCacheService } from 'angular';
import { ZnPluginRegistryService } from './types';
/**
 * `<div zn-plugin-record-overlay="record"></div>`: the expression (watched) gives the record the
 * host's overlay shows. Every recordOverlay interface is mounted for it, in registry order, each in
 * a section headed by its plugin's title (as text), its controller given the record as
 * `znPluginRecord`. Another record (another id) remounts them all; the same record (same id)
 * leaves them be. Everything mounted goes when the scope is destroyed or the element removed.
 */
export declare const znPluginRecordOverlayDirective: (string | ((registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService, $templateCache: ITemplateCacheService, $exceptionHandler: angular.IExceptionHandlerService) => IDirective))[];
