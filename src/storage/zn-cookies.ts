import type { ILogService } from 'angular';
import { CookieJar } from './cookie-jar';
import { resolveCookieAttributes, validateCookieOptions } from './cookie-options';
import { CookieStore, describeCookieFailure } from './cookie-store';
import { expiryTime, validateKey, validatePrefix } from './storage-arguments';
import { ZnCookieOptions, ZnCookiesService } from './types';
import { decodeValue, encodeValue, warnOnce } from '../core';

const SERVICE = 'znCookies';

/**
 * `znCookiesProvider.setPrefix(prefix)` and `.setDefaults(options)` in config blocks; the
 * `znCookies` service stores JSON values in cookies under that prefix.
 */
export class ZnCookiesProvider {
  private prefix = 'zn.';
  private defaults: ZnCookieOptions = {};

  setPrefix(prefix: string): this {
    this.prefix = validatePrefix('znCookiesProvider', prefix);
    return this;
  }

  setDefaults(options: ZnCookieOptions): this {
    const defaults = validateCookieOptions('znCookiesProvider', 'setDefaults', options);
    resolveCookieAttributes('znCookiesProvider', 'setDefaults', defaults, false, null);
    this.defaults = defaults;
    return this;
  }

  readonly $get = cookiesFactory(() => ({ prefix: this.prefix, defaults: { ...this.defaults } }));
}

/** The provider's `$get`: the service with the prefix and defaults set in config blocks. */
function cookiesFactory(settings: () => { prefix: string; defaults: ZnCookieOptions }) {
  function znCookiesFactory(jar: CookieJar, $log: ILogService): ZnCookiesService {
    const { prefix, defaults } = settings();
    return new CookiesService(new CookieStore(jar), jar, prefix, defaults, $log);
  }
  znCookiesFactory.$inject = ['znCookieJar', '$log'];
  return znCookiesFactory;
}

/** The `znCookies` service (see ZnCookiesService). */
class CookiesService implements ZnCookiesService {
  constructor(private store: CookieStore, private jar: CookieJar, private prefix: string,
    private defaults: ZnCookieOptions, private $log: ILogService) {}

  /** An unknown option is warned about once and ignored, as Zengine ignored it. */
  private warnOnce = warnOnce((message) => this.$log.warn(message));

  get isSupported(): boolean {
    return this.store.supported();
  }

  set = (key: string, value: unknown, options?: ZnCookieOptions): boolean => {
    validateKey(SERVICE, 'set', key);
    const merged = { ...this.defaults, ...validateCookieOptions(SERVICE, 'set', options, this.warnOnce) };
    if (value === undefined) return this.remove(key, options);
    const now = Date.now();
    const expiresAt = expiryTime(merged.expires === undefined ? null : merged.expires, now);
    const text = encodeValue(SERVICE, key, value, expiresAt);
    const attributes = this.attributes('set', merged, expiresAt);
    // An expiry already past stores nothing, as a browser would, and deletes the old item.
    if (expiresAt !== null && expiresAt <= now) return this.remove(key, options);
    const { result, bytes } = this.store.write(this.prefix + key, text, attributes);
    if (result === 'ok') return true;
    this.$log.warn(`${SERVICE}: did not store "${key}": ${describeCookieFailure(result, bytes)}`);
    return false;
  };

  get = <T = unknown>(key: string): T | null => {
    validateKey(SERVICE, 'get', key);
    const text = this.store.read(this.prefix + key);
    if (text === null) return null;
    const item = decodeValue(text);
    if (item.expiresAt !== null && item.expiresAt <= Date.now()) {
      // The browser keeps the cookie up to a second longer (Expires has no milliseconds), or
      // longer when the clocks differ: delete it now, quietly, as a browser would.
      this.store.erase(this.prefix + key, this.attributes('get', this.defaults, null));
      return null;
    }
    return item.value as T;
  };

  remove = (key: string, options?: ZnCookieOptions): boolean => {
    validateKey(SERVICE, 'remove', key);
    const merged = { ...this.defaults, ...validateCookieOptions(SERVICE, 'remove', options, this.warnOnce) };
    const result = this.store.erase(this.prefix + key, this.attributes('remove', merged, null));
    if (result === 'ok') return true;
    this.$log.warn(`${SERVICE}: could not remove "${key}": ` + (result === 'disabled'
      ? describeCookieFailure(result, 0)
      : 'a cookie of that name remains, set with another path or domain'));
    return false;
  };

  private attributes(method: string, options: ZnCookieOptions, expiresAt: number | null) {
    return resolveCookieAttributes(SERVICE, method, options, this.jar.httpsPage(), expiresAt);
  }
}
