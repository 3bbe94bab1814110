import { ZnError, describeUnknown } from './errors';
import { RESOURCE_NAMES, findResource } from './resources';

/** The actions of `znData`'s events, in the spec's order (section 6, rule 3). */
export const DATA_EVENT_ACTIONS = ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all'] as const;

/** One action of a data event: `'read'`, `'saved'`, `'deleted'`, `'saved-all'`, `'updated-all'`, `'deleted-all'`. */
export type ZnDataEventAction = typeof DATA_EVENT_ACTIONS[number];

/**
 * The hyphenated form of a CamelCase name: `FormRecords` → `form-records`, `Tasks` → `tasks`.
 * A run of capitals is one word (`HTMLViews` → `html-views`).
 */
export function hyphenate(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The name of the event `znData` broadcasts on `$rootScope` after a successful call, e.g.
 * `dataEventName('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. Refuses a resource
 * or an action that no event is sent for.
 */
export function dataEventName(service: string, resourceName: unknown, action: unknown): string {
  if (!findResource(resourceName)) {
    throw new ZnError(service, 'unknown-resource',
      `${describeUnknown('resource', resourceName)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
  }
  if (typeof action !== 'string' || (DATA_EVENT_ACTIONS as ReadonlyArray<string>).indexOf(action) === -1) {
    throw new ZnError(service, 'unknown-event-action',
      `${describeUnknown('data event action', action)}; expected one of ${DATA_EVENT_ACTIONS.join(', ')}`);
  }
  return `zn-data-${hyphenate(resourceName as string)}-${action}`;
}
