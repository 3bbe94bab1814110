import { CookieJar } from './cookie-jar';
import { ZnCookieOptions, ZnCookiesService } from './types';
/**
 * `znCookiesProvider.setPrefix(prefix)` and `.setDefaults(options)` in config blocks; the
 * `znCookies` service stores JSON values in cookies under that prefix.
 */
export declare class ZnCookiesProvider {
    private prefix;
    private defaults;
    setPrefix(prefix: string): this;
    setDefaults(options: ZnCookieOptions): this;
    $get: (string | ((jar: CookieJar, $log: angular.ILogService) => ZnCookiesService))[];
}
