// A backend service built the way Zengine's router library (zengo) built them: `exports.run`
// dispatches on the path segment after the service's route, read as the fifth segment of
// `eventData.request.originalUrl` (`/workspaces/<id>/<namespace>/<route>/<action>`). The sandbox
// gives the service the request as Zengine's plugin-service host did: without its own `/plugins`
// mount, for a call through znPluginData, a direct call and a webhook alike. The fixture is our
// own code in that style.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { call, RunningSandbox, startSandbox } from './helpers';
import { PluginServiceMount } from '../../src/sandbox/plugins/services';
import { removeServiceFolders, serviceFolder } from './service-fixtures';

const ROUTED_SERVICE = `
var fs = require('fs');
var actions = { GET: {}, POST: {}, PUT: {}, DELETE: {} };
function on(method, action, handler) { actions[method][action] = handler; }
// the action: the segment after /workspaces/<id>/<namespace>/<route>, or '/' for the route itself
function actionOf(originalUrl) {
  var parts = originalUrl.split('?')[0].split('/');
  return parts.length > 5 ? parts[5] : '/';
}
function seen(request) {
  return { method: request.method, originalUrl: request.originalUrl, params: request.params, query: request.query, body: request.body };
}
on('GET', '/', function (eventData) { eventData.response.status(200).send({ action: 'root', seen: seen(eventData.request) }); });
on('GET', 'summary', function (eventData) { eventData.response.status(200).send({ action: 'summary', seen: seen(eventData.request) }); });
on('POST', 'hook', function (eventData) {
  fs.appendFileSync(eventData.request.query.out, JSON.stringify(seen(eventData.request)) + '\\n');
  eventData.response.status(200).send({ ok: true });
});
exports.run = function (eventData) {
  var handler = actions[eventData.request.method][actionOf(eventData.request.originalUrl)];
  if (!handler) return eventData.response.status(404).send({ name: 'NotFound', message: 'Not Found' });
  handler(eventData);
};`;

describe('a service built on Zengine\'s router library', () => {
  let running: RunningSandbox;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-router-spec-'));
    const mounts: PluginServiceMount[] = [
      { namespace: 'routed', route: 'api', dir: serviceFolder({ 'plugin.js': ROUTED_SERVICE }) },
      { namespace: 'nameSpace', route: 'api', dir: serviceFolder({ 'plugin.js': ROUTED_SERVICE }) }
    ];
    running = await startSandbox({ pluginServices: mounts });
  });
  afterAll(async () => {
    await running.stop();
    removeServiceFolders();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('dispatches on the fifth segment of originalUrl: /workspaces/<id>/<namespace>/<route>/<action>', async () => {
    const answer = await call(running, 'GET', '/plugins/workspaces/1/routed/api/summary?since=2026-01-01');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      action: 'summary',
      seen: {
        method: 'GET', originalUrl: '/workspaces/1/routed/api/summary?since=2026-01-01',
        params: { workspaceId: '1', pluginNamespace: 'routed', pluginRoute: 'api' }, query: { since: '2026-01-01' }, body: {}
      }
    });
  });

  it('gives the route itself as "/" and an action it lacks its own 404', async () => {
    expect((await call(running, 'GET', '/plugins/workspaces/1/routed/api')).body.action).toBe('root');
    expect((await call(running, 'GET', '/plugins/workspaces/1/routed/api?x=1')).body.action).toBe('root');
    const missing = await call(running, 'GET', '/plugins/workspaces/1/routed/api/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ name: 'NotFound', message: 'Not Found' });
  });

  it('gives a webhook\'s POST the same originalUrl, as the plugin-service host received it', async () => {
    const out = path.join(dir, 'hooks.jsonl');
    const url = `https://plugins.zenginehq.com/workspaces/1/routed/api/hook?out=${encodeURIComponent(out)}`;
    const hook = await call(running, 'POST', '/v1/webhooks', { body: { resource: 'records', workspace: { id: 1 }, form: { id: 1 }, url } });
    expect(hook.status).toBe(200);
    await call(running, 'POST', '/v1/forms/1/records', { body: { field2: 'Routed Co' } });
    let delivered: any;
    for (let attempt = 0; attempt < 200 && !delivered; attempt++) {
      if (fs.existsSync(out)) delivered = JSON.parse(fs.readFileSync(out, 'utf8').split('\n')[0]);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(delivered.originalUrl).toBe(`/workspaces/1/routed/api/hook?out=${encodeURIComponent(out)}`);
    expect(delivered.params).toEqual({ workspaceId: '1', pluginNamespace: 'routed', pluginRoute: 'api' });
    expect(delivered.body.data[0].action).toBe('create');
    await call(running, 'DELETE', `/v1/webhooks/${hook.body.data.id}`);
  });

  it('reaches the plugin served as nameSpace through the namespace as a kebab-case maya.json wrote it', async () => {
    const answer = await call(running, 'GET', '/plugins/workspaces/1/name-space/api/summary');
    expect(answer.status).toBe(200);
    expect(answer.body.seen.originalUrl).toBe('/workspaces/1/name-space/api/summary');
    expect(answer.body.seen.params.pluginNamespace).toBe('name-space');
  });
});
