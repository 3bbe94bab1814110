/**
 * Optional bearer-token auth. Without tokens the sandbox is open and requests act as the first
 * user. With them, a request needs `Authorization: Bearer <token>` (or `?access_token=<token>`);
 * `token` acts as the first user, each of `userTokens` as its user.
 *
 * Refusals are OAuth 2 errors in Zengine's shapes (its API's answers, pinned by
 * evert0n/zn-api-tests): no token, 400 `invalid_request`; a wrong one, 401 `invalid_grant`; on a
 * public resource (reference data, app templates: Zengine's "2-legged" requests, made with an
 * application's `?client_id=`) or a sign-up or file upload without any credentials, 400
 * `invalid_client`.
 */
import crypto from 'crypto';
import type { Access } from '../api/zengine-routes';

export interface AuthSettings {
  token?: string;
  /** Token → user id. */
  userTokens?: Record<string, number>;
}

export type { Access };

/** The credentials a request carries. */
export interface Credentials {
  authorization?: string;
  accessToken?: string | null;
  clientId?: string | null;
}

/** Who a request acts as: the first user, a token's user, or nobody (a public read by client_id). */
export type Caller = { kind: 'first' } | { kind: 'user'; userId: number } | { kind: 'anonymous' };

/** A refusal in OAuth 2's shape: `{ error, error_description }`, plus what to do, for the X-Sandbox-Message header. */
export class OAuthError extends Error {
  readonly status: 400 | 401;
  readonly error: string;
  readonly hint: string;

  constructor(status: 400 | 401, error: string, description: string, hint: string) {
    super(description);
    this.name = 'OAuthError';
    this.status = status;
    this.error = error;
    this.hint = hint;
  }

  toBody(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.message };
  }
}

export function isOAuthError(error: unknown): error is OAuthError {
  return error instanceof Error && error.name === 'OAuthError' && typeof (error as OAuthError).toBody === 'function';
}

function digest(text: string): Uint8Array {
  return new Uint8Array(crypto.createHash('sha256').update(text).digest());
}

/** Compares without leaking, through timing, how much of a token was right. */
function sameToken(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

export function authRequired(settings: AuthSettings): boolean {
  return !!settings.token || Object.keys(settings.userTokens || {}).length > 0;
}

const HOW = 'send Authorization: Bearer <SANDBOX_TOKEN> (or ?access_token=<SANDBOX_TOKEN>)';

function givenToken(credentials: Credentials): string | undefined {
  const bearer = credentials.authorization ? /^Bearer\s+(\S+)\s*$/i.exec(credentials.authorization) : null;
  return (bearer ? bearer[1] : credentials.accessToken) || undefined;
}

/** The caller of a request. Throws an OAuthError when auth is on and the credentials do not do. */
export function authenticate(settings: AuthSettings, credentials: Credentials, access: Access = 'private'): Caller {
  if (!authRequired(settings)) return { kind: 'first' };
  const given = givenToken(credentials);
  if (!given) {
    const clientId = credentials.clientId || '';
    if (access === 'public' && clientId) return { kind: 'anonymous' };
    if (access !== 'private' && !clientId) {
      throw new OAuthError(400, 'invalid_client', 'Client credentials were not found in the headers or body',
        `This sandbox needs a token (${HOW})${access === 'public' ? ', or an application\'s ?client_id= for public resources' : ''}`);
    }
    throw new OAuthError(400, 'invalid_request', 'The access token was not found', `This sandbox needs a token: ${HOW}`);
  }
  let userId: number | undefined;
  let matched = false;
  const userTokens = settings.userTokens || {};
  Object.keys(userTokens).forEach((token) => {
    if (sameToken(given, token)) {
      matched = true;
      userId = userTokens[token];
    }
  });
  if (settings.token && sameToken(given, settings.token)) matched = true;
  if (!matched) {
    throw new OAuthError(401, 'invalid_grant', 'The access token provided is invalid', 'The bearer token is not one this sandbox knows (SANDBOX_TOKEN, SANDBOX_USER_TOKENS)');
  }
  return userId === undefined ? { kind: 'first' } : { kind: 'user', userId };
}
