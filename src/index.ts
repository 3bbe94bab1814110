/**
 * zn-plugin: the AngularJS services a plugin injects by name. Loading this bundle registers the
 * `zn.plugin` module; the browser global `znPlugin` is this file's exports.
 */
import { plugin } from './plugin/default-plugin';
import { installGlobalPlugin } from './plugin/install-global';

export { MODULE_NAME as name, MODULE_NAME, ROUTES_MODULE_NAME } from './module';
export type { ZnPluginRoutesService, ZnPluginRoutePaths, ZnPluginRoute } from './host/plugin-routes';
export { pluginRoutes } from './host/plugin-routes';
export { scopePluginCss, pluginScopeSelector } from './core';
export type { ZnNumericField } from './zengine-ui/numeric-value';
export { ZnError } from './core';
export * from './config/types';
export * from './data/types';
export * from './events/types';
export * from './storage/types';
export * from './plugin/types';
export * from './host/types';
export * from './dialogs/types';
export * from './filters/builder/types';
export * from './filters/types';
/** The testing kit's types (its code is dist/zn-plugin-testing.js, module zn.plugin.testing). */
export type * from './testing/types';
/** The object plugin code registers on; also the global `plugin` when the page has none. */
export { plugin } from './plugin/default-plugin';

/** @internal What zn-plugin-testing.js uses from this bundle (src/internal.ts): not public API. */
export { internal as $$internal } from './internal';

/** The SDK's version, as in package.json. */
export const version: string = __ZN_VERSION__;

declare global {
  /**
   * The plugin object plugin scripts register on, as on Zengine's platform: set by the bundle when
   * the page has no `plugin` of its own (`znPlugin.plugin` always reaches it). With the bundle's
   * UMD global `znPlugin`, this lets a plugin written in TypeScript compile without a bundler.
   */
  var plugin: import('./plugin/types').ZnPlugin;
}

// Plugin code written for Zengine calls the global `plugin`; a host's own one is left alone.
installGlobalPlugin(typeof window === 'undefined' ? undefined : (window as { plugin?: unknown }), plugin);
