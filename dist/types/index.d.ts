export { MODULE_NAME as name, MODULE_NAME, ROUTES_MODULE_NAME } from './module';
export type { ZnPluginRoutesService, ZnPluginRoutePaths, ZnPluginRoute } from './host/plugin-routes';
export { pluginRoutes } from './host/plugin-routes';
export { scopePluginCss, pluginScopeSelector } from './plugin/css-scope';
export type { ZnNumericField } from './compat/numeric-value';
export { ZnError } from './errors';
export * from './config/types';
export * from './data/types';
export * from './events/types';
export * from './storage/types';
export * from './plugin/types';
export * from './host/types';
export * from './dialogs/types';
export * from './filters/builder/types';
export * from './filters/types';
/** The object plugin code registers on; also the global `plugin` when the page has none. */
export { plugin } from './plugin/default-plugin';
/** The SDK's version, as in package.json. */
export declare const version: string;
