import { buildCatalog } from '../../../src/filters/builder/catalog';
import { checkBuilderOptions } from '../../../src/filters/builder/options';
import { CatalogState, evaluateTree, isSaveable } from '../../../src/filters/builder/row-status';
import { createKeySource, filterToTree } from '../../../src/filters/builder/tree';
import { COMPANIES, EMPLOYEES } from './fixtures';

const LABELS = { 'folder.id': 'Folder', 'createdByUser.id': 'Created by', 'created': 'Created', 'modified': 'Modified' };
const options = (extra: Record<string, unknown> = {}) => checkBuilderOptions('znFiltersPanel', { formId: 10, ...extra }, 'panel');

describe('the attribute catalog', () => {
  it('offers the data fields in form order, then the record attributes', () => {
    const catalog = buildCatalog(EMPLOYEES as any, options(), LABELS);
    expect(catalog.attributes.map((entry) => entry.attribute)).toEqual([
      'field101', 'field102', 'field103', 'field104', 'field105', 'field106', 'field107', 'field108', 'field109',
      'field110', 'field111', 'field112', 'field113', 'field114', 'field115', 'field116', 'field117', 'field118',
      'folder.id', 'createdByUser.id', 'created', 'modified'
    ]);
    expect(catalog.workspaceId).toBe(7);
    expect(catalog.byAttribute.field118.linkedFormId).toBe(20);
    expect(catalog.byAttribute.field112.choices).toEqual([{ key: 'sales', label: 'Sales' }, { key: 'eng', label: 'Engineering' }]);
  });

  it('leaves out blacklisted attributes and field types, and attributes whose prefixes are all blacklisted', () => {
    const catalog = buildCatalog(EMPLOYEES as any, options({
      attributeBlacklist: ['field101', 'created'], fieldTypeBlacklist: ['linked', 'numeric'], prefixBlacklist: ['', 'not']
    }), LABELS);
    const offered = catalog.attributes.map((entry) => entry.attribute);
    expect(offered).not.toContain('field101');
    expect(offered).not.toContain('created');
    expect(offered).not.toContain('field118');
    expect(offered).not.toContain('field106');
    expect(offered).not.toContain('field117'); // member: only '' and not
    expect(offered).not.toContain('folder.id');
    expect(offered).toContain('field102');
    expect(catalog.byAttribute.field107.prefixes).toEqual(['min', 'max']);
  });
});

describe('the row judge', () => {
  const ready = (form: any, extra: Record<string, unknown> = {}): CatalogState =>
    ({ state: 'ready', catalog: buildCatalog(form, options(extra), LABELS) });

  function judge(filter: any, lookup: Record<number, CatalogState>, extra: Record<string, unknown> = {}) {
    const tree = filterToTree(filter, createKeySource());
    const status = evaluateTree(tree, 10, (formId) => lookup[formId] || { state: 'loading' }, options(extra));
    const rows: any[] = [];
    const walk = (group: any) => group.children.forEach((row: any) => {
      if (row.kind === 'group') walk(row);
      else {
        rows.push(status.rows[row.key]);
        if (row.subfilter) walk(row.subfilter);
      }
    });
    walk(tree);
    return { status, rows };
  }

  it('finds complete rows complete and the tree saveable', () => {
    const { status, rows } = judge({ and: [{ prefix: 'contains', attribute: 'field101', value: 'a' }] }, { 10: ready(EMPLOYEES) });
    expect(rows[0].state).toBe('complete');
    expect(rows[0].widget).toBe('text');
    expect(isSaveable(status)).toBe(true);
  });

  const cases: Array<[string, any, string, string | null]> = [
    ['a field no longer on the form', { prefix: '', attribute: 'field999', value: 'x' }, 'invalid', 'attributeMissing'],
    ['a field that holds no data', { prefix: '', attribute: 'field119', value: 'x' }, 'invalid', 'attributeUnavailable'],
    ['a record attribute the builder does not offer', { prefix: '', attribute: 'name', value: 'x' }, 'invalid', 'attributeUnavailable'],
    ['a prefix that does not fit the field', { prefix: 'contains', attribute: 'field106', value: '1' }, 'invalid', 'prefixUnavailable'],
    ['a malformed number', { prefix: 'min', attribute: 'field106', value: 'ten' }, 'invalid', 'valueNumber'],
    ['a malformed date', { prefix: '', attribute: 'field111', value: '01/31/2024' }, 'invalid', 'valueDate'],
    ['a choice no longer on the field', { prefix: '', attribute: 'field112', value: 'ops' }, 'invalid', 'valueChoiceMissing'],
    ['a list where one value belongs', { prefix: '', attribute: 'field112', value: ['sales'] }, 'invalid', 'valueShape'],
    ['an empty value', { prefix: '', attribute: 'field101', value: '' }, 'incomplete', null]
  ];
  cases.forEach(([what, condition, state, code]) => {
    it(`finds ${what} ${state}${code ? ` (${code})` : ''}`, () => {
      const { status, rows } = judge({ and: [condition] }, { 10: ready(EMPLOYEES) });
      expect(rows[0].state).toBe(state);
      expect(rows[0].problem ? rows[0].problem.code : null).toBe(code);
      expect(isSaveable(status)).toBe(false);
    });
  });

  it('waits for a linked form before judging its subfilter', () => {
    const filter = { and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: 'energy' }] } }] };
    const waiting = judge(filter, { 10: ready(EMPLOYEES) });
    expect(waiting.rows.map((row) => row.state)).toEqual(['pending', 'pending']);
    expect(isSaveable(waiting.status)).toBe(false);
    const done = judge(filter, { 10: ready(EMPLOYEES), 20: ready(COMPANIES) });
    expect(done.rows.map((row) => row.state)).toEqual(['complete', 'complete']);
  });

  it('finds a subfilter without a complete condition incomplete', () => {
    const filter = { and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: '' }] } }] };
    expect(judge(filter, { 10: ready(EMPLOYEES), 20: ready(COMPANIES) }).rows.map((row) => row.state)).toEqual(['incomplete', 'incomplete']);
  });

  it('finds a subfilter invalid when its linked form failed to load, with the API message', () => {
    const filter = { and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: 'energy' }] } }] };
    const { rows } = judge(filter, { 10: ready(EMPLOYEES), 20: { state: 'failed', message: 'No access' } });
    expect(rows[0].problem).toEqual({ code: 'linkedFormFailed', params: { attribute: 'Company', message: 'No access' } });
  });

  it('finds logged-in-user invalid once dynamic values are not allowed', () => {
    const { rows } = judge({ and: [{ prefix: '', attribute: 'field117', value: 'logged-in-user' }] }, { 10: ready(EMPLOYEES) }, { dynamicValues: false });
    expect(rows[0].problem.code).toBe('valueDynamic');
  });
});
