/** Where the SDK sends its requests. */
export interface ZnConfigValues {
  /** Base URL of the REST API that znData calls. Default `/v1` (same origin). */
  apiUrl: string;
  /** Base URL of plugin backend services that znPluginData calls. Default `/plugins`. */
  pluginServiceUrl: string;
}

/** The `znConfig` service: read or change the settings at run time. */
export interface ZnConfigService {
  /** A copy of the current settings. */
  get(): ZnConfigValues;
  /** Changes some settings; refuses unknown keys and values that are not strings. */
  set(partial: Partial<ZnConfigValues>): ZnConfigValues;
}

/** `znConfigProvider`, for config blocks. */
export interface ZnConfigProvider {
  set(partial: Partial<ZnConfigValues>): ZnConfigProvider;
}
