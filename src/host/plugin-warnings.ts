import type { ILogService, IRootScopeService } from 'angular';
import { PluginCatalog } from '../plugin/plugin-catalog';

/**
 * The run block that logs, through `$log.warn`, each warning about legacy or fragile plugin code
 * (old registration forms, unannotated functions): those issued before bootstrap, then each new one.
 * Each is issued once per plugin and form; the listener goes with the injector.
 */
export function logPluginWarnings(catalog: PluginCatalog, $log: ILogService, $rootScope: IRootScopeService): void {
  const stop = catalog.onWarning((message) => $log.warn(message));
  $rootScope.$on('$destroy', stop);
}
logPluginWarnings.$inject = ['znPluginCatalog', '$log', '$rootScope'];
