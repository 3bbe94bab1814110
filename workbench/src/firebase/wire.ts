/**
 * Firebase's realtime wire protocol (v5, what the 1.x and 2.x clients speak), as typed messages.
 * A client sends `{ t: 'd', d: { r: <request number>, a: <action>, b: <body> } }`; the server
 * answers `{ t: 'd', d: { r, b: { s: <status>, d: <data> } } }` and pushes
 * `{ t: 'd', d: { a: 'd' | 'm' | 'c' | 'ac', b } }`. Each action's body is read into its type here,
 * once, before its handler (actions.ts) runs.
 */
import type { WireQuery } from './query';

/** The actions a client sends. */
export const WIRE_ACTIONS = ['l', 'q', 'n', 'p', 'm', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth'] as const;
export type WireAction = typeof WIRE_ACTIONS[number];

/** `l`/`q`: listen to a location, with a query and the client's tag for it. */
export interface ListenBody { p: unknown; q?: WireQuery; t?: number; h?: string }
/** `n`: stop a listen. */
export interface UnlistenBody { p: unknown; q?: WireQuery; t?: number }
/** `p`: set (a transaction when `h`, the hash of what the client had, is given). */
export interface PutBody { p: unknown; d: unknown; h?: string }
/** `m`: a multi-path update, each key of `d` a path below `p`. */
export interface MergeBody { p: unknown; d: unknown }
/** `o`/`om`/`oc`: a set or an update to make when the connection goes, or cancel those below `p`. */
export interface OnDisconnectBody { p: unknown; d?: unknown }
/** `auth`/`gauth`: a credential (a custom token, or the database's secret). */
export interface AuthBody { cred: unknown }
/** `unauth`: no body. */
export type UnauthBody = Record<string, never>;

export interface WireBodies {
  l: ListenBody; q: ListenBody; n: UnlistenBody; p: PutBody; m: MergeBody;
  o: OnDisconnectBody; om: OnDisconnectBody; oc: OnDisconnectBody;
  auth: AuthBody; gauth: AuthBody; unauth: UnauthBody;
}

/** One request, its body read. */
export interface WireRequest<A extends WireAction = WireAction> { r: unknown; a: A; b: WireBodies[A] }

/** The request in a data message, or null when it is not one (a keep-alive, a control message, an unknown action). */
export function readRequest(message: unknown): WireRequest | null {
  if (!message || typeof message !== 'object') return null;
  const { t, d } = message as { t?: unknown; d?: unknown };
  if (t !== 'd' || !d || typeof d !== 'object') return null;
  const { r, a, b } = d as { r?: unknown; a?: unknown; b?: unknown };
  if (typeof a !== 'string' || !(WIRE_ACTIONS as readonly string[]).includes(a)) return null;
  const body = b && typeof b === 'object' && !Array.isArray(b) ? b : {};
  return { r, a: a as WireAction, b: body as WireBodies[WireAction] };
}

/** One write as the journal keeps it: `set` at `p`, or `update` of `p`'s children named in `d`. */
export interface WriteEntry { k: 'set' | 'update'; p: string; d: unknown }

/**
 * A Firebase server value ({ '.sv': 'timestamp' }) replaced by the time, as the server does for
 * writes. Objects come out without a prototype, so a key `__proto__` stays a key (and is refused
 * by the store) instead of vanishing.
 */
export function resolveServerValues(value: unknown, now: number): unknown {
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (object['.sv'] === 'timestamp' && keys.length === 1) return now;
    const out: Record<string, unknown> = Object.create(null);
    keys.forEach((key) => { out[key] = resolveServerValues(object[key], now); });
    return out;
  }
  return value;
}
