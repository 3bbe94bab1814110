import type { IHttpBackendService, IRootScopeService } from 'angular';
import { ZnDataService } from '../../src/index';
// Helpers for the data layer's specs.

/** Matches exactly this URL (angular-mocks would otherwise accept the query in any order). */
export function exactly(url: string): (actual: string) => boolean {
  const matcher = (actual: string) => actual === url;
  matcher.toString = () => url;
  return matcher;
}

/** Matches a request without a body. */
export function noBody(data: unknown): boolean {
  return data === undefined;
}

/** The API's success envelope around some data. */
export function envelope(data: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { status: 200, code: 2000, totalCount: Array.isArray(data) ? data.length : 1, limit: 20, offset: 0, data, ...extra };
}

export { track } from '../helpers/promises';
export type { Outcome } from '../helpers/promises';

/** The services the data layer's specs drive, from the current spec's injector. */
export interface DataServices {
  znData: ZnDataService;
  $httpBackend: IHttpBackendService;
  $rootScope: IRootScopeService;
}

/** Injects the data layer's services: `beforeEach(() => ({ znData, $httpBackend } = injectDataServices()))`. */
export function injectDataServices(): DataServices {
  let services!: DataServices;
  angular.mock.inject(['znData', '$httpBackend', '$rootScope',
    (znData: ZnDataService, $httpBackend: IHttpBackendService, $rootScope: IRootScopeService) => {
      services = { znData, $httpBackend, $rootScope };
    }]);
  return services;
}

/** After each spec: every expected request was made, and none is left unanswered. */
export function verifyNoOutstandingHttp(): void {
  angular.mock.inject(['$httpBackend', ($httpBackend: IHttpBackendService) => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  }]);
}
