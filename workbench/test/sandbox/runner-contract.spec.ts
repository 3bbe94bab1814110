// The backend runner's contract, as Zengine's runner kept it: before run, the service's own
// lib/zn-http(req).parseHeaders() gets the headers the platform added (baseurl, authorization,
// x-plugin), so its znHttp (here in the requestify form Zengine's services shipped) reaches this
// sandbox; eventData as the runner built it; one warm process per service, which a service can kill,
// block or fill without stopping the sandbox; URLs that never reach another plugin's service;
// config-<env>.json; npm install when node_modules is missing. Real processes on 127.0.0.1.
import fs from 'fs';
import http from 'http';
import path from 'path';
import { execFileSync } from 'child_process';
import { call, expectFailure, RunningSandbox, startSandbox } from './helpers';
import { serviceFolder, removeServiceFolders } from './service-fixtures';

const TOKEN = 'contract-token';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

/** Copies an installed package (and the ones it needs) into a service's own node_modules, as npm would. */
function copyPackage(dir: string, name: string): void {
  const from = path.dirname(require.resolve(`${name}/package.json`));
  fs.cpSync(from, path.join(dir, 'node_modules', name), { recursive: true, dereference: true });
}

/** requestify and what it requires (jquery for its response's body parsing). */
const REQUESTIFY_PACKAGES = ['requestify', 'q', 'underscore', 'jquery'];

/**
 * A lib/zn-http.js in the form Zengine's platform put in every service: the platform's headers kept
 * at module level, taken off the request by parseHeaders (a value in _runner/config.json is the
 * fallback), and requests made with requestify against `baseurl`. Written for these specs.
 */
const REQUESTIFY_ZN_HTTP = `
var requestify = require('requestify');
var fallback = {};
try { fallback = require('../_runner/config.json'); } catch (missing) { /* no runner config */ }
var platform = { baseurl: null, authorization: null, 'x-plugin': null };

function take(req, name) {
  platform[name] = fallback[name] || null;
  if (!req.headers[name]) return;
  platform[name] = req.headers[name];
  if (name === 'baseurl' || name === 'authorization') delete req.headers[name];
}

function send(method, path, options, body) {
  options = options || {};
  options.method = method;
  options.headers = options.headers || {};
  options.headers.Authorization = platform.authorization;
  if (platform['x-plugin']) options.headers['X-Plugin'] = platform['x-plugin'];
  if (body !== undefined) options.body = body;
  return requestify.request(platform.baseurl + path, options);
}

module.exports = function (req) {
  this.parseHeaders = function () {
    Object.keys(platform).forEach(function (name) { take(req, name); });
    module.exports.parsed.push({ baseurl: platform.baseurl, authorization: platform.authorization, 'x-plugin': platform['x-plugin'] });
    return true;
  };
  this.get = function (path, options) { return send('GET', path, options); };
  this.post = function (path, body, options) { return send('POST', path, options, body); };
  this.put = function (path, body, options) { return send('PUT', path, options, body); };
  this.del = function (path, options) { return send('DELETE', path, options); };
  return this;
};
module.exports.parsed = [];
`;

/** Answers what its zn-http's parseHeaders got, and reads form 1 through that znHttp. */
const PLATFORM_SERVICE = `
var znHttp = require('./lib/zn-http');
exports.run = function (eventData) {
  var parsed = znHttp.parsed[znHttp.parsed.length - 1];
  znHttp().get('/forms/1').then(function (response) {
    eventData.response.send({ parsed: parsed, form: response.getBody().data.name, headers: eventData.request.headers });
  }, function (error) {
    eventData.response.status(502).send({ parsed: parsed, failed: error && error.getCode ? error.getCode() : String(error) });
  });
};`;

/** Three folders up: from node_modules/@scope/package to the service folder (built, so no import scanner takes it for ours). */
const SERVICE_FROM_SCOPED_PACKAGE = ['..', '..', '..'].join('/');

/** A package in node_modules that reaches the service's lib/zn-http the way Zengine's scoped modules do. */
const SCOPED_HELPER = `
var znHttp = require('${SERVICE_FROM_SCOPED_PACKAGE}/lib/zn-http');
module.exports = {
  znHttp: znHttp,
  formName: function (id) { return znHttp().get('/forms/' + id).then(function (r) { return r.getBody().data.name; }); }
};`;

