import type { ZnDataEventAction, ZnResourceName } from '../core';
import type { IAngularEvent } from 'angular';

export type { ZnDataEventAction } from '../core';

/** A listener: the AngularJS event object first, then the event's arguments. */
export type ZnEventListener = (event: IAngularEvent, ...args: any[]) => unknown;

/** The `znPluginEvents` service: listening to events broadcast on `$rootScope`. */
export interface ZnPluginEventsService {
  /**
   * Listens to an event broadcast on `$rootScope` (by the host, another plugin or `znData`).
   * Returns the function that removes the listener: call it when your scope is destroyed.
   */
  $on(name: string, listener: ZnEventListener): () => void;
  /** As `$on`, but the listener is removed after its first call. */
  $once(name: string, listener: ZnEventListener): () => void;
  /** The name of a `znData` event: `dataEvent('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. */
  dataEvent(resourceName: ZnResourceName, action: ZnDataEventAction): string;
}
