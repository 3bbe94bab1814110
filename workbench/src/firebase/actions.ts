/**
 * The Firebase server as a protocol table: one handler per wire action (wire.ts), each given the
 * connection it serves (what it may do: actions read and change only that connection's state) and
 * its typed body. connection.ts reads a request and calls `ACTIONS[request.a]`.
 */
import { DataStore, Identity, normalizePath } from './store';
import { compileQuery, applyQuery } from './query';
import { exportTree, pathSegments, treeHash } from './tree';
import { verifyFirebaseToken } from './token';
import {
  AuthBody, ListenBody, MergeBody, OnDisconnectBody, PutBody, UnlistenBody, WireAction, WireBodies,
  WriteEntry, resolveServerValues
} from './wire';

/** How many locations (with their queries) one connection may listen to at once. */
export const MAX_LISTENS = 1000;
/** How many onDisconnect writes one connection may keep. */
export const MAX_ON_DISCONNECT = 1000;

/** What a handler may do with the connection it serves. */
export interface ActionConnection {
  readonly store: DataStore;
  /** The database's secret: given as a credential it is the admin. */
  readonly secret: string;
  reply(requestId: unknown, status: string, data?: unknown): void;
  /** A message the client did not ask for: data (`d`), a cancelled listen (`c`), auth revoked (`ac`). */
  push(action: string, body: unknown): void;
  /** This connection's identity now (a token past its time no longer counts). */
  current(): Identity;
  /** Becomes `identity` until `expires` (ms; Infinity for never), cancelling the listens it may no longer read. */
  become(identity: Identity, expires: number): void;
  /** The listens, by location and query. */
  readonly listens: Map<string, () => void>;
  /** The onDisconnect writes, with who asked for them. */
  readonly pending: Array<{ entry: WriteEntry; identity: Identity }>;
  /** Writes when the rules let this connection, answering `ok` once the write is on disk. Call it from `serialized`. */
  write(requestId: unknown, who: Identity, entry: WriteEntry): void;
  /** Runs `task` after the writes asked before it (store.whenIdle); a path or data Firebase does not take is refused to the request. */
  serialized(requestId: unknown, task: () => void): void;
}

export type ActionHandler<A extends WireAction> = (connection: ActionConnection, requestId: unknown, body: WireBodies[A]) => void;

/**
 * The body of `c` (a listen cancelled by the rules): the path, and for a query the query in a list,
 * which is how the clients find the listen to cancel (without `q`, the location's default listen).
 */
export function revoked(rawPath: unknown, query: unknown): { p: unknown; q?: unknown[] } {
  const hasQuery = query && typeof query === 'object' && Object.keys(query).length > 0;
  return hasQuery ? { p: rawPath, q: [query] } : { p: rawPath };
}

/** The key of a listen: its location and query (the same listen asked again replaces the first). */
export function listenKey(rawPath: unknown, query: unknown): string {
  return `${normalizePath(rawPath)}\n${JSON.stringify(query === undefined ? {} : query)}`;
}

function listen(c: ActionConnection, requestId: unknown, body: ListenBody): void {
  const at = normalizePath(body.p);
  pathSegments(at); // a path Firebase does not take is refused before anything is kept
  if (!c.store.canRead(c.current(), at)) {
    c.reply(requestId, 'permission_denied', 'Permission denied');
    return;
  }
  const key = listenKey(body.p, body.q);
  c.listens.get(key)?.();
  if (c.listens.size >= MAX_LISTENS) {
    c.reply(requestId, 'too_many_listens', `this connection listens to ${MAX_LISTENS} locations already (the workbench's limit per connection); stop some first`);
    return;
  }
  // a query is applied here: the client gets the children it selects, not the whole location
  const query = compileQuery(body.q);
  const tag = typeof body.t === 'number' ? body.t : undefined;
  let answered = false;
  let stop: (() => void) | null = null;
  const cancel = () => {
    if (stop) stop();
    if (c.listens.get(key) === cancel) c.listens.delete(key);
  };
  c.listens.set(key, cancel);
  stop = c.store.listen(at, (node) => {
    if (answered && !c.store.canRead(c.current(), at)) {
      cancel();
      c.push('c', revoked(body.p, body.q));
      return;
    }
    const data = exportTree(query ? applyQuery(node, query) : node);
    c.push('d', tag === undefined ? { p: at, d: data } : { p: at, d: data, t: tag });
    if (!answered) {
      answered = true;
      c.reply(requestId, 'ok', {});
    }
  });
  if (c.listens.get(key) !== cancel) stop();
}

function unlisten(c: ActionConnection, requestId: unknown, body: UnlistenBody): void {
  c.listens.get(listenKey(body.p, body.q))?.();
  c.reply(requestId, 'ok', '');
}

