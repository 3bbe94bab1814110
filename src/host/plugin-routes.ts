import type { ILocationService, IRootScopeService, IScope } from 'angular';
/** What this file uses of ngRoute's `$routeProvider` (typed here, so the SDK's declarations need no ngRoute types). */
interface IRouteProvider {
  when(path: string, route: { template: string; reloadOnSearch: boolean; controller: unknown }): unknown;
}
/** What this file uses of ngRoute's `$route`. */
interface IRouteService {
  reload(): void;
}
import { ZnError, describeValue, isPlainObject } from '../core';
import { ZnPluginInterface, ZnRegisteredPlugin } from '../plugin/types';
import { ZnPluginRegistryService } from './types';

const SERVICE = 'znPluginRoutes';

/** Where plugin pages live, as on Zengine: `/workspaces/12/plugin/my-plugin` and `/workspaces/12/admin/plugin/my-plugin`. */
export interface ZnPluginRoutePaths {
  /** The path fullPage interfaces live under (default `/workspaces/:workspace_id/plugin`). */
  fullPage: string;
  /** The path settings interfaces live under (default `/workspaces/:workspace_id/admin/plugin`). */
  settings: string;
}

export const DEFAULT_ROUTE_PATHS: Readonly<ZnPluginRoutePaths> = Object.freeze({
  fullPage: '/workspaces/:workspace_id/plugin',
  settings: '/workspaces/:workspace_id/admin/plugin'
});

/** One ngRoute route of a plugin: its path pattern, the interface it shows and how many segments precede the plugin's route. */
export interface ZnPluginRoute {
  readonly path: string;
  readonly interface: ZnPluginInterface;
  readonly prefixSegments: number;
}

/**
 * The ngRoute paths of a registered plugin's fullPage and settings interfaces: the plugin's route
 * under the prefix of its type, then each of the interface's `routes` under that
 * (`routes: ['/:id']` → `/workspaces/:workspace_id/plugin/my-plugin/:id`). Pure.
 */
export function pluginRoutes(plugin: ZnRegisteredPlugin, paths: ZnPluginRoutePaths = DEFAULT_ROUTE_PATHS): ZnPluginRoute[] {
  if (!plugin.route) return [];
  const routes: ZnPluginRoute[] = [];
  plugin.interfaces.forEach((iface) => {
    if (iface.type !== 'fullPage' && iface.type !== 'settings') return;
    const prefix = paths[iface.type];
    const prefixSegments = prefix.split('/').filter(Boolean).length;
    const base = prefix + plugin.route;
    routes.push({ path: base, interface: iface, prefixSegments });
    iface.routes.forEach((sub) => routes.push({ path: base + sub, interface: iface, prefixSegments }));
  });
  return routes;
}

/** The template an ngRoute route of a plugin renders: the page directive, given the path below the prefix. */
function routeTemplate(type: string): string {
  return `<div class="zn-plugin-route" zn-plugin-page="znPluginPath" zn-plugin-type="${type}"></div>`;
}

/** The `znPluginRoutes` service: what a host's nav needs to link to plugin pages. */
export interface ZnPluginRoutesService {
  /** Every ngRoute route added for plugins so far. */
  routes(): ZnPluginRoute[];
  /**
   * The URL path of a plugin's page in a workspace: `href('myPlugin', 12)` →
   * `/workspaces/12/plugin/my-plugin`; `type` 'settings' for its settings page; undefined when the
   * plugin has no such interface.
   */
  href(namespace: string, workspaceId: number | string, type?: 'fullPage' | 'settings'): string | undefined;
}

/**
 * `znPluginRoutesProvider` (module `zn.plugin.routes`, which needs ngRoute): adds an ngRoute route
 * for every fullPage and settings interface registered (now or later), so plugin controllers get
 * `$routeParams.workspace_id`, their sub-route's params and the query. `paths({...})` in a config
 * block moves the prefixes. Leave the module out of the host's dependencies to route by yourself.
 */
export class ZnPluginRoutesProvider {
  static $inject = ['$routeProvider'];

  private readonly options: ZnPluginRoutePaths = { ...DEFAULT_ROUTE_PATHS };
  private readonly added: ZnPluginRoute[] = [];

  constructor(private readonly $routeProvider: IRouteProvider) {}

