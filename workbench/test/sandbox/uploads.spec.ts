import { call, expectFailure, expectNoRoute, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox uploads', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  function files(...entries: Array<[string, string, string?]>): FormData {
    const form = new FormData();
    entries.forEach(([name, content, type]) => form.append('file', new Blob([content], { type: type || 'text/plain' }), name));
    return form;
  }

  it('stores each file of a FormUploads POST and answers with their objects', async () => {
    const answer = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: files(['quote.txt', 'hello'], ['terms.pdf', '%PDF-1.4', 'application/pdf']) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(jasmine.objectContaining({ status: 200, code: 2000, totalCount: 2 }));
    expect(answer.body.data).toEqual([
      jasmine.objectContaining({ name: 'quote.txt', size: 5, contentType: 'text/plain', form: { id: 2 }, createdByUser: { id: 1 } }),
      jasmine.objectContaining({ name: 'terms.pdf', size: 8, contentType: 'application/pdf', form: { id: 2 } })
    ]);
    const id = answer.body.data[0].id;
    expect(running.sandbox.store.readContent('FormUploads', id)?.toString()).toBe('hello');
    expect(running.sandbox.store.get('FormUploads', id)?.name).toBe('quote.txt');
  });

  it('lets a file-upload field of a record point at an upload of its form', async () => {
    const upload = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: files(['signed.txt', 'signed']) });
    const deal = await fieldIds(running, 2);
    const key = `field${deal.Contract}`;
    const record = await call(running, 'PUT', '/v1/forms/2/records/60', { body: { [key]: upload.body.data[0].id } });
    expect(record.body.data[key]).toEqual({ id: upload.body.data[0].id, name: 'signed.txt', size: 6, contentType: 'text/plain' });
  });

  it('keeps only the base name of a file name', async () => {
    const answer = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: files(['../../etc/passwd', 'x']) });
    expect(answer.body.data[0].name).toBe('passwd');
  });

  it('replaces the workspace logo and deletes it; GET and PUT are no route, as on Zengine', async () => {
    await call(running, 'POST', '/v1/workspaces/1/logo', { rawBody: files(['old.png', 'old', 'image/png']) });
    const answer = await call(running, 'POST', '/v1/workspaces/1/logo', { rawBody: files(['new.png', 'new!', 'image/png']) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(jasmine.objectContaining({ name: 'new.png', size: 4, workspace: { id: 1 } }));
    const logos = () => running.sandbox.store.list('WorkspaceLogo', [{ attribute: 'workspace', id: 1 }]);
    expect(logos().map((logo) => logo.name)).toEqual(['new.png']);
    expectNoRoute(await call(running, 'GET', '/v1/workspaces/1/logo'), /takes POST, DELETE, not GET/);
    expectNoRoute(await call(running, 'PUT', '/v1/workspaces/1/logo', { body: { name: 'x' } }));
    expect((await call(running, 'DELETE', '/v1/workspaces/1/logo')).body).toEqual({ status: 200, code: 2000 });
    expect(logos()).toEqual([]);
  });

  it('takes a user\'s avatar the same way (POST and DELETE /users/<id>/avatar)', async () => {
    const answer = await call(running, 'POST', '/v1/users/2/avatar', { rawBody: files(['grace.png', 'g', 'image/png']) });
    expect(answer.body.data).toEqual(jasmine.objectContaining({ name: 'grace.png', user: { id: 2 } }));
    expect((await call(running, 'DELETE', '/v1/users/2/avatar')).status).toBe(200);
    expect(running.sandbox.store.list('UserAvatar', [{ attribute: 'user', id: 2 }])).toEqual([]);
  });

  it('takes record import files and plugin service uploads', async () => {
    const imported = await call(running, 'POST', '/v1/record_import_files', { rawBody: files(['deals.csv', 'a,b\n1,2\n', 'text/csv']) });
    expect(imported.status).toBe(200);
    expect((await call(running, 'GET', `/v1/record_import_files/${imported.body.data[0].id}`)).body.data.name).toBe('deals.csv');
    const service = await call(running, 'POST', '/v1/plugins/1/services/1/uploads', { rawBody: files(['bundle.zip', 'PK']) });
    expect(service.body.data[0]).toEqual(jasmine.objectContaining({ plugin: { id: 1 }, service: { id: 1 } }));
  });

  it('validates without saving with validate_only=true', async () => {
    const count = () => running.sandbox.store.list('FormUploads', [{ attribute: 'form', id: 2 }]).length;
    const before = count();
    const answer = await call(running, 'POST', '/v1/forms/2/uploads?validate_only=true', { rawBody: files(['dry.txt', 'dry']) });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].name).toBe('dry.txt');
    expect(count()).toBe(before);
  });

  it('refuses JSON, an empty multipart body, PUT, and more than 10 files', async () => {
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { body: { name: 'x' } }), 415, 4015, /multipart\/form-data/);
    const empty = new FormData();
    empty.append('note', 'no file');
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: empty }), 400, 4000, /none came/);
    expectNoRoute(await call(running, 'PUT', '/v1/forms/2/uploads?id=1', { body: { name: 'x' } }), /takes POST, not PUT/);
    const many = files(...Array.from({ length: 11 }, (_, index): [string, string] => [`f${index}.txt`, 'x']));
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: many }), 413, 4013, /at most 10 files/);
  });

  it('answers a list or a DELETE of a form\'s uploads as no route, as Zengine did, and keeps them', async () => {
    const upload = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: files(['kept.txt', 'stay']) });
    const id = upload.body.data[0].id;
    expectNoRoute(await call(running, 'GET', '/v1/forms/2/uploads'), /FormUploads collection takes POST, not GET/);
    expectNoRoute(await call(running, 'DELETE', `/v1/forms/2/uploads?id=${id}`), /takes POST, not DELETE/);
    expect(running.sandbox.store.readContent('FormUploads', id)?.toString()).toBe('stay');
  });

  it('gives Files the multipart fields sent beside the file, and lists them by workspace.id', async () => {
    const form = files(['brochure.pdf', '%PDF', 'application/pdf']);
    form.append('workspace.id', '1');
    form.append('resource', 'form_fields');
    form.append('resourceId', '20');
    const saved = await call(running, 'POST', '/v1/files', { rawBody: form });
    expect(saved.status).withContext(saved.text).toBe(200);
    expect(saved.body.data[0]).toEqual(jasmine.objectContaining({ name: 'brochure.pdf', workspace: { id: 1 }, resource: 'form_fields', resourceId: '20' }));
    const listed = await call(running, 'GET', '/v1/files.json?workspace.id=1&resource=form_fields&limit=1');
    expect(listed.status).withContext(listed.text).toBe(200);
    expect(listed.body.totalCount).toBe(1);
    const wrong = files(['x.pdf', 'x']);
    wrong.append('workspace[id]', '99');
    expectFailure(await call(running, 'POST', '/v1/files', { rawBody: wrong }), 403, 4012);
  });
});
