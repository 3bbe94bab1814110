import fs from 'fs';
import os from 'os';
import path from 'path';
import { PluginBackendModule, PluginContext, pluginError, reply } from '../../sandbox/plugins/backend';
import { compileBackends } from '../../sandbox/plugins/registry';
import { checkNamespace } from '../../src/data/plugin-url';
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
      const wrongValue = await call(running, 'PUT', '/plugins/workspaces/1/tally/counters/visits', { body: { value: 'many' } });
      expectFailure(wrongValue, 400, 4000, /"value": <integer>/);
      expect(wrongValue.body.userMessage).toBe('The value must be a whole number.');
      expect(wrongValue.body.validationErrors).toEqual({ value: ['Must be an integer'] });
      const wrongName = await call(running, 'GET', '/plugins/workspaces/1/tally/counters/Bad_Name');
      expectFailure(wrongName, 400, 4000, /lower-case letters/);
      expect(wrongName.body.userMessage).toBe('A counter name is 1 to 40 lower-case letters, digits or dashes.');
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
  describe('context helpers (context.reply, context.error)', () => {
    let running: RunningSandbox;
    const failing: Array<[string, (context: PluginContext) => unknown]> = [];

    beforeAll(async () => {
      const routes: PluginBackendModule['routes'] = {
        'POST /things': (context) => context.reply(201, { created: context.body }),
        'GET /detached': (context) => {
          const { reply: answer } = context;
          return answer(202, { accepted: true });
        },
        'GET /missing': (context) => { throw context.error(404, 'There is no such thing.', 'No thing has id 7'); },
        'GET /returned': (context) => context.error(409, 'Someone changed it first.'),
        'PUT /things': async (context) => {
          throw context.error(400, 'The thing was not saved: the name is missing.', 'Invalid thing', { name: ['Is required'] });
        },
        'POST /checked': (context) => { throw context.error(403, 'The thing was not saved.', 'Validation errors', { size: ['Too big'] }); },
        'GET /teapot': (context) => { throw context.error(418, 'I am a teapot.'); }
      };
      failing.push(
        ['a success status', (context) => context.error(200, 'Fine')],
        ['no userMessage', (context) => context.error(400, '')],
        ['a developerMessage that is not text', (context) => context.error(400, 'Bad', 42 as unknown as string)],
        ['validationErrors that are not message arrays', (context) => context.error(400, 'Bad', 'Bad', { name: 'Is required' } as unknown as Record<string, string[]>)]
      );
      failing.forEach(([, handler], index) => { routes[`GET /wrong/${index}`] = (context) => { throw handler(context); }; });
      running = await startSandbox({ pluginBackends: { helpers: { routes } } });
    });
    afterAll(async () => { await running.stop(); });

    it('reply picks the status, also when taken off the context', async () => {
      const created = await call(running, 'POST', '/plugins/workspaces/1/helpers/things', { body: { name: 'x' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ created: { name: 'x' } });
      const detached = await call(running, 'GET', '/plugins/workspaces/1/helpers/detached');
      expect(detached.status).toBe(202);
      expect(detached.body).toEqual({ accepted: true });
    });

    // [route, status, code, userMessage, developerMessage, validationErrors]
    const failures: Array<[string, string, number, number, string, string, Record<string, string[]> | undefined]> = [
      ['GET', '/missing', 404, 4004, 'There is no such thing.', 'No thing has id 7', undefined],
      ['GET', '/returned', 409, 4009, 'Someone changed it first.', 'Someone changed it first.', undefined],
      ['PUT', '/things', 400, 4000, 'The thing was not saved: the name is missing.', 'Invalid thing', { name: ['Is required'] }],
      ['POST', '/checked', 403, 4012, 'The thing was not saved.', 'Validation errors', { size: ['Too big'] }],
      ['GET', '/teapot', 418, 4180, 'I am a teapot.', 'I am a teapot.', undefined]
    ];
    failures.forEach(([method, route, status, code, userMessage, developerMessage, validationErrors]) => {
      it(`error answers ${method} ${route} with ${status} ${code}, the userMessage and the developerMessage`, async () => {
        const answer = await call(running, method, `/plugins/workspaces/1/helpers${route}`, method === 'GET' ? {} : { body: {} });
        expectFailure(answer, status, code);
        expect(answer.body.userMessage).toBe(userMessage);
        expect(answer.body.developerMessage).toBe(developerMessage);
        expect(answer.body.validationErrors).toEqual(validationErrors);
      });
    });

    it('error refuses wrong arguments as a fault of the backend: a 500 that hides them, with the reason logged', async () => {
      for (let index = 0; index < failing.length; index++) {
        const before = running.faults.length;
        const answer = await call(running, 'GET', `/plugins/workspaces/1/helpers/wrong/${index}`);
        expectFailure(answer, 500, 5000, /The backend of the plugin "helpers" failed/);
        expect(running.faults.length).withContext(failing[index][0]).toBe(before + 1);
        expect(String(running.faults[before])).withContext(failing[index][0]).toMatch(/^Error: context\.error: /);
      }
    });
  });

  describe('namespaces', () => {
    const backend: PluginBackendModule = { routes: { 'GET /hello': (context) => ({ namespace: context.namespace }) } };

    // the namespaces znPluginData puts in its URLs, and some it refuses
    const names = ['myPlugin', 'my-plugin', 'my_plugin', 'MyPlugin', 'tally', 'plugin2', '2plugin', 'a'.repeat(80),
      '', 'my.plugin', 'my plugin', 'my/plugin', 'plügin', '..', '-'];
    names.forEach((namespace) => {
      const accepted = (() => {
        try {
          checkNamespace(namespace);
          return true;
        } catch {
          return false;
        }
      })();
      const shown = namespace.length > 20 ? `${namespace.slice(0, 5)}… (${namespace.length} characters)` : JSON.stringify(namespace);
      it(`${accepted ? 'serves' : 'refuses'} ${shown}, as znPluginData ${accepted ? 'accepts' : 'refuses'} it`, () => {
        if (accepted) {
          expect(compileBackends({ [namespace]: backend }).map((compiled) => compiled.namespace)).toEqual([namespace]);
        } else {
          expect(() => compileBackends({ [namespace]: backend }))
            .toThrowError(/the namespace .* must be letters, digits, "-" and "_", as znPluginData accepts/);
        }
      });
    });

    describe('a camelCase namespace (myPlugin)', () => {
      let running: RunningSandbox;
      let folder: string;

      beforeAll(async () => {
        folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-backends-'));
        fs.writeFileSync(path.join(folder, 'myPlugin.js'),
          "exports.routes = { 'GET /hello': (context) => ({ namespace: context.namespace, workspaceId: context.workspaceId }) };\n");
        running = await startSandbox({ pluginBackends: folder });
      });
      afterAll(async () => {
        await running.stop();
        fs.rmSync(folder, { recursive: true, force: true });
      });

      it('loads myPlugin.js from a backends folder, registers it and installs it in the demo workspace', async () => {
        const plugins = await call(running, 'GET', '/v1/plugins?namespace=myPlugin');
        expect(plugins.body.data).toEqual([jasmine.objectContaining({ name: 'myPlugin', namespace: 'myPlugin' })]);
        const links = await call(running, 'GET', `/v1/workspace_plugin_links?plugin.id=${plugins.body.data[0].id}`);
        expect(links.body.data.map((link: any) => link.workspace.id)).toEqual([1]);
      });

      it('serves it at the URL znPluginData(\'myPlugin\') calls, the namespace as written', async () => {
        const answer = await call(running, 'GET', '/plugins/workspaces/1/myPlugin/hello');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ namespace: 'myPlugin', workspaceId: 1 });
        expectFailure(await call(running, 'GET', '/plugins/workspaces/1/myplugin/hello'), 404, 4004, /namespace "myplugin"/);
      });
    });
  });
});
