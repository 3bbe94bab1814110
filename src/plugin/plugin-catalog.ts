import { validateRegistration } from './registration-rules';
import { ZnRegisteredPlugin } from './types';

/**
 * The plugins registered through a plugin object. Plugin code registers while the page loads,
 * before any injector exists, so this lives outside AngularJS; `znPluginRegistry` reads it.
 */
export class PluginCatalog {
  private readonly registered: ZnRegisteredPlugin[] = [];
  private readonly listeners = new Set<(plugin: ZnRegisteredPlugin) => void>();

  /** Validates and records a registration, then tells the listeners. */
  register(namespace: unknown, settings: unknown): ZnRegisteredPlugin {
    const plugin = validateRegistration(namespace, settings, this.registered);
    this.registered.push(plugin);
    this.listeners.forEach((listener) => listener(plugin));
    return plugin;
  }

  /** The registered plugins in registration order (a new array of the frozen plugins). */
  plugins(): ZnRegisteredPlugin[] {
    return this.registered.slice();
  }

  /** Calls `listener` after each registration; returns a function that stops it. */
  subscribe(listener: (plugin: ZnRegisteredPlugin) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
