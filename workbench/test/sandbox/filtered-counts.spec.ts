// A filtered list's totalCount (and /count) is kept per filter until the next write of form
// records (src/sandbox/query/sql-select.ts): every kind of write must show in the next answer.
import { call, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox: counts of a filter after writes', () => {
  let running: RunningSandbox;
  let deal: Record<string, number>;
  let filter: string;

  beforeAll(async () => {
    running = await startSandbox();
    deal = await fieldIds(running, 2);
    filter = encodeURIComponent(JSON.stringify({ and: [{ prefix: 'contains', attribute: `field${deal.Title}`, value: 'counted-' }] }));
  });
  afterAll(async () => { await running.stop(); });

  const listed = async () => {
    const list = await call(running, 'GET', `/v1/forms/2/records?limit=2&filter=${filter}`);
    const count = await call(running, 'GET', `/v1/forms/2/records/count?filter=${filter}`);
    expect(count.body.totalCount).toBe(list.body.totalCount);
    return { total: list.body.totalCount as number, ids: list.body.data.map((record: { id: number }) => record.id) as number[] };
  };
  const title = (text: string) => ({ [`field${deal.Title}`]: text });

  it('follows creates, updates, deletes, bulk writes, and not a write refused', async () => {
    expect((await listed()).total).toBe(0);
    const one = await call(running, 'POST', '/v1/forms/2/records', { body: title('counted-1') });
    expect(await listed()).toEqual({ total: 1, ids: [one.body.data.id] });
    const more = await call(running, 'POST', '/v1/forms/2/records', { body: [title('counted-2'), title('counted-3'), title('other')] });
    expect(more.status).toBe(200);
    expect((await listed()).total).toBe(3);
    await call(running, 'PUT', `/v1/forms/2/records/${one.body.data.id}`, { body: title('renamed') });
    expect((await listed()).total).toBe(2);
    await call(running, 'PUT', `/v1/forms/2/records?${`contains-field${deal.Title}`}=other`, { body: title('counted-4') });
    expect((await listed()).total).toBe(3);
    // refused as a whole (the second has an unknown field): nothing is written, nothing changes
    const refused = await call(running, 'POST', '/v1/forms/2/records', { body: [title('counted-5'), { field99999: 1 }] });
    expect(refused.status).toBe(403);
    expect((await listed()).total).toBe(3);
    const [first] = (await listed()).ids;
    await call(running, 'DELETE', `/v1/forms/2/records/${first}`);
    expect((await listed()).total).toBe(2);
    await call(running, 'DELETE', `/v1/forms/2/records?contains-field${deal.Title}=counted-`);
    expect(await listed()).toEqual({ total: 0, ids: [] });
  });
});
