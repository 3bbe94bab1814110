/** How `znData` retries a read (GET, count) that got 429, 502, 503, 504 or no answer. */
export interface ZnRetrySettings {
  /** Retries after the first attempt: 0 to 10, default 3. 0 turns retrying off. */
  attempts: number;
  /** The first backoff in milliseconds (doubled each retry, with jitter), 0 to 30000, default 500. */
  baseDelay: number;
  /** The most milliseconds one call may spend waiting between attempts in all, 0 to 30000, default 30000. */
  maxWait: number;
}

/** Where the SDK sends its requests, and how it retries. */
export interface ZnConfigValues {
  /** Base URL of the REST API that znData calls: an http(s) URL or a same-origin path. Default `/v1`. */
  apiUrl: string;
  /** Base URL of plugin backend services that znPluginData calls. Default `/plugins`. */
  pluginServiceUrl: string;
  /** Retries of reads; `{ attempts: 0 }` turns them off. */
  retry: ZnRetrySettings;
}

/** What `set` takes: any of the settings, and any of the retry settings. */
export interface ZnConfigChanges {
  apiUrl?: string;
  pluginServiceUrl?: string;
  retry?: Partial<ZnRetrySettings>;
}

/** The `znConfig` service: read or change the settings at run time. */
export interface ZnConfigService {
  /** A copy of the current settings. */
  get(): ZnConfigValues;
  /** Changes some settings; refuses unknown keys and bad values, keeping the old settings. */
  set(partial: ZnConfigChanges): ZnConfigValues;
}

/** `znConfigProvider`, for config blocks. */
export interface ZnConfigProvider {
  set(partial: ZnConfigChanges): ZnConfigProvider;
}
