import angular from 'angular';
import { ZnConfigProvider } from './config/zn-config';

/** The name of the AngularJS module a host or plugin adds to its dependencies. */
export const MODULE_NAME = 'zn.plugin';

if (!angular || typeof angular.module !== 'function') {
  throw new Error('zn-plugin: AngularJS was not found. Load angular.js, angular-sanitize.js and ' +
    'ui-bootstrap-tpls.js with script tags before zn-plugin.js.');
}

// Every injectable is registered here, in one place, so import order never matters.
const ngModule = angular.module(MODULE_NAME, ['ngSanitize', 'ui.bootstrap']);

ngModule.provider('znConfig', ZnConfigProvider);
