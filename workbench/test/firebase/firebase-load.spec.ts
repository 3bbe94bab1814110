// A plugin's Firebase database under load, against a real `zn-plugin serve` process: a multi-path
// update of 10,000 paths (refused or allowed) is answered within the bound while the REST API
// answers (the rules check grew with the square of the paths: 70 s for 10,000 before), a listen
// with a query gets only what it selects, a connection's listens are capped, a client that stops
// reading is closed, and keys are stored as Firebase stores them.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ServeProcess, WireClient, startServeProcess } from './support/serve-process';

const RULES = {
  rules: {
    rooms: { $room: { '.read': 'auth != null', '.write': 'auth != null' } },
    open: { '.read': true, '.write': true }
  }
};

/** An update of `count` paths, each a room's message. */
function manyPaths(count: number, prefix = ''): Record<string, string> {
  const update: Record<string, string> = {};
  for (let i = 0; i < count; i++) update[`${prefix}r${i}/m`] = `message ${i}`;
  return update;
}

/** The children of the data pushed for the listen tagged `tag`. */
function pushedKeys(client: WireClient, tag: number): string[] {
  const pushes = client.pushes.filter((push) => push.a === 'd' && push.b.t === tag);
  const last = pushes[pushes.length - 1];
  return last && last.b.d ? Object.keys(last.b.d).sort() : [];
}

