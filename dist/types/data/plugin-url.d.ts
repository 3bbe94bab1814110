/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
export declare function isPluginNamespace(namespace: unknown): namespace is string;
/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
export declare function checkNamespace(namespace: unknown): string;
/** The workspace id as text: a positive integer, given as a number or as digits. */
export declare function checkWorkspaceId(label: string, workspaceId: unknown): string;
/**
 * Checks a route: it starts with `/` and is a plain path. It is used as written (encode dynamic
 * parts with `encodeURIComponent`), so anything that would leave the namespace or turn into a
 * query or fragment (`.`/`..` segments, `\`, `?`, `#`) is refused.
 */
export declare function checkRoute(label: string, route: string): string;
/** The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`. */
export declare function pluginUrl(label: string, base: string, namespace: string, route: string, workspaceId: unknown, query: Readonly<Record<string, unknown>>): string;
