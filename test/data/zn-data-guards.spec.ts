import type { IHttpBackendService, IPromise, IRootScopeService } from 'angular';
import { ZnDataService, ZnError } from '../../src/index';
import { track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

type Call = (znData: ZnDataService, error: jasmine.Spy) => IPromise<unknown>;

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => ({ znData, $httpBackend, $rootScope } = injectDataServices()));
    // A refused call sends nothing: any request would be unexpected here.
  afterEach(verifyNoOutstandingHttp);

  describe('refusing a call before sending it', () => {
    // [what, call, the developerMessage (the ZnError's message)]
    const refused: Array<[string, Call, string]> = [
      ['delete without the object id', (z, e) => z('Tasks').delete({ status: 'closed' }, null, e),
        'znData: Tasks.delete without the object\'s id would delete every object of /tasks/:id; expected params such as { id: 1 }, or deleteAll() with conditions'],
      ['del without the object id', (z, e) => z('FormRecords').del({ formId: 1 }, null, e),
        'znData: FormRecords.delete without the object\'s id would delete every object of /forms/:formId/records/:id; expected params such as { id: 1 }, or deleteAll() with conditions'],
      ['delete of an activity without activityId or id', (z, e) => z('Activities').delete({}, null, e),
        'znData: Activities.delete without the object\'s activityId (or id) would delete every object of /activities/:activityId; expected params such as { id: 1 }, or deleteAll() with conditions'],
      ['updateAll without params', (z, e) => z('Tasks').updateAll({}, { status: 'closed' }, null, e),
        'znData: Tasks.updateAll without a condition would update every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['updateAll with options only', (z, e) => z('Tasks').updateAll({ limit: 10, filter: { and: [] }, validate_only: true }, { status: 'closed' }, null, e),
        'znData: Tasks.updateAll without a condition would update every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['updateAll with path parameters only', (z, e) => z('FormRecords').updateAll({ formId: 3 }, { name: 'x' }, null, e),
        'znData: FormRecords.updateAll without a condition would update every object of /forms/:formId/records/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['updateAll with an empty id list', (z, e) => z('Tasks').updateAll({ id: [] }, { status: 'closed' }, null, e),
        'znData: Tasks.updateAll without a condition would update every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['updateAll with an empty or null condition', (z, e) => z('Tasks').updateAll({ status: '', id: null }, { status: 'closed' }, null, e),
        'znData: Tasks.updateAll without a condition would update every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['deleteAll without a condition', (z, e) => z('Tasks').deleteAll({ sort: 'id' }, null, e),
        'znData: Tasks.deleteAll without a condition would delete every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['deleteAll with params left out', (z, e) => z('Tasks').deleteAll(null as any, null, e),
        'znData: Tasks.deleteAll without a condition would delete every object of /tasks/:id; expected params with at least one condition, such as { status: \'closed\' } or { id: [1, 2] }'],
      ['update without the object id or a condition', (z, e) => z('Tasks').update({ validate_only: true }, { status: 'closed' }, null, e),
        'znData: Tasks.update without the object\'s id or a condition would update every object of /tasks/:id; expected params such as { id: 1 }, or updateAll() with conditions'],
      ['update(data) without an id in data', (z, e) => z('Tasks').update({ status: 'closed' }, null, e),
        'znData: Tasks.update without the object\'s id or a condition would update every object of /tasks/:id; expected params such as { id: 1 }, or updateAll() with conditions'],
      ['query without a required path parameter', (z, e) => z('FormRecords').query({ id: 2 }, null, e),
        'znData: FormRecords.query needs formId, a path parameter of /forms/:formId/records/:id; expected params such as { formId: 1 }'],
      ['rule 1: save(data) on a resource with a required path parameter', (z, e) => z('WorkspaceMembers').save({ inviteCode: 1 }, null, e),
        'znData: WorkspaceMembers.save needs workspaceId, a path parameter of /workspaces/:workspaceId/members/:id; expected params such as { workspaceId: 1 }'],
      ['FormUploads without the form id', (z, e) => z('FormUploads').save({}, { name: 'a' }, null, e),
        'znData: FormUploads.save needs formId, a path parameter of /forms/:formId/uploads; expected params such as { formId: 1 }'],
      ['a null required path parameter', (z, e) => z('WorkspaceLogo').delete({ workspaceId: null }, null, e),
        'znData: WorkspaceLogo.delete needs workspaceId, a path parameter of /workspaces/:workspaceId/logo; expected params such as { workspaceId: 1 }'],
      ['a ".." required path parameter', (z, e) => z('FormRecords').query({ formId: '..' }, null, e),
        'znData: FormRecords.query: formId must not be "..", which would change the path; expected a value such as 1'],
      ['saveAll with an object id', (z, e) => z('Tasks').saveAll({ id: 3 }, [{ task: 'a' }], null, e),
        'znData: Tasks.saveAll creates objects in the collection, so params.id has no place in it; expected params with path parameters and options only'],
      ['activityId and id that disagree', (z, e) => z('Activities').get({ activityId: 1, id: 2 }, null, e),
        'znData: Activities.get: activityId (a number (1)) and its alias id (a number (2)) disagree; expected only one of them'],
      ['params.id and data.id that disagree', (z, e) => z('Tasks').save({ id: 1 }, { id: 2 }, null, e),
        'znData: Tasks.save: params.id (a number (1)) and data.id (a number (2)) name different objects; expected the same id, or only one of them'],
      ['objectVersion on a resource without versions', (z, e) => z('Tasks').update({ id: 1, objectVersion: 3 }, {}, null, e),
        'znData: Tasks.update: Tasks has no objectVersion, so it cannot guard this call; expected objectVersion only on Forms, FormRecords, Plugins, DefaultFormPermissions or FormRecordPermissions'],
      ['an objectVersion that is not a number or text', (z, e) => z('Forms').update({ id: 1, objectVersion: {} as any }, {}, null, e),
        'znData: Forms.update: objectVersion must be a number or a non-empty string, got an empty object'],
      ['a File nested below the top level of data', (z, e) => z('FormUploads').save({ formId: 1 }, { meta: { file: new Blob(['x']) } }, null, e),
        'znData: FormUploads.save: a File or Blob must be a top-level value of data, where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }'],
      ['a File inside an array', (z, e) => z('Tasks').saveAll({}, [{ file: new Blob(['x']) }], null, e),
        'znData: Tasks.saveAll: a File or Blob must be a top-level value of data, where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }']
    ];
    refused.forEach(([what, call, message]) => {
      it(`refuses ${what}`, () => {
        const error = jasmine.createSpy('error');
        const outcome = track(call(znData, error));
        $rootScope.$digest();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value).toEqual({ status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: message, error: jasmine.any(ZnError) });
        expect(error).toHaveBeenCalledWith(outcome.value);
      });
    });

    it('broadcasts no event for a refused call', () => {
      const broadcast = spyOn($rootScope, '$broadcast').and.callThrough();
      track(znData('Tasks').delete({}));
      $rootScope.$digest();
      expect(broadcast).not.toHaveBeenCalled();
    });
  });

  describe('mistakes in the code', () => {
    // [what, call, the ZnError's message] — thrown at once, nothing is sent.
    const thrown: Array<[string, () => unknown, RegExp]> = [
      ['params that are a string', () => znData('Tasks').get('5' as any),
        /^znData: Tasks\.get\(params, successCallback, errorCallback\): params must be an object such as \{ id: 1 \}, got a string \("5"\)$/],
      ['params that are an array', () => znData('Tasks').query([1] as any),
        /^znData: Tasks\.query\(params, successCallback, errorCallback\): params must be an object such as \{ id: 1 \}, got an array of 1 item$/],
      ['a successCallback that is not a function', () => znData('Tasks').get({ id: 1 }, 'done' as any),
        /^znData: Tasks\.get\(params, successCallback, errorCallback\): successCallback must be a function, got a string \("done"\)$/],
      ['an errorCallback that is not a function', () => znData('Tasks').get({ id: 1 }, null, {} as any),
        /^znData: Tasks\.get\(params, successCallback, errorCallback\): errorCallback must be a function, got an empty object$/],
      ['save without data', () => znData('Tasks').save(undefined as any),
        /^znData: Tasks\.save: data \(the request body\) must be an object or an array, got undefined$/],
      ['save with data that is a string', () => znData('Tasks').save({}, 'x' as any),
        /^znData: Tasks\.save: data \(the request body\) must be an object or an array, got a string \("x"\)$/],
      ['saveAll with data that is not an array', () => znData('Tasks').saveAll({}, { task: 'a' } as any),
        /^znData: Tasks\.saveAll: data must be an array of the objects to create, got a plain object with key task$/],
      ['updateAll with data that is an array', () => znData('Tasks').updateAll({ status: 'open' }, [] as any),
        /^znData: Tasks\.updateAll: data must be an object of the properties to set, got an empty array$/],
      ['save with params that are not an object', () => znData('Tasks').save(3 as any, {}),
        /^znData: Tasks\.save\(\[params\], data, successCallback, errorCallback\): params must be an object such as \{ id: 1 \}, got a number \(3\)$/]
    ];
    thrown.forEach(([what, call, message]) => {
      it(`throws a ZnError for ${what}`, () => {
        let caught: unknown;
        try { call(); } catch (e) { caught = e; }
        expect(caught).toEqual(jasmine.any(ZnError));
        expect((caught as Error).message).toMatch(message);
      });
    });
  });

  describe('arguments', () => {
    it('take save(data, null, errorCallback): the null is the successCallback\'s place', () => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('POST', '/v1/tasks', '{"task":"a"}').respond(500, { status: 500, code: 5000, userMessage: 'u', developerMessage: 'd' });
      znData('Tasks').save({ task: 'a' }, null, error);
      $httpBackend.flush();
      expect(error).toHaveBeenCalledWith({ status: 500, code: 5000, userMessage: 'u', developerMessage: 'd' });
    });

    it('take save(data, successCallback, errorCallback) without params', () => {
      const success = jasmine.createSpy('success');
      $httpBackend.expect('POST', '/v1/tasks', '{"task":"a"}').respond(201, { status: 201, code: 2001, data: { id: 1 } });
      znData('Tasks').save({ task: 'a' }, success, jasmine.createSpy('error'));
      $httpBackend.flush();
      expect(success).toHaveBeenCalledWith({ id: 1 }, jasmine.objectContaining({ status: 201, code: 2001 }), jasmine.any(Function));
    });

    it('take get(params, undefined, errorCallback)', () => {
      const error = jasmine.createSpy('error');
      $httpBackend.expect('GET', '/v1/tasks/1').respond(404, { status: 404, code: 4004, userMessage: 'u', developerMessage: 'd' });
      znData('Tasks').get({ id: 1 }, undefined, error);
      $httpBackend.flush();
      expect(error).toHaveBeenCalled();
    });
  });
});
