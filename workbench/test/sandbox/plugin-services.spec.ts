// Backend services in Zengine's format: folders holding plugin.js with run(eventData), served at
// /plugins/workspaces/<id>/<namespace>/<route>. The fixtures are written to temporary folders
// outside the repository, so a service finds only its own node_modules, as on Zengine.
import fs from 'fs';
import http from 'http';
import path from 'path';
import { AddressInfo } from 'net';
import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';
import { examplePluginServices } from '../../src/sandbox/app';
import { findPluginServices, PluginServiceMount } from '../../src/sandbox/plugins/services';
import { checkServiceFolder } from '../../src/sandbox';
import { serviceFolder, removeServiceFolders } from './service-fixtures';

/**
 * The runnable example of docs/sandbox.md ("A runnable example"), as a reader copies it: the sample
 * of Zengine's documentation, a GET that answers the form `request.query.id` names, via znHttp.
 */
const DOCS_SAMPLE = (() => {
  const page = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'docs', 'sandbox.md'), 'utf8');
  const example = /### A runnable example[\s\S]*?```js\n([\s\S]*?)```/.exec(page);
  if (!example) throw new Error('docs/sandbox.md has lost its runnable example');
  return example[1];
})();

/** A scheduled-webhook service: POSTed { data: { scheduled, nextScheduled } }, it reads records and writes one (field2: Name). */
const SCHEDULED = `
var znHttp = require('./lib/zn-http');

exports.run = function(eventData) {
  if (eventData.request.method !== 'POST') return eventData.response.status(404).send('Not found');
  var formId = eventData.request.query.formId;
  var scheduled = eventData.request.body.data;
  znHttp().get('/forms/' + formId + '/records', { params: { limit: 3, sort: 'id' } }).then(function(response) {
    var lines = ['Scheduled @ ' + scheduled.scheduled];
    response.getBody().data.forEach(function(record) { lines.push(record.id + ' - ' + record.name); });
    lines.push('Next Scheduled @ ' + scheduled.nextScheduled);
    return znHttp().post('/forms/' + formId + '/records', { field2: 'Digest ' + scheduled.scheduled }).then(function(created) {
      eventData.response.status(200).send({ message: lines.join('\\n'), created: created.getBody().data.id });
    });
  }).catch(function(error) {
    eventData.response.status(500).send(error.getBody ? error.getBody() : String(error));
  });
};`;

/** Echoes what the service was given, and answers with a header and a status of its own. */
const ECHO = `
exports.run = function(eventData) {
  var request = eventData.request;
  eventData.response.set('X-Echo', 'yes').status(202).send({
    method: request.method, params: request.params, query: request.query, body: request.body,
    originalUrl: request.originalUrl, contentType: request.headers['content-type'] || null,
    custom: request.headers['x-custom'] || null
  });
};`;

