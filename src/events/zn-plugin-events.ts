import type { IAngularEvent, IRootScopeService } from 'angular';
import { ZnError, dataEventName, describeValue } from '../core';
import { ZnEventListener, ZnPluginEventsService } from './types';

const SERVICE = 'znPluginEvents';

function check(method: string, name: unknown, listener: unknown): void {
  if (typeof name !== 'string' || name === '') {
    throw new ZnError(SERVICE, 'bad-event-name', `${method}(name, listener): name must be a non-empty string, got ${describeValue(name)}; ` +
      "expected an event name such as 'zn-data-tasks-saved'");
  }
  if (typeof listener !== 'function') {
    throw new ZnError(SERVICE, 'bad-callback', `${method}(name, listener): listener must be a function, got ${describeValue(listener)}`);
  }
}

/**
 * `znPluginEvents`: listens on `$rootScope`, so a plugin hears the host's broadcasts and
 * `znData`'s data events (spec 4.9, 6). A listener that throws is reported to
 * `$exceptionHandler` by AngularJS and the other listeners still run.
 */
export function znPluginEventsFactory($rootScope: IRootScopeService): ZnPluginEventsService {
  return {
    $on(name: string, listener: ZnEventListener): () => void {
      check('$on', name, listener);
      return $rootScope.$on(name, listener);
    },
    $once(name: string, listener: ZnEventListener): () => void {
      check('$once', name, listener);
      const deregister = $rootScope.$on(name, function (this: unknown, event: IAngularEvent, ...args: unknown[]) {
        deregister();
        return listener.call(this, event, ...args);
      });
      return deregister;
    },
    dataEvent(resourceName, action): string {
      return dataEventName(SERVICE, resourceName, action);
    }
  };
}

znPluginEventsFactory.$inject = ['$rootScope'];
