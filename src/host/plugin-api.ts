import { ZnError } from '../errors';
import { AngularRegistrar } from './angular-registrar';
import { DefinitionKind, validateDefinition } from './definition-rules';
import { PluginCatalog } from './plugin-catalog';
import { ZnPlugin } from './types';

/** Which names share one injector: a service and a value of one name would replace each other. */
const NAME_SPACE: Record<DefinitionKind, string> = {
  controller: 'controller', directive: 'directive', filter: 'filter',
  service: 'injectable', factory: 'injectable', constant: 'injectable', value: 'injectable'
};

/**
 * Makes a plugin object that records registrations in `catalog` and definitions through
 * `registrar`. The SDK makes one (`plugin`); specs make their own around a fresh catalog.
 */
export function createPlugin(catalog: PluginCatalog, registrar: AngularRegistrar): ZnPlugin {
  const defined = new Map<string, DefinitionKind>();

  function define(kind: DefinitionKind) {
    return (name: unknown, definition: unknown): ZnPlugin => {
      const checked = validateDefinition(kind, name, definition);
      const key = `${NAME_SPACE[kind]}:${checked}`;
      const earlier = defined.get(key);
      if (earlier) {
        throw new ZnError(`plugin.${kind}`, 'already-registered', `"${checked}" is already registered as a ${earlier} through the plugin object; ` +
          'expected a new name (prefix names with your namespace)');
      }
      registrar.register(kind, checked, definition);
      defined.set(key, kind);
      return plugin;
    };
  }

  const plugin: ZnPlugin = {
    controller: define('controller'),
    directive: define('directive'),
    service: define('service'),
    factory: define('factory'),
    filter: define('filter'),
    constant: define('constant'),
    value: define('value'),
    register(namespace: unknown, settings: unknown): ZnPlugin {
      catalog.register(namespace, settings);
      return plugin;
    }
  };
  return plugin;
}
