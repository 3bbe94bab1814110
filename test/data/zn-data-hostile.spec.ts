import type { IHttpBackendService } from 'angular';
import { ZnDataService, ZnError, ZnPluginDataService } from '../../src/index';
import { envelope, exactly, track } from './helpers';

// Unusual and hostile input: malformed answers, circular values, bodies JSON would mangle.
describe('znData and znPluginData with hostile input', () => {
  let znData: ZnDataService;
  let znPluginData: ZnPluginDataService;
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin', ['znConfigProvider', (config: any) => { config.set({ retry: { attempts: 0 } }); }]));
  beforeEach(angular.mock.inject(['znData', 'znPluginData', '$httpBackend', (d: ZnDataService, p: ZnPluginDataService, h: IHttpBackendService) => {
    znData = d;
    znPluginData = p;
    $httpBackend = h;
  }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  });

  function thrown(call: () => unknown): any {
    try {
      call();
    } catch (e) {
      return e;
    }
    return undefined;
  }

  describe('a malformed JSON answer', () => {
    const JSON_TYPE = { 'Content-Type': 'application/json' };
    const cases: Array<[number, string, string]> = [[200, 'OK', ''], [500, 'Internal Server Error', '']];
    cases.forEach(([status, statusText]) => {
      it(`keeps the real status ${status} and says the answer could not be read (znData)`, () => {
        const error = jasmine.createSpy('error');
        $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(status, '{bad', JSON_TYPE, statusText);
        const outcome = track(znData('Tasks').get({ id: 1 }, null, error));
        $httpBackend.flush();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value.status).toBe(status);
        expect(outcome.value.userMessage).toBe(`The answer could not be read (${status} ${statusText}).`);
        expect(outcome.value.developerMessage).toMatch(new RegExp(`^GET /v1/tasks/1 answered ${status} ${statusText} with a body that could not be read: `));
        expect(outcome.value.data).toBe('{bad');
        expect(error).toHaveBeenCalledWith(outcome.value);
      });

      it(`keeps the real status ${status} and says the answer could not be read (znPluginData)`, () => {
        $httpBackend.expect('GET', exactly('/plugins/workspaces/1/p/items')).respond(status, '{bad', JSON_TYPE, statusText);
        const outcome = track(znPluginData('p').get('/items', { workspaceId: 1 }));
        $httpBackend.flush();
        expect(outcome.value.status).toBe(status);
        expect(outcome.value.userMessage).toContain('could not be read');
      });
    });
  });

  describe('circular values', () => {
    const cyclic = () => {
      const value: Record<string, unknown> = { name: 'a' };
      value.self = value;
      return value;
    };
    const cyclicFilter = () => {
      const condition: Record<string, unknown> = { prefix: '', attribute: 'name', value: 'a' };
      const filter = { and: [condition] };
      condition.parent = filter;
      return filter;
    };
    const cases: Array<[string, () => unknown, string, string]> = [
      ['znData params', () => znData('Tasks').query({ status: cyclic() }), 'znData', 'params is circular (params.status.self'],
      ['a znData filter', () => znData('Tasks').query({ filter: cyclicFilter() }), 'znData', 'params.filter is circular (params.filter.and[0].parent'],
      ['znData data', () => znData('Tasks').save(cyclic()), 'znData', 'data is circular (data.self'],
      ['znData data in an array', () => znData('Tasks').saveAll([cyclic()]), 'znData', 'data is circular (data[0].self'],
      ['queryAll params', () => znData('Tasks').queryAll({ filter: cyclicFilter() }), 'znData', 'params.filter is circular'],
      ['znPluginData params', () => znPluginData('p').get('/x', { workspaceId: 1, params: { q: cyclic() } }), 'znPluginData', 'params.params is circular (params.params.q.self'],
      ['znPluginData data', () => znPluginData('p').post('/x', { workspaceId: 1 }, cyclic()), 'znPluginData', 'data is circular (data.self']
    ];
    cases.forEach(([what, call, service, text]) => {
      it(`refuses them in ${what} with a ZnError circular-value naming the argument`, () => {
        const error = thrown(call);
        expect(error instanceof ZnError).toBe(true);
        expect(error.code).toBe('circular-value');
        expect(error.service).toBe(service);
        expect(error.message).toContain(text);
      });
    });

    it('lets the same object appear twice when it is not its own ancestor', () => {
      const shared = { id: 1 };
      $httpBackend.expect('POST', exactly('/v1/tasks'), '{"a":{"id":1},"b":{"id":1}}').respond(200, envelope({ id: 2 }));
      znData('Tasks').save({ a: shared, b: shared });
      $httpBackend.flush();
    });
  });

  describe('bodies JSON would mangle', () => {
    const bodies: Array<[string, () => unknown]> = [
      ['a Date', () => new Date()],
      ['a RegExp', () => /x/],
      ['a Map', () => new Map([['a', 1]])],
      ['an Error', () => new Error('x')],
      ['a typed array', () => new Uint8Array(2)],
      ['a DOM node', () => document.createElement('div')],
      ['an array holding a Date', () => [new Date()]]
    ];
    bodies.forEach(([what, body]) => {
      it(`refuses save(${what}) with bad-data and sends nothing`, () => {
        const error = thrown(() => znData('Tasks').save(body() as any));
        expect(error instanceof ZnError).toBe(true);
        expect(error.code).toBe('bad-data');
        expect(error.message).toMatch(/^znData: Tasks.save: data.* must be a plain object/);
      });
    });

    it('still sends a plain object, an array of them, and an instance of a class', () => {
      class Task { constructor(public name: string) {} }
      $httpBackend.expect('POST', exactly('/v1/tasks'), '{"name":"a"}').respond(200, envelope({ id: 1 }));
      $httpBackend.expect('POST', exactly('/v1/tasks'), '[{"name":"a"},{"name":"b"}]').respond(200, envelope([1, 2]));
      $httpBackend.expect('POST', exactly('/v1/tasks'), '{"name":"c"}').respond(200, envelope({ id: 3 }));
      znData('Tasks').save({ name: 'a' });
      znData('Tasks').saveAll([{ name: 'a' }, { name: 'b' }]);
      znData('Tasks').save(new Task('c'));
      $httpBackend.flush();
    });
  });
});
