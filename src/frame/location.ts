/**
 * The host page's address inside the frame: `$location` reads the `location` of the context (kept
 * current by `locationChange`), and its setters move the page over PostRPC (`location`), never
 * the frame. `$routeParams` is what ngRoute gave a v1 plugin on the page: the page's path
 * parameters, the query, and the parameters of the interface's `routes` matched on the sub-path.
 */
import { matchSegments, parseRoutePattern } from '../plugin/route-patterns';
import { ZnPluginInterface } from '../plugin/types';

/** The `location` of the context and of `locationChange`'s `next`/`prev` (docs/v2.md). */
export interface ZnFrameLocation {
  protocol?: string;
  host?: string;
  port?: number | string;
  hash?: string;
  href?: string;
  pathname?: string;
  searchParams?: Record<string, unknown>;
  pathParams?: Record<string, string>;
}

/**
 * The parameters of a routed interface for a sub-path: `{}` for the plugin's page itself, the
 * first of its `routes` that fits otherwise, null when none does. Pure.
 */
export function interfaceRouteParams(iface: ZnPluginInterface, segments: readonly string[]): Record<string, string> | null {
  if (segments.length === 0) return {};
  for (const route of iface.routes || []) {
    const pattern = parseRoutePattern(route);
    if (typeof pattern === 'string') continue;
    const params = matchSegments(pattern, segments);
    if (params) return params;
  }
  return null;
}

/**
 * `$routeParams` as the page's ngRoute gave it: the page route's path parameters (`workspace_id`,
 * `form_id`; not the host's `plugin_route`, which no v1 route had) over the query, the
 * sub-route's over both. Pure.
 */
export function frameRouteParams(location: ZnFrameLocation, routeParams: Record<string, string> | null): Record<string, unknown> {
  const pathParams: Record<string, unknown> = { ...(location.pathParams || {}) };
  delete pathParams.plugin_route;
  return { ...(location.searchParams || {}), ...pathParams, ...(routeParams || {}) };
}

function searchString(search: Record<string, unknown>): string {
  const parts: string[] = [];
  Object.keys(search).forEach((key) => {
    const value = search[key];
    if (value === undefined || value === null || value === false) return;
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item) => parts.push(item === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`));
  });
  return parts.length ? '?' + parts.join('&') : '';
}

function paramsOf(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  search.forEach((value, key) => { params[key] = value; });
  return params;
}

/** `$location.url()` of a location: path, query and hash. Pure. */
export function urlOf(location: ZnFrameLocation): string {
  return (location.pathname || '/') + searchString(location.searchParams || {}) + (location.hash ? '#' + location.hash : '');
}

/** The page's absolute address (`href`), rebuilt after a local change. Pure. */
export function absUrlOf(location: ZnFrameLocation): string {
  let origin = '';
  try {
    if (location.href) origin = new URL(location.href).origin;
  } catch {
    origin = '';
  }
  if (!origin && location.protocol && location.host) {
    const protocol = String(location.protocol).replace(/:$/, '');
    const host = String(location.host);
    const port = location.port && !host.includes(':') && String(location.port) !== '80' && String(location.port) !== '443' ? ':' + location.port : '';
    origin = `${protocol}://${host}${port}`;
  }
  return origin + urlOf(location);
}

/** What the facade asks the host to do (over PostRPC `location`). */
export type LocationMove = { method: 'navigate'; args: [string] } | { method: 'searchParams'; args: [string, string | null] } | { method: 'hash'; args: [string] };

/**
 * The `$location` of the frame. Reads come from `current()`; a setter changes the local copy at
 * once (so the next read sees it, and `$locationChange*` fire through `changed`) and asks the
 * host to move the page (`move`), to `hostPath(path)` (place.ts, `hostPathFor`).
 */
export function locationFacade(current: () => ZnFrameLocation, change: (next: ZnFrameLocation) => void, move: (moves: LocationMove[]) => void,
  hostPath: (pathname: string) => string = (pathname) => pathname): Record<string, unknown> {
  const facade: Record<string, unknown> = {};
  const set = (next: ZnFrameLocation, moves: LocationMove[]) => {
    change(next);
    move(moves);
    return facade;
  };
  // a path is the page's as the host has it (a v1 address of the plugin's own page: the host's form of it)
  const navigateTo = (given: ZnFrameLocation) => {
    const next = { ...given, pathname: hostPath(given.pathname || '/') };
    return set(next, [{ method: 'navigate', args: [urlOf(next).replace(/^\/+/, '')] }]);
  };
  Object.assign(facade, {
    absUrl: () => absUrlOf(current()),
    protocol: () => String(current().protocol || '').replace(/:$/, ''),
    host: () => String(current().host || '').replace(/:\d+$/, ''),
    port: () => Number(current().port) || Number((/:(\d+)$/.exec(String(current().host || '')) || [])[1]) || null,
    state: () => null,
    replace: () => facade,
    url(url?: string) {
      if (url === undefined) return urlOf(current());
      const parsed = new URL(url, 'http://frame.invalid');
      return navigateTo({ ...current(), pathname: parsed.pathname, searchParams: paramsOf(parsed.searchParams), hash: parsed.hash.replace(/^#/, '') });
    },
    path(path?: string) {
      if (path === undefined) return current().pathname || '/';
      return navigateTo({ ...current(), pathname: '/' + String(path).replace(/^\/+/, '') });
    },
    hash(hash?: string) {
      if (hash === undefined) return current().hash || '';
      const value = hash === null ? '' : String(hash);
      return set({ ...current(), hash: value }, [{ method: 'hash', args: [value] }]);
    },
    search(search?: string | Record<string, unknown>, value?: unknown) {
      const now = current().searchParams || {};
      if (search === undefined) return { ...now };
      if (typeof search === 'string' && arguments.length < 2) {
        return (facade.url as (url: string) => unknown)(`${current().pathname || '/'}?${search.replace(/^\?/, '')}`);
      }
      const next: Record<string, unknown> = typeof search === 'string' ? { ...now, [search]: value } : { ...search };
      const keys = Array.from(new Set(Object.keys(now).concat(Object.keys(next))));
      const moves: LocationMove[] = [];
      keys.forEach((key) => {
        const after = next[key];
        if (after === undefined || after === null || after === false) {
          delete next[key];
          if (now[key] !== undefined) moves.push({ method: 'searchParams', args: [key, null] });
        } else if (String(after) !== String(now[key])) {
          moves.push({ method: 'searchParams', args: [key, String(after)] });
        }
      });
      return set({ ...current(), searchParams: next }, moves);
    }
  });
  return facade;
}
