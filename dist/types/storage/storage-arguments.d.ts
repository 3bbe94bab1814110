/** Refuses a key that is not a non-empty string, naming the service and the method. */
export declare function validateKey(service: string, method: string, key: unknown): string;
/** Refuses a prefix that is not a string (`''` is allowed: no prefix). */
export declare function validatePrefix(service: string, prefix: unknown): string;
/**
 * Checks an options object (`undefined` and `null` mean none) and that it holds only `allowed`
 * keys; returns it as a plain record.
 */
export declare function validateOptionKeys(service: string, method: string, options: unknown, allowed: readonly string[]): Record<string, unknown>;
/** Checks an `expires` option: a valid Date, a finite number of ms from now, or null/undefined. */
export declare function validateExpires(service: string, method: string, expires: unknown): Date | number | null;
/** When an item with this `expires` option expires (ms since the epoch), or null for never. */
export declare function expiryTime(expires: Date | number | null, now: number): number | null;
