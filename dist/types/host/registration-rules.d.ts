import { ZnRegisteredPlugin } from './types';
/**
 * Checks a registration against the model and the plugins registered before it; returns the
 * registered plugin, normalized and frozen.
 */
export declare function validateRegistration(namespace: unknown, settings: unknown, registered: readonly ZnRegisteredPlugin[]): ZnRegisteredPlugin;
