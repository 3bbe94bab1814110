import { call, fieldIds, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox under a burst of parallel writes', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  it('keeps every one of 200 parallel creates and updates exactly once', async () => {
    const deal = await fieldIds(running, 2);
    const notes = `field${deal.Notes}`;
    const reference = `field${deal['Internal reference']}`;
    const shared = (await call(running, 'GET', '/v1/forms/2/records/240')).body.data;

    const creates = Array.from({ length: 100 }, (_, index) =>
      call(running, 'POST', '/v1/tasks', { body: { task: `burst-create-${index}`, workspace: { id: 1 }, taskList: { id: 1 } } }));
    const distinctUpdates = Array.from({ length: 50 }, (_, index) =>
      call(running, 'PUT', `/v1/forms/2/records/${41 + index}`, { body: { [notes]: `burst-update-${41 + index}` } }));
    const sameRecordUpdates = Array.from({ length: 50 }, (_, index) =>
      call(running, 'PUT', '/v1/forms/2/records/240', { body: { [reference]: `burst-same-${index}` } }));
    const answers = await Promise.all([...creates, ...distinctUpdates, ...sameRecordUpdates]);

    expect(answers.filter((answer) => answer.status >= 300).map((answer) => answer.text)).toEqual([]);
    const createdIds = answers.slice(0, 100).map((answer) => answer.body.data.id);
    expect(new Set(createdIds).size).toBe(100);

    const stored = await readAll(running, '/v1/tasks?starts-with-task=burst-create-');
    expect(stored.length).toBe(100);
    expect(stored.map((task) => task.task).sort()).toEqual(Array.from({ length: 100 }, (_, index) => `burst-create-${index}`).sort());
    expect(stored.map((task) => task.id).sort((a, b) => a - b)).toEqual(createdIds.slice().sort((a, b) => a - b));

    const updated = await readAll(running, '/v1/forms/2/records?id=' + Array.from({ length: 50 }, (_, index) => 41 + index).join('|'));
    updated.forEach((record) => expect(record[notes]).toBe(`burst-update-${record.id}`));

    const after = (await call(running, 'GET', '/v1/forms/2/records/240')).body.data;
    expect(after.objectVersion).toBe(shared.objectVersion + 50);
    expect(after[reference]).toMatch(/^burst-same-\d+$/);
    const versions = answers.slice(150).map((answer) => answer.body.data.objectVersion).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 50 }, (_, index) => shared.objectVersion + 1 + index));
  }, 30000);

  it('lets exactly one of parallel PUTs with the same X-If-ObjectVersion-Matches win', async () => {
    const before = (await call(running, 'GET', '/v1/forms/2/records/239')).body.data;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => call(running, 'PUT', '/v1/forms/2/records/239', {
      body: { name: `racer ${index}` }, headers: { 'X-If-ObjectVersion-Matches': String(before.objectVersion) }
    })));
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners.length).toBe(1);
    expect(answers.filter((answer) => answer.status === 412).length).toBe(19);
    const after = (await call(running, 'GET', '/v1/forms/2/records/239')).body.data;
    expect(after.name).toBe(winners[0].body.data.name);
    expect(after.objectVersion).toBe(before.objectVersion + 1);
  }, 30000);
});
