// The plugins' Firebase databases against a real `zn-plugin serve` process, as an attacker and an
// unlucky developer would try them: auth per connection whatever another connection did, rules
// that do not parse saved while serving, hostile WebSocket handshakes and frames, kill -9 under
// writes, and a rules file applied only when the author asks.
import fs from 'fs';
import os from 'os';
import net from 'net';
import path from 'path';
import { createFirebaseToken } from '../../src/firebase/token';
import { ServeProcess, WireClient, databaseSecret, portOf, startServeProcess } from './support/serve-process';

const created: string[] = [];
function tempFolder(prefix: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  created.push(dir);
  return dir;
}

const GUARDED_RULES = {
  rules: {
    // only user 1 (the seed's first user) reads and writes /guarded; /drop is write-only
    guarded: { '.read': 'auth != null && auth.user_id == \'1\'', '.write': 'auth != null && auth.user_id == \'1\'' },
    drop: { '.read': false, '.write': true }
  }
};

/** A plugin folder registering `namespace`, with GUARDED_RULES as its security-rules.json. */
function pluginFolder(namespace: string, rules: unknown = GUARDED_RULES): string {
  const dir = tempFolder(`zn-fire-${namespace}-`);
  fs.mkdirSync(path.join(dir, 'frontend'));
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.js'), `plugin.register('${namespace}', { route: '/${namespace}', title: 'x', interfaces: [] });`);
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.html'), '');
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.css'), '');
  fs.writeFileSync(path.join(dir, 'security-rules.json'), JSON.stringify(rules));
  return dir;
}

