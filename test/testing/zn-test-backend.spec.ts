import type { IHttpService } from 'angular';
import { KitServices, injectKit, loadKit, thrownBy, track } from './helpers';

describe('znTestBackend', () => {
  let kit: KitServices;

  beforeEach(() => {
    loadKit();
    kit = injectKit();
  });

  afterEach(() => {
    kit.$httpBackend.verifyNoOutstandingRequest();
  });

  function records(count: number, formId = 1): void {
    const list = [];
    for (let i = 1; i <= count; i++) list.push({ id: i, name: `Deal ${String(i).padStart(2, '0')}`, field1: i * 10, field2: i % 2 ? 'open' : 'won' });
    kit.znTestBackend.seed('FormRecords', { formId }, list);
  }

  describe('reading', () => {
    it('answers a query with the seeded objects in the API envelope', () => {
      records(3);
      let meta: any;
      const outcome = track(kit.znData('FormRecords').query({ formId: 1 }, (data: unknown, metaData: unknown) => { meta = metaData; }));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('resolved');
      expect(outcome.value.map((record: any) => record.id)).toEqual([1, 2, 3]);
      expect(meta).toEqual(jasmine.objectContaining({ status: 200, code: 2000, totalCount: 3, limit: 20, offset: 0 }));
    });

    it('keeps each collection apart by its path parameters', () => {
      records(2, 1);
      kit.znTestBackend.seed('FormRecords', { formId: 2 }, [{ name: 'Other form' }]);
      const outcome = track(kit.znData('FormRecords').query({ formId: 2 }));
      kit.znTestBackend.flush();
      expect(outcome.value.map((record: any) => record.name)).toEqual(['Other form']);
    });

    it('pages with limit and page, and says totalCount and offset', () => {
      records(30);
      let meta: any;
      const outcome = track(kit.znData('FormRecords').query({ formId: 1, limit: 10, page: 2 }, (data: unknown, metaData: unknown) => { meta = metaData; }));
      kit.znTestBackend.flush();
      expect(outcome.value.map((record: any) => record.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      expect(meta.totalCount).toBe(30);
      expect(meta.offset).toBe(10);
      expect(meta.limit).toBe(10);
    });

    it('filters with conditions: equals, a|b and key prefixes; a prefix in the value is text, as the API reads it', () => {
      records(6);
      const ids = (params: Record<string, unknown>) => {
        const outcome = track(kit.znData('FormRecords').query({ formId: 1, ...params }));
        kit.znTestBackend.flush();
        return outcome.value.map((record: any) => record.id);
      };
      expect(ids({ field2: 'won' })).toEqual([2, 4, 6]);
      expect(ids({ id: [1, 5] })).toEqual([1, 5]);
      expect(ids({ 'min-field1': 40 })).toEqual([4, 5, 6]);
      expect(ids({ 'max-field1': 20 })).toEqual([1, 2]);
      expect(ids({ field1: 'max:20' })).toEqual([]);
      expect(ids({ 'not-field2': 'open', 'min-field1': 30 })).toEqual([4, 6]);
      expect(ids({ 'contains-name': '0' })).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('filters with a filter through the SDK\'s matcher', () => {
      records(6);
      const filter = { or: [{ prefix: 'min', attribute: 'field1', value: 50 }, { prefix: '', attribute: 'name', value: 'Deal 02' }] };
      const outcome = track(kit.znData('FormRecords').query({ formId: 1, filter }));
      kit.znTestBackend.flush();
      expect(outcome.value.map((record: any) => record.id)).toEqual([2, 5, 6]);
    });

    it('answers a malformed filter with a 400 failure envelope', () => {
      records(1);
      const outcome = track(kit.znData('FormRecords').query({ formId: 1, filter: { and: [{ prefix: 'bogus', attribute: 'name', value: 'x' }] } }));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.status).toBe(400);
      expect(outcome.value.developerMessage).toContain('not a valid data filter');
    });

    it('sorts by an attribute in either direction, then by id', () => {
      kit.znTestBackend.seed('Tasks', [{ title: 'b' }, { title: 'c' }, { title: 'a' }, { title: 'b' }]);
      const outcome = track(kit.znData('Tasks').query({ sort: 'title', direction: 'desc' }));
      kit.znTestBackend.flush();
      expect(outcome.value.map((task: any) => `${task.title}${task.id}`)).toEqual(['c2', 'b4', 'b1', 'a3']);
    });

    it('joins related collections and picks attributes', () => {
      kit.znTestBackend.seed('Forms', [{ id: 7, name: 'Deals', singularName: 'Deal' }]);
      kit.znTestBackend.seed('FormFields', { formId: 7 }, [{ id: 70, label: 'Stage' }, { id: 71, label: 'Amount' }]);
      const form = track(kit.znData('Forms').get({ id: 7, related: 'fields' }));
      const picked = track(kit.znData('Forms').query({ attributes: ['id', 'name'] }));
      kit.znTestBackend.flush();
      expect(form.value.fields.map((field: any) => field.label)).toEqual(['Stage', 'Amount']);
      expect(picked.value).toEqual([{ id: 7, name: 'Deals' }]);
    });

    it('joins a form\'s fields when Forms.get names no related, as Zengine answered', () => {
      kit.znTestBackend.seed('Forms', [{ id: 7, name: 'Deals' }]);
      kit.znTestBackend.seed('FormFields', { formId: 7 }, [{ id: 70, label: 'Stage' }]);
      const form = track(kit.znData('Forms').get({ id: 7 }));
      const plain = track(kit.znData('Forms').get({ id: 7, related: 'null' }));
      kit.znTestBackend.flush();
      expect(form.value.fields.map((field: any) => field.label)).toEqual(['Stage']);
      expect('fields' in plain.value).toBe(false);
    });

    it('gives a form\'s records its workspace, as the sandbox\'s records carry it, and selects them by workspaceId', () => {
      kit.znTestBackend.seed('Forms', [{ id: 1, name: 'Deals', workspace: { id: 3 } }]);
      records(3);
      const one = track(kit.znData('FormRecords').get({ formId: 1, id: 2 }));
      const inWorkspace = track(kit.znData('FormRecords').query({ formId: 1, workspaceId: 3 }));
      const elsewhere = track(kit.znData('FormRecords').query({ formId: 1, workspaceId: 4 }));
      const saved = track(kit.znData('FormRecords').save({ formId: 1 }, { name: 'New deal', workspace: { id: 9 } }));
      kit.znTestBackend.flush();
      expect(one.value.workspace).toEqual({ id: 3 });
      expect(inWorkspace.value.map((record: any) => record.workspace)).toEqual([{ id: 3 }, { id: 3 }, { id: 3 }]);
      expect(elsewhere.value).toEqual([]);
      expect(saved.value.workspace).toEqual({ id: 3 });
    });

    it('counts', () => {
      records(5);
      const outcome = track(kit.znData('FormRecords').count({ formId: 1, field2: 'open' }));
      kit.znTestBackend.flush();
      expect(outcome.value).toBe(3);
    });

    it('answers 404 with a failure envelope for an object it does not hold', () => {
      records(1);
      const outcome = track(kit.znData('FormRecords').get({ formId: 1, id: 99 }));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value).toEqual(jasmine.objectContaining({ status: 404, code: 4004, userMessage: 'Error viewing data' }));
    });

    it('tells DefaultFormPermissions (/forms/permissions) from a form', () => {
      kit.znTestBackend.seed('Forms', [{ id: 1, name: 'Deals' }]);
      kit.znTestBackend.seed('DefaultFormPermissions', [{ id: 1, view: true }]);
      const outcome = track(kit.znData('DefaultFormPermissions').query({}));
      kit.znTestBackend.flush();
      expect(outcome.value).toEqual([{ id: 1, view: true }]);
    });
  });

  describe('writing', () => {
    it('assigns ids on create and keeps the object, which .all() reads back', () => {
      records(2);
      const outcome = track(kit.znData('FormRecords').save({ formId: 1 }, { name: 'New deal', field1: 5 }));
      kit.znTestBackend.flush();
      expect(outcome.value).toEqual({ id: 3, name: 'New deal', field1: 5, objectVersion: 1 });
      expect(kit.znTestBackend.all('FormRecords', { formId: 1 }).map((record) => record.name)).toEqual(['Deal 01', 'Deal 02', 'New deal']);
    });

    it('answers a bulk create with the new ids', () => {
      const outcome = track(kit.znData('Tasks').saveAll({}, [{ title: 'a' }, { title: 'b' }]));
      kit.znTestBackend.flush();
      expect(outcome.value).toEqual([1, 2]);
      expect(kit.znTestBackend.all('Tasks').length).toBe(2);
    });

    it('updates an object, bumping objectVersion, and refuses a stale version with 412, code 4025, as Zengine did', () => {
      kit.znTestBackend.seed('FormRecords', { formId: 1 }, [{ id: 4, name: 'Deal', objectVersion: 3 }]);
      const saved = track(kit.znData('FormRecords').save({ formId: 1, id: 4, objectVersion: 3 }, { name: 'Renamed' }));
      kit.znTestBackend.flush();
      expect(saved.value).toEqual({ id: 4, name: 'Renamed', objectVersion: 4 });
      const stale = track(kit.znData('FormRecords').save({ formId: 1, id: 4, objectVersion: 3 }, { name: 'Again' }));
      kit.znTestBackend.flush();
      expect(stale.value).toEqual(jasmine.objectContaining({ status: 412, code: 4025 }));
      expect(kit.znTestBackend.all('FormRecords', { formId: 1 })[0].name).toBe('Renamed');
    });

    it('updates and deletes every object matching conditions', () => {
      records(4);
      const updated = track(kit.znData('FormRecords').updateAll({ formId: 1, field2: 'won' }, { field2: 'lost' }));
      kit.znTestBackend.flush();
      expect(updated.value).toEqual([2, 4]);
      const removed = track(kit.znData('FormRecords').deleteAll({ formId: 1, field2: 'lost' }));
      kit.znTestBackend.flush();
      expect(removed.state).toBe('resolved');
      expect(kit.znTestBackend.all('FormRecords', { formId: 1 }).map((record) => record.id)).toEqual([1, 3]);
    });

    it('deletes one object', () => {
      records(2);
      track(kit.znData('FormRecords').delete({ formId: 1, id: 1 }));
      kit.znTestBackend.flush();
      expect(kit.znTestBackend.all('FormRecords', { formId: 1 }).map((record) => record.id)).toEqual([2]);
    });

    it('keeps an upload\'s fields, and its file as name, size and type', () => {
      const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
      const outcome = track(kit.znData('FormUploads').save({ formId: 3 }, { file, fieldId: 12 }));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('resolved');
      expect(kit.znTestBackend.all('FormUploads', { formId: 3 })).toEqual([{ id: 1, file: { name: 'hello.txt', size: 5, type: 'text/plain' }, fieldId: '12' }]);
    });

    it('validates without saving on validate_only', () => {
      const outcome = track(kit.znData('Tasks').save({ validate_only: true }, { title: 'a' }));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('resolved');
      expect(kit.znTestBackend.all('Tasks')).toEqual([]);
    });
  });

  describe('failNext', () => {
    it('fails the next call of that resource and action once, with the API envelope', () => {
      records(1);
      kit.znTestBackend.failNext('FormRecords', 'save', { status: 409, userMessage: 'Changed meanwhile' });
      const first = track(kit.znData('FormRecords').save({ formId: 1, id: 1 }, { name: 'x' }));
      kit.znTestBackend.flush();
      const second = track(kit.znData('FormRecords').save({ formId: 1, id: 1 }, { name: 'y' }));
      kit.znTestBackend.flush();
      expect(first.value).toEqual(jasmine.objectContaining({ status: 409, code: 4009, userMessage: 'Changed meanwhile' }));
      expect(second.state).toBe('resolved');
    });

    it('leaves other actions and resources alone', () => {
      records(1);
      kit.znTestBackend.failNext('FormRecords', 'delete', { status: 500 });
      const read = track(kit.znData('FormRecords').query({ formId: 1 }));
      const other = track(kit.znData('Tasks').query({}));
      kit.znTestBackend.flush();
      expect(read.state).toBe('resolved');
      expect(other.state).toBe('resolved');
      const removed = track(kit.znData('FormRecords').delete({ formId: 1, id: 1 }));
      kit.znTestBackend.flush();
      expect(removed.value.status).toBe(500);
    });

    it('carries validationErrors, and fails as no answer at status 0', () => {
      kit.znTestBackend.failNext('Tasks', 'save', { status: 403, validationErrors: { title: ['Is required'] } });
      kit.znTestBackend.failNext('Tasks', 'query', { status: 0 });
      const saved = track(kit.znData('Tasks').save({ title: '' }));
      const read = track(kit.znData('Tasks').query({}));
      kit.znTestBackend.flush();
      expect(saved.value).toEqual(jasmine.objectContaining({ status: 403, code: 4012, validationErrors: { title: ['Is required'] } }));
      expect(read.value.status).toBe(0);
    });

    it('fails only the calls whose parameters include failure.params', () => {
      records(2);
      kit.znTestBackend.failNext('FormRecords', 'get', { status: 404, params: { id: 2 } });
      const one = track(kit.znData('FormRecords').get({ formId: 1, id: 1 }));
      const two = track(kit.znData('FormRecords').get({ formId: 1, id: 2 }));
      kit.znTestBackend.flush();
      expect(one.state).toBe('resolved');
      expect(two.value.status).toBe(404);
    });

    it('refuses an action znData does not have', () => {
      expect(thrownBy(() => kit.znTestBackend.failNext('FormRecords', 'remove' as any)).code).toBe('unknown-action');
    });
  });

  describe('flush', () => {
    it('answers every pending request and those their answers lead to', () => {
      kit.znTestBackend.seed('Forms', [{ id: 1, name: 'Deals' }]);
      records(2);
      const outcome = track(kit.znData('Forms').get({ id: 1 }).then((form: any) => kit.znData('FormRecords').query({ formId: form.id })));
      kit.znTestBackend.flush();
      expect(outcome.value.length).toBe(2);
    });

    it('does nothing when nothing is pending', () => {
      expect(() => kit.znTestBackend.flush()).not.toThrow();
    });

    it('logs the requests it answered', () => {
      track(kit.znData('Tasks').save({ title: 'a' }));
      kit.znTestBackend.flush();
      expect(kit.znTestBackend.requests()).toEqual([{ method: 'POST', url: '/v1/tasks', call: 'Tasks.save', body: { title: 'a' }, status: 200 }]);
    });
  });

  it('forgets everything on reset()', () => {
    records(2);
    kit.znTestBackend.service('board', 'GET /x', () => 1);
    kit.znTestBackend.failNext('Tasks', 'query');
    kit.znTestBackend.reset();
    const tasks = track(kit.znData('Tasks').query({}));
    const service = track(kit.znPluginData('board').get('/x', { workspaceId: 1 }));
    kit.znTestBackend.flush();
    expect(kit.znTestBackend.all('FormRecords', { formId: 1 })).toEqual([]);
    expect(tasks.state).toBe('resolved');
    expect(service.value.status).toBe(404);
  });

  describe('seed', () => {
    it('refuses an unknown resource and a missing path parameter with their codes', () => {
      expect(thrownBy(() => kit.znTestBackend.seed('Nope' as any, [])).code).toBe('unknown-resource');
      const missing = thrownBy(() => kit.znTestBackend.seed('FormRecords', {}, [{ name: 'x' }]));
      expect(missing.code).toBe('missing-path-param');
      expect(missing.message).toContain('formId');
    });

    it('refuses an id seeded twice', () => {
      kit.znTestBackend.seed('Tasks', [{ id: 1 }]);
      expect(thrownBy(() => kit.znTestBackend.seed('Tasks', [{ id: 1 }])).code).toBe('duplicate-id');
    });

    it('follows znConfig.apiUrl', () => {
      kit.$injector.get<any>('znConfig').set({ apiUrl: 'https://api.example.com/v1' });
      kit.znTestBackend.seed('Tasks', [{ title: 'a' }]);
      const outcome = track(kit.znData('Tasks').query({}));
      kit.znTestBackend.flush();
      expect(outcome.value.length).toBe(1);
    });
  });

  describe('service', () => {
    it('answers znPluginData with the handler\'s body, giving it the request', () => {
      let seen: any;
      kit.znTestBackend.service('board', 'PUT /items/:id', (request) => {
        seen = request;
        return { saved: true };
      });
      const outcome = track(kit.znPluginData('board').put('/items/42', { workspaceId: 3, params: { dryRun: true } }, { name: 'x' }));
      kit.znTestBackend.flush();
      expect(outcome.value).toEqual({ saved: true });
      expect(seen).toEqual(jasmine.objectContaining({
        method: 'PUT', route: '/items/42', workspaceId: 3, namespace: 'board', params: { id: '42' }, query: { dryRun: 'true' }, body: { name: 'x' }
      }));
    });

    it('answers with the status a handler sets through response', () => {
      kit.znTestBackend.service('board', 'POST /notes', (request, response) => response.status(422).send({ error: 'no text' }));
      const outcome = track(kit.znPluginData('board').post('/notes', { workspaceId: 1 }, {}));
      kit.znTestBackend.flush();
      expect(outcome.state).toBe('rejected');
      expect(outcome.value.status).toBe(422);
    });

    it('answers 500 when the handler throws, and 404 for a route it was not given', () => {
      kit.znTestBackend.service('board', 'GET /settings', () => { throw new Error('boom'); });
      const thrown = track(kit.znPluginData('board').get('/settings', { workspaceId: 1 }));
      const unknown = track(kit.znPluginData('board').get('/nothing', { workspaceId: 1 }));
      kit.znTestBackend.flush();
      expect(thrown.value.status).toBe(500);
      expect(thrown.value.developerMessage).toContain('boom');
      expect(unknown.value.status).toBe(404);
      expect(unknown.value.developerMessage).toContain('GET /settings');
    });

    it('fails the next request of a route with failNext(namespace, route)', () => {
      kit.znTestBackend.service('board', 'GET /settings', () => ({ formId: 1 }));
      kit.znTestBackend.failNext('board', 'GET /settings', { status: 503 });
      const first = track(kit.znPluginData('board').get('/settings', { workspaceId: 1 }));
      kit.znTestBackend.flush();
      const second = track(kit.znPluginData('board').get('/settings', { workspaceId: 1 }));
      kit.znTestBackend.flush();
      expect(first.value.status).toBe(503);
      expect(second.value).toEqual({ formId: 1 });
    });

    it('refuses a route that is not "METHOD /path"', () => {
      expect(thrownBy(() => kit.znTestBackend.service('board', '/settings', () => 1)).code).toBe('bad-route');
    });
  });

  it('leaves other URLs to the spec\'s own $httpBackend definitions', () => {
    kit.$httpBackend.whenGET('/templates/board.html').respond(200, '<p>board</p>');
    kit.znTestBackend.seed('Tasks', [{ title: 'a' }]);
    const template = track(kit.$injector.get<IHttpService>('$http').get('/templates/board.html'));
    const tasks = track(kit.znData('Tasks').query({}));
    kit.znTestBackend.flush();
    expect(template.value.data).toBe('<p>board</p>');
    expect(tasks.value.length).toBe(1);
  });
});
