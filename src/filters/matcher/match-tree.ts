// A compiled filter is a tree of `MatchNode`s, all of one class, walked by `matches`. Why not
// closures: closures made by one function literal share their call-site feedback, so the engine
// can never inline a group's calls to its conditions; here every call is to `matches` or a
// module function, every node has one shape, and the engine inlines and specializes freely.
//
// Semantics: positive prefixes match when ANY value of a piped text matches; negative ones
// (`not`, `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.

import { compareWithRule, NOT_A_NUMBER, NumericRule } from './numbers';
import { isMultiValue, normalizeElement, normalizeValue } from './record-values';
import { equalsExactly, equalsIgnoringCase, RuleText, textOf } from './text';

/** What a node does: one of the constants below (plain numbers, which the engine compares fastest). */
export type NodeKind = number;
const AND = 0;
const OR = 1;
const SUBFILTER = 2;
const NEVER = 3;
const EQUALS = 4;
const NOT_EQUALS = 5;
const CONTAINS = 6;
const NOT_CONTAINS = 7;
const STARTS_WITH = 8;
const ENDS_WITH = 9;
const MIN = 10;
const MAX = 11;
const IN = 12;
const NOT_IN = 13;
const NOT_VALIDATES = 14;
export {
  AND, OR, SUBFILTER, NEVER, EQUALS, NOT_EQUALS, CONTAINS, NOT_CONTAINS, STARTS_WITH, ENDS_WITH, MIN, MAX, IN, NOT_IN, NOT_VALIDATES
};

/** A bound of `min`/`max`: numeric when the rule text is a number, else text. */
export interface Bound {
  readonly numeric: NumericRule | null;
  readonly text: string;
}

const EMPTY: never[] = [];

/** One node of a compiled filter. Fields a kind does not use hold shared empty values. */
export class MatchNode {
  constructor(
    readonly kind: NodeKind,
    /** Groups: the entries; a subfilter: its filter (one group). */
    readonly entries: readonly MatchNode[] = EMPTY,
    /** The attribute when it is one property name; '' for a dotted path. */
    readonly key: string = '',
    /** A dotted attribute split at the dots; null for one property name. */
    readonly segments: readonly string[] | null = null,
    readonly rules: readonly RuleText[] = EMPTY,
    readonly bounds: readonly Bound[] = EMPTY,
    readonly patterns: readonly RegExp[] = EMPTY,
    /** `contains`: an array value needs every one of its values (a piped text any one). */
    readonly every: boolean = false,
    /** A condition whose attribute is the one of the condition before it in its group. */
    readonly readsLikePrevious: boolean = false
  ) {}
}

const hasOwn = Object.prototype.hasOwnProperty;

/** An own property: read first, checked as own only when defined (an undefined one needs no check). */
function readOwn(object: any, key: string): unknown {
  const value = object[key];
  return value !== undefined && hasOwn.call(object, key) ? value : undefined;
}

function readPath(record: object, segments: readonly string[]): unknown {
  let value: unknown = record;
  for (let index = 0; index < segments.length; index++) {
    if (value === null || typeof value !== 'object') return undefined;
    value = readOwn(value, segments[index]);
  }
  return value;
}

/** True when `record` (an object) matches the node. */
export function matches(node: MatchNode, record: object): boolean {
  const kind = node.kind;
  if (kind === AND || kind === OR) {
    const entries = node.entries;
    const any = kind === OR;
    let value: unknown;
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index];
      let matched: boolean;
      if (entry.kind > SUBFILTER) {
        // A condition, evaluated here rather than by recursion (a call the engine can inline);
        // one on the same attribute as the condition before it reuses its value (min and max).
        if (!entry.readsLikePrevious) value = valueOf(entry, record);
        matched = matchesValue(entry, value);
      } else {
        matched = matches(entry, record);
      }
      if (matched === any) return any;
    }
    return !any;
  }
  if (kind === SUBFILTER) return matchesNested(node.entries[0], read(node, record));
  return matchesValue(node, valueOf(node, record));
}

/** The raw value of the node's attribute. Only own properties count: `toString` is a missing field. */
function read(node: MatchNode, record: object): unknown {
  return node.segments === null ? readOwn(record, node.key) : readPath(record, node.segments);
}

function valueOf(node: MatchNode, record: object): unknown {
  return normalizeValue(read(node, record));
}

