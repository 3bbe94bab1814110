import { ZnError, describeValue } from './errors';
import { encodeQuery, withQuery } from './url';

const SERVICE = 'znPluginData';

/** A namespace is one path segment: letters, digits, `-` and `_`. */
const NAMESPACE = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
export function isPluginNamespace(namespace: unknown): namespace is string {
  return typeof namespace === 'string' && NAMESPACE.test(namespace);
}

/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
export function checkNamespace(namespace: unknown): string {
  if (!isPluginNamespace(namespace)) {
    throw new ZnError(SERVICE, 'bad-namespace', `the namespace must be a non-empty name of letters, digits, "-" and "_", ` +
      `got ${describeValue(namespace)}; expected the plugin's namespace, e.g. znPluginData('my-plugin')`);
  }
  return namespace;
}

/** The workspace id as text: a positive integer, given as a number or as digits. */
export function checkWorkspaceId(label: string, workspaceId: unknown): string {
  const valid = typeof workspaceId === 'number'
    ? Number.isSafeInteger(workspaceId) && workspaceId > 0
    : typeof workspaceId === 'string' && /^[1-9][0-9]*$/.test(workspaceId);
  if (!valid) {
    const code = workspaceId === undefined || workspaceId === null ? 'missing-path-param' : 'bad-path-param';
    throw new ZnError(SERVICE, code, `${label} needs params.workspaceId, the id of a workspace the plugin is installed in, ` +
      `as a positive integer, got ${describeValue(workspaceId)}`);
  }
  return String(workspaceId);
}

/**
 * Checks a route: it starts with `/` and is a plain path, then optionally a query as Zengine sent
 * it (`/runner?config=12`). It is used as written (encode dynamic parts with
 * `encodeURIComponent`), so anything in the path that would leave the namespace (`.`/`..`
 * segments, `\`) is refused, and so is a fragment (`#`), which the browser would never send.
 */
export function checkRoute(label: string, route: string): string {
  const problem = routeProblem(route);
  if (problem) {
    throw new ZnError(SERVICE, 'bad-route', `${label}: the route ${problem}, got ${describeValue(route)}; expected a route such as '/items/42'`);
  }
  return route;
}

/**
 * What is wrong with a route, or ''.
 * @returnsMessage
 */
function routeProblem(route: string): string {
  const path = route.split('?')[0];
  const segments = path.split('/');
  return route.charAt(0) !== '/' ? 'must start with "/"'
    : route.indexOf('#') !== -1 ? 'must not hold "#" (the browser never sends a fragment; query values go in params.params)'
      : path.indexOf('\\') !== -1 ? 'must not hold "\\"'
        : segments.some((segment) => /^(%2e|\.){1,2}$/i.test(segment))
          ? 'must not hold "." or ".." segments, which would leave the namespace'
          : /\s/.test(path) ? 'must not hold spaces (encode them with encodeURIComponent)' : '';
}

/**
 * The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`; a
 * query written in the route comes first, as written, and `params.params` after it.
 */
export function pluginUrl(
  label: string, base: string, namespace: string, route: string, workspaceId: unknown, query: Readonly<Record<string, unknown>>
): string {
  const id = checkWorkspaceId(label, workspaceId);
  const path = `${base}/workspaces/${id}/${namespace}${checkRoute(label, route)}`;
  const entries = Object.keys(query).map((key) => [key, query[key]] as const);
  const encoded = encodeQuery({ service: SERVICE, label }, entries, { jsonKey: () => true });
  if (path.indexOf('?') === -1) return withQuery(path, encoded);
  return encoded === '' || /[?&]$/.test(path) ? path + encoded : `${path}&${encoded}`;
}
