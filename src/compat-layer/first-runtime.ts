/**
 * Zengine's first plugin runtime (its iframe prototype) served each plugin's code wrapped as
 *
 *   (function (prefix, wizehive, angular) {
 *     var plugin = wizehive.makePlugin(prefix);
 *     ...the plugin's code: plugin.controller(...).register('demo-plugin', {...})
 *   })('demoPlugin', wizehive, angular);
 *
 * and a repository that committed that file calls the global `wizehive` still. Its `makePlugin`
 * gave a plugin object whose definitions went to the app's module and whose `register` went under
 * `prefix`, the namespace of the plugin's record, whatever name it was given. So does this one, on
 * zn-plugin.js's plugin object: the namespace rules, warnings and the record's namespace (the
 * script tag's data-zn-namespace) are that object's.
 */

/** The plugin object's methods a plugin calls (zn-plugin.js's `plugin`). */
export interface PluginMethods {
  register(name: unknown, settings: unknown): unknown;
}

/** What makePlugin returns: the plugin object's methods, each returning it, for chains. */
export type PrototypePlugin = Record<string, (...args: unknown[]) => PrototypePlugin>;

const DEFINITIONS = ['controller', 'directive', 'service', 'factory', 'filter', 'constant', 'value'];

/** `wizehive.makePlugin` over the SDK's plugin object. */
export function makePluginOver(plugin: PluginMethods): (prefix: unknown) => PrototypePlugin {
  const methods = plugin as unknown as Record<string, (...args: unknown[]) => unknown>;
  return function makePlugin(prefix: unknown): PrototypePlugin {
    const own: PrototypePlugin = {};
    DEFINITIONS.forEach((kind) => {
      own[kind] = (...args: unknown[]) => {
        methods[kind](...args);
        return own;
      };
    });
    own.register = (_name: unknown, settings: unknown) => {
      plugin.register(prefix, settings);
      return own;
    };
    return own;
  };
}

/** Sets the global `wizehive` (with `makePlugin`) unless the page has one of its own; returns whether it did. */
export function installFirstRuntime(target: { wizehive?: unknown } | undefined, plugin: PluginMethods | undefined): boolean {
  if (!target || !plugin || target.wizehive !== undefined) return false;
  target.wizehive = { makePlugin: makePluginOver(plugin) };
  return true;
}
