import { ZnPluginInterface, ZnPluginInterfaceType, ZnPluginLocation, ZnRegisteredPlugin } from '../plugin/types';
/** Narrows `znPluginRegistry.interfaces(query)`; every key is optional. */
export interface ZnPluginInterfaceQuery {
    type?: ZnPluginInterfaceType;
    location?: ZnPluginLocation;
    namespace?: string;
}
/** What `znPluginRegistry.match(path)` found: the plugin, its routed interface and the path's parameters. */
export interface ZnPluginMatch {
    readonly plugin: ZnRegisteredPlugin;
    readonly interface: ZnPluginInterface;
    /** The values of the route's `:name` segments, decoded, such as `{ id: '12' }` (frozen). */
    readonly params: Readonly<Record<string, string>>;
}
/**
 * What `zn-plugin-record-overlay` is given and injects into recordOverlay controllers as
 * `znPluginRecord`: a record with its id (a number, or a non-empty string) and any other fields.
 */
export interface ZnPluginRecord {
    readonly id: number | string;
    readonly [field: string]: unknown;
}
/** The `znPluginRegistry` service: what plugins have registered, for the host. */
export interface ZnPluginRegistryService {
    /** Every registered plugin, in the order they registered. */
    plugins(): ZnRegisteredPlugin[];
    /** The plugin registered under `namespace`, or undefined. */
    get(namespace: string): ZnRegisteredPlugin | undefined;
    /** Registered interfaces, narrowed by `query`, higher `order` first (then in registration order). */
    interfaces(query?: ZnPluginInterfaceQuery): ZnPluginInterface[];
    /**
     * The fullPage (or settings) interface for a path such as `/my-plugin/records/12`: the first
     * segment is a plugin's `route`, the rest one of its interface's `routes`; null when none matches.
     */
    match(path: string, type?: 'fullPage' | 'settings'): ZnPluginMatch | null;
    /** Calls `listener(plugin)` in a digest after each later registration; returns a function that stops it. */
    onRegister(listener: (plugin: ZnRegisteredPlugin) => void): () => void;
}
