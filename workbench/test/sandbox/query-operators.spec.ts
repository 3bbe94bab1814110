import { call, expectFailure, fieldIds, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox query operators', () => {
  let running: RunningSandbox;
  let tasks: any[];
  let deals: any[];
  let deal: Record<string, number>;

  beforeAll(async () => {
    running = await startSandbox();
    tasks = await readAll(running, '/v1/tasks');
    deals = await readAll(running, '/v1/forms/2/records');
    deal = await fieldIds(running, 2);
  });
  afterAll(async () => { await running.stop(); });

  async function ids(path: string): Promise<number[]> {
    const answer = await call(running, 'GET', path);
    expect(answer.status).withContext(answer.text).toBe(200);
    return (await readAll(running, path)).map((object) => object.id);
  }

  function idsOf(objects: any[], keep: (object: any) => boolean): number[] {
    const kept = objects.filter(keep).map((object) => object.id);
    expect(kept.length).withContext('a test that selects nothing proves nothing').toBeGreaterThan(0);
    return kept;
  }

  // [query, which tasks it selects, written out independently of the matcher]
  const taskCases: Array<[string, (task: any) => boolean]> = [
    ['status=open', (task) => task.status === 'open'],
    ['status=OPEN', (task) => task.status === 'open'],
    ['not-status=open', (task) => task.status !== 'open'],
    ['status=open|closed', (task) => task.status === 'open' || task.status === 'closed'],
    ['not-status=open|closed', (task) => task.status !== 'open' && task.status !== 'closed'],
    ['status[]=open&status[]=archived', (task) => task.status === 'open' || task.status === 'archived'],
    ['contains-task=report', (task) => task.task.indexOf('report') !== -1],
    ['not-contains-task=report', (task) => task.task.indexOf('report') === -1],
    ['starts-with-task=Call', (task) => task.task.startsWith('Call')],
    ['ends-with-task=roadmap', (task) => task.task.endsWith('roadmap')],
    ['min-priority=3', (task) => task.priority >= 3],
    ['max-priority=2', (task) => task.priority <= 2],
    ['min-priority=2&max-priority=3', (task) => task.priority >= 2 && task.priority <= 3],
    ['min-due=2024-03-01&max-due=2024-04-30', (task) => task.due !== null && task.due >= '2024-03-01' && task.due <= '2024-04-30'],
    ['taskList.id=2', (task) => task.taskList.id === 2],
    ['id=3|5|8', (task) => [3, 5, 8].indexOf(task.id) !== -1],
    ['assignedToUser.id=logged-in-user', (task) => task.assignedToUser.id === 1],
    ['not-status=open&not-status=closed', (task) => task.status !== 'open' && task.status !== 'closed'],
    ['workspace.id=2&status=open|in-progress|closed|archived', (task) => task.workspace.id === 2]
  ];
  taskCases.forEach(([query, keep]) => {
    it(`selects the tasks of ?${query}`, async () => {
      expect(await ids(`/v1/tasks?${query}`)).toEqual(idsOf(tasks, keep));
    });
  });

  it('counts what a query selects', async () => {
    const answer = await call(running, 'GET', '/v1/tasks/count?status=open');
    expect(answer.body.totalCount).toBe(tasks.filter((task) => task.status === 'open').length);
  });

  it('compares record numbers as numbers (min-field=50000)', async () => {
    const key = `field${deal.Amount}`;
    expect(await ids(`/v1/forms/2/records?min-${key}=50000`)).toEqual(idsOf(deals, (record) => record[key] >= 50000));
  });

  it('compares a linked field by the linked id', async () => {
    const key = `field${deal.Company}`;
    expect(await ids(`/v1/forms/2/records?${key}=7`)).toEqual(idsOf(deals, (record) => record[key] && record[key].id === 7));
  });

  it('matches a member field with logged-in-user as the current user', async () => {
    const key = `field${deal.Owner}`;
    expect(await ids(`/v1/forms/2/records?${key}=logged-in-user`)).toEqual(idsOf(deals, (record) => record[key].id === 1));
  });

  it('ANDs a filter with the conditions', async () => {
    const filter = JSON.stringify({ and: [{ prefix: 'min', attribute: 'priority', value: 3 }] });
    expect(await ids(`/v1/tasks?status=open&filter=${encodeURIComponent(filter)}`))
      .toEqual(idsOf(tasks, (task) => task.status === 'open' && task.priority >= 3));
  });

  describe('attributes', () => {
    it('returns only the attributes asked for, and the id', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?attributes=task,status&limit=3');
      answer.body.data.forEach((task: any) => expect(Object.keys(task).sort()).toEqual(['id', 'status', 'task']));
    });

    it('takes the list joined with | too, as znData joins arrays', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?attributes=task|status&limit=3');
      answer.body.data.forEach((task: any) => expect(Object.keys(task).sort()).toEqual(['id', 'status', 'task']));
    });

    it('applies to one object too', async () => {
      const answer = await call(running, 'GET', '/v1/tasks/4?attributes=due');
      expect(Object.keys(answer.body.data).sort()).toEqual(['due', 'id']);
    });

    it('refuses an unknown attribute', async () => {
      expectFailure(await call(running, 'GET', '/v1/tasks?attributes=task,colour'), 400, 4000, /attributes names the unknown attribute "colour"/);
    });
  });

  describe('related', () => {
    it('replaces a reference by the object it points at', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?related=taskList,assignedToUser&limit=2');
      answer.body.data.forEach((task: any) => {
        expect(task.taskList).toEqual(jasmine.objectContaining({ id: jasmine.any(Number), name: jasmine.any(String) }));
        expect(task.assignedToUser).toEqual(jasmine.objectContaining({ username: jasmine.any(String) }));
      });
    });

    it('adds has-many relations such as the fields of a form, in their order', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2?related=fields,folders');
      const orders = answer.body.data.fields.map((field: any) => field.order);
      expect(orders).toEqual(orders.slice().sort((a: number, b: number) => a - b));
      expect(answer.body.data.fields.length).toBe(16);
      expect(answer.body.data.folders.map((folder: any) => folder.name)).toEqual(['Open', 'Won', 'Lost']);
    });

    it('keeps related objects when attributes are limited', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?attributes=task&related=taskList&limit=1');
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(['id', 'task', 'taskList']);
      expect(answer.body.data[0].taskList.name).toEqual(jasmine.any(String));
    });

    it('refuses an unknown relation, naming the known ones', async () => {
      expectFailure(await call(running, 'GET', '/v1/forms?related=owners'), 400, 4000, /related=owners is not a relation of Forms; known: fields, folders, dataViews, workspace/);
    });
  });

  describe('refused conditions', () => {
    const refused: Array<[string, RegExp]> = [
      ['colour=red', /The condition names the unknown attribute "colour"/],
      ['not-colour=red', /The condition names the unknown attribute "colour"/],
      ['bad%20key=1', /The query key "bad key" is neither an option/],
      ['min-=3', /The query key "min-" is neither an option|unknown attribute "min-"/],
      ['timezone=Mars/Base', /timezone must be "user", an IANA time zone such as America\/New_York or an offset/],
      ['validate_only=maybe', /validate_only must be true or false/]
    ];
    refused.forEach(([query, message]) => {
      it(`refuses ?${query} with a 400`, async () => {
        expectFailure(await call(running, 'GET', `/v1/tasks?${query}`), 400, 4000, message);
      });
    });

    it('accepts a known timezone and writes times in it (conventions.spec has the details)', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?timezone=America/New_York&limit=1');
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].created).toMatch(/-0[45]:00$/);
    });
  });
});
