import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';

describe('sandbox error answers', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox({ maxJsonBytes: 4096, maxUploadBytes: 1024 }); });
  afterAll(async () => { await running.stop(); });

  describe('404', () => {
    const missing: Array<[string, RegExp]> = [
      ['/v1/nothing', /No resource has the path \/nothing/],
      ['/v1/forms/2/records/9999', /No FormRecords object has id 9999 in Forms 2/],
      ['/v1/forms/1/records/41', /No FormRecords object has id 41 in Forms 1/],
      ['/v1/forms/77/records', /No Forms object has id 77/],
      ['/v1/forms/77/records/count', /No Forms object has id 77/],
      ['/v1/workspaces/2/members/1', /No WorkspaceMembers object has id 1 in Workspaces 2/],
      ['/v1/workspaces/2/members/1/task_preferences', /No WorkspaceMembers object has id 1 in workspace 2/],
      ['/v1/users/99/task_preferences', /No Users object has id 99/],
      ['/v1/notes/1/replies/99', /No NoteReplies object has id 99/],
      ['/v1/tasks/1/extra', /No resource has the path/],
      ['/v1//tasks', /No resource has the path/],
      ['/v1/workspaces/1/logo', /WorkspaceLogo in Workspaces 1 has nothing yet/]
    ];
    missing.forEach(([path, message]) => {
      it(`answers GET ${path}`, async () => {
        expectFailure(await call(running, 'GET', path), 404, 4004, message);
      });
    });

    it('answers PUT and DELETE of an unknown id', async () => {
      expectFailure(await call(running, 'PUT', '/v1/tasks/9999', { body: { status: 'closed' } }), 404, 4004);
      expectFailure(await call(running, 'DELETE', '/v1/tasks/9999'), 404, 4004);
    });

    it('answers a POST to a record collection of an unknown form', async () => {
      expectFailure(await call(running, 'POST', '/v1/forms/77/records', { body: { name: 'x' } }), 404, 4004, /No Forms object has id 77/);
    });
  });

  describe('400', () => {
    it('refuses a non-integer id', async () => {
      expectFailure(await call(running, 'GET', '/v1/tasks/abc'), 400, 4000, /id of Tasks in the path must be a positive integer; got "abc"/);
      expectFailure(await call(running, 'GET', '/v1/forms/two/records'), 400, 4000, /formId \(Forms\) in the path must be a positive integer/);
    });

    it('refuses malformed JSON with the parser\'s reason', async () => {
      const answer = await call(running, 'POST', '/v1/tasks', { rawBody: '{"task": "x",', headers: { 'Content-Type': 'application/json' } });
      expectFailure(answer, 400, 4000, /The body is not valid JSON/);
    });

    it('refuses a POST or PUT without a body', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks'), 400, 4000, /has no body/);
    });

    it('refuses POST to one object and _method on a GET', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks/1', { body: {} }), 405, 4005, /send PUT to change object 1/);
      expectFailure(await call(running, 'GET', '/v1/tasks?_method=DELETE'), 400, 4000, /works on a POST only/);
    });
  });

  describe('405 and 415', () => {
    it('refuses writes to reference data', async () => {
      expectFailure(await call(running, 'POST', '/v1/countries', { body: { code: 'XX' } }), 405, 4005, /Countries is read-only/);
      expectFailure(await call(running, 'DELETE', '/v1/task_statuses/?status=open'), 405, 4005);
    });

    it('refuses methods the API does not have', async () => {
      expectFailure(await call(running, 'PATCH', '/v1/tasks/1', { body: {} }), 405, 4005, /PATCH is not a method of the API/);
    });

    it('refuses a body that is not JSON', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: 'task=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        415, 4015, /must be JSON/);
    });
  });

  describe('_method', () => {
    it('lets a POST act as PUT for clients that cannot send the verb', async () => {
      const answer = await call(running, 'POST', '/v1/tasks/2?_method=PUT', { body: { priority: 4 } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.priority).toBe(4);
    });
  });

  describe('412 objectVersion (code 4025, as Zengine answered)', () => {
    it('applies a PUT whose X-If-ObjectVersion-Matches is current, and the version goes up', async () => {
      const before = (await call(running, 'GET', '/v1/forms/2/records/50')).body.data;
      const answer = await call(running, 'PUT', '/v1/forms/2/records/50', { body: { name: 'Fresh' }, headers: { 'X-If-ObjectVersion-Matches': String(before.objectVersion) } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.objectVersion).toBe(before.objectVersion + 1);
    });

    it('refuses a stale PUT with 412, code 4025 (what zn-backend-http retries on), and changes nothing', async () => {
      const before = (await call(running, 'GET', '/v1/forms/2/records/51')).body.data;
      await call(running, 'PUT', '/v1/forms/2/records/51', { body: { name: 'Someone else' } });
      const stale = await call(running, 'PUT', '/v1/forms/2/records/51', { body: { name: 'Mine' }, headers: { 'X-If-ObjectVersion-Matches': String(before.objectVersion) } });
      expectFailure(stale, 412, 4025, new RegExp(`FormRecords 51 is at objectVersion ${before.objectVersion + 1}, not ${before.objectVersion}`));
      const after = (await call(running, 'GET', '/v1/forms/2/records/51')).body.data;
      expect(after.name).toBe('Someone else');
      expect(after.objectVersion).toBe(before.objectVersion + 1);
    });

    const versioned: Array<[string, string, object]> = [
      ['Forms', '/v1/forms/1', { description: 'changed' }],
      ['Plugins', '/v1/plugins/1', { description: 'changed' }],
      ['DefaultFormPermissions', '/v1/forms/permissions?id=1', { view: false }],
      ['FormRecordPermissions', '/v1/forms/1/records/permissions?id=1', { edit: false }],
      ['PluginConfigs', '/v1/plugins_configs/1', { settings: { a: 2 } }]
    ];
    versioned.forEach(([resource, path, body]) => {
      it(`versions ${resource}: every change adds one, a stale header is a 412`, async () => {
        const read = await call(running, 'GET', path.replace('?id=', '?limit=1&id='));
        const object = Array.isArray(read.body.data) ? read.body.data[0] : read.body.data;
        expect(object.objectVersion).toEqual(jasmine.any(Number));
        const fresh = await call(running, 'PUT', path, { body, headers: { 'X-If-ObjectVersion-Matches': String(object.objectVersion) } });
        expect(fresh.status).withContext(fresh.text).toBe(200);
        const stale = await call(running, 'PUT', path, { body, headers: { 'X-If-ObjectVersion-Matches': String(object.objectVersion) } });
        expectFailure(stale, 412, 4025);
        const after = await call(running, 'GET', path.replace('?id=', '?limit=1&id='));
        expect((Array.isArray(after.body.data) ? after.body.data[0] : after.body.data).objectVersion).toBe(object.objectVersion + 1);
      });
    });

    it('refuses a header that is not a version', async () => {
      expectFailure(await call(running, 'PUT', '/v1/forms/1', { body: {}, headers: { 'X-If-ObjectVersion-Matches': 'latest' } }), 400, 4000, /must be an objectVersion/);
    });
  });

  describe('413', () => {
    it('refuses a JSON body over the limit', async () => {
      const answer = await call(running, 'POST', '/v1/tasks', { body: { task: 'x'.repeat(5000), workspace: { id: 1 } } });
      expectFailure(answer, 413, 4013, /larger than the limit of 4096 bytes/);
    });

    it('refuses an upload over the limit and stores nothing', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(2048)]), 'big.bin');
      const answer = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: form });
      expectFailure(answer, 413, 4013, /larger than the upload limit of 1024 bytes/);
      expect((await call(running, 'GET', '/v1/forms/2/uploads/count')).body.totalCount).toBe(3);
    });

    it('keeps serving after a refused upload', async () => {
      expect((await call(running, 'GET', '/v1/forms/2/uploads')).status).toBe(200);
    });
  });
});