describe('the backend runner contract', () => {
  let running: RunningSandbox;
  let platformDir: string;

  beforeAll(async () => {
    platformDir = serviceFolder({
      'plugin.js': PLATFORM_SERVICE,
      'lib/zn-http.js': REQUESTIFY_ZN_HTTP,
      // what a downloaded _runner held: the runner's own baseurl, which must never be used
      '_runner/config.json': JSON.stringify({ baseurl: 'http://config.invalid/v1', authorization: 'Bearer from-config' })
    });
    REQUESTIFY_PACKAGES.forEach((name) => copyPackage(platformDir, name));

    const withHelper = serviceFolder({
      'plugin.js': `var helper = require('@acme/helper');
        var own = require('./lib/zn-http');
        exports.run = function (e) {
          helper.formName(2).then(function (name) { e.response.send({ same: helper.znHttp === own, name: name }); });
        };`,
      'lib/zn-http.js': REQUESTIFY_ZN_HTTP,
      'node_modules/@acme/helper/package.json': '{ "name": "@acme/helper", "main": "index.js" }',
      'node_modules/@acme/helper/index.js': SCOPED_HELPER
    });
    REQUESTIFY_PACKAGES.forEach((name) => copyPackage(withHelper, name));
    const helperOnly = serviceFolder({
      'plugin.js': `var helper = require('@acme/helper');
        exports.run = function (e) { helper.formName(2).then(function (name) { e.response.send({ name: name }); }); };`,
      'node_modules/@acme/helper/package.json': '{ "name": "@acme/helper", "main": "index.js" }',
      'node_modules/@acme/helper/index.js': SCOPED_HELPER
    });

    const services: Record<string, string> = {
      event: `exports.run = function (eventData) {
        var response = eventData.response;
        var chained = response.set('X-One', '1') === response && response.set({ 'X-Two': '2' }) === response &&
          response.status(201) === response;
        var request = eventData.request;
        var sent = response.send({
          requestKeys: Object.keys(request).sort(), responseKeys: ['set', 'status', 'send', 'end'].filter(function (name) {
            return typeof response[name] === 'function';
          }),
          headers: request.headers, body: request.body, method: request.method, params: request.params,
          query: request.query, originalUrl: request.originalUrl, chained: chained
        });
        if (sent !== response) throw new Error('send is not chainable');
      };`,
      ended: 'exports.run = function (e) { var r = e.response.status(204); if (r.end() !== r) throw new Error("end is not chainable"); };',
      pid: `exports.run = function (e) {
        if (e.request.query.die) return process.kill(process.pid, 'SIGKILL');
        if (e.request.query.loop) { for (;;) {} }
        e.response.send({ pid: process.pid });
      };`
    };
    const dirs: Record<string, string> = {};
    Object.keys(services).forEach((route) => { dirs[route] = serviceFolder({ 'plugin.js': services[route] }); });

    running = await startSandbox({
      token: TOKEN,
      pluginServiceTimeoutMs: 1500,
      pluginServices: [
        { namespace: 'contract', route: 'platform', dir: platformDir },
        { namespace: 'contract', route: 'helper', dir: withHelper },
        { namespace: 'contract', route: 'helperonly', dir: helperOnly },
        ...Object.keys(dirs).map((route) => ({ namespace: 'contract', route, dir: dirs[route] }))
      ]
    });
  });
  afterAll(async () => {
    await running.stop();
    removeServiceFolders();
  });

  describe('parseHeaders and znHttp', () => {
    it('gives the service\'s own lib/zn-http parseHeaders the sandbox\'s baseurl, the caller\'s authorization and x-plugin; its requestify GET reaches the sandbox', async () => {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/contract/platform', { headers: { ...AUTH, baseurl: 'http://spoofed.invalid/v1' } });
      expect(answer.status).toBe(200);
      expect(answer.body.parsed).toEqual({ baseurl: `${running.origin}/v1`, authorization: `Bearer ${TOKEN}`, 'x-plugin': 'contract' });
      expect(answer.body.form).toBe('Companies');
      // its parseHeaders took baseurl and authorization off the request, as Zengine's did
      expect(answer.body.headers.baseurl).toBeUndefined();
      expect(answer.body.headers.authorization).toBeUndefined();
      expect(answer.body.headers['x-plugin']).toBe('contract');
    });

    it('gives a package that requires ../../../lib/zn-http the service\'s own file, or the SDK\'s where it has none', async () => {
      const own = await call(running, 'GET', '/plugins/workspaces/1/contract/helper', { headers: AUTH });
      expect(own.body).toEqual({ same: true, name: 'Deals' });
      const sdk = await call(running, 'GET', '/plugins/workspaces/1/contract/helperonly', { headers: AUTH });
      expect(sdk.body).toEqual({ name: 'Deals' });
    });
  });

  describe('eventData', () => {
    it('has request headers/body/method/params/query/originalUrl and response set/status/send/end, chainable', async () => {
      const answer = await call(running, 'POST', '/plugins/workspaces/1/contract/event/extra?a=1&a=2&b=x',
        { headers: { ...AUTH, 'X-Custom': 'yes' }, body: { hello: 'world' } });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-one')).toBe('1');
      expect(answer.headers.get('x-two')).toBe('2');
      expect(answer.body.requestKeys).toEqual(['body', 'headers', 'method', 'originalUrl', 'params', 'query']);
      expect(answer.body.responseKeys).toEqual(['set', 'status', 'send', 'end']);
      expect(answer.body.chained).toBe(true);
      expect(answer.body.method).toBe('POST');
      expect(answer.body.body).toEqual({ hello: 'world' });
      expect(answer.body.params).toEqual({ workspaceId: '1', pluginNamespace: 'contract', pluginRoute: 'event' });
      expect(answer.body.query).toEqual({ a: ['1', '2'], b: 'x' });
      expect(answer.body.originalUrl).toBe('/workspaces/1/contract/event/extra?a=1&a=2&b=x');
      expect(answer.body.headers['x-custom']).toBe('yes');
      // the platform's headers, which the SDK's zn-http takes off as Zengine's did
      expect(answer.body.headers.baseurl).toBeUndefined();
      expect(answer.body.headers['x-plugin']).toBe('contract');
      const ended = await call(running, 'GET', '/plugins/workspaces/1/contract/ended', { headers: AUTH });
      expect(ended.status).toBe(204);
    });
  });

  describe('one process per service', () => {
    async function pid(query = ''): Promise<{ status: number; body: any }> {
      return call(running, 'GET', `/plugins/workspaces/1/contract/pid${query}`, { headers: AUTH });
    }

    it('keeps a service\'s process warm between requests, in a process of its own', async () => {
      const first = (await pid()).body.pid;
      const second = (await pid()).body.pid;
      expect(first).toBe(second);
      expect(first).not.toBe(process.pid);
    });

    it('serves an edited file of the service (plugin.js or its lib/) from a fresh process on the next request', async () => {
      const dir = serviceFolder({
        'plugin.js': 'var word = require("./lib/word");\nexports.run = function (e) { e.response.send({ word: word, pid: process.pid }); };',
        'lib/word.js': 'module.exports = "one";'
      });
      running.sandbox.mountPluginServices([{ namespace: 'contract', route: 'edited', dir }]);
      const first = await call(running, 'GET', '/plugins/workspaces/1/contract/edited', { headers: AUTH });
      expect(first.body.word).toBe('one');
      fs.writeFileSync(path.join(dir, 'lib', 'word.js'), 'module.exports = "two";');
      // a different size and time, so even a coarse file clock sees the edit
      fs.utimesSync(path.join(dir, 'lib', 'word.js'), new Date(), new Date(Date.now() + 5000));
      const second = await call(running, 'GET', '/plugins/workspaces/1/contract/edited', { headers: AUTH });
      expect(second.body.word).toBe('two');
      expect(second.body.pid).not.toBe(first.body.pid);
      running.sandbox.unmountPluginServices('contract', 'edited');
    });

    it('answers a 5xx to a service that SIGKILLs its process, and starts a fresh one on the next request; the sandbox stays up', async () => {
      const before = (await pid()).body.pid;
      const killed = await pid('?die=1');
      expectFailure(killed as any, 500, 5000, /ended without answering \(its process ended with signal SIGKILL\)/);
      const after = await pid();
      expect(after.status).toBe(200);
      expect(after.body.pid).not.toBe(before);
      expect((await call(running, 'GET', '/v1/forms/1', { headers: AUTH })).status).toBe(200);
    });

    it('answers 504 to a service that never ends a loop, answers the REST API meanwhile, and stops the blocked process', async () => {
      const before = (await pid()).body.pid;
      let serviceDone = false;
      const looping = pid('?loop=1').then((answer) => { serviceDone = true; return answer; });
      const rest = await call(running, 'GET', '/v1/forms/1', { headers: AUTH });
      expect(rest.status).toBe(200);
      // the REST API answered while the service was still looping
      expect(serviceDone).toBe(false);
      const answer = await looping;
      expectFailure(answer as any, 504, 5040, /did not answer within 1500 ms.*its process was stopped: its event loop was blocked/);
      const after = await pid();
      expect(after.status).toBe(200);
      expect(after.body.pid).not.toBe(before);
    });
  });

  describe('a URL', () => {
    async function raw(url: string): Promise<{ status: number; text: string }> {
      // sent as written (fetch would normalize the dots away before sending)
      const { port, hostname } = new URL(running.origin);
      return new Promise((resolve, reject) => {
        const request = http.request({ host: hostname, port, path: url, method: 'GET', headers: AUTH }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => { text += chunk; });
          response.on('end', () => resolve({ status: response.statusCode || 0, text }));
        });
        request.on('error', reject);
        request.end();
      });
    }

    it('never reaches another plugin\'s service: dot segments (raw or percent-encoded) and encoded slashes answer 404', async () => {
      running.sandbox.mountPluginServices([
        { namespace: 'plugina', route: 'open', dir: serviceFolder({ 'plugin.js': 'exports.run = function (e) { e.response.send("open"); };' }) },
        { namespace: 'pluginb', route: 'secret', dir: serviceFolder({ 'plugin.js': 'exports.run = function (e) { e.response.send("SECRET"); };' }) }
      ]);
      expect((await raw('/plugins/workspaces/1/pluginb/secret')).text).toBe('SECRET');
      const attacks = [
        '/plugins/workspaces/1/plugina/%2e%2e/pluginb/secret',
        '/plugins/workspaces/1/plugina/%2E%2E/pluginb/secret',
        '/plugins/workspaces/1/plugina/../pluginb/secret',
        '/plugins/workspaces/1/plugina/.%2e/pluginb/secret',
        '/plugins/workspaces/1/plugina/open/../../pluginb/secret',
        '/plugins/workspaces/1/plugina%2f..%2fpluginb/secret',
        '/plugins/workspaces/1/plugina%5c..%5cpluginb/secret',
        '/plugins/workspaces/1/./pluginb/secret',
        '/plugins/workspaces/1/plugina/open/%2e%2e/%2e%2e/pluginb/secret'
      ];
      for (const url of attacks) {
        const answer = await raw(url);
        expect([url, answer.status]).toEqual([url, 404]);
        expect(answer.text).not.toContain('SECRET');
      }
      // an encoded slash after the route is the service's own path: it stays with plugin a's service
      expect((await raw('/plugins/workspaces/1/plugina/open/%2e%2e%2f%2e%2e%2fpluginb%2fsecret')).text).toBe('open');
      running.sandbox.unmountPluginServices('plugina');
      running.sandbox.unmountPluginServices('pluginb');
    });
  });
});

