import { call, expectFailure, fieldIds, RunningSandbox, startSandbox } from './helpers';

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
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(jasmine.objectContaining({ status: 201, code: 2001, totalCount: 2 }));
    expect(answer.body.data).toEqual([
      jasmine.objectContaining({ name: 'quote.txt', size: 5, contentType: 'text/plain', form: { id: 2 }, createdByUser: { id: 1 } }),
      jasmine.objectContaining({ name: 'terms.pdf', size: 8, contentType: 'application/pdf', form: { id: 2 } })
    ]);
    const id = answer.body.data[0].id;
    expect(running.sandbox.store.readContent('FormUploads', id)?.toString()).toBe('hello');
    expect((await call(running, 'GET', `/v1/forms/2/uploads?id=${id}`)).body.data[0].name).toBe('quote.txt');
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

  it('replaces the workspace logo, reads it as one object, and deletes it', async () => {
    await call(running, 'POST', '/v1/workspaces/1/logo', { rawBody: files(['old.png', 'old', 'image/png']) });
    const answer = await call(running, 'POST', '/v1/workspaces/1/logo', { rawBody: files(['new.png', 'new!', 'image/png']) });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual(jasmine.objectContaining({ name: 'new.png', size: 4, workspace: { id: 1 } }));
    const logo = await call(running, 'GET', '/v1/workspaces/1/logo');
    expect(logo.body.data.name).toBe('new.png');
    expect(running.sandbox.store.list('WorkspaceLogo', [{ attribute: 'workspace', id: 1 }]).length).toBe(1);
    expect((await call(running, 'DELETE', '/v1/workspaces/1/logo')).body).toEqual({ status: 200, code: 2000 });
    expectFailure(await call(running, 'GET', '/v1/workspaces/1/logo'), 404, 4004);
  });

  it('takes record import files and plugin service uploads', async () => {
    const imported = await call(running, 'POST', '/v1/record_import_files', { rawBody: files(['deals.csv', 'a,b\n1,2\n', 'text/csv']) });
    expect(imported.status).toBe(201);
    expect((await call(running, 'GET', `/v1/record_import_files/${imported.body.data[0].id}`)).body.data.name).toBe('deals.csv');
    const service = await call(running, 'POST', '/v1/plugins/1/services/1/uploads', { rawBody: files(['bundle.zip', 'PK']) });
    expect(service.body.data[0]).toEqual(jasmine.objectContaining({ plugin: { id: 1 }, service: { id: 1 } }));
  });

  it('validates without saving with validate_only=true', async () => {
    const before = (await call(running, 'GET', '/v1/forms/2/uploads/count')).body.totalCount;
    const answer = await call(running, 'POST', '/v1/forms/2/uploads?validate_only=true', { rawBody: files(['dry.txt', 'dry']) });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].name).toBe('dry.txt');
    expect((await call(running, 'GET', '/v1/forms/2/uploads/count')).body.totalCount).toBe(before);
  });

  it('refuses JSON, an empty multipart body, PUT, and more than 10 files', async () => {
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { body: { name: 'x' } }), 415, 4015, /multipart\/form-data/);
    const empty = new FormData();
    empty.append('note', 'no file');
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: empty }), 400, 4000, /none came/);
    expectFailure(await call(running, 'PUT', '/v1/forms/2/uploads?id=1', { body: { name: 'x' } }), 405, 4005);
    const many = files(...Array.from({ length: 11 }, (_, index): [string, string] => [`f${index}.txt`, 'x']));
    expectFailure(await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: many }), 413, 4013, /at most 10 files/);
  });

  it('deletes uploads by condition together with their bytes', async () => {
    const upload = await call(running, 'POST', '/v1/forms/2/uploads', { rawBody: files(['gone.txt', 'bye']) });
    const id = upload.body.data[0].id;
    expect((await call(running, 'DELETE', `/v1/forms/2/uploads?id=${id}`)).body.data).toEqual([id]);
    expect(running.sandbox.store.readContent('FormUploads', id)).toBeUndefined();
  });
});
