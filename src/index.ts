/**
 * zn-plugin: the AngularJS services a plugin injects by name. Loading this bundle registers the
 * `zn.plugin` module; the browser global `znPlugin` is this file's exports.
 */
export { MODULE_NAME as name, MODULE_NAME } from './module';
export { ZnError } from './errors';
export * from './config/types';

/** The SDK's version, as in package.json. */
export const version: string = __ZN_VERSION__;
