// What the 2016 black-box tests of Zengine's API (evert0n/zn-api-tests, run against the real API)
// pin beyond the conventions pages, on a form of our own built as a client builds one: a form's
// fields in GET /forms/:id, debug mode's systemMessage, totalCount in a 404 under a missing parent.
import { call, RunningSandbox, startSandbox } from './helpers';

/** A workspace, a form and ten text fields, made through the API as a client makes them. */
async function buildForm(running: RunningSandbox): Promise<{ formId: number; fieldIds: number[] }> {
  const workspace = await call(running, 'POST', '/v1/workspaces', { body: { name: 'Black-box fixture' } });
  const form = await call(running, 'POST', '/v1/forms', { body: { name: 'Applicants', workspace: { id: workspace.body.data.id } } });
  const formId = form.body.data.id;
  const labels = Array.from({ length: 10 }, (unused, index) => ({ label: `Question ${index}`, type: 'text-input' }));
  const fields = await call(running, 'POST', `/v1/forms/${formId}/fields`, { body: labels });
  expect(fields.status).toBe(200);
  return { formId, fieldIds: fields.body.data };
}

describe('sandbox as the black-box tests of Zengine\'s API pin it', () => {
  let running: RunningSandbox;
  let fixture: { formId: number; fieldIds: number[] };

  beforeAll(async () => {
    running = await startSandbox();
    fixture = await buildForm(running);
  });
  afterAll(async () => { await running.stop(); });

  describe('GET /forms/:id', () => {
    it('joins the form\'s fields when the request names no related, in their order', async () => {
      const answer = await call(running, 'GET', `/v1/forms/${fixture.formId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.fields.map((field: any) => field.id)).toEqual(fixture.fieldIds);
      expect(answer.body.data.fields[0]).toEqual(jasmine.objectContaining({ label: 'Question 0', type: 'text-input', form: { id: fixture.formId } }));
      // as the tests build records from it
      const record: Record<string, string> = {};
      answer.body.data.fields.forEach((field: any) => { record[`field${field.id}`] = `R0F${field.id}`; });
      expect((await call(running, 'POST', `/v1/forms/${fixture.formId}/records`, { body: [record] })).status).toBe(200);
    });

    it('joins exactly what related names when it is given, related=null and related= included', async () => {
      for (const query of ['related=folders', 'related=null', 'related=']) {
        const answer = await call(running, 'GET', `/v1/forms/${fixture.formId}?${query}`);
        expect(answer.status).withContext(query).toBe(200);
        expect('fields' in answer.body.data).withContext(query).toBe(false);
      }
      expect((await call(running, 'GET', `/v1/forms/${fixture.formId}?related=folders`)).body.data.folders).toEqual(jasmine.any(Array));
      expect((await call(running, 'GET', `/v1/forms/${fixture.formId}?related=fields`)).body.data.fields.length).toBe(10);
    });

    it('keeps the fields out when attributes leaves them out, and in when it names them', async () => {
      expect((await call(running, 'GET', `/v1/forms/${fixture.formId}?attributes=name`)).body.data).toEqual({ id: fixture.formId, name: 'Applicants' });
      expect((await call(running, 'GET', `/v1/forms/${fixture.formId}?attributes=name,fields`)).body.data.fields.length).toBe(10);
    });

    it('leaves lists of forms as they were (fields with related=fields)', async () => {
      const answer = await call(running, 'GET', `/v1/forms?id=${fixture.formId}`);
      expect('fields' in answer.body.data[0]).toBe(false);
    });
  });

  describe('a parent that does not exist', () => {
    it('answers one object under it 404 (code 4004) with totalCount 0, as GET /workspaces/0/roles/1 was', async () => {
      const answer = await call(running, 'GET', '/v1/workspaces/0/roles/1');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(4004);
      expect(answer.body.totalCount).toBe(0);
    });
  });

  describe('failure envelopes without debug mode', () => {
    it('carry no systemMessage, as Zengine\'s production API answered', async () => {
      const answer = await call(running, 'POST', '/v1/users/1');
      expect(answer.body).toEqual({ status: 404, code: 5004, userMessage: 'Not Found', developerMessage: 'Not Found' });
      expect('systemMessage' in (await call(running, 'GET', '/v1/forms/999999')).body).toBe(false);
    });
  });
});

describe('sandbox in Zengine\'s debug mode (SANDBOX_DEBUG)', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox({ debug: true, token: 'debug-token' }); });
  afterAll(async () => { await running.stop(); });

  it('answers a path of no route with the router\'s systemMessage, before asking for a token', async () => {
    for (const [method, path] of [['POST', '/v1/users/1'], ['GET', '/v1/forms/1/uploads'], ['DELETE', '/v1/plugins/1/screenshots/1']]) {
      const answer = await call(running, method, path);
      expect(answer.status).withContext(path).toBe(404);
      expect(answer.body).withContext(path).toEqual({ status: 404, code: 5004, userMessage: 'Not Found', developerMessage: 'Not Found',
        systemMessage: ['Controller class Controller could not be found.'] });
    }
  });

  it('says what the sandbox says of other failures in systemMessage', async () => {
    const answer = await call(running, 'GET', '/v1/forms/999999', { headers: { Authorization: 'Bearer debug-token' } });
    expect(answer.status).toBe(404);
    expect(answer.body.systemMessage).toEqual([jasmine.stringMatching(/No Forms object has id 999999/)]);
  });

  it('keeps OAuth refusals to their two keys', async () => {
    expect((await call(running, 'GET', '/v1/forms')).body).toEqual({ error: 'invalid_request', error_description: 'The access token was not found' });
  });
});
