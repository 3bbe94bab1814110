/**
 * zn-plugin-compat: AngularJS 1.2 and UI Bootstrap 0.12 behaviour for plugin code written for
 * Zengine's host (docs/compatibility.md). Load it after zn-plugin.js; it adds its module,
 * zn.plugin.compat, to zn.plugin's requires. The browser global `znPluginCompat` is this file's exports.
 */
import { plugin } from 'zn-plugin';
import { installLegacyLayer, LEGACY_MODULE_NAME } from './module';

export { LEGACY_MODULE_NAME as name, LEGACY_MODULE_NAME } from './module';
export { LEGACY_DIRECTIVES } from './markup';
export { LEGACY_SERVICES } from './ui-bootstrap-services';

installLegacyLayer(plugin);

/** The module name, also as the default export's `name` (for `angular.module('app', [znPluginCompat.name])`). */
export default { name: LEGACY_MODULE_NAME };
