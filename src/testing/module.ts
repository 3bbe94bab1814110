import angular from 'angular';
import type { ZnConfigService } from '../config/types';
import { TestDialogs } from './dialogs/test-dialogs';
import { TestTemplates } from './test-templates';
import { MemoryStores } from './test-storage';
import { ZnTestBackend } from './zn-test-backend';

/** zn.plugin, loaded before the kit from zn-plugin.js (not imported: the kit must not register it twice). */
const SDK_MODULE = 'zn.plugin';

/** The name of the testing kit's AngularJS module: load it after ngMock (and your plugin's module). */
export const TESTING_MODULE_NAME = 'zn.plugin.testing';

if (!angular || typeof angular.module !== 'function' || !(angular as { mock?: unknown }).mock) {
  throw new Error('zn-plugin-testing: AngularJS and angular-mocks were not found. Load angular.js, angular-mocks.js ' +
    'and zn-plugin.js before zn-plugin-testing.js.');
}

// Every injectable of the kit is registered here. The module depends on ngMock (for $httpBackend)
// and zn.plugin, so its stand-ins replace the SDK's dialogs and browser stores.
const ngModule = angular.module(TESTING_MODULE_NAME, ['ngMock', SDK_MODULE]);

// The in-memory REST API and plugin services; created at start-up so its $httpBackend definitions
// are in place before any request.
ngModule.service('znTestBackend', ZnTestBackend);
ngModule.run(['znTestBackend', () => undefined]);
// A spec sees each answer once: failNext fails the call, not just its first attempt. So znData's
// retries (in SDK versions that retry) start turned off; a spec of retrying turns them on with
// znConfig.set({ retry: { attempts: 3 } }) and runs the backoff with $timeout.flush().
ngModule.run(['znConfig', (znConfig: ZnConfigService) => {
  const settings = znConfig.get() as unknown as { retry?: unknown };
  if (settings.retry !== undefined) (znConfig.set as (values: object) => unknown)({ retry: { attempts: 0 } });
}]);

// Dialogs: znTestDialogs records and answers; the four services become its stand-ins.
ngModule.service('znTestDialogs', TestDialogs);
ngModule.factory('znMessage', ['znTestDialogs', (dialogs: TestDialogs) => dialogs.znMessage]);
ngModule.factory('znConfirm', ['znTestDialogs', (dialogs: TestDialogs) => dialogs.znConfirm]);
ngModule.factory('znModal', ['znTestDialogs', (dialogs: TestDialogs) => dialogs.znModal]);
ngModule.factory('znFiltersPanel', ['znTestDialogs', (dialogs: TestDialogs) => dialogs.znFiltersPanel]);

// A plugin's templates (plugin.html) into $templateCache, as the host puts them there.
ngModule.service('znTestTemplates', TestTemplates);

// Storage: the browser stores behind znLocalStorage and znCookies, in memory.
ngModule.factory('znTestStores', [() => new MemoryStores()]);
ngModule.factory('znLocalStore', ['znTestStores', (stores: MemoryStores) => stores.localStore]);
ngModule.factory('znCookieJar', ['znTestStores', (stores: MemoryStores) => stores.cookieJar]);
ngModule.factory('znTestStorage', ['znTestStores', (stores: MemoryStores) => stores.service]);
