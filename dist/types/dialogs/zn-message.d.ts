import { ZnMessageHandle, ZnMessageService } from './types';
/**
 * The banner of znMessage: a container fixed at the top of the page, with an assertive live
 * region (error, warning) and a polite one (info, saved). The container is added on first use
 * and then stays (empty and invisible), so both regions exist before any later text arrives;
 * the first message itself goes in one tick after the container.
 */
export declare class MessageBanner {
    private readonly $compile;
    private readonly $rootScope;
    private readonly $document;
    private readonly $timeout;
    private readonly $templateCache;
    private readonly $log;
    static $inject: string[];
    /** Oldest first. */
    private readonly messages;
    private container;
    private pendingInsert;
    constructor($compile: angular.ICompileService, $rootScope: angular.IRootScopeService, $document: angular.IDocumentService, $timeout: angular.ITimeoutService, $templateCache: angular.ITemplateCacheService, $log: angular.ILogService);
    /** `znMessage(message, [type], [duration])`, or `znMessage(false)` to close every message. */
    show(message: unknown, type?: unknown, duration?: unknown): ZnMessageHandle | undefined;
    private create;
    /** The same message again: restarts its timer and moves it to the top, which announces it again. */
    private repeat;
    private createContainer;
    private insert;
    private close;
    private destroy;
}
/** `znMessage`: the banner's `show`, as a function. */
export declare const znMessageFactory: (string | (($injector: angular.auto.IInjectorService) => ZnMessageService))[];
