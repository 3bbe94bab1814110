/**
 * The local realtime databases: one Firebase database per plugin namespace, each a
 * firebase-server (the registry's, 0.12.0: Firebase's wire protocol over WebSocket, rules
 * through targaryen) on a port of its own on 127.0.0.1, reached by the legacy clients at
 * `http://<ns>.firebaseio.localhost:<port>` (Firebase 2.x refuses a bare IP or a two-label host;
 * browsers resolve every *.localhost name to 127.0.0.1 themselves, Node with ./localhost-dns).
 *
 * What this adds to firebase-server, written here because it has none of it:
 *   - the data kept in `<dataDir>/firebase/<namespace>.json` (written on change, debounced, read at start)
 *   - onDisconnect(): `o`, `om`, `oc` requests are kept per connection and applied when it closes
 *   - answers to `n` (unlisten) and `unauth`, which the clients wait on
 *   - a plain HTTP answer on the port for anything that is not the WebSocket
 */
import fs from 'fs';
import path from 'path';
import http from 'http';
import crypto from 'crypto';
import { AddressInfo } from 'net';
import { refuseWebSocketUpgrade } from '../http/local-guard';

 
// firebase-server has no types; what is used of it is typed here.
interface TargaryenResult { allowed: boolean; newDatabase: TargaryenDatabase; info: string }
interface TargaryenDatabase {
  as(auth: unknown): { write(path: string, data: unknown): TargaryenResult; update(path: string, data: unknown): TargaryenResult };
}
interface FirebaseSnapshot { exportVal(): unknown; val(): unknown }
interface FirebaseRef { child(path: string): FirebaseRef; set(value: unknown): unknown; update(value: unknown): unknown; on(event: string, cb: (snap: FirebaseSnapshot) => void): unknown; off(): void }
interface WebSocketLike { on(event: string, listener: (...args: any[]) => void): void; send(data: string): void; readyState: number }
interface FirebaseServerInstance {
  name: string;
  baseRef: FirebaseRef;
  app: { delete(): Promise<void> };
  _targaryen: TargaryenDatabase;
  _wss: { removeAllListeners(event: string): void; on(event: string, listener: (ws: WebSocketLike) => void): void };
  _tokenValidator: { decode(token: string): { d?: unknown } };
  _authSecret?: string;
  handleConnection(ws: WebSocketLike): void;
  setRules(rules: unknown): void;
  setAuthSecret(secret: string): void;
  exportData(): Promise<unknown>;
  close(callback?: () => void): void;
}
type FirebaseServerConstructor = new (options: { server: http.Server }, name: string, data: unknown) => FirebaseServerInstance;

/** How long changes are gathered before the data file is written, in ms. */
export const PERSIST_DELAY_MS = 200;
/** Where the databases keep their files, inside the workbench's data folder. */
export const FIREBASE_FOLDER = 'firebase';

/** What is kept of a database in its file. */
interface StoredDatabase {
  /** The database's secret: signs its tokens and, given to authWithCustomToken, makes an admin. */
  secret: string;
  /** The port it last listened on, tried again first so open pages reconnect after a restart. */
  port?: number;
  data: unknown;
}

/** The host name a namespace's database is reached at: `<ns>.firebaseio.localhost`, the label in lower case. */
export function databaseHost(namespace: string): string {
  const label = namespace.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/^-+|-+$/g, '') || 'plugin';
  return `${label}.firebaseio.localhost`;
}

/** A Firebase server value ({ '.sv': 'timestamp' }) replaced by the time, as the server does for writes. */
function resolveServerValues(value: unknown, now: number): unknown {
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object['.sv'] === 'timestamp' && Object.keys(object).length === 1) return now;
    const out: Record<string, unknown> = Array.isArray(value) ? [] as unknown as Record<string, unknown> : {};
    Object.keys(object).forEach((key) => { out[key] = resolveServerValues(object[key], now); });
    return out;
  }
  return value;
}

function normalizePath(raw: unknown): string {
  return String(raw || '').replace(/^\/+/, '').replace(/\/+$/, '');
}

function readStored(file: string): StoredDatabase | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const stored = JSON.parse(text) as StoredDatabase;
    if (stored && typeof stored.secret === 'string' && stored.secret) return stored;
  } catch {
    // a file cut short (the machine stopped while writing): kept aside below, never overwritten silently
  }
  const aside = `${file}.unreadable-${Date.now()}`;
  fs.renameSync(file, aside);
  throw new Error(`${file} is not a database file the workbench wrote; it was moved to ${aside} and the database starts empty`);
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.removeListener('error', onError);
      resolve();
    });
  });
}

/** One plugin's database. Start it with PluginDatabase.start. */
/**
 * Puts the local guard (src/http/local-guard.ts) before the WebSocket server's own `upgrade`
 * listener: any web page can open a WebSocket to 127.0.0.1, so an upgrade from a page of another
 * site, or naming another host (DNS rebinding), is answered 403 and never reaches the database.
 */
