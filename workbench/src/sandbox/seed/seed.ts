/**
 * The demo data a new sandbox starts with. Deterministic: the same PRNG seed and fixed times,
 * so every fresh sandbox has the same ids and values (the tables of docs/sandbox.md rely on it).
 * The steps below run in this order; each draws from the one PRNG and clock (seeder.ts).
 */
import { ObjectStore, Scope, StoredObject } from '../store';
import { FIELD_TYPES } from '../forms/field-types';
import { COUNTRIES, STATES } from './geo';
import { Seeder, TOP, seedDate } from './seeder';
import { DemoForms, seedCompanies, seedContacts, seedContractFiles, seedDeals, seedForms } from './demo-forms';

export { SEED_TIME } from './seeder';
export const DEMO_WORKSPACE_ID = 1;

const TASK_VERBS = ['Call', 'Email', 'Review', 'Prepare', 'Update', 'Schedule', 'Draft', 'Check', 'Plan', 'Send'];
const TASK_OBJECTS = ['the quarterly report', 'the launch checklist', 'pricing sheet', 'the onboarding guide',
  'contract terms', 'the demo script', 'customer feedback', 'the roadmap', 'invoices', 'the team offsite'];

const USERS: ReadonlyArray<[string, string, string]> = [
  ['ada', 'Ada', 'Lovelace'], ['grace', 'Grace', 'Hopper'], ['alan', 'Alan', 'Turing'],
  ['katherine', 'Katherine', 'Johnson'], ['edsger', 'Edsger', 'Dijkstra'], ['barbara', 'Barbara', 'Liskov']
];

/** The demo's people: users, two workspaces, their roles and members. */
interface People {
  users: StoredObject[];
  demo: StoredObject;
  second: StoredObject;
  /** Owner, Admin, Member of the demo workspace. */
  roles: StoredObject[];
  /** The role of each of the first five users in the demo workspace. */
  demoRoles: StoredObject[];
  demoUserIds: number[];
}

/** What every sandbox has and nobody writes: countries, states, field types, task statuses and priorities. */
function seedReferenceData(seeder: Seeder): void {
  const top = TOP;
  const store = seeder.store;
  COUNTRIES.forEach(([code, name]) => store.insert('Countries', top, { code, name }));
  STATES.forEach(([country, code, name]) => store.insert('States', top, { code, name, country }));
  FIELD_TYPES.forEach((type) => store.insert('FormFieldTaxonomy', top, { ...type, prefixes: type.prefixes.slice() }));
  [['open', 'Open'], ['in-progress', 'In progress'], ['closed', 'Closed'], ['archived', 'Archived']]
    .forEach(([status, name]) => store.insert('TaskStatuses', top, { status, name }));
  ['Low', 'Medium', 'High', 'Urgent'].forEach((name, index) => store.insert('TaskPriorities', top, { priority: index + 1, name }));
}

function seedPeople(seeder: Seeder): People {
  const users = USERS.map(([username, firstName, lastName]) => seeder.put('Users', TOP, {
    username, firstName, lastName, displayName: `${firstName} ${lastName}`, email: `${username}@example.com`, timezone: 'UTC'
  }));
  const demo = seeder.put('Workspaces', TOP, { name: 'Demo Workspace', description: 'Everything the sandbox seeds lives here' });
  const second = seeder.put('Workspaces', TOP, { name: 'Second Workspace', description: 'A workspace without plugins' });
  const inDemo: Scope = [{ attribute: 'workspace', id: demo.id }];
  const inSecond: Scope = [{ attribute: 'workspace', id: second.id }];
  const [owner, admin, member] = ['Owner', 'Admin', 'Member'].map((name) => seeder.put('Roles', inDemo, { name }));
  const [secondOwner, secondMember] = ['Owner', 'Member'].map((name) => seeder.put('Roles', inSecond, { name }));
  const demoRoles = [owner, admin, member, member, member];
  users.slice(0, 5).forEach((user, index) => seeder.put('WorkspaceMembers', inDemo, { user: { id: user.id }, role: { id: demoRoles[index].id }, status: 'active' }));
  seeder.put('WorkspaceMembers', inSecond, { user: { id: users[0].id }, role: { id: secondOwner.id }, status: 'active' });
  seeder.put('WorkspaceMembers', inSecond, { user: { id: users[5].id }, role: { id: secondMember.id }, status: 'active' });
  seeder.put('WorkspaceInvitees', inDemo, { email: 'new.colleague@example.com', role: { id: member.id }, inviteCode: 482913 });
  seeder.put('Subscriptions', TOP, { workspace: { id: demo.id }, plan: 'sandbox', status: 'active' });
  const demoUserIds = users.slice(0, 5).map((user) => user.id);
  return { users, demo, second, roles: [owner, admin, member], demoRoles, demoUserIds };
}

function seedTasks(seeder: Seeder, people: People): void {
  const { users, demo, second, demoUserIds } = people;
  const lists = ['Launch plan', 'Follow-ups', 'Housekeeping'].map((name) => seeder.put('TaskLists', TOP, { name, workspace: { id: demo.id } }));
  const secondList = seeder.put('TaskLists', TOP, { name: 'Chores', workspace: { id: second.id } });
  const statuses = ['open', 'open', 'open', 'in-progress', 'in-progress', 'closed', 'archived'];
  for (let index = 0; index < 60; index++) {
    seeder.tick();
    const list = index < 54 ? lists[index % lists.length] : secondList;
    const workspaceId = index < 54 ? demo.id : second.id;
    seeder.put('Tasks', TOP, {
      task: `${seeder.random.pick(TASK_VERBS)} ${seeder.random.pick(TASK_OBJECTS)}`,
      workspace: { id: workspaceId },
      taskList: { id: list.id },
      order: Math.floor(index / lists.length) + 1,
      due: seeder.random.chance(0.85) ? seedDate(seeder.random.integer(0, 240)) : null,
      assignedToUser: { id: workspaceId === demo.id ? seeder.random.pick(demoUserIds) : users[5].id },
      priority: seeder.random.integer(1, 4),
      status: seeder.random.pick(statuses)
    });
  }

}

