/** The actions of `znData`'s events, in the spec's order (section 6, rule 3). */
export declare const DATA_EVENT_ACTIONS: readonly ["read", "saved", "deleted", "saved-all", "updated-all", "deleted-all"];
/** One action of a data event: `'read'`, `'saved'`, `'deleted'`, `'saved-all'`, `'updated-all'`, `'deleted-all'`. */
export type ZnDataEventAction = typeof DATA_EVENT_ACTIONS[number];
/**
 * The hyphenated form of a CamelCase name: `FormRecords` → `form-records`, `Tasks` → `tasks`.
 * A run of capitals is one word (`HTMLViews` → `html-views`).
 */
export declare function hyphenate(name: string): string;
/**
 * The name of the event `znData` broadcasts on `$rootScope` after a successful call, e.g.
 * `dataEventName('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. Refuses a resource
 * or an action that no event is sent for.
 */
export declare function dataEventName(service: string, resourceName: unknown, action: unknown): string;