function guardUpgrades(httpServer: http.Server, log: (line: string) => void): void {
  const listeners = httpServer.listeners('upgrade') as Array<(req: http.IncomingMessage, socket: import('stream').Duplex, head: Buffer) => void>;
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (req: http.IncomingMessage, socket: import('stream').Duplex, head: Buffer) => {
    const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
    const reason = refuseWebSocketUpgrade({ host: first(req.headers.host), origin: first(req.headers.origin) });
    if (reason) {
      log(`firebase: refused a WebSocket: ${reason}`);
      socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${reason}\n`);
      return;
    }
    listeners.forEach((listener) => listener.call(httpServer, req, socket, head));
  });
}

export class PluginDatabase {
  private writeTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly sockets = new Set<import('net').Socket>();
  private readonly changeListeners = new Set<() => void>();

  private constructor(
    readonly namespace: string,
    readonly file: string,
    readonly secret: string,
    readonly port: number,
    private readonly http: http.Server,
    private readonly server: FirebaseServerInstance,
    private readonly log: (line: string) => void
  ) {
    http.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    // keep the file in step with the data: every change, gathered over PERSIST_DELAY_MS
    server.baseRef.on('value', () => {
      this.scheduleWrite();
      this.changeListeners.forEach((listener) => listener());
    });
  }

  /**
   * Starts the database of `namespace`, its file in `folder` (made when missing), listening on
   * 127.0.0.1 (the port it had last time when free, else any). `rules` are `{ rules: {...} }`.
   */
  static async start(options: { namespace: string; folder: string; rules: unknown; log?: (line: string) => void }): Promise<PluginDatabase> {
    const log = options.log || (() => undefined);
    fs.mkdirSync(options.folder, { recursive: true });
    const file = path.join(options.folder, `${options.namespace}.json`);
    let stored: StoredDatabase | null = null;
    try {
      stored = readStored(file);
    } catch (error) {
      log(`firebase: ${(error as Error).message}`);
    }
    const secret = stored ? stored.secret : crypto.randomBytes(24).toString('hex');
    const httpServer = http.createServer((req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`This is the local Firebase database of the plugin ${options.namespace}; Firebase clients reach it over WebSocket ` +
        `(new Firebase('http://${databaseHost(options.namespace)}:<port>')). The workbench exports its data at /workbench/firebase/${options.namespace}.json\n`);
    });
    try {
      await listen(httpServer, stored && stored.port ? stored.port : 0, '127.0.0.1');
    } catch {
      await listen(httpServer, 0, '127.0.0.1');
    }
    const port = (httpServer.address() as AddressInfo).port;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const FirebaseServer = require('firebase-server') as FirebaseServerConstructor;
    // the handshake's host (h) is where the client reconnects (and what it keeps in localStorage): this same address
    const server = new FirebaseServer({ server: httpServer }, `${databaseHost(options.namespace)}:${port}`, stored ? stored.data : null);
    server.setAuthSecret(secret);
    server.setRules(options.rules);
    guardUpgrades(httpServer, options.log || (() => undefined));
    const database = new PluginDatabase(options.namespace, file, secret, port, httpServer, server, log);
    database.addProtocol();
    database.scheduleWrite();
    return database;
  }

  /** The URL plugin code gives `new Firebase(url)`: `http://<ns>.firebaseio.localhost:<port>`. */
  get url(): string {
    return `http://${databaseHost(this.namespace)}:${this.port}`;
  }

  /** Replaces the rules (`{ rules: {...} }`); they apply to the next read or write. */
  setRules(rules: unknown): void {
    this.server.setRules(rules);
  }

  /** The whole database as Firebase exports it (priorities as .priority). */
  exportData(): Promise<unknown> {
    return this.server.exportData();
  }

  /** Calls `listener` after every change of the data; returns a function that stops it. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Writes the data file now (after PERSIST_DELAY_MS otherwise). */
  async flush(): Promise<void> {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    const data = await this.server.exportData();
    const stored: StoredDatabase = { secret: this.secret, port: this.port, data: data === undefined ? null : data };
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(stored));
    fs.renameSync(temporary, this.file);
  }

  /** Stops listening, ends the connections (their onDisconnect writes applied) and writes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.sockets.forEach((socket) => socket.destroy());
    });
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    // a closed connection's onDisconnect writes land on the next turn
    await new Promise((resolve) => setImmediate(resolve));
    await this.flush();
    this.server.baseRef.off();
    await this.server.app.delete().catch(() => undefined);
  }

  private scheduleWrite(): void {
    if (this.closed || this.writeTimer) return;
    this.writeTimer = setTimeout(() => {
      this.writeTimer = null;
      this.flush().catch((error) => this.log(`firebase: could not write ${this.file}: ${(error as Error).message}`));
    }, PERSIST_DELAY_MS);
  }

  /** Writes as the server's own handlers do: through the rules (as `auth`), then into the data. */
  private apply(kind: 'set' | 'update', auth: unknown, at: string, data: unknown): boolean {
    const server = this.server;
    const checker = server._targaryen.as(auth);
    const result = kind === 'set' ? checker.write(at, data) : checker.update(at, data);
    if (!result.allowed) return false;
    server._targaryen = result.newDatabase;
    const ref = at ? server.baseRef.child(at) : server.baseRef;
    if (kind === 'set') ref.set(data);
    else ref.update(data);
    return true;
  }

  /** The requests firebase-server leaves unanswered: onDisconnect, unlisten, unauth. */
  private addProtocol(): void {
    const server = this.server;
    server._wss.removeAllListeners('connection');
    server._wss.on('connection', (ws: WebSocketLike) => {
      server.handleConnection(ws);
      // what this connection authenticated as, for the rules of its onDisconnect writes
      let auth: unknown = null;
      const pending: Array<{ kind: 'set' | 'update'; path: string; data: unknown }> = [];
      const reply = (requestId: unknown, status: string, data: unknown) => {
        if (ws.readyState === 1) ws.send(JSON.stringify({ t: 'd', d: { r: requestId, b: { s: status, d: data } } }));
      };
      ws.on('message', (text: unknown) => {
        let message: { t?: string; d?: { r?: unknown; a?: string; b?: { p?: unknown; d?: unknown; cred?: string } } };
        try {
          message = JSON.parse(String(text));
        } catch {
          return;
        }
        if (!message || message.t !== 'd' || !message.d || !message.d.a) return;
        const { r: requestId, a: action, b: body = {} } = message.d;
        const at = normalizePath(body.p);
        if (action === 'auth' || action === 'gauth') {
          // the secret: firebase-server answers it as an admin but checks the rules as for no auth; so does this
          if (body.cred === server._authSecret) auth = null;
          else {
            try {
              const decoded = server._tokenValidator.decode(String(body.cred));
              auth = decoded && 'd' in decoded ? decoded.d : decoded;
            } catch {
              auth = null;
            }
          }
        } else if (action === 'unauth') {
          auth = null;
          reply(requestId, 'ok', '');
        } else if (action === 'n') {
          reply(requestId, 'ok', '');
        } else if (action === 'o' || action === 'om') {
          const kind = action === 'o' ? 'set' : 'update';
          // checked now, as Firebase checks an onDisconnect write when it is asked for
          const check = server._targaryen.as(auth);
          const allowed = (kind === 'set' ? check.write(at, body.d) : check.update(at, body.d)).allowed;
          if (!allowed) {
            reply(requestId, 'permission_denied', 'Permission denied');
            return;
          }
          pending.push({ kind, path: at, data: body.d });
          reply(requestId, 'ok', '');
        } else if (action === 'oc') {
          for (let i = pending.length - 1; i >= 0; i--) {
            if (pending[i].path === at || pending[i].path.startsWith(`${at}/`) || at === '') pending.splice(i, 1);
          }
          reply(requestId, 'ok', '');
        }
      });
      ws.on('close', () => {
        const now = Date.now();
        pending.splice(0).forEach((write) => {
          if (!this.apply(write.kind, auth, write.path, resolveServerValues(write.data, now))) {
            this.log(`firebase: ${this.namespace}: an onDisconnect write to /${write.path} is refused by the rules now; left out`);
          }
        });
      });
    });
  }
}

/**
 * The databases of the served plugins, by namespace, in `<dataDir>/firebase/`. `ensure` starts
 * one (once); `rulesOf` gives each its rules when it starts and `refreshRules` again later.
 */
export class FirebaseDatabases {
  private readonly databases = new Map<string, Promise<PluginDatabase>>();
  private readonly started = new Map<string, PluginDatabase>();
  private closing: Promise<void> | null = null;

  constructor(private readonly options: {
    dataDir: string;
    rulesOf(namespace: string): unknown;
    log?: (line: string) => void;
  }) {}

  /** The folder of the database files. */
  get folder(): string {
    return path.join(this.options.dataDir, FIREBASE_FOLDER);
  }

  /** Deletes every database file (`--reset`); call before any database starts. */
  reset(): void {
    fs.rmSync(this.folder, { recursive: true, force: true });
  }

  /** Starts the namespace's database unless it runs already; resolves with it. */
  ensure(namespace: string): Promise<PluginDatabase> {
    if (this.closing) return Promise.reject(new Error('the workbench is closing'));
    let database = this.databases.get(namespace);
    if (!database) {
      database = PluginDatabase.start({ namespace, folder: this.folder, rules: this.options.rulesOf(namespace), log: this.options.log });
      database.then((started) => this.started.set(namespace, started), () => this.databases.delete(namespace));
      this.databases.set(namespace, database);
    }
    return database;
  }

  /** The running database of a namespace, or undefined (not started yet). */
  get(namespace: string): PluginDatabase | undefined {
    return this.started.get(namespace);
  }

  list(): PluginDatabase[] {
    return Array.from(this.started.values());
  }

  /** Gives every running database its rules again (after a plugin file changed). */
  refreshRules(): void {
    this.started.forEach((database, namespace) => database.setRules(this.options.rulesOf(namespace)));
  }

  /** Closes every database, writing its file. */
  close(): Promise<void> {
    if (!this.closing) {
      this.closing = Promise.all(Array.from(this.databases.values()).map((pending) =>
        pending.then((database) => database.close(), () => undefined))).then(() => undefined);
    }
    return this.closing;
  }
}
