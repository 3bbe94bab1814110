import { call, expectFailure, expectNoRoute, expectOAuth, RunningSandbox, startSandbox } from './helpers';

describe('sandbox error answers', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox({ maxJsonBytes: 4096, maxUploadBytes: 1024 }); });
  afterAll(async () => { await running.stop(); });

  describe('404', () => {
    const missing: Array<[string, RegExp]> = [
      ['/v1/forms/2/records/9999', /No FormRecords object has id 9999 in Forms 2/],
      ['/v1/forms/1/records/41', /No FormRecords object has id 41 in Forms 1/],
      ['/v1/workspaces/2/members/1', /No WorkspaceMembers object has id 1 in Workspaces 2/],
      ['/v1/workspaces/2/members/1/task_preferences', /No WorkspaceMembers object has id 1/],
      ['/v1/users/99/task_preferences', /No Users object has id 99/],
      ['/v1/notes/1/replies/99', /No NoteReplies object has id 99/]
    ];
    // under a parent that does not exist, Zengine's 404 said totalCount 0 too (evert0n/zn-api-tests, wiz-5847)
    const underMissingParent = ['/v1/workspaces/2/members/1/task_preferences', '/v1/users/99/task_preferences'];
    missing.forEach(([path, message]) => {
      it(`answers GET ${path}`, async () => {
        const answer = await call(running, 'GET', path);
        if (underMissingParent.indexOf(path) === -1) expectFailure(answer, 404, 4004, message);
        else expect(answer.body).toEqual({ status: 404, code: 4004, userMessage: 'Error viewing data', developerMessage: jasmine.stringMatching(message), totalCount: 0 });
      });
    });

    // Zengine's router: a path of no resource, or a verb its resource does not take, is 404 with code 5004 and "Not Found"
    const noRoute: Array<[string, string, RegExp]> = [
      ['GET', '/v1/nothing', /No resource has the path \/nothing/],
      ['GET', '/v1/tasks/1/extra', /No resource has the path/],
      ['GET', '/v1//tasks', /No resource has the path/],
      ['GET', '/v1/workspaces/1/logo', /WorkspaceLogo collection takes POST, DELETE, not GET/],
      ['GET', '/v1/users/1/task_preferences/1', /No resource has the path/],
      ['POST', '/v1/users/1/task_preferences', /takes GET, PUT, not POST/],
      ['DELETE', '/v1/forms/1/records/permissions', /takes GET, PUT, not DELETE/],
      ['GET', '/v1/forms/1/uploads', /FormUploads collection takes POST, not GET/]
    ];
    noRoute.forEach(([method, path, hint]) => {
      it(`answers ${method} ${path} as no route (404, code 5004)`, async () => {
        expectNoRoute(await call(running, method, path), hint);
      });
    });

    it('answers PUT and DELETE of an unknown id', async () => {
      expectFailure(await call(running, 'PUT', '/v1/tasks/9999', { body: { status: 'closed' } }), 404, 4004);
      expectFailure(await call(running, 'DELETE', '/v1/tasks/9999'), 404, 4004);
    });
  });

  // Zengine's WIZ-5847 answers (evert0n/zn-api-tests): under a parent that does not exist a list is empty, one object is not found, a write is refused
  describe('a parent that does not exist', () => {
    it('lists nothing and counts 0 (200), and finds no object under it (404, code 4004)', async () => {
      for (const path of ['/v1/forms/77/records', '/v1/workspaces/0/roles', '/v1/notes/0/replies', '/v1/plugins/0/services', '/v1/users/0/authorizations']) {
        const answer = await call(running, 'GET', path);
        expect(answer.status).withContext(path).toBe(200);
        expect(answer.body).withContext(path).toEqual({ status: 200, code: 2000, totalCount: 0, limit: 20, offset: 0, data: [] });
      }
      expect((await call(running, 'GET', '/v1/forms/77/records/count')).body).toEqual({ status: 200, code: 2000, totalCount: 0 });
      // Zengine's 404 there said totalCount 0 too (evert0n/zn-api-tests, wiz-5847)
      for (const path of ['/v1/workspaces/0/roles/1', '/v1/users/0/notification_email']) {
        const answer = await call(running, 'GET', path);
        expect(answer.status).withContext(path).toBe(404);
        expect(answer.body).withContext(path).toEqual({ status: 404, code: 4004, userMessage: 'Error viewing data',
          developerMessage: jasmine.stringMatching(/No (Workspaces|Users) object has id 0/), totalCount: 0 });
      }
    });

    it('refuses creates: a validation error naming the parent (4012), or a refused write (4013)', async () => {
      const role = await call(running, 'POST', '/v1/workspaces/0/roles', { body: { name: 'Test Role' } });
      expectFailure(role, 403, 4012);
      expect(role.body.userMessage).toBe('Error saving data');
      expect(role.body.validationErrors).toEqual({ workspace: ['No Workspaces object has id 0'] });
      expectFailure(await call(running, 'POST', '/v1/forms/77/records', { body: { name: 'x' } }), 403, 4013, /No Forms object has id 77/);
      expectFailure(await call(running, 'POST', '/v1/workspaces/0/invitees', { body: { role: { id: 2 } } }), 403, 4013);
      expectFailure(await call(running, 'POST', '/v1/plugins/0/services', { body: { route: '/x' } }), 403, 4013);
      expect((await call(running, 'GET', '/v1/forms/2/records/count?name=x')).body.totalCount).toBe(0);
    });

    it('refuses changes and deletes of objects that exist elsewhere, and changes nothing', async () => {
      const changed = await call(running, 'PUT', '/v1/workspaces/0/roles/1', { body: { name: 'Hijacked' } });
      expectFailure(changed, 403, 4013);
      expect(changed.body.userMessage).toBe('Error saving data');
      expectFailure(await call(running, 'DELETE', '/v1/workspaces/0/roles/1'), 403, 4000);
      expectFailure(await call(running, 'PUT', '/v1/notes/0/replies/1', { body: { body: 'x' } }), 403, 5003);
      expectFailure(await call(running, 'PUT', '/v1/forms/0/records/permissions', { body: { edit: false } }), 403, 4024);
      expectFailure(await call(running, 'PUT', '/v1/users/0/notification_email', { body: { frequency: 'daily' } }), 403, 4013);
      expectNoRoute(await call(running, 'DELETE', '/v1/workspaces/0/transfer_requests/undefined'), /No Workspaces object has id 0/);
      expect((await call(running, 'GET', '/v1/workspaces/1/roles/1')).body.data.name).toBe('Owner');
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

    it('refuses _method on a GET, and an override that names no verb', async () => {
      expectFailure(await call(running, 'GET', '/v1/tasks?_method=DELETE'), 400, 4000, /work on a POST only/);
      expectFailure(await call(running, 'GET', '/v1/tasks', { headers: { 'X-HTTP-Method-Override': 'DELETE' } }), 400, 4000, /work on a POST only/);
      expectFailure(await call(running, 'POST', '/v1/tasks/1?_method=PATCH', { body: {} }), 400, 4000, /_method must be GET, POST, PUT or DELETE/);
    });

    it('answers POST to one object as no route (404, code 5004), saying what to send', async () => {
      expectNoRoute(await call(running, 'POST', '/v1/tasks/1', { body: {} }), /POST creates objects in the collection, PUT changes object 1/);
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

    it('refuses a body that is not JSON, XML or form fields', async () => {
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: 'task=x', headers: { 'Content-Type': 'text/plain' } }),
        415, 4015, /must be JSON, XML or form fields/);
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
      const uploads = () => running.sandbox.store.list('FormUploads', [{ attribute: 'form', id: 2 }]).length;
      // counted first: the spec below stores one, in whichever order jasmine runs them
      const before = uploads();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(2048)]), 'big.bin');
      const answer = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: form });
      expectFailure(answer, 413, 4013, /larger than the upload limit of 1024 bytes/);
      expect(uploads()).toBe(before);
    });

    it('keeps serving after a refused upload', async () => {
      const form = new FormData();
      form.append('file', new Blob(['small']), 'small.txt');
      expect((await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: form })).status).toBe(200);
    });
  });
});

