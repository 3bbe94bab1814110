import type { IHttpBackendService, IPromise, IRootScopeService } from 'angular';
import { ZnDataService } from '../../src/index';
import { envelope, exactly, noBody, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

type Call = (znData: ZnDataService) => IPromise<unknown>;

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;

  beforeEach(angular.mock.module('zn.plugin'));
  function load() {
    ({ znData, $httpBackend, $rootScope } = injectDataServices());
  }
  afterEach(verifyNoOutstandingHttp);

  describe('the numbered rules of spec 4.1', () => {
    beforeEach(load);

    // [rule, call, method, exact URL, exact JSON body or undefined]
    const rules: Array<[string, Call, string, string, string | undefined]> = [
      ['1: save(data) without params POSTs when the resource has no required parameter',
        (z) => z('Tasks').save({ task: 'Write' }), 'POST', '/v1/tasks', '{"task":"Write"}'],
      ['2: get({workspaceId, id}) on WorkspaceMembers reads one member',
        (z) => z('WorkspaceMembers').get({ workspaceId: 12, id: 34 }), 'GET', '/v1/workspaces/12/members/34', undefined],
      ['3: query({workspaceId, id}) on WorkspaceMembers sends id in the query string',
        (z) => z('WorkspaceMembers').query({ workspaceId: 12, id: 34 }), 'GET', '/v1/workspaces/12/members?id=34', undefined],
      ['4: save({workspaceId}, data) POSTs to the collection',
        (z) => z('WorkspaceMembers').save({ workspaceId: 12 }, { inviteCode: 5150 }), 'POST', '/v1/workspaces/12/members', '{"inviteCode":5150}'],
      ['5: save({workspaceId, id}, data) PUTs to the object',
        (z) => z('WorkspaceMembers').save({ workspaceId: 12, id: 34 }, { 'role.id': 2 }), 'PUT', '/v1/workspaces/12/members/34', '{"role.id":2}'],
      ['6: save with a condition key and no id PUTs to the collection with the condition as query',
        (z) => z('WorkspaceMembers').save({ workspaceId: 12, 'role.id': 3 }, { 'role.id': 2 }), 'PUT', '/v1/workspaces/12/members?role.id=3', '{"role.id":2}'],
      ['7: updateAll({status}, data) PUTs to /tasks/?status=...',
        (z) => z('Tasks').updateAll({ status: 'open' }, { status: 'closed' }), 'PUT', '/v1/tasks/?status=open', '{"status":"closed"}'],
      ['7: updateAll({id: "1|2|3"}, data) keeps the | literal',
        (z) => z('Tasks').updateAll({ id: '1|2|3' }, { priority: 1 }), 'PUT', '/v1/tasks/?id=1|2|3', '{"priority":1}'],
      ['8: deleteAll({status}) DELETEs /tasks/?status=...',
        (z) => z('Tasks').deleteAll({ status: 'archived' }), 'DELETE', '/v1/tasks/?status=archived', undefined],
      ['8: deleteAll({id: "1|2"}) keeps the | literal',
        (z) => z('Tasks').deleteAll({ id: '1|2' }), 'DELETE', '/v1/tasks/?id=1|2', undefined],
      ['9: saveAll({}, [tasks]) POSTs the array to /tasks',
        (z) => z('Tasks').saveAll({}, [{ task: 'A' }, { task: 'B' }]), 'POST', '/v1/tasks', '[{"task":"A"},{"task":"B"}]']
    ];
    rules.forEach(([rule, call, method, url, body]) => {
      it(`rule ${rule}: ${method} ${url}`, () => {
        $httpBackend.expect(method, exactly(url), body === undefined ? noBody : body).respond(200, envelope({ ok: true }));
        const outcome = track(call(znData));
        $httpBackend.flush();
        expect(outcome).toEqual({ state: 'resolved', value: { ok: true } });
      });
    });
  });

  describe('calls', () => {
    beforeEach(load);

    // [what, call, method, exact URL, exact JSON body or undefined]
    const calls: Array<[string, Call, string, string, string | undefined]> = [
      ['get sends other params to the query string', (z) => z('Tasks').get({ id: 5, related: 'taskList', attributes: ['id', 'task'] }),
        'GET', '/v1/tasks/5?related=taskList&attributes=id,task', undefined],
      ['query sends several sort keys as sort[]', (z) => z('Tasks').query({ sort: ['due', 'id'], direction: 'asc' }),
        'GET', '/v1/tasks?sort%5B%5D=due&sort%5B%5D=id&direction=asc', undefined],
      ['get accepts id for the activityId slot', (z) => z('Activities').get({ id: 7 }), 'GET', '/v1/activities/7', undefined],
      ['get accepts id for the pluginId slot', (z) => z('Plugins').get({ id: 7 }), 'GET', '/v1/plugins/7', undefined],
      ['get accepts the same value under both names', (z) => z('Plugins').get({ pluginId: 7, id: '7' }), 'GET', '/v1/plugins/7', undefined],
      ['get on a resource without a slot reads its path', (z) => z('TaskPreferences').get({ userId: 3 }), 'GET', '/v1/users/3/task_preferences', undefined],
      ['get on FormUploads puts formId (the form) in the path', (z) => z('FormUploads').get({ formId: 3 }), 'GET', '/v1/forms/3/uploads', undefined],
      ['query sends params in their order', (z) => z('FormRecords').query({ formId: 3, limit: 10, page: 2, sort: 'name', direction: 'desc' }),
        'GET', '/v1/forms/3/records?limit=10&page=2&sort=name&direction=desc', undefined],
      ['query joins several ids with |', (z) => z('Tasks').query({ id: [1, 2, 3] }), 'GET', '/v1/tasks?id=1|2|3', undefined],
      ['query sends activityId as id', (z) => z('Activities').query({ limit: 5, activityId: 8 }), 'GET', '/v1/activities?limit=5&id=8', undefined],
      ['query sends a filter object as JSON', (z) => z('FormRecords').query({ formId: 3, filter: { and: [{ prefix: '', attribute: 'field1', value: 'x' }] } }),
        'GET', '/v1/forms/3/records?filter=%7B%22and%22%3A%5B%7B%22prefix%22%3A%22%22,%22attribute%22%3A%22field1%22,%22value%22%3A%22x%22%7D%5D%7D', undefined],
      ['query leaves out null and undefined params', (z) => z('Tasks').query({ status: null, limit: undefined, page: 1 }), 'GET', '/v1/tasks?page=1', undefined],
      ['query without params reads the collection', (z) => z('Countries').query(), 'GET', '/v1/countries', undefined],
      ['save PUTs to the object named by data.id', (z) => z('Tasks').save({ id: 5, task: 'x' }), 'PUT', '/v1/tasks/5', '{"id":5,"task":"x"}'],
      ['save PUTs to the activity named by data.id', (z) => z('Activities').save({ id: 5, note: 'x' }), 'PUT', '/v1/activities/5', '{"id":5,"note":"x"}'],
      ['save with the same id in params and data PUTs', (z) => z('Tasks').save({ id: 5 }, { id: '5', task: 'x' }), 'PUT', '/v1/tasks/5', '{"id":"5","task":"x"}'],
      ['save with only options POSTs with them as query', (z) => z('Tasks').save({ validate_only: true }, { task: 'x' }),
        'POST', '/v1/tasks?validate_only=true', '{"task":"x"}'],
      ['save of an array POSTs it', (z) => z('Tasks').save([{ task: 'a' }]), 'POST', '/v1/tasks', '[{"task":"a"}]'],
      ['save ignores data.id on a resource without a slot', (z) => z('FormUploads').save({ formId: 3 }, { id: 9 }), 'POST', '/v1/forms/3/uploads', '{"id":9}'],
      ['save with conditions on a resource without a slot PUTs them', (z) => z('FormRecordPermissions').save({ formId: 3, 'role.id': 2 }, { edit: true }),
        'PUT', '/v1/forms/3/records/permissions?role.id=2', '{"edit":true}'],
      ['update PUTs to the object', (z) => z('Tasks').update({ id: 5 }, { task: 'x' }), 'PUT', '/v1/tasks/5', '{"task":"x"}'],
      ['update PUTs to the object named by data.id', (z) => z('Tasks').update({ id: 5, task: 'x' }), 'PUT', '/v1/tasks/5', '{"id":5,"task":"x"}'],
      ['update with a condition PUTs to the collection', (z) => z('Tasks').update({ status: 'open' }, { priority: 2 }),
        'PUT', '/v1/tasks?status=open', '{"priority":2}'],
      ['update on a resource without a slot PUTs to its path', (z) => z('DefaultFormPermissions').update({ edit: false }),
        'PUT', '/v1/forms/permissions', '{"edit":false}'],
      ['delete DELETEs the object', (z) => z('FormRecords').delete({ formId: 3, id: 4 }), 'DELETE', '/v1/forms/3/records/4', undefined],
      ['del is delete', (z) => z('FormRecords').del({ formId: 3, id: 4 }), 'DELETE', '/v1/forms/3/records/4', undefined],
      ['delete on a resource without a slot DELETEs its path', (z) => z('WorkspaceLogo').delete({ workspaceId: 1 }), 'DELETE', '/v1/workspaces/1/logo', undefined],
      ['saveAll sends options as query', (z) => z('FormRecords').saveAll({ formId: 3, validate_only: true }, [{ name: 'a' }]),
        'POST', '/v1/forms/3/records?validate_only=true', '[{"name":"a"}]'],
      ['saveAll with the array alone', (z) => z('Tasks').saveAll([{ task: 'a' }]), 'POST', '/v1/tasks', '[{"task":"a"}]'],
      ['updateAll with several ids as an array', (z) => z('Tasks').updateAll({ id: [1, 2] }, { status: 'open' }),
        'PUT', '/v1/tasks/?id=1|2', '{"status":"open"}'],
      ['updateAll keeps path parameters in the path', (z) => z('FormRecords').updateAll({ formId: 3, 'folder.id': 0 }, { name: 'x' }),
        'PUT', '/v1/forms/3/records/?folder.id=0', '{"name":"x"}'],
      ['deleteAll with a prefixed condition', (z) => z('Tasks').deleteAll({ 'min-due': '2024-01-01', limit: 5 }),
        'DELETE', '/v1/tasks/?min-due=2024-01-01&limit=5', undefined],
      ['deleteAll sends activityId as id', (z) => z('Activities').deleteAll({ activityId: '1|2' }), 'DELETE', '/v1/activities/?id=1|2', undefined]
    ];
    calls.forEach(([what, call, method, url, body]) => {
      it(`${what}: ${method} ${url}`, () => {
        $httpBackend.expect(method, exactly(url), body === undefined ? noBody : body).respond(200, envelope({ ok: true }));
        const outcome = track(call(znData));
        $httpBackend.flush();
        expect(outcome.state).toBe('resolved');
      });
    });

    it('sends to the apiUrl set at run time', angular.mock.inject(['znConfig', (znConfig: any) => {
      znConfig.set({ apiUrl: 'https://api.example.com/v2' });
      $httpBackend.expect('GET', exactly('https://api.example.com/v2/tasks/1')).respond(200, envelope({}));
      znData('Tasks').get({ id: 1 });
      $httpBackend.flush();
    }]));

    it('leaves the caller\'s params and data as they were', () => {
      const params = Object.freeze({ workspaceId: 1, 'role.id': [2, 3] });
      const data = Object.freeze({ role: Object.freeze({ id: 4 }) });
      $httpBackend.expect('PUT', exactly('/v1/workspaces/1/members?role.id=2|3'), '{"role":{"id":4}}').respond(200, envelope(null));
      znData('WorkspaceMembers').save(params, data);
      $httpBackend.flush();
      expect(params).toEqual({ workspaceId: 1, 'role.id': [2, 3] });
    });
  });

  describe('count', () => {
    beforeEach(load);

    it('GETs <collection>/count and resolves with totalCount', () => {
      const success = jasmine.createSpy('success');
      $httpBackend.expect('GET', exactly('/v1/forms/2/records/count?folder.id=0'), noBody)
        .respond(200, { status: 200, code: 2000, totalCount: 17 });
      const outcome = track(znData('FormRecords').count({ formId: 2, 'folder.id': 0 }, success));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: 17 });
      expect(success).toHaveBeenCalledWith(17, { status: 200, code: 2000, totalCount: 17, limit: undefined, offset: undefined }, jasmine.any(Function));
    });

    it('sends the object slot as id', () => {
      $httpBackend.expect('GET', exactly('/v1/tasks/count?id=1|2')).respond(200, { status: 200, code: 2000, totalCount: 2 });
      znData('Tasks').count({ id: '1|2' });
      $httpBackend.flush();
    });

    it('fails when the answer has no numeric totalCount', () => {
      const failed = jasmine.createSpy('error');
      $httpBackend.expect('GET', exactly('/v1/tasks/count')).respond(200, { status: 200, code: 2000, data: [] });
      const outcome = track(znData('Tasks').count({}, null, failed));
      $httpBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value).toEqual(jasmine.objectContaining({
        status: 200, code: 0, developerMessage: 'GET /v1/tasks/count answered without a numeric totalCount, got undefined'
      }));
      expect(failed).toHaveBeenCalledWith(outcome.value);
    });
  });

  describe('encoding of path values', () => {
    beforeEach(load);

    const encoded: Array<[string, string, string]> = [
      ['a slash', 'a/b', '/v1/tasks/a%2Fb'],
      ['a question mark', 'x?admin=1', '/v1/tasks/x%3Fadmin%3D1'],
      ['a hash', 'x#y', '/v1/tasks/x%23y'],
      ['a space', 'a b', '/v1/tasks/a%20b'],
      ['unicode', 'Zoë☃', '/v1/tasks/Zo%C3%AB%E2%98%83'],
      ['a pipe', '1|2', '/v1/tasks/1%7C2'],
      ['../ inside a value', '../users', '/v1/tasks/..%2Fusers']
    ];
    encoded.forEach(([what, id, url]) => {
      it(`encodes ${what} as part of one segment: ${url}`, () => {
        $httpBackend.expect('GET', exactly(url)).respond(200, envelope({}));
        znData('Tasks').get({ id });
        $httpBackend.flush();
      });
    });

    it('encodes a required parameter as one segment too', () => {
      $httpBackend.expect('GET', exactly('/v1/forms/1%2F..%2F2/records?id=3')).respond(200, envelope([]));
      znData('FormRecords').query({ formId: '1/../2', id: 3 });
      $httpBackend.flush();
    });

    const refused: Array<[string, unknown, string]> = [
      ['".."', '..', 'znData: Tasks.get: id must not be "..", which would change the path; expected a value such as 1'],
      ['"."', '.', 'znData: Tasks.get: id must not be ".", which would change the path; expected a value such as 1'],
      ['an empty string', '', 'znData: Tasks.get: id must not be empty; expected a value such as 1'],
      ['an object', { id: 1 }, 'znData: Tasks.get: id must be a non-empty string or a finite number, got a plain object with key id'],
      ['an array', [1, 2], 'znData: Tasks.get: id must be a non-empty string or a finite number, got an array of 2 items']
    ];
    refused.forEach(([what, id, message]) => {
      it(`refuses ${what} without sending anything`, () => {
        const outcome = track(znData('Tasks').get({ id: id as any }));
        $rootScope.$digest();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value.developerMessage).toBe(message);
      });
    });
  });

  describe('encoding of query values', () => {
    beforeEach(load);

    const encoded: Array<[string, Record<string, unknown>, string]> = [
      ['spaces, & and =', { name: 'a b&c=d' }, '/v1/tasks?name=a%20b%26c%3Dd'],
      ['? and #', { name: '?x#y' }, '/v1/tasks?name=%3Fx%23y'],
      ['a | written by the caller', { status: 'open|closed' }, '/v1/tasks?status=open|closed'],
      ['unicode', { name: 'Zoë' }, '/v1/tasks?name=Zo%C3%AB'],
      ['a slash', { timezone: 'America/New_York' }, '/v1/tasks?timezone=America%2FNew_York'],
      ['booleans', { validate_only: false }, '/v1/tasks?validate_only=false'],
      ['special characters in keys', { 'a&b': 1 }, '/v1/tasks?a%26b=1']
    ];
    encoded.forEach(([what, params, url]) => {
      it(`encodes ${what}: ${url}`, () => {
        $httpBackend.expect('GET', exactly(url)).respond(200, envelope([]));
        znData('Tasks').query(params);
        $httpBackend.flush();
      });
    });

    it('sends nested objects as dotted keys, as Zengine did (workspace.id=2, folder.id=3)', () => {
      $httpBackend.expect('GET', exactly('/v1/forms?workspace.id=2&related=folders')).respond(200, envelope([{ id: 1 }]));
      $httpBackend.expect('GET', exactly('/v1/forms/7/records?folder.id=3&a.b.c=x')).respond(200, envelope([]));
      const forms = track(znData('Forms').query({ workspace: { id: 2 }, related: 'folders' }));
      znData('FormRecords').query({ formId: 7, folder: { id: 3 }, a: { b: { c: 'x' } } });
      $httpBackend.flush();
      expect(forms).toEqual({ state: 'resolved', value: [{ id: 1 }] });
    });

    it('reads params when called, so one object reused in a loop (Record Board part 2) sends each folder', () => {
      $httpBackend.expect('GET', exactly('/v1/forms/7/records?folder.id=1')).respond(200, envelope([]));
      $httpBackend.expect('GET', exactly('/v1/forms/7/records?folder.id=2')).respond(200, envelope([]));
      const params: any = { formId: 7, folder: {} };
      [1, 2].forEach((id) => {
        params.folder.id = id;
        znData('FormRecords').query(params);
      });
      $httpBackend.flush();
    });

    it('keeps filter an object sent as JSON', () => {
      $httpBackend.expect('GET', exactly('/v1/tasks?filter=%7B%22and%22%3A%5B%5D%7D')).respond(200, envelope([]));
      znData('Tasks').query({ filter: { and: [] } });
      $httpBackend.flush();
    });

    it('counts records of a folder with a nested object condition', () => {
      $httpBackend.expect('GET', exactly('/v1/forms/7/records/count?folder.id=3')).respond(200, { status: 200, code: 2000, totalCount: 4, data: [] });
      const outcome = track(znData('FormRecords').count({ formId: 7, folder: { id: 3 } }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: 4 });
    });
  });

  describe('get without the object id (as Zengine: the collection GET)', () => {
    beforeEach(load);

    it('sends the collection GET with the other params, and resolves with what the API answers', () => {
      $httpBackend.expect('GET', exactly('/v1/forms/7/records?folder.id=3&limit=1')).respond(200, envelope([{ id: 4 }]));
      const outcome = track(znData('FormRecords').get({ formId: 7, folder: { id: 3 }, limit: 1 }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: [{ id: 4 }] });
    });

    it("reads a plugin by its namespace as the labs chat plugin does: Plugins.get({ namespace }) → the list", () => {
      $httpBackend.expect('GET', exactly('/v1/plugins?namespace=chat')).respond(200, envelope([{ id: 9, namespace: 'chat' }]));
      const outcome = track(znData('Plugins').get({ namespace: 'chat' }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: [{ id: 9, namespace: 'chat' }] });
    });

    it("reads one object by a string id such as 'me' (the current user)", () => {
      $httpBackend.expect('GET', exactly('/v1/users/me')).respond(200, envelope({ id: 1, displayName: 'Ann' }));
      const outcome = track(znData('Users').get({ id: 'me' }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: { id: 1, displayName: 'Ann' } });
    });
  });
});
