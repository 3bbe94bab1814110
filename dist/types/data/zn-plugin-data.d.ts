import type { IHttpService, IQService } from 'angular';
import { ZnConfigService } from '../config/types';
import { ZnPluginDataService } from './types';
/**
 * `znPluginData(namespace)`: calls to a plugin's own backend, scoped to a workspace (spec 4.2).
 * Resolves with the raw response body, since each plugin defines its own payloads.
 */
export declare function znPluginDataFactory($http: IHttpService, $q: IQService, $exceptionHandler: (error: unknown, cause?: string) => void, znConfig: ZnConfigService): ZnPluginDataService;
export declare namespace znPluginDataFactory {
    var $inject: string[];
}
