import { CookieAttributes } from './cookie-codec';
import { CookieJar } from './cookie-jar';
/** The outcome of a write: stored, too big, cookies off or unreadable, or dropped by the browser. */
export type CookieWrite = 'ok' | 'too-big' | 'disabled' | 'refused';
/** The outcome of an erase: gone, cookies off or unreadable, or a cookie of that name still shows. */
export type CookieErase = 'ok' | 'disabled' | 'remains';
/** Why a cookie write failed, for a `$log` warning. */
export declare function describeCookieFailure(result: Exclude<CookieWrite, 'ok'>, bytes: number): string;
/**
 * Text stored under names in cookies, both URL-encoded, for `znCookies` and for the cookie
 * fallback of `znLocalStorage`. Every write is read back when the cookie is visible on this
 * page, so a cookie the browser dropped is reported instead of lost without a word.
 */
export declare class CookieStore {
    private jar;
    constructor(jar: CookieJar);
    /** Cookies are enabled and a test cookie can be written, read back and removed. */
    supported(): boolean;
    /** The decoded text of the first cookie called `name` (the most specific path), or null. */
    read(name: string): string | null;
    write(name: string, text: string, attributes: CookieAttributes): {
        result: CookieWrite;
        bytes: number;
    };
    /** Writes an expired cookie with the same path, domain and flags, which deletes it. */
    erase(name: string, attributes: CookieAttributes): CookieErase;
    private visibleHere;
    private holds;
}
