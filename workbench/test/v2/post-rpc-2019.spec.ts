/**
 * The 2019 dialect of PostRPC: the first v2 plugins called `client.call(method, params, cb,
 * timeout)` with post-rpc's client before 0.8, which sent `{ jsonrpc, method, params, id }` (its
 * server read `params`). The host answers it as it answers `{ method, args }`.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createPostRpcHost } = require(path.resolve(__dirname, '..', '..', '..', 'host', 'v2', 'post-rpc-host.js'));

const ORIGIN = 'http://chart.localhost:8080';

describe('the PostRPC host and the 2019 dialect ({ method, params })', () => {
  const posted: any[] = [];
  const frame = { postMessage: (message: unknown) => posted.push(message) };
  const listeners: Array<(event: unknown) => void> = [];
  const hostWindow = {
    addEventListener: (_name: string, listener: (event: unknown) => void) => listeners.push(listener),
    removeEventListener: () => listeners.splice(0)
  };
  const send = (data: unknown) => listeners.forEach((listener) => listener({ source: frame, origin: ORIGIN, data }));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  let seen: unknown[];

  beforeEach(() => {
    posted.length = 0;
    listeners.length = 0;
    seen = [];
    const host = createPostRpcHost({
      window: hostWindow,
      methods: {
        znHttp: (args: { request: { method: string; url: string } }) => {
          seen.push(args);
          return Promise.resolve({ status: 200, data: { data: [{ id: 1 }] } });
        },
        context: () => ({ workspace: { id: 3 } })
      }
    });
    host.attach(frame, ORIGIN, { namespace: 'chart' });
    host.start();
  });

  it('takes the arguments from params, as post-rpc\'s server before 0.8 did', async () => {
    send({ jsonrpc: '2.0', method: 'znHttp', params: { request: { method: 'get', url: '/forms/11978/records' } }, id: 1 });
    send({ jsonrpc: '2.0', method: 'context', params: {}, id: 2 });
    await settle();
    expect(seen).toEqual([{ request: { method: 'get', url: '/forms/11978/records' } }]);
    expect(posted).toEqual([
      { jsonrpc: '2.0', result: { workspace: { id: 3 } }, id: 2 },
      { jsonrpc: '2.0', result: { status: 200, data: { data: [{ id: 1 }] } }, id: 1 }
    ]);
  });

  it('reads args when a request carries both', async () => {
    send({ jsonrpc: '2.0', method: 'znHttp', args: { request: { method: 'get', url: '/a' } }, params: { request: { method: 'get', url: '/b' } }, id: 3 });
    await settle();
    expect(seen).toEqual([{ request: { method: 'get', url: '/a' } }]);
  });
});

// znHttp's 2019 arguments: `{ plugin: { apiVersion: '1.0.1' }, params: { method, url } }`, sent with
// post-rpc's client before 0.8 (`client.call('znHttp', {...}, cb)`), answered by the host's real
// methods (v2-methods.js) over a stand-in for $http, as the REST API answers the later form.
describe('znHttp in the 2019 dialect ({ plugin, params })', () => {
  const METHODS = path.resolve(__dirname, '..', '..', '..', 'host', 'v2', 'v2-methods.js');
  const posted: any[] = [];
  const frame = { postMessage: (message: unknown) => posted.push(message) };
  const listeners: Array<(event: unknown) => void> = [];
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  let asked: Array<{ method: string; url: string; params?: unknown; data?: unknown }>;

  function send(data: unknown) {
    listeners.forEach((listener) => listener({ source: frame, origin: ORIGIN, data }));
  }

  beforeEach(() => {
    posted.length = 0;
    listeners.length = 0;
    asked = [];
    const window: { angular: object; ZnV2Methods?: { createV2Methods: (deps: object, views: object) => Record<string, unknown> } } = {
      angular: { extend: Object.assign, identity: (value: unknown) => value, noop: () => undefined }
    };
    vm.runInNewContext(fs.readFileSync(METHODS, 'utf8'), { window });
    const deps = {
      $q: { reject: (value: unknown) => Promise.reject(value) },
      $http: (config: { method: string; url: string; params?: unknown; data?: unknown }) => {
        asked.push({ method: config.method, url: config.url, params: config.params, data: config.data });
        return Promise.resolve({ data: { status: 200, code: 2000, data: { id: 1, displayName: 'Ada' } }, status: 200, headers: () => ({ 'content-type': 'application/json' }) });
      }
    };
    const host = createPostRpcHost({
      window: { addEventListener: (_name: string, listener: (event: unknown) => void) => listeners.push(listener), removeEventListener: () => undefined },
      methods: window.ZnV2Methods!.createV2Methods(deps, { workspaceId: () => 1 })
    });
    host.attach(frame, ORIGIN, { namespace: 'chart' });
    host.start();
  });

  it('answers GET /users/me as it answers { options, request }: { data: the API\'s body, status, headers }', async () => {
    send({ jsonrpc: '2.0', method: 'znHttp', params: { plugin: { apiVersion: '1.0.1' }, params: { method: 'get', url: '/users/me' } }, id: 1 });
    send({ jsonrpc: '2.0', method: 'znHttp', args: { options: { apiVersion: 'v1' }, request: { method: 'get', url: '/users/me' } }, id: 2 });
    await settle();
    expect(asked).toEqual([
      { method: 'GET', url: '/v1/users/me', params: undefined, data: undefined },
      { method: 'GET', url: '/v1/users/me', params: undefined, data: undefined }
    ]);
    const answer = { data: { status: 200, code: 2000, data: { id: 1, displayName: 'Ada' } }, status: 200, headers: { 'content-type': 'application/json' } };
    expect(posted).toEqual([{ jsonrpc: '2.0', result: answer, id: 1 }, { jsonrpc: '2.0', result: answer, id: 2 }]);
  });

  it('takes the method, a url with /v1 and a query, params and data from params, under the dashed name too', async () => {
    send({ jsonrpc: '2.0', method: 'zn-http', params: { plugin: { apiVersion: '1.0.1' },
      params: { method: 'post', url: '/v1/forms/3/records?validate_only=true', params: { related: 'folder' }, data: { field2: 'x' } } }, id: 3 });
    await settle();
    expect(asked).toEqual([{ method: 'POST', url: '/v1/forms/3/records?validate_only=true', params: { related: 'folder' }, data: { field2: 'x' } }]);
    expect(posted[0].result.status).toBe(200);
  });

  it('still refuses with status 400 a url that is not a path of the REST API', async () => {
    ['/../workbench/webhooks/deliveries', '/v1/%2e%2e/workbench', 'http://evil.example/users/me'].forEach((url, index) => {
      send({ jsonrpc: '2.0', method: 'znHttp', params: { plugin: { apiVersion: '1.0.1' }, params: { method: 'get', url } }, id: 10 + index });
    });
    await settle();
    expect(asked).toEqual([]);
    expect(posted.map((message) => message.error && message.error.data && message.error.data.status)).toEqual([400, 400, 400]);
    expect(posted[0].error.message).toContain('znHttp: url must be a path of the REST API');
  });

  it('reads request when both request and params are given', async () => {
    send({ jsonrpc: '2.0', method: 'znHttp', args: { request: { method: 'get', url: '/forms' }, params: { method: 'delete', url: '/forms/1' } }, id: 20 });
    await settle();
    expect(asked.map((config) => `${config.method} ${config.url}`)).toEqual(['GET /v1/forms']);
  });
});
