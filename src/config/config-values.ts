import { ZnError, describeValue, isPlainObject } from '../errors';
import { ZnConfigValues } from './types';

export const DEFAULT_CONFIG: Readonly<ZnConfigValues> = Object.freeze({
  apiUrl: '/v1',
  pluginServiceUrl: '/plugins'
});

const KEYS = Object.keys(DEFAULT_CONFIG) as Array<keyof ZnConfigValues>;

/**
 * Checks a partial configuration and returns it normalized (no trailing slash), so a bad value
 * fails where it is set instead of as a request to a wrong URL later.
 */
export function validateConfig(service: string, partial: unknown): Partial<ZnConfigValues> {
  if (!isPlainObject(partial)) {
    throw new ZnError(service, 'bad-settings', `set() expects an object such as { apiUrl: '/v1' }, got ${describeValue(partial)}`);
  }
  const result: Partial<ZnConfigValues> = {};
  for (const key of Object.keys(partial)) {
    if (!(KEYS as string[]).includes(key)) {
      throw new ZnError(service, 'unknown-setting', `unknown setting "${key}"; expected one of ${KEYS.join(', ')}`);
    }
    const value = partial[key];
    if (typeof value !== 'string') {
      throw new ZnError(service, 'bad-setting', `${key} must be a string URL such as '${DEFAULT_CONFIG[key as keyof ZnConfigValues]}', got ${describeValue(value)}`);
    }
    if (/[?#\s]/.test(value)) {
      throw new ZnError(service, 'bad-setting', `${key} must be a base URL without spaces, query or fragment, got ${describeValue(value)}`);
    }
    result[key as keyof ZnConfigValues] = value.replace(/\/+$/, '');
  }
  return result;
}
