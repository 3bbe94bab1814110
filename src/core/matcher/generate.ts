// Code generation, as AngularJS's $parse does: where the environment allows `new Function`, a
// filter compiles into one function of its own that reads attributes and calls its value tests
// directly, like a predicate written by hand. Closures (compile.ts) share their code between all
// filters, so the engine sees every attribute name and every test at the same few call sites and
// cannot specialize them; a function per filter has call sites of its own.
//
// SECURITY: no text from a filter or a record ever becomes source code. The source is built only
// from the fixed fragments below and integer indexes: attribute names, rule values and value tests
// go in through the constants array (`c[3]`, read once into `c3`), never into the source, not even
// quoted. Anything else (text of the filter, of the record) is data the generated code compares.
//
// Where code generation is not allowed (a Content Security Policy without 'unsafe-eval', or
// `setCodeGeneration(false)`), filters compile to closures, with the same answers.

import { compileNode, Matcher, planEntries } from './compile';
import { ParsedGroup } from './parse';
import { normalizeValue } from './record-values';

const hasOwn = Object.prototype.hasOwnProperty;
const FunctionConstructor = Function;

/** How many filters were compiled into generated code. */
let generated = 0;

/** How many filters were compiled into generated code so far (for specs). */
export function generatedCount(): number {
  return generated;
}

/** Whether code generation is allowed: undefined until set or probed. */
let allowed: boolean | undefined;

/**
 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`); with
 * undefined, the default, the matcher tries `new Function` once, when it first compiles a filter,
 * and generates code if that works. Filters compiled before keep their form.
 */
export function setCodeGeneration(allow: boolean | undefined): void {
  allowed = allow;
}

/** True when filters compile into generated code (probing `new Function` once, as AngularJS does). */
export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      new FunctionConstructor('');
      allowed = true;
    } catch (error) {
      allowed = false; // a Content Security Policy (EvalError) or Trusted Types (TypeError) forbid it
    }
  }
  return allowed;
}

// The constants every generated function reads at fixed indexes.
const CHECK = 0;
const HAS_OWN = 1;
const NORMALIZE = 2;
const PROTOTYPE_OF = 3;
const OBJECT_PROTOTYPE = 4;

interface Emitter {
  /** The values the source refers to as `c<index>`. */
  readonly constants: unknown[];
  /** How many locals (`v<index>`) the source uses. */
  locals: number;
}

function constant(emitter: Emitter, value: unknown): string {
  emitter.constants.push(value);
  return 'c' + (emitter.constants.length - 1);
}

function local(emitter: Emitter): string {
  return 'v' + emitter.locals++;
}

/**
 * A test put in front of a generated matcher (snapshot.ts: whether the filter is unchanged), so the
 * two are one function: one call per record, not two.
 */
export interface MatcherGuard {
  /** The test as an expression; every value it compares goes in through `constant` (as above). */
  expression(constant: (value: unknown) => string): string;
  /** What the function answers, instead of matching, when the test fails. */
  readonly otherwise: object;
}

/**
 * The matcher of a whole filter as one generated function, calling `check(record)` first (after
 * `guard`'s test, if given); null when generating fails (a filter nested too deep for the engine's
 * parser, a policy that forbids code generation after all), so the caller compiles closures instead.
 */
export function generateRoot(group: ParsedGroup, check: (record: unknown) => void, guard?: MatcherGuard): Matcher | null {
  try {
    const emitter: Emitter = { constants: [check, hasOwn, normalizeValue, Object.getPrototypeOf, Object.prototype], locals: 0 };
    const guardSource = guard ? 'if(!(' + guard.expression((value) => constant(emitter, value)) + '))return ' + constant(emitter, guard.otherwise) + ';' : '';
    const body = groupSource(group, emitter);
    // A number of its own makes each source new to the engine: a source met before would share the
    // earlier function's type feedback, and every filter of the same shape has the same source.
    let source = '"use strict";/*' + ++generated + '*/const ';
    for (let index = 0; index < emitter.constants.length; index++) source += (index === 0 ? 'c' : ',c') + index + '=c[' + index + ']';
    source += ';return function(r){';
    for (let index = 0; index < emitter.locals; index++) source += (index === 0 ? 'var v' : ',v') + index;
    source += (emitter.locals === 0 ? '' : ';') + guardSource + 'c' + CHECK + '(r);return ' + body + ';};';
    return new FunctionConstructor('c', source)(emitter.constants) as Matcher;
  } catch (error) {
    // Too deep for the engine's parser (RangeError): this filter only. Anything else (EvalError
    // under a Content Security Policy, TypeError under Trusted Types): no more tries.
    if (!(error instanceof RangeError)) allowed = false;
    return null;
  }
}

// "and": every entry (an empty group matches every record); "or": any entry.
function groupSource(group: ParsedGroup, emitter: Emitter): string {
  const any = group.operator === 'or';
  const entries = planEntries(group.entries, any);
  if (entries.length === 0) return 'true';
  let source = '(';
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (index > 0) source += any ? '||' : '&&';
    if (entry.kind === 'node') {
      source += entry.node.kind === 'group'
        ? groupSource(entry.node, emitter)
        : constant(emitter, compileNode(entry.node)) + '(r)'; // a subfilter: its closures
      continue;
    }
    // A run of tests on one attribute: read and normalize it once into a local, then test it.
    const value = local(emitter);
    source += '(' + readSource(entry.path, value, emitter) + value + '=c' + NORMALIZE + '(' + value + '),';
    for (let test = 0; test < entry.tests.length; test++) {
      if (test > 0) source += any ? '||' : '&&';
      source += constant(emitter, entry.tests[test]) + '(' + value + ')';
    }
    source += ')';
  }
  return source + ')';
}

/**
 * Assignments (each followed by a comma) that leave in `value` the raw value of an attribute path:
 * own properties only, through nested objects (as readAttribute in record-values.ts does).
 *
 * The own-property check: a defined value read from an object whose prototype is Object.prototype
 * is its own when Object.prototype had no such property just before the read (nothing runs in
 * between but the object's own getter). The engine folds both checks to constants for a given
 * record shape, and drops that code when Object.prototype changes, so a record of the usual kind
 * needs no hasOwnProperty call; any other object, or a name Object.prototype has (`constructor`,
 * a polluting property), takes the call.
 */
function readSource(path: readonly string[], value: string, emitter: Emitter): string {
  let source = '';
  let holder = 'r';
  const plain = local(emitter); // Object.prototype has no property of that name
  const objectPrototype = 'c' + OBJECT_PROTOTYPE;
  for (let index = 0; index < path.length; index++) {
    const key = constant(emitter, path[index]);
    const target = index === path.length - 1 ? value : local(emitter);
    const absent = plain + '=!(' + key + ' in ' + objectPrototype + ')';
    source += index === 0
      ? absent + ',' + target + '=r[' + key + '],'
      : target + '=' + holder + '!==null&&typeof ' + holder + '==="object"?(' + absent + ',' + holder + '[' + key + ']):void 0,';
    source += target + '=' + target + '!==void 0&&!(' + plain + '&&c' + PROTOTYPE_OF + '(' + holder + ')===' + objectPrototype + ')&&!c' +
      HAS_OWN + '.call(' + holder + ',' + key + ')?void 0:' + target + ',';
    holder = target;
  }
  return source;
}
