import angular from 'angular';
import type { IAugmentedJQuery, ICompileService, IControllerService, IScope, ITemplateCacheService } from 'angular';
import { ZnPluginInterface } from '../plugin/types';
/** The services mounting needs, injected by the directive that mounts. */
export interface MountServices {
    $controller: IControllerService;
    $compile: ICompileService;
    $templateCache: ITemplateCacheService;
    $exceptionHandler: angular.IExceptionHandlerService;
}
/** A mounted interface: its element and scope, and how to take both away. */
export interface MountedInterface {
    readonly iface: ZnPluginInterface;
    readonly element: JQLite;
    destroy(): void;
}
export interface MountOptions {
    /** The directive mounting, for error messages (`znPluginLocation`). */
    service: string;
    /** Extra controller locals, such as `znPluginRouteParams`. */
    locals?: Record<string, unknown>;
    /** Heading text put above the template, as text (never compiled). */
    heading?: string;
    /** Puts the new element in the page. */
    place(element: JQLite): void;
}
/**
 * Mounts one interface the way ng-include plus ng-controller would: a wrapper element holding its
 * template (an id in $templateCache), its controller instantiated on a new child scope, then the
 * template linked to that scope. Templates are only looked up, never fetched: a template id is not
 * a URL. Anything that goes wrong goes to $exceptionHandler, nothing is left behind, and null is
 * returned, so the other interfaces still mount.
 */
export declare function mountInterface(services: MountServices, parentScope: IScope, iface: ZnPluginInterface, options: MountOptions): MountedInterface | null;
/**
 * Runs `teardown` once, when the directive's scope is destroyed or its element removed (a host
 * may do either first). Returns a check of whether that has happened, for late callbacks.
 */
export declare function tearDownOnce(scope: IScope, element: IAugmentedJQuery, teardown: () => void): () => boolean;
/**
 * Mounts the interfaces of `wanted` (already in registry order) that are not in `mounted` yet, each
 * placed before the next interface already on the page, so the page keeps the registry's order
 * however late a plugin registers. `mount` gets a `place` function that puts its element there;
 * `nodeOf` says which node of a mounted item sits in `container`. Failed mounts are kept as null,
 * so they are not retried.
 */
export declare function mountInRegistryOrder<T>(wanted: readonly ZnPluginInterface[], mounted: Map<ZnPluginInterface, T | null>, container: JQLite, nodeOf: (item: T) => Node, mount: (iface: ZnPluginInterface, place: (element: JQLite) => void) => T | null): void;
