import fs from 'fs';
import os from 'os';
import path from 'path';
import { createSandbox } from '../../src/sandbox/app';
import { readMeta } from '../../src/sandbox/database';
import { call, readAll, RunningSandbox, startSandbox } from './helpers';

/** Every object of the database, in a stable order. */
function dump(dbFile: string): unknown[] {
  const sandbox = createSandbox({ dbFile });
  const rows = sandbox.db.prepare('SELECT resource, id, scope, data FROM objects ORDER BY resource, id').all();
  sandbox.close();
  return rows;
}

describe('sandbox seed', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  it('is the same data every time (seeded PRNG, fixed times)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-seed-'));
    try {
      const first = dump(path.join(folder, 'a.db'));
      const second = dump(path.join(folder, 'b.db'));
      expect(first.length).toBeGreaterThan(500);
      expect(second).toEqual(first);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has forms whose fields cover every field type of the spec', async () => {
    const spec = ['calculated-field', 'checkbox', 'country-select', 'date-picker', 'dropdown', 'file-upload', 'heading',
      'hidden-field', 'html', 'link-counter', 'linked', 'member', 'numeric', 'page-break', 'radio', 'spacer', 'state-select',
      'summary', 'text', 'text-area', 'text-input', 'year'];
    const forms = await call(running, 'GET', '/v1/forms?related=fields');
    const types = new Set<string>();
    forms.body.data.forEach((form: any) => form.fields.forEach((field: any) => types.add(field.type)));
    expect(Array.from(types).sort()).toEqual(spec);
    const taxonomy = await call(running, 'GET', '/v1/form_field_taxonomy?limit=100');
    expect(taxonomy.body.data.map((type: any) => type.type).sort()).toEqual(spec);
  });

  it('answers fields in the API\'s shape: per-type settings in settings.properties, choices as { value: label } in order', async () => {
    const fields = (await call(running, 'GET', '/v1/forms/2?related=fields')).body.data.fields;
    const byLabel = (label: string) => fields.find((field: any) => field.label === label);
    fields.forEach((field: any) => expect(Object.keys(field.settings)).withContext(field.label).toEqual(['properties']));
    const stage = byLabel('Stage').settings.properties.choices;
    expect(stage).toEqual({ lead: 'Lead', qualified: 'Qualified', proposal: 'Proposal', won: 'Won', lost: 'Lost' });
    expect(Object.keys(stage)).toEqual(['lead', 'qualified', 'proposal', 'won', 'lost']);
    expect(byLabel('Tags').settings.properties.choices['new-business']).toBe('New Business');
    expect(byLabel('Company').settings).toEqual({ properties: { linkedForm: 1 } });
    expect(byLabel('Amount').settings).toEqual({ properties: { min: 0, decimals: 2, prefix: '$' } });
    expect(byLabel('Owner').settings).toEqual({ properties: {} });
    expect(byLabel('Title').required).toBe(true);
  });

  it('upgrades the flat field settings of an earlier sandbox\'s data folder when it opens it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-upgrade-'));
    try {
      const earlier = createSandbox({ dataDir: folder });
      const stage = earlier.store.get('FormFields', 16)!;
      const company = earlier.store.get('FormFields', 12)!;
      const pipeline = earlier.store.get('FormFields', 37)!;
      // as sandboxes before settings.properties stored them
      earlier.store.replace('FormFields', { ...stage, settings: { choices: [{ value: 'lead', label: 'Lead' }, { value: 'won', label: 'Won' }] } });
      earlier.store.replace('FormFields', { ...company, settings: { linkedFormId: 1 } });
      earlier.store.replace('FormFields', { ...pipeline, settings: { linkedFieldId: 12, summarizedFieldId: 13, operation: 'sum', decimals: 2 } });
      const taxonomy = earlier.store.listAll('FormFieldTaxonomy').find((type) => type.type === 'linked')!;
      earlier.store.replace('FormFieldTaxonomy', { ...taxonomy, value: 'object { id, name } of a record of settings.linkedFormId' });
      earlier.close();

      const upgraded = createSandbox({ dataDir: folder });
      expect(upgraded.store.get('FormFields', 16)!.settings).toEqual({ properties: { choices: { lead: 'Lead', won: 'Won' } } });
      expect(upgraded.store.get('FormFields', 12)!.settings).toEqual({ properties: { linkedForm: 1 } });
      expect(upgraded.store.get('FormFields', 37)!.settings)
        .toEqual({ properties: { linkedFieldId: 12, summarizedFieldId: 13, operation: 'sum', decimals: 2 } });
      expect(upgraded.store.get('FormFields', 12)!.modified).toBe(company.modified);
      expect(upgraded.store.listAll('FormFieldTaxonomy').find((type) => type.type === 'linked')!.value)
        .toBe('object { id, name } of a record of the form settings.properties.linkedForm');
      const untouched = upgraded.store.listAll('FormFields');
      upgraded.close();
      const again = createSandbox({ dataDir: folder });
      expect(again.store.listAll('FormFields')).toEqual(untouched);
      again.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has a few hundred records in three forms, with folders', async () => {
    const counts = await Promise.all([1, 2, 3].map(async (formId) => (await call(running, 'GET', `/v1/forms/${formId}/records/count`)).body.totalCount));
    expect(counts).toEqual([40, 200, 80]);
    expect((await call(running, 'GET', '/v1/forms/2/folders')).body.data.map((folder: any) => folder.name)).toEqual(['Open', 'Won', 'Lost']);
  });

  it('has users, members with roles in two workspaces, and the first user is the current one', async () => {
    expect((await call(running, 'GET', '/v1/users')).body.totalCount).toBe(6);
    const members = await readAll(running, '/v1/workspaces/1/members?related=user,role');
    expect(members.map((member) => `${member.user.username}:${member.role.name}`))
      .toEqual(['ada:Owner', 'grace:Admin', 'alan:Member', 'katherine:Member', 'edsger:Member']);
    expect((await call(running, 'GET', '/v1/workspaces/2/members')).body.totalCount).toBe(2);
  });

  it('has tasks in lists, with every status and priority', async () => {
    const tasks = await readAll(running, '/v1/tasks');
    expect(tasks.length).toBe(60);
    expect(new Set(tasks.map((task) => task.status)).size).toBe(4);
    expect(new Set(tasks.map((task) => task.priority)).size).toBe(4);
    expect((await call(running, 'GET', '/v1/task_lists')).body.totalCount).toBe(4);
    expect((await call(running, 'GET', '/v1/task_statuses')).body.data.map((status: any) => status.status))
      .toEqual(['open', 'in-progress', 'closed', 'archived']);
  });

  it('has countries and states', async () => {
    expect((await call(running, 'GET', '/v1/countries?code=US')).body.data[0].name).toBe('United States');
    expect((await call(running, 'GET', '/v1/states/count?country=US')).body.totalCount).toBe(51);
    expect((await call(running, 'GET', '/v1/states/count?country=CA')).body.totalCount).toBe(13);
  });

  it('keeps its data across restarts and does not seed again', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-restart-'));
    try {
      const first = createSandbox({ dataDir: folder });
      first.store.insert('Tasks', [], { task: 'survives', workspace: { id: 1 } });
      const seeded = readMeta(first.db, 'seeded');
      first.close();
      const second = createSandbox({ dataDir: folder });
      expect(second.store.listAll('Tasks').filter((task) => task.task === 'survives').length).toBe(1);
      expect(second.store.listAll('Tasks').length).toBe(61);
      expect(readMeta(second.db, 'seeded')).toBe(seeded);
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
      second.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('starts empty with seed: false', () => {
    const sandbox = createSandbox({ dbFile: ':memory:', seed: false });
    expect(sandbox.store.listAll('Forms')).toEqual([]);
    expect(sandbox.store.listAll('Plugins').map((plugin) => plugin.namespace)).toEqual(['tally']);
    sandbox.close();
  });
});