/** Permissions, views, notes, notifications, activities, a webhook and a plugin configuration. */
function seedWorkspaceExtras(seeder: Seeder, people: People, forms: DemoForms): void {
  const { users, demo } = people;
  const [owner, admin, member] = people.roles;
  const { companies, deals, contacts, deal } = forms;
  [owner, admin, member].forEach((role, index) => {
    seeder.put('DefaultFormPermissions', TOP, {
      workspace: { id: demo.id }, role: { id: role.id }, view: true, add: true, edit: index < 2, delete: index === 0
    });
    [companies, deals, contacts].forEach((target) => seeder.put('FormRecordPermissions', [{ attribute: 'form', id: target.id }], {
      role: { id: role.id }, view: true, add: true, edit: index < 2 || target.id === contacts.id, delete: index === 0
    }));
  });
  seeder.put('FormGroups', TOP, { name: 'Sales', workspace: { id: demo.id }, forms: [companies, deals, contacts].map((target) => ({ id: target.id })) });
  seeder.put('DataViews', TOP, {
    name: 'Big open deals', form: { id: deals.id }, workspace: { id: demo.id },
    filter: { and: [{ prefix: 'min', attribute: `field${deal.Amount}`, value: 50000 }, { prefix: 'not', attribute: `field${deal.Stage}`, value: 'won|lost' }] }
  });
  seeder.put('DataViews', TOP, {
    name: 'My deals', form: { id: deals.id }, workspace: { id: demo.id },
    filter: { and: [{ prefix: '', attribute: `field${deal.Owner}`, value: 'logged-in-user' }] }
  });
  seeder.put('CalculationSettings', TOP, { form: { id: deals.id }, field: { id: deal.Amount }, operation: 'sum', label: 'Total pipeline' });
  const notes = ['Kick-off is on Monday.', 'Remember to update the pricing sheet.', 'Quarterly review moved to Friday.']
    .map((body, index) => seeder.put('Notes', TOP, { body, workspace: { id: demo.id }, createdByUser: { id: users[index].id } }));
  notes.forEach((note, index) => {
    for (let reply = 0; reply <= index; reply++) {
      seeder.put('NoteReplies', [{ attribute: 'note', id: note.id }], { body: `Reply ${reply + 1}`, createdByUser: { id: users[(index + reply + 1) % 5].id } });
    }
  });
  ['Grace assigned you a task', 'A deal was won', 'Alan replied to your note'].forEach((message, index) =>
    seeder.put('Notifications', TOP, { user: { id: users[0].id }, workspace: { id: demo.id }, message, read: index === 2 }));
  ['record.created', 'record.updated', 'task.closed'].forEach((action, index) =>
    seeder.put('Activities', TOP, { workspace: { id: demo.id }, createdByUser: { id: users[index].id }, action, summary: `${action} in Demo Workspace` }));
  seeder.put('Webhooks', TOP, {
    workspace: { id: demo.id }, resource: 'records', includeRelated: false, url: 'https://hooks.example.com/sandbox',
    isActive: false, secretKey: 'seeded-webhook-secret'
  });
  seeder.put('PluginConfigs', TOP, { workspace: { id: demo.id }, name: 'Default configuration', settings: { a: 1 } });
}

function seedAccounts(seeder: Seeder, people: People): void {
  const { users, demoRoles } = people;
  const inDemo: Scope = [{ attribute: 'workspace', id: people.demo.id }];
  // Zengine's account side: an organization with a sign-in provider, and who belongs to it
  const organization = seeder.put('Organizations', TOP, { name: 'Demo Organization' });
  const provider = seeder.put('AuthProviders', TOP, { name: 'Email and password', type: 'password' });
  seeder.put('OrganizationsAuthProviders', [{ attribute: 'organization', id: organization.id }], { authProvider: { id: provider.id }, isDefault: true });
  users.slice(0, 5).forEach((user, index) => seeder.put('WorkspaceUserRoles', inDemo, { user: { id: user.id }, role: { id: demoRoles[index].id } }));
  users.forEach((user, index) => seeder.put('UserMemberships', TOP, {
    user: { id: user.id }, organization: { id: organization.id }, role: index === 0 ? 'owner' : 'member'
  }));
}

/**
 * Seeds an empty store. `versioned` says which resources carry an objectVersion. Plugins are
 * registered separately, from the backends found (see plugins/install.ts).
 */
export function seed(store: ObjectStore, versioned: (resource: string) => boolean): void {
  const seeder = new Seeder(store, versioned);
  seedReferenceData(seeder);
  const people = seedPeople(seeder);
  const forms = seedForms(seeder, people.demo.id);
  const companyRecords = seedCompanies(seeder, forms, people.demoUserIds);
  const contractFiles = seedContractFiles(seeder, forms, people.users[0].id);
  seedDeals(seeder, forms, companyRecords, contractFiles, people.demoUserIds);
  seedContacts(seeder, forms, companyRecords, people.demoUserIds);
  seedTasks(seeder, people);
  seedWorkspaceExtras(seeder, people, forms);
  seedAccounts(seeder, people);
}
