import type { ILogService } from 'angular';
import { CookieJar } from './cookie-jar';
import { resolveCookieAttributes } from './cookie-options';
import { CookieStore, describeCookieFailure } from './cookie-store';
import { LocalStore } from './local-store';
import { expiryTime, validateExpires, validateKey, validateOptionKeys, validatePrefix } from './storage-arguments';
import { ZnLocalStorageService, ZnStorageOptions } from './types';
import { decodeValue, encodeValue, warnOnce } from '../core';

const SERVICE = 'znLocalStorage';

/**
 * How long a cookie written by the fallback lives when the item has no expiry of its own:
 * local storage keeps items for good, a cookie without Expires only until the browser closes.
 */
export const FALLBACK_COOKIE_DAYS = 365;
const DAY = 24 * 60 * 60 * 1000;

/**
 * `znLocalStorageProvider.setPrefix(prefix)` in config blocks; the `znLocalStorage` service
 * stores JSON values in `window.localStorage` under that prefix, or in cookies when local
 * storage is unavailable.
 */
export class ZnLocalStorageProvider {
  private prefix = 'zn.';

  setPrefix(prefix: string): this {
    this.prefix = validatePrefix('znLocalStorageProvider', prefix);
    return this;
  }

  readonly $get = localStorageFactory(() => this.prefix);
}

/** The provider's `$get`: the service with the prefix set in config blocks. */
function localStorageFactory(prefix: () => string) {
  function znLocalStorageFactory(local: LocalStore, jar: CookieJar, $log: ILogService): ZnLocalStorageService {
    return new LocalStorageService(local, new CookieStore(jar), jar, prefix(), $log);
  }
  znLocalStorageFactory.$inject = ['znLocalStore', 'znCookieJar', '$log'];
  return znLocalStorageFactory;
}

/** The `znLocalStorage` service (see ZnLocalStorageService). */
class LocalStorageService implements ZnLocalStorageService {
  constructor(private local: LocalStore, private cookies: CookieStore, private jar: CookieJar,
    private prefix: string, private $log: ILogService) {}

  /** An unknown option is warned about once and ignored, as Zengine ignored it. */
  private warnOnce = warnOnce((message) => this.$log.warn(message));

  /** Whether local storage works (a full store counts: its items stay readable). */
  get isSupported(): boolean {
    return this.usesLocalStorage();
  }

  set = (key: string, value: unknown, options?: ZnStorageOptions): boolean => {
    validateKey(SERVICE, 'set', key);
    const { expires } = validateOptionKeys(SERVICE, 'set', options, ['expires'], this.warnOnce);
    const expiry = validateExpires(SERVICE, 'set', expires);
    if (value === undefined) return this.remove(key);
    const now = Date.now();
    const expiresAt = expiryTime(expiry, now);
    const text = encodeValue(SERVICE, key, value, expiresAt);
    // An expiry already past stores nothing and deletes the old item, as a cookie would.
    if (expiresAt !== null && expiresAt <= now) return this.remove(key);
    const name = this.prefix + key;
    if (this.usesLocalStorage()) {
      const result = this.local.write(name, text);
      if (result === 'ok') return true;
      // A full store is reported, never moved into cookies, which hold far less.
      this.warn(key, result === 'full'
        ? 'local storage is full (QuotaExceededError); remove items or store less'
        : 'local storage refused the write');
      return false;
    }
    const cookieExpiry = expiresAt === null ? now + FALLBACK_COOKIE_DAYS * DAY : expiresAt;
    const { result, bytes } = this.cookies.write(name, text, this.cookieAttributes(cookieExpiry));
    if (result === 'ok') return true;
    this.warn(key, `local storage is unavailable and, in a cookie, ${describeCookieFailure(result, bytes)}`);
    return false;
  };

  get = <T = unknown>(key: string): T | null => {
    validateKey(SERVICE, 'get', key);
    const name = this.prefix + key;
    const local = this.usesLocalStorage();
    const text = local ? this.local.read(name) : this.cookies.read(name);
    if (text === null) return null;
    const item = decodeValue(text);
    if (item.expiresAt !== null && item.expiresAt <= Date.now()) {
      if (local) this.local.remove(name);
      else this.cookies.erase(name, this.cookieAttributes(null));
      return null;
    }
    return item.value as T;
  };

  remove = (key: string): boolean => {
    validateKey(SERVICE, 'remove', key);
    const name = this.prefix + key;
    if (this.usesLocalStorage()) {
      if (this.local.remove(name)) return true;
      this.$log.warn(`${SERVICE}: could not remove "${key}": local storage refused it`);
      return false;
    }
    if (this.cookies.erase(name, this.cookieAttributes(null)) === 'ok') return true;
    this.$log.warn(`${SERVICE}: could not remove "${key}": local storage is unavailable and ` +
      'the cookie could not be removed');
    return false;
  };

  // Checked on every call: private modes, blocked storage and full stores come and go.
  private usesLocalStorage(): boolean {
    return this.local.state() !== 'unavailable';
  }

  // The fallback writes cookies as znCookies does by default: path=/, SameSite=Lax, Secure on https.
  private cookieAttributes(expiresAt: number | null) {
    return resolveCookieAttributes(SERVICE, 'set', {}, this.jar.httpsPage(), expiresAt);
  }

  private warn(key: string, why: string): void {
    this.$log.warn(`${SERVICE}: did not store "${key}": ${why}`);
  }
}
