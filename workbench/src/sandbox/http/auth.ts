/**
 * Optional bearer-token auth. Without tokens the sandbox is open and requests act as the first
 * user. With them, a request needs `Authorization: Bearer <token>` (or `?access_token=<token>`);
 * `token` acts as the first user, each of `userTokens` as its user.
 */
import crypto from 'crypto';
import { ApiError } from '../envelopes';

export interface AuthSettings {
  token?: string;
  /** Token → user id. */
  userTokens?: Record<string, number>;
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

/**
 * The user id a request acts as: `undefined` for "the first user", a number for a mapped token.
 * Throws a 401 ApiError when auth is on and the token is missing or wrong.
 */
export function authenticate(settings: AuthSettings, authorization: string | undefined, accessToken: string | null): number | undefined {
  if (!authRequired(settings)) return undefined;
  const bearer = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  const given = bearer ? bearer[1] : accessToken;
  if (!given) {
    throw new ApiError('unauthorized', 'This sandbox needs a token: send Authorization: Bearer <SANDBOX_TOKEN>');
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
  if (!matched) throw new ApiError('unauthorized', 'The bearer token is not one this sandbox knows');
  return userId;
}
