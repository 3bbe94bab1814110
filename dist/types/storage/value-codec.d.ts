/**
 * Items stored with an expiry are kept as `{"zn.expires":"<ISO 8601>","value":<the value>}`,
 * in that key order, so another reader can still recognise them. A value that itself starts
 * with that key is wrapped with `"zn.expires":null`, so it always reads back as itself.
 */
export declare const EXPIRES_KEY = "zn.expires";
/** A stored item's text, read back. */
export interface DecodedItem {
    value: unknown;
    /** When it expires (ms since the epoch), or null for never. */
    expiresAt: number | null;
}
/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot hold
 * exactly: functions, symbols, bigints, NaN and Infinity, invalid Dates, Maps, Sets, cycles.
 */
export declare function encodeValue(service: string, key: string, value: unknown, expiresAt: number | null): string;
/**
 * Reads stored text back: JSON is parsed (and an expiry envelope opened); text that is not
 * JSON, e.g. written by other code, is returned as it is.
 */
export declare function decodeValue(text: string): DecodedItem;
