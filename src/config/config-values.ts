import { ZnError, describeValue, isPlainObject } from '../core';
import { ZnConfigValues, ZnRetrySettings } from './types';

export const DEFAULT_RETRY: Readonly<ZnRetrySettings> = Object.freeze({ attempts: 3, baseDelay: 500, maxWait: 30000 });

export const DEFAULT_CONFIG: Readonly<ZnConfigValues> = Object.freeze({
  apiUrl: '/v1',
  pluginServiceUrl: '/plugins',
  retry: DEFAULT_RETRY
});

const URL_KEYS = ['apiUrl', 'pluginServiceUrl'] as const;
const KEYS = [...URL_KEYS, 'retry'];
/** Each retry setting: the smallest and largest value allowed. */
const RETRY_RANGES: Record<keyof ZnRetrySettings, [number, number]> = {
  attempts: [0, 10],
  baseDelay: [0, 30000],
  maxWait: [0, 30000]
};

/** A copy of the settings that shares nothing with `values`. */
export function copyConfig(values: ZnConfigValues): ZnConfigValues {
  return { ...values, retry: { ...values.retry } };
}

/**
 * Whether a base URL leads where requests may go: an http(s) URL (`https://api.example.com/v1`,
 * `//api.example.com/v1`) or a path on this origin (`/v1`, `api/v1`). Anything with another
 * scheme (`javascript:`, `data:`, `file:`) or a backslash, which browsers read as `/`, is not.
 * @returnsMessage
 */
function urlProblem(value: string): string | null {
  if (/[?#\s]/.test(value)) return 'must be a base URL without spaces, query or fragment';
  if (value.indexOf('\\') !== -1) return 'must not hold "\\", which browsers read as "/"';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !/^https?:\/\/[^/]/i.test(value)) {
    return `must be an http(s) URL or a same-origin path; "${scheme[1]}:" URLs are not allowed`;
  }
  return null;
}

function validateRetry(service: string, value: unknown): Partial<ZnRetrySettings> {
  if (!isPlainObject(value)) {
    throw new ZnError(service, 'bad-setting', `retry must be an object such as { attempts: 3 }, got ${describeValue(value)}`);
  }
  const result: Partial<ZnRetrySettings> = {};
  for (const key of Object.keys(value)) {
    const range = RETRY_RANGES[key as keyof ZnRetrySettings];
    if (!range || !Object.prototype.hasOwnProperty.call(RETRY_RANGES, key)) {
      throw new ZnError(service, 'unknown-setting', `unknown retry setting "${key}"; expected one of ${Object.keys(RETRY_RANGES).join(', ')}`);
    }
    const setting = value[key];
    if (typeof setting !== 'number' || !Number.isInteger(setting) || setting < range[0] || setting > range[1]) {
      throw new ZnError(service, 'bad-setting', `retry.${key} must be an integer from ${range[0]} to ${range[1]}, got ${describeValue(setting)}`);
    }
    result[key as keyof ZnRetrySettings] = setting;
  }
  return result;
}

/**
 * Checks a partial configuration and returns the settings it leads to, normalized (no trailing
 * slash), so a bad value fails where it is set instead of as a request to a wrong URL later.
 */
export function applyConfig(service: string, current: ZnConfigValues, partial: unknown): ZnConfigValues {
  if (!isPlainObject(partial)) {
    throw new ZnError(service, 'bad-settings', `set() expects an object such as { apiUrl: '/v1' }, got ${describeValue(partial)}`);
  }
  const next = copyConfig(current);
  for (const key of Object.keys(partial)) {
    if (!KEYS.includes(key)) {
      throw new ZnError(service, 'unknown-setting', `unknown setting "${key}"; expected one of ${KEYS.join(', ')}`);
    }
    const value = partial[key];
    if (key === 'retry') {
      next.retry = { ...next.retry, ...validateRetry(service, value) };
      continue;
    }
    if (typeof value !== 'string') {
      throw new ZnError(service, 'bad-setting', `${key} must be a string URL such as '${DEFAULT_CONFIG[key as 'apiUrl']}', got ${describeValue(value)}`);
    }
    const problem = urlProblem(value);
    if (problem) {
      throw new ZnError(service, 'bad-setting', `${key} ${problem}, got ${describeValue(value)}; expected a URL such as ` +
        `'https://api.example.com${DEFAULT_CONFIG[key as 'apiUrl']}' or '${DEFAULT_CONFIG[key as 'apiUrl']}'`);
    }
    next[key as 'apiUrl'] = value.replace(/\/+$/, '');
  }
  return next;
}
