// Shared by the testing kit's specs: the kit from source, and its services from the spec's injector.
import type { IHttpBackendService, IRootScopeService, auto } from 'angular';
import '../../src/testing/index';
import { caught } from '../helpers/zn-error';
import { ZnDataService, ZnPluginDataService } from '../../src/index';
import { ZnTestBackendService, ZnTestDialogsService, ZnTestStorageService } from '../../src/testing/types';

export interface KitServices {
  znTestBackend: ZnTestBackendService;
  znTestDialogs: ZnTestDialogsService;
  znTestStorage: ZnTestStorageService;
  znData: ZnDataService;
  znPluginData: ZnPluginDataService;
  $rootScope: IRootScopeService;
  $httpBackend: IHttpBackendService;
  $injector: auto.IInjectorService;
}

/** Loads zn.plugin.testing for the next injector (call in beforeEach, before inject). */
export function loadKit(): void {
  angular.mock.module('zn.plugin.testing');
}

/** The kit's services and the ones its specs drive, from this spec's injector. */
export function injectKit(): KitServices {
  let services!: KitServices;
  angular.mock.inject(['$injector', ($injector: auto.IInjectorService) => {
    const get = <T>(name: string) => $injector.get<T>(name);
    services = {
      znTestBackend: get('znTestBackend'),
      znTestDialogs: get('znTestDialogs'),
      znTestStorage: get('znTestStorage'),
      znData: get('znData'),
      znPluginData: get('znPluginData'),
      $rootScope: get('$rootScope'),
      $httpBackend: get('$httpBackend'),
      $injector
    };
  }]);
  return services;
}

export { track } from '../helpers/promises';
export type { Outcome } from '../helpers/promises';

/** The ZnError a function throws (fails the spec when it throws none). */
export function thrownBy(run: () => unknown): { code: string; service: string; message: string } {
  const error = caught(run);
  if (error === undefined) throw new Error('expected a throw');
  return error as { code: string; service: string; message: string };
}
