// The query forms plugins sent that Zengine's API accepted (docs/differences.md, "Query
// attributes"): `GET /forms?workspaceId=<id>`, as a customer's plugins and Zengine's own demo sent
// it, reads as `workspace.id`; what names nothing stays a clear 400.
import { call, expectFailure, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox query attributes plugins sent', () => {
  let running: RunningSandbox;
  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  it('reads workspaceId=<id> as workspace.id: the workspace\'s forms', async () => {
    const written = await call(running, 'GET', '/v1/forms?workspaceId=1&limit=100');
    const documented = await call(running, 'GET', '/v1/forms?workspace.id=1&limit=100');
    expect(written.status).toBe(200);
    expect(written.body.data.length).toBeGreaterThan(0);
    expect(written.body.data.map((form: any) => form.id)).toEqual(documented.body.data.map((form: any) => form.id));
    written.body.data.forEach((form: any) => expect(form.workspace.id).toBe(1));
    const none = await call(running, 'GET', '/v1/forms?workspaceId=999');
    expect(none.body.data).toEqual([]);
  });

  it('takes it in any condition form: not-, piped values, on other references (taskListId)', async () => {
    const tasks = await call(running, 'GET', '/v1/tasks?limit=100');
    const listId = tasks.body.data[0].taskList.id;
    const byList = await call(running, 'GET', `/v1/tasks?taskListId=${listId}&limit=100`);
    expect(byList.body.data.length).toBeGreaterThan(0);
    byList.body.data.forEach((task: any) => expect(task.taskList.id).toBe(listId));
    const notInOne = await call(running, 'GET', '/v1/forms?not-workspaceId=1');
    notInOne.body.data.forEach((form: any) => expect(form.workspace.id).not.toBe(1));
  });

  it('keeps a 400 for an attribute that names nothing', async () => {
    expectFailure(await call(running, 'GET', '/v1/forms?nmae=Deals'), 400, 4000, /unknown attribute "nmae"/);
    expectFailure(await call(running, 'GET', '/v1/forms?colourId=1'), 400, 4000, /unknown attribute "colourId"/);
  });
});

// A 2015 plugin's "records in this form" count: znData('FormRecords').get({ workspaceId, formId,
// limit }) sends `GET /forms/<id>/records?workspaceId=<id>&limit=...` (the runtimes sent every
// param that is no path parameter). Zengine's records held their form's workspace
// (`workspace: { id }`), so the condition kept them all.
describe('sandbox form records and their workspace', () => {
  let running: RunningSandbox;
  let otherForm: number;
  beforeAll(async () => {
    running = await startSandbox();
    const form = await call(running, 'POST', '/v1/forms', { body: { name: 'Elsewhere', workspace: { id: 2 } } });
    otherForm = form.body.data.id;
    const field = await call(running, 'POST', `/v1/forms/${otherForm}/fields`, { body: { label: 'Title', type: 'text-input' } });
    await call(running, 'POST', `/v1/forms/${otherForm}/records`, {
      body: [1, 2, 3].map((n) => ({ [`field${field.body.data.id}`]: `item ${n}` }))
    });
  });
  afterAll(async () => { await running.stop(); });

  it('keeps every record of the form for workspaceId (or workspace.id) of the form\'s workspace', async () => {
    const plain = await call(running, 'GET', '/v1/forms/2/records?limit=400');
    const written = await call(running, 'GET', '/v1/forms/2/records?workspaceId=1&limit=400');
    expect(written.status).toBe(200);
    expect(written.body.totalCount).toBe(200);
    expect(written.body.data.map((record: any) => record.id)).toEqual(plain.body.data.map((record: any) => record.id));
    expect((await call(running, 'GET', '/v1/forms/2/records/count?workspaceId=1')).body.totalCount).toBe(200);
    expect((await call(running, 'GET', '/v1/forms/2/records/count?workspace.id=1')).body.totalCount).toBe(200);
    expect((await call(running, 'GET', `/v1/forms/${otherForm}/records/count?workspaceId=2`)).body.totalCount).toBe(3);
  });

  it('answers each record with its form\'s workspace, as Zengine did', async () => {
    const one = await call(running, 'GET', '/v1/forms/1/records/3');
    expect(one.body.data.workspace).toEqual({ id: 1 });
    const picked = await call(running, 'GET', `/v1/forms/${otherForm}/records?attributes=workspace`);
    picked.body.data.forEach((record: any) => expect(Object.keys(record).sort()).toEqual(['id', 'workspace']));
    picked.body.data.forEach((record: any) => expect(record.workspace).toEqual({ id: 2 }));
  });

  it('selects none for another workspace, and means what each prefix means (on both query paths)', async () => {
    expect((await call(running, 'GET', '/v1/forms/2/records/count?workspaceId=2')).body.totalCount).toBe(0);
    expect((await call(running, 'GET', '/v1/forms/2/records/count?not-workspaceId=1')).body.totalCount).toBe(0);
    expect((await call(running, 'GET', '/v1/forms/2/records/count?not-workspace.id=2')).body.totalCount).toBe(200);
    expect((await call(running, 'GET', '/v1/forms/2/records/count?workspaceId=2|1')).body.totalCount).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ or: [{ prefix: '', attribute: 'workspace.id', value: 2 }, { prefix: '', attribute: 'id', value: 41 }] }));
    expect((await call(running, 'GET', `/v1/forms/2/records?filter=${filter}`)).body.data.map((record: any) => record.id)).toEqual([41]);
    // a summary field (computed when answering) takes the JavaScript path: the same answers there
    const fields = await fieldIds(running, 1);
    const computed = `min-field${fields['Pipeline value']}=0`;
    const all = await call(running, 'GET', `/v1/forms/1/records/count?${computed}`);
    expect((await call(running, 'GET', `/v1/forms/1/records/count?${computed}&workspaceId=1`)).body.totalCount).toBe(all.body.totalCount);
    expect((await call(running, 'GET', `/v1/forms/1/records/count?${computed}&workspaceId=2`)).body.totalCount).toBe(0);
  });

  it('takes a record read back with its workspace, and sets no workspace from input', async () => {
    const read = await call(running, 'GET', '/v1/forms/3/records/250');
    const saved = await call(running, 'PUT', '/v1/forms/3/records/250', { body: { ...read.body.data, workspace: { id: 2 }, name: 'Renamed' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.workspace).toEqual({ id: 1 });
    expect(saved.body.data.name).toBe('Renamed');
  });
});
