import type { IHttpBackendService, IPromise, IRootScopeService, ITimeoutService } from 'angular';
import { ZnDataService, ZnPluginDataService } from '../../src/index';
import { envelope, exactly, noBody, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

type Method = (...args: unknown[]) => IPromise<unknown>;

// Plugin code takes a method off its resource and calls it later on its own, as Zengine's bulk
// helper (@zenginehq/frontend-bulk) does: `var request = znData(endpoint).deleteAll;` then
// `request(params)`, or wrapped in a `$timeout` to space the batches. On Zengine each method was a
// function of its own; so is every method here, whatever `this` it is called with.
describe('znData: methods called apart from their resource', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => ({ znData, $httpBackend } = injectDataServices()));
  afterEach(verifyNoOutstandingHttp);

  // [method, its arguments, the request it sends: method, exact URL, exact JSON body or undefined]
  const calls: Array<[string, unknown[], string, string, string | undefined]> = [
    ['get', [{ formId: 3, id: 4 }], 'GET', '/v1/forms/3/records/4', undefined],
    ['query', [{ formId: 3, limit: 2 }], 'GET', '/v1/forms/3/records?limit=2', undefined],
    ['count', [{ formId: 3 }], 'GET', '/v1/forms/3/records/count', undefined],
    ['save', [{ formId: 3 }, { name: 'a' }], 'POST', '/v1/forms/3/records', '{"name":"a"}'],
    ['update', [{ formId: 3, id: 4 }, { name: 'b' }], 'PUT', '/v1/forms/3/records/4', '{"name":"b"}'],
    ['delete', [{ formId: 3, id: 4 }], 'DELETE', '/v1/forms/3/records/4', undefined],
    ['del', [{ formId: 3, id: 4 }], 'DELETE', '/v1/forms/3/records/4', undefined],
    ['remove', [{ formId: 3, id: 4 }], 'DELETE', '/v1/forms/3/records/4', undefined],
    ['saveAll', [{ formId: 3 }, [{ name: 'a' }, { name: 'b' }]], 'POST', '/v1/forms/3/records', '[{"name":"a"},{"name":"b"}]'],
    ['updateAll', [{ formId: 3, 'folder.id': 2 }, { 'folder.id': 5 }], 'PUT', '/v1/forms/3/records/?folder.id=2', '{"folder.id":5}'],
    ['deleteAll', [{ formId: 3, id: '1|2|3' }], 'DELETE', '/v1/forms/3/records/?id=1|2|3', undefined],
    ['queryAll', [{ formId: 3 }], 'GET', '/v1/forms/3/records?limit=100&page=1', undefined]
  ];

  it('every method of a resource is listed here', () => {
    expect(Object.keys(znData('FormRecords')).sort()).toEqual(calls.map(([name]) => name).sort());
  });

  // How plugin code calls a method it took off the resource.
  const ways: Array<[string, (method: Method, args: unknown[]) => IPromise<unknown>]> = [
    ['on its own', (method, args) => method(...args)],
    ['with this undefined', (method, args) => method.call(undefined, ...args)],
    ['with this another object', (method, args) => method.call({ formId: 99, get: null }, ...args)]
  ];

  calls.forEach(([name, args, httpMethod, url, body]) => {
    ways.forEach(([way, call]) => {
      it(`${name}, called ${way}, sends ${httpMethod} ${url} and resolves`, () => {
        const answer = name === 'count' ? envelope(null, { totalCount: 3 }) : envelope([{ id: 4 }], { totalCount: 1 });
        $httpBackend.expect(httpMethod, exactly(url), body === undefined ? noBody : body).respond(200, answer);
        const method = (znData('FormRecords') as unknown as Record<string, Method>)[name];
        const outcome = track(call(method, args));
        $httpBackend.flush();
        expect(outcome).toEqual({ state: 'resolved', value: name === 'count' ? 3 : [{ id: 4 }] });
      });
    });
  });

  it('get, taken off its resource, pages with a callback as the bulk helper\'s getAll does', () => {
    const request = znData('FormRecords').get as unknown as Method;
    const params = { formId: 3, limit: 2, page: 1 };
    let collection: unknown[] = [];
    let done = false;
    const getSome = (): IPromise<unknown> => request(params, (records: unknown[], meta: { totalCount: number }) => {
      collection = collection.concat(records);
      if (meta.totalCount > collection.length) params.page += 1;
      else done = true;
    }).then(() => (done ? collection : getSome()));
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?limit=2&page=1')).respond(200, envelope([{ id: 1 }, { id: 2 }], { totalCount: 3 }));
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?limit=2&page=2')).respond(200, envelope([{ id: 3 }], { totalCount: 3 }));
    const outcome = track(getSome());
    $httpBackend.flush();
    expect(outcome).toEqual({ state: 'resolved', value: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('saveAll and deleteAll, taken off their resource, run later inside $timeout, as the bulk helper spaces its batches', angular.mock.inject(($timeout: ITimeoutService) => {
    const slow = (operation: Method) => (...args: unknown[]) => $timeout(() => operation(...args), 1500);
    const saveAll = slow(znData('FormRecords').saveAll as unknown as Method);
    const deleteAll = slow(znData('FormRecords').deleteAll as unknown as Method);
    $httpBackend.expect('POST', exactly('/v1/forms/3/records'), '[{"name":"a"}]').respond(200, envelope([{ id: 9 }]));
    $httpBackend.expect('DELETE', exactly('/v1/forms/3/records/?id=7|8'), noBody).respond(200, envelope(null));
    const saved = track(saveAll({ formId: 3 }, [{ name: 'a' }]));
    const deleted = track(deleteAll({ formId: 3, id: '7|8' }));
    $timeout.flush(1500);
    $httpBackend.flush();
    expect(saved).toEqual({ state: 'resolved', value: [{ id: 9 }] });
    expect(deleted.state).toBe('resolved');
  }));

  it('a failure reaches the error callback of a method called on its own', () => {
    const remove = znData('FormRecords').deleteAll as unknown as Method;
    const failures: unknown[] = [];
    $httpBackend.expect('DELETE', exactly('/v1/forms/3/records/?id=1')).respond(403, { status: 403, code: 4013, userMessage: 'No', developerMessage: 'No' });
    const outcome = track(remove({ formId: 3, id: 1 }, null, (failure: unknown) => failures.push(failure)));
    $httpBackend.flush();
    expect(outcome.state).toBe('rejected');
    expect(failures).toEqual([jasmine.objectContaining({ status: 403, code: 4013 })]);
  });

  it('cancel, taken off its promise, cancels the call', () => {
    $httpBackend.expect('GET', exactly('/v1/forms/3/records?limit=2')).respond(200, envelope([]));
    const promise = znData('FormRecords').query({ formId: 3, limit: 2 });
    const outcome = track(promise);
    const cancel = promise.cancel;
    cancel();
    angular.mock.inject(($rootScope: IRootScopeService) => $rootScope.$digest());
    // the request was aborted: nothing is left for a flush to answer
    expect(() => $httpBackend.flush()).toThrowError(/No pending request to flush/);
    expect(outcome.state).toBe('rejected');
    expect(outcome.value.cancelled).toBe(true);
  });

  it('znPluginData\'s methods work taken off their endpoint too', angular.mock.inject((znPluginData: ZnPluginDataService) => {
    const endpoint = znPluginData('bulkHelper');
    const methods = endpoint as unknown as Record<string, Method>;
    $httpBackend.expect('GET', exactly('/plugins/workspaces/1/bulkHelper/items')).respond(200, { items: 1 });
    $httpBackend.expect('POST', exactly('/plugins/workspaces/1/bulkHelper/items'), '{"a":1}').respond(200, { ok: 1 });
    $httpBackend.expect('PUT', exactly('/plugins/workspaces/1/bulkHelper/items'), '{"a":2}').respond(200, { ok: 2 });
    $httpBackend.expect('DELETE', exactly('/plugins/workspaces/1/bulkHelper/items')).respond(200, { ok: 3 });
    const outcomes = [
      track(methods.get.call(null, '/items', { workspaceId: 1 })),
      track(methods.post.call(null, '/items', { workspaceId: 1 }, { a: 1 })),
      track(methods.put.call(null, '/items', { workspaceId: 1 }, { a: 2 })),
      track(methods.delete.call(null, '/items', { workspaceId: 1 }))
    ];
    $httpBackend.flush();
    expect(outcomes.map((outcome) => outcome.value)).toEqual([{ items: 1 }, { ok: 1 }, { ok: 2 }, { ok: 3 }]);
  }));
});
