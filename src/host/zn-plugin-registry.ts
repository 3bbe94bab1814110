import type { IRootScopeService } from 'angular';
import { ZnError, describeValue, isPlainObject } from '../core';
import { INTERFACE_TYPES, PLUGIN_LOCATIONS, ROUTED_TYPES, isInterfaceType, isPluginLocation } from '../plugin/plugin-model';
import { PluginCatalog } from '../plugin/plugin-catalog';
import { matchSegments, parseRoutePattern, splitPath } from '../plugin/route-patterns';
import { ZnPluginInterface, ZnRegisteredPlugin } from '../plugin/types';
import { ZnPluginInterfaceQuery, ZnPluginMatch, ZnPluginRegistryService } from './types';

const SERVICE = 'znPluginRegistry';
const QUERY_KEYS = ['type', 'location', 'namespace'];

/** Higher order first; interfaces without an order after those with one; otherwise as registered. */
function byOrder(a: ZnPluginInterface, b: ZnPluginInterface): number {
  if (a.order === b.order) return 0;
  if (a.order === undefined) return 1;
  if (b.order === undefined) return -1;
  return b.order - a.order;
}

function checkQuery(query: unknown): ZnPluginInterfaceQuery {
  if (query === undefined) return {};
  if (!isPlainObject(query)) {
    throw new ZnError(SERVICE, 'bad-query', `interfaces(query) expects an object such as { location: 'zn-plugin-form-top' }; got ${describeValue(query)}`);
  }
  for (const key of Object.keys(query)) {
    if (!QUERY_KEYS.includes(key)) throw new ZnError(SERVICE, 'unknown-option', `interfaces(query): unknown key "${key}"; expected one of ${QUERY_KEYS.join(', ')}`);
  }
  if (query.type !== undefined && !isInterfaceType(query.type)) {
    throw new ZnError(SERVICE, 'unknown-interface-type', `interfaces(query): type must be one of ${INTERFACE_TYPES.join(', ')}; got ${describeValue(query.type)}`);
  }
  if (query.location !== undefined && !isPluginLocation(query.location)) {
    throw new ZnError(SERVICE, 'unknown-location', `interfaces(query): location must be one of ${PLUGIN_LOCATIONS.join(', ')}; got ${describeValue(query.location)}`);
  }
  if (query.namespace !== undefined && typeof query.namespace !== 'string') {
    throw new ZnError(SERVICE, 'bad-namespace', `interfaces(query): namespace must be a string; got ${describeValue(query.namespace)}`);
  }
  return query as ZnPluginInterfaceQuery;
}

/**
 * The interface of `plugin` of `type` whose routes fit `segments` (the path after the plugin's
 * route), with its parameters; the plugin's route alone fits every routed interface.
 */
function matchInterface(plugin: ZnRegisteredPlugin, type: string, segments: string[]): ZnPluginMatch | null {
  const iface = plugin.interfaces.find((candidate) => candidate.type === type);
  if (!iface) return null;
  const patterns = segments.length === 0 ? [[]] : iface.routes.map((route) => parseRoutePattern(route));
  for (const pattern of patterns) {
    const params = typeof pattern === 'string' ? null : matchSegments(pattern, segments);
    if (params) return { plugin, interface: iface, params: Object.freeze(params) };
  }
  return null;
}

/**
 * `znPluginRegistry`: the host's view of what plugins registered (in `znPluginCatalog`). Lists
 * are new arrays of the same frozen objects, so `$watchCollection` sees only real changes; a
 * registration made outside AngularJS triggers a digest so such watchers run.
 */
export function znPluginRegistryFactory(catalog: PluginCatalog, $rootScope: IRootScopeService): ZnPluginRegistryService {
  const subscriptions = new Set<() => void>();
  function subscribe(listener: (plugin: ZnRegisteredPlugin) => void): () => void {
    const stop = catalog.subscribe((plugin) => $rootScope.$evalAsync(() => listener(plugin)));
    subscriptions.add(stop);
    return () => { stop(); subscriptions.delete(stop); };
  }
  subscribe(() => undefined); // $evalAsync alone starts the digest
  // The catalog outlives injectors (a spec's, a torn-down app's): let go of this one's listeners.
  $rootScope.$on('$destroy', () => { subscriptions.forEach((stop) => stop()); subscriptions.clear(); });

  return {
    plugins: () => catalog.plugins(),

    get(namespace: string) {
      if (typeof namespace !== 'string') throw new ZnError(SERVICE, 'bad-namespace', `get(namespace) expects a string such as 'myPlugin'; got ${describeValue(namespace)}`);
      return catalog.plugins().find((plugin) => plugin.namespace === namespace);
    },

    interfaces(query?: ZnPluginInterfaceQuery) {
      const { type, location, namespace } = checkQuery(query);
      const all: ZnPluginInterface[] = [];
      catalog.plugins().forEach((plugin) => all.push(...plugin.interfaces));
      return all
        .filter((iface) => (type === undefined || iface.type === type) &&
          (location === undefined || iface.location === location) &&
          (namespace === undefined || iface.namespace === namespace))
        .sort(byOrder);
    },

    match(path: string, type: 'fullPage' | 'settings' = 'fullPage') {
      if (typeof path !== 'string') throw new ZnError(SERVICE, 'bad-path', `match(path) expects a path such as '/my-plugin/12'; got ${describeValue(path)}`);
      if (!ROUTED_TYPES.includes(type)) {
        throw new ZnError(SERVICE, 'unknown-interface-type', `match(path, type): type must be one of ${ROUTED_TYPES.join(', ')}; got ${describeValue(type)}`);
      }
      const segments = splitPath(path);
      if (!segments || segments.length === 0) return null;
      const plugin = catalog.plugins().find((candidate) => candidate.route === '/' + segments[0]);
      return plugin ? matchInterface(plugin, type, segments.slice(1)) : null;
    },

    onRegister(listener: (plugin: ZnRegisteredPlugin) => void) {
      if (typeof listener !== 'function') throw new ZnError(SERVICE, 'bad-callback', `onRegister(listener) expects a function; got ${describeValue(listener)}`);
      return subscribe(listener);
    }
  };
}
znPluginRegistryFactory.$inject = ['znPluginCatalog', '$rootScope'];