/** The status line the database answers a raw upgrade with, and whether the socket then closed. */
function rawUpgrade(port: number, host: string, extra: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(['GET /.ws?v=5 HTTP/1.1', `Host: ${host}`, 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', ...extra].join('\r\n') + '\r\n\r\n');
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n')[0]);
      }
    });
    socket.on('close', () => resolve(text.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('the Firebase databases of a real zn-plugin serve', () => {
  let dataDir: string;
  let serve: ServeProcess;
  let own: { firebaseUrl: string; firebaseAuthToken: string };
  let other: { firebaseUrl: string; firebaseAuthToken: string };
  let rulesDir: string;

  beforeAll(async () => {
    dataDir = tempFolder('zn-fire-data-');
    rulesDir = pluginFolder('fireOwn');
    serve = await startServeProcess([rulesDir, pluginFolder('fireOther'), '--data', dataDir, '--firebase-rules']);
    own = await serve.record('fireOwn');
    other = await serve.record('fireOther');
  });
  afterAll(async () => {
    await serve.stop();
    created.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  describe('auth', () => {
    let writer: WireClient;
    beforeAll(async () => {
      // an authorized writer, connected the whole time: its identity must stay its own
      writer = await WireClient.open(own.firebaseUrl);
      expect((await writer.request('auth', { cred: own.firebaseAuthToken })).s).toBe('ok');
      expect((await writer.request('p', { p: '/guarded/note', d: 'kept' })).s).toBe('ok');
    });
    afterAll(() => writer.close());

    /** What a connection that authenticated with `cred` (or not at all) is answered for each kind of request. */
    const tryEverything = async (cred: string | null) => {
      const client = await WireClient.open(own.firebaseUrl);
      try {
        const auth = cred === null ? null : (await client.request('auth', { cred })).s;
        // the writer writes again between every request: the last writer is always authorized
        const between = () => writer.request('p', { p: '/guarded/note', d: 'kept' });
        const outcome: Record<string, string | null> = { auth };
        await between();
        outcome.listen = (await client.request('l', { p: '/guarded', h: '' })).s;
        await between();
        outcome.set = (await client.request('p', { p: '/guarded/x', d: 'intruder' })).s;
        await between();
        outcome.update = (await client.request('m', { p: '/guarded', d: { y: 'intruder' } })).s;
        await between();
        outcome.transaction = (await client.request('p', { p: '/guarded/note', d: 'intruder', h: 'x' })).s;
        await between();
        outcome.onDisconnect = (await client.request('o', { p: '/guarded/z', d: 'intruder' })).s;
        outcome.leaked = client.pushes.some((push) => JSON.stringify(push).includes('kept')) ? 'yes' : 'no';
        return outcome;
      } finally {
        await client.close();
      }
    };
    const refusedAll = (auth: string | null) => ({
      auth, listen: 'permission_denied', set: 'permission_denied', update: 'permission_denied',
      transaction: 'permission_denied', onDisconnect: 'permission_denied', leaked: 'no'
    });

    it('holds a connection with no token to the rules, after another connection\'s authorized write', async () => {
      expect(await tryEverything(null)).toEqual(refusedAll(null));
    });

    it('holds a connection whose token is invalid, expired or another plugin\'s to the rules as nobody', async () => {
      const secret = databaseSecret(dataDir, 'fireOwn');
      const expired = createFirebaseToken(secret, { user_id: '1', workspaces: { 1: 'owner' } }, { now: Date.now() - 3 * 86400000, lifetimeSeconds: 3600 });
      expect(await tryEverything('not.a.token')).toEqual(refusedAll('invalid_token'));
      expect(await tryEverything(expired)).toEqual(refusedAll('expired_token'));
      expect(await tryEverything(other.firebaseAuthToken)).toEqual(refusedAll('invalid_token'));
    });

    it('drops a connection\'s identity when its next auth fails, and on unauth', async () => {
      const client = await WireClient.open(own.firebaseUrl);
      try {
        expect((await client.request('auth', { cred: own.firebaseAuthToken })).s).toBe('ok');
        expect((await client.request('p', { p: '/guarded/mine', d: 1 })).s).toBe('ok');
        expect((await client.request('auth', { cred: 'broken' })).s).toBe('invalid_token');
        expect((await client.request('p', { p: '/guarded/mine', d: 2 })).s).toBe('permission_denied');
        expect((await client.request('auth', { cred: own.firebaseAuthToken })).s).toBe('ok');
        expect((await client.request('l', { p: '/guarded', h: '' })).s).toBe('ok');
        expect((await client.request('unauth', {})).s).toBe('ok');
        // its listen is cancelled (as Firebase revokes one the rules no longer allow)
        expect(client.pushes.filter((push) => push.a === 'c')).toEqual([{ a: 'c', b: { p: '/guarded' } }]);
        expect((await client.request('p', { p: '/guarded/mine', d: 3 })).s).toBe('permission_denied');
      } finally {
        await client.close();
      }
    });

    it('stops counting a token once it expires while connected, and tells the client (ac)', async () => {
      const secret = databaseSecret(dataDir, 'fireOwn');
      // valid for about one more second
      const token = createFirebaseToken(secret, { user_id: '1', workspaces: { 1: 'owner' } }, { now: Date.now() - 3599000, lifetimeSeconds: 3600 });
      const client = await WireClient.open(own.firebaseUrl);
      try {
        expect((await client.request('auth', { cred: token })).s).toBe('ok');
        let status = (await client.request('p', { p: '/guarded/expiring', d: 1 })).s;
        expect(status).toBe('ok');
        for (let i = 0; i < 100 && status === 'ok'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          status = (await client.request('p', { p: '/guarded/expiring', d: 2 })).s;
        }
        expect(status).toBe('permission_denied');
        expect(client.pushes.filter((push) => push.a === 'ac')).toEqual([{ a: 'ac', b: { s: 'expired_token', d: 'Auth token is expired.' } }]);
      } finally {
        await client.close();
      }
    });

    it('takes the database\'s secret as the admin, past the rules, for that connection only', async () => {
      const admin = await WireClient.open(own.firebaseUrl);
      try {
        expect((await admin.request('auth', { cred: databaseSecret(dataDir, 'fireOwn') })).d).toEqual(jasmine.objectContaining({ admin: true }));
        expect((await admin.request('p', { p: '/guarded/by-admin', d: 1 })).s).toBe('ok');
        expect((await admin.request('l', { p: '/drop', h: '' })).s).toBe('ok');
        expect(await tryEverything(null)).toEqual(refusedAll(null));
      } finally {
        await admin.close();
      }
    });

    it('gives a transaction with a wrong hash on a write-only path no stored value', async () => {
      expect((await writer.request('p', { p: '/drop/box', d: 'hidden value' })).s).toBe('ok');
      const client = await WireClient.open(own.firebaseUrl);
      try {
        const answer = await client.request('p', { p: '/drop/box', d: 'guess', h: 'wrong' });
        expect(answer.s).toBe('permission_denied');
        expect(JSON.stringify(client.pushes)).not.toContain('hidden value');
      } finally {
        await client.close();
      }
    });
  });

  describe('hostile WebSocket input', () => {
    it('answers an upgrade with Sec-WebSocket-Extensions: constructor and keeps serving', async () => {
      const port = portOf(own.firebaseUrl);
      const status = await rawUpgrade(port, new URL(own.firebaseUrl).host, ['Sec-WebSocket-Extensions: constructor']);
      expect(status).toMatch(/^HTTP\/1\.1 (101|400)/);
      expect(await rawUpgrade(port, new URL(own.firebaseUrl).host, ['Sec-WebSocket-Extensions: __proto__; toString'])).toMatch(/^HTTP\/1\.1 (101|400)/);
      expect(await serve.answers()).toBe(true);
      const client = await WireClient.open(own.firebaseUrl);
      // served as before: a request is answered (by the rules)
      expect((await client.request('l', { p: '/open', h: '' })).s).toBe('permission_denied');
      await client.close();
    });

    it('refuses paths and keys Firebase does not take, to that request only, and keeps serving', async () => {
      const client = await WireClient.open(own.firebaseUrl);
      const admin = await WireClient.open(own.firebaseUrl);
      try {
        expect((await admin.request('auth', { cred: databaseSecret(dataDir, 'fireOwn') })).s).toBe('ok');
        expect((await admin.request('p', { p: '/guarded/odd', d: { 'a.b': 1 } })).s).toBe('invalid_data');
        expect((await admin.request('m', { p: '/guarded', d: { 'x#y': 1 } })).s).toBe('invalid_data');
        expect((await admin.request('p', { p: '/guarded/a[b', d: 1 })).s).toBe('invalid_data');
        expect((await client.request('o', { p: '/drop/$x', d: 1 })).s).not.toBe('ok');
        expect((await admin.request('l', { p: '/guarded/odd', h: '' })).s).toBe('ok');
        expect(admin.pushes.filter((push) => push.b.p === 'guarded/odd').map((push) => push.b.d)).toEqual([null]);
      } finally {
        await client.close();
        await admin.close();
      }
      expect(await serve.answers()).toBe(true);
    });

    it('closes a connection that announces a 256 MiB frame, before reading it', async () => {
      const client = await WireClient.open(own.firebaseUrl);
      const socket = (client.socket as unknown as { _socket: net.Socket })._socket;
      const closed = new Promise<number>((resolve) => client.socket.once('close', (code: number) => resolve(code)));
      // a masked text frame header announcing 256 MiB (64-bit length), its payload never sent: the
      // header alone closes the connection (the server never waits to gather the frame)
      const header = Buffer.from([0x81, 0xff, 0, 0, 0, 0, 0x10, 0, 0, 0, 1, 2, 3, 4]);
      socket.write(new Uint8Array(header));
      expect(await closed).toBe(1009);
      expect(await serve.answers()).toBe(true);
    });

    it('closes a connection whose message, gathered over frames, passes 16 MiB', async () => {
      const client = await WireClient.open(own.firebaseUrl);
      const closed = new Promise<number>((resolve) => client.socket.once('close', (code: number) => resolve(code)));
      client.socket.send('999999');
      const chunk = 'a'.repeat(1024 * 1024);
      for (let i = 0; i < 17 && client.socket.readyState === 1; i++) client.socket.send(chunk);
      // 1009 from the server; 1006 when its close meets frames still arriving (the socket is reset)
      expect([1009, 1006]).toContain(await closed);
      expect(await serve.answers()).toBe(true);
    });
  });

  describe('rules saved while serving', () => {
    it('keeps the last good rules when an edit does not parse, says why in the terminal and on the page, and keeps serving', async () => {
      fs.writeFileSync(path.join(rulesDir, 'security-rules.json'), JSON.stringify({ rules: { guarded: { '.read': 'auth.((', '.write': true } } }));
      await serve.waitFor(/fireOwn: the rules from .*security-rules\.json do not parse: .*the rules in force stay those from/);
      expect(await serve.answers()).toBe(true);
      const page = await (await fetch(`${serve.url}workbench/firebase`)).text();
      expect(page).toMatch(/security-rules\.json do not parse/);
      const nobody = await WireClient.open(own.firebaseUrl);
      try {
        expect((await nobody.request('p', { p: '/guarded/x', d: 1 })).s).toBe('permission_denied');
      } finally {
        await nobody.close();
      }
      fs.writeFileSync(path.join(rulesDir, 'security-rules.json'), JSON.stringify(GUARDED_RULES));
    });
  });
});

describe('a Firebase database killed with kill -9 under writes', () => {
  it('has every write it acknowledged when it starts again', async () => {
    const dataDir = tempFolder('zn-fire-kill-');
    const plugin = pluginFolder('fireKill', { rules: { '.read': true, '.write': true } });
    let serve = await startServeProcess([plugin, '--data', dataDir]);
    const acked: string[] = [];
    try {
      const url = (await serve.record('fireKill')).firebaseUrl;
      const clients = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(() => WireClient.open(url)));
      // each client writes, one write after the other's answer; the process is killed once 300
      // writes are acknowledged, with the others in flight
      let stop = false;
      const killed = new Promise<void>((resolve) => {
        clients.forEach(async (client, c) => {
          for (let i = 0; !stop; i++) {
            const key = `c${c}-${i}`;
            const answer = await client.request('p', { p: `/load/${key}`, d: { i, text: 'x'.repeat(200) } }).catch(() => null);
            if (!answer) return;
            if (answer.s === 'ok') acked.push(key);
            if (acked.length >= 300 && !stop) {
              stop = true;
              serve.child.kill('SIGKILL');
              resolve();
            }
          }
        });
      });
      await killed;
      await serve.stop();
      serve = await startServeProcess([plugin, '--data', dataDir]);
      const data = await (await fetch(`${serve.url}workbench/firebase/fireKill.json`)).json() as { load?: Record<string, unknown> };
      const lost = acked.filter((key) => !(data && data.load && data.load[key]));
      expect(acked.length).toBeGreaterThanOrEqual(300);
      expect(lost).toEqual([]);
    } finally {
      await serve.stop();
    }
  });
});

describe('a Firebase rules file', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('is not applied unless the author asks (--firebase-rules or "firebaseRules": true in maya.json): the database is open, and the terminal and page say so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-fire-open-'));
    dirs.push(dataDir);
    const plugin = pluginFolder('fireOpen', { rules: { '.read': false, '.write': false } });
    dirs.push(plugin);
    const serve = await startServeProcess([plugin, '--data', dataDir]);
    try {
      await serve.waitFor(/fireOpen: rules open \(Firebase's default for a new database; .*security-rules\.json is not applied/);
      const client = await WireClient.open((await serve.record('fireOpen')).firebaseUrl);
      expect((await client.request('p', { p: '/anything', d: 1 })).s).toBe('ok');
      await client.close();
      expect(await (await fetch(`${serve.url}workbench/firebase`)).text()).toMatch(/Rules in force: open/);
    } finally {
      await serve.stop();
    }
    // the repository asks for it in maya.json
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-fire-maya-'));
    dirs.push(project);
    fs.writeFileSync(path.join(project, 'maya.json'), '{ "firebaseRules": true }');
    fs.cpSync(plugin, path.join(project, 'plugins', 'open'), { recursive: true });
    const asked = await startServeProcess([path.join(project, 'plugins', 'open'), '--data', dataDir]);
    try {
      await asked.waitFor(/fireOpen: rules from .*security-rules\.json/);
      const client = await WireClient.open((await asked.record('fireOpen')).firebaseUrl);
      expect((await client.request('p', { p: '/anything', d: 2 })).s).toBe('permission_denied');
      await client.close();
    } finally {
      await asked.stop();
    }
  });
});
