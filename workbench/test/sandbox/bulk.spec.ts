import { call, expectFailure, fieldIds, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox bulk create, update and delete', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  function newTasks(label: string, count: number): object[] {
    return Array.from({ length: count }, (_, index) => ({ task: `${label} ${index}`, workspace: { id: 1 }, taskList: { id: 3 }, status: 'open' }));
  }

  describe('POST of an array', () => {
    it('creates every object and answers with the array of new ids', async () => {
      const answer = await call(running, 'POST', '/v1/tasks', { body: newTasks('bulk-create', 3) });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, code: 2000, totalCount: 3, limit: 3, offset: 0, data: [jasmine.any(Number), jasmine.any(Number), jasmine.any(Number)] });
      const stored = await readAll(running, `/v1/tasks?id=${answer.body.data.join('|')}`);
      expect(stored.map((task) => task.task)).toEqual(['bulk-create 0', 'bulk-create 1', 'bulk-create 2']);
    });

    it('creates nothing when one object is invalid, keying errors by index', async () => {
      const items = newTasks('bulk-invalid', 3);
      (items[1] as any).status = 'later';
      delete (items[2] as any).task;
      const answer = await call(running, 'POST', '/v1/tasks', { body: items });
      expectFailure(answer, 403, 4012);
      expect(answer.body.validationErrors).toEqual({ '1.status': ['Must be one of open, in-progress, closed, archived'], '2.task': ['Is required'] });
      expect((await call(running, 'GET', '/v1/tasks/count?starts-with-task=bulk-invalid')).body.totalCount).toBe(0);
    });

    it('refuses an empty array and an array of non-objects', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks', { body: [] }), 400, 4000, /empty array/);
      expectFailure(await call(running, 'POST', '/v1/tasks', { body: [1, 2] }), 400, 4000, /body\[0\] must be a JSON object/);
    });

    it('refuses more than 500 objects', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks', { body: newTasks('too many', 501) }), 400, 4000, /at most 500 objects; got 501/);
    });
  });

  describe('PUT on a collection with conditions', () => {
    it('updates every match (the trailing slash of updateAll included) and answers with their ids', async () => {
      const created = await call(running, 'POST', '/v1/tasks', { body: newTasks('bulk-update', 4) });
      const ids = created.body.data as number[];
      const answer = await call(running, 'PUT', `/v1/tasks/?id=${ids.slice(0, 3).join('|')}`, { body: { status: 'closed' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, code: 2000, totalCount: 3, limit: 3, offset: 0, data: ids.slice(0, 3) });
      const after = await readAll(running, `/v1/tasks?id=${ids.join('|')}`);
      expect(after.map((task) => task.status)).toEqual(['closed', 'closed', 'closed', 'open']);
    });

    it('selects by any condition, e.g. ?status=', async () => {
      await call(running, 'POST', '/v1/tasks', { body: newTasks('bulk-status', 2).map((task) => ({ ...task, status: 'archived', taskList: { id: 2 } })) });
      const archived = (await call(running, 'GET', '/v1/tasks/count?status=archived&taskList.id=2')).body.totalCount;
      const answer = await call(running, 'PUT', '/v1/tasks/?status=archived&taskList.id=2', { body: { priority: 4 } });
      expect(answer.body.totalCount).toBe(archived);
      expect((await call(running, 'GET', '/v1/tasks/count?status=archived&taskList.id=2&priority=4')).body.totalCount).toBe(archived);
    });

    it('updates form records by condition, versions going up', async () => {
      const contact = await fieldIds(running, 3);
      const role = `field${contact.Role}`;
      const newsletter = `field${contact.Newsletter}`;
      const before = await readAll(running, `/v1/forms/3/records?${role}=buyer`);
      expect(before.length).toBeGreaterThan(1);
      const answer = await call(running, 'PUT', `/v1/forms/3/records/?${role}=buyer`, { body: { [newsletter]: ['events'] } });
      expect(answer.body.data).toEqual(before.map((record) => record.id));
      const after = await readAll(running, `/v1/forms/3/records?${role}=buyer`);
      after.forEach((record, index) => {
        expect(record[newsletter]).toEqual(['events']);
        expect(record.objectVersion).toBe(before[index].objectVersion + 1);
      });
    });

    it('updates nothing when nothing matches', async () => {
      const answer = await call(running, 'PUT', '/v1/tasks/?task=no such task', { body: { status: 'closed' } });
      expect(answer.body).toEqual({ status: 200, code: 2000, totalCount: 0, limit: 0, offset: 0, data: [] });
    });

    it('refuses a PUT on the whole collection without a condition', async () => {
      const answer = await call(running, 'PUT', '/v1/tasks/', { body: { status: 'closed' } });
      expectFailure(answer, 400, 4000, /needs a condition .* it would change every object/);
      expect((await call(running, 'GET', '/v1/tasks/count?not-status=closed')).body.totalCount).toBeGreaterThan(0);
    });

    it('changes nothing when the body is invalid for the matches', async () => {
      const answer = await call(running, 'PUT', '/v1/tasks/?status=open', { body: { priority: 'high' } });
      expect(answer.body.validationErrors).toEqual({ priority: ['Must be one of 1, 2, 3, 4'] });
      expect((await call(running, 'GET', '/v1/tasks/count?priority=high')).body.totalCount).toBe(0);
    });
  });

  describe('DELETE on a collection with conditions', () => {
    it('deletes every match (the trailing slash of deleteAll included) and nothing else', async () => {
      const created = await call(running, 'POST', '/v1/tasks', { body: newTasks('bulk-delete', 3) });
      const ids = created.body.data as number[];
      const total = (await call(running, 'GET', '/v1/tasks/count')).body.totalCount;
      const answer = await call(running, 'DELETE', `/v1/tasks/?id=${ids[0]}|${ids[2]}`);
      expect(answer.body).toEqual({ status: 200, code: 2000, data: [ids[0], ids[2]] });
      expect((await call(running, 'GET', '/v1/tasks/count')).body.totalCount).toBe(total - 2);
      expect((await call(running, 'GET', `/v1/tasks/${ids[1]}`)).status).toBe(200);
      expect((await call(running, 'GET', `/v1/tasks/${ids[0]}`)).status).toBe(404);
    });

    it('deletes by a condition such as ?status=', async () => {
      await call(running, 'POST', '/v1/tasks', { body: newTasks('bulk-delete-status', 2).map((task) => ({ ...task, status: 'in-progress', taskList: { id: 1 } })) });
      const answer = await call(running, 'DELETE', '/v1/tasks/?status=in-progress&taskList.id=1');
      expect(answer.body.data.length).toBeGreaterThanOrEqual(2);
      expect((await call(running, 'GET', '/v1/tasks/count?status=in-progress&taskList.id=1')).body.totalCount).toBe(0);
    });

    it('refuses a DELETE on the whole collection without a condition', async () => {
      const total = (await call(running, 'GET', '/v1/tasks/count')).body.totalCount;
      expectFailure(await call(running, 'DELETE', '/v1/tasks'), 400, 4000, /needs a condition .* it would delete every object/);
      expectFailure(await call(running, 'DELETE', '/v1/tasks/?limit=5'), 400, 4000, /needs a condition/);
      expect((await call(running, 'GET', '/v1/tasks/count')).body.totalCount).toBe(total);
    });

    it('deletes a form with its fields, folders and records', async () => {
      const form = await call(running, 'POST', '/v1/forms', { body: { name: 'Scratch', workspace: { id: 1 } } });
      const formId = form.body.data.id;
      const field = await call(running, 'POST', `/v1/forms/${formId}/fields`, { body: { label: 'Label', type: 'text-input' } });
      await call(running, 'POST', `/v1/forms/${formId}/records`, { body: [{ [`field${field.body.data.id}`]: 'a' }, { [`field${field.body.data.id}`]: 'b' }] });
      expect((await call(running, 'DELETE', `/v1/forms/${formId}`)).status).toBe(200);
      expectFailure(await call(running, 'GET', `/v1/forms/${formId}`), 404, 4004, new RegExp(`No Forms object has id ${formId}`));
      expect((await call(running, 'GET', `/v1/forms/${formId}/records`)).body.totalCount).toBe(0);
      expect(running.sandbox.store.list('FormRecords', [{ attribute: 'form', id: formId }])).toEqual([]);
      expect(running.sandbox.store.get('FormFields', field.body.data.id)).toBeUndefined();
    });
  });
});
