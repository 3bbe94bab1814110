import type { IHttpService, IQService, IRootScopeService, IWindowService } from 'angular';
import { ZnConfigService } from '../config/types';
import { ZnDataService } from './types';
/**
 * `znData(resourceName)`: promise-based access to the REST API's resources (spec 4.1). The rules
 * live in pure functions (`planRequest`, `readSuccess`, `toFailure`); this factory sends the
 * planned request with `$http`, settles promise and callbacks, and broadcasts the data event.
 */
export declare function znDataFactory($http: IHttpService, $q: IQService, $rootScope: IRootScopeService, $exceptionHandler: (error: unknown, cause?: string) => void, $window: IWindowService, znConfig: ZnConfigService): ZnDataService;
export declare namespace znDataFactory {
    var $inject: string[];
}
