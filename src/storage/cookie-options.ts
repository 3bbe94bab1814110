import { ZnError, describeValue, type OnceWarn } from '../core';
import { CookieAttributes } from './cookie-codec';
import { validateExpires, validateOptionKeys } from './storage-arguments';
import { ZnCookieOptions, ZnCookieSameSite } from './types';

const OPTION_NAMES = ['expires', 'path', 'domain', 'secure', 'sameSite'] as const;
const SAME_SITE: readonly ZnCookieSameSite[] = ['Lax', 'Strict', 'None'];
// Printable ASCII but ";" (RFC 6265 path-value): anything else must be percent-encoded.
const PATH = /^\/[\x21-\x3a\x3c-\x7e]*$/;
// A host name in ASCII (punycode for international names), optionally with a leading dot.
const DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

/** Checks cookie options and returns only the ones given (undefined ones left out). */
export function validateCookieOptions(service: string, method: string, options: unknown, warn?: OnceWarn): ZnCookieOptions {
  const given = validateOptionKeys(service, method, options, OPTION_NAMES, warn);
  const result: ZnCookieOptions = {};
  const bad = (name: string, expected: string) =>
    new ZnError(service, 'bad-option', `${method}() expects ${name} as ${expected}, got ${describeValue(given[name])}`);
  if (given.expires !== undefined) result.expires = validateExpires(service, method, given.expires);
  if (given.path !== undefined) {
    if (typeof given.path !== 'string' || !PATH.test(given.path)) {
      throw bad('path', "a string starting with '/' without spaces, ';' or non-ASCII characters, such as '/' or '/app'");
    }
    result.path = given.path;
  }
  if (given.domain !== undefined) {
    if (typeof given.domain !== 'string' || !DOMAIN.test(given.domain)) {
      throw bad('domain', "a host name such as 'example.com' (punycode for international names)");
    }
    result.domain = given.domain;
  }
  if (given.secure !== undefined) {
    if (typeof given.secure !== 'boolean') throw bad('secure', 'a boolean');
    result.secure = given.secure;
  }
  if (given.sameSite !== undefined) {
    if (!SAME_SITE.includes(given.sameSite as ZnCookieSameSite)) throw bad('sameSite', `one of '${SAME_SITE.join("', '")}'`);
    result.sameSite = given.sameSite as ZnCookieSameSite;
  }
  return result;
}

/**
 * The attributes of one write: the call's options over the defaults, then `path=/`,
 * `SameSite=Lax`, and `Secure` on an https page or with `SameSite=None` (browsers drop a
 * `SameSite=None` cookie without `Secure`, so `secure: false` with it is refused).
 */
export function resolveCookieAttributes(service: string, method: string, options: ZnCookieOptions,
  httpsPage: boolean, expiresAt: number | null): CookieAttributes {
  const sameSite = options.sameSite || 'Lax';
  if (sameSite === 'None' && options.secure === false) {
    throw new ZnError(service, 'same-site-none-insecure', `${method}() got sameSite 'None' with secure false, which browsers drop; ` +
      "expected secure true (or left out) with 'None', or sameSite 'Lax' or 'Strict'");
  }
  const attributes: CookieAttributes = {
    path: options.path || '/',
    secure: options.secure === undefined ? httpsPage || sameSite === 'None' : options.secure,
    sameSite
  };
  if (options.domain) attributes.domain = options.domain;
  if (expiresAt !== null) attributes.expires = new Date(expiresAt);
  return attributes;
}