  /** Changes where plugin pages live; each is a path such as '/w/:workspace_id/plugin'. */
  paths(paths: Partial<ZnPluginRoutePaths>): ZnPluginRoutesProvider {
    if (!isPlainObject(paths)) throw new ZnError(SERVICE, 'bad-params', `paths(paths) expects an object such as { fullPage: '/w/:workspace_id/plugin' }; got ${describeValue(paths)}`);
    (Object.keys(paths) as Array<keyof ZnPluginRoutePaths>).forEach((key) => {
      const value = paths[key];
      if (key !== 'fullPage' && key !== 'settings') throw new ZnError(SERVICE, 'bad-params', `paths(paths): unknown key "${key}"; expected fullPage or settings`);
      if (typeof value !== 'string' || !/^\/[^?#]*[^/?#]$/.test(value) || !value.includes(':workspace_id')) {
        throw new ZnError(SERVICE, 'bad-params', `paths(paths): ${key} must be a path with :workspace_id such as '/workspaces/:workspace_id/plugin'; got ${describeValue(value)}`);
      }
      this.options[key] = value;
    });
    return this;
  }

  /** The routes added so far (a copy). */
  addedRoutes(): ZnPluginRoute[] {
    return this.added.slice();
  }

  /** Where pages of that type live, e.g. '/workspaces/:workspace_id/plugin'. */
  pathOf(type: 'fullPage' | 'settings'): string {
    return this.options[type];
  }

  /** Adds the routes of `plugin` to $routeProvider (once per path); returns the routes added. */
  addPlugin(plugin: ZnRegisteredPlugin): ZnPluginRoute[] {
    const fresh = pluginRoutes(plugin, this.options).filter((route) => !this.added.some((known) => known.path === route.path));
    fresh.forEach((route) => {
      const segments = route.prefixSegments;
      this.$routeProvider.when(route.path, {
        template: routeTemplate(route.interface.type),
        // A query change (the host's record overlay, ?form=&record=) keeps the page mounted;
        // $routeParams still follows the query ($routeUpdate).
        reloadOnSearch: false,
        // A function, not an arrow: AngularJS instantiates controllers with new.
        controller: pluginPageController(segments)
      });
      this.added.push(route);
    });
    return fresh;
  }

  readonly $get = pluginRoutesFactory(this);
}

/** The controller of a plugin page's route: the path below the prefix, for the page directive. */
function pluginPageController(segments: number) {
  // A function, not an arrow: AngularJS instantiates controllers with new.
  function ZnPluginRouteController(this: unknown, $scope: IScope & { znPluginPath?: string }, $location: ILocationService): void {
    // The page directive matches the path below the prefix: '/my-plugin/12'.
    $scope.znPluginPath = '/' + $location.path().split('/').filter(Boolean).slice(segments).join('/');
  }
  ZnPluginRouteController.$inject = ['$scope', '$location'];
  return ZnPluginRouteController;
}

/** The provider's `$get`: adds the routes of every plugin registered, now and later. */
function pluginRoutesFactory(provider: ZnPluginRoutesProvider) {
  function znPluginRoutesFactory(registry: ZnPluginRegistryService, $route: IRouteService, $location: ILocationService,
    $rootScope: IRootScopeService): ZnPluginRoutesService {
    const add = (plugin: ZnRegisteredPlugin) => {
      const fresh = provider.addPlugin(plugin);
      // A plugin registered after the page was asked for: show it now that its route exists.
      const here = $location.path();
      if (fresh.some((route) => matchesPattern(route.path, here))) $route.reload();
    };
    registry.plugins().forEach((plugin) => provider.addPlugin(plugin));
    const stop = registry.onRegister(add);
    $rootScope.$on('$destroy', stop);
    return {
      routes: () => provider.addedRoutes(),
      href: (namespace: string, workspaceId: number | string, type: 'fullPage' | 'settings' = 'fullPage') => {
        const plugin = registry.get(namespace);
        if (!plugin || !plugin.route || !plugin.interfaces.some((iface) => iface.type === type)) return undefined;
        return provider.pathOf(type).replace(':workspace_id', encodeURIComponent(String(workspaceId))) + plugin.route;
      }
    };
  }
  znPluginRoutesFactory.$inject = ['znPluginRegistry', '$route', '$location', '$rootScope'];
  return znPluginRoutesFactory;
}

/** True when `path` fits the ngRoute-style `pattern` (literal segments and `:name` params). */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}
