/**
 * zn-plugin's testing kit (dist/zn-plugin-testing.js): the AngularJS module `zn.plugin.testing`,
 * to load after ngMock in a plugin's unit tests. It expects angular, angular-mocks and zn-plugin.js
 * loaded before it; the browser global `znPluginTesting` is this file's exports.
 */
export { TESTING_MODULE_NAME as name, TESTING_MODULE_NAME } from './module';
export * from './types';
