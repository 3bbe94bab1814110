/**
 * The 2019 dialect of PostRPC: the first v2 plugins called `client.call(method, params, cb,
 * timeout)` with post-rpc's client before 0.8, which sent `{ jsonrpc, method, params, id }` (its
 * server read `params`). The host answers it as it answers `{ method, args }`.
 */
import path from 'path';

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
