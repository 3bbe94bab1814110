import type { IControllerService, IExceptionHandlerProvider, IHttpBackendService, IRootScopeService, ITimeoutService, auto } from 'angular';
import { envelope, exactly, verifyNoOutstandingHttp } from './helpers';
import { exampleOf, loadExamples } from '../docs/doc-examples';

// The example controllers of docs/zn-data.md (znData, znPluginData) and docs/events.md
// (znPluginEvents), read out of the pages as written there, run against $httpBackend. znMessage
// is stubbed: it belongs to another part of the SDK.
describe('the documentation examples of the data layer', () => {
  let $httpBackend: IHttpBackendService;
  let $controller: IControllerService;
  let $rootScope: IRootScopeService;
  let messages: unknown[][];

  beforeEach(() => {
    const { moduleName } = loadExamples([
      exampleOf('docs/zn-data.md', 'tasksCntl'),
      exampleOf('docs/zn-data.md', 'invoicesCntl'),
      exampleOf('docs/events.md', 'recordPanelCntl')
    ]);
    angular.mock.module(moduleName, ['$provide', ($provide: auto.IProvideService) => {
      $provide.value('znMessage', (...args: unknown[]) => { messages.push(args); });
    }]);
  });
  beforeEach(angular.mock.inject(['$httpBackend', '$controller', '$rootScope',
    (httpBackend: IHttpBackendService, controller: IControllerService, rootScope: IRootScopeService) => {
      $httpBackend = httpBackend;
      $controller = controller;
      $rootScope = rootScope;
      messages = [];
    }]));
  afterEach(verifyNoOutstandingHttp);

  it('the tasks controller loads, closes, archives and reloads on data events until destroyed', () => {
    const scope: any = $rootScope.$new();
    const listUrl = exactly('/v1/tasks?status=open|in-progress&sort=due&limit=50');
    $httpBackend.expect('GET', listUrl).respond(200, envelope([{ id: 1 }], { totalCount: 9 }));
    $controller('tasksCntl', { $scope: scope });
    $httpBackend.flush();
    expect(scope.tasks).toEqual([{ id: 1 }]);
    expect(scope.total).toBe(9);

    $httpBackend.expect('PUT', exactly('/v1/tasks/1'), '{"id":1,"status":"closed"}').respond(200, envelope({ id: 1, status: 'closed' }));
    $httpBackend.expect('GET', listUrl).respond(200, envelope([]));
    scope.close({ id: 1 });
    $httpBackend.flush();
    expect(scope.tasks).toEqual([]);

    $httpBackend.expect('PUT', exactly('/v1/tasks/?status=closed'), '{"status":"archived"}').respond(200, envelope(null));
    $httpBackend.expect('GET', listUrl).respond(500, { status: 500, code: 5000, userMessage: 'Try later', developerMessage: 'd' });
    scope.archiveClosed();
    $httpBackend.flush();
    expect(messages).toEqual([['Try later', 'error']]);

    scope.$destroy();
    $httpBackend.expect('DELETE', exactly('/v1/tasks/1')).respond(204, '');
    angular.mock.inject(['znData', (znData: any) => znData('Tasks').delete({ id: 1 })]);
    $httpBackend.flush();  // no reload after destroy: an unexpected GET would fail here
  });

  it('the invoices controller reads and posts to the plugin backend', () => {
    const scope: any = $rootScope.$new();
    scope.workspaceId = 12;
    $httpBackend.expect('GET', exactly('/plugins/workspaces/12/invoices/invoices?status=unpaid&limit=20')).respond(200, { invoices: [{ id: 'A/1' }] });
    $controller('invoicesCntl', { $scope: scope });
    $httpBackend.flush();
    expect(scope.invoices).toEqual([{ id: 'A/1' }]);

    scope.note = 'Thanks';
    $httpBackend.expect('POST', exactly('/plugins/workspaces/12/invoices/invoices/A%2F1/send'), '{"note":"Thanks"}').respond(200, { sent: true });
    scope.send({ id: 'A/1' });
    $httpBackend.flush();
    expect(messages).toEqual([['Sent', 'saved']]);
  });

  it('the record panel follows the overlay and saves until its scope is destroyed', () => {
    const scope: any = $rootScope.$new();
    $controller('recordPanelCntl', { $scope: scope });
    $rootScope.$broadcast('zn-ui-record-overlay-record-loaded', { id: 7, name: 'a' });
    expect(scope.record).toEqual({ id: 7, name: 'a' });
    $rootScope.$broadcast('zn-data-form-records-saved', { id: 7, name: 'b' }, false, { formId: 1, id: 7 });
    expect(scope.record).toEqual({ id: 7, name: 'b' });
    $rootScope.$broadcast('zn-data-form-records-saved', { id: 8, name: 'c' }, true, { formId: 1 });
    expect(scope.record).toEqual({ id: 7, name: 'b' });
    scope.$destroy();
    $rootScope.$broadcast('zn-ui-record-overlay-record-loaded', { id: 9 });
    expect(scope.record).toEqual({ id: 7, name: 'b' });
  });
});

