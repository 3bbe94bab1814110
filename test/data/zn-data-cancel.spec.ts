import type { IExceptionHandlerProvider, IHttpBackendService, ILogService, IRootScopeService, ITimeoutService, auto } from 'angular';
import { ZnDataService, ZnPluginDataService, ZnPromise } from '../../src/index';
import { envelope, exactly, track } from './helpers';

// cancel() on the promise of every znData and znPluginData call.
describe('cancel()', () => {
  let znData: ZnDataService;
  let znPluginData: ZnPluginDataService;
  let $httpBackend: IHttpBackendService;
  let $timeout: ITimeoutService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: { errors: unknown[] };
  let $log: ILogService & { error: { logs: unknown[][] } };

  beforeEach(angular.mock.module('zn.plugin', ['$provide', '$exceptionHandlerProvider',
    ($provide: auto.IProvideService, handler: IExceptionHandlerProvider) => {
      $provide.value('znRandom', () => 0.5);
      handler.mode('log');
    }]));
  beforeEach(angular.mock.inject(['znData', 'znPluginData', '$httpBackend', '$timeout', '$rootScope', '$exceptionHandler', '$log',
    (d: ZnDataService, p: ZnPluginDataService, h: IHttpBackendService, t: ITimeoutService, r: IRootScopeService,
      e: { errors: unknown[] }, l: any) => {
      znData = d;
      znPluginData = p;
      $httpBackend = h;
      $timeout = t;
      $rootScope = r;
      $exceptionHandler = e;
      $log = l;
    }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    // "Possibly unhandled rejection" goes to $exceptionHandler: none may be left.
    expect($exceptionHandler.errors).toEqual([]);
  });

  const cancelledFailure = jasmine.objectContaining({ status: 0, code: 0, cancelled: true, userMessage: 'The request was cancelled.' });

  type Call = (success: jasmine.Spy, error: jasmine.Spy) => ZnPromise<unknown>;
  const calls: Array<[string, string, string, Call]> = [
    ['znData get', 'GET', '/v1/tasks/1', (s, e) => znData('Tasks').get({ id: 1 }, s, e)],
    ['znData query', 'GET', '/v1/tasks', (s, e) => znData('Tasks').query({}, s, e)],
    ['znData count', 'GET', '/v1/tasks/count', (s, e) => znData('Tasks').count({}, s, e)],
    ['znData save', 'POST', '/v1/tasks', (s, e) => znData('Tasks').save({ name: 'a' }, s, e)],
    ['znData update', 'PUT', '/v1/tasks/1', (s, e) => znData('Tasks').update({ id: 1 }, { name: 'a' }, s, e)],
    ['znData delete', 'DELETE', '/v1/tasks/1', (s, e) => znData('Tasks').delete({ id: 1 }, s, e)],
    ['znData saveAll', 'POST', '/v1/tasks', (s, e) => znData('Tasks').saveAll([{ name: 'a' }], s, e)],
    ['znData updateAll', 'PUT', '/v1/tasks/?status=open', (s, e) => znData('Tasks').updateAll({ status: 'open' }, { name: 'a' }, s, e)],
    ['znData deleteAll', 'DELETE', '/v1/tasks/?status=open', (s, e) => znData('Tasks').deleteAll({ status: 'open' }, s, e)],
    ['znData queryAll', 'GET', '/v1/tasks?limit=100&page=1', () => znData('Tasks').queryAll({})],
    ['znPluginData get', 'GET', '/plugins/workspaces/1/my-plugin/items', (s, e) => znPluginData('my-plugin').get('/items', { workspaceId: 1 }, s, e)],
    ['znPluginData post', 'POST', '/plugins/workspaces/1/my-plugin/items', (s, e) => znPluginData('my-plugin').post('/items', { workspaceId: 1 }, { a: 1 }, s, e)],
    ['znPluginData put', 'PUT', '/plugins/workspaces/1/my-plugin/items', (s, e) => znPluginData('my-plugin').put('/items', { workspaceId: 1 }, { a: 1 }, s, e)],
    ['znPluginData delete', 'DELETE', '/plugins/workspaces/1/my-plugin/items', (s, e) => znPluginData('my-plugin').delete('/items', { workspaceId: 1 }, s, e)]
  ];

  calls.forEach(([what, method, url, call]) => {
    describe(what, () => {
      it('aborts the request in flight and rejects with cancelled, without callbacks, events or unhandled rejections', () => {
        const success = jasmine.createSpy('success');
        const error = jasmine.createSpy('error');
        const events = jasmine.createSpy('event');
        ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all']
          .forEach((action) => $rootScope.$on(`zn-data-tasks-${action}`, events));
        $httpBackend.expect(method, exactly(url)).respond(200, envelope([{ id: 1 }]));
        const promise = call(success, error);
        expect(typeof promise.cancel).toBe('function');
        promise.cancel();
        const outcome = track(promise);
        $rootScope.$digest();
        // The aborted request is gone: nothing is left to answer.
        $httpBackend.verifyNoOutstandingRequest();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value).toEqual(cancelledFailure);
        expect(success).not.toHaveBeenCalled();
        expect(error).not.toHaveBeenCalled();
        expect(events).not.toHaveBeenCalled();
        $httpBackend.resetExpectations();
      });

      it('raises no "Possibly unhandled rejection" when nobody listens to the promise', () => {
        $httpBackend.expect(method, exactly(url)).respond(200, envelope([{ id: 1 }]));
        call(jasmine.createSpy(), jasmine.createSpy()).cancel();
        $rootScope.$digest();
        $httpBackend.resetExpectations();
      });
    });
  });

  it('does nothing after the call settled', () => {
    const success = jasmine.createSpy('success');
    $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(200, envelope({ id: 1 }));
    const promise = znData('Tasks').get({ id: 1 }, success);
    const outcome = track(promise);
    $httpBackend.flush();
    promise.cancel();
    $rootScope.$digest();
    expect(outcome).toEqual({ state: 'resolved', value: { id: 1 } });
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('does nothing after the call failed', () => {
    const error = jasmine.createSpy('error');
    $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(404, {});
    const promise = znData('Tasks').get({ id: 1 }, null, error);
    const outcome = track(promise);
    $httpBackend.flush();
    promise.cancel();
    $rootScope.$digest();
    expect(outcome.value.status).toBe(404);
    expect(outcome.value.cancelled).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('stops a retry that waits: no request is sent after it', () => {
    const error = jasmine.createSpy('error');
    $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(503, '');
    const promise = znData('Tasks').get({ id: 1 }, null, error);
    const outcome = track(promise);
    $httpBackend.flush();
    promise.cancel();
    $timeout.flush(60000);
    $httpBackend.verifyNoOutstandingRequest();
    expect(outcome.value).toEqual(cancelledFailure);
    expect(error).not.toHaveBeenCalled();
  });

  it('cancels a call refused before sending without calling its error callback', () => {
    const error = jasmine.createSpy('error');
    const promise = znData('Tasks').delete({}, null, error);
    promise.cancel();
    const outcome = track(promise);
    $rootScope.$digest();
    expect(outcome.value).toEqual(cancelledFailure);
    expect(error).not.toHaveBeenCalled();
  });

  it('lives on the promise the call returned, not on what .then() returns', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(200, envelope({ id: 1 }));
    const promise = znData('Tasks').get({ id: 1 });
    expect((promise.then(() => undefined) as Partial<ZnPromise<unknown>>).cancel).toBeUndefined();
    $httpBackend.flush();
    expect($log.error.logs).toEqual([]);
  });
});
