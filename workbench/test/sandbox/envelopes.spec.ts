import { call, expectFailure, expectNoRoute, RunningSandbox, startSandbox } from './helpers';

describe('sandbox envelopes', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  describe('success', () => {
    it('wraps a list in status, code, totalCount, limit, offset and data', async () => {
      const answer = await call(running, 'GET', '/v1/forms');
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'limit', 'offset', 'status', 'totalCount']);
      expect(answer.body).toEqual(jasmine.objectContaining({ status: 200, code: 2000, totalCount: 3, limit: 20, offset: 0 }));
      expect(answer.body.data.map((form: any) => form.name)).toEqual(['Companies', 'Deals', 'Contacts']);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('answers one object as an object in data', async () => {
      const answer = await call(running, 'GET', '/v1/workspaces/1');
      expect(answer.body).toEqual({
        status: 200, code: 2000, totalCount: 1, limit: 1, offset: 0,
        data: jasmine.objectContaining({ id: 1, name: 'Demo Workspace' })
      });
    });

    // the conventions' response-format page shows GET, POST and PUT answered alike, and Zengine's API (evert0n/zn-api-tests) answered a create 200
    it('answers a create with 200, code 2000 and the new object', async () => {
      const answer = await call(running, 'POST', '/v1/task_lists', { body: { name: 'Envelope list', workspace: { id: 1 } } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 200, code: 2000, totalCount: 1, limit: 1, offset: 0,
        data: jasmine.objectContaining({ id: jasmine.any(Number), name: 'Envelope list', workspace: { id: 1 } })
      });
      expect(answer.body.data.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    });

    it('answers a PUT with the changed object', async () => {
      const created = await call(running, 'POST', '/v1/task_lists', { body: { name: 'Before', workspace: { id: 1 } } });
      const answer = await call(running, 'PUT', `/v1/task_lists/${created.body.data.id}`, { body: { name: 'After' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(jasmine.objectContaining({ status: 200, code: 2000, totalCount: 1, limit: 1, offset: 0 }));
      expect(answer.body.data).toEqual(jasmine.objectContaining({ id: created.body.data.id, name: 'After', workspace: { id: 1 } }));
    });

    it('answers a DELETE with status and code only', async () => {
      const created = await call(running, 'POST', '/v1/task_lists', { body: { name: 'Doomed', workspace: { id: 1 } } });
      const answer = await call(running, 'DELETE', `/v1/task_lists/${created.body.data.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, code: 2000 });
    });

    it('answers <collection>/count with status, code and totalCount only', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records/count');
      expect(answer.body).toEqual({ status: 200, code: 2000, totalCount: 200 });
    });
  });

  describe('failure', () => {
    it('has status, code, userMessage and developerMessage for an unknown id', async () => {
      const answer = await call(running, 'GET', '/v1/tasks/99999');
      expectFailure(answer, 404, 4004, /No Tasks object has id 99999/);
      expect(answer.body.userMessage).toBe('Error viewing data');
    });

    it('adds validationErrors keyed like the input for invalid data', async () => {
      const answer = await call(running, 'POST', '/v1/tasks', { body: { workspace: { id: 1 }, status: 'someday' } });
      expectFailure(answer, 403, 4012, /^Validation errors$/);
      expect(answer.body.userMessage).toBe('Error saving data');
      expect(answer.body.validationErrors).toEqual({
        task: ['Is required'],
        status: ['Must be one of open, in-progress, closed, archived']
      });
    });

    it('answers an unknown path outside /v1 and /plugins with Zengine\'s 404, saying where the API is', async () => {
      expectNoRoute(await call(running, 'GET', '/nothing-here'), /under \/v1/);
    });
  });

  describe('a server fault', () => {
    let broken: RunningSandbox;

    beforeAll(async () => {
      broken = await startSandbox();
      broken.sandbox.db.close();
    });
    afterAll(async () => { await broken.stop(); });

    it('is a 500 envelope that shows no stack trace or internals', async () => {
      const answer = await call(broken, 'GET', '/v1/tasks');
      expectFailure(answer, 500, 5000, /^The sandbox failed to handle this request; its log has the details$/);
      expect(answer.text).not.toMatch(/at .*\.js:\d+|Error:|database/);
      expect(broken.faults.length).toBe(1);
      expect(String(broken.faults[0])).toMatch(/database connection is not open/);
    });
  });
});
