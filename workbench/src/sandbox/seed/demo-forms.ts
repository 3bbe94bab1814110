/**
 * The demo forms (Companies, Deals, Contacts), their fields and folders, and their records:
 * seeding steps of seed.ts, in its order.
 */
import { JsonObject, Scope, StoredObject } from '../store';
import { STATES } from './geo';
import { Seeder, TOP, seedDate } from './seeder';

const COMPANY_WORDS = ['Northwind', 'Bluebird', 'Cedar', 'Summit', 'Harbor', 'Ironwood', 'Maple', 'Granite',
  'Silverline', 'Brightwater', 'Oakridge', 'Redstone', 'Clearview', 'Pinecrest', 'Riverbend', 'Suncrest',
  'Westfield', 'Lakeside', 'Highland', 'Evergreen'];
const COMPANY_SUFFIXES = ['Labs', 'Industries', 'Systems', 'Holdings', 'Group', 'Works', 'Partners', 'Foods'];
const FIRST_NAMES = ['Amara', 'Ben', 'Chloe', 'Diego', 'Elena', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kemi',
  'Liam', 'Mei', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq'];
const LAST_NAMES = ['Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen',
  'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Weber'];
const DEAL_WORDS = ['Annual license', 'Pilot', 'Expansion', 'Support plan', 'Migration', 'Training', 'Integration',
  'Renewal', 'Hardware refresh', 'Consulting'];
export const INDUSTRIES = ['software', 'manufacturing', 'healthcare', 'finance', 'retail', 'education'];
export const STAGES = ['lead', 'qualified', 'proposal', 'won', 'lost'];
export const TAGS = ['new-business', 'renewal', 'upsell', 'partner', 'urgent'];
export const ROLES = ['buyer', 'champion', 'technical', 'finance'];

/** Choices as the API lists them: `{ value: label }`, in display order. */
function choices(values: string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  values.forEach((value) => {
    labels[value] = value.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  });
  return labels;
}

/** Label, type, the per-type settings (`settings.properties`), required. */
type FieldSpec = [string, string, JsonObject?, boolean?];

/** Field ids by label. */
type FieldIds = Record<string, number>;

export interface DemoForms {
  companies: StoredObject;
  deals: StoredObject;
  contacts: StoredObject;
  company: FieldIds;
  deal: FieldIds;
  contact: FieldIds;
  customers: StoredObject;
  prospects: StoredObject;
  openFolder: StoredObject;
  wonFolder: StoredObject;
  lostFolder: StoredObject;
}

function fieldsIn(seeder: Seeder, formId: number, specs: FieldSpec[], firstOrder = 1): FieldIds {
  const ids: FieldIds = {};
  specs.forEach(([label, type, properties, required], index) => {
    const field = seeder.put('FormFields', [{ attribute: 'form', id: formId }],
      { label, type, order: firstOrder + index, required: !!required, settings: { properties: properties || {} } });
    ids[label] = field.id;
  });
  return ids;
}

function dealFields(seeder: Seeder, deals: StoredObject, companies: StoredObject): FieldIds {
  const stages = STAGES;
  const tags = TAGS;
  const deal = fieldsIn(seeder, deals.id, [
    ['Deal', 'heading'],
    ['Title', 'text-input', { maxLength: 200 }, true],
    ['Company', 'linked', { linkedForm: companies.id }],
    ['Amount', 'numeric', { min: 0, decimals: 2, prefix: '$' }],
    ['Probability', 'numeric', { min: 0, max: 100, decimals: 0, suffix: '%' }],
    ['Weighted amount', 'calculated-field', { formula: '0', decimals: 2 }],
    ['Stage', 'radio', { choices: choices(stages) }],
    ['Tags', 'checkbox', { choices: choices(tags) }],
    ['Owner', 'member'],
    ['Close date', 'date-picker'],
    ['Contract', 'file-upload'],
    ['Internal reference', 'hidden-field'],
    ['', 'spacer'],
    ['Details', 'page-break'],
    ['Help', 'html', { html: '<p>Weighted amount is <strong>Amount × Probability ÷ 100</strong>.</p>' }],
    ['Notes', 'text-area', { maxLength: 5000 }]
  ]);
  // the formula names the fields created just before it
  const weighted = seeder.store.get('FormFields', deal['Weighted amount']) as StoredObject;
  weighted.settings = { properties: { formula: `field${deal.Amount} * field${deal.Probability} / 100`, decimals: 2 } };
  seeder.store.replace('FormFields', weighted);
  return deal;
}

/** The fields of Companies that count and sum what links to a company. */
function companyCounters(seeder: Seeder, companies: StoredObject, deal: FieldIds, contact: FieldIds): void {
  const inCompanies: Scope = [{ attribute: 'form', id: companies.id }];
  seeder.put('FormFields', inCompanies, { label: 'Deals', type: 'link-counter', order: 10, required: false, settings: { properties: { linkedFieldId: deal.Company } } });
  seeder.put('FormFields', inCompanies, {
    label: 'Pipeline value', type: 'summary', order: 11, required: false,
    settings: { properties: { linkedFieldId: deal.Company, summarizedFieldId: deal.Amount, operation: 'sum', decimals: 2 } }
  });
  seeder.put('FormFields', inCompanies, {
    label: 'Average deal', type: 'summary', order: 12, required: false,
    settings: { properties: { linkedFieldId: deal.Company, summarizedFieldId: deal.Amount, operation: 'average', decimals: 2 } }
  });
  seeder.put('FormFields', inCompanies, { label: 'Contacts', type: 'link-counter', order: 13, required: false, settings: { properties: { linkedFieldId: contact.Company } } });

}

/** The three forms of the demo workspace, with their fields and folders. */
export function seedForms(seeder: Seeder, workspaceId: number): DemoForms {
  const form = (name: string, singularName: string, description: string) =>
    seeder.put('Forms', TOP, { name, singularName, description, workspace: { id: workspaceId } });
  const companies = form('Companies', 'Company', 'Organizations we sell to');
  const deals = form('Deals', 'Deal', 'Sales opportunities, each with a company');
  const contacts = form('Contacts', 'Contact', 'People at companies');
  const industries = INDUSTRIES;
  const roles = ROLES;
  const company = fieldsIn(seeder, companies.id, [
    ['Company', 'heading'],
    ['Name', 'text-input', { maxLength: 200 }, true],
    ['Industry', 'dropdown', { choices: choices(industries) }],
    ['Country', 'country-select'],
    ['State', 'state-select'],
    ['Employees', 'numeric', { min: 0, decimals: 0 }],
    ['Founded', 'year', { min: 1800, max: 2100 }],
    ['Website', 'text-input', { maxLength: 200 }],
    ['About', 'text-area']
  ]);
  const deal = dealFields(seeder, deals, companies);
  const contact = fieldsIn(seeder, contacts.id, [
    ['Name', 'text-input', { maxLength: 200 }, true],
    ['Company', 'linked', { linkedForm: companies.id }],
    ['Email', 'text-input', { maxLength: 200 }],
    ['Phone', 'text-input', { maxLength: 40 }],
    ['Role', 'dropdown', { choices: choices(roles) }],
    ['Country', 'country-select'],
    ['State', 'state-select', { country: 'US' }],
    ['Account manager', 'member'],
    ['Birthday', 'date-picker'],
    ['Newsletter', 'checkbox', { choices: choices(['newsletter', 'events']) }]
  ]);
  companyCounters(seeder, companies, deal, contact);
  // Zengine's presentational `text` field: a block of text (its label) at the top of Contacts;
  // seeded last so the other fields keep their ids
  seeder.put('FormFields', [{ attribute: 'form', id: contacts.id }], {
    label: 'Contacts are the people we talk to at each company.', type: 'text', order: 0, required: false, settings: { properties: {} }
  });
  const inCompanies: Scope = [{ attribute: 'form', id: companies.id }];
  const [customers, prospects] = ['Customers', 'Prospects'].map((name) => seeder.put('FormFolders', inCompanies, { name }));
  const inDeals: Scope = [{ attribute: 'form', id: deals.id }];
  const [openFolder, wonFolder, lostFolder] = ['Open', 'Won', 'Lost'].map((name) => seeder.put('FormFolders', inDeals, { name }));
  return { companies, deals, contacts, company, deal, contact, customers, prospects, openFolder, wonFolder, lostFolder };
}

/** Two records of Companies for each name word, in the customers or prospects folder. */
export function seedCompanies(seeder: Seeder, forms: DemoForms, demoUserIds: number[]): StoredObject[] {
  const { company, customers, prospects } = forms;
  const industries = INDUSTRIES;
  const inCompanies: Scope = [{ attribute: 'form', id: forms.companies.id }];
  const usStates = STATES.filter(([country]) => country === 'US').map(([, code]) => code);
  const caStates = STATES.filter(([country]) => country === 'CA').map(([, code]) => code);
  const companyRecords = COMPANY_WORDS.flatMap((word, index) => [0, 1].map((offset) => {
    seeder.tick();
    const name = `${word} ${COMPANY_SUFFIXES[(index + offset * 3) % COMPANY_SUFFIXES.length]}`;
    const country = seeder.random.pick(['US', 'US', 'US', 'CA', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN']);
    const industry = seeder.random.pick(industries);
    return seeder.put('FormRecords', inCompanies, {
      name,
      folder: { id: seeder.random.chance(0.6) ? customers.id : prospects.id },
      createdByUser: { id: seeder.random.pick(demoUserIds) },
      [`field${company.Name}`]: name,
      [`field${company.Industry}`]: industry,
      [`field${company.Country}`]: country,
      [`field${company.State}`]: country === 'US' ? seeder.random.pick(usStates) : country === 'CA' ? seeder.random.pick(caStates) : null,
      [`field${company.Employees}`]: seeder.random.integer(3, 5000),
      [`field${company.Founded}`]: seeder.random.integer(1950, 2022),
      [`field${company.Website}`]: `https://${word.toLowerCase()}.example.com`,
      [`field${company.About}`]: `${name} works in ${industry}.`
    });
  }));
  return companyRecords;
}

/** Files uploaded to Deals, the first deals' contracts. */
export function seedContractFiles(seeder: Seeder, forms: DemoForms, uploaderId: number): StoredObject[] {
  const inDeals: Scope = [{ attribute: 'form', id: forms.deals.id }];
  const contractFiles = ['contract-northwind.pdf', 'contract-summit.pdf', 'signed-order.pdf'].map((name, index) => {
    const file = seeder.put('FormUploads', inDeals, {
      name, size: 0, contentType: 'application/pdf', createdByUser: { id: uploaderId }
    });
    const content = Buffer.from(`%PDF-1.4\n% sandbox demo file ${index + 1}: ${name}\n`);
    file.size = content.length;
    seeder.store.replace('FormUploads', file);
    seeder.store.saveContent('FormUploads', file.id, content);
    return file;
  });
  return contractFiles;
}

export function seedDeals(seeder: Seeder, forms: DemoForms, companyRecords: StoredObject[], contractFiles: StoredObject[], demoUserIds: number[]): void {
  const { deal, openFolder, wonFolder, lostFolder } = forms;
  const stages = STAGES;
  const tags = TAGS;
  const inDeals: Scope = [{ attribute: 'form', id: forms.deals.id }];
  for (let index = 0; index < 200; index++) {
    seeder.tick();
    const stage = seeder.random.pick(stages);
    const target = seeder.random.pick(companyRecords);
    const title = `${seeder.random.pick(DEAL_WORDS)} for ${target.name}`;
    const file = index < contractFiles.length ? contractFiles[index] : undefined;
    seeder.put('FormRecords', inDeals, {
      name: title,
      folder: { id: stage === 'won' ? wonFolder.id : stage === 'lost' ? lostFolder.id : openFolder.id },
      createdByUser: { id: seeder.random.pick(demoUserIds) },
      [`field${deal.Title}`]: title,
      [`field${deal.Company}`]: seeder.random.chance(0.95) ? { id: target.id } : null,
      [`field${deal.Amount}`]: seeder.random.integer(5, 2000) * 50,
      [`field${deal.Probability}`]: stage === 'won' ? 100 : stage === 'lost' ? 0 : seeder.random.pick([10, 25, 50, 75, 90]),
      [`field${deal.Stage}`]: stage,
      [`field${deal.Tags}`]: tags.filter(() => seeder.random.chance(0.3)),
      [`field${deal.Owner}`]: { id: seeder.random.pick(demoUserIds) },
      [`field${deal['Close date']}`]: seedDate(seeder.random.integer(0, 360)),
      [`field${deal.Contract}`]: file ? { id: file.id, name: file.name, size: file.size, contentType: file.contentType } : null,
      [`field${deal['Internal reference']}`]: `D-${String(1000 + index)}`,
      [`field${deal.Notes}`]: seeder.random.chance(0.4) ? `Spoke with ${seeder.random.pick(FIRST_NAMES)} about next steps.` : ''
    });
  }
}

export function seedContacts(seeder: Seeder, forms: DemoForms, companyRecords: StoredObject[], demoUserIds: number[]): void {
  const { contacts, contact } = forms;
  const roles = ROLES;
  const usStates = STATES.filter(([country]) => country === 'US').map(([, code]) => code);
  for (let index = 0; index < 80; index++) {
    seeder.tick();
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length];
    const name = `${first} ${last}`;
    const country = seeder.random.pick(['US', 'US', 'CA', 'GB']);
    seeder.put('FormRecords', [{ attribute: 'form', id: contacts.id }], {
      name,
      folder: { id: 0 },
      createdByUser: { id: seeder.random.pick(demoUserIds) },
      [`field${contact.Name}`]: name,
      [`field${contact.Company}`]: { id: seeder.random.pick(companyRecords).id },
      [`field${contact.Email}`]: seeder.random.chance(0.9) ? `${first}.${last}${index}@example.com`.toLowerCase() : 'not-an-email',
      [`field${contact.Phone}`]: `+1 555 ${String(seeder.random.integer(1000000, 9999999))}`,
      [`field${contact.Role}`]: seeder.random.pick(roles),
      [`field${contact.Country}`]: country,
      [`field${contact.State}`]: country === 'US' ? seeder.random.pick(usStates) : null,
      [`field${contact['Account manager']}`]: { id: seeder.random.pick(demoUserIds) },
      [`field${contact.Birthday}`]: `19${seeder.random.integer(60, 99)}-${String(seeder.random.integer(1, 12)).padStart(2, '0')}-${String(seeder.random.integer(1, 28)).padStart(2, '0')}`,
      [`field${contact.Newsletter}`]: ['newsletter', 'events'].filter(() => seeder.random.chance(0.5))
    });
  }
}
