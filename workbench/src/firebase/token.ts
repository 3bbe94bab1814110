/**
 * Firebase's legacy custom tokens (what firebase-token-generator made and Zengine handed out as
 * `firebaseAuthToken`): a JWT signed HS256 with the database's secret, the claims under `d`,
 * `v: 0`, `iat` in seconds. The Firebase 1.x/2.x clients take them with `ref.auth(token, cb)` and
 * `ref.authWithCustomToken(token, cb)`; the rules see `d` as `auth`.
 */
import crypto from 'crypto';
import type { StoredObject } from '../sandbox';

/** What a token carries: Zengine's user claims, or a service's. */
export interface FirebaseClaims {
  [claim: string]: unknown;
}

function base64url(data: string | Buffer): string {
  return (typeof data === 'string' ? Buffer.from(data, 'utf8') : data).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * A custom token for `claims`, signed with `secret`, valid from `now` (ms, default the clock)
 * for `lifetimeSeconds` (default 24 hours, as Firebase's default).
 */
export function createFirebaseToken(secret: string, claims: FirebaseClaims, options?: { now?: number; lifetimeSeconds?: number }): string {
  if (typeof secret !== 'string' || secret === '') throw new Error('createFirebaseToken: the secret must be a non-empty string');
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new Error('createFirebaseToken: the claims must be an object');
  const iat = Math.floor((options && options.now !== undefined ? options.now : Date.now()) / 1000);
  const lifetime = options && options.lifetimeSeconds !== undefined ? options.lifetimeSeconds : 24 * 60 * 60;
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const payload = base64url(JSON.stringify({ v: 0, d: claims, iat, exp: iat + lifetime }));
  const signature = base64url(crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

/** The claims of a token (unverified), for tests and the look inside; null when it is not a token. */
export function readFirebaseToken(token: string): { d?: FirebaseClaims; iat?: number; exp?: number } | null {
  const parts = String(token).split('.');
  if (parts.length !== 3) return null;
  try {
    return JSON.parse(Buffer.from(parts[1].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The claims Zengine gave the acting user (developers: plugins/third-party/developing-plugins-with-firebase):
 * `{ user_id: '<id>', workspaces: { <workspaceId>: '<role>' } }`, a role being the member's role
 * name in lower case ('owner', 'admin', 'member').
 */
export function userClaims(user: StoredObject, members: StoredObject[], roles: StoredObject[]): FirebaseClaims {
  const roleNames = new Map(roles.map((role) => [role.id, String(role.name || '').toLowerCase()] as [unknown, string]));
  const workspaces: Record<string, string> = {};
  members.forEach((member) => {
    const memberUser = member.user as { id?: unknown } | undefined;
    const workspace = member.workspace as { id?: unknown } | undefined;
    const role = member.role as { id?: unknown } | undefined;
    if (!memberUser || memberUser.id !== user.id || !workspace || workspace.id === undefined) return;
    workspaces[String(workspace.id)] = (role && roleNames.get(role.id)) || 'member';
  });
  return { user_id: String(user.id), workspaces };
}

/**
 * The claims of a backend service's token, as Zengine's runner gave them: a uid that names the
 * workspace, plugin and route, and `{ workspaces: { <workspaceId>: 'server' } }`.
 */
export function serviceClaims(workspaceId: number | string, namespace: string, route: string): FirebaseClaims {
  const uid = crypto.createHash('sha1').update(`${workspaceId}${namespace}${route}`).digest('hex');
  return { uid, workspaces: { [String(workspaceId)]: 'server' } };
}

/** Why a token is refused: the status Firebase answered an `auth` request with. */
export type TokenRefusal = 'invalid_token' | 'expired_token';

/**
 * Verifies a custom token against the database's `secret` at `now` (ms): its HS256 signature,
 * and its time (`nbf` or `iat` to `exp`, or 24 hours after `iat`). Returns the claims (`d`) and
 * when they expire (ms), or the refusal.
 */
export function verifyFirebaseToken(token: unknown, secret: string, now: number = Date.now()):
  { claims: FirebaseClaims; expires: number } | { refused: TokenRefusal } {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !secret) return { refused: 'invalid_token' };
  const expected = base64url(crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest());
  const given = new Uint8Array(Buffer.from(parts[2]));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, new Uint8Array(Buffer.from(expected)))) return { refused: 'invalid_token' };
  const payload = readFirebaseToken(token as string) as { d?: unknown; iat?: unknown; nbf?: unknown; exp?: unknown } | null;
  if (!payload || typeof payload !== 'object') return { refused: 'invalid_token' };
  let header: { alg?: unknown } | null = null;
  try {
    header = JSON.parse(Buffer.from(parts[0].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    header = null;
  }
  if (!header || header.alg !== 'HS256') return { refused: 'invalid_token' };
  const since = typeof payload.nbf === 'number' ? payload.nbf : payload.iat;
  const until = typeof payload.exp === 'number' ? payload.exp : typeof since === 'number' ? since + 24 * 60 * 60 : undefined;
  if (typeof since !== 'number' || typeof until !== 'number') return { refused: 'invalid_token' };
  const seconds = Math.floor(now / 1000);
  if (seconds < since || seconds > until) return { refused: 'expired_token' };
  const claims = payload.d && typeof payload.d === 'object' && !Array.isArray(payload.d) ? payload.d as FirebaseClaims : {};
  return { claims, expires: until * 1000 };
}
