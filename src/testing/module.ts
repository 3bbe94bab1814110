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
ngModule.run(startBackend);
// A spec sees each answer once: failNext fails the call, not just its first attempt. So znData's
// retries (in SDK versions that retry) start turned off; a spec of retrying turns them on with
// znConfig.set({ retry: { attempts: 3 } }) and runs the backoff with $timeout.flush().
ngModule.run(turnRetriesOff);

// Dialogs: znTestDialogs records and answers; the four services become its stand-ins.
ngModule.service('znTestDialogs', TestDialogs);
ngModule.factory('znMessage', standIn((dialogs: TestDialogs) => dialogs.znMessage, 'znTestDialogs'));
ngModule.factory('znConfirm', standIn((dialogs: TestDialogs) => dialogs.znConfirm, 'znTestDialogs'));
ngModule.factory('znModal', standIn((dialogs: TestDialogs) => dialogs.znModal, 'znTestDialogs'));
ngModule.factory('znFiltersPanel', standIn((dialogs: TestDialogs) => dialogs.znFiltersPanel, 'znTestDialogs'));

// A plugin's templates (plugin.html) into $templateCache, as the host puts them there.
ngModule.service('znTestTemplates', TestTemplates);

// Storage: the browser stores behind znLocalStorage and znCookies, in memory.
ngModule.factory('znTestStores', createStores);
ngModule.factory('znLocalStore', standIn((stores: MemoryStores) => stores.localStore, 'znTestStores'));
ngModule.factory('znCookieJar', standIn((stores: MemoryStores) => stores.cookieJar, 'znTestStores'));
ngModule.factory('znTestStorage', standIn((stores: MemoryStores) => stores.service, 'znTestStores'));

/** Run block: creates znTestBackend at start-up, so its $httpBackend definitions come first. */
function startBackend(backend: unknown): void {
  void backend;
}
startBackend.$inject = ['znTestBackend'];

/** Run block: znData's retries start turned off (see above). */
function turnRetriesOff(znConfig: ZnConfigService): void {
  const settings = znConfig.get() as unknown as { retry?: unknown };
  if (settings.retry !== undefined) (znConfig.set as (values: object) => unknown)({ retry: { attempts: 0 } });
}
turnRetriesOff.$inject = ['znConfig'];

/** The in-memory browser stores. */
function createStores(): MemoryStores {
  return new MemoryStores();
}
createStores.$inject = [] as string[];

/** A factory that hands out a part of another injectable (`source`): a stand-in of an SDK service. */
function standIn<S, T>(pick: (source: S) => T, source: string): { (injected: S): T; $inject: string[] } {
  function standInFactory(injected: S): T {
    return pick(injected);
  }
  standInFactory.$inject = [source];
  return standInFactory;
}
