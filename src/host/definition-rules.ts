import { ZnError, describeValue } from '../errors';
import { isDirectiveName, isIdentifier } from './naming';

/** What the plugin object registers, by its method name. */
export type DefinitionKind = 'controller' | 'directive' | 'service' | 'factory' | 'filter' | 'constant' | 'value';

/** What each kind's definition is, for error messages. */
const DEFINITION: Record<DefinitionKind, string> = {
  controller: 'a constructor function',
  directive: 'a factory function returning the directive definition',
  service: 'a constructor function',
  factory: 'a factory function',
  filter: 'a factory function returning the filter function',
  constant: 'a value',
  value: 'a value'
};

/**
 * Checks the name and definition given to `plugin.<kind>(name, definition)`, so a mistake fails
 * where it is made, with the method's name, instead of as an injector error at bootstrap.
 */
export function validateDefinition(kind: DefinitionKind, name: unknown, definition: unknown): string {
  const service = `plugin.${kind}`;
  const validName = kind === 'directive' ? isDirectiveName(name) : isIdentifier(name);
  if (!validName || typeof name !== 'string') {
    const expected = kind === 'directive'
      ? "a camelCase directive name such as 'myPluginWidget' (used as <my-plugin-widget>)"
      : `a name of letters, digits, _ or $, not starting with a digit, such as 'myPlugin${kind === 'controller' ? 'Cntl' : 'Thing'}'`;
    throw new ZnError(service, 'bad-name', `name must be ${expected}; got ${describeValue(name)}`);
  }
  if (kind === 'constant' || kind === 'value') {
    if (definition === undefined) throw new ZnError(service, 'missing-definition', `"${name}" has no value (undefined); expected the value to register`);
    return name;
  }
  const problem = injectableProblem(definition) || (CONSTRUCTED.includes(kind) ? constructorProblem(definition) : '');
  if (problem) {
    throw new ZnError(service, 'bad-definition', `"${name}" ${problem}; expected ${DEFINITION[kind]} with explicit annotations, such as ['$scope', function ($scope) {...}]`);
  }
  return name;
}

/** Kinds AngularJS instantiates with `new`. */
const CONSTRUCTED: DefinitionKind[] = ['controller', 'service'];

/** Arrow functions and methods have no prototype, so `new` fails on them at injection time. */
function constructorProblem(definition: unknown): string {
  const fn = Array.isArray(definition) ? definition[definition.length - 1] : definition;
  return typeof fn === 'function' && !fn.prototype ? 'is an arrow function, which cannot be called with new' : '';
}

/**
 * Why `definition` is not an injectable that survives minification and strictDi, or '' when it
 * is one: a function with `$inject` (or no parameters), or `['dep', ..., function (dep, ...) {}]`.
 */
function injectableProblem(definition: unknown): string {
  if (typeof definition === 'function') {
    const annotated = Array.isArray((definition as { $inject?: unknown }).$inject);
    return definition.length > 0 && !annotated
      ? `takes ${definition.length} parameter(s) but has no $inject annotation (hosts minify and run with strictDi)`
      : '';
  }
  if (Array.isArray(definition)) {
    const fn = definition[definition.length - 1];
    const names = definition.slice(0, -1);
    if (typeof fn !== 'function') return 'is an array whose last item is not a function';
    if (!names.every((dependency) => typeof dependency === 'string')) return 'is an array whose items before the function are not all names (strings)';
    if (fn.length > names.length) return `names ${names.length} dependencies but its function takes ${fn.length} parameters`;
    return '';
  }
  return `is ${describeValue(definition)}`;
}
