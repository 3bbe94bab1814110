/** Options of `znLocalStorage.set`. */
export interface ZnStorageOptions {
  /**
   * When the item disappears: a `Date`, or milliseconds from now. `get` treats an expired item
   * as missing and removes it. Omitted, `null` or `undefined`: the item never expires.
   */
  expires?: Date | number | null;
}

/** The shape both storage services share (`znLocalStorage`, `znCookies`). */
export interface ZnStorageService {
  /**
   * Stores any JSON value under `key` (Dates become ISO strings). Returns true when it was
   * stored, and then `get` gives back an equal value (`angular.equals`); false (after a `$log`
   * warning) when the browser refused it, e.g. a full store. `undefined` removes the item.
   * Throws a `ZnError` for a key that is not a non-empty string, a bad option, or a value JSON
   * would not give back as it is, from any window: a function, symbol, bigint, NaN, a Map, Set,
   * RegExp, Error, Blob, File, typed array, DOM node, invalid Date, an object with its own
   * `toJSON`, `undefined` in an array (code `unstorable-value`), or a cycle (`circular-value`).
   */
  set(key: string, value: unknown, options?: ZnStorageOptions | null): boolean;
  /**
   * The value stored under `key`, or `null` when nothing (or an expired item) is there.
   * A value other code stored that is not JSON comes back as the raw string.
   */
  get<T = unknown>(key: string): T | null;
  /** Removes the item under `key`; true when it is gone, false when the store refused. */
  remove(key: string): boolean;
  /** Whether the browser's storage mechanism works right now; evaluated on every read. */
  readonly isSupported: boolean;
}

/**
 * The `znLocalStorage` service: `window.localStorage` under a key prefix (default `zn.`),
 * falling back to cookies when local storage is unavailable.
 */
export interface ZnLocalStorageService extends ZnStorageService {}

/** `znLocalStorageProvider`, for config blocks. */
export interface ZnLocalStorageProvider {
  /** The prefix put before every key, default `'zn.'`; `''` for none. */
  setPrefix(prefix: string): ZnLocalStorageProvider;
}

/** The `SameSite` values a cookie may carry. */
export type ZnCookieSameSite = 'Lax' | 'Strict' | 'None';

/** Options of `znCookies.set` and `znCookies.remove`, and the provider's defaults. */
export interface ZnCookieOptions extends ZnStorageOptions {
  /** The cookie's path, starting with `/`. Default `'/'`. */
  path?: string;
  /** The cookie's domain, e.g. `'example.com'` for it and its subdomains. Default: this host only. */
  domain?: string;
  /** Send the cookie over https only. Default: true on an https page, and with `sameSite: 'None'`. */
  secure?: boolean;
  /** `'Lax'` (default), `'Strict'` or `'None'` (which needs `secure`). */
  sameSite?: ZnCookieSameSite;
}

/** The `znCookies` service: cookies under a key prefix (default `zn.`). */
export interface ZnCookiesService extends ZnStorageService {
  /** As `ZnStorageService.set`, with the cookie's attributes in `options`. */
  set(key: string, value: unknown, options?: ZnCookieOptions | null): boolean;
  /**
   * Removes the cookie by writing an expired one with the same path and domain: pass the
   * options given to `set` when they changed `path` or `domain`.
   */
  remove(key: string, options?: ZnCookieOptions | null): boolean;
}

/** `znCookiesProvider`, for config blocks. */
export interface ZnCookiesProvider {
  /** The prefix put before every cookie name, default `'zn.'`; `''` to use exact names. */
  setPrefix(prefix: string): ZnCookiesProvider;
  /** Options every `set`/`remove` starts from; a call's own options win. */
  setDefaults(options: ZnCookieOptions): ZnCookiesProvider;
}
