// The workbench's Firebase (src/firebase/): each served plugin's local database, reached with the
// legacy Node client as a plugin's code and services reach it; the data kept across restarts,
// the Plugins object's token, the rules, the services' x-firebase-url and token.
import fs from 'fs';
import os from 'os';
import net from 'net';
import path from 'path';
import dns from 'dns';
import { startWorkbench, Workbench } from '../../src/serve';
import { createFirebaseToken, readFirebaseToken } from '../../src/firebase/token';
import { findRules } from '../../src/firebase/rules';
import { PluginDatabase } from '../../src/firebase/database';
import { isLocalhostName } from '../../src/firebase/localhost-dns';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Firebase = require('firebase');

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const WAIT_MS = 10000;

const created: string[] = [];
function tempFolder(prefix: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  created.push(dir);
  return dir;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  Object.keys(files).forEach((file) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), files[file]);
  });
}

/** Copies installed packages into a service's own node_modules (as `npm install` in the service folder would put them). */
function installInto(serviceDir: string, packages: Record<string, string>): void {
  Object.keys(packages).forEach((name) => {
    fs.cpSync(path.join(NODE_MODULES, packages[name]), path.join(serviceDir, 'node_modules', name), { recursive: true });
  });
}
const FIREBASE_CLIENT_DEPENDENCIES = {
  'faye-websocket': 'faye-websocket', 'websocket-driver': 'websocket-driver', 'http-parser-js': 'http-parser-js',
  'websocket-extensions': 'websocket-extensions', 'safe-buffer': 'safe-buffer'
};

/** A service's own lib/zn-firebase.js in the shape of mayan's project template (written for these specs). */
const OWN_ZN_FIREBASE = `
var Firebase = require('firebase');
var reference;
module.exports = function (url, token) {
  if (reference && !url) return reference;
  reference = new Firebase(url);
  if (token) reference.authWithCustomToken(token, function (error) { if (error) console.log('refused', error); });
  return reference;
};`;

/** Answers the texts of the workspace's notes, read through the given expression of a reference. */
function notesService(reference: string, extra = ''): string {
  return `${extra}
exports.run = function (eventData) {
  var workspaceId = eventData.request.params.workspaceId;
  ${reference}.child('workspaces/' + workspaceId + '/notes').once('value', function (snapshot) {
    var texts = [];
    snapshot.forEach(function (child) { texts.push(child.val().text); });
    eventData.response.send({ texts: texts, url: eventData.request.headers['x-firebase-url'],
      token: eventData.request.headers['x-firebase-token'], version: Firebase && Firebase.SDK_VERSION });
  }, function (error) {
    eventData.response.status(500).send({ error: String(error) });
  });
};`;
}

const RULES = {
  rules: {
    workspaces: {
      $workspace: {
        '.read': 'auth.workspaces[$workspace] != null',
        notes: { '.write': 'auth.workspaces[$workspace] != null && auth.workspaces[$workspace] != \'server\'' }
      }
    }
  }
};

/** A plugin folder: a frontend that registers `fireSpec`, its rules, and four backend services. */
function pluginFolder(): string {
  const dir = tempFolder('zn-firebase-plugin-');
  writeFiles(dir, {
    'frontend/plugin.js': 'plugin.register(\'fireSpec\', { route: \'/fire-spec\', title: \'Fire\', interfaces: [] });',
    'frontend/plugin.html': '',
    'frontend/plugin.css': '',
    'security-rules.json': JSON.stringify(RULES),
    // its own lib/zn-firebase.js and Firebase 2.3.1 (mayan's project)
    'backend/own/plugin.js': notesService('znFirebase()', 'var znFirebase = require(\'./lib/zn-firebase\'); var Firebase = require(\'firebase\');'),
    'backend/own/lib/zn-firebase.js': OWN_ZN_FIREBASE,
    // the workbench's lib/zn-firebase (Zengine supplied that file)
    'backend/given/plugin.js': notesService('znFirebase()', 'var znFirebase = require(\'./lib/zn-firebase\'); var Firebase = null;'),
    // the global znFirebase of the developers' record-sms tutorial
    'backend/global/plugin.js': notesService('znFirebase()', 'var Firebase = null;'),
    // @zenginehq/backend-firebase, which requires ../../../lib/zn-firebase
    'backend/module/plugin.js': `var zbf = require('@zenginehq/backend-firebase')();
exports.run = function (eventData) {
  zbf.load(['workspaces', eventData.request.params.workspaceId, 'notes']).then(function (notes) {
    eventData.response.send({ texts: Object.keys(notes || {}).map(function (key) { return notes[key].text; }) });
  }, function (error) { eventData.response.status(500).send({ error: String(error) }); });
};`,
    'backend/write/plugin.js': `var znFirebase = require('./lib/zn-firebase');
exports.run = function (eventData) {
  znFirebase().child('workspaces/1/notes/server').set({ text: 'from the service' }, function (error) {
    eventData.response.send({ error: error ? error.code : null });
  });
};`
  });
  installInto(path.join(dir, 'backend', 'own'), { firebase: 'firebase-2.3.1', ...FIREBASE_CLIENT_DEPENDENCIES });
  installInto(path.join(dir, 'backend', 'module'), { '@zenginehq/backend-firebase': '@zenginehq/backend-firebase', q: 'q' });
  return dir;
}

