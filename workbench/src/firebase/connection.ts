/**
 * One client's connection to a database: Firebase's realtime wire protocol (v5, what the 1.x and
 * 2.x clients speak) over a WebSocket, written here in place of firebase-server's handler so that
 * every request is checked as this connection's own identity, and nobody else's:
 *
 *   - no token, a token that fails (wrong signature, another database's, malformed) and a token
 *     past its time are all "nobody" (auth null in the rules), whatever another connection did;
 *   - the database's secret is the admin, past the rules, as Firebase's secrets were;
 *   - a token that expires while connected stops counting (the client is told, `ac`), and its
 *     listens that the rules no longer let it read are cancelled (`c`);
 *   - onDisconnect writes keep the identity they were asked with.
 *
 * A write is answered `ok` only once the journal has it on disk (see journal.ts).
 */
import { DataStore, DataSnapshot, Identity, NOBODY, normalizePath } from './store';
import { verifyFirebaseToken } from './token';

/** One write as the journal keeps it: `set` at `p`, or `update` of `p`'s children named in `d`. */
export interface WriteEntry { k: 'set' | 'update'; p: string; d: unknown }

export interface ConnectionContext {
  store: DataStore;
  /** The database's secret: signs its tokens; given as a credential it is the admin. */
  secret: string;
  /** The host the handshake names (where the client reconnects). */
  host: string;
  /** Keeps a write applied in memory; calls `durable` once it is on disk, or with the error that kept it off. */
  commit(entry: WriteEntry, durable: (error?: Error) => void): void;
  log(line: string): void;
}

/** What is used of a `ws` WebSocket. */
export interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** The longest message a client may send, frames put together (Firebase's SDK limit for a write: 16 MB). */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

interface Request { r?: unknown; a?: string; b?: { p?: unknown; d?: unknown; h?: unknown; q?: unknown; cred?: unknown } }

/** A Firebase server value ({ '.sv': 'timestamp' }) replaced by the time, as the server does for writes. */
export function resolveServerValues(value: unknown, now: number): unknown {
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object['.sv'] === 'timestamp' && Object.keys(object).length === 1) return now;
    const out: Record<string, unknown> = {};
    Object.keys(object).forEach((key) => { out[key] = resolveServerValues(object[key], now); });
    return out;
  }
  return value;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseHash = require('firebase-server/lib/firebase-hash') as (value: unknown) => string;

type Listen = { ref: ReturnType<DataStore['ref']>; listener: (snap: DataSnapshot) => void };

/** Serves one connection until it closes. */
export function serveConnection(ws: SocketLike, context: ConnectionContext): void {
  new FirebaseConnection(ws, context).start();
}

/** One connection's state: who it is, what it listens to, its onDisconnect writes, a message in frames. */
class FirebaseConnection {
  private identity: Identity = NOBODY;
  private expires = Infinity;
  private readonly listens = new Map<string, Listen>();
  private readonly pending: Array<{ entry: WriteEntry; identity: Identity }> = [];
  // a message sent in several frames: the first says how many
  private framesLeft = 0;
  private gathered = '';

  constructor(private readonly ws: SocketLike, private readonly context: ConnectionContext) {}

  private get store(): DataStore {
    return this.context.store;
  }

