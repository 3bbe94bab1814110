import type { IExceptionHandlerProvider, IHttpBackendService, IHttpService, IRootScopeService } from 'angular';
import { ZnDataService, ZnError } from '../../src/index';
import { envelope, exactly, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;

  beforeEach(angular.mock.module('zn.plugin'));
  function load() {
    ({ znData, $httpBackend, $rootScope } = injectDataServices());
  }
  afterEach(verifyNoOutstandingHttp);

  describe('success', () => {
    beforeEach(load);

    it('resolves with the envelope\'s data and calls successCallback(data, metaData, headers)', () => {
      const success = jasmine.createSpy('success');
      const error = jasmine.createSpy('error');
      $httpBackend.expect('GET', exactly('/v1/tasks?limit=2'))
        .respond(200, { status: 200, code: 2000, totalCount: 7, limit: 2, offset: 0, data: [{ id: 1 }, { id: 2 }] }, { 'X-Request-Id': 'abc' });
      const outcome = track(znData('Tasks').query({ limit: 2 }, success, error));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: [{ id: 1 }, { id: 2 }] });
      expect(success).toHaveBeenCalledTimes(1);
      const [data, metaData, headers] = success.calls.argsFor(0);
      expect(data).toEqual([{ id: 1 }, { id: 2 }]);
      expect(metaData).toEqual({ status: 200, code: 2000, totalCount: 7, limit: 2, offset: 0 });
      expect(headers('X-Request-Id')).toBe('abc');
      expect(error).not.toHaveBeenCalled();
    });

    it('resolves with undefined for an empty 204', () => {
      const success = jasmine.createSpy('success');
      $httpBackend.expect('DELETE', exactly('/v1/tasks/1')).respond(204, '');
      const outcome = track(znData('Tasks').delete({ id: 1 }, success));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: undefined });
      expect(success).toHaveBeenCalledWith(undefined,
        { status: 204, code: 2040, totalCount: undefined, limit: undefined, offset: undefined }, jasmine.any(Function));
    });

    it('resolves with the body itself when it is not an envelope', () => {
      $httpBackend.expect('GET', exactly('/v1/countries')).respond(200, [{ code: 'US' }]);
      const outcome = track(znData('Countries').query({}));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: [{ code: 'US' }] });
    });

    it('calls the callback after the call returns, never during it', () => {
      const success = jasmine.createSpy('success');
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(200, envelope({ id: 1 }));
      znData('Tasks').get({ id: 1 }, success);
      expect(success).not.toHaveBeenCalled();
      $httpBackend.flush();
      expect(success).toHaveBeenCalled();
    });
  });

  describe('failures', () => {
    // Each answer as it comes: retries of reads are specified in zn-data-retry.spec.ts.
    beforeEach(angular.mock.module(['znConfigProvider', (provider: any) => { provider.set({ retry: { attempts: 0 } }); }]));
    beforeEach(load);

    type Respond = (method: string, url: string) => [number, unknown, Record<string, string>, string, string];
    // [what, respond, the failure both the errorCallback and the rejection get]
    const failures: Array<[string, Respond, Record<string, unknown>]> = [
      ['the API\'s failure envelope as it is',
        () => [404, { status: 404, code: 4004, userMessage: 'Error viewing data', developerMessage: 'No data was found' }, {}, 'Not Found', 'complete'],
        { status: 404, code: 4004, userMessage: 'Error viewing data', developerMessage: 'No data was found' }],
      ['validationErrors with the envelope',
        () => [403, { status: 403, code: 4012, userMessage: 'Error saving data', developerMessage: 'Validation errors', validationErrors: { field123: ['Is required'] } }, {}, 'Forbidden', 'complete'],
        { status: 403, code: 4012, userMessage: 'Error saving data', developerMessage: 'Validation errors', validationErrors: { field123: ['Is required'] } }],
      ['an envelope without a code, completed',
        () => [409, { status: 409, userMessage: 'Someone else changed it' }, {}, 'Conflict', 'complete'],
        { status: 409, code: 4090, userMessage: 'Someone else changed it', developerMessage: 'GET /v1/tasks/1 answered 409 Conflict' }],
      ['a network error (no answer) as status 0',
        () => [-1, null, {}, '', 'error'],
        { status: 0, code: 0, userMessage: 'The server could not be reached. Check the connection and try again.',
          developerMessage: 'GET /v1/tasks/1 got no answer (network error, or blocked by the browser)' }],
      ['a status 0 answer as a network error',
        () => [0, '', {}, '', 'complete'],
        { status: 0, code: 0, userMessage: 'The server could not be reached. Check the connection and try again.',
          developerMessage: 'GET /v1/tasks/1 got no answer (network error, or blocked by the browser)' }],
      ['a timeout',
        () => [-1, null, {}, '', 'timeout'],
        { status: 0, code: 0, userMessage: 'The server took too long to answer. Try again.', developerMessage: 'GET /v1/tasks/1 timed out without an answer' }],
      ['an aborted request',
        () => [-1, null, {}, '', 'abort'],
        { status: 0, code: 0, userMessage: 'The request was cancelled.', developerMessage: 'GET /v1/tasks/1 was aborted before an answer came' }],
      ['an HTML 502 page, kept as data',
        () => [502, '<html><body>Bad gateway</body></html>', { 'Content-Type': 'text/html' }, 'Bad Gateway', 'complete'],
        { status: 502, code: 5020, userMessage: 'The server could not complete the request (502 Bad Gateway). Try again later.',
          developerMessage: 'GET /v1/tasks/1 answered 502 Bad Gateway without an API failure envelope', data: '<html><body>Bad gateway</body></html>' }],
      ['a 4xx with a JSON body that is not an envelope',
        () => [400, { error: 'bad' }, {}, 'Bad Request', 'complete'],
        { status: 400, code: 4000, userMessage: 'The request was not accepted (400 Bad Request).',
          developerMessage: 'GET /v1/tasks/1 answered 400 Bad Request without an API failure envelope', data: { error: 'bad' } }],
      ['a 500 without a body or status text',
        () => [500, '', {}, '', 'complete'],
        { status: 500, code: 5000, userMessage: 'The server could not complete the request (500). Try again later.',
          developerMessage: 'GET /v1/tasks/1 answered 500 without an API failure envelope' }]
    ];
    failures.forEach(([what, respond, expected]) => {
      it(`gives ${what} to errorCallback and the rejection`, () => {
        const success = jasmine.createSpy('success');
        const error = jasmine.createSpy('error');
        $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(respond as any);
        const outcome = track(znData('Tasks').get({ id: 1 }, success, error));
        $httpBackend.flush();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value).toEqual(expected);
        expect(error).toHaveBeenCalledTimes(1);
        expect(error.calls.argsFor(0)[0]).toBe(outcome.value);
        expect(success).not.toHaveBeenCalled();
      });
    });

    it('gives a failure built from an interceptor\'s thrown error', () => {
      // A request interceptor that fails stands for any rejection that is not an HTTP answer.
      angular.mock.inject(['$http', ($http: IHttpService) => {
        $http.defaults.transformRequest = [() => { throw new Error('cannot serialize'); }];
      }]);
      const outcome = track(znData('Tasks').save({ task: 'x' }));
      $rootScope.$digest();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value).toEqual(jasmine.objectContaining({
        status: 0, code: 0, userMessage: 'The request could not be sent.',
        developerMessage: 'POST /v1/tasks was stopped before an answer came: cannot serialize'
      }));
      expect(outcome.value.error).toEqual(jasmine.any(Error));
    });
  });

  describe('callbacks that throw', () => {
    beforeEach(angular.mock.module(['$exceptionHandlerProvider', ($exceptionHandlerProvider: IExceptionHandlerProvider) => {
      $exceptionHandlerProvider.mode('log');
    }]));
    beforeEach(load);

    it('reports a throwing successCallback and still resolves', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      const boom = new Error('boom');
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(200, envelope({ id: 1 }));
      const outcome = track(znData('Tasks').get({ id: 1 }, () => { throw boom; }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: { id: 1 } });
      expect($exceptionHandler.errors).toEqual([[boom, 'GET /v1/tasks/1: the successCallback threw']]);
    }]));

    it('reports a throwing errorCallback and still rejects with the failure', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      const boom = new Error('boom');
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(404, { status: 404, code: 4004, userMessage: 'u', developerMessage: 'd' });
      const outcome = track(znData('Tasks').get({ id: 1 }, null, () => { throw boom; }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'rejected', value: { status: 404, code: 4004, userMessage: 'u', developerMessage: 'd' } });
      expect($exceptionHandler.errors).toEqual([[boom, 'GET /v1/tasks/1: the errorCallback threw']]);
    }]));
  });

  describe('unhandled rejections', () => {
    beforeEach(angular.mock.module(['$exceptionHandlerProvider', ($exceptionHandlerProvider: IExceptionHandlerProvider) => {
      $exceptionHandlerProvider.mode('log');
    }]));
    beforeEach(load);
    const apiFailure = { status: 500, code: 5000, userMessage: 'Server error', developerMessage: 'Oops' };

    it('are not reported when an errorCallback was given and the promise is ignored', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(500, apiFailure);
      znData('Tasks').get({ id: 1 }, null, error);
      $httpBackend.flush();
      expect(error).toHaveBeenCalledWith(apiFailure);
      expect($exceptionHandler.errors).toEqual([]);
    }]));

    it('are not reported for a refused call with an errorCallback', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      const error = jasmine.createSpy('error');
      znData('Tasks').delete({}, null, error);
      $rootScope.$digest();
      expect(error).toHaveBeenCalled();
      expect($exceptionHandler.errors).toEqual([]);
    }]));

    it('are reported by AngularJS when there is neither an errorCallback nor a catch', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(500, apiFailure);
      znData('Tasks').get({ id: 1 });
      $httpBackend.flush();
      expect($exceptionHandler.errors.length).toBe(1);
      expect($exceptionHandler.errors[0]).toMatch(/^Possibly unhandled rejection: .*"developerMessage":"Oops"/);
    }]));

    it('still let a caller with an errorCallback chain on the promise', angular.mock.inject(['$exceptionHandler', ($exceptionHandler: any) => {
      const error = jasmine.createSpy('error');
      const rejected = jasmine.createSpy('rejected');
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(500, apiFailure);
      znData('Tasks').get({ id: 1 }, null, error).catch(rejected);
      $httpBackend.flush();
      expect(error).toHaveBeenCalledWith(apiFailure);
      expect(rejected).toHaveBeenCalledWith(apiFailure);
      expect($exceptionHandler.errors).toEqual([]);
    }]));
  });

  describe('refused calls', () => {
    beforeEach(load);

    it('reject with a failure envelope holding the ZnError, after the call returns', () => {
      const error = jasmine.createSpy('error');
      const outcome = track(znData('Tasks').delete({}, null, error));
      expect(error).not.toHaveBeenCalled();
      $rootScope.$digest();
      const message = 'znData: Tasks.delete without the object\'s id would delete every object of /tasks/:id; ' +
        'expected params such as { id: 1 }, or deleteAll() with conditions';
      expect(outcome.state).toBe('rejected');
      expect(outcome.value).toEqual({ status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: message, error: jasmine.any(ZnError) });
      expect(outcome.value.error.message).toBe(message);
      expect(outcome.value.error.service).toBe('znData');
      expect(error).toHaveBeenCalledWith(outcome.value);
    });
  });
});
