// Requests that must change nothing: bulk writes whose filter selects everything, dot segments in
// a path, writes to reference data; and `me` standing for the acting user.
import http from 'http';
import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';

describe('sandbox guards', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  /** Sends a path as it is: fetch would resolve `..` and `%2e%2e` before sending. */
  function rawRequest(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const { hostname, port } = new URL(running.origin);
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = text === undefined ? {} : { 'Content-Type': 'application/json' };
    return new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, method, path, headers }, (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => { answer += chunk; });
        response.on('end', () => resolve({ status: response.statusCode as number, body: answer ? JSON.parse(answer) : undefined }));
      });
      request.on('error', reject);
      if (text !== undefined) request.write(text);
      request.end();
    });
  }

  /** What a request must leave alone: counts of the forms and their records, tasks, and one record. */
  async function state(): Promise<unknown> {
    const count = async (path: string) => (await call(running, 'GET', path)).body.totalCount;
    return {
      forms: await count('/v1/forms/count'),
      form1: await count('/v1/forms/1/records/count'),
      form2: await count('/v1/forms/2/records/count'),
      tasks: await count('/v1/tasks/count'),
      record45: (await call(running, 'GET', '/v1/forms/2/records/45')).body.data
    };
  }

  describe('a bulk PUT or DELETE whose filter selects everything', () => {
    const everything = ['{"and":[]}', '{"or":[]}', '{"and":[{"or":[]},{"and":[]}]}',
      '{"or":[{"and":[]},{"prefix":"","attribute":"status","value":"open"}]}'];

    everything.forEach((filter) => {
      it(`refuses DELETE with filter=${filter} and deletes nothing`, async () => {
        const before = await state();
        expectFailure(await call(running, 'DELETE', `/v1/tasks/?filter=${encodeURIComponent(filter)}`), 400, 4000,
          /a filter that leaves some objects out; it would delete every object/);
        expect(await state()).toEqual(before);
      });

      it(`refuses PUT with filter=${filter} and changes nothing`, async () => {
        const before = await call(running, 'GET', '/v1/tasks?limit=100');
        expectFailure(await call(running, 'PUT', `/v1/tasks/?filter=${encodeURIComponent(filter)}`, { body: { status: 'closed' } }),
          400, 4000, /it would change every object/);
        expect((await call(running, 'GET', '/v1/tasks?limit=100')).body).toEqual(before.body);
      });
    });

    it('still runs a bulk DELETE whose filter has a condition beside an empty group', async () => {
      const created = await call(running, 'POST', '/v1/tasks', { body: [{ task: 'guard-a', workspace: { id: 1 } }, { task: 'guard-b', workspace: { id: 1 } }] });
      const filter = JSON.stringify({ and: [{ or: [] }, { prefix: '', attribute: 'task', value: 'guard-a' }] });
      const answer = await call(running, 'DELETE', `/v1/tasks/?filter=${encodeURIComponent(filter)}`);
      expect(answer.body.data).toEqual([created.body.data[0]]);
    });
  });

  describe('dot segments in the path', () => {
    const paths = [
      '/v1/forms/2/records/%2e%2e/%2e%2e/1',
      '/v1/forms/2/records/%2E%2E/%2E%2E/3',
      '/v1/forms/2/records/../../1',
      '/v1/tasks/%2e%2e/forms/2/records/45',
      '/v1/tasks/../forms/2/records/45',
      '/v1/forms/2/records/./45',
      '/v1/forms/2/records/%2e/45',
      '/v1/forms/2/records/.%2E/.%2e/1',
      '/v1/../v1/forms/2/records/45'
    ];
    ['GET', 'PUT', 'DELETE', 'POST'].forEach((method) => {
      paths.forEach((path) => {
        it(`answers ${method} ${path} with 400 and changes nothing`, async () => {
          const before = await state();
          const answer = await rawRequest(method, path, method === 'PUT' || method === 'POST' ? { name: 'moved' } : undefined);
          expect(answer.status).toBe(400);
          expect(answer.body.developerMessage).toMatch(/never \. or \.\./);
          expect(await state()).toEqual(before);
        });
      });
    });
  });

  describe('reference data', () => {
    it('answers POST /v1/countries without a body with 405', async () => {
      expectFailure(await rawRequest('POST', '/v1/countries') as any, 405, 4005, /Countries is read-only/);
    });

    it('answers PUT and DELETE on reference data without a body with 405', async () => {
      expect((await rawRequest('PUT', '/v1/countries/?code=US')).status).toBe(405);
      expect((await rawRequest('DELETE', '/v1/task_statuses/?status=open')).status).toBe(405);
    });
  });

  describe('/users/me', () => {
    it('answers the acting user', async () => {
      const first = (await call(running, 'GET', '/v1/users?limit=1')).body.data[0];
      const answer = await call(running, 'GET', '/v1/users/me');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(first);
    });

    describe('with user tokens', () => {
      let withTokens: RunningSandbox;
      const asSecond = { headers: { Authorization: 'Bearer second' } };

      beforeAll(async () => { withTokens = await startSandbox({ userTokens: { second: 2 } }); });
      afterAll(async () => { await withTokens.stop(); });

      it('answers the user of the token', async () => {
        const answer = await call(withTokens, 'GET', '/v1/users/me', asSecond);
        expect(answer.body.data.id).toBe(2);
      });

      it('stands for the acting user where a user id goes in the path', async () => {
        await call(withTokens, 'PUT', '/v1/users/2/task_preferences', { body: { view: 'board' }, ...asSecond });
        const mine = await call(withTokens, 'GET', '/v1/users/me/task_preferences', asSecond);
        expect(mine.status).toBe(200);
        expect(mine.body.data.view).toBe('board');
      });
    });

    it('is a 400 elsewhere, as any id that is not a number', async () => {
      expectFailure(await call(running, 'GET', '/v1/tasks/me'), 400, 4000);
    });
  });
});