function put(c: ActionConnection, requestId: unknown, body: PutBody): void {
  c.serialized(requestId, () => putNow(c, requestId, body));
}

function putNow(c: ActionConnection, requestId: unknown, body: PutBody): void {
  let at = normalizePath(body.p);
  let data = resolveServerValues(body.d, Date.now());
  const who = c.current();
  if (/(^|\/)\.priority$/.test(at)) {
    // setPriority: the node written again with its new priority
    at = at.replace(/\/?\.priority$/, '');
    const parent = c.store.exportAt(at);
    data = parent !== null && typeof parent === 'object' ? { ...(parent as object), '.priority': data } : { '.value': parent, '.priority': data };
  }
  if (body.h !== undefined) {
    // a transaction: refused before the stored value is compared, and that value goes back only to a reader
    if (!c.store.mayWrite(who, 'set', at, data)) {
      c.reply(requestId, 'permission_denied', 'Permission denied');
      return;
    }
    const stored = c.store.nodeAt(at);
    if (treeHash(stored) !== body.h) {
      if (!c.store.canRead(who, at)) {
        c.reply(requestId, 'permission_denied', 'Permission denied');
        return;
      }
      c.push('d', { p: at, d: exportTree(stored) });
      c.reply(requestId, 'datastale', 'Transaction hash does not match');
      return;
    }
  }
  c.write(requestId, who, { k: 'set', p: at, d: data });
}

function merge(c: ActionConnection, requestId: unknown, body: MergeBody): void {
  const data = resolveServerValues(body.d, Date.now());
  if (!data || typeof data !== 'object') c.reply(requestId, 'invalid_data', 'an update takes an object');
  else c.serialized(requestId, () => c.write(requestId, c.current(), { k: 'update', p: normalizePath(body.p), d: data }));
}

function onDisconnect(kind: 'set' | 'update'): (c: ActionConnection, requestId: unknown, body: OnDisconnectBody) => void {
  return (c, requestId, body) => c.serialized(requestId, () => {
    const at = normalizePath(body.p);
    const who = c.current();
    if (c.pending.length >= MAX_ON_DISCONNECT) {
      c.reply(requestId, 'too_many_writes', `this connection keeps ${MAX_ON_DISCONNECT} onDisconnect writes already (the workbench's limit per connection)`);
      return;
    }
    // checked now (a large update in slices), as Firebase checks an onDisconnect write when it is asked for, and kept with who asked
    c.store.check(who, kind, at, body.d, (allowed) => {
      if (!allowed) {
        c.reply(requestId, 'permission_denied', 'Permission denied');
        return;
      }
      c.pending.push({ entry: { k: kind, p: at, d: body.d }, identity: who });
      c.reply(requestId, 'ok', '');
    });
  });
}

function cancelOnDisconnect(c: ActionConnection, requestId: unknown, body: OnDisconnectBody): void {
  const at = normalizePath(body.p);
  for (let i = c.pending.length - 1; i >= 0; i--) {
    const pendingPath = c.pending[i].entry.p;
    if (at === '' || pendingPath === at || pendingPath.startsWith(`${at}/`)) c.pending.splice(i, 1);
  }
  c.reply(requestId, 'ok', '');
}

function authenticate(c: ActionConnection, requestId: unknown, body: AuthBody): void {
  const credential = body.cred;
  if (typeof credential === 'string' && credential === c.secret) {
    c.become({ kind: 'admin' }, Infinity);
    c.reply(requestId, 'ok', { auth: null, admin: true, expires: null });
    return;
  }
  const verified = verifyFirebaseToken(credential, c.secret);
  if ('refused' in verified) {
    c.become({ kind: 'none' }, Infinity);
    c.reply(requestId, verified.refused, verified.refused === 'expired_token' ? 'Auth token is expired.' : 'Could not parse auth token.');
  } else {
    c.become({ kind: 'user', claims: verified.claims }, verified.expires);
    c.reply(requestId, 'ok', { auth: verified.claims, expires: Math.floor(verified.expires / 1000) });
  }
}

function unauthenticate(c: ActionConnection, requestId: unknown): void {
  c.become({ kind: 'none' }, Infinity);
  c.reply(requestId, 'ok', '');
}

/** One handler per wire action. */
export const ACTIONS: { [A in WireAction]: ActionHandler<A> } = {
  l: listen,
  q: listen,
  n: unlisten,
  p: put,
  m: merge,
  o: onDisconnect('set'),
  om: onDisconnect('update'),
  oc: cancelOnDisconnect,
  auth: authenticate,
  gauth: authenticate,
  unauth: unauthenticate
};
