import {
  CookieAttributes, MAX_COOKIE_BYTES, decodeCookiePart, encodeCookieName, encodeCookieValue, parseCookies,
  pathMatches, serializeCookie, utf8ByteLength
} from './cookie-codec';
import { CookieJar } from './cookie-jar';

/** The outcome of a write: stored, too big, cookies off or unreadable, or dropped by the browser. */
export type CookieWrite = 'ok' | 'too-big' | 'disabled' | 'refused';

/** The outcome of an erase: gone, cookies off or unreadable, or a cookie of that name still shows. */
export type CookieErase = 'ok' | 'disabled' | 'remains';

/** Why a cookie write failed, for a `$log` warning. */
export function describeCookieFailure(result: Exclude<CookieWrite, 'ok'>, bytes: number): string {
  switch (result) {
    case 'too-big': return `the cookie would be ${bytes} bytes, over the ${MAX_COOKIE_BYTES} browsers keep`;
    case 'disabled': return 'cookies are disabled or cannot be written on this page';
    default: return 'the browser refused the cookie (check its path, domain and secure options)';
  }
}

const TEST_NAME = '__zn_cookie_test__';
const EPOCH = new Date(0);

/**
 * Text stored under names in cookies, both URL-encoded, for `znCookies` and for the cookie
 * fallback of `znLocalStorage`. Every write is read back when the cookie is visible on this
 * page, so a cookie the browser dropped is reported instead of lost without a word.
 */
export class CookieStore {
  constructor(private jar: CookieJar) {}

  /** Cookies are enabled and a test cookie can be written, read back and removed. */
  supported(): boolean {
    if (!this.jar.enabled()) return false;
    const attributes: CookieAttributes = { path: '/', sameSite: 'Lax', secure: this.jar.httpsPage() };
    this.jar.write(serializeCookie(TEST_NAME, '1', attributes));
    const readBack = this.holds(TEST_NAME, '1');
    this.jar.write(serializeCookie(TEST_NAME, '', { ...attributes, expires: EPOCH }));
    return readBack;
  }

  /** The decoded text of the first cookie called `name` (the most specific path), or null. */
  read(name: string): string | null {
    const cookies = this.jar.read();
    if (cookies === null) return null;
    for (const pair of parseCookies(cookies)) {
      if (pair.name === name) return decodeCookiePart(pair.value);
    }
    return null;
  }

  write(name: string, text: string, attributes: CookieAttributes): { result: CookieWrite; bytes: number } {
    const value = encodeCookieValue(text);
    const cookie = serializeCookie(encodeCookieName(name), value, attributes);
    const bytes = utf8ByteLength(cookie);
    if (bytes > MAX_COOKIE_BYTES) return { result: 'too-big', bytes };
    if (!this.jar.enabled() || !this.jar.write(cookie)) return { result: 'disabled', bytes };
    if (this.visibleHere(attributes.path) && !this.holds(name, value)) return { result: 'refused', bytes };
    return { result: 'ok', bytes };
  }

  /** Writes an expired cookie with the same path, domain and flags, which deletes it. */
  erase(name: string, attributes: CookieAttributes): CookieErase {
    const cookie = serializeCookie(encodeCookieName(name), '', { ...attributes, expires: EPOCH });
    if (!this.jar.enabled() || !this.jar.write(cookie)) return 'disabled';
    if (this.visibleHere(attributes.path) && this.read(name) !== null) return 'remains';
    return 'ok';
  }

  // A cookie for another path is stored but not shown in this page's document.cookie.
  private visibleHere(path: string): boolean {
    const pagePath = this.jar.pagePath();
    return pagePath === null || pathMatches(pagePath, path);
  }

  private holds(name: string, value: string): boolean {
    const cookies = this.jar.read();
    return cookies !== null && parseCookies(cookies).some((pair) => pair.name === name && pair.value === value);
  }
}
