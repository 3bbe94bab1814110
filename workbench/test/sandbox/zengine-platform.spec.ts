// What Zengine's npm modules and platform relied on, on a real sandbox (127.0.0.1):
// @zenginehq/frontend-bulk's limit=1000 paging, 300 pipe-joined ids a delete and 500 objects a
// save; ids as numeric strings; the resources of Zengine's runtime; Tasks in no list; every
// plugin registered in /v1/plugins.
import { call, expectFailure, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox: what Zengine\'s modules rely on', () => {
  let running: RunningSandbox;
  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  describe('limit above 100 (frontend-bulk asks 1000)', () => {
    it('answers pages of at most 100, says so in limit, and getAll\'s paging on totalCount loses and repeats nothing', async () => {
      const all = new Set<number>();
      let seen = 0;
      let totalCount = Infinity;
      let requests = 0;
      // frontend-bulk's getAll: limit 1000, page++ while totalCount > what it has
      for (let page = 1; seen < totalCount; page++) {
        const answer = await call(running, 'GET', `/v1/forms/2/records?limit=1000&page=${page}`);
        expect(answer.status).withContext(answer.text).toBe(200);
        expect(answer.body.limit).toBe(100);
        expect(answer.body.offset).toBe((page - 1) * 100);
        totalCount = answer.body.totalCount;
        answer.body.data.forEach((record: { id: number }) => all.add(record.id));
        seen += answer.body.data.length;
        requests++;
        if (answer.body.data.length === 0) break;
      }
      expect(totalCount).toBeGreaterThan(100);
      expect(seen).toBe(totalCount);
      expect(all.size).toBe(totalCount);
      expect(requests).toBe(Math.ceil(totalCount / 100));
    });

    it('saves 500 objects a request (saveAll) and deletes 300 pipe-joined ids a request (deleteAll)', async () => {
      const deal = await fieldIds(running, 2);
      const items = Array.from({ length: 500 }, (_, index) => ({ [`field${deal.Title}`]: `bulk ${index}` }));
      const saved = await call(running, 'POST', '/v1/forms/2/records', { body: items });
      expect(saved.status).withContext(saved.text.slice(0, 300)).toBe(200);
      expect(saved.body.data.length).toBe(500);
      const ids: number[] = saved.body.data;
      const removed = await call(running, 'DELETE', `/v1/forms/2/records?id=${ids.slice(0, 300).join('|')}`);
      expect(removed.status).withContext(removed.text.slice(0, 300)).toBe(200);
      expect(removed.body.data.length).toBe(300);
      const left = await call(running, 'GET', `/v1/forms/2/records/count?id=${ids.join('|')}`);
      expect(left.body.totalCount).toBe(200);
    });
  });

  describe('ids as numeric strings', () => {
    it('takes \'workspace.id\': "1" as workspace 1 (frontend-webhooks sends $routeParams.workspace_id)', async () => {
      const answer = await call(running, 'POST', '/v1/task_lists', { body: { name: 'From route params', 'workspace.id': '1' } });
      expect(answer.status).withContext(answer.text).toBe(200);
      expect(answer.body.data.workspace).toEqual({ id: 1 });
      const listed = await call(running, 'GET', `/v1/task_lists?workspace.id=1&id=${answer.body.data.id}`);
      expect(listed.body.totalCount).toBe(1);
    });

    it('still refuses what is no id', async () => {
      const answer = await call(running, 'POST', '/v1/task_lists', { body: { name: 'x', 'workspace.id': 'one' } });
      expectFailure(answer, 403, 4012);
      expect(answer.body.validationErrors['workspace.id'][0]).toMatch(/Must be the id of a Workspaces object/);
      const missing = await call(running, 'POST', '/v1/task_lists', { body: { name: 'x', 'workspace.id': '999' } });
      expect(missing.body.validationErrors['workspace.id']).toEqual(['No Workspaces object has id 999']);
    });
  });

  it('takes a task in no list, taskList: { id: 0 }, as the services doc example sends', async () => {
    const answer = await call(running, 'POST', '/v1/tasks', { body: { task: 'Call back', workspace: { id: 1 }, taskList: { id: 0 } } });
    expect(answer.status).withContext(answer.text).toBe(200);
    expect(answer.body.data.taskList).toEqual({ id: 0 });
    const zero = await call(running, 'POST', '/v1/tasks', { body: { task: 'x', workspace: { id: 0 } } });
    expectFailure(zero, 403, 4012);
  });

  describe('the resources of Zengine\'s runtime', () => {
    it('serves organizations, their auth providers, memberships and workspace user roles, seeded', async () => {
      const organizations = await call(running, 'GET', '/v1/organizations?related=authProviders');
      expect(organizations.body.data).toEqual([jasmine.objectContaining({ name: 'Demo Organization', authProviders: [jasmine.any(Object)] })]);
      const orgId = organizations.body.data[0].id;
      expect((await call(running, 'GET', `/v1/organizations/${orgId}/auth_providers`)).body.totalCount).toBe(1);
      expect((await call(running, 'GET', '/v1/auth_providers')).body.totalCount).toBe(1);
      const memberships = await call(running, 'GET', `/v1/user_memberships?organization.id=${orgId}&role=owner`);
      expect(memberships.body.data).toEqual([jasmine.objectContaining({ user: { id: 1 }, organization: { id: orgId } })]);
      expect((await call(running, 'GET', '/v1/workspaces/1/user_roles')).body.totalCount).toBe(5);
      expect((await call(running, 'GET', '/v1/workspace_form_links')).status).toBe(200);
    });

    it('keeps one settings object per plugin, and versions plugin configs', async () => {
      const settings = await call(running, 'GET', '/v1/plugins/1/settings');
      expect(settings.body.data).toEqual(jasmine.objectContaining({ plugin: { id: 1 }, settings: {} }));
      expect((await call(running, 'PUT', '/v1/plugins/1/settings', { body: { settings: { color: 'red' } } })).status).toBe(200);
      expect((await call(running, 'GET', '/v1/plugins/1/settings')).body.data.settings).toEqual({ color: 'red' });
      const config = await call(running, 'POST', '/v1/plugins_configs', { body: { name: 'c', workspace: { id: 1 } } });
      expect(config.body.data.objectVersion).toBe(1);
    });
  });

  describe('workspace members', () => {
    const ada = { id: 1, username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace' };

    it('carry their user with its names, as Zengine answered them (its chat tutorial reads member.user.displayName)', async () => {
      const members = await call(running, 'GET', '/v1/workspaces/1/members?sort=id');
      expect(members.body.data[0].user).toEqual(ada);
      expect(members.body.data.map((member: { user: { displayName: string } }) => member.user.displayName))
        .toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra']);
      expect((await call(running, 'GET', '/v1/workspaces/1/members/1')).body.data.user).toEqual(ada);
      const byUser = await call(running, 'GET', '/v1/workspaces/2/members?user.id=6');
      expect(byUser.body.data.map((member: { user: { username: string } }) => member.user.username)).toEqual(['barbara']);
    });
  });

  it('answers a user with its workspace memberships, as @zenginehq/frontend-config asks (related=WorkspaceMemberships)', async () => {
    const me = await call(running, 'GET', '/v1/users/me?related=WorkspaceMemberships');
    expect(me.status).withContext(me.text).toBe(200);
    expect(me.body.data.workspaceMemberships.map((member: { workspace: { id: number } }) => member.workspace.id)).toEqual([1, 2]);
    expect(me.body.data.workspaceMemberships[0].user.displayName).toBe('Ada Lovelace');
  });

  it('ignores related=null (@zenginehq/frontend-config sends it), as a request naming no relation', async () => {
    const links = await call(running, 'GET', '/v1/workspace_form_links?workspace.id=1&limit=200&related=null');
    expect(links.status).withContext(links.text).toBe(200);
    const forms = await call(running, 'GET', '/v1/forms?workspace.id=1&limit=200&related=null');
    expect(forms.status).withContext(forms.text).toBe(200);
    expect(forms.body.data.length).toBe(3);
    expect(forms.body.data[0].fields).toBeUndefined();
  });

  it('registers plugins without backend services in /v1/plugins (Plugins.get({ namespace }) finds them)', async () => {
    running.sandbox.registerPlugins([{ namespace: 'board', name: 'Board', route: '/board' }]);
    const found = await call(running, 'GET', '/v1/plugins?namespace=board');
    expect(found.body.data).toEqual([jasmine.objectContaining({ namespace: 'board', name: 'Board', route: '/board', objectVersion: 1 })]);
    // installed in the demo workspace, once, whatever the calls
    running.sandbox.registerPlugins([{ namespace: 'board', name: 'Board 2', route: '/board' }]);
    const again = await call(running, 'GET', '/v1/plugins?namespace=board');
    expect(again.body.data.length).toBe(1);
    expect(again.body.data[0]).toEqual(jasmine.objectContaining({ id: found.body.data[0].id, name: 'Board 2', objectVersion: 2 }));
    const links = await call(running, 'GET', `/v1/workspace_plugin_links?plugin.id=${found.body.data[0].id}`);
    expect(links.body.data).toEqual([jasmine.objectContaining({ workspace: { id: 1 } })]);
    expect(() => running.sandbox.registerPlugins([{ namespace: '' }])).toThrowError(/registerPlugins: plugins\[0\] needs a namespace/);
  });
});
