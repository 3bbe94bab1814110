import type { IPromise, IQService } from 'angular';
import { ZnDataService } from '../data/types';

/** The date format until the user's own is known (AngularJS `date` filter tokens). */
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';

/**
 * The current user (`znData('Users').get({ id: 'me' })`), read once when first asked for, for the
 * filters and directives that show dates in the user's format. Internal (`znCurrentUser`).
 */
export class CurrentUser {
  static $inject = ['znData', '$q'];

  private user: Record<string, any> | null = null;
  private loading: IPromise<Record<string, any> | null> | null = null;

  constructor(private readonly znData: ZnDataService, private readonly $q: IQService) {}

  /** The user once loaded (null before, or when it could not be read). */
  get(): Record<string, any> | null {
    this.load();
    return this.user;
  }

  /** Loads the user once; resolves with it, or null when the API did not give it. */
  load(): IPromise<Record<string, any> | null> {
    if (!this.loading) {
      this.loading = this.$q.when(this.znData('Users').get({ id: 'me' }) as IPromise<unknown>)
        .then((user) => {
          this.user = user && typeof user === 'object' ? user as Record<string, any> : null;
          return this.user;
        }, () => null);
    }
    return this.loading;
  }

  /** The user's date format as AngularJS `date` filter tokens. */
  dateFormat(): string {
    const format = this.get()?.settings?.dateFormat;
    return typeof format === 'string' && format.trim() !== '' ? toAngularDateFormat(format) : DEFAULT_DATE_FORMAT;
  }
}

/** A moment-style format (`MM/DD/YYYY`, Zengine's user setting) as AngularJS date filter tokens (`MM/dd/yyyy`). */
export function toAngularDateFormat(format: string): string {
  return format.replace(/YYYY/g, 'yyyy').replace(/YY/g, 'yy').replace(/DD/g, 'dd').replace(/\bD\b/g, 'd');
}
