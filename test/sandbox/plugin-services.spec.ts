import { PluginContext, pluginError, reply } from '../../sandbox/plugins/backend';
import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';

describe('sandbox plugin services', () => {
  describe('with the built-in backends folder (the tally example)', () => {
    let running: RunningSandbox;

    beforeAll(async () => { running = await startSandbox(); });
    afterAll(async () => { await running.stop(); });

    it('registers the backend as a plugin installed in the demo workspace', async () => {
      const plugins = await call(running, 'GET', '/v1/plugins?namespace=tally');
      expect(plugins.body.data).toEqual([jasmine.objectContaining({ id: 1, name: 'Tally', namespace: 'tally', objectVersion: 1 })]);
      const links = await call(running, 'GET', '/v1/workspace_plugin_links?plugin.id=1');
      expect(links.body.data.map((link: any) => link.workspace.id)).toEqual([1]);
    });

    it('dispatches to the route handler with the workspace and the user', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/tally/summary');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        workspaceId: 1,
        user: { id: 1 },
        forms: [{ id: 1, name: 'Companies', records: 40 }, { id: 2, name: 'Deals', records: 200 }, { id: 3, name: 'Contacts', records: 80 }]
      });
    });

    it('passes route params and the body, keeps storage per workspace, and lets the handler choose the status', async () => {
      const first = await call(running, 'POST', '/plugins/workspaces/1/tally/counters/visits/increment', { body: { by: 5 } });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ name: 'visits', value: 5 });
      const second = await call(running, 'POST', '/plugins/workspaces/1/tally/counters/visits/increment', { body: {} });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ name: 'visits', value: 6 });
      expect((await call(running, 'GET', '/plugins/workspaces/1/tally/counters')).body).toEqual([{ name: 'visits', value: 6 }]);
      expect((await call(running, 'PUT', '/plugins/workspaces/1/tally/counters/visits', { body: { value: 42 } })).body).toEqual({ name: 'visits', value: 42 });
      expect((await call(running, 'GET', '/plugins/workspaces/1/tally/counters/visits')).body).toEqual({ name: 'visits', value: 42 });
      const deleted = await call(running, 'DELETE', '/plugins/workspaces/1/tally/counters/visits');
      expect(deleted.status).toBe(204);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/counters/visits'), 404, 4004, /No counter is named visits/);
    });

    it('answers a plugin error as a failure envelope', async () => {
      expectFailure(await call(running, 'PUT', '/plugins/workspaces/1/tally/counters/visits', { body: { value: 'many' } }), 400, 4000, /"value": <integer>/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/counters/Bad_Name'), 400, 4000, /lower-case letters/);
    });

    it('answers 404 for an unknown namespace, route or workspace', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/nope/summary'), 404, 4004, /No plugin with a backend has the namespace "nope"/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/nothing'), 404, 4004, /has no route GET \/nothing/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/99/tally/summary'), 404, 4004, /No workspace has id 99/);
      expectFailure(await call(running, 'GET', '/plugins/tally/summary'), 404, 4004, /live at \/plugins\/workspaces/);
    });

    it('answers 405 for a known route with another method', async () => {
      expectFailure(await call(running, 'DELETE', '/plugins/workspaces/1/tally/summary'), 405, 4005, /does not take DELETE/);
    });

    it('answers 403 in a workspace where the plugin is not installed', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/2/tally/summary'), 403, 4003, /not installed in workspace 2/);
    });

    it('answers 403 once the installation is deleted, and serves again once it is back', async () => {
      const link = (await call(running, 'GET', '/v1/workspace_plugin_links?plugin.id=1&workspace.id=1')).body.data[0];
      await call(running, 'DELETE', `/v1/workspace_plugin_links/${link.id}`);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/summary'), 403, 4003);
      await call(running, 'POST', '/v1/workspace_plugin_links', { body: { workspace: { id: 1 }, plugin: { id: 1 } } });
      expect((await call(running, 'GET', '/plugins/workspaces/1/tally/summary')).status).toBe(200);
    });
  });

  describe('with backends given in code', () => {
    let running: RunningSandbox;
    const seen: PluginContext[] = [];

    beforeAll(async () => {
      running = await startSandbox({
        pluginBackends: {
          echo: {
            plugin: { name: 'Echo' },
            routes: {
              'GET /items/:id': (context) => { seen.push(context); return { id: context.params.id, query: context.query }; },
              'POST /items': async (context) => reply(201, { received: context.body }),
              'GET /boom': () => { throw new Error('secret internal detail'); },
              'GET /teapot': () => { throw pluginError(418, 'short and stout'); }
            }
          }
        }
      });
    });
    afterAll(async () => { await running.stop(); });

    it('passes decoded params and the query (repeated keys as arrays)', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/echo/items/a%20b?tag=x&tag=y&one=1');
      expect(answer.body).toEqual({ id: 'a b', query: { tag: ['x', 'y'], one: '1' } });
      expect(seen[0].workspaceId).toBe(1);
      expect(seen[0].namespace).toBe('echo');
      expect(seen[0].path).toBe('/items/a b');
    });

    it('awaits async handlers', async () => {
      const answer = await call(running, 'POST', '/plugins/workspaces/1/echo/items', { body: { name: 'x' } });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ received: { name: 'x' } });
    });

    it('answers a handler that throws with a 500 envelope that hides the error', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/echo/boom');
      expectFailure(answer, 500, 5000, /The backend of the plugin "echo" failed on GET \/boom/);
      expect(answer.text).not.toMatch(/secret internal detail/);
      expect(String(running.faults[running.faults.length - 1])).toMatch(/secret internal detail/);
    });

    it('answers other plugin errors with their status', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/echo/teapot');
      expect(answer.status).toBe(418);
      expect(answer.body.developerMessage).toBe('short and stout');
    });

    it('does not serve the folder backends', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/summary'), 404, 4004);
    });
  });
});
