import type { IRootScopeService } from 'angular';
import { ZnPluginEventsService } from './types';
/**
 * `znPluginEvents`: listens on `$rootScope`, so a plugin hears the host's broadcasts and
 * `znData`'s data events (spec 4.9, 6). A listener that throws is reported to
 * `$exceptionHandler` by AngularJS and the other listeners still run.
 */
export declare function znPluginEventsFactory($rootScope: IRootScopeService): ZnPluginEventsService;
export declare namespace znPluginEventsFactory {
    var $inject: string[];
}
