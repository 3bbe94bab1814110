import type { IHttpBackendService, IPromise, IRootScopeService } from 'angular';
import { ZnDataService } from '../../src/index';
import { envelope, exactly, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

type Call = (znData: ZnDataService) => IPromise<unknown>;

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;
  let $rootScope: IRootScopeService;
  let broadcasts: Array<{ name: string; args: unknown[] }>;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => {
    ({ znData, $httpBackend, $rootScope } = injectDataServices());
    broadcasts = [];
    const broadcast = $rootScope.$broadcast;
    spyOn($rootScope, '$broadcast').and.callFake(function (this: IRootScopeService, name: string, ...args: unknown[]) {
      broadcasts.push({ name, args });
      return broadcast.call(this, name, ...args);
    });
  });
  afterEach(verifyNoOutstandingHttp);

  describe('events', () => {
    // [what, call, method, URL, response data, event name, the listener's arguments after the event object]
    const events: Array<[string, Call, string, string, unknown, string, unknown[]]> = [
      ['get broadcasts read(record, params)', (z) => z('Tasks').get({ id: 1, related: 'taskList' }),
        'GET', '/v1/tasks/1?related=taskList', { id: 1 }, 'zn-data-tasks-read', [{ id: 1 }, { id: 1, related: 'taskList' }]],
      ['query broadcasts read(records, params) with the path parameters', (z) => z('FormRecords').query({ formId: 2, limit: 5 }),
        'GET', '/v1/forms/2/records?limit=5', [{ id: 7 }], 'zn-data-form-records-read', [[{ id: 7 }], { formId: 2, limit: 5 }]],
      ['save with POST broadcasts saved(record, true, params)', (z) => z('FormRecords').save({ formId: 2 }, { name: 'a' }),
        'POST', '/v1/forms/2/records', { id: 8, name: 'a' }, 'zn-data-form-records-saved', [{ id: 8, name: 'a' }, true, { formId: 2 }]],
      ['save with PUT broadcasts saved(record, false, params)', (z) => z('FormRecords').save({ formId: 2, id: 8 }, { name: 'b' }),
        'PUT', '/v1/forms/2/records/8', { id: 8, name: 'b' }, 'zn-data-form-records-saved', [{ id: 8, name: 'b' }, false, { formId: 2, id: 8 }]],
      ['save of data with an id broadcasts saved(record, false, params)', (z) => z('Tasks').save({ id: 4, task: 'x' }),
        'PUT', '/v1/tasks/4', { id: 4, task: 'x' }, 'zn-data-tasks-saved', [{ id: 4, task: 'x' }, false, {}]],
      ['update broadcasts saved(record, false, params)', (z) => z('WorkspaceMembers').update({ workspaceId: 3, id: 5 }, { 'role.id': 1 }),
        'PUT', '/v1/workspaces/3/members/5', { id: 5 }, 'zn-data-workspace-members-saved', [{ id: 5 }, false, { workspaceId: 3, id: 5 }]],
      ['save with conditions (a bulk update) broadcasts updated-all(params)', (z) => z('WorkspaceMembers').save({ workspaceId: 3, 'role.id': 2 }, { 'role.id': 1 }),
        'PUT', '/v1/workspaces/3/members?role.id=2', null, 'zn-data-workspace-members-updated-all', [{ workspaceId: 3, 'role.id': 2 }]],
      ['delete broadcasts deleted(params) with formId and id', (z) => z('FormRecords').delete({ formId: 2, id: 8 }),
        'DELETE', '/v1/forms/2/records/8', null, 'zn-data-form-records-deleted', [{ formId: 2, id: 8 }]],
      ['del broadcasts deleted(params)', (z) => z('Activities').del({ activityId: 3 }),
        'DELETE', '/v1/activities/3', null, 'zn-data-activities-deleted', [{ activityId: 3 }]],
      ['saveAll broadcasts saved-all(ids, params)', (z) => z('Tasks').saveAll({}, [{ task: 'a' }, { task: 'b' }]),
        'POST', '/v1/tasks', [11, 12], 'zn-data-tasks-saved-all', [[11, 12], {}]],
      ['updateAll broadcasts updated-all(params)', (z) => z('Tasks').updateAll({ status: 'open' }, { status: 'closed' }),
        'PUT', '/v1/tasks/?status=open', null, 'zn-data-tasks-updated-all', [{ status: 'open' }]],
      ['deleteAll broadcasts deleted-all(params)', (z) => z('FormRecords').deleteAll({ formId: 2, id: [1, 2] }),
        'DELETE', '/v1/forms/2/records/?id=1|2', null, 'zn-data-form-records-deleted-all', [{ formId: 2, id: [1, 2] }]]
    ];
    events.forEach(([what, call, method, url, data, name, args]) => {
      it(what, () => {
        const listener = jasmine.createSpy('listener');
        $rootScope.$on(name, listener);
        $httpBackend.expect(method, exactly(url)).respond(200, envelope(data));
        call(znData);
        $httpBackend.flush();
        expect(broadcasts.map((b) => b.name)).toEqual([name]);
        expect(listener).toHaveBeenCalledTimes(1);
        expect(listener.calls.argsFor(0)[0].name).toBe(name);
        expect(listener.calls.argsFor(0).slice(1)).toEqual(args);
      });
    });

    it('hands listeners a copy of params, so a listener cannot change the caller\'s', () => {
      const params = { formId: 2, id: 8 };
      $rootScope.$on('zn-data-form-records-deleted', (event, eventParams: any) => { eventParams.id = 99; });
      $httpBackend.expect('DELETE', exactly('/v1/forms/2/records/8')).respond(204, '');
      znData('FormRecords').delete(params);
      $httpBackend.flush();
      expect(params).toEqual({ formId: 2, id: 8 });
    });

    it('broadcasts after the successCallback, before the promise resolves', () => {
      const order: string[] = [];
      $rootScope.$on('zn-data-tasks-read', () => order.push('event'));
      $httpBackend.expect('GET', exactly('/v1/tasks/1')).respond(200, envelope({ id: 1 }));
      znData('Tasks').get({ id: 1 }, () => order.push('callback')).then(() => order.push('promise'));
      $httpBackend.flush();
      expect(order).toEqual(['callback', 'event', 'promise']);
    });

    const silent: Array<[string, (znData: ZnDataService) => unknown, string, string, number]> = [
      ['a failed save', (z) => track(z('Tasks').save({ task: 'a' })), 'POST', '/v1/tasks', 500],
      ['a failed delete', (z) => track(z('Tasks').delete({ id: 1 })), 'DELETE', '/v1/tasks/1', 404],
      ['a save with validate_only', (z) => z('Tasks').save({ validate_only: true }, { task: 'a' }), 'POST', '/v1/tasks?validate_only=true', 200],
      ['an update with validate_only as text', (z) => z('Tasks').update({ id: 1, validate_only: 'true' }, { task: 'a' }), 'PUT', '/v1/tasks/1?validate_only=true', 200],
      ['a saveAll with validate_only', (z) => z('Tasks').saveAll({ validate_only: 1 }, [{ task: 'a' }]), 'POST', '/v1/tasks?validate_only=1', 200],
      ['a count', (z) => z('Tasks').count({}), 'GET', '/v1/tasks/count', 200]
    ];
    silent.forEach(([what, call, method, url, status]) => {
      it(`broadcasts nothing for ${what}`, () => {
        $httpBackend.expect(method, exactly(url)).respond(status, { status, code: status * 10, totalCount: 0, userMessage: 'u', developerMessage: 'd' });
        call(znData);
        $httpBackend.flush();
        expect(broadcasts).toEqual([]);
      });
    });

    it('broadcasts when validate_only is false', () => {
      $httpBackend.expect('POST', exactly('/v1/tasks?validate_only=false')).respond(200, envelope({ id: 1 }));
      znData('Tasks').save({ validate_only: false }, { task: 'a' });
      $httpBackend.flush();
      expect(broadcasts.map((b) => b.name)).toEqual(['zn-data-tasks-saved']);
    });
  });
});
