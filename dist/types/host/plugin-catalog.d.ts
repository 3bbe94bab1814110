import { ZnRegisteredPlugin } from './types';
/**
 * The plugins registered through a plugin object. Plugin code registers while the page loads,
 * before any injector exists, so this lives outside AngularJS; `znPluginRegistry` reads it.
 */
export declare class PluginCatalog {
    private readonly registered;
    private readonly listeners;
    /** Validates and records a registration, then tells the listeners. */
    register(namespace: unknown, settings: unknown): ZnRegisteredPlugin;
    /** The registered plugins in registration order (a new array of the frozen plugins). */
    plugins(): ZnRegisteredPlugin[];
    /** Calls `listener` after each registration; returns a function that stops it. */
    subscribe(listener: (plugin: ZnRegisteredPlugin) => void): () => void;
}
