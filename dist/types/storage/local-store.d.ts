/**
 * How `window.localStorage` is doing right now:
 * - `ready`: a test write succeeded;
 * - `full`: it holds items but refused even the small test write with a QuotaExceededError;
 * - `unavailable`: missing, throwing a SecurityError, disabled, or a zero quota (private modes).
 */
export type LocalStoreState = 'ready' | 'full' | 'unavailable';
/** The outcome of a write. */
export type LocalStoreWrite = 'ok' | 'full' | 'failed';
/** True for the error a full store throws (its name differs between browsers). */
export declare function isQuotaError(error: unknown): boolean;
/**
 * Internal (`znLocalStore`): `window.localStorage` reached through `$window`, every access
 * guarded, since reading the property alone throws a SecurityError where storage is blocked.
 * Nothing here throws, and nothing is cached: a store can come and go while the page lives.
 */
export declare class LocalStore {
    private $window;
    static $inject: string[];
    constructor($window: angular.IWindowService);
    /** Tries a small test write (and removes it) to tell what the store can do. */
    state(): LocalStoreState;
    /** The text under `name`, or null when there is none or the store cannot be read. */
    read(name: string): string | null;
    write(name: string, text: string): LocalStoreWrite;
    /** Removes `name`; false when the store cannot be reached. */
    remove(name: string): boolean;
    private storage;
    private length;
}
