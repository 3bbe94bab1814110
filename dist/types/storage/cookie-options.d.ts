import { CookieAttributes } from './cookie-codec';
import { ZnCookieOptions } from './types';
/** Checks cookie options and returns only the ones given (undefined ones left out). */
export declare function validateCookieOptions(service: string, method: string, options: unknown): ZnCookieOptions;
/**
 * The attributes of one write: the call's options over the defaults, then `path=/`,
 * `SameSite=Lax`, and `Secure` on an https page or with `SameSite=None` (browsers drop a
 * `SameSite=None` cookie without `Secure`, so `secure: false` with it is refused).
 */
export declare function resolveCookieAttributes(service: string, method: string, options: ZnCookieOptions, httpsPage: boolean, expiresAt: number | null): CookieAttributes;
