import { ZnCookieSameSite } from './types';
/**
 * The most bytes a cookie string (name, value and attributes) may have: RFC 6265 asks browsers
 * to keep at least this much, and they drop larger cookies without a word.
 */
export declare const MAX_COOKIE_BYTES = 4096;
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
export declare function encodeCookieName(name: string): string;
/** A cookie value: URL-encoded, so `;`, `,`, spaces, quotes and non-ASCII are safe. */
export declare function encodeCookieValue(text: string): string;
/** Undoes the URL-encoding; text another script wrote with a stray `%` is kept as it is. */
export declare function decodeCookiePart(text: string): string;
/** `name=value; Path=...; Domain=...; Expires=...; SameSite=...; Secure` (name and value encoded already). */
export declare function serializeCookie(name: string, value: string, attributes: CookieAttributes): string;
/** The pairs of a `document.cookie` string, in its order (the most specific path first). */
export declare function parseCookies(cookieString: string): CookiePair[];
/** The size of a string in UTF-8 bytes, as the browser counts a cookie. */
export declare function utf8ByteLength(text: string): number;
/**
 * Whether a cookie with path `cookiePath` is visible on a page at `pagePath` (RFC 6265 5.1.4),
 * i.e. whether `document.cookie` here can show it.
 */
export declare function pathMatches(pagePath: string, cookiePath: string): boolean;
