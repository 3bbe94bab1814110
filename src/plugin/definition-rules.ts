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
  const problem = shapeProblem(definition);
  if (problem) fail('bad-definition', problem);
  const checked = annotated(name, definition, fail);
  if (CONSTRUCTED.includes(kind)) checked.definition = constructible(checked.definition);
  return checked;
}

/** `definition` with the dependency names read from its parameters where it has no annotation. */
function annotated(name: string, definition: unknown, fail: (code: string, problem: string) => never): CheckedDefinition {
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
 * A controller or service written as an arrow function (or a method) has no prototype, so the
 * `new` AngularJS constructs it with would fail. Zengine's build compiled plugin code with Babel,
 * which turned arrows into plain functions, so plugins use them as controllers
 * (`plugin.controller('xCtrl', ['$scope', ($scope) => {...}])`, as Zengine's generator wrote
 * them). Such a function is given to AngularJS inside a plain function that calls it; its
 * annotation is kept (`$inject`, or the array's names).
 */
function constructible(definition: unknown): unknown {
  const fn = Array.isArray(definition) ? definition[definition.length - 1] : definition;
  if (typeof fn !== 'function' || fn.prototype) return definition;
  const callable = fn as (...args: unknown[]) => unknown;
  const wrapper = function (this: unknown, ...args: unknown[]) {
    return callable.apply(this, args);
  };
  const inject = (fn as { $inject?: unknown }).$inject;
  if (Array.isArray(inject)) (wrapper as { $inject?: unknown }).$inject = inject.slice();
  return Array.isArray(definition) ? [...definition.slice(0, -1), wrapper] : wrapper;
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
