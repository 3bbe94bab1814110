// The Firebase server's protocol table, action by action, on one connection over a fake socket
// (the real server's WebSocket layer is covered by firebase-hostile.spec.ts and firebase-load.spec.ts).
import { DataStore } from '../../src/firebase/store';
import { FirebaseConnection, MAX_QUEUED_BYTES, serveConnection } from '../../src/firebase/connection';
import { ACTIONS, MAX_LISTENS } from '../../src/firebase/actions';
import { WIRE_ACTIONS, WriteEntry } from '../../src/firebase/wire';
import { createFirebaseToken } from '../../src/firebase/token';
import { toTree, treeHash } from '../../src/firebase/tree';

const SECRET = 'the-database-secret';
const RULES = {
  rules: {
    guarded: { '.read': 'auth != null', '.write': 'auth != null' },
    open: { '.read': true, '.write': true }
  }
};

class FakeSocket {
  readyState = 1;
  bufferedAmount = 0;
  terminated = false;
  readonly sent: any[] = [];
  private readonly handlers: Record<string, (...args: any[]) => void> = {};
  send(text: string): void { this.sent.push(JSON.parse(text)); }
  close(): void { this.readyState = 3; }
  terminate(): void { this.terminated = true; this.readyState = 3; }
  on(event: string, listener: (...args: any[]) => void): void { this.handlers[event] = listener; }
  emit(event: string, ...args: any[]): void { this.handlers[event](...args); }
}

