// Type definitions for zn-plugin 0.2.0: the testing kit (dist/zn-plugin-testing.js, module zn.plugin.testing)
// (c) zn-plugin contributors, MIT licence. Needs @types/angular.
export type {
  ZnTestObject,
  ZnTestPathParams,
  ZnTestAction,
  ZnTestFailure,
  ZnTestServiceRequest,
  ZnTestServiceResponse,
  ZnTestServiceHandler,
  ZnTestRequestRecord,
  ZnTestBackendService,
  ZnTestMessage,
  ZnTestConfirm,
  ZnTestModal,
  ZnTestFilterPanel,
  ZnTestDialogsService,
  ZnTestStorageService,
  ZnTestTemplatesService
} from './index';

/** The AngularJS module to load after ngMock: window.module('zn.plugin.testing'). */
export declare const name: 'zn.plugin.testing';
export declare const TESTING_MODULE_NAME: 'zn.plugin.testing';

export as namespace znPluginTesting;