// docs/zn-data.md's typeahead and export controllers, read out of the page, against $httpBackend.
describe('the cancel and queryAll examples of docs/zn-data.md', () => {
  let $httpBackend: IHttpBackendService;
  let $controller: IControllerService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: { errors: unknown[] };

  beforeEach(() => {
    const { moduleName } = loadExamples([exampleOf('docs/zn-data.md', 'recordSearchCntl'), exampleOf('docs/zn-data.md', 'exportCntl')]);
    angular.mock.module(moduleName, ['$exceptionHandlerProvider', (handler: IExceptionHandlerProvider) => {
      handler.mode('log');
    }]);
  });
  beforeEach(angular.mock.inject(['$httpBackend', '$controller', '$rootScope', '$exceptionHandler',
    (h: IHttpBackendService, c: IControllerService, r: IRootScopeService, e: { errors: unknown[] }) => {
      $httpBackend = h;
      $controller = c;
      $rootScope = r;
      $exceptionHandler = e;
    }]));
  afterEach(verifyNoOutstandingHttp);
  afterEach(() => expect($exceptionHandler.errors).toEqual([]));

  it('the typeahead shows the answer of the last query only, and cancels the older ones', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    $controller('recordSearchCntl', { $scope });
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=a&limit=10')).respond(200, envelope([{ name: 'a (old)' }]));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=ab&limit=10')).respond(200, envelope([{ name: 'ab' }]));
    $scope.search('a');
    $scope.search('ab');
    $httpBackend.flush();
    expect($scope.results).toEqual([{ name: 'ab' }]);
    expect($scope.error).toBeUndefined();
  });

  it('the typeahead cancels what is loading when its scope goes', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    $controller('recordSearchCntl', { $scope });
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=x&limit=10')).respond(200, envelope([]));
    $scope.search('x');
    $scope.$destroy();
    $rootScope.$digest();
    $httpBackend.verifyNoOutstandingRequest();
    $httpBackend.resetExpectations();
  });

  it('the export reads every page and shows its progress', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?sort=id&limit=100&page=1'))
      .respond(200, envelope(page(1, 100), { totalCount: 150, limit: 100, offset: 0 }));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?sort=id&limit=100&page=2'))
      .respond(200, envelope(page(101, 50), { totalCount: 150, limit: 100, offset: 100 }));
    $controller('exportCntl', { $scope });
    $httpBackend.flush();
    expect($scope.records.length).toBe(150);
    expect($scope.progress).toBe(100);
  });
});

// docs/zn-data.md, "Retries: in specs", as written there.
describe('the retry example of docs/zn-data.md', () => {
  beforeEach(angular.mock.module('zn.plugin', ['$provide', function ($provide: auto.IProvideService) {
    $provide.value('znRandom', function () { return 0.5; });
  }]));

  it('retries a 503 after 500 ms', angular.mock.inject(['znData', '$httpBackend', '$timeout',
    function (znData: any, $httpBackend: IHttpBackendService, $timeout: ITimeoutService) {
      $httpBackend.expect('GET', '/v1/tasks/1').respond(503, '');
      const done = jasmine.createSpy('done');
      znData('Tasks').get({ id: 1 }).then(done);
      $httpBackend.flush();
      $httpBackend.expect('GET', '/v1/tasks/1').respond(200, { status: 200, code: 2000, data: { id: 1 } });
      $timeout.flush(500);
      $httpBackend.flush();
      expect(done).toHaveBeenCalledWith({ id: 1 });
    }]));
});
