/**
 * ngRoute in the frame, when the app loads angular-route: it runs as it ran on the v1 page, on the
 * page's address (the frame's `$location` reads the page's, location.ts). The routes of the
 * frame's plugin are ngRoute routes at every address the page may show them at (Zengine's v2 host:
 * `/workspaces/:workspace_id/plugins/<namespace>`, the v1 page's `/workspaces/:workspace_id/plugin/<route>`,
 * each with the interface's `routes`, and the settings pages under `/admin/`), the data pages too,
 * so `$route.current`, `$routeChangeStart`/`$routeChangeSuccess`, `$routeUpdate`, `$route.reload()`
 * and `$route.updateParams()` are ngRoute's own, and so are the routes a plugin gives
 * `$routeProvider` itself. Without angular-route, `$routeParams` and a small `$route` are the
 * runtime's (decorators.ts).
 */
import type { IRootScopeService } from 'angular';
import { ZnRegisteredPlugin } from '../plugin/types';

/** What the runtime uses of ngRoute's `$routeProvider`. */
export interface FrameRouteProvider {
  when(path: string, route: Record<string, unknown>): unknown;
}

/** The route definition the runtime gives ngRoute for a page of the plugin: nothing to render (the runtime mounts the interface). */
export interface FrameRoute {
  path: string;
  /** `fullPage`, `settings` or `data` (a data page). */
  page: string;
}

/** The ngRoute paths of `plugin`'s pages, in each form of address, and the data pages. Pure. */
export function frameRoutePaths(plugin: ZnRegisteredPlugin): FrameRoute[] {
  const paths: FrameRoute[] = [];
  const add = (path: string, page: string) => { if (!paths.some((known) => known.path === path)) paths.push({ path, page }); };
  const route = plugin.route && plugin.route !== '/' ? plugin.route : '';
  plugin.interfaces.forEach((iface) => {
    if (iface.type !== 'fullPage' && iface.type !== 'settings') return;
    const admin = iface.type === 'settings' ? '/admin' : '';
    const bases = [`/workspaces/:workspace_id${admin}/plugins/${plugin.namespace}`];
    if (route) bases.push(`/workspaces/:workspace_id${admin}/plugin${route}`);
    bases.forEach((base) => {
      add(base, iface.type);
      iface.routes.forEach((sub) => add(base + sub, iface.type));
    });
  });
  add('/workspaces/:workspace_id/data', 'data');
  add('/workspaces/:workspace_id/data/:form_id', 'data');
  return paths;
}

/** Adds the plugin's routes to ngRoute (`reloadOnSearch: false`: a new query is a `$routeUpdate`, as on the v1 page). */
export function addFrameRoutes(provider: FrameRouteProvider, plugin: ZnRegisteredPlugin): void {
  frameRoutePaths(plugin).forEach((route) => provider.when(route.path, { reloadOnSearch: false, caseInsensitiveMatch: true, znFramePage: route.page }));
}

/** `$route.reload()` mounts the interface again, as ngRoute's ng-view did on the v1 page. */
export function reloadingRoute($delegate: { reload(): void }, $rootScope: IRootScopeService): unknown {
  const reload = $delegate.reload;
  $delegate.reload = function (this: unknown) {
    reload.call(this);
    $rootScope.$broadcast('zn-frame-reload');
  };
  return $delegate;
}
reloadingRoute.$inject = ['$delegate', '$rootScope'];
