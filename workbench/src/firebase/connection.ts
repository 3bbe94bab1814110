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
  /** Keeps a write applied in memory; calls `durable` once it is on disk. */
  commit(entry: WriteEntry, durable: () => void): void;
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

/** Serves one connection until it closes. */
export function serveConnection(ws: SocketLike, context: ConnectionContext): void {
  const { store } = context;
  let identity: Identity = NOBODY;
  let expires = Infinity;
  const listens = new Map<string, { ref: ReturnType<DataStore['ref']>; listener: (snap: DataSnapshot) => void }>();
  const pending: Array<{ entry: WriteEntry; identity: Identity }> = [];
  // a message sent in several frames: the first says how many
  let framesLeft = 0;
  let gathered = '';

  const send = (message: unknown) => {
    if (ws.readyState === 1) ws.send(JSON.stringify(message));
  };
  const reply = (requestId: unknown, status: string, data: unknown = {}) => send({ t: 'd', d: { r: requestId, b: { s: status, d: data } } });

  /** This connection's identity now: a token past its time no longer counts. */
  const current = (): Identity => {
    if (identity.kind === 'user' && Date.now() > expires) {
      identity = NOBODY;
      expires = Infinity;
      send({ t: 'd', d: { a: 'ac', b: { s: 'expired_token', d: 'Auth token is expired.' } } });
      recheckListens();
    }
    return identity;
  };
  const stopListen = (key: string) => {
    const listen = listens.get(key);
    if (!listen) return;
    listen.ref.off('value', listen.listener);
    listens.delete(key);
  };
  /** Cancels the listens the rules no longer let this connection read (after its identity changed). */
  const recheckListens = () => {
    listens.forEach((listen, key) => {
      const { p, q } = JSON.parse(key) as { p: string; q: unknown };
      if (store.canRead(identity, normalizePath(p))) return;
      stopListen(key);
      send({ t: 'd', d: { a: 'c', b: { p, q } } });
    });
  };

  const authenticate = (requestId: unknown, credential: unknown) => {
    if (typeof credential === 'string' && credential === context.secret) {
      identity = { kind: 'admin' };
      expires = Infinity;
      reply(requestId, 'ok', { auth: null, admin: true, expires: null });
      return;
    }
    const verified = verifyFirebaseToken(credential, context.secret);
    if ('refused' in verified) {
      identity = NOBODY;
      expires = Infinity;
      reply(requestId, verified.refused, verified.refused === 'expired_token' ? 'Auth token is expired.' : 'Could not parse auth token.');
    } else {
      identity = { kind: 'user', claims: verified.claims };
      expires = verified.expires;
      reply(requestId, 'ok', { auth: verified.claims, expires: Math.floor(verified.expires / 1000) });
    }
    recheckListens();
  };

  const listen = (requestId: unknown, rawPath: unknown, query: unknown) => {
    const at = normalizePath(rawPath);
    if (!store.canRead(current(), at)) {
      reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    const key = JSON.stringify({ p: rawPath, q: query === undefined ? {} : query });
    stopListen(key);
    let answered = false;
    const ref = store.ref(at);
    const listener = (snap: DataSnapshot) => {
      if (answered && !store.canRead(current(), at)) {
        stopListen(key);
        send({ t: 'd', d: { a: 'c', b: { p: rawPath, q: query } } });
        return;
      }
      send({ t: 'd', d: { a: 'd', b: { p: at, d: snap.exportVal() } } });
      if (!answered) {
        answered = true;
        reply(requestId, 'ok');
      }
    };
    listens.set(key, { ref, listener });
    ref.on('value', listener);
  };

  const put = (requestId: unknown, rawPath: unknown, rawData: unknown, hash: unknown) => {
    const now = Date.now();
    let at = normalizePath(rawPath);
    let data = resolveServerValues(rawData, now);
    const who = current();
    if (/(^|\/)\.priority$/.test(at)) {
      // setPriority: the node written again with its new priority
      at = at.replace(/\/?\.priority$/, '');
      const parent = store.exportAt(at);
      data = parent !== null && typeof parent === 'object' ? { ...(parent as object), '.priority': data } : { '.value': parent, '.priority': data };
    }
    if (hash !== undefined) {
      // a transaction: refused before the stored value is compared, and that value goes back only to a reader
      if (!store.mayWrite(who, 'set', at, data)) {
        reply(requestId, 'permission_denied', 'Permission denied');
        return;
      }
      const stored = store.exportAt(at);
      if (firebaseHash(stored) !== hash) {
        if (!store.canRead(who, at)) {
          reply(requestId, 'permission_denied', 'Permission denied');
          return;
        }
        send({ t: 'd', d: { a: 'd', b: { p: at, d: stored } } });
        reply(requestId, 'datastale', 'Transaction hash does not match');
        return;
      }
    }
    write(requestId, who, { k: 'set', p: at, d: data });
  };

  const write = (requestId: unknown, who: Identity, entry: WriteEntry) => {
    if (!store.write(who, entry.k, entry.p, entry.d)) {
      reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    context.commit(entry, () => reply(requestId, 'ok'));
  };

  const onDisconnect = (requestId: unknown, action: string, rawPath: unknown, data: unknown) => {
    const at = normalizePath(rawPath);
    if (action === 'oc') {
      for (let i = pending.length - 1; i >= 0; i--) {
        if (at === '' || pending[i].entry.p === at || pending[i].entry.p.startsWith(`${at}/`)) pending.splice(i, 1);
      }
      reply(requestId, 'ok', '');
      return;
    }
    const kind = action === 'o' ? 'set' : 'update';
    const who = current();
    // checked now, as Firebase checks an onDisconnect write when it is asked for, and kept with who asked
    if (!store.mayWrite(who, kind, at, data)) {
      reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    pending.push({ entry: { k: kind, p: at, d: data }, identity: who });
    reply(requestId, 'ok', '');
  };

  const handle = (request: Request) => {
    const { r: requestId, a: action } = request;
    const body = request.b && typeof request.b === 'object' ? request.b : {};
    if (action === 'l' || action === 'q') listen(requestId, body.p, body.q);
    else if (action === 'n') {
      stopListen(JSON.stringify({ p: body.p, q: body.q === undefined ? {} : body.q }));
      reply(requestId, 'ok', '');
    } else if (action === 'p') put(requestId, body.p, body.d, body.h);
    else if (action === 'm') {
      const data = resolveServerValues(body.d, Date.now());
      if (!data || typeof data !== 'object') reply(requestId, 'invalid_data', 'an update takes an object');
      else write(requestId, current(), { k: 'update', p: normalizePath(body.p), d: data });
    } else if (action === 'auth' || action === 'gauth') authenticate(requestId, body.cred);
    else if (action === 'unauth') {
      identity = NOBODY;
      expires = Infinity;
      reply(requestId, 'ok', '');
      recheckListens();
    } else if (action === 'o' || action === 'om' || action === 'oc') onDisconnect(requestId, action, body.p, body.d);
  };

  ws.on('message', (raw: Buffer, isBinary: boolean) => {
    if (isBinary) return;
    const text = raw.toString('utf8');
    if (framesLeft === 0 && /^\d{1,6}$/.test(text)) {
      // "0" is the client's keep-alive; a larger number announces a message in that many frames
      framesLeft = Number(text);
      gathered = '';
      return;
    }
    let message = text;
    if (framesLeft > 0) {
      gathered += text;
      if (Buffer.byteLength(gathered) > MAX_MESSAGE_BYTES) {
        ws.close(1009, 'message too big');
        return;
      }
      framesLeft--;
      if (framesLeft > 0) return;
      message = gathered;
      gathered = '';
    }
    let parsed: { t?: string; d?: Request } | null = null;
    try {
      parsed = JSON.parse(message);
    } catch {
      context.log('firebase: a client sent a message that is not JSON; closed its connection');
      ws.close(1003, 'not JSON');
      return;
    }
    if (!parsed || parsed.t !== 'd' || !parsed.d || typeof parsed.d !== 'object') return;
    try {
      handle(parsed.d);
    } catch (error) {
      // a path or data the Firebase clients would not send (they check both first): refused, to this request only
      reply(parsed.d.r, 'invalid_data', `not a path or data Firebase takes: ${(error as Error).message}`);
    }
  });

  ws.on('close', () => {
    listens.forEach((listen, key) => stopListen(key));
    const now = Date.now();
    pending.splice(0).forEach(({ entry, identity: who }) => {
      const data = resolveServerValues(entry.d, now);
      let written = false;
      try {
        written = store.write(who, entry.k, entry.p, data);
      } catch {
        written = false;
      }
      if (written) context.commit({ ...entry, d: data }, () => undefined);
      else context.log(`firebase: an onDisconnect write to /${entry.p} is refused now; left out`);
    });
  });

  send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: context.host, s: '' } } });
}