describe('the Firebase protocol table', () => {
  let socket: FakeSocket;
  let store: DataStore;
  let connection: FirebaseConnection;
  let commits: WriteEntry[];
  let next: number;

  beforeEach(() => {
    socket = new FakeSocket();
    store = new DataStore({ guarded: { note: 'kept' }, open: { a: 1, b: 2, c: 3 } }, RULES);
    commits = [];
    next = 1;
    connection = serveConnection(socket, { store, secret: SECRET, host: 'x.firebaseio.localhost:1', log: () => undefined, commit: (entry, durable) => { commits.push(entry); durable(); } });
  });

  /** Sends a request; returns its answer ({ s, d }). */
  const ask = (a: string, b: Record<string, unknown>) => {
    const r = next++;
    socket.emit('message', Buffer.from(JSON.stringify({ t: 'd', d: { r, a, b } })), false);
    const answer = socket.sent.find((message) => message.d && message.d.r === r);
    return answer ? answer.d.b : null;
  };
  const pushes = (action: string) => socket.sent.filter((message) => message.d && message.d.a === action).map((message) => message.d.b);
  const token = () => createFirebaseToken(SECRET, { user_id: '1' });

  it('has one handler for each wire action', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual([...WIRE_ACTIONS].sort());
  });

  it('l: sends the location, then answers ok; refuses what the rules hide; the same listen again replaces the first', () => {
    expect(ask('l', { p: '/open', h: '' })).toEqual({ s: 'ok', d: {} });
    expect(pushes('d')).toEqual([{ p: 'open', d: { a: 1, b: 2, c: 3 } }]);
    expect(ask('l', { p: '/guarded', h: '' }).s).toBe('permission_denied');
    expect(ask('l', { p: '/open', h: '' }).s).toBe('ok');
    ask('auth', { cred: SECRET });
    expect(ask('l', { p: '/open/a.b', h: '' }).s).toBe('invalid_data');
    expect(connection.listens.size).toBe(1);
    expect(store.listenerCount).toBe(1);
  });

  it('q: applies the query and tags what it sends', () => {
    expect(ask('q', { p: '/open', q: { i: '.value', l: 2, vf: 'r' }, t: 7, h: '' }).s).toBe('ok');
    expect(pushes('d')).toEqual([{ p: 'open', d: { b: 2, c: 3 }, t: 7 }]);
  });

  it('n: stops a listen; nothing more is sent for it and its listener is gone', () => {
    ask('l', { p: '/open', h: '' });
    expect(ask('n', { p: '/open' }).s).toBe('ok');
    expect(store.listenerCount).toBe(0);
    ask('p', { p: '/open/a', d: 10 });
    expect(pushes('d').length).toBe(1);
  });

  it('p: sets, answering ok once committed; a transaction compares the hash of the stored value', () => {
    expect(ask('p', { p: '/open/a', d: { x: { '.sv': 'timestamp' } } }).s).toBe('ok');
    expect(commits[0].p).toBe('open/a');
    expect(typeof (store.exportAt('open/a') as { x: unknown }).x).toBe('number');
    expect(ask('p', { p: '/open/b', d: 5, h: 'wrong' }).s).toBe('datastale');
    expect(pushes('d')).toEqual([{ p: 'open/b', d: 2 }]);
    expect(ask('p', { p: '/open/b', d: 5, h: treeHash(toTree(2)) }).s).toBe('ok');
    expect(ask('p', { p: '/guarded/x', d: 1 }).s).toBe('permission_denied');
  });

  it('m: updates each path, or none when the rules refuse one; refuses what is not an object', () => {
    expect(ask('m', { p: '/', d: { 'open/a': 'A', 'open/new/deep': true } }).s).toBe('ok');
    expect(store.exportAt('open')).toEqual({ a: 'A', b: 2, c: 3, new: { deep: true } });
    expect(ask('m', { p: '/', d: { 'open/a': 'B', 'guarded/note': 'intruder' } }).s).toBe('permission_denied');
    expect(store.exportAt('open/a')).toBe('A');
    expect(ask('m', { p: '/open', d: 5 }).s).toBe('invalid_data');
    expect(ask('m', { p: '/open', d: { a: 1, 'a/b': 2 } }).s).toBe('invalid_data');
  });

  it('o and om: write when the connection goes, checked when asked; oc: cancels those below a path', () => {
    expect(ask('o', { p: '/open/gone', d: 'bye' }).s).toBe('ok');
    expect(ask('om', { p: '/open', d: { status: 'offline' } }).s).toBe('ok');
    expect(ask('o', { p: '/open/cancelled', d: 'no' }).s).toBe('ok');
    expect(ask('oc', { p: '/open/cancelled' }).s).toBe('ok');
    expect(ask('o', { p: '/guarded/x', d: 'no' }).s).toBe('permission_denied');
    socket.emit('close');
    expect(store.exportAt('open/gone')).toBe('bye');
    expect(store.exportAt('open/status')).toBe('offline');
    expect(store.exportAt('open/cancelled')).toBeNull();
  });

  it('auth and gauth: a token is its claims, the secret the admin, anything else nobody', () => {
    for (const action of ['auth', 'gauth']) {
      expect(ask(action, { cred: token() })).toEqual(jasmine.objectContaining({ s: 'ok' }));
      expect(ask('p', { p: '/guarded/x', d: 1 }).s).toBe('ok');
      expect(ask(action, { cred: 'not a token' }).s).toBe('invalid_token');
      expect(ask('p', { p: '/guarded/x', d: 2 }).s).toBe('permission_denied');
      expect(ask(action, { cred: SECRET }).d).toEqual({ auth: null, admin: true, expires: null });
      expect(ask('p', { p: '/guarded/x', d: 3 }).s).toBe('ok');
    }
  });

  it('unauth: back to nobody; a listen the rules no longer allow is cancelled (c)', () => {
    ask('auth', { cred: token() });
    expect(ask('l', { p: '/guarded', h: '' }).s).toBe('ok');
    expect(ask('unauth', {}).s).toBe('ok');
    expect(pushes('c')).toEqual([{ p: '/guarded' }]);
    expect(connection.listens.size).toBe(0);
    expect(store.listenerCount).toBe(0);
  });

  it('m of many paths: checked in slices, the writes asked meanwhile applied after it, in order', async () => {
    const update: Record<string, string> = {};
    for (let i = 0; i < 20000; i++) update[`open/many/k${i}`] = 'from the update';
    const bigAnswer = () => socket.sent.find((message) => message.d && message.d.r === 1);
    socket.emit('message', Buffer.from(JSON.stringify({ t: 'd', d: { r: 1, a: 'm', b: { p: '/', d: update } } })), false);
    next = 2;
    const small = ask('p', { p: '/open/many/k0', d: 'after the update' });
    while (!bigAnswer() || !socket.sent.some((message) => message.d && message.d.r === 2)) await new Promise((resolve) => setImmediate(resolve));
    expect(bigAnswer().d.b.s).toBe('ok');
    expect(small === null || small.s === 'ok').toBe(true);
    expect(store.exportAt('open/many/k0')).toBe('after the update');
    expect(store.exportAt('open/many/k19999')).toBe('from the update');
    expect(commits.map((entry) => entry.k)).toEqual(['update', 'set']);
  });

  it('caps a connection\'s listens', () => {
    for (let i = 0; i < MAX_LISTENS; i++) expect(ask('l', { p: `/open/l${i}`, h: '' }).s).toBe('ok');
    expect(ask('l', { p: '/open/more', h: '' }).s).toBe('too_many_listens');
  });

  it('closes a client that leaves more than MAX_QUEUED_BYTES unread, and its listeners go with it', () => {
    ask('l', { p: '/open', h: '' });
    socket.bufferedAmount = MAX_QUEUED_BYTES + 1;
    ask('p', { p: '/open/a', d: 'more' });
    expect(socket.terminated).toBe(true);
    socket.emit('close');
    expect(store.listenerCount).toBe(0);
  });

  it('refuses a key __proto__ and stores a key constructor', () => {
    const refused = ask('p', { p: '/open/x', d: JSON.parse('{"__proto__": {"a": 1}}') });
    expect(refused.s).toBe('invalid_data');
    expect(ask('p', { p: '/open/x', d: { constructor: 1 } }).s).toBe('ok');
    expect(store.exportAt('open/x')).toEqual({ constructor: 1 });
  });
});
