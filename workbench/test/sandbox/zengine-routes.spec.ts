// Zengine's API's routing beyond znData's table, on real sandboxes on 127.0.0.1: the paths it
// served that the table does not name, the verbs each path took (a 404 with code 5004, before
// any token is asked for), public reads, and a backend service built on Zengine's service
// template (a download service paging /files.json?workspace.id=...). Fixtures our own.
import { call, expectFailure, expectNoRoute, expectOAuth, RunningSandbox, startSandbox } from './helpers';
import { removeServiceFolders, serviceFolder } from './service-fixtures';

/** A service as Zengine's template wrote them: count the workspace's files, then read them a page of 100 at a time. */
const DOWNLOAD_SERVICE = `
var znHttp = require('./lib/zn-http');
exports.run = function (eventData) {
  var workspaceId = eventData.request.body.workspaceID;
  znHttp().get('/files.json?workspace.id=' + workspaceId + '&limit=1').then(function (first) {
    var pages = Math.ceil(first.getBody().totalCount / 100);
    var links = [];
    var next = function (page) {
      if (page > pages) return eventData.response.status(200).send(links);
      return znHttp().get('/files.json?workspace.id=' + workspaceId + '&limit=100&page=' + page).then(function (answer) {
        answer.getBody().data.forEach(function (file) { links.push({ id: file.id, name: file.name }); });
        return next(page + 1);
      });
    };
    return next(1);
  }).catch(function (error) {
    eventData.response.status(500).send({ failed: error.getBody ? error.getBody() : String(error) });
  });
};
`;

describe('sandbox routes as Zengine\'s router took them', () => {
  describe('on a locked sandbox', () => {
    let running: RunningSandbox;
    const auth = { Authorization: 'Bearer zengine-routes' };
    beforeAll(async () => { running = await startSandbox({ token: 'zengine-routes' }); });
    afterAll(async () => { await running.stop(); });

    it('answers a verb a path does not take as no route (404, code 5004), before asking for a token', async () => {
      const noRoutes: Array<[string, string]> = [
        ['POST', '/v1/users/1'], ['POST', '/v1/forms/1/records/1'], ['POST', '/v1/countries/1'], ['POST', '/v1/users/1/task_preferences'],
        ['DELETE', '/v1/users/1/task_preferences'], ['GET', '/v1/users/1/task_preferences/1'], ['GET', '/v1/users/1/avatar'],
        ['PUT', '/v1/users/1/avatar'], ['GET', '/v1/users/1/avatar/1'], ['POST', '/v1/forms/1/records/permissions'],
        ['DELETE', '/v1/forms/permissions'], ['GET', '/v1/forms/permissions/1'], ['GET', '/v1/forms/records/permissions/1'],
        ['GET', '/v1/forms/1/uploads'], ['DELETE', '/v1/forms/1/uploads'], ['GET', '/v1/forms/1/uploads/1'],
        ['GET', '/v1/plugins/1/screenshots'], ['PUT', '/v1/plugins/1/services/1/uploads'], ['POST', '/v1/users/1/notification_email'],
        ['GET', '/v1/workspaces/1/logo'], ['GET', '/v1/workspaces/1/members/1/task_preferences/1'], ['GET', '/v1/nothing']
      ];
      for (const [method, path] of noRoutes) {
        const answer = await call(running, method, path);
        expect(answer.status).withContext(`${method} ${path}`).toBe(404);
        expectNoRoute(answer);
      }
    });

    it('asks for a token on every path it takes, those outside znData\'s table too', async () => {
      const taken: Array<[string, string]> = [
        ['GET', '/v1/users/1/authorizations'], ['POST', '/v1/users/1/clients'], ['PUT', '/v1/users/1/notification_email'],
        ['DELETE', '/v1/users/1/avatar'], ['GET', '/v1/users/1/notifications/1'], ['GET', '/v1/form_terminology_taxonomy'],
        ['PUT', '/v1/forms/records/permissions'], ['DELETE', '/v1/workspace_copy_jobs/1'], ['PUT', '/v1/calculate/1'],
        ['POST', '/v1/countries'], ['DELETE', '/v1/states/1'], ['GET', '/v1/workspaces/1/roles/1']
      ];
      for (const [method, path] of taken) {
        expectOAuth(await call(running, method, path), 400, 'invalid_request', 'The access token was not found');
        expectOAuth(await call(running, method, path, { headers: { Authorization: 'Bearer 00000000-invalid' } }), 401, 'invalid_grant',
          'The access token provided is invalid');
      }
    });

    it('serves Zengine\'s paths outside znData\'s table with a token', async () => {
      const client = await call(running, 'POST', '/v1/users/1/clients', { body: { name: 'Script' }, headers: auth });
      expect(client.status).withContext(client.text).toBe(200);
      expect(client.body.data).toEqual(jasmine.objectContaining({ name: 'Script', user: { id: 1 } }));
      expect((await call(running, 'GET', '/v1/users/1/clients', { headers: auth })).body.totalCount).toBe(1);
      expect((await call(running, 'GET', '/v1/users/1/notification_email', { headers: auth })).body.data).toEqual({ user: { id: 1 } });
      const saved = await call(running, 'PUT', '/v1/users/1/notification_email', { body: { frequency: 'daily' }, headers: auth });
      expect(saved.body.data).toEqual(jasmine.objectContaining({ frequency: 'daily', user: { id: 1 } }));
      expect((await call(running, 'GET', '/v1/countries/1', { headers: auth })).body.data).toEqual(jasmine.objectContaining({ id: 1, code: jasmine.any(String) }));
      expect((await call(running, 'GET', '/v1/task_priorities/4?client_id=an-app')).body.data.name).toBe('Urgent');
      expectFailure(await call(running, 'PUT', '/v1/countries/1', { body: { name: 'x' }, headers: auth }), 405, 4005, /read-only/);
    });
  });

  describe('Files, as Zengine\'s service template pages through them', () => {
    let running: RunningSandbox;
    beforeAll(async () => {
      running = await startSandbox({ pluginServices: [{ namespace: 'downloads', route: 'download', dir: serviceFolder({ 'plugin.js': DOWNLOAD_SERVICE }) }] });
    });
    afterAll(async () => {
      await running.stop();
      removeServiceFolders();
    });

    it('answers the download service\'s list of a workspace\'s files (its /files.json?workspace.id= pages)', async () => {
      const upload = (name: string, workspace: number) => {
        const form = new FormData();
        form.append('file', new Blob(['bytes of ' + name]), name);
        form.append('workspace.id', String(workspace));
        return call(running, 'POST', '/v1/files', { rawBody: form });
      };
      const mine: number[] = [];
      for (let index = 0; index < 103; index++) mine.push((await upload(`scan-${index}.pdf`, 1)).body.data[0].id);
      await upload('elsewhere.pdf', 2);
      const answer = await call(running, 'POST', '/plugins/workspaces/1/downloads/download', { body: { workspaceID: 1 } });
      expect(answer.status).withContext(answer.text.slice(0, 300)).toBe(200);
      expect(answer.body.map((file: any) => file.id)).toEqual(mine);
      expect(answer.body[102].name).toBe('scan-102.pdf');
    });
  });
});