describe('the backend runner\'s limits', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    const hog = serviceFolder({
      'plugin.js': `exports.run = function (e) {
        if (!e.request.query.hog) return e.response.send({ pid: process.pid });
        var held = global.held = [];
        // holding it and never answering: only the sandbox's reading of the process's memory stops it
        if (e.request.query.hog === 'quiet') {
          for (var j = 0; j < 32; j++) held.push(Buffer.alloc(16 * 1024 * 1024, j + 1));
          return;
        }
        // off-heap memory, which V8's heap limit does not count: 16 MiB Buffers, written to, up to 512 MiB
        for (var i = 0; i < 32; i++) held.push(Buffer.alloc(16 * 1024 * 1024, i + 1));
        e.response.send({ held: held.length });
      };`
    });
    const slow = serviceFolder({
      'plugin.js': 'exports.run = function (e) { setTimeout(function () { e.response.send({ slow: true }); }, 400); };'
    });
    running = await startSandbox({
      pluginServiceMemoryMb: 128,
      pluginServiceConcurrency: 1,
      pluginServiceQueue: 1,
      pluginServices: [{ namespace: 'limits', route: 'hog', dir: hog }, { namespace: 'limits', route: 'slow', dir: slow }]
    });
  });
  afterAll(async () => {
    await running.stop();
    removeServiceFolders();
  });

  it('answers a 5xx to a service holding Buffers over its memory ceiling, and serves the next request from a fresh process', async () => {
    const before = (await call(running, 'GET', '/plugins/workspaces/1/limits/hog')).body.pid;
    const answer = await call(running, 'GET', '/plugins/workspaces/1/limits/hog?hog=1');
    expectFailure(answer, 500, 5000, /used \d+ MiB of memory \(heap and Buffers\), more than its ceiling; its process was stopped/);
    const after = await call(running, 'GET', '/plugins/workspaces/1/limits/hog');
    expect(after.status).toBe(200);
    expect(after.body.pid).not.toBe(before);
  });

  it('stops a service that holds Buffers over its ceiling and never answers (its memory is read while it runs)', async () => {
    const answer = await call(running, 'GET', '/plugins/workspaces/1/limits/hog?hog=quiet');
    expectFailure(answer, 500, 5000, /used \d+ MiB of memory \(heap and Buffers\), more than its ceiling/);
  });

  it('runs a service\'s requests `concurrency` at a time, queues `queue` more, and answers 503 past that', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call(running, 'GET', '/plugins/workspaces/1/limits/slow')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    expectFailure(answers.find((answer) => answer.status === 503) as any, 503, 5030, /limits\/slow is running 1 requests and 1 more are waiting/);
  });
});

