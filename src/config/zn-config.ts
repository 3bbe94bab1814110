import { DEFAULT_CONFIG, applyConfig, copyConfig } from './config-values';
import { ZnConfigChanges, ZnConfigService, ZnConfigValues } from './types';

/**
 * `znConfigProvider.set({ apiUrl, pluginServiceUrl, retry })` in config blocks; the `znConfig`
 * service reads and changes the same settings at run time.
 */
export class ZnConfigProvider {
  private values: ZnConfigValues = copyConfig(DEFAULT_CONFIG);

  set(partial: ZnConfigChanges): this {
    this.values = applyConfig('znConfigProvider', this.values, partial);
    return this;
  }

  $get = (): ZnConfigService => ({
    get: () => copyConfig(this.values),
    set: (partial: ZnConfigChanges) => {
      this.values = applyConfig('znConfig', this.values, partial);
      return copyConfig(this.values);
    }
  });
}
