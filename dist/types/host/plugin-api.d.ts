import { AngularRegistrar } from './angular-registrar';
import { PluginCatalog } from './plugin-catalog';
import { ZnPlugin } from './types';
/**
 * Makes a plugin object that records registrations in `catalog` and definitions through
 * `registrar`. The SDK makes one (`plugin`); specs make their own around a fresh catalog.
 */
export declare function createPlugin(catalog: PluginCatalog, registrar: AngularRegistrar): ZnPlugin;
