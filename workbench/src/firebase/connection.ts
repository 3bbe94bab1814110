/**
 * One client's connection to a database: frames in, one handler per wire action (actions.ts),
 * messages out, every request checked as this connection's own identity, and nobody else's:
 *
 *   - no token, a token that fails (wrong signature, another database's, malformed) and a token
 *     past its time are all "nobody" (auth null in the rules), whatever another connection did;
 *   - the database's secret is the admin, past the rules, as Firebase's secrets were;
 *   - a token that expires while connected stops counting (the client is told, `ac`), and its
 *     listens that the rules no longer let it read are cancelled (`c`);
 *   - onDisconnect writes keep the identity they were asked with.
 *
 * What one connection may hold is bounded: what waits to be sent to it (a client that stops
 * reading is closed once MAX_QUEUED_BYTES wait, as Firebase closes it), its listens and its
 * onDisconnect writes (actions.ts). When it goes, its listeners go with it.
 *
 * A write is answered `ok` only once the journal has it on disk (see journal.ts).
 */
import { DataStore, Identity, NOBODY, normalizePath } from './store';
import { InvalidData } from './tree';
import { ACTIONS, ActionConnection, revoked } from './actions';
import { WireAction, WireBodies, WriteEntry, readRequest, resolveServerValues } from './wire';

export type { WriteEntry } from './wire';
export { resolveServerValues } from './wire';

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
  /** Bytes sent but not yet handed to the network (the client has not read them). */
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** The longest message a client may send, frames put together (Firebase's SDK limit for a write: 16 MB). */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** What may wait to be sent to one client: past it, a client that does not read is closed. */
export const MAX_QUEUED_BYTES = 16 * 1024 * 1024;

/** Serves one connection until it closes. */
export function serveConnection(ws: SocketLike, context: ConnectionContext): FirebaseConnection {
  const connection = new FirebaseConnection(ws, context);
  connection.start();
  return connection;
}

/** One connection's state: who it is, what it listens to, its onDisconnect writes, a message in frames. */
export class FirebaseConnection implements ActionConnection {
  private identity: Identity = NOBODY;
  private expires = Infinity;
  // ended: nothing more is sent; gone: the socket closed and the listeners went
  private ended = false;
  private gone = false;
  readonly listens = new Map<string, () => void>();
  readonly pending: Array<{ entry: WriteEntry; identity: Identity }> = [];
  // a message sent in several frames: the first says how many
  private framesLeft = 0;
  private gathered = '';

  constructor(private readonly ws: SocketLike, private readonly context: ConnectionContext) {}

  get store(): DataStore {
    return this.context.store;
  }

  get secret(): string {
    return this.context.secret;
  }

  start(): void {
    this.ws.on('message', (raw: Buffer, isBinary: boolean) => {
      if (!isBinary) this.receive(raw.toString('utf8'));
    });
    this.ws.on('close', () => this.closed());
    this.send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: this.context.host, s: '' } } });
  }

  private send(message: unknown): void {
    if (this.ended || this.ws.readyState !== 1) return;
    if (this.ws.bufferedAmount > MAX_QUEUED_BYTES) {
      // the client stopped reading: its queue would grow with every change it listens to
      this.context.log(`firebase: a client left more than ${MAX_QUEUED_BYTES / 1024 / 1024} MiB unread; closed its connection`);
      this.ended = true;
      this.ws.terminate();
      // its listeners go when the socket's close comes (not inside the change being sent)
      return;
    }
    this.ws.send(JSON.stringify(message));
  }

  reply(requestId: unknown, status: string, data: unknown = {}): void {
    this.send({ t: 'd', d: { r: requestId, b: { s: status, d: data } } });
  }

  push(action: string, body: unknown): void {
    this.send({ t: 'd', d: { a: action, b: body } });
  }

  /** A frame: a whole message, a frame count, or part of a message sent in frames. */
  receive(text: string): void {
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      this.context.log('firebase: a client sent a message that is not JSON; closed its connection');
      this.ws.close(1003, 'not JSON');
      return;
    }
    const request = readRequest(parsed);
    if (request) this.handle(request.a, request.r, request.b);
  }

  /** Runs the action's handler; a path or data Firebase does not take is refused, to this request only. */
  handle<A extends WireAction>(action: A, requestId: unknown, body: WireBodies[A]): void {
    this.guarded(requestId, () => (ACTIONS[action] as (c: ActionConnection, r: unknown, b: WireBodies[A]) => void)(this, requestId, body));
  }

  private guarded(requestId: unknown, task: () => void): void {
    try {
      task();
    } catch (error) {
      // the Firebase clients check paths and data first; a raw client's refusal says what was wrong
      const message = error instanceof InvalidData ? error.message : `not a path or data Firebase takes: ${(error as Error).message}`;
      this.reply(requestId, 'invalid_data', message);
    }
  }

  serialized(requestId: unknown, task: () => void): void {
    this.store.whenIdle(() => this.guarded(requestId, task));
  }

  /** This connection's identity now: a token past its time no longer counts. */
  current(): Identity {
    if (this.identity.kind === 'user' && Date.now() > this.expires) {
      this.identity = NOBODY;
      this.expires = Infinity;
      this.push('ac', { s: 'expired_token', d: 'Auth token is expired.' });
      this.recheckListens();
    }
    return this.identity;
  }

  become(identity: Identity, expires: number): void {
    this.identity = identity;
    this.expires = expires;
    this.recheckListens();
  }

  /** Cancels the listens the rules no longer let this connection read (after its identity changed). */
  private recheckListens(): void {
    Array.from(this.listens).forEach(([key, cancel]) => {
      const split = key.indexOf('\n');
      const at = key.slice(0, split);
      if (this.store.canRead(this.identity, at)) return;
      cancel();
      this.push('c', revoked(`/${at}`, JSON.parse(key.slice(split + 1))));
    });
  }

  write(requestId: unknown, who: Identity, entry: WriteEntry): void {
    this.store.submit(who, entry.k, entry.p, entry.d, (allowed) => {
      if (!allowed) {
        this.reply(requestId, 'permission_denied', 'Permission denied');
        return;
      }
      this.context.commit(entry, (error) => {
        // not on disk (a full disk): never acknowledged, so the client does not count on it
        if (error) this.reply(requestId, 'write_failed', `the workbench could not save the write: ${error.message}`);
        else this.reply(requestId, 'ok');
      });
    });
  }

  /** The connection went: its listeners go, its onDisconnect writes are made. */
  closed(): void {
    if (this.gone) return;
    this.gone = true;
    this.ended = true;
    Array.from(this.listens.values()).forEach((cancel) => cancel());
    this.listens.clear();
    this.gathered = '';
    const now = Date.now();
    this.pending.splice(0).forEach(({ entry, identity: who }) => this.store.whenIdle(() => {
      const data = resolveServerValues(entry.d, now);
      const refused = () => this.context.log(`firebase: an onDisconnect write to /${normalizePath(entry.p)} is refused now; left out`);
      try {
        this.store.submit(who, entry.k, entry.p, data, (allowed) => {
          if (allowed) this.context.commit({ ...entry, d: data }, () => undefined);
          else refused();
        });
      } catch {
        refused();
      }
    }));
  }
}
