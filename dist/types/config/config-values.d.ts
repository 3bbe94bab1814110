import { ZnConfigValues } from './types';
export declare const DEFAULT_CONFIG: Readonly<ZnConfigValues>;
/**
 * Checks a partial configuration and returns it normalized (no trailing slash), so a bad value
 * fails where it is set instead of as a request to a wrong URL later.
 */
export declare function validateConfig(service: string, partial: unknown): Partial<ZnConfigValues>;