function withCallback<T>(start: (done: (error: Error | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer from the database within the bound')), WAIT_MS);
    start((error, value) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value as T);
    });
  });
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const answer = await fetch(url);
  const text = await answer.text();
  return { status: answer.status, body: text && /json/.test(answer.headers.get('content-type') || '') ? JSON.parse(text) : text };
}

describe('the workbench\'s Firebase', () => {
  afterAll(() => {
    Firebase.goOffline();
    created.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  describe('a served plugin\'s database', () => {
    let dataDir: string;
    let plugin: string;
    let workbench: Workbench;
    let record: { firebaseUrl: string; firebaseAuthToken: string };

    const start = async (reset = false) => {
      workbench = await startWorkbench({ plugins: [plugin], port: 0, dataDir, reset, firebaseRules: true, log: () => undefined, logError: (error) => fail(error) });
      const answer = await getJson(`${workbench.url}v1/plugins?namespace=fireSpec`);
      record = answer.body.data[0];
    };

    beforeAll(async () => {
      dataDir = tempFolder('zn-firebase-data-');
      plugin = pluginFolder();
      await start();
    });
    afterAll(async () => {
      await workbench.close();
    });

    /** A client authenticated with the Plugins object's token. */
    const signedIn = async () => {
      const ref = new Firebase(record.firebaseUrl);
      await withCallback((done) => ref.authWithCustomToken(record.firebaseAuthToken, done));
      return ref;
    };
    const write = (ref: any, at: string, value: unknown) => withCallback((done) => ref.child(at).set(value, done));

    it('is on the Plugins object: firebaseUrl (<ns>.firebaseio.localhost) and a firebaseAuthToken with Zengine\'s user claims', () => {
      expect(record.firebaseUrl).toMatch(/^http:\/\/firespec\.firebaseio\.localhost:\d+$/);
      const claims = readFirebaseToken(record.firebaseAuthToken);
      // the seed's first user owns workspaces 1 and 2
      expect(claims && claims.d).toEqual({ user_id: '1', workspaces: { 1: 'owner', 2: 'owner' } });
    });

    it('takes the token with authWithCustomToken and ref.auth, and refuses one signed with another secret', async () => {
      const ref = new Firebase(record.firebaseUrl);
      const auth = await withCallback<{ auth: unknown }>((done) => ref.authWithCustomToken(record.firebaseAuthToken, done));
      expect(auth.auth).toEqual({ user_id: '1', workspaces: { 1: 'owner', 2: 'owner' } });
      const legacy = await withCallback<{ auth: unknown }>((done) => ref.auth(record.firebaseAuthToken, done));
      expect(legacy.auth).toEqual(auth.auth);
      const forged = createFirebaseToken('not the secret', { user_id: '1', workspaces: { 1: 'owner' } });
      const refused = await withCallback<string>((done) => new Firebase(record.firebaseUrl.replace('firespec', 'forged'))
        .authWithCustomToken(forged, (error: { code: string } | null) => done(null, error ? error.code : 'accepted')));
      expect(refused).toBe('INVALID_TOKEN');
    });

    it('refuses a WebSocket from a page of another site, or naming another host; takes one from the workbench\'s pages and from Node', async () => {
      const port = Number(/:(\d+)$/.exec(record.firebaseUrl)![1]);
      /** The status line the database answers to a WebSocket upgrade with these headers. */
      const upgrade = (headers: Record<string, string>) => new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          const lines = ['GET /.ws?v=5 HTTP/1.1', 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13',
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', ...Object.keys(headers).map((name) => `${name}: ${headers[name]}`)];
          socket.write(lines.join('\r\n') + '\r\n\r\n');
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
          if (text.includes('\r\n')) {
            socket.destroy();
            resolve(text.split('\r\n')[0]);
          }
        });
        socket.on('error', reject);
      });
      const own = `firespec.firebaseio.localhost:${port}`;
      expect(await upgrade({ Host: own, Origin: 'http://evil.example' })).toBe('HTTP/1.1 403 Forbidden');
      expect(await upgrade({ Host: own, Origin: 'null' })).toBe('HTTP/1.1 403 Forbidden');
      expect(await upgrade({ Host: `evil.example:${port}`, Origin: 'http://evil.example' })).toBe('HTTP/1.1 403 Forbidden');
      expect(await upgrade({ Host: `evil.example:${port}` })).toBe('HTTP/1.1 403 Forbidden');
      expect(await upgrade({ Host: own, Origin: workbench.url.replace(/\/$/, '') })).toBe('HTTP/1.1 101 Switching Protocols');
      expect(await upgrade({ Host: own, Origin: 'http://localhost:8080' })).toBe('HTTP/1.1 101 Switching Protocols');
      expect(await upgrade({ Host: own })).toBe('HTTP/1.1 101 Switching Protocols');
    });

    it('enforces the plugin folder\'s security-rules.json', async () => {
      const ref = new Firebase(record.firebaseUrl);
      await withCallback((done) => ref.authWithCustomToken(record.firebaseAuthToken, done));
      await withCallback((done) => ref.child('workspaces/1/notes/a').set({ text: 'from a page' }, done));
      const outside = await withCallback<string>((done) => ref.child('workspaces/3/notes/a').set({ text: 'x' }, (error: { code: string } | null) =>
        done(null, error ? error.code : 'written')));
      expect(outside).toBe('PERMISSION_DENIED');
    });

    it('gives its backend services x-firebase-url and a token with { workspaces: { <id>: \'server\' } }; their znFirebase reads what a client wrote', async () => {
      const ref = new Firebase(record.firebaseUrl);
      await withCallback((done) => ref.authWithCustomToken(record.firebaseAuthToken, done));
      await withCallback((done) => ref.child('workspaces/1/notes/b').set({ text: 'for the services' }, done));
      for (const route of ['own', 'given', 'global', 'module']) {
        const answer = await getJson(`${workbench.url}plugins/workspaces/1/fireSpec/${route}`);
        expect(answer.status).withContext(route).toBe(200);
        expect(answer.body.texts).withContext(route).toContain('for the services');
      }
      const own = (await getJson(`${workbench.url}plugins/workspaces/1/fireSpec/own`)).body;
      expect(own.url).toBe(record.firebaseUrl);
      expect(own.version).toBe('2.3.1');
      const claims = readFirebaseToken(own.token);
      expect(claims && claims.d && claims.d.workspaces).toEqual({ 1: 'server' });
      expect(claims && claims.d && typeof claims.d.uid).toBe('string');
    });

    it('holds its services to the rules with their token (a write the rules refuse to \'server\')', async () => {
      const answer = await getJson(`${workbench.url}plugins/workspaces/1/fireSpec/write`);
      expect(answer.body).toEqual({ error: 'PERMISSION_DENIED' });
    });

    it('commits a Firebase client\'s transaction on data with priorities and integer keys (the server hashes it as the client does)', async () => {
      const ref = await signedIn();
      await write(ref, 'workspaces/1/notes/tx', { 9: { '.value': 'a', '.priority': 2 }, 10: { t: 1, '.priority': 1 }, b: 'x', '-1': { c: { '.value': 2.5, '.priority': 'p' } } });
      const other = await signedIn();
      const outcome = await withCallback<{ committed: boolean; value: any }>((done) => other.child('workspaces/1/notes/tx').transaction(
        (current: any) => (current ? { ...current, b: 'y' } : current),
        (error: Error | null, committed: boolean, snapshot: { val(): unknown }) => done(error, { committed, value: snapshot && snapshot.val() })));
      expect(outcome.committed).toBe(true);
      expect(outcome.value.b).toBe('y');
    });

    it('calls a listener\'s cancel callback (PERMISSION_DENIED) when the rules stop letting its client read, with or without a query', async () => {
      const ref = await signedIn();
      await write(ref, 'workspaces/1/notes/c', { text: 'guarded' });
      const cancelled = (query: any) => new Promise<string>((resolve) => {
        query.on('value', () => undefined, (error: { code: string }) => resolve(error.code));
      });
      const plain = cancelled(ref.child('workspaces/1/notes'));
      const queried = cancelled(ref.child('workspaces/1/notes').orderByKey().limitToFirst(1));
      await withCallback((done) => ref.child('workspaces/1/notes').once('value', () => done(null)));
      ref.unauth();
      expect(await withCallback<string>((done) => plain.then((code) => done(null, code)))).toBe('PERMISSION_DENIED');
      expect(await withCallback<string>((done) => queried.then((code) => done(null, code)))).toBe('PERMISSION_DENIED');
    });

    it('takes a write the client sends in several frames (over 16 KiB)', async () => {
      const long = 'x'.repeat(100 * 1024);
      await write(await signedIn(), 'workspaces/1/notes/long', { text: long });
      const answer = await getJson(`${workbench.url}workbench/firebase/fireSpec.json`);
      expect(answer.body.workspaces['1'].notes.long.text.length).toBe(long.length);
    });

    it('exports the data as JSON at /workbench/firebase/<ns>.json', async () => {
      await write(await signedIn(), 'workspaces/1/notes/a', { text: 'from a page' });
      const answer = await getJson(`${workbench.url}workbench/firebase/fireSpec.json`);
      expect(answer.status).toBe(200);
      expect(answer.body.workspaces['1'].notes.a).toEqual({ text: 'from a page' });
      expect((await getJson(`${workbench.url}workbench/firebase/nothing.json`)).status).toBe(404);
    });

    it('keeps the data in the data folder across a restart; --reset empties it', async () => {
      await write(await signedIn(), 'workspaces/1/notes/a', { text: 'from a page' });
      await workbench.close();
      expect(fs.existsSync(path.join(dataDir, 'firebase', 'fireSpec.json'))).toBe(true);
      await start();
      const ref = new Firebase(record.firebaseUrl);
      await withCallback((done) => ref.authWithCustomToken(record.firebaseAuthToken, done));
      const kept = await withCallback<unknown>((done) => ref.child('workspaces/1/notes/a').once('value', (snapshot: { val(): unknown }) => done(null, snapshot.val()), done));
      expect(kept).toEqual({ text: 'from a page' });

      await workbench.close();
      await start(true);
      expect((await getJson(`${workbench.url}workbench/firebase/fireSpec.json`)).body).toBeNull();
    });
  });

  describe('a database file that cannot be read', () => {
    it('is moved aside, said so, and the database starts empty', async () => {
      const folder = tempFolder('zn-firebase-file-');
      fs.writeFileSync(path.join(folder, 'cut.json'), '{"secret":"abc","data":{"a":');
      const lines: string[] = [];
      const database = await PluginDatabase.start({ namespace: 'cut', folder, rules: { rules: { '.read': true, '.write': true } }, log: (line) => lines.push(line) });
      try {
        expect(lines.join('\n')).toMatch(/cut\.json is not a database file the workbench wrote; it was moved to .*cut\.json\.unreadable-\d+ and the database starts empty/);
        expect(fs.readdirSync(folder).some((name) => name.startsWith('cut.json.unreadable-'))).toBe(true);
        expect(await database.exportData()).toBeNull();
      } finally {
        await database.close();
      }
      expect(JSON.parse(fs.readFileSync(path.join(folder, 'cut.json'), 'utf8')).data).toBeNull();
    });
  });

  describe('rules that do not parse at start', () => {
    it('leave that database refusing every read and write, said in the terminal and on its rules', async () => {
      const folder = tempFolder('zn-firebase-rules-');
      const lines: string[] = [];
      const database = await PluginDatabase.start({
        namespace: 'badRules', folder, rules: { rules: { rules: { '.read': 'auth.((', '.write': true } }, source: 'from x/security-rules.json' },
        log: (line) => lines.push(line)
      });
      try {
        expect(lines.join('\n')).toMatch(/badRules: the rules from x\/security-rules\.json do not parse: .*; the database refuses every read and write until they are fixed/);
        expect(database.rules).toEqual({ source: 'that refuse every read and write', problem: jasmine.stringMatching(/do not parse/) });
        const ref = new Firebase(database.url);
        const refused = await withCallback<string>((done) => ref.child('a').set(1, (error: { code: string } | null) => done(null, error ? error.code : 'written')));
        expect(refused).toBe('PERMISSION_DENIED');
        // fixed: applied at once
        expect(database.setRules({ rules: { rules: { '.read': true, '.write': true } }, source: 'from x/security-rules.json' })).toBe('');
        expect(database.rules).toEqual({ source: 'from x/security-rules.json', problem: '' });
      } finally {
        await database.close();
      }
    });
  });

  describe('rules files', () => {
    it('are found in the labs layout, in mayan\'s (firebase/firebase-rules.js, JSON text or a module) and at the project root', () => {
      const labs = tempFolder('zn-rules-');
      writeFiles(labs, { 'security-rules.json': JSON.stringify(RULES) });
      expect(findRules(labs).rules).toEqual(RULES);

      const mayan = tempFolder('zn-rules-');
      writeFiles(mayan, { 'firebase/firebase-rules.js': '{\n\t"rules": {\n\t\t"$workspace": { ".read": true }\n\t}\n}' });
      expect(findRules(mayan).rules).toEqual({ rules: { $workspace: { '.read': true } } });

      const module = tempFolder('zn-rules-');
      writeFiles(module, { 'firebase/firebase-rules.js': 'module.exports = { rules: { ".read": false } };' });
      expect(findRules(module).rules).toEqual({ rules: { '.read': false } });

      const project = tempFolder('zn-rules-');
      writeFiles(project, { 'maya.json': '{}', 'firebase/firebase-rules.json': JSON.stringify(RULES), 'plugins/notes/plugin.js': '' });
      const found = findRules(path.join(project, 'plugins', 'notes'));
      expect(found.rules).toEqual(RULES);
      expect(found.file).toBe(path.join(project, 'firebase', 'firebase-rules.json'));
    });

    it('that are broken are reported with the file and line, and their database refuses everything', () => {
      const broken = tempFolder('zn-rules-');
      writeFiles(broken, { 'security-rules.json': '{\n  "rules": {\n    ".read": true\n    ".write": true\n  }\n}' });
      const found = findRules(broken);
      expect(found.problem).toMatch(/security-rules\.json:4: the security rules are not JSON/);
      expect(found.rules).toEqual({ rules: { '.read': false, '.write': false } });

      const shape = tempFolder('zn-rules-');
      writeFiles(shape, { 'security-rules.json': '{ ".read": true }' });
      expect(findRules(shape).problem).toMatch(/must be an object \{ "rules": \{ \.\.\. \} \}/);
    });

    it('are read as data, never run: firebase-rules.js as JSON with comments, after module.exports =, keys unquoted', () => {
      const mayan = tempFolder('zn-rules-');
      writeFiles(mayan, { 'firebase/firebase-rules.js': [
        '// the project\'s rules, as set in Firebase\'s dashboard',
        'module.exports = {',
        '  rules: {',
        '    \'$workspace\': { ".read": "auth.workspaces[$workspace] != null", /* members */ },',
        '  }',
        '};'
      ].join('\n') });
      expect(findRules(mayan)).toEqual({ rules: { rules: { $workspace: { '.read': 'auth.workspaces[$workspace] != null' } } }, file: path.join(mayan, 'firebase', 'firebase-rules.js') });

      const escape = tempFolder('zn-rules-');
      writeFiles(escape, { 'firebase/firebase-rules.js':
        'module.exports = { rules: { ".read": this.constructor.constructor("return process")().env.ZN_RULES_ESCAPED = "yes" } };' });
      const found = findRules(escape);
      expect(process.env.ZN_RULES_ESCAPED).toBeUndefined();
      expect(found.problem).toMatch(/firebase-rules\.js:1: the security rules are not JSON \(comments allowed\): expected a value at line 1/);
      expect(found.rules).toEqual({ rules: { '.read': false, '.write': false } });
    });

    it('default to open rules when a plugin has none (Firebase\'s default for a new database)', () => {
      expect(findRules(tempFolder('zn-rules-')).rules).toEqual({ rules: { '.read': true, '.write': true } });
    });
  });

  describe('Node\'s lookup of *.localhost', () => {
    it('answers 127.0.0.1 for every *.localhost name, and leaves other names alone', async () => {
      expect(isLocalhostName('chat.firebaseio.localhost')).toBe(true);
      expect(isLocalhostName('localhost.example.com')).toBe(false);
      const address = await new Promise<string>((resolve, reject) => dns.lookup('chat.firebaseio.localhost', (error, found) => (error ? reject(error) : resolve(found))));
      expect(address).toBe('127.0.0.1');
      expect(await dns.promises.lookup('a.b.localhost', { all: true })).toEqual([{ address: '127.0.0.1', family: 4 }]);
    });
  });
});