describe('sandbox with a token', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox({ token: 'open-sesame', userTokens: { 'grace-token': 2 } }); });
  afterAll(async () => { await running.stop(); });

  it('answers 401 without a token, with WWW-Authenticate', async () => {
    const answer = await call(running, 'GET', '/v1/tasks');
    expectFailure(answer, 401, 4001, /needs a token/);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="sandbox"');
  });

  it('answers 401 for a wrong token, on plugin services too', async () => {
    expectFailure(await call(running, 'GET', '/v1/tasks', { headers: { Authorization: 'Bearer nope' } }), 401, 4001, /not one this sandbox knows/);
    expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/summary', { headers: { Authorization: 'Bearer nope' } }), 401, 4001);
  });

  it('serves a request with the token, acting as the first user', async () => {
    const answer = await call(running, 'GET', '/v1/tasks?assignedToUser.id=logged-in-user&limit=100', { headers: { Authorization: 'Bearer open-sesame' } });
    expect(answer.status).toBe(200);
    answer.body.data.forEach((task: any) => expect(task.assignedToUser.id).toBe(1));
  });

  it('acts as the user a user token maps to', async () => {
    const answer = await call(running, 'POST', '/v1/forms/2/records', { body: { field11: 'By Grace' }, headers: { Authorization: 'Bearer grace-token' } });
    expect(answer.body.data.createdByUser).toEqual({ id: 2 });
  });

  it('takes ?access_token= too', async () => {
    expect((await call(running, 'GET', '/v1/forms?access_token=open-sesame')).status).toBe(200);
  });
});
