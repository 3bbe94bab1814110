import { DEFAULT_CONFIG, validateConfig } from './config-values';
import { ZnConfigService, ZnConfigValues } from './types';

/**
 * `znConfigProvider.set({ apiUrl, pluginServiceUrl })` in config blocks; the `znConfig` service
 * reads and changes the same settings at run time.
 */
export class ZnConfigProvider {
  private values: ZnConfigValues = { ...DEFAULT_CONFIG };

  set(partial: Partial<ZnConfigValues>): this {
    Object.assign(this.values, validateConfig('znConfigProvider', partial));
    return this;
  }

  $get = (): ZnConfigService => ({
    get: () => ({ ...this.values }),
    set: (partial: Partial<ZnConfigValues>) => {
      Object.assign(this.values, validateConfig('znConfig', partial));
      return { ...this.values };
    }
  });
}
