import { ZnCookieSameSite } from './types';

/**
 * The most bytes a cookie string (name, value and attributes) may have: RFC 6265 asks browsers
 * to keep at least this much, and they drop larger cookies without a word.
 */
export const MAX_COOKIE_BYTES = 4096;

/** The attributes written after `name=value`. */
export interface CookieAttributes {
  path: string;
  domain?: string;
  /** Omitted: a session cookie. */
  expires?: Date;
  secure: boolean;
  sameSite: ZnCookieSameSite;
}

/** One `name=value` pair of `document.cookie`: the name decoded, the value as written. */
export interface CookiePair {
  name: string;
  value: string;
}

/** A cookie name: URL-encoded, and `(` `)` too, since a cookie name may not hold them. */
export function encodeCookieName(name: string): string {
  return encodeURIComponent(name).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A cookie value: URL-encoded, so `;`, `,`, spaces, quotes and non-ASCII are safe. */
export function encodeCookieValue(text: string): string {
  return encodeURIComponent(text);
}

/** Undoes the URL-encoding; text another script wrote with a stray `%` is kept as it is. */
export function decodeCookiePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    // A malformed escape (e.g. "100%"): not our encoding, so the text is returned unchanged.
    return text;
  }
}

/** `name=value; Path=...; Domain=...; Expires=...; SameSite=...; Secure` (name and value encoded already). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${value}; Path=${attributes.path}`;
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  if (attributes.expires) cookie += `; Expires=${attributes.expires.toUTCString()}`;
  cookie += `; SameSite=${attributes.sameSite}`;
  if (attributes.secure) cookie += '; Secure';
  return cookie;
}

/** The pairs of a `document.cookie` string, in its order (the most specific path first). */
export function parseCookies(cookieString: string): CookiePair[] {
  const pairs: CookiePair[] = [];
  for (const part of cookieString.split(';')) {
    const equals = part.indexOf('=');
    // A part without "=" is a nameless cookie, which no key can name.
    if (equals < 0) continue;
    pairs.push({ name: decodeCookiePart(part.slice(0, equals).trim()), value: part.slice(equals + 1).trim() });
  }
  return pairs;
}

/** The size of a string in UTF-8 bytes, as the browser counts a cookie. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) { bytes += 4; i++; }
    else bytes += 3;
  }
  return bytes;
}

/**
 * Whether a cookie with path `cookiePath` is visible on a page at `pagePath` (RFC 6265 5.1.4),
 * i.e. whether `document.cookie` here can show it.
 */
export function pathMatches(pagePath: string, cookiePath: string): boolean {
  if (pagePath === cookiePath) return true;
  if (pagePath.slice(0, cookiePath.length) !== cookiePath) return false;
  return cookiePath.charAt(cookiePath.length - 1) === '/' || pagePath.charAt(cookiePath.length) === '/';
}
