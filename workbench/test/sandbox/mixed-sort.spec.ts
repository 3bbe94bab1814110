// A direction per sort attribute (`sort[]=a&sort[]=b&direction[]=desc&direction[]=asc`) ordered in
// SQLite over the value index, as the core's sortObjects orders the presented records (the
// JavaScript path of every other collection and of the testing kit): the same order on every page,
// with and without a filter, and paging through it reads each record once.
import { compileFilter, sortObjects, ZnFilter } from '#core';
import { call, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox: sorting form records by several attributes, each in its own direction', () => {
  let running: RunningSandbox;
  let form: number;
  let region: string;
  let score: string;
  let name: string;
  let all: any[];
  const path = () => `/v1/forms/${form}/records`;

  beforeAll(async () => {
    running = await startSandbox();
    form = (await call(running, 'POST', '/v1/forms', { body: { name: 'Leads', workspace: { id: 1 } } })).body.data.id;
    const fields = await call(running, 'POST', `/v1/forms/${form}/fields`, { body: [
      { label: 'Region', type: 'text-input' }, { label: 'Score', type: 'numeric' }, { label: 'Name', type: 'text-input' }] });
    [region, score, name] = fields.body.data.map((id: number) => `field${id}`);
    // ties in each attribute, text differing only in case, empty values in both
    const regions = ['North', 'south', '', 'East', 'north', 'Émile', 'east'];
    const scores = [3, 1, null, 2, 3.5, 10, 1];
    const records = Array.from({ length: 61 }, (unused, index) => {
      const record: Record<string, unknown> = { [name]: `Lead ${index % 9}` };
      if (regions[index % 7] !== '') record[region] = regions[index % 7];
      if (scores[(index * 3) % 7] !== null) record[score] = scores[(index * 3) % 7];
      return record;
    });
    expect((await call(running, 'POST', path(), { body: records })).status).toBe(200);
    all = await readAll(running, path());
    expect(all.length).toBe(61);
  });
  afterAll(async () => { await running.stop(); });

  const matching = (filter: unknown) => compileFilter(filter as ZnFilter);
  const sorts: Array<{ query: () => string; sort: () => string[]; directions: Array<'asc' | 'desc'> }> = [
    { query: () => `sort[]=${region}&sort[]=${score}&direction[]=desc&direction[]=asc`, sort: () => [region, score], directions: ['desc', 'asc'] },
    { query: () => `sort[]=${region}&sort[]=${score}&direction[]=asc&direction[]=desc`, sort: () => [region, score], directions: ['asc', 'desc'] },
    { query: () => `sort=${score}|${region}|${name}&direction=desc|asc`, sort: () => [score, region, name], directions: ['desc', 'asc'] },
    { query: () => `sort[]=${name}&sort[]=id&direction[]=asc&direction[]=desc`, sort: () => [name, 'id'], directions: ['asc', 'desc'] },
    { query: () => `sort[]=${region}&sort[]=${region}&sort[]=${score}&direction[]=desc&direction[]=asc&direction[]=asc`,
      sort: () => [region, region, score], directions: ['desc', 'asc', 'asc'] }
  ];
  const filters: Array<[string, (records: any[]) => any[], () => string]> = [
    ['no filter', (records) => records, () => ''],
    ['a broad condition', (records) => records.filter(matching({ and: [{ prefix: 'not', attribute: score, value: 1 }] })), () => `&not-${score}=1`],
    ['a selective condition', (records) => records.filter(matching({ and: [{ prefix: '', attribute: name, value: 'Lead 4' }] })), () => `&${name}=Lead%204`]
  ];

  sorts.forEach((sorting, index) => {
    filters.forEach(([what, select, condition]) => {
      it(`orders case ${index + 1} (${sorting.directions.join(', ')}) with ${what} as sortObjects does, page by page`, async () => {
        const expected = sortObjects(select(all), sorting.sort(), sorting.directions).map((record) => record.id);
        const whole = await call(running, 'GET', `${path()}?${sorting.query()}${condition()}&limit=100`);
        expect(whole.status).toBe(200);
        expect(whole.body.data.map((record: any) => record.id)).toEqual(expected);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
          const answer = await call(running, 'GET', `${path()}?${sorting.query()}${condition()}&limit=7&page=${page}`);
          expect(answer.body.totalCount).toBe(expected.length);
          paged.push(...answer.body.data.map((record: any) => record.id));
        }
        expect(paged).toEqual(expected);
      });
    });
  });

  it('orders in SQLite: the page\'s records are loaded, never the whole form', async () => {
    const list = spyOn(running.sandbox.store, 'list').and.callThrough();
    const listAll = spyOn(running.sandbox.store, 'listAll').and.callThrough();
    const answer = await call(running, 'GET', `${path()}?${sorts[0].query()}&limit=5`);
    expect(answer.body.data.length).toBe(5);
    const read = list.calls.allArgs().map((args) => args[0]).concat(listAll.calls.allArgs().map((args) => args[0]));
    const readRecords = read.filter((resource) => resource === 'FormRecords');
    expect(readRecords).toEqual([]);
  });
});
