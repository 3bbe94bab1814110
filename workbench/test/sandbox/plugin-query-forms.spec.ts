// The query forms plugins sent that Zengine's API accepted (docs/differences.md, "Query
// attributes"): `GET /forms?workspaceId=<id>`, as a customer's plugins and Zengine's own demo sent
// it, reads as `workspace.id`; what names nothing stays a clear 400.
import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';

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
