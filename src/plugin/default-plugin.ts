import { AngularRegistrar } from './angular-registrar';
import { createPlugin } from './plugin-api';
import { PluginCatalog } from './plugin-catalog';
import { ZnPlugin } from './types';

/** The registrations of the page's plugins (`znPluginCatalog`, read by `znPluginRegistry`). */
export const pluginCatalog = new PluginCatalog();

/** Puts plugin definitions into the zn.plugin module and its live injectors. */
export const pluginRegistrar = new AngularRegistrar();

/**
 * The object plugin code registers on: `plugin.controller(...)`, `plugin.register(...)`. Also the
 * page's global `plugin` when the page has none (see docs/plugin-api.md).
 */
export const plugin: ZnPlugin = createPlugin(pluginCatalog, pluginRegistrar);
