// Sets up a spec that compiles the builder in the page with the API answered by $httpBackend.
import type { ICompileService, IExceptionHandlerProvider, IHttpBackendService, IRootScopeService, ITimeoutService } from 'angular';
import { COUNTRIES, EMPLOYEES, FOLDERS, MEMBERS, STATES, envelope } from './fixtures';
import { $$, apiUrl, choose, click } from './helpers';

export interface Harness {
  $compile: ICompileService;
  $rootScope: IRootScopeService;
  $httpBackend: IHttpBackendService;
  $timeout: ITimeoutService;
  $exceptionHandler: any;
  scope: any;
  element: JQLite;
  /** Compiles `<div zn-inline-filter="options" ng-model="filter">` in a form, into the page. */
  inline(options: Record<string, unknown>, filter?: unknown, attributes?: string): JQLite;
  /** Answers the next GET of a form with related fields. */
  expectForm(form?: any): void;
  /** Expects and answers a list read (limit 100), e.g. expectList('/countries', COUNTRIES). */
  expectList(path: string, data: unknown[]): void;
  expectMembers(): void;
  expectFolders(): void;
  expectCountries(): void;
  expectStates(): void;
  /** Answers every list read (members, folders, countries, states), in any order. */
  whenLists(): void;
  flush(): void;
  /** Adds a condition to the (last) group with the Add condition button, and picks a field. */
  addCondition(fieldLabel: string, within?: HTMLElement): HTMLElement;
}

/** Registers beforeEach/afterEach for a builder spec and returns the harness they fill. */
export function useHarness(): Harness {
  const harness = {} as Harness;

  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => {
    provider.mode('log');
  }]));

  beforeEach(angular.mock.inject(($compile: any, $rootScope: any, $httpBackend: any, $timeout: any, $exceptionHandler: any) => {
    Object.assign(harness, { $compile, $rootScope, $httpBackend, $timeout, $exceptionHandler, element: null, scope: null });
  }));

  afterEach(() => {
    if (harness.element) harness.element.remove();
    if (harness.scope) harness.scope.$destroy();
    document.querySelectorAll('.zn-modal-layer').forEach((layer) => layer.remove());
    harness.$httpBackend.verifyNoOutstandingExpectation();
    harness.$httpBackend.verifyNoOutstandingRequest();
  });

  harness.inline = (options, filter, attributes = '') => {
    harness.scope = harness.$rootScope.$new();
    harness.scope.options = options;
    harness.scope.filter = filter;
    harness.element = harness.$compile(
      `<form name="form"><div zn-inline-filter="options" ng-model="filter" name="built" ${attributes}></div></form>`)(harness.scope);
    angular.element(document.body).append(harness.element);
    harness.scope.$digest();
    return harness.element;
  };

  harness.expectForm = (form = EMPLOYEES) => {
    harness.$httpBackend.expectGET(apiUrl(`/forms/${form.id}`, { related: 'fields' })).respond(envelope(form));
  };
  harness.expectList = (path, data) => {
    harness.$httpBackend.expectGET(apiUrl(path, { limit: '100' })).respond(envelope(data));
  };
  harness.expectMembers = () => harness.expectList('/workspaces/7/members', MEMBERS);
  harness.expectFolders = () => harness.expectList('/forms/10/folders', FOLDERS);
  harness.expectCountries = () => harness.expectList('/countries', COUNTRIES);
  harness.expectStates = () => harness.expectList('/states', STATES);
  harness.whenLists = () => {
    const when = (path: string, data: unknown[]) => harness.$httpBackend.whenGET(apiUrl(path, { limit: '100' })).respond(envelope(data));
    when('/workspaces/7/members', MEMBERS);
    when('/forms/10/folders', FOLDERS);
    when('/countries', COUNTRIES);
    when('/states', STATES);
  };
  harness.flush = () => harness.$httpBackend.flush();

  harness.addCondition = (fieldLabel, within) => {
    const root = within || harness.element[0];
    const buttons = $$(root, '.zn-filter-add-condition');
    click(buttons[buttons.length - 1]);
    harness.$timeout.flush();
    // the new row's field select has the focus
    const select = document.activeElement as HTMLElement;
    expect(select.classList).toContain('zn-filter-attribute');
    const row = select.closest('.zn-filter-condition') as HTMLElement;
    choose(select, fieldLabel);
    return row;
  };

  return harness;
}

