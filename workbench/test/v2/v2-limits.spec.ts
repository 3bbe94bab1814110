/**
 * What one v2 frame may ask of the host page at once (issue 30, finding 10): a request's size
 * (host/v2/post-rpc-host.js: a 32 MiB `message` froze the page for seconds) and the children it
 * keeps open (host/v2/v2-views.js: 200 `modal` calls piled up 203 iframes). Past each limit the
 * frame gets a PostRPC failure naming the limit, and the host goes on answering.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';

const HOST_DIR = path.resolve(__dirname, '..', '..', '..', 'host', 'v2');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createPostRpcHost } = require(path.join(HOST_DIR, 'post-rpc-host.js'));

const ORIGIN = 'http://mylab.localhost:8080';
const MIB = 1024 * 1024;

function frameAndHost(methods: Record<string, (args: any, frame: unknown) => unknown>) {
  const posted: any[] = [];
  const listeners: Array<(event: any) => void> = [];
  const frame = { postMessage: (message: any) => posted.push(message) };
  const host = createPostRpcHost({ window: { addEventListener: (name: string, listener: (event: any) => void) => listeners.push(listener), removeEventListener: () => undefined }, methods });
  host.attach(frame, ORIGIN, { namespace: 'myLab' });
  host.start();
  const send = (data: unknown) => listeners.forEach((listener) => listener({ source: frame, origin: ORIGIN, data }));
  return { posted, send };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the size of a PostRPC request (post-rpc-host.js)', () => {
  it('refuses a message or confirm over 1 MiB of text, naming the limit, without running it', async () => {
    const shown: string[] = [];
    const { posted, send } = frameAndHost({ message: (args) => { shown.push(args.params.message); return null; }, confirm: () => true });
    send({ jsonrpc: '2.0', method: 'message', args: { params: { message: 'x'.repeat(32 * MIB), type: 'saved' } }, id: 1 });
    send({ jsonrpc: '2.0', method: 'confirm', args: { message: 'y'.repeat(MIB + 1) }, id: 2 });
    send({ jsonrpc: '2.0', method: 'message', args: { params: { message: 'Saved', type: 'saved' } }, id: 3 });
    await settle();
    expect(shown).toEqual(['Saved']);
    expect(posted[0]).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: jasmine.stringMatching(/^message: .*1 MiB of text/), data: jasmine.objectContaining({ status: 413, limit: MIB }) } });
    expect(posted[1].error.message).toMatch(/^confirm: .*1 MiB/);
    expect(posted[2]).toEqual({ jsonrpc: '2.0', result: null, id: 3 });
  });

  it('refuses any request over 8 MiB of strings and keys, however it is nested, and lets binary uploads through', async () => {
    const calls: string[] = [];
    const { posted, send } = frameAndHost({ znHttp: (args) => { calls.push(args.request.url); return 'sent'; } });
    const many: Record<string, string> = {};
    for (let i = 0; i < 9 * 1024; i++) many[`k${i}`] = 'v'.repeat(1024);
    send({ jsonrpc: '2.0', method: 'znHttp', args: { request: { url: '/big', data: { nested: [[many]] } } }, id: 1 });
    send({ jsonrpc: '2.0', method: 'znHttp', args: { request: { url: '/upload', multipart: { key: 'file', file: new ArrayBuffer(20 * MIB) } } }, id: 2 });
    send({ jsonrpc: '2.0', method: 'znHttp', args: { request: { url: '/text', data: { note: 'z'.repeat(2 * MIB) } } }, id: 3 });
    await settle();
    expect(calls).toEqual(['/upload', '/text']);
    expect(posted[0].error.message).toMatch(/^znHttp: .*8 MiB for a request/);
    expect(posted[0].error.data.status).toBe(413);
  });
});

describe('the children a frame keeps open (v2-views.js)', () => {
  function loadChildren() {
    const window: any = { angular: { extend: Object.assign, toJson: (value: unknown) => JSON.stringify(value) }, location: { protocol: 'http:', port: '8080' } };
    vm.runInNewContext(fs.readFileSync(path.join(HOST_DIR, 'v2-views.js'), 'utf8'), { window });
    const dialogs: unknown[] = [];
    const defer = () => {
      let resolve: (value: unknown) => void = () => undefined;
      const promise = new Promise((done) => (resolve = done));
      return { promise, resolve };
    };
    const children = window.ZnV2Views.createChildren({
      $q: { defer },
      host: { publish: () => undefined, detach: () => undefined },
      znModal: () => {
        const dialog = { close: () => dialogs.splice(dialogs.indexOf(dialog), 1), closed: new Promise(() => undefined) };
        dialogs.push(dialog);
        return dialog;
      }
    });
    return { children, dialogs };
  }

  function tryOpen(children: any, opener: unknown): string | { status: number; message: string } {
    try {
      return children.open(opener, 'modal', { src: '/modal.html' });
    } catch (error) {
      return error as { status: number; message: string };
    }
  }

  it('opens at most 10 per frame, then answers a failure naming the limit; closing one makes room', () => {
    const { children, dialogs } = loadChildren();
    const opener = { namespace: 'myLab' };
    const answers = Array.from({ length: 200 }, () => tryOpen(children, opener));
    expect(dialogs.length).toBe(10);
    expect(answers.filter((answer) => typeof answer === 'string').length).toBe(10);
    const refused = answers[10] as { status: number; message: string };
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^modal: too many children open: at most 10 .* per frame/);
    children.closeFor(opener, answers[0]);
    expect(typeof tryOpen(children, opener)).toBe('string');
  });

  it('opens at most 30 in the page, when children open children', () => {
    const { children, dialogs } = loadChildren();
    let opener: unknown = { namespace: 'myLab' };
    for (let depth = 0; depth < 100; depth++) {
      const id = tryOpen(children, opener);
      if (typeof id !== 'string') break;
      opener = children.top();
    }
    expect(dialogs.length).toBe(30);
  });
});
