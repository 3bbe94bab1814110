/**
 * Finds plugin backends (a folder of modules named by namespace, or modules given in code),
 * checks their routes once, and matches a request to a route.
 */
import fs from 'fs';
import path from 'path';
import { PluginBackendModule, PluginHandler } from './backend';
import { isPluginNamespace } from '../../src/data/plugin-url';
const ROUTE_KEY = /^(GET|POST|PUT|DELETE) (\/[A-Za-z0-9._~:-]*(\/[A-Za-z0-9._~:-]+)*)$/;

export interface CompiledPluginRoute {
  method: string;
  segments: Array<{ literal: string } | { param: string }>;
  handler: PluginHandler;
}

export interface PluginBackend {
  namespace: string;
  name: string;
  description: string;
  routes: CompiledPluginRoute[];
  /** The route keys as the module lists them, e.g. `GET /summary`. */
  routeKeys: string[];
}

function compileBackend(namespace: string, module: Partial<PluginBackendModule> & { default?: unknown }, source: string): PluginBackend {
  // exactly the namespaces znPluginData puts in its URLs, so every plugin it can call can have a backend here
  if (!isPluginNamespace(namespace)) {
    throw new Error(`sandbox: plugin backend ${source}: the namespace ${JSON.stringify(namespace)} must be letters, digits, "-" and "_", ` +
      'as znPluginData accepts (e.g. myPlugin or my-plugin)');
  }
  const routes = (module.routes || module.default) as Record<string, unknown> | undefined;
  if (!routes || typeof routes !== 'object') {
    throw new Error(`sandbox: plugin backend ${source} exports no routes; expected export const routes = { 'GET /path': (context) => ... }`);
  }
  const compiled = Object.keys(routes).map((key): CompiledPluginRoute => {
    const match = ROUTE_KEY.exec(key);
    if (!match || typeof routes[key] !== 'function') {
      throw new Error(`sandbox: plugin backend ${source}: route "${key}" must be 'METHOD /path' (GET, POST, PUT, DELETE) with a function`);
    }
    const segments = match[2].split('/').slice(1).filter((segment) => segment !== '')
      .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : { literal: segment }));
    return { method: match[1], segments, handler: routes[key] as PluginHandler };
  });
  // the most literal segments first, so 'GET /counters/summary' wins over 'GET /counters/:name'
  const literals = (route: CompiledPluginRoute) => route.segments.filter((segment) => 'literal' in segment).length;
  compiled.sort((a, b) => literals(b) - literals(a));
  const plugin = module.plugin || {};
  return {
    namespace,
    name: typeof plugin.name === 'string' ? plugin.name : namespace,
    description: typeof plugin.description === 'string' ? plugin.description : '',
    routes: compiled,
    routeKeys: Object.keys(routes)
  };
}

/** Loads every `<namespace>.js` module of a folder (a missing folder holds none). */
export function loadBackendFolder(folder: string): PluginBackend[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const source = path.join(folder, file);
      return compileBackend(file.slice(0, -3), require(source), source);
    });
}

/** Backends given in code, by namespace. */
export function compileBackends(modules: Record<string, PluginBackendModule>): PluginBackend[] {
  return Object.keys(modules).map((namespace) => compileBackend(namespace, modules[namespace], `"${namespace}"`));
}

export interface PluginRouteMatch {
  route?: CompiledPluginRoute;
  params: Record<string, string>;
  /** Whether some route has the path with another method (a 405 rather than a 404). */
  otherMethod: boolean;
}

/** Finds the route of `method path` (path segments decoded already). */
export function matchPluginRoute(backend: PluginBackend, method: string, segments: string[]): PluginRouteMatch {
  let otherMethod = false;
  for (const route of backend.routes) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = Object.create(null);
    const fits = route.segments.every((segment, index) => {
      if ('literal' in segment) return segment.literal === segments[index];
      params[segment.param] = segments[index];
      return true;
    });
    if (!fits) continue;
    if (route.method === method) return { route, params, otherMethod: false };
    otherMethod = true;
  }
  return { params: Object.create(null), otherMethod };
}
