import { compileFilter, ZnFilter } from '#core';
import { call, expectFailure, fieldIds, readAll, RunningSandbox, startSandbox } from './helpers';

describe('sandbox filters', () => {
  let running: RunningSandbox;
  let companies: any[];
  let deals: any[];
  let contacts: any[];
  let company: Record<string, number>;
  let deal: Record<string, number>;
  let contact: Record<string, number>;

  beforeAll(async () => {
    running = await startSandbox();
    [companies, deals, contacts] = await Promise.all([1, 2, 3].map((formId) => readAll(running, `/v1/forms/${formId}/records`)));
    [company, deal, contact] = await Promise.all([1, 2, 3].map((formId) => fieldIds(running, formId)));
  });
  afterAll(async () => { await running.stop(); });

  function path(formId: number, filter: unknown): string {
    return `/v1/forms/${formId}/records?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  }

  async function apiIds(formId: number, filter: unknown): Promise<number[]> {
    return (await readAll(running, path(formId, filter))).map((record) => record.id);
  }

  function f(label: string, fields = deal): string {
    return `field${fields[label]}`;
  }

  describe('agree with compileFilter on the same records', () => {
    // [name, form, records (a function, as they load in beforeAll), filter (a function of the field ids)]
    const cases: Array<[string, number, () => any[], () => ZnFilter]> = [
      ['equality on a radio field', 2, () => deals, () => ({ and: [{ prefix: '', attribute: f('Stage'), value: 'won' }] })],
      ['or of min and contains on a checkbox field', 2, () => deals, () => ({
        or: [{ prefix: 'min', attribute: f('Amount'), value: 90000 }, { prefix: 'contains', attribute: f('Tags'), value: 'urgent' }]
      })],
      ['nested groups', 2, () => deals, () => ({
        and: [{ prefix: 'not', attribute: f('Stage'), value: 'lost' },
          { or: [{ prefix: 'max', attribute: f('Probability'), value: 25 }, { prefix: 'starts-with', attribute: 'name', value: 'Pilot' }] }]
      })],
      ['a date range', 2, () => deals, () => ({
        and: [{ prefix: 'min', attribute: f('Close date'), value: '2024-06-01' }, { prefix: 'max', attribute: f('Close date'), value: '2024-06-30' }]
      })],
      ['folder.id', 2, () => deals, () => ({ and: [{ prefix: '', attribute: 'folder.id', value: 4 }] })],
      ['in', 2, () => deals, () => ({ and: [{ prefix: 'in', attribute: f('Stage'), value: ['lead', 'qualified'] }] })],
      ['not-in on a checkbox field', 2, () => deals, () => ({ and: [{ prefix: 'not-in', attribute: f('Tags'), value: ['renewal'] }] })],
      ['contains with every value of an array', 2, () => deals, () => ({ and: [{ prefix: 'contains', attribute: f('Tags'), value: ['renewal', 'upsell'] }] })],
      ['piped ids on a linked field', 2, () => deals, () => ({ and: [{ prefix: '', attribute: f('Company'), value: '7|8|9' }] })],
      ['a calculated field', 2, () => deals, () => ({ and: [{ prefix: 'min', attribute: f('Weighted amount'), value: 50000 }] })],
      ['ends-with on a hidden field', 2, () => deals, () => ({ and: [{ prefix: 'ends-with', attribute: f('Internal reference'), value: '7' }] })],
      ['createdByUser.id', 2, () => deals, () => ({ and: [{ prefix: '', attribute: 'createdByUser.id', value: 2 }] })],
      ['created', 2, () => deals, () => ({ and: [{ prefix: 'min', attribute: 'created', value: '2024-01-08' }] })],
      ['not-validates emailAddress', 3, () => contacts, () => ({ and: [{ prefix: 'not-validates', attribute: f('Email', contact), value: 'emailAddress' }] })],
      ['a state-select field', 3, () => contacts, () => ({ or: [{ prefix: '', attribute: f('State', contact), value: 'CA' }, { prefix: '', attribute: f('Country', contact), value: 'GB' }] })],
      ['a summary field', 1, () => companies, () => ({ and: [{ prefix: 'min', attribute: f('Pipeline value', company), value: 200000 }] })],
      ['a link-counter field', 1, () => companies, () => ({ and: [{ prefix: 'max', attribute: f('Deals', company), value: 3 }] })],
      ['a year field', 1, () => companies, () => ({ and: [{ prefix: 'min', attribute: f('Founded', company), value: 2000 }] })],
      ['an empty group (matches all)', 1, () => companies, () => ({ and: [] })]
    ];
    cases.forEach(([name, formId, records, filter]) => {
      it(`for ${name}`, async () => {
        const expected = records().filter(compileFilter(filter())).map((record) => record.id);
        expect(expected.length).withContext('a filter that selects nothing proves little').toBeGreaterThan(0);
        expect(await apiIds(formId, filter())).toEqual(expected);
      });
    });
  });

  describe('what only the server resolves', () => {
    it('replaces logged-in-user with the current user (the first user without a token)', async () => {
      const filter = { and: [{ prefix: '', attribute: f('Owner'), value: 'logged-in-user' }] };
      const expected = deals.filter(compileFilter({ and: [{ prefix: '', attribute: f('Owner'), value: '1' }] })).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiIds(2, filter)).toEqual(expected);
    });

    it('applies a subfilter on a linked field to the linked form', async () => {
      const filter = { and: [{ prefix: '', attribute: f('Company'), filter: { and: [{ prefix: '', attribute: f('Industry', company), value: 'software' }] } }] };
      const softwareIds = companies.filter((record) => record[f('Industry', company)] === 'software').map((record) => record.id);
      const expected = deals.filter((record) => record[f('Company')] && softwareIds.indexOf(record[f('Company')].id) !== -1).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiIds(2, filter)).toEqual(expected);
    });

    it('negates a subfilter with prefix not', async () => {
      const filter = { and: [{ prefix: 'not', attribute: f('Company'), filter: { and: [{ prefix: '', attribute: f('Industry', company), value: 'software' }] } }] };
      const softwareIds = companies.filter((record) => record[f('Industry', company)] === 'software').map((record) => record.id);
      const expected = deals.filter((record) => !(record[f('Company')] && softwareIds.indexOf(record[f('Company')].id) !== -1)).map((record) => record.id);
      expect(await apiIds(2, filter)).toEqual(expected);
    });

    it('applies a subfilter on form<id> to the records linking here', async () => {
      const filter = { and: [{ prefix: '', attribute: 'form2', filter: { and: [{ prefix: '', attribute: f('Stage'), value: 'won' }] } }] };
      const winners = new Set(deals.filter((record) => record[f('Stage')] === 'won' && record[f('Company')]).map((record) => record[f('Company')].id));
      const expected = companies.filter((record) => winners.has(record.id)).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiIds(1, filter)).toEqual(expected);
    });

    it('nests a subfilter inside a subfilter', async () => {
      // companies with a deal whose company has a contact in GB
      const filter = { and: [{ prefix: '', attribute: 'form2', filter: { and: [{ prefix: '', attribute: f('Company'),
        filter: { and: [{ prefix: '', attribute: 'form3', filter: { and: [{ prefix: '', attribute: f('Country', contact), value: 'GB' }] } }] } }] } }] };
      const withGbContact = new Set(contacts.filter((record) => record[f('Country', contact)] === 'GB').map((record) => record[f('Company', contact)].id));
      const linked = new Set(deals.filter((record) => record[f('Company')] && withGbContact.has(record[f('Company')].id)).map((record) => record[f('Company')].id));
      const expected = companies.filter((record) => linked.has(record.id)).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiIds(1, filter)).toEqual(expected);
    });

    it('answers not-validates unique with the records sharing a value', async () => {
      const filter = { and: [{ prefix: 'not-validates', attribute: f('Amount'), value: 'unique' }] };
      const counts = new Map<number, number>();
      deals.forEach((record) => counts.set(record[f('Amount')], (counts.get(record[f('Amount')]) || 0) + 1));
      const expected = deals.filter((record) => (counts.get(record[f('Amount')]) as number) > 1).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await apiIds(2, filter)).toEqual(expected);
    });
  });

  describe('refused filters', () => {
    const deep = { and: [{ and: [{ and: [{ and: [{ and: [{ and: [{ prefix: '', attribute: 'name', value: 'x' }] }] }] }] }] }] };
    const refused: Array<[string, () => string, RegExp]> = [
      ['malformed JSON', () => '{"and": [', /filter must be a JSON data filter .* not valid JSON/],
      ['a filter that is not a group', () => JSON.stringify({ prefix: '', attribute: 'name', value: 'x' }), /must be a data filter such as/],
      ['both and and or', () => JSON.stringify({ and: [], or: [] }), /has a group with keys \["and","or"\]/],
      ['an unknown prefix', () => JSON.stringify({ and: [{ prefix: 'bigger', attribute: 'name', value: 1 }] }), /not a valid data filter: .*"bigger"/],
      ['an unknown attribute', () => JSON.stringify({ and: [{ prefix: '', attribute: 'field99999', value: 1 }] }), /unknown attribute "field99999"/],
      ['groups deeper than 5 levels', () => JSON.stringify(deep), /more than 5 levels deep/],
      ['a subfilter on a field that is not linked', () => JSON.stringify({ and: [{ prefix: '', attribute: f('Amount'), filter: { and: [] } }] }), /not a linked field of form 2/],
      ['a subfilter on a form that does not link here', () => JSON.stringify({ and: [{ prefix: '', attribute: 'form3', filter: { and: [] } }] }), /form 3 has no linked field to form 2/],
      ['a subfilter with prefix contains', () => JSON.stringify({ and: [{ prefix: 'contains', attribute: f('Company'), filter: { and: [] } }] }), /a subfilter takes "" .* or "not"/],
      ['an array value for equality', () => JSON.stringify({ and: [{ prefix: '', attribute: 'name', value: ['a'] }] }), /not a valid data filter: .*array/],
      ['a number', () => '5', /filter must be a JSON data filter/]
    ];
    refused.forEach(([name, filter, message]) => {
      it(`refuses ${name} with a 400`, async () => {
        expectFailure(await call(running, 'GET', `/v1/forms/2/records?filter=${encodeURIComponent(filter())}`), 400, 4000, message);
      });
    });

    it('refuses subfilters outside form records', async () => {
      const filter = JSON.stringify({ and: [{ prefix: '', attribute: 'taskList', filter: { and: [] } }] });
      expectFailure(await call(running, 'GET', `/v1/tasks?filter=${encodeURIComponent(filter)}`), 400, 4000, /subfilters apply to form records only/);
    });
  });
});