describe('sandbox with a token', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox({ token: 'open-sesame', userTokens: { 'grace-token': 2 } }); });
  afterAll(async () => { await running.stop(); });

  it('answers 400 invalid_request without a token, as Zengine\'s OAuth 2 did, saying what to send', async () => {
    const answer = await call(running, 'GET', '/v1/tasks');
    expectOAuth(answer, 400, 'invalid_request', 'The access token was not found');
    expect(answer.headers.get('x-sandbox-message')).toMatch(/needs a token: send Authorization: Bearer <SANDBOX_TOKEN>/);
    expectOAuth(await call(running, 'GET', '/plugins/workspaces/1/tally/summary'), 400, 'invalid_request', 'The access token was not found');
  });

  it('answers 401 invalid_grant for a wrong token, with WWW-Authenticate, on plugin services too', async () => {
    const answer = await call(running, 'GET', '/v1/tasks', { headers: { Authorization: 'Bearer nope' } });
    expectOAuth(answer, 401, 'invalid_grant', 'The access token provided is invalid');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="sandbox", error="invalid_token"');
    expectOAuth(await call(running, 'GET', '/v1/countries?access_token=nope'), 401, 'invalid_grant', 'The access token provided is invalid');
    expectOAuth(await call(running, 'GET', '/plugins/workspaces/1/tally/summary', { headers: { Authorization: 'Bearer nope' } }),
      401, 'invalid_grant', 'The access token provided is invalid');
  });

  it('asks for client credentials (400 invalid_client) on public resources, sign-ups and uploads, and reads public ones with a client_id', async () => {
    const noClient = 'Client credentials were not found in the headers or body';
    for (const [method, path] of [['GET', '/v1/countries'], ['GET', '/v1/task_statuses/1'], ['GET', '/v1/app_templates'], ['POST', '/v1/users'],
      ['POST', '/v1/files'], ['POST', '/v1/forms/1/uploads']]) {
      expectOAuth(await call(running, method, path), 400, 'invalid_client', noClient);
    }
    const countries = await call(running, 'GET', '/v1/countries?client_id=my-app&code=US');
    expect(countries.status).toBe(200);
    expect(countries.body.data[0].name).toBe('United States');
    expectOAuth(await call(running, 'GET', '/v1/tasks?client_id=my-app'), 400, 'invalid_request', 'The access token was not found');
    expectOAuth(await call(running, 'POST', '/v1/users?client_id=my-app', { body: { username: 'x' } }), 400, 'invalid_request', 'The access token was not found');
  });

  it('answers a path of no route before asking for a token, as Zengine\'s router did', async () => {
    expectNoRoute(await call(running, 'POST', '/v1/users/1'));
    expectNoRoute(await call(running, 'GET', '/v1/users/1/avatar'));
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