describe('the backend runner and a service\'s own files', () => {
  let running: RunningSandbox;
  const CONFIG_SERVICE = 'var config = require("./config.json");\nexports.run = function (e) { e.response.send(config); };';

  beforeAll(async () => {
    // a package as npm packs it, installed from a file beside the service (no registry needed)
    const depSource = serviceFolder({
      'package/package.json': '{ "name": "local-greeting", "version": "1.0.0", "main": "index.js" }',
      'package/index.js': 'module.exports = "hello from node_modules";'
    });
    const installs = serviceFolder({
      'plugin.js': 'var greeting = require("local-greeting");\nexports.run = function (e) { e.response.send({ greeting: greeting }); };',
      'package.json': JSON.stringify({ name: 'installs', version: '1.0.0', dependencies: { 'local-greeting': 'file:local-greeting-1.0.0.tgz' } })
    });
    execFileSync('tar', ['czf', path.join(installs, 'local-greeting-1.0.0.tgz'), '-C', depSource, 'package']);
    const files = { 'plugin.js': CONFIG_SERVICE, 'config.json': '{ "env": "default" }', 'config-stage.json': '{ "env": "stage" }' };
    running = await startSandbox({
      pluginServices: [
        { namespace: 'own', route: 'stage', dir: serviceFolder(files), env: 'stage' },
        { namespace: 'own', route: 'plain', dir: serviceFolder(files) },
        { namespace: 'own', route: 'nostage', dir: serviceFolder({ 'plugin.js': CONFIG_SERVICE, 'config.json': '{ "env": "default" }' }), env: 'stage' },
        { namespace: 'own', route: 'noext', dir: serviceFolder({ ...files, 'plugin.js': CONFIG_SERVICE.replace('./config.json', './config') }), env: 'stage' },
        { namespace: 'own', route: 'installs', dir: installs }
      ]
    });
  });
  afterAll(async () => {
    await running.stop();
    removeServiceFolders();
  });

  it('reads config-<env>.json for config.json when the service is served for that environment and has it', async () => {
    expect((await call(running, 'GET', '/plugins/workspaces/1/own/stage')).body).toEqual({ env: 'stage' });
    expect((await call(running, 'GET', '/plugins/workspaces/1/own/plain')).body).toEqual({ env: 'default' });
    expect((await call(running, 'GET', '/plugins/workspaces/1/own/nostage')).body).toEqual({ env: 'default' });
    expect((await call(running, 'GET', '/plugins/workspaces/1/own/noext')).body).toEqual({ env: 'stage' });
  });

  it('runs npm install in a service with a package.json and no node_modules before its first request', async () => {
    const answer = await call(running, 'GET', '/plugins/workspaces/1/own/installs');
    expect(answer.body).toEqual({ greeting: 'hello from node_modules' });
  });
});
