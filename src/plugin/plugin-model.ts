import { ZnPluginInterfaceType, ZnPluginLocation } from './types';

/** The host locations an inline interface can name, in the order of the Zengine documentation. */
export const PLUGIN_LOCATIONS: readonly ZnPluginLocation[] = Object.freeze([
  'zn-top-nav',
  'zn-plugin-data-subheader',
  'zn-plugin-panel-header',
  'zn-plugin-panel-footer',
  'zn-plugin-form-top',
  'zn-plugin-form-bottom'
] as ZnPluginLocation[]);

export const INTERFACE_TYPES: readonly ZnPluginInterfaceType[] =
  Object.freeze(['fullPage', 'inline', 'settings', 'recordOverlay'] as ZnPluginInterfaceType[]);

/** The interface types a path routes to: they live under the plugin's `route`. */
export const ROUTED_TYPES: readonly ZnPluginInterfaceType[] = Object.freeze(['fullPage', 'settings'] as ZnPluginInterfaceType[]);

export function isPluginLocation(value: unknown): value is ZnPluginLocation {
  return (PLUGIN_LOCATIONS as readonly unknown[]).includes(value);
}

export function isInterfaceType(value: unknown): value is ZnPluginInterfaceType {
  return (INTERFACE_TYPES as readonly unknown[]).includes(value);
}
