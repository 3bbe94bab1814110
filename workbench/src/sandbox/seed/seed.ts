/**
 * The demo data a new sandbox starts with. Deterministic: the same PRNG seed and fixed times,
 * so every fresh sandbox has the same ids and values (the tables of docs/sandbox.md rely on it).
 */
import { JsonObject, ObjectStore, Scope, StoredObject } from '../store';
import { FIELD_TYPES } from '../forms/field-types';
import { COUNTRIES, STATES } from './geo';
import { Random } from './prng';

const SEED = 20240501;
/** Seeded times count from here (an hour per step). */
const EPOCH = Date.UTC(2024, 0, 2, 9, 0, 0);

export const DEMO_WORKSPACE_ID = 1;
/** The time seeded objects are created at (later ones an hour apart). */
export const SEED_TIME = new Date(EPOCH).toISOString().replace(/\.\d{3}Z$/, 'Z');

function time(hours: number): string {
  return new Date(EPOCH + hours * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function date(days: number): string {
  return new Date(EPOCH + days * 86400 * 1000).toISOString().slice(0, 10);
}

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
const TASK_VERBS = ['Call', 'Email', 'Review', 'Prepare', 'Update', 'Schedule', 'Draft', 'Check', 'Plan', 'Send'];
const TASK_OBJECTS = ['the quarterly report', 'the launch checklist', 'pricing sheet', 'the onboarding guide',
  'contract terms', 'the demo script', 'customer feedback', 'the roadmap', 'invoices', 'the team offsite'];

const USERS: ReadonlyArray<[string, string, string]> = [
  ['ada', 'Ada', 'Lovelace'], ['grace', 'Grace', 'Hopper'], ['alan', 'Alan', 'Turing'],
  ['katherine', 'Katherine', 'Johnson'], ['edsger', 'Edsger', 'Dijkstra'], ['barbara', 'Barbara', 'Liskov']
];

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

/**
 * Seeds an empty store. `versioned` says which resources carry an objectVersion. Plugins are
 * registered separately, from the backends found (see plugins/install.ts).
 */
export function seed(store: ObjectStore, versioned: (resource: string) => boolean): void {
  const random = new Random(SEED);
  let clock = 0;
  const put = (resource: string, scope: Scope, data: JsonObject, at = clock): StoredObject => {
    const object: JsonObject = { ...data };
    scope.forEach((parent) => { object[parent.attribute] = { id: parent.id }; });
    object.created = time(at);
    object.modified = time(at);
    if (versioned(resource)) object.objectVersion = 1;
    return store.insert(resource, scope, object);
  };
  const top: Scope = [];

  // reference data
  COUNTRIES.forEach(([code, name]) => store.insert('Countries', top, { code, name }));
  STATES.forEach(([country, code, name]) => store.insert('States', top, { code, name, country }));
  FIELD_TYPES.forEach((type) => store.insert('FormFieldTaxonomy', top, { ...type, prefixes: type.prefixes.slice() }));
  [['open', 'Open'], ['in-progress', 'In progress'], ['closed', 'Closed'], ['archived', 'Archived']]
    .forEach(([status, name]) => store.insert('TaskStatuses', top, { status, name }));
  ['Low', 'Medium', 'High', 'Urgent'].forEach((name, index) => store.insert('TaskPriorities', top, { priority: index + 1, name }));

  // people and workspaces
  const users = USERS.map(([username, firstName, lastName]) => put('Users', top, {
    username, firstName, lastName, displayName: `${firstName} ${lastName}`, email: `${username}@example.com`, timezone: 'UTC'
  }));
  const demo = put('Workspaces', top, { name: 'Demo Workspace', description: 'Everything the sandbox seeds lives here' });
  const second = put('Workspaces', top, { name: 'Second Workspace', description: 'A workspace without plugins' });
  const inDemo: Scope = [{ attribute: 'workspace', id: demo.id }];
  const inSecond: Scope = [{ attribute: 'workspace', id: second.id }];
  const [owner, admin, member] = ['Owner', 'Admin', 'Member'].map((name) => put('Roles', inDemo, { name }));
  const [secondOwner, secondMember] = ['Owner', 'Member'].map((name) => put('Roles', inSecond, { name }));
  const demoRoles = [owner, admin, member, member, member];
  users.slice(0, 5).forEach((user, index) => put('WorkspaceMembers', inDemo, { user: { id: user.id }, role: { id: demoRoles[index].id }, status: 'active' }));
  put('WorkspaceMembers', inSecond, { user: { id: users[0].id }, role: { id: secondOwner.id }, status: 'active' });
  put('WorkspaceMembers', inSecond, { user: { id: users[5].id }, role: { id: secondMember.id }, status: 'active' });
  put('WorkspaceInvitees', inDemo, { email: 'new.colleague@example.com', role: { id: member.id }, inviteCode: 482913 });
  put('Subscriptions', top, { workspace: { id: demo.id }, plan: 'sandbox', status: 'active' });
  const demoUserIds = users.slice(0, 5).map((user) => user.id);

  // forms, fields, folders
  const form = (name: string, singularName: string, description: string) =>
    put('Forms', top, { name, singularName, description, workspace: { id: demo.id } });
  const companies = form('Companies', 'Company', 'Organizations we sell to');
  const deals = form('Deals', 'Deal', 'Sales opportunities, each with a company');
  const contacts = form('Contacts', 'Contact', 'People at companies');
  const fieldsIn = (formId: number, specs: FieldSpec[], firstOrder = 1) => {
    const ids: Record<string, number> = {};
    specs.forEach(([label, type, properties, required], index) => {
      const field = put('FormFields', [{ attribute: 'form', id: formId }],
        { label, type, order: firstOrder + index, required: !!required, settings: { properties: properties || {} } });
      ids[label] = field.id;
    });
    return ids;
  };
  const industries = ['software', 'manufacturing', 'healthcare', 'finance', 'retail', 'education'];
  const company = fieldsIn(companies.id, [
    ['Company', 'heading'],
    ['Name', 'text', { maxLength: 200 }, true],
    ['Industry', 'dropdown', { choices: choices(industries) }],
    ['Country', 'country-select'],
    ['State', 'state-select'],
    ['Employees', 'numeric', { min: 0, decimals: 0 }],
    ['Founded', 'year', { min: 1800, max: 2100 }],
    ['Website', 'text-input', { maxLength: 200 }],
    ['About', 'text-area']
  ]);
  const stages = ['lead', 'qualified', 'proposal', 'won', 'lost'];
  const tags = ['new-business', 'renewal', 'upsell', 'partner', 'urgent'];
  const deal = fieldsIn(deals.id, [
    ['Deal', 'heading'],
    ['Title', 'text', { maxLength: 200 }, true],
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
  const weighted = store.get('FormFields', deal['Weighted amount']) as StoredObject;
  weighted.settings = { properties: { formula: `field${deal.Amount} * field${deal.Probability} / 100`, decimals: 2 } };
  store.replace('FormFields', weighted);
  const roles = ['buyer', 'champion', 'technical', 'finance'];
  const contact = fieldsIn(contacts.id, [
    ['Name', 'text', { maxLength: 200 }, true],
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
  const inCompanies: Scope = [{ attribute: 'form', id: companies.id }];
  put('FormFields', inCompanies, { label: 'Deals', type: 'link-counter', order: 10, required: false, settings: { properties: { linkedFieldId: deal.Company } } });
  put('FormFields', inCompanies, {
    label: 'Pipeline value', type: 'summary', order: 11, required: false,
    settings: { properties: { linkedFieldId: deal.Company, summarizedFieldId: deal.Amount, operation: 'sum', decimals: 2 } }
  });
  put('FormFields', inCompanies, {
    label: 'Average deal', type: 'summary', order: 12, required: false,
    settings: { properties: { linkedFieldId: deal.Company, summarizedFieldId: deal.Amount, operation: 'average', decimals: 2 } }
  });
  put('FormFields', inCompanies, { label: 'Contacts', type: 'link-counter', order: 13, required: false, settings: { properties: { linkedFieldId: contact.Company } } });

  const [customers, prospects] = ['Customers', 'Prospects'].map((name) => put('FormFolders', inCompanies, { name }));
  const inDeals: Scope = [{ attribute: 'form', id: deals.id }];
  const [openFolder, wonFolder, lostFolder] = ['Open', 'Won', 'Lost'].map((name) => put('FormFolders', inDeals, { name }));

  // records
  const usStates = STATES.filter(([country]) => country === 'US').map(([, code]) => code);
  const caStates = STATES.filter(([country]) => country === 'CA').map(([, code]) => code);
  const companyRecords = COMPANY_WORDS.flatMap((word, index) => [0, 1].map((offset) => {
    clock++;
    const name = `${word} ${COMPANY_SUFFIXES[(index + offset * 3) % COMPANY_SUFFIXES.length]}`;
    const country = random.pick(['US', 'US', 'US', 'CA', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN']);
    const industry = random.pick(industries);
    return put('FormRecords', inCompanies, {
      name,
      folder: { id: random.chance(0.6) ? customers.id : prospects.id },
      createdByUser: { id: random.pick(demoUserIds) },
      [`field${company.Name}`]: name,
      [`field${company.Industry}`]: industry,
      [`field${company.Country}`]: country,
      [`field${company.State}`]: country === 'US' ? random.pick(usStates) : country === 'CA' ? random.pick(caStates) : null,
      [`field${company.Employees}`]: random.integer(3, 5000),
      [`field${company.Founded}`]: random.integer(1950, 2022),
      [`field${company.Website}`]: `https://${word.toLowerCase()}.example.com`,
      [`field${company.About}`]: `${name} works in ${industry}.`
    });
  }));

  const contractFiles = ['contract-northwind.pdf', 'contract-summit.pdf', 'signed-order.pdf'].map((name, index) => {
    const file = put('FormUploads', inDeals, {
      name, size: 0, contentType: 'application/pdf', createdByUser: { id: users[0].id }
    });
    const content = Buffer.from(`%PDF-1.4\n% sandbox demo file ${index + 1}: ${name}\n`);
    file.size = content.length;
    store.replace('FormUploads', file);
    store.saveContent('FormUploads', file.id, content);
    return file;
  });

  for (let index = 0; index < 200; index++) {
    clock++;
    const stage = random.pick(stages);
    const target = random.pick(companyRecords);
    const title = `${random.pick(DEAL_WORDS)} for ${target.name}`;
    const file = index < contractFiles.length ? contractFiles[index] : undefined;
    put('FormRecords', inDeals, {
      name: title,
      folder: { id: stage === 'won' ? wonFolder.id : stage === 'lost' ? lostFolder.id : openFolder.id },
      createdByUser: { id: random.pick(demoUserIds) },
      [`field${deal.Title}`]: title,
      [`field${deal.Company}`]: random.chance(0.95) ? { id: target.id } : null,
      [`field${deal.Amount}`]: random.integer(5, 2000) * 50,
      [`field${deal.Probability}`]: stage === 'won' ? 100 : stage === 'lost' ? 0 : random.pick([10, 25, 50, 75, 90]),
      [`field${deal.Stage}`]: stage,
      [`field${deal.Tags}`]: tags.filter(() => random.chance(0.3)),
      [`field${deal.Owner}`]: { id: random.pick(demoUserIds) },
      [`field${deal['Close date']}`]: date(random.integer(0, 360)),
      [`field${deal.Contract}`]: file ? { id: file.id, name: file.name, size: file.size, contentType: file.contentType } : null,
      [`field${deal['Internal reference']}`]: `D-${String(1000 + index)}`,
      [`field${deal.Notes}`]: random.chance(0.4) ? `Spoke with ${random.pick(FIRST_NAMES)} about next steps.` : ''
    });
  }

  for (let index = 0; index < 80; index++) {
    clock++;
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length];
    const name = `${first} ${last}`;
    const country = random.pick(['US', 'US', 'CA', 'GB']);
    put('FormRecords', [{ attribute: 'form', id: contacts.id }], {
      name,
      folder: { id: 0 },
      createdByUser: { id: random.pick(demoUserIds) },
      [`field${contact.Name}`]: name,
      [`field${contact.Company}`]: { id: random.pick(companyRecords).id },
      [`field${contact.Email}`]: random.chance(0.9) ? `${first}.${last}${index}@example.com`.toLowerCase() : 'not-an-email',
      [`field${contact.Phone}`]: `+1 555 ${String(random.integer(1000000, 9999999))}`,
      [`field${contact.Role}`]: random.pick(roles),
      [`field${contact.Country}`]: country,
      [`field${contact.State}`]: country === 'US' ? random.pick(usStates) : null,
      [`field${contact['Account manager']}`]: { id: random.pick(demoUserIds) },
      [`field${contact.Birthday}`]: `19${random.integer(60, 99)}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`,
      [`field${contact.Newsletter}`]: ['newsletter', 'events'].filter(() => random.chance(0.5))
    });
  }

  // tasks
  const lists = ['Launch plan', 'Follow-ups', 'Housekeeping'].map((name) => put('TaskLists', top, { name, workspace: { id: demo.id } }));
  const secondList = put('TaskLists', top, { name: 'Chores', workspace: { id: second.id } });
  const statuses = ['open', 'open', 'open', 'in-progress', 'in-progress', 'closed', 'archived'];
  for (let index = 0; index < 60; index++) {
    clock++;
    const list = index < 54 ? lists[index % lists.length] : secondList;
    const workspaceId = index < 54 ? demo.id : second.id;
    put('Tasks', top, {
      task: `${random.pick(TASK_VERBS)} ${random.pick(TASK_OBJECTS)}`,
      workspace: { id: workspaceId },
      taskList: { id: list.id },
      order: Math.floor(index / lists.length) + 1,
      due: random.chance(0.85) ? date(random.integer(0, 240)) : null,
      assignedToUser: { id: workspaceId === demo.id ? random.pick(demoUserIds) : users[5].id },
      priority: random.integer(1, 4),
      status: random.pick(statuses)
    });
  }

  // permissions, views, notes and the rest
  [owner, admin, member].forEach((role, index) => {
    put('DefaultFormPermissions', top, {
      workspace: { id: demo.id }, role: { id: role.id }, view: true, add: true, edit: index < 2, delete: index === 0
    });
    [companies, deals, contacts].forEach((target) => put('FormRecordPermissions', [{ attribute: 'form', id: target.id }], {
      role: { id: role.id }, view: true, add: true, edit: index < 2 || target.id === contacts.id, delete: index === 0
    }));
  });
  put('FormGroups', top, { name: 'Sales', workspace: { id: demo.id }, forms: [companies, deals, contacts].map((target) => ({ id: target.id })) });
  put('DataViews', top, {
    name: 'Big open deals', form: { id: deals.id }, workspace: { id: demo.id },
    filter: { and: [{ prefix: 'min', attribute: `field${deal.Amount}`, value: 50000 }, { prefix: 'not', attribute: `field${deal.Stage}`, value: 'won|lost' }] }
  });
  put('DataViews', top, {
    name: 'My deals', form: { id: deals.id }, workspace: { id: demo.id },
    filter: { and: [{ prefix: '', attribute: `field${deal.Owner}`, value: 'logged-in-user' }] }
  });
  put('CalculationSettings', top, { form: { id: deals.id }, field: { id: deal.Amount }, operation: 'sum', label: 'Total pipeline' });
  const notes = ['Kick-off is on Monday.', 'Remember to update the pricing sheet.', 'Quarterly review moved to Friday.']
    .map((body, index) => put('Notes', top, { body, workspace: { id: demo.id }, createdByUser: { id: users[index].id } }));
  notes.forEach((note, index) => {
    for (let reply = 0; reply <= index; reply++) {
      put('NoteReplies', [{ attribute: 'note', id: note.id }], { body: `Reply ${reply + 1}`, createdByUser: { id: users[(index + reply + 1) % 5].id } });
    }
  });
  ['Grace assigned you a task', 'A deal was won', 'Alan replied to your note'].forEach((message, index) =>
    put('Notifications', top, { user: { id: users[0].id }, workspace: { id: demo.id }, message, read: index === 2 }));
  ['record.created', 'record.updated', 'task.closed'].forEach((action, index) =>
    put('Activities', top, { workspace: { id: demo.id }, createdByUser: { id: users[index].id }, action, summary: `${action} in Demo Workspace` }));
  put('Webhooks', top, {
    workspace: { id: demo.id }, resource: 'records', includeRelated: false, url: 'https://hooks.example.com/sandbox',
    isActive: false, secretKey: 'seeded-webhook-secret'
  });
  put('PluginConfigs', top, { workspace: { id: demo.id }, name: 'Default configuration', settings: { a: 1 } });
  // Zengine's account side: an organization with a sign-in provider, and who belongs to it
  const organization = put('Organizations', top, { name: 'Demo Organization' });
  const provider = put('AuthProviders', top, { name: 'Email and password', type: 'password' });
  put('OrganizationsAuthProviders', [{ attribute: 'organization', id: organization.id }], { authProvider: { id: provider.id }, isDefault: true });
  users.slice(0, 5).forEach((user, index) => put('WorkspaceUserRoles', inDemo, { user: { id: user.id }, role: { id: demoRoles[index].id } }));
  users.forEach((user, index) => put('UserMemberships', top, {
    user: { id: user.id }, organization: { id: organization.id }, role: index === 0 ? 'owner' : 'member'
  }));
}
