import type { IDirective } from 'angular';
/** A local calendar date as `YYYY-MM-DD`. */
export declare function formatIsoDate(date: Date): string;
/** `YYYY-MM-DD` as a local Date at midnight, or null when the text is not such a date. */
export declare function parseIsoDate(text: unknown): Date | null;
/**
 * `zn-filter-date-string` beside `uib-datepicker-popup`: keeps the ng-model a `YYYY-MM-DD`
 * string (as the API writes dates) while the popup works with Date objects. Its priority makes
 * it link after the popup, so its formatter runs first and its parser last.
 */
export declare function filterDateStringDirective(): IDirective;
