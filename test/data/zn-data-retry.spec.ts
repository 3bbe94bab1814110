import type { IHttpBackendService, IPromise, IRootScopeService, ITimeoutService, auto } from 'angular';
import { ZnDataService } from '../../src/index';
import { backoffDelay, decideRetry, retryAfterDelay } from '../../src/data/retry';
import { envelope, exactly, track } from './helpers';

// Retries of reads, timed with angular-mocks' fake clock ($timeout.flush), never real waits.
// znRandom is fixed at 0.5, so each backoff is exactly baseDelay × 2^(retry − 1).
describe('znData retries', () => {
  const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $timeout: ITimeoutService;
  let $rootScope: IRootScopeService;

  function load(retry?: Record<string, number>) {
    angular.mock.module('zn.plugin', ['$provide', 'znConfigProvider', ($provide: auto.IProvideService, config: any) => {
      $provide.value('znRandom', () => 0.5);
      $provide.value('znNow', () => NOW);
      if (retry) config.set({ retry });
    }]);
    angular.mock.inject(['znData', '$httpBackend', '$timeout', '$rootScope', (d: ZnDataService, h: IHttpBackendService,
      t: ITimeoutService, r: IRootScopeService) => {
      znData = d;
      $httpBackend = h;
      $timeout = t;
      $rootScope = r;
    }]);
  }
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    noPendingTimer();
  });

  const URL = '/v1/tasks/1';
  const noPendingTimer = () => angular.mock.inject(['$verifyNoPendingTasks', (verify: (type: string) => void) => verify('$timeout')]);

  describe('a GET that gets 503 then 200', () => {
    beforeEach(() => load());

    it('asks again after 500 ms and resolves once, with one success callback', () => {
      const success = jasmine.createSpy('success');
      const error = jasmine.createSpy('error');
      const read = jasmine.createSpy('read event');
      $rootScope.$on('zn-data-tasks-read', read);
      $httpBackend.expect('GET', exactly(URL)).respond(503, 'busy');
      const outcome = track(znData('Tasks').get({ id: 1 }, success, error));
      $httpBackend.flush();
      expect(outcome.state).toBe('pending');
      $timeout.flush(499);
      $httpBackend.verifyNoOutstandingRequest();
      $httpBackend.expect('GET', exactly(URL)).respond(200, envelope({ id: 1 }));
      $timeout.flush(1);
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: { id: 1 } });
      expect(success).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();
      expect(read).toHaveBeenCalledTimes(1);
    });
  });

  describe('answers that are retried', () => {
    beforeEach(() => load());
    const answers: Array<[string, number, string]> = [
      ['429 Too Many Requests', 429, 'complete'],
      ['502 Bad Gateway', 502, 'complete'],
      ['503 Service Unavailable', 503, 'complete'],
      ['504 Gateway Timeout', 504, 'complete'],
      ['no answer (network error)', -1, 'error'],
      ['no answer (timeout)', -1, 'timeout']
    ];
    answers.forEach(([what, status, xhrStatus]) => {
      it(`retries ${what}`, () => {
        $httpBackend.expect('GET', exactly(URL)).respond(() => [status, null, {}, '', xhrStatus]);
        const outcome = track(znData('Tasks').get({ id: 1 }));
        $httpBackend.flush();
        $httpBackend.expect('GET', exactly(URL)).respond(200, envelope({ id: 1 }));
        $timeout.flush(500);
        $httpBackend.flush();
        expect(outcome.state).toBe('resolved');
      });
    });

    // 412 (code 4025) is Zengine's stale objectVersion: asking again with the same version cannot succeed
    const final: Array<[string, number]> = [['400', 400], ['401', 401], ['404', 404], ['409', 409], ['412', 412], ['500', 500]];
    final.forEach(([what, status]) => {
      it(`does not retry ${what}`, () => {
        $httpBackend.expect('GET', exactly(URL)).respond(status, {});
        const outcome = track(znData('Tasks').get({ id: 1 }));
        $httpBackend.flush();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value.attempts).toBeUndefined();
      });
    });

    it('passes a stale objectVersion on as Zengine answered it (412, code 4025), without retrying', () => {
      const stale = { status: 412, code: 4025, userMessage: 'Someone else changed this', developerMessage: 'stale' };
      $httpBackend.expect('PUT', exactly('/v1/forms/2/records/7')).respond(412, stale);
      const outcome = track(znData('FormRecords').save({ formId: 2, id: 7, objectVersion: 3 }, { name: 'x' }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'rejected', value: jasmine.objectContaining({ status: 412, code: 4025 }) });
    });

    it('retries count', () => {
      $httpBackend.expect('GET', exactly('/v1/tasks/count')).respond(429, '');
      const outcome = track(znData('Tasks').count());
      $httpBackend.flush();
      $httpBackend.expect('GET', exactly('/v1/tasks/count')).respond(200, { status: 200, code: 2000, totalCount: 4 });
      $timeout.flush(500);
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: 4 });
    });

    const writes: Array<[string, (data: ZnDataService) => IPromise<unknown>, string, string]> = [
      ['save (POST)', (d) => d('Tasks').save({ name: 'a' }), 'POST', '/v1/tasks'],
      ['save with an id (PUT)', (d) => d('Tasks').save({ id: 1, name: 'a' }), 'PUT', '/v1/tasks/1'],
      ['delete', (d) => d('Tasks').delete({ id: 1 }), 'DELETE', '/v1/tasks/1']
    ];
    writes.forEach(([what, call, method, url]) => {
      it(`never retries a write by itself: ${what} with 503`, () => {
        $httpBackend.expect(method, exactly(url)).respond(503, '');
        const outcome = track(call(znData));
        $httpBackend.flush();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value.status).toBe(503);
        noPendingTimer();
      });
    });
  });

  describe('backoff', () => {
    beforeEach(() => load());

    it('waits 500, 1000, 2000 ms, then fails once after 4 attempts saying so', () => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('GET', exactly(URL)).respond(503, '');
      const outcome = track(znData('Tasks').get({ id: 1 }, null, error));
      $httpBackend.flush();
      [500, 1000, 2000].forEach((delay) => {
        $timeout.flush(delay - 1);
        $httpBackend.verifyNoOutstandingRequest();
        $httpBackend.expect('GET', exactly(URL)).respond(503, '');
        $timeout.flush(1);
        $httpBackend.flush();
      });
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.status).toBe(503);
      expect(outcome.value.attempts).toBe(4);
      expect(outcome.value.developerMessage).toMatch(/answered 503 .* \(after 4 attempts\)$/);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(outcome.value);
    });

    it('spreads retries with jitter from the random source', () => {
      const settings = { attempts: 3, baseDelay: 500, maxWait: 30000 };
      expect(backoffDelay(settings, 1, 0)).toBe(375);
      expect(backoffDelay(settings, 1, 1)).toBe(625);
      expect(backoffDelay(settings, 3, 0.5)).toBe(2000);
    });
  });

  describe('Retry-After', () => {
    beforeEach(() => load());

    it('waits the seconds it gives', () => {
      $httpBackend.expect('GET', exactly(URL)).respond(429, '', { 'Retry-After': '3' });
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      $timeout.flush(2999);
      $httpBackend.verifyNoOutstandingRequest();
      $httpBackend.expect('GET', exactly(URL)).respond(200, envelope({ id: 1 }));
      $timeout.flush(1);
      $httpBackend.flush();
      expect(outcome.state).toBe('resolved');
    });

    it('waits until the HTTP date it gives', () => {
      const date = new Date(NOW + 7000).toUTCString();
      $httpBackend.expect('GET', exactly(URL)).respond(503, '', { 'Retry-After': date });
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      $timeout.flush(6999);
      $httpBackend.verifyNoOutstandingRequest();
      $httpBackend.expect('GET', exactly(URL)).respond(200, envelope({ id: 1 }));
      $timeout.flush(1);
      $httpBackend.flush();
      expect(outcome.state).toBe('resolved');
    });

    it('fails at once when the wait asked for would pass 30 s in all', () => {
      $httpBackend.expect('GET', exactly(URL)).respond(429, '', { 'Retry-After': '31' });
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.status).toBe(429);
    });

    it('never waits more than 30 s in all', () => {
      $httpBackend.expect('GET', exactly(URL)).respond(429, '', { 'Retry-After': '20' });
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      $httpBackend.expect('GET', exactly(URL)).respond(429, '', { 'Retry-After': '20' });
      $timeout.flush(20000);
      $httpBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.attempts).toBe(2);
    });

    it('reads seconds, dates, and nothing else', () => {
      expect(retryAfterDelay('0', NOW)).toBe(0);
      expect(retryAfterDelay(' 12 ', NOW)).toBe(12000);
      expect(retryAfterDelay(new Date(NOW - 5000).toUTCString(), NOW)).toBe(0);
      expect(retryAfterDelay('soon', NOW)).toBeNull();
      expect(retryAfterDelay('-1', NOW)).toBeNull();
      expect(retryAfterDelay(undefined, NOW)).toBeNull();
      expect(decideRetry({ attempts: 3, baseDelay: 500, maxWait: 30000 }, 1, { status: 0, xhrStatus: 'abort' }, null, 0, NOW, 0.5))
        .toEqual({ retry: false, why: 'not retryable' });
    });
  });

  describe('znConfigProvider.set({ retry: { attempts: 0 } })', () => {
    beforeEach(() => load({ attempts: 0 }));

    it('turns retries off', () => {
      $httpBackend.expect('GET', exactly(URL)).respond(503, '');
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.attempts).toBeUndefined();
    });
  });

  describe('other retry settings', () => {
    beforeEach(() => load({ attempts: 1, baseDelay: 100 }));

    it('retry as many times as attempts, after baseDelay', () => {
      $httpBackend.expect('GET', exactly(URL)).respond(504, '');
      const outcome = track(znData('Tasks').get({ id: 1 }));
      $httpBackend.flush();
      $httpBackend.expect('GET', exactly(URL)).respond(504, '');
      $timeout.flush(100);
      $httpBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.attempts).toBe(2);
    });
  });
});
