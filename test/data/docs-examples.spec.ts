import { envelope, exactly, verifyNoOutstandingHttp } from './helpers';
import { exampleOf, loadExamples } from '../docs/doc-examples';

// The example controllers of docs/zn-data.md (znData, znPluginData) and docs/events.md
// (znPluginEvents), read out of the pages as written there, run against $httpBackend. znMessage
// is stubbed: it belongs to another part of the SDK.
describe('the documentation examples of the data layer', () => {
  let $httpBackend: angular.IHttpBackendService;
  let $controller: angular.IControllerService;
  let $rootScope: angular.IRootScopeService;
  let messages: unknown[][];

  beforeEach(() => {
    const { moduleName } = loadExamples([
      exampleOf('docs/zn-data.md', 'tasksCntl'),
      exampleOf('docs/zn-data.md', 'invoicesCntl'),
      exampleOf('docs/events.md', 'recordPanelCntl')
    ]);
    angular.mock.module(moduleName, ['$provide', ($provide: angular.auto.IProvideService) => {
      $provide.value('znMessage', (...args: unknown[]) => { messages.push(args); });
    }]);
  });
  beforeEach(angular.mock.inject(['$httpBackend', '$controller', '$rootScope',
    (httpBackend: angular.IHttpBackendService, controller: angular.IControllerService, rootScope: angular.IRootScopeService) => {
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