describe('a Firebase database of a real zn-plugin serve under load', () => {
  let dir: string;
  let serve: ServeProcess;
  let record: { firebaseUrl: string; firebaseAuthToken: string };

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-fire-load-')));
    const plugin = path.join(dir, 'plugin');
    fs.mkdirSync(path.join(plugin, 'frontend'), { recursive: true });
    fs.writeFileSync(path.join(plugin, 'frontend', 'plugin.js'), 'plugin.register(\'fireLoad\', { route: \'/fireLoad\', title: \'x\', interfaces: [] });');
    fs.writeFileSync(path.join(plugin, 'frontend', 'plugin.html'), '');
    fs.writeFileSync(path.join(plugin, 'frontend', 'plugin.css'), '');
    fs.writeFileSync(path.join(plugin, 'security-rules.json'), JSON.stringify(RULES));
    serve = await startServeProcess([plugin, '--data', path.join(dir, 'data'), '--firebase-rules']);
    record = await serve.record('fireLoad');
  }, 150000);
  afterAll(async () => {
    await serve.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers an update of 10,000 paths, refused (no token) or allowed, and the REST API answers meanwhile', async () => {
    const nobody = await WireClient.open(record.firebaseUrl);
    const user = await WireClient.open(record.firebaseUrl);
    try {
      expect((await user.request('auth', { cred: record.firebaseAuthToken })).s).toBe('ok');
      // each request must be answered within WireClient's bound (15 s): 10,000 paths took 70 s
      const [refused, rest] = await Promise.all([nobody.request('m', { p: '/rooms', d: manyPaths(10000) }), serve.answers()]);
      expect(refused.s).toBe('permission_denied');
      expect(rest).toBe(true);
      const [allowed, restAgain] = await Promise.all([user.request('m', { p: '/rooms', d: manyPaths(10000) }), serve.answers()]);
      expect(allowed.s).toBe('ok');
      expect(restAgain).toBe(true);
      // a plugin's own ref.update() of a few thousand keys of one location
      const bulk: Record<string, number> = {};
      for (let i = 0; i < 5000; i++) bulk[`key${i}`] = i;
      expect((await user.request('m', { p: '/rooms/bulk', d: bulk })).s).toBe('ok');
      expect((await user.request('l', { p: '/rooms/r9999', h: '' })).s).toBe('ok');
      expect(user.pushes.find((push) => push.b.p === 'rooms/r9999')!.b.d).toEqual({ m: 'message 9999' });
    } finally {
      await nobody.close();
      await user.close();
    }
  }, 60000);

  it('sends a listen with a query only the children the query selects', async () => {
    const client = await WireClient.open(record.firebaseUrl);
    try {
      const scores: Record<string, { score: number }> = {};
      for (let i = 0; i < 100; i++) scores[`s${String(i).padStart(2, '0')}`] = { score: i };
      expect((await client.request('p', { p: '/open/scores', d: scores })).s).toBe('ok');
      expect((await client.request('q', { p: '/open/scores', q: { i: 'score', l: 3, vf: 'r' }, t: 1, h: '' })).s).toBe('ok');
      expect((await client.request('q', { p: '/open/scores', q: { i: 'score', sp: 10, ep: 12 }, t: 2, h: '' })).s).toBe('ok');
      expect((await client.request('q', { p: '/open/scores', q: { i: '.key', sp: 's05', ep: 's05' }, t: 3, h: '' })).s).toBe('ok');
      expect(pushedKeys(client, 1)).toEqual(['s97', 's98', 's99']);
      expect(pushedKeys(client, 2)).toEqual(['s10', 's11', 's12']);
      expect(pushedKeys(client, 3)).toEqual(['s05']);
      // a change inside the window is sent as the window again, never as the whole location
      expect((await client.request('p', { p: '/open/scores/s50/score', d: 1000 })).s).toBe('ok');
      expect(pushedKeys(client, 1)).toEqual(['s50', 's98', 's99']);
    } finally {
      await client.close();
    }
  });

  it('caps a connection\'s listens (1,000), counting the same listen asked again once', async () => {
    const client = await WireClient.open(record.firebaseUrl);
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => client.request('l', { p: `/open/l${i}`, h: '' })));
      expect(answers.every((answer) => answer.s === 'ok')).toBe(true);
      expect((await client.request('l', { p: '/open/l0', h: '' })).s).toBe('ok');
      expect((await client.request('l', { p: '/open/one-more', h: '' })).s).toBe('too_many_listens');
      expect((await client.request('n', { p: '/open/l1' })).s).toBe('ok');
      expect((await client.request('l', { p: '/open/one-more', h: '' })).s).toBe('ok');
    } finally {
      await client.close();
    }
  });

  it('closes a client that stops reading once 16 MiB wait for it, and serves the others', async () => {
    const reader = await WireClient.open(record.firebaseUrl);
    const writer = await WireClient.open(record.firebaseUrl);
    const closed = new Promise<void>((resolve) => reader.socket.once('close', () => resolve()));
    try {
      expect((await reader.request('l', { p: '/open/flood', h: '' })).s).toBe('ok');
      // the reader stops reading: what is sent to it stays queued in the workbench
      (reader.socket as unknown as { _socket: { pause(): void } })._socket.pause();
      const mib = 'x'.repeat(1024 * 1024);
      for (let i = 0; i < 64 && !/left more than 16 MiB unread/.test(serve.output()); i++) {
        expect((await writer.request('p', { p: '/open/flood', d: `${i}${mib}` })).s).toBe('ok');
      }
      await serve.waitFor(/a client left more than 16 MiB unread; closed its connection/);
      (reader.socket as unknown as { _socket: { resume(): void } })._socket.resume();
      await closed;
      expect((await writer.request('p', { p: '/open/flood', d: 'after' })).s).toBe('ok');
      expect(await serve.answers()).toBe(true);
    } finally {
      await reader.close();
      await writer.close();
    }
  }, 60000);

  it('stores a key named constructor, as Firebase does, and refuses __proto__ with invalid_data', async () => {
    const client = await WireClient.open(record.firebaseUrl);
    try {
      expect((await client.request('p', { p: '/open/keys', d: { constructor: { a: 1 }, toString: 'x', hasOwnProperty: 2 } })).s).toBe('ok');
      expect((await client.request('l', { p: '/open/keys', h: '' })).s).toBe('ok');
      expect(client.pushes.find((push) => push.b.p === 'open/keys')!.b.d).toEqual({ constructor: { a: 1 }, toString: 'x', hasOwnProperty: 2 });
      const proto = JSON.parse('{ "__proto__": { "polluted": 1 } }');
      const refused = await client.request('p', { p: '/open/proto', d: proto });
      expect(refused.s).toBe('invalid_data');
      expect(String(refused.d)).toContain('invalid key (__proto__)');
      expect((await client.request('m', { p: '/open', d: JSON.parse('{ "__proto__/x": 1 }') })).s).toBe('invalid_data');
      const exported = await (await fetch(`${serve.url}workbench/firebase/fireLoad.json`)).json() as { open: Record<string, unknown> };
      expect(exported.open.keys).toEqual({ constructor: { a: 1 }, toString: 'x', hasOwnProperty: 2 });
      expect('proto' in exported.open).toBe(false);
    } finally {
      await client.close();
    }
  });
});
