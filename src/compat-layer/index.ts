/**
 * zn-plugin-compat: AngularJS 1.2 and UI Bootstrap 0.12 behaviour for plugin code written for
 * Zengine's host (docs/compatibility.md). Load it after zn-plugin.js; it adds its module,
 * zn.plugin.compat, to zn.plugin's requires. The browser global `znPluginCompat` is this file's exports
 * (`znPluginCompat.name` is the module's name).
 */
import * as sdk from 'zn-plugin-runtime';
import { installLegacyLayer } from './module';
import { FilterRegistrar } from './stateful-filters';
import { installFirstRuntime, PluginMethods } from './first-runtime';

export { LEGACY_MODULE_NAME as name, LEGACY_MODULE_NAME } from './module';
export { LEGACY_DIRECTIVES } from './markup';
export { LEGACY_SERVICES } from './ui-bootstrap-services';

/** zn-plugin.js's `plugin` object; undefined when zn-plugin.js was not loaded first (its global is missing). */
function pluginOf(module: unknown): FilterRegistrar | undefined {
  return module && typeof module === 'object' ? (module as { plugin?: FilterRegistrar }).plugin : undefined;
}

installLegacyLayer(pluginOf(sdk));
// plugin code committed as Zengine's first runtime served it calls the global wizehive.makePlugin
installFirstRuntime(typeof window === 'undefined' ? undefined : (window as { wizehive?: unknown }),
  pluginOf(sdk) as unknown as PluginMethods | undefined);
