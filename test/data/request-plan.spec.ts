import { PlanInput, RequestPlan, ZnDataAction, planRequest } from '../../src/core/request-plan';
import { ZnResourceName, findResource } from '../../src/core/resources';

class FakeBlob {}

function plan(name: ZnResourceName, action: ZnDataAction, params: Record<string, unknown>, data?: unknown): RequestPlan {
  const input: PlanInput = {
    resource: findResource(name)!,
    action,
    params,
    data,
    apiUrl: 'https://api.example.com/v1',
    isBlob: (value) => value instanceof FakeBlob,
    isFormData: () => false
  };
  return planRequest(input);
}

describe('planRequest (pure)', () => {
  // [rule, resource, action, params, data, method, URL, event]
  const rules: Array<[string, ZnResourceName, ZnDataAction, Record<string, unknown>, unknown, string, string, RequestPlan['event']]> = [
    ['1', 'Tasks', 'save', {}, { task: 'a' }, 'POST', '/tasks', { action: 'saved', created: true }],
    ['2', 'WorkspaceMembers', 'get', { workspaceId: 1, id: 2 }, undefined, 'GET', '/workspaces/1/members/2', { action: 'read' }],
    ['3', 'WorkspaceMembers', 'query', { workspaceId: 1, id: 2 }, undefined, 'GET', '/workspaces/1/members?id=2', { action: 'read' }],
    ['4', 'WorkspaceMembers', 'save', { workspaceId: 1 }, { inviteCode: 3 }, 'POST', '/workspaces/1/members', { action: 'saved', created: true }],
    ['5', 'WorkspaceMembers', 'save', { workspaceId: 1, id: 2 }, { 'role.id': 3 }, 'PUT', '/workspaces/1/members/2', { action: 'saved', created: false }],
    ['6', 'WorkspaceMembers', 'save', { workspaceId: 1, 'role.id': 4 }, { 'role.id': 3 }, 'PUT', '/workspaces/1/members?role.id=4', { action: 'updated-all' }],
    ['7', 'Tasks', 'updateAll', { status: 'open' }, { status: 'closed' }, 'PUT', '/tasks/?status=open', { action: 'updated-all' }],
    ['7', 'Tasks', 'updateAll', { id: '1|2|3' }, { status: 'closed' }, 'PUT', '/tasks/?id=1|2|3', { action: 'updated-all' }],
    ['8', 'Tasks', 'deleteAll', { status: 'closed' }, undefined, 'DELETE', '/tasks/?status=closed', { action: 'deleted-all' }],
    ['8', 'Tasks', 'deleteAll', { id: '1|2' }, undefined, 'DELETE', '/tasks/?id=1|2', { action: 'deleted-all' }],
    ['9', 'Tasks', 'saveAll', {}, [{ task: 'a' }], 'POST', '/tasks', { action: 'saved-all' }]
  ];
  rules.forEach(([rule, name, action, params, data, method, url, event]) => {
    it(`follows rule ${rule}: ${name}.${action} → ${method} ${url}`, () => {
      const result = plan(name, action, params, data);
      expect(result.method).toBe(method);
      expect(result.url).toBe('https://api.example.com/v1' + url);
      expect(result.event).toEqual(event);
      expect(result.body).toEqual(data === undefined ? { kind: 'none' } : { kind: 'json', value: data });
      expect(result.headers).toEqual({});
      expect(result.result).toBe('data');
    });
  });

  it('plans count as a GET of <collection>/count that resolves the totalCount, without an event', () => {
    expect(plan('FormRecords', 'count', { formId: 2, id: 5 })).toEqual({
      method: 'GET', url: 'https://api.example.com/v1/forms/2/records/count?id=5', headers: {}, body: { kind: 'none' }, event: null, result: 'count'
    });
  });

  it('plans no event for validate_only', () => {
    expect(plan('Tasks', 'save', { validate_only: true }, { task: 'a' }).event).toBeNull();
  });

  it('puts objectVersion in a header of versioned resources', () => {
    expect(plan('FormRecords', 'update', { formId: 1, id: 2, objectVersion: 3 }, {}).headers).toEqual({ 'X-If-ObjectVersion-Matches': '3' });
  });

  it('plans a multipart body for top-level blobs, objects as JSON, empty values left out', () => {
    const file = new FakeBlob();
    expect(plan('FormUploads', 'save', { formId: 1 }, { file, tags: ['a'], size: 3, gone: undefined }).body).toEqual({
      kind: 'multipart',
      fields: [{ name: 'file', value: file as Blob }, { name: 'tags', value: '["a"]' }, { name: 'size', value: '3' }]
    });
  });

  it('refuses a blob as the whole body', () => {
    expect(() => plan('FormUploads', 'save', { formId: 1 }, new FakeBlob())).toThrowError(/a File or Blob must be a top-level value of data/);
  });
});
