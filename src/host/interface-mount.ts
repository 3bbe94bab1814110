import angular from 'angular';
import type { IAugmentedJQuery, ICompileService, IControllerService, IExceptionHandlerService, IScope, ITemplateCacheService, auto } from 'angular';
import { ZnError } from '../core';
import { ZnPluginInterface } from '../plugin/types';
import { settleRouteParams } from './early-route-params';

/** The services mounting needs, injected by the directive that mounts. */
export interface MountServices {
  $controller: IControllerService;
  $compile: ICompileService;
  $templateCache: ITemplateCacheService;
  $exceptionHandler: IExceptionHandlerService;
  /** Reads ngRoute's services, when the host has them, to give controllers their $routeParams. */
  $injector: auto.IInjectorService;
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
export function mountInterface(services: MountServices, parentScope: IScope, iface: ZnPluginInterface,
  options: MountOptions): MountedInterface | null {
  const { $controller, $compile, $templateCache, $exceptionHandler } = services;
  let template: unknown = $templateCache.get(iface.template);
  if (Array.isArray(template)) template = template[1]; // an $http response cached there
  if (typeof template !== 'string') {
    $exceptionHandler(new ZnError(options.service, 'template-not-found', `template "${iface.template}" of plugin "${iface.namespace}" is not in ` +
      `$templateCache; expected <script type="text/ng-template" id="${iface.template}"> in the page or $templateCache.put('${iface.template}', html)`));
    return null;
  }

  const scope = parentScope.$new() as IScope & { pluginName?: string };
  // Zengine's page gave every interface its plugin's namespace as $scope.pluginName (its docs build
  // service URLs with it; zengine-migrator rewrote it to plugin.namespace).
  scope.pluginName = iface.namespace;
  const element = angular.element('<div class="zn-plugin-interface"></div>');
  // The plugin's CSS is scoped to this attribute (src/core/css-scope.ts).
  element.attr('data-zn-plugin', iface.namespace);
  element.attr('data-zn-plugin-type', iface.type);
  const destroy = () => {
    scope.$destroy();
    element.remove();
  };
  try {
    element.html(template);
    options.place(element);
    settleRouteParams(services.$injector);
    const controller = $controller(iface.controller, { ...options.locals, $scope: scope, $element: element });
    element.data('$ngControllerController', controller);
    $compile(element.contents())(scope);
    if (options.heading) {
      element.prepend(angular.element('<h1 class="zn-plugin-page-title"></h1>').text(options.heading));
    }
  } catch (error) {
    destroy();
    $exceptionHandler(error as Error, `${options.service}: mounting the ${iface.type} interface of plugin "${iface.namespace}" ` +
      `(controller "${iface.controller}", template "${iface.template}")`);
    return null;
  }
  return { iface, element, destroy };
}

/**
 * The event that mounts a plugin's interfaces again, each with a fresh scope and its controller
 * run again, where they are on the page: `$rootScope.$broadcast(REMOUNT_EVENT, namespace)`. The
 * workbench sends it after putting a plugin's edited templates into $templateCache
 * (workbench/host/reload.js), so a template edit shows without a page reload.
 */
export const REMOUNT_EVENT = 'zn-plugin-remount';

/**
 * On each REMOUNT_EVENT heard by `scope`: the interfaces of that plugin in `mounted` are destroyed
 * and taken out, then `render` mounts them anew.
 */
export function remountOn<T extends { destroy(): void }>(scope: IScope, mounted: Map<ZnPluginInterface, T | null>, render: () => void): void {
  scope.$on(REMOUNT_EVENT, (_event, namespace: unknown) => {
    mounted.forEach((item, iface) => {
      if (iface.namespace !== namespace) return;
      item?.destroy();
      mounted.delete(iface);
    });
    render();
  });
}

/**
 * Runs `teardown` once, when the directive's scope is destroyed or its element removed (a host
 * may do either first). Returns a check of whether that has happened, for late callbacks.
 */
export function tearDownOnce(scope: IScope, element: IAugmentedJQuery, teardown: () => void): () => boolean {
  let gone = false;
  const run = () => {
    if (gone) return;
    gone = true;
    teardown();
  };
  scope.$on('$destroy', run);
  element.on('$destroy', run);
  return () => gone;
}

/**
 * Mounts the interfaces of `wanted` (already in registry order) that are not in `mounted` yet, each
 * placed before the next interface already on the page, so the page keeps the registry's order
 * however late a plugin registers. `mount` gets a `place` function that puts its element there;
 * `nodeOf` says which node of a mounted item sits in `container`. Failed mounts are kept as null,
 * so they are not retried.
 */
export function mountInRegistryOrder<T>(wanted: readonly ZnPluginInterface[], mounted: Map<ZnPluginInterface, T | null>,
  container: JQLite, nodeOf: (item: T) => Node,
  mount: (iface: ZnPluginInterface, place: (element: JQLite) => void) => T | null): void {
  wanted.forEach((iface, index) => {
    if (mounted.has(iface)) return;
    const next = wanted.slice(index + 1).map((later) => mounted.get(later)).find((item): item is T => !!item);
    mounted.set(iface, mount(iface, (element) => {
      const before = next === undefined ? null : nodeOf(next);
      if (before && before.parentNode === container[0]) container[0].insertBefore(element[0], before);
      else container.append(element);
    }));
  });
}
