// The filter builder's view of the sandbox's forms: the form read as the builder reads it
// (znData('Forms').get with related=fields, through real $http), then its catalog, so the
// sandbox's field shape and the builder's reading of it are proven against each other.
import { buildCatalog } from '../../src/filters/builder/catalog';
import { checkBuilderOptions } from '../../src/filters/builder/options';
import { realInjector } from './helpers';

const RECORD_LABELS = { 'folder.id': 'Folder', 'createdByUser.id': 'Created by', created: 'Created', modified: 'Modified' };

describe('the filter builder\'s catalog of the sandbox\'s forms', () => {
  async function catalogOf(formId: number) {
    const form = await realInjector().get<any>('znData')('Forms').get({ id: formId, related: 'fields' });
    return buildCatalog(form, checkBuilderOptions('znFiltersPanel', { formId }, 'panel'), RECORD_LABELS);
  }

  it('offers every data field of Deals, choice fields with their choices in order and the linked Company', async () => {
    const catalog = await catalogOf(2);
    expect(catalog.formName).toBe('Deals');
    expect(catalog.workspaceId).toBe(1);
    expect(catalog.attributes.map((option) => option.label)).toEqual([
      'Title', 'Company', 'Amount', 'Probability', 'Weighted amount', 'Stage', 'Tags', 'Owner', 'Close date', 'Contract',
      'Internal reference', 'Notes', 'Folder', 'Created by', 'Created', 'Modified'
    ]);
    const byLabel = (label: string) => catalog.attributes.find((option) => option.label === label)!;
    expect(byLabel('Stage').choices).toEqual([
      { key: 'lead', label: 'Lead' }, { key: 'qualified', label: 'Qualified' }, { key: 'proposal', label: 'Proposal' },
      { key: 'won', label: 'Won' }, { key: 'lost', label: 'Lost' }
    ]);
    expect(byLabel('Tags').choices.map((choice) => choice.label)).toEqual(['New Business', 'Renewal', 'Upsell', 'Partner', 'Urgent']);
    expect(byLabel('Company').kind).toBe('linked');
    expect(byLabel('Company').linkedFormId).toBe(1);
  });

  it('offers the linked Company of Contacts, and Companies\' choice field with its choices', async () => {
    expect((await catalogOf(3)).byAttribute.field27.linkedFormId).toBe(1);
    const companies = await catalogOf(1);
    expect(companies.byAttribute.field3.choices.map((choice) => choice.key))
      .toEqual(['software', 'manufacturing', 'healthcare', 'finance', 'retail', 'education']);
  });
});
