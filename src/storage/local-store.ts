import type { IWindowService } from 'angular';

/**
 * How `window.localStorage` is doing right now:
 * - `ready`: a test write succeeded;
 * - `full`: it holds items but refused even the small test write with a QuotaExceededError;
 * - `unavailable`: missing, throwing a SecurityError, disabled, or a zero quota (private modes).
 */
export type LocalStoreState = 'ready' | 'full' | 'unavailable';

/** The outcome of a write. */
export type LocalStoreWrite = 'ok' | 'full' | 'failed';

const TEST_KEY = '__zn_storage_test__';

/** True for the error a full store throws (its name differs between browsers). */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * Internal (`znLocalStore`): `window.localStorage` reached through `$window`, every access
 * guarded, since reading the property alone throws a SecurityError where storage is blocked.
 * Nothing here throws, and nothing is cached: a store can come and go while the page lives.
 */
export class LocalStore {
  static $inject = ['$window'];

  constructor(private $window: IWindowService) {}

  /** Tries a small test write (and removes it) to tell what the store can do. */
  state(): LocalStoreState {
    const storage = this.storage();
    if (!storage) return 'unavailable';
    try {
      storage.setItem(TEST_KEY, TEST_KEY);
      storage.removeItem(TEST_KEY);
      return 'ready';
    } catch (e) {
      // A zero quota (Safari's private mode) also throws QuotaExceededError, on an empty store.
      return isQuotaError(e) && this.length(storage) > 0 ? 'full' : 'unavailable';
    }
  }

  /** The text under `name`, or null when there is none or the store cannot be read. */
  read(name: string): string | null {
    const storage = this.storage();
    if (!storage) return null;
    try {
      const text = storage.getItem(name);
      return typeof text === 'string' ? text : null;
    } catch (e) {
      return null;
    }
  }

  write(name: string, text: string): LocalStoreWrite {
    const storage = this.storage();
    if (!storage) return 'failed';
    try {
      storage.setItem(name, text);
      return 'ok';
    } catch (e) {
      return isQuotaError(e) ? 'full' : 'failed';
    }
  }

  /** Removes `name`; false when the store cannot be reached. */
  remove(name: string): boolean {
    const storage = this.storage();
    if (!storage) return false;
    try {
      storage.removeItem(name);
      return true;
    } catch (e) {
      return false;
    }
  }

  private storage(): Storage | null {
    try {
      const storage = this.$window.localStorage;
      return storage && typeof storage.setItem === 'function' ? storage : null;
    } catch (e) {
      return null;
    }
  }

  private length(storage: Storage): number {
    try {
      return storage.length;
    } catch (e) {
      return 0;
    }
  }
}
