import { DialogSpec } from './modal-options';
import { ModalStack } from './modal-stack';
import { ZnModalHandle } from './types';
/** The services a dialog works with (injected once by DialogOpener). */
export interface DialogServices {
    $compile: angular.ICompileService;
    $rootScope: angular.IRootScopeService;
    $document: angular.IDocumentService;
    $timeout: angular.ITimeoutService;
    $q: angular.IQService;
    $templateCache: angular.ITemplateCacheService;
    $templateRequest: angular.ITemplateRequestService;
    $exceptionHandler: angular.IExceptionHandlerService;
    stack: ModalStack;
    /** Links a new copy of the frame (zn/template/modal.html, compiled once) to `scope`. */
    linkFrame(scope: angular.IScope): JQLite;
}
/** What the dialog's template binds to, as `dialog` on its own isolated scope. */
export interface DialogModel {
    title: string;
    titleId: string;
    label: string;
    role: string;
    describedBy: string | null;
    classes: string;
    closeButton: boolean;
    buttons: Array<{
        name: string;
        className: string;
    }>;
    busy: boolean;
    click(name: string): void;
    dismiss(): void;
}
/** What the dialog tells its opener. */
export interface DialogHooks {
    /** Just before it enters the page (where `unique` closes the others). */
    beforeShow(dialog: ModalDialog): void;
    /** Once it has closed. */
    closed(dialog: ModalDialog): void;
}
/**
 * One dialog, from opening to closing. The frame (title, close button, buttons) is compiled from
 * `zn/template/modal.html` on a scope of its own; the body on the content scope (spec 4.5 scope
 * rules), so the frame's names never collide with the plugin's.
 */
export declare class ModalDialog {
    readonly spec: DialogSpec;
    private readonly services;
    private readonly hooks;
    readonly handle: ZnModalHandle;
    private readonly contentScope;
    private readonly closedDeferred;
    private readonly openedDeferred;
    private readonly buttons;
    private readonly stopWatchingScope;
    private frameScope;
    private layer;
    private entry;
    private focusTimer;
    private isClosed;
    private contentScopeDestroyed;
    constructor(spec: DialogSpec, services: DialogServices, hooks: DialogHooks);
    /** The classes given in `classes`, for `unique`. */
    hasClass(name: string): boolean;
    /** Loads the body template (templateUrl first), then puts the dialog in the page. */
    open(): void;
    /** Closes the dialog: destroys its scopes, removes its DOM, gives focus back, resolves `closed`. */
    close(result: unknown): void;
    private createContentScope;
    private show;
    private focusInitial;
}
