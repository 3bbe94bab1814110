import type { auto } from 'angular';

/** The part of an ngRoute route definition (`$route.routes[path]`) its matcher reads. */
export interface NgRouteEntry {
  regexp?: RegExp;
  keys?: Array<{ name: string }>;
  redirectTo?: unknown;
}

/**
 * The `$routeParams` ngRoute commits for `path` and `search`: the first route (in definition
 * order) whose pattern fits gives its path parameters over the search values; no route fitting,
 * nothing (the otherwise route's), or null without an otherwise route (ngRoute changes nothing
 * then). Null for a route that redirects (its parameters are the next route's). Pure.
 */
export function routeParamsFor(routes: Readonly<Record<string, NgRouteEntry>>, path: string,
  search: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  for (const key of Object.keys(routes)) {
    const route = routes[key];
    const match = route && route.regexp instanceof RegExp ? route.regexp.exec(path) : null;
    if (!match) continue;
    if (route.redirectTo !== undefined) return null;
    const params: Record<string, unknown> = { ...search };
    const names = route.keys || [];
    for (let index = 1; index < match.length; index += 1) {
      const name = names[index - 1] && names[index - 1].name;
      if (name && match[index]) params[name] = match[index];
    }
    return params;
  }
  // ngRoute's otherwise route (its key is 'null') has no parameters; without one, ngRoute leaves $routeParams as it is
  return Object.prototype.hasOwnProperty.call(routes, 'null') ? {} : null;
}

interface NgRoute {
  routes?: Record<string, NgRouteEntry>;
  current?: { locals?: unknown };
}

/**
 * Before a plugin controller runs: when ngRoute has not yet committed the route the address shows
 * (a page opened cold, `/workspaces/1/data/2?record=2.41`, mounts the overlay's interfaces in the
 * first digest, while ngRoute resolves its route asynchronously), `$routeParams` gets now what
 * ngRoute will give it then, so the controller reads `$routeParams.record` as it does when the
 * record is opened from the grid. A host without ngRoute, or with its route committed, is left as it is.
 */
export function settleRouteParams($injector: auto.IInjectorService): void {
  if (!$injector.has('$route') || !$injector.has('$routeParams')) return;
  const $route = $injector.get<NgRoute>('$route');
  if (!$route.routes || ($route.current && $route.current.locals)) return;
  const $location = $injector.get<{ path(): string; search(): Record<string, unknown> }>('$location');
  const params = routeParamsFor($route.routes, $location.path(), $location.search());
  if (!params) return;
  const $routeParams = $injector.get<Record<string, unknown>>('$routeParams');
  Object.keys($routeParams).forEach((key) => { delete $routeParams[key]; });
  Object.assign($routeParams, params);
}
