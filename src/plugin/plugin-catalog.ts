import { validateRegistration } from './registration-rules';
import { ZnRegisteredPlugin } from './types';

/**
 * The plugins registered through a plugin object. Plugin code registers while the page loads,
 * before any injector exists, so this lives outside AngularJS; `znPluginRegistry` reads it. It also
 * holds the warnings about legacy or fragile plugin code until an injector logs them with `$log.warn`.
 */
export class PluginCatalog {
  private readonly registered: ZnRegisteredPlugin[] = [];
  private readonly listeners = new Set<(plugin: ZnRegisteredPlugin) => void>();
  private readonly warned = new Set<string>();
  private readonly pendingWarnings: string[] = [];
  private readonly warningListeners = new Set<(message: string) => void>();

  /** Validates and records a registration, then tells the listeners. */
  register(namespace: unknown, settings: unknown): ZnRegisteredPlugin {
    const warnings: Array<{ key: string; message: string }> = [];
    const plugin = validateRegistration(namespace, settings, this.registered, (key, message) => warnings.push({ key, message }));
    this.registered.push(plugin);
    warnings.forEach(({ key, message }) => this.warn(key, message));
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

  /** Issues a warning once per `key` (such as `myPlugin:fullPage`), held until someone listens. */
  warn(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    if (this.warningListeners.size === 0) this.pendingWarnings.push(message);
    else this.warningListeners.forEach((listener) => listener(message));
  }

  /** Gives `listener` the warnings held so far, then each new one; returns a function that stops it. */
  onWarning(listener: (message: string) => void): () => void {
    this.pendingWarnings.splice(0).forEach(listener);
    this.warningListeners.add(listener);
    return () => { this.warningListeners.delete(listener); };
  }
}
