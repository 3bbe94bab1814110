/**
 * The host side of PostRPC (host/v2/post-rpc-host.js), driven with fake windows: post-rpc's wire
 * format, who is answered (an attached frame at its origin) and who is not.
 */
import path from 'path';

// the browser script is UMD: in Node it exports what the page gets as window.ZnPostRpcHost
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createPostRpcHost } = require(path.resolve(__dirname, '..', '..', '..', 'host', 'v2', 'post-rpc-host.js'));

const ORIGIN = 'http://mylab.localhost:8080';

interface Posted { message: any; targetOrigin: string }

function fakeFrame() {
  const posted: Posted[] = [];
  return { posted, postMessage: (message: any, targetOrigin: string) => posted.push({ message, targetOrigin }) };
}

function fakeHostWindow() {
  const listeners: Array<(event: any) => void> = [];
  return {
    addEventListener: (name: string, listener: (event: any) => void) => listeners.push(listener),
    removeEventListener: () => listeners.splice(0),
    send: (source: unknown, origin: string, data: unknown) => listeners.forEach((listener) => listener({ source, origin, data }))
  };
}

/** Lets the promises of a method settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the PostRPC host (host/v2/post-rpc-host.js)', () => {
  let hostWindow: ReturnType<typeof fakeHostWindow>;
  let frame: ReturnType<typeof fakeFrame>;
  let ignored: string[];
  let host: any;
  const view = { namespace: 'myLab', view: { type: 'fullPage', src: '/index.html' } };

  beforeEach(() => {
    hostWindow = fakeHostWindow();
    frame = fakeFrame();
    ignored = [];
    host = createPostRpcHost({
      window: hostWindow,
      methods: {
        add: (args: { a: number; b: number }) => args.a + args.b,
        later: (args: { value: string }) => Promise.resolve({ value: args.value }),
        refuse: () => Promise.reject({ data: { status: 404, code: 4040 }, status: 404, headers: {} }),
        fail: () => {
          const error = new Error('cannot') as Error & { status?: number };
          error.status = 400;
          throw error;
        },
        whoAsks: (args: unknown, asking: unknown) => asking === view
      },
      onIgnored: (event: any, why: string) => ignored.push(`${event.origin} ${why}`)
    });
    host.attach(frame, ORIGIN, view);
    host.start();
  });

  it('answers an attached frame at its origin in post-rpc\'s format, to that origin', async () => {
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'add', args: { a: 2, b: 3 }, id: 1 });
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'later', args: { value: 'x' }, id: 2 });
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'whoAsks', id: 3 });
    await settle();
    expect(frame.posted).toEqual([
      { message: { jsonrpc: '2.0', result: 5, id: 1 }, targetOrigin: ORIGIN },
      { message: { jsonrpc: '2.0', result: true, id: 3 }, targetOrigin: ORIGIN },
      { message: { jsonrpc: '2.0', result: { value: 'x' }, id: 2 }, targetOrigin: ORIGIN }
    ]);
  });

  it('answers a method it lacks with method-not-found (-32601), a message that is no request with -32600', async () => {
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'teleport', args: {}, id: 7 });
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'rpc.discover', id: 8 });
    await settle();
    expect(frame.posted.map((item) => item.message)).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'The teleport method is not available' } },
      { jsonrpc: '2.0', id: 8, error: { code: -32600, message: jasmine.stringMatching(/^This message is not a PostRPC request/) } }
    ]);
  });

  it('sends a thrown or rejected value as -32000 with its own properties in data', async () => {
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'fail', id: 1 });
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'refuse', id: 2 });
    await settle();
    expect(frame.posted.map((item) => item.message)).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'cannot', data: { message: 'cannot', status: 400 } } },
      { jsonrpc: '2.0', id: 2, error: { code: -32000, message: 'Error', data: { data: { status: 404, code: 4040 }, status: 404, headers: {} } } }
    ]);
  });

  it('ignores a request from another origin, from a window it did not attach, and its own answers seen again', async () => {
    const stray = fakeFrame();
    hostWindow.send(frame, 'http://evil.localhost:8080', { jsonrpc: '2.0', method: 'add', args: { a: 1, b: 1 }, id: 1 });
    hostWindow.send(stray, ORIGIN, { jsonrpc: '2.0', method: 'add', args: { a: 1, b: 1 }, id: 2 });
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', result: 5, id: 1 });
    await settle();
    expect(frame.posted).toEqual([]);
    expect(stray.posted).toEqual([]);
    expect(ignored).toEqual(['http://evil.localhost:8080 origin', `${ORIGIN} frame`]);
  });

  it('publishes events in post-rpc\'s format to the frames chosen, and stops answering a detached frame', async () => {
    const other = fakeFrame();
    host.attach(other, 'http://other.localhost:8080', { namespace: 'other' });
    host.publish(view, 'esc', { key: 'esc' });
    host.publish(() => true, 'locationChange', { next: { pathname: '/x' } });
    expect(frame.posted.map((item) => item.message)).toEqual([
      { jsonrpc: '2.0', id: null, result: { key: 'esc' }, event: 'esc' },
      { jsonrpc: '2.0', id: null, result: { next: { pathname: '/x' } }, event: 'locationChange' }
    ]);
    expect(other.posted.map((item) => item.targetOrigin)).toEqual(['http://other.localhost:8080']);
    host.detach(frame);
    hostWindow.send(frame, ORIGIN, { jsonrpc: '2.0', method: 'add', args: { a: 1, b: 1 }, id: 9 });
    await settle();
    expect(frame.posted.length).toBe(2);
  });
});