describe('sandbox backend services', () => {
  afterAll(() => removeServiceFolders());

  describe('the example plugin (tally)', () => {
    let running: RunningSandbox;

    beforeAll(async () => { running = await startSandbox(); });
    afterAll(async () => { await running.stop(); });

    it('registers the plugin, one PluginServices object per route, installed in the demo workspace', async () => {
      const plugins = await call(running, 'GET', '/v1/plugins?namespace=tally');
      expect(plugins.body.data).toEqual([jasmine.objectContaining({ id: 1, name: 'Tally', namespace: 'tally', objectVersion: 1 })]);
      const services = await call(running, 'GET', '/v1/plugins/1/services?sort=id');
      expect(services.body.data.map((service: any) => service.route)).toEqual(['counters', 'summary']);
      const links = await call(running, 'GET', '/v1/workspace_plugin_links?plugin.id=1');
      expect(links.body.data.map((link: any) => link.workspace.id)).toEqual([1]);
      expect(examplePluginServices().map((mount) => `${mount.namespace}/${mount.route}`)).toEqual(['tally/counters', 'tally/summary']);
    });

    it('answers summary through znHttp with the workspace\'s forms', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/tally/summary');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        workspaceId: 1,
        forms: [{ id: 1, name: 'Companies', records: 40 }, { id: 2, name: 'Deals', records: 200 }, { id: 3, name: 'Contacts', records: 80 }]
      });
    });

    it('keeps counters in the plugin link\'s settings, with paths after the route its own', async () => {
      const first = await call(running, 'POST', '/plugins/workspaces/1/tally/counters/visits/increment', { body: { by: 5 } });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ name: 'visits', value: 5 });
      expect((await call(running, 'POST', '/plugins/workspaces/1/tally/counters/visits/increment', { body: {} })).body).toEqual({ name: 'visits', value: 6 });
      expect((await call(running, 'GET', '/plugins/workspaces/1/tally/counters')).body).toEqual([{ name: 'visits', value: 6 }]);
      const link = (await call(running, 'GET', '/v1/workspace_plugin_links?plugin.id=1&workspace.id=1')).body.data[0];
      expect(link.settings).toEqual({ counters: { visits: 6 } });
      expect((await call(running, 'PUT', '/plugins/workspaces/1/tally/counters/visits', { body: { value: 42 } })).body).toEqual({ name: 'visits', value: 42 });
      expect((await call(running, 'DELETE', '/plugins/workspaces/1/tally/counters/visits')).status).toBe(204);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/counters/visits'), 404, 4004, /No counter is named visits/);
      const wrong = await call(running, 'PUT', '/plugins/workspaces/1/tally/counters/visits', { body: { value: 'many' } });
      expectFailure(wrong, 400, 4000);
      expect(wrong.body.validationErrors).toEqual({ value: ['Must be an integer'] });
    });

    it('answers 404 for an unknown namespace, service or workspace, and for a path that is no service', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/nope/summary'), 404, 4004, /No plugin with backend services has the namespace "nope"/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally/nothing'), 404, 4004, /no backend service "nothing"; its services are: counters, summary/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/99/tally/summary'), 404, 4004, /No workspace has id 99/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/tally'), 404, 4004, /live at \/plugins\/workspaces/);
    });

    it('answers 403 where the plugin is not installed, until it is', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/2/tally/summary'), 403, 4003, /not installed in workspace 2/);
      const created = await call(running, 'POST', '/v1/workspace_plugin_links', { body: { workspace: { id: 2 }, plugin: { id: 1 } } });
      expect((await call(running, 'GET', '/plugins/workspaces/2/tally/summary')).status).toBe(200);
      await call(running, 'DELETE', `/v1/workspace_plugin_links/${created.body.data.id}`);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/2/tally/summary'), 403, 4003);
    });
  });

  describe('services in Zengine\'s format', () => {
    let running: RunningSandbox;

    beforeAll(async () => {
      const mounts: PluginServiceMount[] = [
        { namespace: 'spec', route: 'form', dir: serviceFolder({ 'plugin.js': DOCS_SAMPLE }) },
        { namespace: 'spec', route: 'daily', dir: serviceFolder({ 'plugin.js': SCHEDULED }) },
        { namespace: 'spec', route: 'echo', dir: serviceFolder({ 'plugin.js': ECHO }) }
      ];
      running = await startSandbox({ pluginServices: mounts });
    });
    afterAll(async () => { await running.stop(); });

    it('runs the documentation\'s example: the form request.query.id names, through znHttp', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/spec/form?id=2');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(jasmine.objectContaining({ status: 200, code: 2000, data: jasmine.objectContaining({ id: 2, name: 'Deals' }) }));
      const missing = await call(running, 'GET', '/plugins/workspaces/1/spec/form?id=999');
      expectFailure(missing, 404, 4004);
      const post = await call(running, 'POST', '/plugins/workspaces/1/spec/form', { body: {} });
      expect(post.status).toBe(404);
      expect(post.text).toBe('Not found');
    });

    it('runs a scheduled-webhook POST: reads the body and the query, reads and writes through znHttp', async () => {
      const answer = await call(running, 'POST', '/plugins/workspaces/1/spec/daily?formId=1',
        { body: { data: { scheduled: '2026-01-05 21:00:00', nextScheduled: '2026-01-06 21:00:00' } } });
      expect(answer.status).toBe(200);
      const lines = answer.body.message.split('\n');
      expect(lines[0]).toBe('Scheduled @ 2026-01-05 21:00:00');
      expect(lines.length).toBe(5);
      expect(lines[1]).toMatch(/^1 - /);
      const created = await call(running, 'GET', `/v1/forms/1/records/${answer.body.created}`);
      expect(created.body.data.field2).toBe('Digest 2026-01-05 21:00:00');
    });

    it('gives eventData.request headers, body, method, params, query and originalUrl, and answers as told', async () => {
      const answer = await call(running, 'PUT', '/plugins/workspaces/1/spec/echo/more/path?tag=a&tag=b&one=1',
        { body: { name: 'x' }, headers: { 'X-Custom': 'hello' } });
      expect(answer.status).toBe(202);
      expect(answer.headers.get('x-echo')).toBe('yes');
      expect(answer.body).toEqual({
        method: 'PUT',
        params: { workspaceId: '1', pluginNamespace: 'spec', pluginRoute: 'echo' },
        query: { tag: ['a', 'b'], one: '1' },
        body: { name: 'x' },
        originalUrl: '/workspaces/1/spec/echo/more/path?tag=a&tag=b&one=1',
        contentType: 'application/json',
        custom: 'hello'
      });
      const form = await call(running, 'POST', '/plugins/workspaces/1/spec/echo', {
        rawBody: 'a=1&b=two', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }
      });
      expect(form.body.body).toEqual({ a: '1', b: 'two' });
      expect((await call(running, 'GET', '/plugins/workspaces/1/spec/echo')).body.body).toEqual({});
    });

    it('serves express 4\'s old forms send(status) and send(status, body), warning once per service and form', async () => {
      const dir = serviceFolder({
        'plugin.js': 'exports.run = function (e) { if (e.request.query.gone) e.response.send(410); else e.response.send(404, { missing: true }); };'
      });
      running.sandbox.mountPluginServices([{ namespace: 'spec', route: 'legacy', dir }]);
      const before = running.faults.length;
      for (let round = 0; round < 2; round++) {
        const missing = await call(running, 'GET', '/plugins/workspaces/1/spec/legacy');
        expect([missing.status, missing.body]).toEqual([404, { missing: true }]);
        const gone = await call(running, 'GET', '/plugins/workspaces/1/spec/legacy?gone=1');
        expect([gone.status, gone.text]).toEqual([410, 'Gone']);
      }
      const warnings = running.faults.slice(before).map(String);
      expect(warnings.length).toBe(2);
      expect(warnings[0]).toMatch(/spec\/legacy uses response.send\(status, body\), .* prefer response.status\(status\).send\(body\)/);
      expect(warnings[1]).toMatch(/spec\/legacy uses response.send\(status\), .* prefer response.sendStatus\(status\)/);
    });

    it('mounts more services later, and reads an edited plugin.js on the next request', async () => {
      const dir = serviceFolder({ 'plugin.js': 'exports.run = function (e) { e.response.send("one"); };' });
      running.sandbox.mountPluginServices([{ namespace: 'later', route: 'hello', dir }]);
      expect((await call(running, 'GET', '/plugins/workspaces/1/later/hello')).text).toBe('one');
      fs.writeFileSync(`${dir}/plugin.js`, 'exports.run = function (e) { e.response.send("two"); };');
      expect((await call(running, 'GET', '/plugins/workspaces/1/later/hello')).text).toBe('two');
      running.sandbox.unmountPluginServices('later');
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/later/hello'), 404, 4004);
    });
  });

  describe('znHttp', () => {
    let running: RunningSandbox;
    let api: http.Server;
    const seen: Array<{ method?: string; url?: string; authorization?: string; body: string }> = [];

    beforeAll(async () => {
      // a stand-in REST API that records what the service's znHttp sent
      api = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => { body += chunk; });
        req.on('end', () => {
          seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
          const failing = req.url === '/v1/forms/404';
          res.writeHead(failing ? 404 : 200, { 'Content-Type': 'application/json', 'X-Api': 'stand-in' });
          res.end(JSON.stringify(failing ? { status: 404, code: 4004 } : { status: 200, code: 2000, data: { id: 1 } }));
        });
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const own = serviceFolder({
        'plugin.js': `var znHttp = require('./lib/zn-http');
          exports.run = function (e) { e.response.send({ own: znHttp() }); };`,
        'lib/zn-http.js': 'module.exports = function () { return "the service\'s own znHttp"; };'
      });
      const calls = serviceFolder({
        'plugin.js': `var znHttp = require('./lib/zn-http');
          exports.run = function (e) {
            var http = znHttp(), results = [];
            http.get('/forms/1', { params: { related: 'fields', ids: [1, 2] } }).then(function (r) {
              results.push([r.getCode(), r.getBody(), r.getHeaders()['x-api']]);
              return http.post('/forms/1/records', { name: 'a' });
            }).then(function () { return http.put('/forms/1/records/2', { name: 'b' }); })
            .then(function () { return http.del('/forms/1/records/2'); })
            .then(function () { return http.delete('/forms/1/records/3'); })
            .then(function () { return http.get('/forms/404'); })
            .then(null, function (error) {
              results.push([error.getCode(), error.getBody()]);
              e.response.send(results);
            });
          };`
      });
      // a package in the service's node_modules that requires the platform's lib/zn-http, as Zengine's helper packages do
      const fromPackage = serviceFolder({
        'plugin.js': `var helper = require('zn-helper');
          exports.run = function (e) { helper('/forms/1').then(function (body) { e.response.send(body); }); };`,
        'node_modules/zn-helper/package.json': '{ "name": "zn-helper", "main": "index.js" }',
        'node_modules/zn-helper/index.js': `var znHttp = require('../../lib/zn-http');
          module.exports = function (path) { return znHttp().get(path).then(function (r) { return r.getBody(); }); };`
      });
      const { port } = api.address() as AddressInfo;
      running = await startSandbox({
        pluginServiceApiUrl: `http://127.0.0.1:${port}/v1`,
        pluginServices: [
          { namespace: 'zn', route: 'own', dir: own },
          { namespace: 'zn', route: 'calls', dir: calls },
          { namespace: 'zn', route: 'package', dir: fromPackage }
        ]
      });
    });
    afterAll(async () => {
      await running.stop();
      await new Promise<void>((resolve) => api.close(() => resolve()));
    });
    beforeEach(() => { seen.length = 0; });

    it('acts as the caller: sends the Authorization header the service received', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/zn/calls', { headers: { Authorization: 'Bearer caller-token' } });
      expect(answer.status).toBe(200);
      expect(seen.map((request) => request.authorization)).toEqual(Array(6).fill('Bearer caller-token'));
    });

    it('acts as the caller of ?access_token= too', async () => {
      await call(running, 'GET', '/plugins/workspaces/1/zn/calls?access_token=query-token');
      expect(seen[0].authorization).toBe('Bearer query-token');
    });

    it('calls the API paths with get, post, put, del and delete, and rejects with the response on an HTTP error', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/zn/calls');
      expect(seen.map((request) => `${request.method} ${request.url} ${request.body}`)).toEqual([
        'GET /v1/forms/1?related=fields&ids=1&ids=2 ',
        'POST /v1/forms/1/records {"name":"a"}',
        'PUT /v1/forms/1/records/2 {"name":"b"}',
        'DELETE /v1/forms/1/records/2 ',
        'DELETE /v1/forms/1/records/3 ',
        'GET /v1/forms/404 '
      ]);
      expect(answer.body).toEqual([[200, { status: 200, code: 2000, data: { id: 1 } }, 'stand-in'], [404, { status: 404, code: 4004 }]]);
    });

    it('is the service\'s own lib/zn-http.js when it has one', async () => {
      expect((await call(running, 'GET', '/plugins/workspaces/1/zn/own')).body).toEqual({ own: 'the service\'s own znHttp' });
      expect(seen).toEqual([]);
    });

    it('is what ../../lib/zn-http gives a package in the service\'s node_modules', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/zn/package', { headers: { Authorization: 'Bearer p' } });
      expect(answer.body).toEqual({ status: 200, code: 2000, data: { id: 1 } });
      expect(seen.map((request) => request.authorization)).toEqual(['Bearer p']);
    });
  });

  describe('znHttp against a sandbox with tokens', () => {
    let running: RunningSandbox;

    beforeAll(async () => {
      running = await startSandbox({
        userTokens: { 'token-of-2': 2 },
        pluginServices: [{ namespace: 'spec', route: 'form', dir: serviceFolder({ 'plugin.js': DOCS_SAMPLE }) }]
      });
    });
    afterAll(async () => { await running.stop(); });

    it('reaches the API with the caller\'s token, and the caller without one is refused before any service runs', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/spec/form?id=1', { headers: { Authorization: 'Bearer token-of-2' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.name).toBe('Companies');
      const refused = await call(running, 'GET', '/plugins/workspaces/1/spec/form?id=1');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'invalid_request', error_description: 'The access token was not found' });
    });
  });

  describe('a service that fails', () => {
    let running: RunningSandbox;

    beforeAll(async () => {
      const services: Record<string, Record<string, string>> = {
        throws: { 'plugin.js': 'exports.run = function () { throw new Error("secret-key-123 leaked"); };' },
        rejects: { 'plugin.js': 'exports.run = async function () { await null; throw new TypeError("nope"); };' },
        later: { 'plugin.js': 'exports.run = function () { setTimeout(function () { throw new RangeError("late"); }, 5); };' },
        hangs: { 'plugin.js': 'exports.run = function () { setInterval(function () {}, 1000); };' },
        twice: { 'plugin.js': 'exports.run = function (e) { e.response.send({ first: true }); e.response.status(500).send("second"); };' },
        exits: { 'plugin.js': 'exports.run = function () { process.exit(3); };' },
        package: { 'plugin.js': 'exports.run = function (e) { var twilio = require("twilio"); e.response.send(typeof twilio); };' },
        missing: { 'plugin.js': 'var helpers = require("./lib/helpers");\nexports.run = function () {};' },
        syntax: { 'plugin.js': 'exports.run = function (e) {\n  e.response.send(;\n};' },
        norun: { 'plugin.js': 'exports.go = function () {};' },
        fine: { 'plugin.js': 'exports.run = function (e) { e.response.send({ fine: true }); };' }
      };
      running = await startSandbox({
        pluginServiceTimeoutMs: 1500,
        pluginServices: Object.keys(services).map((route) => ({ namespace: 'bad', route, dir: serviceFolder(services[route]) }))
      });
    });
    afterAll(async () => { await running.stop(); });

    function lastLog(): string {
      const fault = running.faults[running.faults.length - 1] as Error;
      return fault ? String(fault.stack || fault) : '';
    }

    it('that throws gets a 500 envelope that keeps its message in the log, and the server stays up', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/bad/throws');
      expectFailure(answer, 500, 5000, /The backend service bad\/throws failed: it threw Error/);
      expect(answer.text).not.toContain('secret-key-123');
      expect(lastLog()).toMatch(/plugin service bad\/throws \(GET \/workspaces\/1\/bad\/throws\) failed: .*secret-key-123 leaked/);
      expect((await call(running, 'GET', '/plugins/workspaces/1/bad/fine')).body).toEqual({ fine: true });
    });

    it('whose run rejects, or that throws in a callback, gets a 500 envelope', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/bad/rejects'), 500, 5000, /it threw TypeError/);
      expect(lastLog()).toMatch(/nope/);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/bad/later'), 500, 5000, /it threw RangeError outside its run/);
      expect(lastLog()).toMatch(/late/);
    });

    it('that never answers gets a 504 after the time limit', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/bad/hangs');
      expectFailure(answer, 504, 5040, /did not answer within 1500 ms/);
      expect(lastLog()).toMatch(/bad\/hangs .* did not answer within 1500 ms; answered 504/);
    });

    it('that answers twice gets a 500 envelope naming both answers', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/bad/twice');
      expectFailure(answer, 500, 5000, /answered twice \(send\(\{"first":true\}\), then send\(second\)\)/);
      expect(lastLog()).toMatch(/bad\/twice .* answered twice/);
    });

    it('that ends without answering gets a 500 envelope', async () => {
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/bad/exits'), 500, 5000, /ended without answering/);
    });

    it('that requires an npm package it lacks is told which, and where to install it', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/bad/package');
      expectFailure(answer, 500, 5000, /requires the npm package "twilio", which is not in its own node_modules .*run "npm install twilio" in /);
    });

    it('that requires a file it does not have is told which', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/bad/missing');
      expectFailure(answer, 500, 5000, /plugin\.js requires "\.\/lib\/helpers", and .*lib\/helpers is missing/);
    });

    it('with a syntax error or no run function is told the file (and line)', async () => {
      const syntax = await call(running, 'GET', '/plugins/workspaces/1/bad/syntax');
      expectFailure(syntax, 500, 5000, /plugin\.js:2: SyntaxError: /);
      expectFailure(await call(running, 'GET', '/plugins/workspaces/1/bad/norun'), 500, 5000, /exports no run function/);
    });
  });

  describe('findPluginServices', () => {
    it('finds backend/<route>/plugin.js in a plugin folder, and names the folders that are not services', () => {
      const folder = serviceFolder({
        'frontend/plugin.js': '',
        'backend/settings/plugin.js': 'exports.run = function () {};',
        'backend/summary/plugin.js': 'exports.run = function () {',
        'backend/empty/readme.txt': 'no plugin.js here',
        'backend/bad route/plugin.js': 'exports.run = function () {};'
      });
      const found = findPluginServices(folder, 'board');
      expect(found.mounts.map((mount) => mount.route)).toEqual(['settings']);
      expect(found.mounts[0].dir).toBe(`${folder}/backend/settings`);
      expect(found.problems.length).toBe(3);
      expect(found.problems.join('\n')).toContain('the route "bad route" must be one path segment');
      expect(found.problems.join('\n')).toContain(`${folder}/backend/empty/plugin.js is missing`);
      expect(found.problems.join('\n')).toMatch(new RegExp(`${folder}/backend/summary/plugin.js:\\d+: SyntaxError`));
    });

    it('checks a service folder as data: what is wrong, in which file, at which line (checkServiceFolder, the one validator)', () => {
      const folder = serviceFolder({
        'backend/settings/plugin.js': 'exports.run = function () {};',
        'backend/summary/plugin.js': '\n\nexports.run = function () { return ) };',
        'backend/empty/readme.txt': 'no plugin.js here'
      });
      expect(checkServiceFolder(`${folder}/backend/settings`, 'settings')).toEqual([]);
      expect(checkServiceFolder(`${folder}/backend/summary`, 'summary')).toEqual([jasmine.objectContaining({
        kind: 'syntax', file: `${folder}/backend/summary/plugin.js`, line: 3, message: jasmine.stringMatching(/^SyntaxError: /)
      })]);
      expect(checkServiceFolder(`${folder}/backend/empty`, 'empty')).toEqual([jasmine.objectContaining({
        kind: 'missing', file: `${folder}/backend/empty/plugin.js`
      })]);
      expect(checkServiceFolder(`${folder}/backend/settings`, 'two/segments')).toEqual([jasmine.objectContaining({
        kind: 'route', file: `${folder}/backend/settings`, message: jasmine.stringMatching(/^the route "two\/segments" must be one path segment/)
      })]);
    });

    it('refuses a mount that cannot be served, naming it', async () => {
      await expectAsync(startSandbox({ pluginServices: [{ namespace: 'a/b', route: 'x', dir: serviceFolder({}) }] }))
        .toBeRejectedWithError(/plugin service a\/b\/x: the namespace "a\/b" must be letters/);
    });
  });
});
