// znData and znPluginData through real $http against the sandbox (karma.sandbox.conf.js).
import type { auto } from 'angular';
import { outcome, realInjector, uniqueLabel } from './helpers';

describe('znData against the sandbox', () => {
  let injector: auto.IInjectorService;
  let znData: any;
  let deal: Record<string, string>;

  beforeEach(async () => {
    injector = realInjector();
    znData = injector.get('znData');
    const fields: any[] = await znData('FormFields').query({ formId: 2, limit: 100 });
    deal = {};
    fields.forEach((field) => { deal[field.label] = `field${field.id}`; });
  });

  it('runs on the real $httpBackend, not a mock', () => {
    const backend: any = injector.get('$httpBackend');
    expect(backend.flush).toBeUndefined();
    expect(backend.expect).toBeUndefined();
  });

  describe('query', () => {
    it('reads a page of records with its paging metadata', async () => {
      let metaData: any;
      const records: any[] = await znData('FormRecords').query({ formId: 2, limit: 5, page: 2 }, (_data: unknown, meta: unknown) => { metaData = meta; });
      expect(records.map((record) => record.id)).toEqual([46, 47, 48, 49, 50]);
      expect(metaData).toEqual({ status: 200, code: 2000, totalCount: 200, limit: 5, offset: 5 });
    });

    it('sorts, picks attributes and joins related objects', async () => {
      const tasks: any[] = await znData('Tasks').query({ sort: 'priority', direction: 'desc', attributes: ['task', 'priority'], related: 'taskList', limit: 10 });
      expect(tasks.map((task) => task.priority)).toEqual(tasks.map((task) => task.priority).sort((a: number, b: number) => b - a));
      expect(Object.keys(tasks[0]).sort()).toEqual(['id', 'priority', 'task', 'taskList']);
      expect(tasks[0].taskList.name).toEqual(jasmine.any(String));
    });

    it('agrees with znFilterMatcher on a filter', async () => {
      const znFilterMatcher: any = injector.get('znFilterMatcher');
      const filter = { and: [{ prefix: 'min', attribute: deal.Amount, value: 60000 }, { prefix: 'not', attribute: deal.Stage, value: 'lost' }] };
      const all: any[] = [];
      for (let page = 1; page <= 2; page++) all.push(...await znData('FormRecords').query({ formId: 2, limit: 100, page }));
      const filtered: any[] = [];
      for (let page = 1; page <= 2; page++) filtered.push(...await znData('FormRecords').query({ formId: 2, limit: 100, page, filter }));
      const expected = all.filter((record) => znFilterMatcher(record, filter)).map((record) => record.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(filtered.map((record) => record.id)).toEqual(expected);
    });

    it('sends several values of one condition joined with |', async () => {
      const tasks: any[] = await znData('Tasks').query({ id: [2, 4, 6] });
      expect(tasks.map((task) => task.id)).toEqual([2, 4, 6]);
    });
  });

  describe('get and count', () => {
    it("gets the current user with { id: 'me' }", async () => {
      const me = await znData('Users').get({ id: 'me' });
      const [first] = await znData('Users').query({ limit: 1 });
      expect(me).toEqual(first);
    });

    it('gets one object with the id in the path', async () => {
      const member = await znData('WorkspaceMembers').get({ workspaceId: 1, id: 2 });
      // a member carries its user as Zengine's API answered it (issue 24): id 2, with its names
      expect(member).toEqual(jasmine.objectContaining({ id: 2, user: jasmine.objectContaining({ id: 2, displayName: 'Grace Hopper' }), workspace: { id: 1 } }));
    });

    it('counts what the conditions select', async () => {
      const count = await znData('FormRecords').count({ formId: 2, [`min-${deal.Amount}`]: 50000 });
      let totalCount: number | undefined;
      await znData('FormRecords').query({ formId: 2, [`min-${deal.Amount}`]: 50000, limit: 1 }, (_data: unknown, meta: any) => { totalCount = meta.totalCount; });
      expect(count).toBe(totalCount as number);
      expect(count).toBeGreaterThan(0);
    });
  });

    it('reads a form\'s records with the workspace beside the form, as a 2015 plugin counted them', async () => {
      // the old params form: workspaceId beside formId, a limit over the page size, callbacks
      let answered: any[] = [];
      let total: number | undefined;
      await znData('FormRecords').get({ workspaceId: 1, formId: 3, limit: 400 }, (data: any[], meta: any) => {
        answered = data;
        total = meta.totalCount;
      }, () => undefined);
      expect(total).toBe(80);
      expect(answered.length).toBe(80);
      expect(answered[0].workspace).toEqual({ id: 1 });
      expect(await znData('FormRecords').count({ workspaceId: 1, formId: 3 })).toBe(80);
    });

  describe('save', () => {
    it('POSTs a new object, then PUTs a change to it', async () => {
      const label = uniqueLabel('live-save');
      const created = await znData('Tasks').save({ task: label, workspace: { id: 1 }, taskList: { id: 1 } });
      expect(created).toEqual(jasmine.objectContaining({ id: jasmine.any(Number), task: label, status: 'open' }));
      const changed = await znData('Tasks').save({ id: created.id }, { status: 'closed' });
      expect(changed).toEqual(jasmine.objectContaining({ id: created.id, task: label, status: 'closed' }));
      expect((await znData('Tasks').get({ id: created.id })).status).toBe('closed');
    });

    it('broadcasts zn-data-tasks-saved after a create', async () => {
      const znPluginEvents: any = injector.get('znPluginEvents');
      const heard: any[] = [];
      const stop = znPluginEvents.$on('zn-data-tasks-saved', (_event: unknown, record: any, created: boolean) => heard.push([record.task, created]));
      const label = uniqueLabel('live-event');
      await znData('Tasks').save({ task: label, workspace: { id: 1 } });
      stop();
      expect(heard).toEqual([[label, true]]);
    });

    it('creates several objects with saveAll and gets their ids', async () => {
      const label = uniqueLabel('live-save-all');
      const ids: number[] = await znData('Tasks').saveAll({}, [1, 2, 3].map((n) => ({ task: `${label} ${n}`, workspace: { id: 1 } })));
      expect(ids.length).toBe(3);
      const stored: any[] = await znData('Tasks').query({ id: ids });
      expect(stored.map((task) => task.task)).toEqual([`${label} 1`, `${label} 2`, `${label} 3`]);
    });
  });

  describe('updateAll and deleteAll', () => {
    it('updates and deletes every object matching the conditions', async () => {
      const label = uniqueLabel('live-bulk');
      const ids: number[] = await znData('Tasks').saveAll({}, [1, 2, 3].map((n) => ({ task: `${label} ${n}`, workspace: { id: 1 }, status: 'open' })));
      await znData('Tasks').updateAll({ 'starts-with-task': label, status: 'open' }, { status: 'in-progress' });
      const updated: any[] = await znData('Tasks').query({ id: ids });
      expect(updated.map((task) => task.status)).toEqual(['in-progress', 'in-progress', 'in-progress']);

      await znData('Tasks').updateAll({ id: ids.slice(0, 2).join('|') }, { status: 'closed' });
      expect((await znData('Tasks').query({ id: ids })).map((task: any) => task.status)).toEqual(['closed', 'closed', 'in-progress']);

      await znData('Tasks').deleteAll({ id: [ids[0], ids[2]] });
      expect((await znData('Tasks').query({ id: ids })).map((task: any) => task.id)).toEqual([ids[1]]);
      await znData('Tasks').deleteAll({ 'starts-with-task': label });
      expect(await znData('Tasks').count({ 'starts-with-task': label })).toBe(0);
    });
  });

  describe('failures', () => {
    it('rejects with the 404 failure envelope for an unknown id, and calls the error callback', async () => {
      let called: any;
      const { reason } = await outcome(znData('Tasks').get({ id: 999999 }, undefined, (failure: any) => { called = failure; }));
      expect(reason).toEqual(jasmine.objectContaining({ status: 404, code: 4004, userMessage: 'Error viewing data' }));
      expect(reason.developerMessage).toMatch(/No Tasks object has id 999999/);
      expect(called).toBe(reason);
    });

    it('lists no records of an unknown form, and rejects one of them with 404, as Zengine\'s API did', async () => {
      expect(await znData('FormRecords').query({ formId: 987 })).toEqual([]);
      const { reason } = await outcome(znData('FormRecords').get({ formId: 987, id: 1 }));
      expect(reason).toEqual(jasmine.objectContaining({ status: 404, code: 4004 }));
    });

    it('rejects invalid record data with the validation errors', async () => {
      const { reason } = await outcome(znData('FormRecords').save({ formId: 2 }, { [deal.Amount]: 'lots' }));
      expect(reason).toEqual(jasmine.objectContaining({ status: 403, code: 4012, developerMessage: 'Validation errors' }));
      expect(reason.validationErrors).toEqual({ [deal.Title]: ['Is required'], [deal.Amount]: ['Must be a number'] });
    });

    it('validates without saving with validate_only', async () => {
      const before = await znData('FormRecords').count({ formId: 2 });
      const answer = await znData('FormRecords').save({ formId: 2, validate_only: true }, { [deal.Title]: 'dry run' });
      expect(answer[deal.Title]).toBe('dry run');
      expect(await znData('FormRecords').count({ formId: 2 })).toBe(before);
    });

    it('refuses a stale objectVersion with 412 (code 4025, as Zengine) and keeps the other edit', async () => {
      const record = await znData('FormRecords').get({ formId: 2, id: 120 });
      const first = await znData('FormRecords').save({ formId: 2, id: 120, objectVersion: record.objectVersion }, { name: uniqueLabel('first') });
      expect(first.objectVersion).toBe(record.objectVersion + 1);
      const { reason } = await outcome(znData('FormRecords').save({ formId: 2, id: 120, objectVersion: record.objectVersion }, { name: 'second' }));
      expect(reason).toEqual(jasmine.objectContaining({ status: 412, code: 4025 }));
      expect((await znData('FormRecords').get({ formId: 2, id: 120 })).name).toBe(first.name);
    });
  });
});

describe('znPluginData against the sandbox', () => {
  let znPluginData: any;

  beforeEach(() => { znPluginData = realInjector().get('znPluginData'); });

  it('calls the tally backend service of a workspace where it is installed', async () => {
    const summary = await znPluginData('tally').get('/summary', { workspaceId: 1 });
    expect(summary.forms.map((form: any) => form.name)).toEqual(['Companies', 'Deals', 'Contacts']);
  });

  it('posts and puts to routes with params', async () => {
    const name = uniqueLabel('live').toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 40);
    expect(await znPluginData('tally').post(`/counters/${name}/increment`, { workspaceId: 1 }, { by: 2 })).toEqual({ name, value: 2 });
    expect(await znPluginData('tally').put(`/counters/${name}`, { workspaceId: 1 }, { value: 7 })).toEqual({ name, value: 7 });
    expect(await znPluginData('tally').get(`/counters/${name}`, { workspaceId: 1 })).toEqual({ name, value: 7 });
  });

  it('rejects with the failure envelope a service answers', async () => {
    const { reason } = await outcome(znPluginData('tally').put('/counters/live', { workspaceId: 1 }, { value: 'many' }));
    expect(reason).toEqual(jasmine.objectContaining({ status: 400, code: 4000, validationErrors: { value: ['Must be an integer'] } }));
  });

  it('rejects with 403 where the plugin is not installed, and 404 for an unknown namespace', async () => {
    expect((await outcome(znPluginData('tally').get('/summary', { workspaceId: 2 }))).reason).toEqual(jasmine.objectContaining({ status: 403, code: 4003 }));
    expect((await outcome(znPluginData('nope').get('/summary', { workspaceId: 1 }))).reason).toEqual(jasmine.objectContaining({ status: 404, code: 4004 }));
  });
});
