import { RESOURCE_NAMES, RESOURCE_PATHS, findResource } from '#core';
import { compileRoutes, matchRoute } from '../../src/sandbox/routes';
import { SANDBOX_PATHS } from '../../src/sandbox/api/zengine-routes';
import { ApiError } from '../../src/sandbox/envelopes';
import { call, expectFailure, expectNoRoute, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox routes', () => {
  describe('matchRoute', () => {
    const routes = compileRoutes(RESOURCE_PATHS);

    it('compiles every resource of znData\'s table', () => {
      expect(routes.map((route) => route.resource)).toEqual(RESOURCE_NAMES.slice());
      expect(routes.length).toBe(60);
    });

    // [path, resource, parents as attribute:id, own id, count]
    const cases: Array<[string, string, string[], number | undefined, boolean]> = [
      ['/forms', 'Forms', [], undefined, false],
      ['/forms/2', 'Forms', [], 2, false],
      ['/forms/permissions', 'DefaultFormPermissions', [], undefined, false],
      ['/forms/count', 'Forms', [], undefined, true],
      ['/forms/2/records', 'FormRecords', ['form:2'], undefined, false],
      ['/forms/2/records/', 'FormRecords', ['form:2'], undefined, false],
      ['/forms/2/records/7', 'FormRecords', ['form:2'], 7, false],
      ['/forms/2/records/count', 'FormRecords', ['form:2'], undefined, true],
      ['/forms/2/records/permissions', 'FormRecordPermissions', ['form:2'], undefined, false],
      ['/forms/2/uploads', 'FormUploads', ['form:2'], undefined, false],
      ['/forms/2/fields/11', 'FormFields', ['form:2'], 11, false],
      ['/plugins', 'Plugins', [], undefined, false],
      ['/plugins/1', 'Plugins', [], 1, false],
      ['/plugins/1/services/3/uploads', 'PluginServiceUploads', ['plugin:1', 'service:3'], undefined, false],
      ['/activities/3', 'Activities', [], 3, false],
      ['/tasks/', 'Tasks', [], undefined, false],
      ['/users/4/task_preferences', 'TaskPreferences', ['user:4'], undefined, false],
      ['/users/4', 'Users', [], 4, false],
      ['/workspaces/1/members/2/task_preferences', 'WorkspaceTaskPreferences', ['workspace:1', 'member:2'], undefined, false],
      ['/workspaces/1/logo', 'WorkspaceLogo', ['workspace:1'], undefined, false],
      ['/binary_export_jobs/4/batches/9', 'BinaryExportBatch', ['binaryExportJob:4'], 9, false],
      ['/notes/5/replies', 'NoteReplies', ['note:5'], undefined, false]
    ];
    cases.forEach(([path, resource, parents, id, count]) => {
      it(`routes ${path} to ${resource}`, () => {
        const match = matchRoute(routes, path);
        expect(match).toBeDefined();
        expect(match!.route.resource).toBe(resource);
        expect(match!.parents.map((parent) => `${parent.attribute}:${parent.id}`)).toEqual(parents);
        expect(match!.id).toBe(id);
        expect(match!.count).toBe(count);
      });
    });

    ['/nothing', '/forms/2/nothing', '/tasks/1/2', '//tasks', '/forms/2/uploads/3', '/calculate/1'].forEach((path) => {
      it(`finds no route for ${path}`, () => {
        expect(matchRoute(routes, path)).toBeUndefined();
      });
    });

    it('reads 0 as an id (of no object: Zengine\'s folder 0, GET /workspaces/0/roles)', () => {
      expect(matchRoute(routes, '/tasks/0')!.id).toBe(0);
      expect(matchRoute(routes, '/workspaces/0/roles')!.parents[0].id).toBe(0);
    });

    it('routes the paths Zengine served beyond znData\'s table', () => {
      const sandboxRoutes = compileRoutes(SANDBOX_PATHS);
      const routed = (path: string) => { const match = matchRoute(sandboxRoutes, path); return match && [match.route.resource, match.id]; };
      expect(routed('/countries/1')).toEqual(['Countries', 1]);
      expect(routed('/calculate/1')).toEqual(['Calculate', 1]);
      expect(routed('/forms/records/permissions')).toEqual(['AllFormRecordPermissions', undefined]);
      expect(routed('/users/1/avatar')).toEqual(['UserAvatar', undefined]);
      expect(routed('/users/1/authorizations/2')).toEqual(['UserAuthorizations', 2]);
      expect(routed('/forms/2/records/7')).toEqual(['FormRecords', 7]);
      expect(routed('/users/1/task_preferences/1')).toBeUndefined();
    });

    ['/tasks/abc', '/tasks/-1', '/tasks/007', '/forms/x/records', '/tasks/99999999999999999'].forEach((path) => {
      it(`refuses the malformed id in ${path} with a 400`, () => {
        let caught: unknown;
        try { matchRoute(routes, path); } catch (error) { caught = error; }
        expect(caught instanceof ApiError).toBe(true);
        expect((caught as ApiError).status).toBe(400);
      });
    });
  });

  describe('every resource over HTTP', () => {
    let running: RunningSandbox;
    const params: Record<string, number> = { formId: 2, workspaceId: 1, noteId: 1, pluginId: 1, serviceId: 1, userId: 1, memberId: 1, organizationId: 1 };
    let bodies: Record<string, object>;

    beforeAll(async () => {
      running = await startSandbox();
      const job = await call(running, 'POST', '/v1/binary_export_jobs', { body: { name: 'export' } });
      params.binaryExportJobId = job.body.data.id;
      const deal = await fieldIds(running, 2);
      bodies = {
        Forms: { name: 'route test', workspace: { id: 1 } },
        FormFields: { label: 'route test', type: 'text' },
        FormRecords: { [`field${deal.Title}`]: 'route test' },
        Tasks: { task: 'route test', workspace: { id: 1 } },
        TaskLists: { name: 'route test', workspace: { id: 1 } },
        Webhooks: { name: 'route test', workspace: { id: 1 }, url: 'https://hooks.example.com/route-test', isActive: false },
        ScheduledWebhooks: { name: 'route test', workspace: { id: 1 }, url: 'https://hooks.example.com/route-test', isActive: false }
      };
    });
    afterAll(async () => { await running.stop(); });

    /** The path znData requests: required params filled in, the object slot left out. */
    function collectionPath(name: string): string {
      const definition = findResource(name)!;
      const parts = definition.collectionSegments.map((segment) =>
        segment.kind === 'text' ? segment.text : String(segment.name === 'id' ? params.formId : params[segment.name]));
      return '/v1/' + parts.join('/');
    }

    // the verbs Zengine's router took where they were not all four (evert0n/zn-api-tests): others are 404, code 5004
    const getAndPut = ['FormRecordPermissions', 'DefaultFormPermissions'];
    const postOnly = ['FormUploads', 'PluginServiceUploads', 'PluginScreenshots'];

    RESOURCE_NAMES.forEach((name) => {
      it(`serves ${name} (${RESOURCE_PATHS[name]})`, async () => {
        const definition = findResource(name)!;
        const path = collectionPath(name);
        const list = await call(running, 'GET', path);
        if (name === 'WorkspaceLogo' || postOnly.indexOf(name) !== -1) {
          expectNoRoute(list, /not GET/);
          expectNoRoute(await call(running, 'PUT', `${path}?id=1`, { body: { name: 'x' } }), /not PUT/);
          return;
        }
        expect(list.status).withContext(list.text).toBe(200);
        if (getAndPut.indexOf(name) !== -1) {
          expectNoRoute(await call(running, 'POST', path, { body: { name: 'x' } }), /takes GET, PUT, not POST/);
          expectNoRoute(await call(running, 'DELETE', `${path}?id=1`), /takes GET, PUT, not DELETE/);
          return;
        }
        const singleton = name === 'TaskPreferences' || name === 'WorkspaceTaskPreferences' || name === 'PluginSettings';
        expect(Array.isArray(list.body.data)).toBe(!singleton);
        const readOnly = ['Countries', 'States', 'FormFieldTaxonomy', 'TaskStatuses', 'TaskPriorities'].indexOf(name) !== -1;
        const uploads = ['FormUploads', 'RecordImportFiles', 'PluginServiceUploads', 'PluginUploads', 'Files'].indexOf(name) !== -1;
        if (readOnly) {
          expect(list.body.totalCount).toBeGreaterThan(0);
          expectFailure(await call(running, 'POST', path, { body: { name: 'x' } }), 405, 4005);
          return;
        }
        if (uploads) return; // uploads.spec
        if (singleton) {
          const saved = await call(running, 'PUT', path, { body: { view: 'board' } });
          expect(saved.status).withContext(saved.text).toBe(200);
          expect((await call(running, 'GET', path)).body.data.view).toBe('board');
          return;
        }
        const created = await call(running, 'POST', path, { body: bodies[name] || { name: 'route test' } });
        expect(created.status).withContext(created.text).toBe(200);
        const id = created.body.data.id;
        const one = definition.slot ? `${path}/${id}` : `${path}?id=${id}`;
        const changed = await call(running, 'PUT', one, { body: { name: 'changed route test' } });
        expect(changed.status).withContext(changed.text).toBe(200);
        const read = await call(running, 'GET', definition.slot ? one : `${path}?id=${id}`);
        const object = definition.slot ? read.body.data : read.body.data[0];
        expect(object.name).toBe('changed route test');
        expect((await call(running, 'GET', `${path}/count?id=${id}`)).body.totalCount).toBe(1);
        expect((await call(running, 'DELETE', one)).status).toBe(200);
        expect((await call(running, 'GET', `${path}/count?id=${id}`)).body.totalCount).toBe(0);
      });
    });
  });
});
