import { ZnError, describeValue } from '../core';
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
 * The namespace of the plugin's record for the script running now: the host marks each plugin's
 * script tag with it (`<script src="..." data-zn-namespace="demoPlugin">`, as the workbench does);
 * `null` when the script is not marked or the call does not come from a script as it loads.
 */
export function currentScriptNamespace(): string | null {
  const script = typeof document !== 'undefined' ? document.currentScript : null;
  return (script && script.getAttribute('data-zn-namespace')) || null;
}

/**
 * The namespace a registration goes under. Zengine's runtimes registered a plugin under the
 * namespace of its record, whatever name `plugin.register` gave (an old plugin registers as
 * 'demo-plugin' and is served as demoPlugin): so does this, with a warning once. Without a record
 * (a host that does not mark the script), the name is the namespace, checked as usual.
 */
function namespaceOf(name: unknown, record: string | null, warn: (key: string, message: string) => void): unknown {
  if (record === null || name === record) return name;
  warn(`${record}:register-name`, `plugin.register: "${typeof name === 'string' ? name : describeValue(name)}" is registered as its record's namespace "${record}"`);
  return record;
}

/**
 * Makes a plugin object that records registrations in `catalog` and definitions through
 * `registrar`. The SDK makes one (`plugin`); specs make their own around a fresh catalog.
 * `recordNamespace` gives the namespace of the plugin's record, when the host says it.
 */
export function createPlugin(catalog: PluginCatalog, registrar: AngularRegistrar,
  recordNamespace: () => string | null = currentScriptNamespace): ZnPlugin {
  const defined = new Map<string, DefinitionKind>();
  // Definitions annotated from parameter names, not yet attributed to a plugin (plugin code
  // usually defines its controllers first and registers last, in one chain).
  let unattributed: string[] = [];

  function warnUnannotated(namespace: string, names: string[]): void {
    catalog.warn(`${namespace}:unannotated`, `plugin "${namespace}": ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no $inject ` +
      'annotation; their dependencies were read from their parameter names, which minification breaks. ' +
      "Write them as ['$scope', 'znData', function ($scope, znData) {...}].");
  }

  function define(kind: DefinitionKind) {
    return (name: unknown, definition: unknown): ZnPlugin => {
      const checked = validateDefinition(kind, name, definition);
      const key = `${NAME_SPACE[kind]}:${checked.name}`;
      const earlier = defined.get(key);
      if (earlier && (earlier === 'constant' || kind === 'constant')) {
        // AngularJS keeps a constant whatever comes later under its name, so this cannot work.
        throw new ZnError(`plugin.${kind}`, 'already-registered', `"${checked.name}" is already registered as a ${earlier} through the plugin object; ` +
          'expected a new name (prefix names with your namespace)');
      }
      if (earlier) {
        // Zengine's platform let AngularJS have it: a later definition replaces the earlier one,
        // and a second directive of one name runs beside the first.
        const outcome = kind === 'directive' && earlier === 'directive' ? 'AngularJS runs both definitions' : 'the later definition replaces the earlier one';
        catalog.warn(`${kind}:${checked.name}:again`, `plugin.${kind}: "${checked.name}" is registered again (it was a ${earlier}); ${outcome}. ` +
          'Give each definition its own name, prefixed with your namespace.');
      }
      registrar.register(kind, checked.name, checked.definition);
      defined.set(key, kind);
      const label = `${kind} "${checked.name}"`;
      if (checked.inferred) {
        const owner = catalog.plugins().find((registered) => checked.name.startsWith(registered.namespace));
        if (owner) warnUnannotated(owner.namespace, [label]);
        else unattributed.push(label);
      }
      if (checked.shortAnnotation) {
        catalog.warn(`${kind}:${checked.name}:short`, `plugin.${kind}: "${checked.name}" ${checked.shortAnnotation}; name every dependency in the array.`);
      }
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
    register(name: unknown, settings: unknown): ZnPlugin {
      const namespace = namespaceOf(name, recordNamespace(), (key, message) => catalog.warn(key, message));
      const registered = catalog.register(namespace, settings);
      if (unattributed.length > 0) {
        warnUnannotated(registered.namespace, unattributed);
        unattributed = [];
      }
      return plugin;
    }
  };
  return plugin;
}
