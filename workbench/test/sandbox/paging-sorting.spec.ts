import { call, expectFailure, fieldIds, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox paging and sorting', () => {
  let running: RunningSandbox;
  let deal: Record<string, number>;

  beforeAll(async () => {
    running = await startSandbox();
    deal = await fieldIds(running, 2);
  });
  afterAll(async () => { await running.stop(); });

  describe('limit and page', () => {
    it('gives 20 by id by default, with totalCount of every match', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records');
      expect(answer.body.limit).toBe(20);
      expect(answer.body.offset).toBe(0);
      expect(answer.body.totalCount).toBe(200);
      expect(answer.body.data.map((record: any) => record.id)).toEqual(Array.from({ length: 20 }, (_, index) => 41 + index));
    });

    it('pages 1-based: page 3 of 7 starts at offset 14', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records?limit=7&page=3');
      expect(answer.body).toEqual(jasmine.objectContaining({ totalCount: 200, limit: 7, offset: 14 }));
      expect(answer.body.data.map((record: any) => record.id)).toEqual([55, 56, 57, 58, 59, 60, 61]);
    });

    it('answers an empty page past the end, with totalCount 0 as Zengine\'s API did', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records?limit=100&page=3');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
      expect(answer.body.offset).toBe(200);
      expect(answer.body.totalCount).toBe(0);
      const beyond = await call(running, 'GET', '/v1/forms?workspace.id=1&limit=5&page=9');
      expect(beyond.body).toEqual(jasmine.objectContaining({ totalCount: 0, data: [] }));
    });

    it('ends a bulk service that reads pages until one answers totalCount 0 (a public getAll\'s loop)', async () => {
      // our own fixture of the pattern: page after page, stopping only on totalCount 0
      const records: unknown[] = [];
      let pages = 0;
      for (let page = 1; pages < 50; page++) {
        pages++;
        const answer = await call(running, 'GET', `/v1/forms/2/records?limit=80&page=${page}`);
        if (answer.body.totalCount === 0) break;
        records.push(...answer.body.data);
      }
      expect(pages).toBe(4);
      expect(records.length).toBe(200);
    });

    it('keeps the total on the last page that has records', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records?limit=80&page=3');
      expect(answer.body.totalCount).toBe(200);
      expect(answer.body.data.length).toBe(40);
    });

    it('takes offset as the other way to page', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2/records?limit=2&offset=5');
      expect(answer.body.offset).toBe(5);
      expect(answer.body.data.map((record: any) => record.id)).toEqual([46, 47]);
    });

    it('reads every record exactly once page by page', async () => {
      const records = await readAll(running, '/v1/forms/2/records');
      expect(records.length).toBe(200);
      expect(new Set(records.map((record) => record.id)).size).toBe(200);
    });

    const refused: Array<[string, RegExp]> = [
      ['limit=0', /limit must be a positive integer \(a page holds at most 100\); got "0"/],
      ['limit=-5', /limit must be a positive integer/],
      ['limit=ten', /limit must be a positive integer/],
      ['limit=2.5', /limit must be a positive integer/],
      ['limit=1000001', /limit must be a positive integer/],
      ['page=0', /page must be an integer from 1 to 1000000; got "0"/],
      ['page=-1', /page must be an integer/],
      ['page=1e3', /page must be an integer/],
      ['page=99999999999999999999', /page must be an integer/],
      ['offset=-1', /offset must be an integer/],
      ['page=2&offset=3', /Give page or offset, not both/],
      ['limit=5&limit=6', /limit was given more than once/]
    ];
    refused.forEach(([query, message]) => {
      it(`refuses ${query} with a 400`, async () => {
        expectFailure(await call(running, 'GET', `/v1/forms/2/records?${query}`), 400, 4000, message);
      });
    });
  });

  describe('sort and direction', () => {
    it('sorts numbers numerically, ascending by default', async () => {
      const records = await readAll(running, `/v1/forms/2/records?sort=field${deal.Amount}`);
      const amounts = records.map((record) => record[`field${deal.Amount}`]);
      expect(amounts).toEqual(amounts.slice().sort((a, b) => a - b));
    });

    it('sorts descending with direction=desc, ties by id descending', async () => {
      const records = await readAll(running, `/v1/forms/2/records?sort=field${deal.Stage}&direction=desc`);
      for (let index = 1; index < records.length; index++) {
        const previous = records[index - 1];
        const current = records[index];
        const order = previous[`field${deal.Stage}`].localeCompare(current[`field${deal.Stage}`]);
        expect(order >= 0).toBe(true);
        if (order === 0) expect(previous.id).toBeGreaterThan(current.id);
      }
    });

    it('sorts text without regard to case and by several attributes with sort[]', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?sort[]=status&sort[]=priority&limit=100');
      const pairs = answer.body.data.map((task: any) => [task.status, task.priority]);
      const sorted = pairs.slice().sort((a: any, b: any) => a[0].localeCompare(b[0]) || a[1] - b[1]);
      expect(pairs).toEqual(sorted);
    });

    it('takes sort=a|b as znData joins an array of attributes', async () => {
      const listed = await call(running, 'GET', '/v1/tasks?sort[]=status&sort[]=priority&limit=100');
      const piped = await call(running, 'GET', '/v1/tasks?sort=status%7Cpriority&limit=100');
      expect(piped.body.data.map((task: any) => task.id)).toEqual(listed.body.data.map((task: any) => task.id));
    });

    it('puts empty values first when ascending', async () => {
      const answer = await call(running, 'GET', '/v1/tasks?sort=due&limit=100');
      const dues = answer.body.data.map((task: any) => task.due);
      const firstDated = dues.findIndex((due: any) => due !== null);
      expect(firstDated).toBeGreaterThan(0);
      expect(dues.slice(0, firstDated).every((due: any) => due === null)).toBe(true);
      const dated = dues.slice(firstDated);
      expect(dated).toEqual(dated.slice().sort());
    });

    it('refuses an unknown sort attribute and a bad direction with 400', async () => {
      expectFailure(await call(running, 'GET', '/v1/tasks?sort=colour'), 400, 4000, /sort=colour names the unknown attribute "colour"/);
      expectFailure(await call(running, 'GET', '/v1/tasks?direction=up'), 400, 4000, /direction must be asc or desc/);
    });
  });
});
