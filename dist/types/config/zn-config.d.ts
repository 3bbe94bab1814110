import { ZnConfigService, ZnConfigValues } from './types';
/**
 * `znConfigProvider.set({ apiUrl, pluginServiceUrl })` in config blocks; the `znConfig` service
 * reads and changes the same settings at run time.
 */
export declare class ZnConfigProvider {
    private values;
    set(partial: Partial<ZnConfigValues>): this;
    $get: () => ZnConfigService;
}
