import { ZnError, describeValue, isDirectiveName, isIdentifier } from '../core';
import { parameterNames } from './annotate';

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

/** A checked definition: what to register, and the dependency names read from parameter names, if any. */
export interface CheckedDefinition {
  name: string;
  definition: unknown;
  /** Set when the function had no annotation and its dependencies were read from its parameters. */
  inferred?: string[];
  /** Set when an array annotation names fewer dependencies than its function takes (it still runs). */
  shortAnnotation?: string;
}

/**
 * Checks the name and definition given to `plugin.<kind>(name, definition)`, so a mistake fails
 * where it is made, with the method's name, instead of as an injector error at bootstrap. A
 * function without `$inject` (as Zengine's docs write controllers) is annotated from its parameter
 * names, so it runs under strictDi too; the caller warns that minification will break it.
 */
export function validateDefinition(kind: DefinitionKind, name: unknown, definition: unknown): CheckedDefinition {
  const service = `plugin.${kind}`;
  const validName = kind === 'directive' ? isDirectiveName(name) : isIdentifier(name);
  if (!validName || typeof name !== 'string') {
    throw new ZnError(service, 'bad-name', `name must be ${kind === 'directive'
      ? "a camelCase directive name such as 'myPluginWidget' (used as <my-plugin-widget>)"
      : `a name of letters, digits, _ or $, not starting with a digit, such as 'myPlugin${kind === 'controller' ? 'Cntl' : 'Thing'}'`
    }; got ${describeValue(name)}`);
  }
  if (kind === 'constant' || kind === 'value') {
    if (definition === undefined) throw new ZnError(service, 'missing-definition', `"${name}" has no value (undefined); expected the value to register`);
    return { name, definition };
  }
  const fail = (code: string, problem: string): never => {
    throw new ZnError(service, code, `"${name}" ${problem}; expected ${DEFINITION[kind]}, such as function ($scope) {...} or ['$scope', function ($scope) {...}]`);
  };
  const problem = shapeProblem(definition) || (CONSTRUCTED.includes(kind) ? constructorProblem(definition) : '');
  if (problem) fail('bad-definition', problem);

  if (typeof definition === 'function' && definition.length > 0 && !Array.isArray((definition as { $inject?: unknown }).$inject)) {
    const names = parameterNames(definition);
    if (typeof names === 'string') fail('cannot-annotate', `has no $inject annotation and ${names}`);
    const inferred = names as string[];
    return { name, definition: [...inferred, definition], inferred };
  }
  if (Array.isArray(definition)) {
    const fn = definition[definition.length - 1] as Function;
    const count = definition.length - 1;
    if (fn.length > count) {
      return { name, definition, shortAnnotation: `names ${count} dependencies but its function takes ${fn.length} parameters (the rest get undefined)` };
    }
  }
  return { name, definition };
}

/** Kinds AngularJS instantiates with `new`. */
const CONSTRUCTED: DefinitionKind[] = ['controller', 'service'];

/**
 * Arrow functions and methods have no prototype, so `new` fails on them at injection time.
 * @returnsMessage
 */
function constructorProblem(definition: unknown): string {
  const fn = Array.isArray(definition) ? definition[definition.length - 1] : definition;
  return typeof fn === 'function' && !fn.prototype ? 'is an arrow function, which cannot be called with new' : '';
}

/**
 * Why `definition` is neither a function nor `['dep', ..., function (dep, ...) {}]`, or ''.
 * @returnsMessage
 */
function shapeProblem(definition: unknown): string {
  if (typeof definition === 'function') return '';
  if (Array.isArray(definition)) {
    const fn = definition[definition.length - 1];
    const names = definition.slice(0, -1);
    if (typeof fn !== 'function') return 'is an array whose last item is not a function';
    if (!names.every((dependency) => typeof dependency === 'string')) return 'is an array whose items before the function are not all names (strings)';
    return '';
  }
  return `is ${describeValue(definition)}`;
}
