import { ZnPlugin } from './types';
/**
 * Sets `target.plugin` to the SDK's plugin object unless the page already has a `plugin` of
 * its own (a host's); returns whether it did. Plugin code can always import it instead.
 */
export declare function installGlobalPlugin(target: {
    plugin?: unknown;
} | undefined, plugin: ZnPlugin): boolean;
