/**
 * The local realtime databases: one Firebase database per plugin namespace, each on a port of
 * its own on 127.0.0.1, reached by the legacy clients at `http://<ns>.firebaseio.localhost:<port>`
 * (Firebase 2.x refuses a bare IP or a two-label host; browsers resolve every *.localhost name to
 * 127.0.0.1 themselves, Node with ./localhost-dns).
 *
 * The pieces, each in its file:
 *   - the WebSocket layer: `ws` 8 on the database's HTTP server, behind the local guard, with
 *     frames and messages capped (firebase-server's ws 1.1.1, used before, could be stopped by
 *     one header and filled by one unfinished frame)
 *   - connection.ts: Firebase's wire protocol, every request checked as its own connection,
 *     one handler per wire action (actions.ts, wire.ts), what a connection holds bounded
 *   - store.ts: the data (tree.ts) and the rules (targaryen's rule set, rule-view.ts); query.ts
 *   - journal.ts: every acknowledged write on disk first (`<dataDir>/firebase/<ns>.json` and
 *     `<ns>.journal`)
 */
import fs from 'fs';
import path from 'path';
import http from 'http';
import crypto from 'crypto';
import { Duplex } from 'stream';
import { AddressInfo } from 'net';
import { WebSocketServer, WebSocket } from 'ws';
import { refuseWebSocketUpgrade } from '../http/local-guard';
import { CLOSED_RULES, DataStore, checkRules } from './store';
import { MAX_MESSAGE_BYTES, serveConnection } from './connection';
import { Journal, StoredDatabase, foldJournals, journalFiles, writeSnapshot } from './journal';

import { FIREBASE_FOLDER } from './folder';

export { FIREBASE_FOLDER };

/** The rules a database is given: the rules, and what to say of them on the page and in the terminal. */
export interface RulesGiven {
  rules: unknown;
  /** Which rules these are: "open (…)", "from <file>". */
  source: string;
  /** Why there are no rules to give (their file cannot be read): treated as rules that do not parse. */
  problem?: string;
}

/** The host name a namespace's database is reached at: `<ns>.firebaseio.localhost`, the label in lower case. */
export function databaseHost(namespace: string): string {
  const label = namespace.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/^-+|-+$/g, '') || 'plugin';
  return `${label}.firebaseio.localhost`;
}

/** The snapshot file and its journals, folded together; null when there is no snapshot. */
function readStored(file: string): StoredDatabase | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const stored = JSON.parse(text) as StoredDatabase;
    if (stored && typeof stored.secret === 'string' && stored.secret) {
      const files = journalFiles(file);
      return foldJournals(stored, [files.compacting, files.current]);
    }
  } catch {
    // a file cut short by hand or by another program: kept aside below, never overwritten silently
  }
  const aside = `${file}.unreadable-${Date.now()}`;
  fs.renameSync(file, aside);
  const files = journalFiles(file);
  [files.compacting, files.current].forEach((journal) => fs.existsSync(journal) && fs.renameSync(journal, `${journal}.unreadable-${Date.now()}`));
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

/**
 * Upgrades to WebSocket through the local guard (src/http/local-guard.ts: any web page can open
 * a WebSocket to 127.0.0.1, so one from a page of another site, or naming another host, is
 * answered 403) and `ws` 8's own checks of the handshake (a bad key, version or extension
 * header: 400); frames over MAX_MESSAGE_BYTES close the connection (1009) before they are read.
 */
function acceptWebSockets(httpServer: http.Server, onConnection: (ws: WebSocket) => void, log: (line: string) => void): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false, clientTracking: true });
  httpServer.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
    const reason = refuseWebSocketUpgrade({ host: first(req.headers.host), origin: first(req.headers.origin) });
    if (reason) {
      log(`firebase: refused a WebSocket: ${reason}`);
      socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${reason}\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // a broken frame or one over the cap: ws closes the connection; the error ends here
      ws.on('error', () => ws.terminate());
      onConnection(ws);
    });
  });
  return wss;
}

/** One plugin's database. Start it with PluginDatabase.start. */
export class PluginDatabase {
  private closed = false;
  private rulesSource: string;
  private rulesProblem = '';
  private readonly sockets = new Set<import('net').Socket>();
  private readonly changeListeners = new Set<() => void>();

  private constructor(
    readonly namespace: string,
    readonly file: string,
    readonly secret: string,
    readonly port: number,
    private readonly http: http.Server,
    private readonly wss: WebSocketServer,
    private readonly store: DataStore,
    private readonly journal: Journal,
    rules: RulesGiven,
    private readonly log: (line: string) => void
  ) {
    this.rulesSource = rules.source;
    http.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    store.onChange(() => this.changeListeners.forEach((listener) => listener()));
  }