  start(): void {
    this.ws.on('message', (raw: Buffer, isBinary: boolean) => {
      if (!isBinary) this.receive(raw.toString('utf8'));
    });
    this.ws.on('close', () => this.closed());
    this.send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: this.context.host, s: '' } } });
  }

  private send(message: unknown): void {
    if (this.ws.readyState === 1) this.ws.send(JSON.stringify(message));
  }

  private reply(requestId: unknown, status: string, data: unknown = {}): void {
    this.send({ t: 'd', d: { r: requestId, b: { s: status, d: data } } });
  }

  /** A frame: a whole message, a frame count, or part of a message sent in frames. */
  private receive(text: string): void {
    if (this.framesLeft === 0 && /^\d{1,6}$/.test(text)) {
      // "0" is the client's keep-alive; a larger number announces a message in that many frames
      this.framesLeft = Number(text);
      this.gathered = '';
      return;
    }
    let message = text;
    if (this.framesLeft > 0) {
      this.gathered += text;
      if (Buffer.byteLength(this.gathered) > MAX_MESSAGE_BYTES) {
        this.ws.close(1009, 'message too big');
        return;
      }
      this.framesLeft--;
      if (this.framesLeft > 0) return;
      message = this.gathered;
      this.gathered = '';
    }
    let parsed: { t?: string; d?: Request } | null = null;
    try {
      parsed = JSON.parse(message);
    } catch {
      this.context.log('firebase: a client sent a message that is not JSON; closed its connection');
      this.ws.close(1003, 'not JSON');
      return;
    }
    if (!parsed || parsed.t !== 'd' || !parsed.d || typeof parsed.d !== 'object') return;
    try {
      this.handle(parsed.d);
    } catch (error) {
      // a path or data the Firebase clients would not send (they check both first): refused, to this request only
      this.reply(parsed.d.r, 'invalid_data', `not a path or data Firebase takes: ${(error as Error).message}`);
    }
  }

  private handle(request: Request): void {
    const { r: requestId, a: action } = request;
    const body = request.b && typeof request.b === 'object' ? request.b : {};
    if (action === 'l' || action === 'q') this.listen(requestId, body.p, body.q);
    else if (action === 'n') {
      this.stopListen(JSON.stringify({ p: body.p, q: body.q === undefined ? {} : body.q }));
      this.reply(requestId, 'ok', '');
    } else if (action === 'p') this.put(requestId, body.p, body.d, body.h);
    else if (action === 'm') {
      const data = resolveServerValues(body.d, Date.now());
      if (!data || typeof data !== 'object') this.reply(requestId, 'invalid_data', 'an update takes an object');
      else this.write(requestId, this.current(), { k: 'update', p: normalizePath(body.p), d: data });
    } else if (action === 'auth' || action === 'gauth') this.authenticate(requestId, body.cred);
    else if (action === 'unauth') {
      this.becomeNobody();
      this.recheckListens();
      this.reply(requestId, 'ok', '');
    } else if (action === 'o' || action === 'om' || action === 'oc') this.onDisconnect(requestId, action, body.p, body.d);
  }

  private becomeNobody(): void {
    this.identity = NOBODY;
    this.expires = Infinity;
  }

  /** This connection's identity now: a token past its time no longer counts. */
  private current(): Identity {
    if (this.identity.kind === 'user' && Date.now() > this.expires) {
      this.becomeNobody();
      this.send({ t: 'd', d: { a: 'ac', b: { s: 'expired_token', d: 'Auth token is expired.' } } });
      this.recheckListens();
    }
    return this.identity;
  }

  private authenticate(requestId: unknown, credential: unknown): void {
    if (typeof credential === 'string' && credential === this.context.secret) {
      this.identity = { kind: 'admin' };
      this.expires = Infinity;
      this.reply(requestId, 'ok', { auth: null, admin: true, expires: null });
      return;
    }
    const verified = verifyFirebaseToken(credential, this.context.secret);
    if ('refused' in verified) {
      this.becomeNobody();
      this.reply(requestId, verified.refused, verified.refused === 'expired_token' ? 'Auth token is expired.' : 'Could not parse auth token.');
    } else {
      this.identity = { kind: 'user', claims: verified.claims };
      this.expires = verified.expires;
      this.reply(requestId, 'ok', { auth: verified.claims, expires: Math.floor(verified.expires / 1000) });
    }
    this.recheckListens();
  }

  private stopListen(key: string): void {
    const listen = this.listens.get(key);
    if (!listen) return;
    listen.ref.off('value', listen.listener);
    this.listens.delete(key);
  }

  /** Cancels the listens the rules no longer let this connection read (after its identity changed). */
  private recheckListens(): void {
    this.listens.forEach((listen, key) => {
      const { p, q } = JSON.parse(key) as { p: string; q: unknown };
      if (this.store.canRead(this.identity, normalizePath(p))) return;
      this.stopListen(key);
      this.send({ t: 'd', d: { a: 'c', b: { p, q } } });
    });
  }

  private listen(requestId: unknown, rawPath: unknown, query: unknown): void {
    const at = normalizePath(rawPath);
    if (!this.store.canRead(this.current(), at)) {
      this.reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    const key = JSON.stringify({ p: rawPath, q: query === undefined ? {} : query });
    this.stopListen(key);
    let answered = false;
    const ref = this.store.ref(at);
    const listener = (snap: DataSnapshot) => {
      if (answered && !this.store.canRead(this.current(), at)) {
        this.stopListen(key);
        this.send({ t: 'd', d: { a: 'c', b: { p: rawPath, q: query } } });
        return;
      }
      this.send({ t: 'd', d: { a: 'd', b: { p: at, d: snap.exportVal() } } });
      if (!answered) {
        answered = true;
        this.reply(requestId, 'ok');
      }
    };
    this.listens.set(key, { ref, listener });
    ref.on('value', listener);
  }

  private put(requestId: unknown, rawPath: unknown, rawData: unknown, hash: unknown): void {
    let at = normalizePath(rawPath);
    let data = resolveServerValues(rawData, Date.now());
    const who = this.current();
    if (/(^|\/)\.priority$/.test(at)) {
      // setPriority: the node written again with its new priority
      at = at.replace(/\/?\.priority$/, '');
      const parent = this.store.exportAt(at);
      data = parent !== null && typeof parent === 'object' ? { ...(parent as object), '.priority': data } : { '.value': parent, '.priority': data };
    }
    if (hash !== undefined) {
      // a transaction: refused before the stored value is compared, and that value goes back only to a reader
      if (!this.store.mayWrite(who, 'set', at, data)) {
        this.reply(requestId, 'permission_denied', 'Permission denied');
        return;
      }
      const stored = this.store.exportAt(at);
      if (firebaseHash(stored) !== hash) {
        if (!this.store.canRead(who, at)) {
          this.reply(requestId, 'permission_denied', 'Permission denied');
          return;
        }
        this.send({ t: 'd', d: { a: 'd', b: { p: at, d: stored } } });
        this.reply(requestId, 'datastale', 'Transaction hash does not match');
        return;
      }
    }
    this.write(requestId, who, { k: 'set', p: at, d: data });
  }

  private write(requestId: unknown, who: Identity, entry: WriteEntry): void {
    if (!this.store.write(who, entry.k, entry.p, entry.d)) {
      this.reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    this.context.commit(entry, (error) => {
      // not on disk (a full disk): never acknowledged, so the client does not count on it
      if (error) this.reply(requestId, 'write_failed', `the workbench could not save the write: ${error.message}`);
      else this.reply(requestId, 'ok');
    });
  }

  private onDisconnect(requestId: unknown, action: string, rawPath: unknown, data: unknown): void {
    const at = normalizePath(rawPath);
    if (action === 'oc') {
      for (let i = this.pending.length - 1; i >= 0; i--) {
        const pendingPath = this.pending[i].entry.p;
        if (at === '' || pendingPath === at || pendingPath.startsWith(`${at}/`)) this.pending.splice(i, 1);
      }
      this.reply(requestId, 'ok', '');
      return;
    }
    const kind = action === 'o' ? 'set' : 'update';
    const who = this.current();
    // checked now, as Firebase checks an onDisconnect write when it is asked for, and kept with who asked
    if (!this.store.mayWrite(who, kind, at, data)) {
      this.reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    this.pending.push({ entry: { k: kind, p: at, d: data }, identity: who });
    this.reply(requestId, 'ok', '');
  }

  private closed(): void {
    this.listens.forEach((listen, key) => this.stopListen(key));
    const now = Date.now();
    this.pending.splice(0).forEach(({ entry, identity: who }) => {
      const data = resolveServerValues(entry.d, now);
      let written = false;
      try {
        written = this.store.write(who, entry.k, entry.p, data);
      } catch {
        written = false;
      }
      if (written) this.context.commit({ ...entry, d: data }, () => undefined);
      else this.context.log(`firebase: an onDisconnect write to /${entry.p} is refused now; left out`);
    });
  }
}
