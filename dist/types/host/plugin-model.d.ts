import { ZnPluginInterfaceType, ZnPluginLocation } from './types';
/** The host locations an inline interface can name, in the order of the Zengine documentation. */
export declare const PLUGIN_LOCATIONS: readonly ZnPluginLocation[];
export declare const INTERFACE_TYPES: readonly ZnPluginInterfaceType[];
/** The interface types a path routes to: they live under the plugin's `route`. */
export declare const ROUTED_TYPES: readonly ZnPluginInterfaceType[];
export declare function isPluginLocation(value: unknown): value is ZnPluginLocation;
export declare function isInterfaceType(value: unknown): value is ZnPluginInterfaceType;
