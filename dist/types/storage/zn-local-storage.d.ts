import { CookieJar } from './cookie-jar';
import { LocalStore } from './local-store';
import { ZnLocalStorageService } from './types';
/**
 * How long a cookie written by the fallback lives when the item has no expiry of its own:
 * local storage keeps items for good, a cookie without Expires only until the browser closes.
 */
export declare const FALLBACK_COOKIE_DAYS = 365;
/**
 * `znLocalStorageProvider.setPrefix(prefix)` in config blocks; the `znLocalStorage` service
 * stores JSON values in `window.localStorage` under that prefix, or in cookies when local
 * storage is unavailable.
 */
export declare class ZnLocalStorageProvider {
    private prefix;
    setPrefix(prefix: string): this;
    $get: (string | ((local: LocalStore, jar: CookieJar, $log: angular.ILogService) => ZnLocalStorageService))[];
}