/** A subfilter: the nested record, or any of an array of them; no nested record never matches. */
function matchesNested(filter: MatchNode, nested: unknown): boolean {
  if (nested === null || typeof nested !== 'object') return false;
  if (!Array.isArray(nested)) return matches(filter, nested);
  for (let index = 0; index < nested.length; index++) {
    const element = nested[index];
    if (element !== null && typeof element === 'object' && !Array.isArray(element) && matches(filter, element)) return true;
  }
  return false;
}

/** A condition on a normalized record value (see record-values.ts). */
function matchesValue(node: MatchNode, value: unknown): boolean {
  switch (node.kind) {
    case EQUALS: return !isMultiValue(value) && equalsAny(value, node.rules);
    case NOT_EQUALS: return !isMultiValue(value) && !equalsAny(value, node.rules);
    case CONTAINS: return contains(value, node.rules, node.every);
    case NOT_CONTAINS: return !contains(value, node.rules, node.every);
    case STARTS_WITH: return !isMultiValue(value) && startsWithAny(textOf(value), node.rules);
    case ENDS_WITH: return !isMultiValue(value) && endsWithAny(textOf(value), node.rules);
    case MIN: return satisfiesAny(value, node.bounds, 1);
    case MAX: return satisfiesAny(value, node.bounds, -1);
    case IN: return isIn(value, node.rules);
    case NOT_IN: return !isIn(value, node.rules);
    case NOT_VALIDATES: return failsEvery(value, node.patterns);
    default: return false; // NEVER: `in`/`not-in` with a value that is not an array
  }
}

// '' and 'not': case-insensitive, type-loose equality.
function equalsAny(value: unknown, rules: readonly RuleText[]): boolean {
  for (let index = 0; index < rules.length; index++) if (equalsIgnoringCase(value, rules[index])) return true;
  return false;
}

// 'starts-with' and 'ends-with': case-sensitive, on text.
function startsWithAny(text: string, rules: readonly RuleText[]): boolean {
  for (let index = 0; index < rules.length; index++) if (text.startsWith(rules[index].text)) return true;
  return false;
}

function endsWithAny(text: string, rules: readonly RuleText[]): boolean {
  for (let index = 0; index < rules.length; index++) if (text.endsWith(rules[index].text)) return true;
  return false;
}

// 'contains': a substring of text (case-sensitive); on a multi-value field an element equal to
// the value (type-loose, case-sensitive). `every` (an array value): all of them; else any.
function contains(value: unknown, rules: readonly RuleText[], every: boolean): boolean {
  const count = rules.length;
  if (isMultiValue(value)) {
    for (let index = 0; index < count; index++) {
      if (hasElement(value, rules[index]) !== every) return !every;
    }
    return every;
  }
  const text = textOf(value);
  for (let index = 0; index < count; index++) {
    if ((text.indexOf(rules[index].text) !== -1) !== every) return !every;
  }
  return every;
}

function hasElement(values: readonly unknown[], rule: RuleText): boolean {
  for (let index = 0; index < values.length; index++) {
    if (equalsExactly(normalizeElement(values[index]), rule)) return true;
  }
  return false;
}

// 'min' and 'max', inclusive: numbers when the rule value is a number, else text order (which
// orders YYYY-MM-DD dates and ISO datetimes). Empty values satisfy neither.
function satisfiesAny(value: unknown, bounds: readonly Bound[], direction: 1 | -1): boolean {
  for (let index = 0; index < bounds.length; index++) if (satisfies(value, bounds[index], direction)) return true;
  return false;
}

function satisfies(value: unknown, bound: Bound, direction: 1 | -1): boolean {
  if (bound.numeric !== null) {
    const order = compareWithRule(value, bound.numeric);
    return order !== NOT_A_NUMBER && (direction === 1 ? order >= 0 : order <= 0);
  }
  if (value === '' || isMultiValue(value)) return false;
  const text = textOf(value);
  return direction === 1 ? text >= bound.text : text <= bound.text;
}

// 'in': the value, or any element of a multi-value field, equals a listed value.
function isIn(value: unknown, rules: readonly RuleText[]): boolean {
  if (!isMultiValue(value)) return equalsAny(value, rules);
  for (let index = 0; index < value.length; index++) {
    if (equalsAny(normalizeElement(value[index]), rules)) return true;
  }
  return false;
}

// 'not-validates': the value passes none of the named rules. Empty values are not checked.
function failsEvery(value: unknown, patterns: readonly RegExp[]): boolean {
  if (value === '' || isMultiValue(value)) return false;
  const text = textOf(value);
  for (let index = 0; index < patterns.length; index++) if (patterns[index].test(text)) return false;
  return true;
}
