import { DialogSpec } from './modal-options';
import { ZnModalHandle } from './types';
/**
 * Opens dialogs from checked specs; shared by znModal and znConfirm (internal, registered as
 * `znDialogOpener`). Knows every dialog that is open or loading its template, for `unique`, and
 * closes them all when the application's root scope is destroyed.
 */
export declare class DialogOpener {
    static $inject: string[];
    private readonly dialogs;
    private readonly services;
    constructor($compile: angular.ICompileService, $rootScope: angular.IRootScopeService, $document: angular.IDocumentService, $window: angular.IWindowService, $timeout: angular.ITimeoutService, $q: angular.IQService, $templateCache: angular.ITemplateCacheService, $templateRequest: angular.ITemplateRequestService, $exceptionHandler: angular.IExceptionHandlerService);
    open(spec: DialogSpec): ZnModalHandle;
    /** `unique`: true closes every other dialog, a class name those that carry it. */
    private closeOthers;
}