  /**
   * Starts the database of `namespace`, its files in `folder` (made when missing), listening on
   * 127.0.0.1 (the port it had last time when free, else any). Rules that do not parse leave it
   * refusing every read and write, said on the page and in the terminal.
   */
  static async start(options: { namespace: string; folder: string; rules: RulesGiven | unknown; log?: (line: string) => void }): Promise<PluginDatabase> {
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
    const data = stored ? stored.data : null;
    const seq = stored && stored.seq ? stored.seq : 0;
    const files = journalFiles(file);
    // the journal folded in and the port kept: one fresh snapshot before the database serves;
    // a snapshot that already says all of it (no journal, the same port) is left as it is, as
    // writing it again costs an fsync of the whole database at every start
    const journals = [files.compacting, files.current].filter((journal) => fs.existsSync(journal));
    if (!stored || stored.port !== port || journals.length) writeSnapshot(file, { secret, port, seq, data });
    journals.forEach((journal) => fs.rmSync(journal, { force: true }));
    // a snapshot a crash left half-written (never renamed over the real one)
    fs.readdirSync(options.folder).filter((name) => name.startsWith(`${options.namespace}.json.`) && name.endsWith('.tmp'))
      .forEach((name) => fs.rmSync(path.join(options.folder, name), { force: true }));
    const given: RulesGiven = options.rules && typeof (options.rules as RulesGiven).source === 'string'
      ? options.rules as RulesGiven : { rules: options.rules, source: 'given' };
    let rules = given.rules;
    let problem = given.problem || '';
    try {
      if (!problem) checkRules(rules);
    } catch (error) {
      problem = `the rules ${given.source} do not parse: ${(error as Error).message}`;
    }
    if (problem) {
      log(`firebase: ${options.namespace}: ${problem}; the database refuses every read and write until they are fixed`);
      rules = CLOSED_RULES;
    }
    const store = new DataStore(data, rules);
    const snapshotBytes = () => {
      try {
        return fs.statSync(file).size;
      } catch {
        return 0;
      }
    };
    const journal = new Journal(file, seq, snapshotBytes, port, log);
    const host = `${databaseHost(options.namespace)}:${port}`;
    const connections = (ws: WebSocket) => serveConnection(ws, {
      store, secret, host, log, commit: (entry, durable) => journal.append(entry, durable)
    });
    const wss = acceptWebSockets(httpServer, connections, log);
    const database = new PluginDatabase(options.namespace, file, secret, port, httpServer, wss, store, journal, given, log);
    if (problem) {
      database.rulesSource = 'that refuse every read and write';
      database.rulesProblem = problem;
    }
    return database;
  }

  /** The URL plugin code gives `new Firebase(url)`: `http://<ns>.firebaseio.localhost:<port>`. */
  get url(): string {
    return `http://${databaseHost(this.namespace)}:${this.port}`;
  }

  /** Which rules are in force, and what is wrong with the last ones given (or ''). */
  get rules(): { source: string; problem: string } {
    return { source: this.rulesSource, problem: this.rulesProblem };
  }

  /**
   * Replaces the rules; they apply to the next read or write. Rules that do not parse are not
   * applied: the last good ones stay, and the problem is returned (and shown on the page).
   */
  setRules(given: RulesGiven): string {
    if (given.problem) {
      this.rulesProblem = given.problem;
      return this.rulesProblem;
    }
    try {
      this.store.setRules(given.rules);
    } catch (error) {
      this.rulesProblem = `the rules ${given.source} do not parse: ${(error as Error).message}`;
      return this.rulesProblem;
    }
    this.rulesSource = given.source;
    this.rulesProblem = '';
    return '';
  }

  /** The whole database as Firebase exports it (priorities as .priority). */
  exportData(): Promise<unknown> {
    return Promise.resolve(this.store.exportAt(''));
  }

  /** Calls `listener` after every change of the data; returns a function that stops it. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Resolves when every write so far is on disk. */
  flush(): Promise<void> {
    return this.journal.settle();
  }

  /** Stops listening, ends the connections (their onDisconnect writes applied) and writes the snapshot. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // each connection's close applies its onDisconnect writes, before the journal closes
    await Promise.all(Array.from(this.wss.clients).map((ws) => new Promise<void>((resolve) => {
      ws.once('close', () => setImmediate(resolve));
      ws.terminate();
    })));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    await this.journal.close();
    try {
      const stored = readStored(this.file);
      if (stored) {
        writeSnapshot(this.file, { ...stored, port: this.port });
        const files = journalFiles(this.file);
        [files.compacting, files.current].forEach((journal) => fs.rmSync(journal, { force: true }));
      }
    } catch (error) {
      this.log(`firebase: could not write ${this.file}: ${(error as Error).message}; its journal is read at the next start`);
    }
    await this.store.close();
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
    rulesOf(namespace: string): RulesGiven;
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
    this.started.forEach((database, namespace) => {
      const before = database.rules;
      const problem = database.setRules(this.options.rulesOf(namespace));
      const after = database.rules;
      if (problem && problem !== before.problem) {
        (this.options.log || (() => undefined))(`firebase: ${namespace}: ${problem}; the rules in force stay those ${after.source}`);
      }
    });
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
