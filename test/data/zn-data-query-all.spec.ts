import type { IExceptionHandlerProvider, IHttpBackendService, IRootScopeService, ITimeoutService, auto } from 'angular';
import { ZnDataService, ZnError } from '../../src/index';
import { envelope, exactly, track } from './helpers';

describe('znData(name).queryAll', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $exceptionHandler: { errors: unknown[] };

  beforeEach(angular.mock.module('zn.plugin', ['$provide', '$exceptionHandlerProvider',
    ($provide: auto.IProvideService, handler: IExceptionHandlerProvider) => {
      $provide.value('znRandom', () => 0.5);
      handler.mode('log');
    }]));
  beforeEach(angular.mock.inject(['znData', '$httpBackend', '$rootScope', '$timeout', '$exceptionHandler',
    (d: ZnDataService, h: IHttpBackendService, r: IRootScopeService, t: ITimeoutService, e: { errors: unknown[] }) => {
      znData = d;
      $httpBackend = h;
      $rootScope = r;
      $timeout = t;
      $exceptionHandler = e;
    }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  });

  const records = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: from + index }));
  const page = (data: unknown[], totalCount: number, limit: number, offset: number) =>
    envelope(data, { totalCount, limit, offset });

  it('reads pages of 100 until totalCount, resolves with every record, calls onPage per page, fires one read event', () => {
    const onPage = jasmine.createSpy('onPage');
    const read = jasmine.createSpy('read');
    $rootScope.$on('zn-data-form-records-read', read);
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?status=open&limit=100&page=1')).respond(200, page(records(1, 100), 230, 100, 0));
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?status=open&limit=100&page=2')).respond(200, page(records(101, 100), 230, 100, 100));
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?status=open&limit=100&page=3')).respond(200, page(records(201, 30), 230, 100, 200));
    const outcome = track(znData('FormRecords').queryAll({ formId: 3, status: 'open' }, onPage));
    $httpBackend.flush();
    expect(outcome.state).toBe('resolved');
    expect(outcome.value).toEqual(records(1, 230));
    expect(onPage.calls.allArgs()).toEqual([
      [records(1, 100), { page: 1, loaded: 100, totalCount: 230 }],
      [records(101, 100), { page: 2, loaded: 200, totalCount: 230 }],
      [records(201, 30), { page: 3, loaded: 230, totalCount: 230 }]
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.calls.argsFor(0)[1]).toEqual(records(1, 230));
    expect(read.calls.argsFor(0)[2]).toEqual({ formId: 3, status: 'open' });
  });

  it('takes a smaller page size from params.limit', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=2&page=1')).respond(200, page(records(1, 2), 3, 2, 0));
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=2&page=2')).respond(200, page(records(3, 1), 3, 2, 2));
    const outcome = track(znData('Tasks').queryAll({ limit: 2 }));
    $httpBackend.flush();
    expect(outcome.value).toEqual(records(1, 3));
  });

  it('sends one request for an empty collection', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=100&page=1')).respond(200, page([], 0, 100, 0));
    const outcome = track(znData('Tasks').queryAll());
    $httpBackend.flush();
    expect(outcome).toEqual({ state: 'resolved', value: [] });
  });

  it('stops at a short page even when totalCount says more (records deleted meanwhile)', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=100&page=1')).respond(200, page(records(1, 40), 500, 100, 0));
    const outcome = track(znData('Tasks').queryAll());
    $httpBackend.flush();
    expect(outcome.value.length).toBe(40);
  });

  it('fails rather than count records twice when an answer is not at the page\'s offset', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=1')).respond(200, page(records(1, 1), 3, 1, 0));
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=2')).respond(200, page(records(1, 1), 3, 1, 0));
    const outcome = track(znData('Tasks').queryAll({ limit: 1 }));
    $httpBackend.flush();
    expect(outcome.state).toBe('rejected');
    expect(outcome.value.developerMessage).toContain('answered offset 0 for page 2, expected 1');
  });

  it('retries a page that got 429 and goes on', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=1')).respond(200, page(records(1, 1), 2, 1, 0));
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=2')).respond(429, '', { 'Retry-After': '1' });
    const outcome = track(znData('Tasks').queryAll({ limit: 1 }));
    $httpBackend.flush();
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=2')).respond(200, page(records(2, 1), 2, 1, 1));
    $timeout.flush(1000);
    $httpBackend.flush();
    expect(outcome.value).toEqual(records(1, 2));
  });

  it('rejects with the failure of a page, with no event', () => {
    const read = jasmine.createSpy('read');
    $rootScope.$on('zn-data-tasks-read', read);
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=1')).respond(200, page(records(1, 1), 2, 1, 0));
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=2')).respond(404, { status: 404, code: 4004, userMessage: 'Gone', developerMessage: 'x' });
    const outcome = track(znData('Tasks').queryAll({ limit: 1 }));
    $httpBackend.flush();
    expect(outcome.state).toBe('rejected');
    expect(outcome.value.status).toBe(404);
    expect(read).not.toHaveBeenCalled();
  });

  it('is cancelled between pages: no further request, no event, rejects with cancelled', () => {
    const read = jasmine.createSpy('read');
    $rootScope.$on('zn-data-tasks-read', read);
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=1')).respond(200, page(records(1, 1), 5, 1, 0));
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=1&page=2')).respond(200, page(records(2, 1), 5, 1, 1));
    const promise = znData('Tasks').queryAll({ limit: 1 }, () => undefined);
    const outcome = track(promise);
    $httpBackend.flush(1);
    promise.cancel();
    $rootScope.$digest();
    $httpBackend.verifyNoOutstandingRequest();
    $httpBackend.resetExpectations();
    expect(outcome.value).toEqual(jasmine.objectContaining({ status: 0, cancelled: true }));
    expect(read).not.toHaveBeenCalled();
    expect($exceptionHandler.errors).toEqual([]);
  });

  it('reports an onPage that throws and goes on', () => {
    $httpBackend.expect('GET', exactly('/v1/tasks?limit=100&page=1')).respond(200, page(records(1, 3), 3, 100, 0));
    const outcome = track(znData('Tasks').queryAll({}, () => { throw new Error('oops'); }));
    $httpBackend.flush();
    expect(outcome.value.length).toBe(3);
    expect(String($exceptionHandler.errors[0])).toContain('oops');
    $exceptionHandler.errors.length = 0;
  });

  const refused: Array<[string, () => unknown, string, RegExp]> = [
    ['a page param', () => znData('Tasks').queryAll({ page: 2 }), 'bad-params', /params.page has no place here/],
    ['an offset param', () => znData('Tasks').queryAll({ offset: 20 }), 'bad-params', /params.offset has no place here/],
    ['a limit over 100', () => znData('Tasks').queryAll({ limit: 500 }), 'bad-params', /params.limit is the page size, an integer from 1 to 100/],
    ['an onPage that is not a function', () => znData('Tasks').queryAll({}, 'x' as any), 'bad-callback', /onPage must be a function/]
  ];
  refused.forEach(([what, call, code, message]) => {
    it(`refuses ${what}`, () => {
      let caught: any;
      try { call(); } catch (e) { caught = e; }
      expect(caught instanceof ZnError).toBe(true);
      expect(caught.code).toBe(code);
      expect(caught.message).toMatch(message);
    });
  });
});
