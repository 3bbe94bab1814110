// One closure per condition, chosen by prefix, with the attribute read and the comparisons
// inlined (module functions the JIT inlines), so a condition costs one call per record.
//
// Positive prefixes match when ANY value of a piped text matches; negative ones (`not`,
// `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.

import { compareWithRule, NOT_A_NUMBER, NumericRule, numericRule } from './numbers';
import { ParsedCondition } from './parse';
import { isMultiValue, normalizeElement, normalizeValue } from './record-values';
import { equalsExactly, equalsIgnoringCase, RuleText, ruleText, textOf } from './text';
import { VALIDATION_RULES } from './validators';

/** A compiled filter or part of one; the record is an object (checked by the caller). */
export type Matcher = (record: object) => boolean;

export const matchNone: Matcher = () => false;

const hasOwn = Object.prototype.hasOwnProperty;

/** The raw value of an own property (small enough for the engine to inline into every condition). */
function readOwn(record: any, key: string): unknown {
  return hasOwn.call(record, key) ? record[key] : undefined;
}

/** The raw value of a dotted path of own properties through nested objects. */
function readPath(record: any, segments: readonly string[]): unknown {
  let value = record;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    if (value === null || typeof value !== 'object' || !hasOwn.call(value, segment)) return undefined;
    value = value[segment];
  }
  return value;
}

/** The raw value of an attribute: one own property (`segments` null) or a dotted path. */
function read(record: object, key: string, segments: readonly string[] | null): unknown {
  return segments === null ? readOwn(record, key) : readPath(record, segments);
}

/** Compiles a value condition. */
export function compileCondition(condition: ParsedCondition): Matcher {
  const path = condition.path;
  const key = path[0];
  const segments = path.length === 1 ? null : path.slice();
  const rules = condition.texts.map(ruleText);
  switch (condition.prefix) {
    case '': return equalsCondition(key, segments, rules, false);
    case 'not': return equalsCondition(key, segments, rules, true);
    case 'contains': return containsCondition(key, segments, rules, condition.list, false);
    case 'not-contains': return containsCondition(key, segments, rules, condition.list, true);
    case 'starts-with': return affixCondition(key, segments, rules, true);
    case 'ends-with': return affixCondition(key, segments, rules, false);
    case 'min': return boundCondition(key, segments, rules, 1);
    case 'max': return boundCondition(key, segments, rules, -1);
    case 'in': return condition.list ? inCondition(key, segments, rules, false) : matchNone;
    case 'not-in': return condition.list ? inCondition(key, segments, rules, true) : matchNone;
    case 'not-validates': return notValidatesCondition(key, segments, rules);
  }
}

// '' and 'not': case-insensitive, type-loose equality.

function equalsCondition(key: string, segments: string[] | null, rules: RuleText[], negated: boolean): Matcher {
  if (rules.length === 1) {
    const rule = rules[0];
    return (record) => {
      const value = normalizeValue(read(record, key, segments));
      return !isMultiValue(value) && equalsIgnoringCase(value, rule) !== negated;
    };
  }
  return (record) => {
    const value = normalizeValue(read(record, key, segments));
    return !isMultiValue(value) && equalsAny(value, rules) !== negated;
  };
}

function equalsAny(value: unknown, rules: readonly RuleText[]): boolean {
  for (let index = 0; index < rules.length; index++) if (equalsIgnoringCase(value, rules[index])) return true;
  return false;
}

// 'starts-with' and 'ends-with': case-sensitive, on text.

function affixCondition(key: string, segments: string[] | null, rules: RuleText[], atStart: boolean): Matcher {
  const texts = rules.map((rule) => rule.text);
  return (record) => {
    const value = normalizeValue(read(record, key, segments));
    if (isMultiValue(value)) return false;
    const text = textOf(value);
    for (let index = 0; index < texts.length; index++) {
      if (atStart ? text.startsWith(texts[index]) : text.endsWith(texts[index])) return true;
    }
    return false;
  };
}

// 'contains' and 'not-contains': a substring of text (case-sensitive); on a multi-value field an
// element equal to the value (type-loose, case-sensitive). An array value needs every one of its
// values; a piped text any one.

function containsCondition(key: string, segments: string[] | null, rules: RuleText[], every: boolean, negated: boolean): Matcher {
  const texts = rules.map((rule) => rule.text);
  return (record) => contains(normalizeValue(read(record, key, segments)), rules, texts, every) !== negated;
}

function contains(value: unknown, rules: readonly RuleText[], texts: readonly string[], every: boolean): boolean {
  const count = rules.length;
  if (isMultiValue(value)) {
    for (let index = 0; index < count; index++) {
      if (hasElement(value, rules[index]) !== every) return !every;
    }
    return every;
  }
  const text = textOf(value);
  for (let index = 0; index < count; index++) {
    if ((text.indexOf(texts[index]) !== -1) !== every) return !every;
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

interface Bound {
  readonly numeric: NumericRule | null;
  readonly text: string;
}

function boundCondition(key: string, segments: string[] | null, rules: RuleText[], direction: 1 | -1): Matcher {
  const bounds: Bound[] = rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }));
  if (bounds.length === 1) {
    const bound = bounds[0];
    return (record) => satisfies(normalizeValue(read(record, key, segments)), bound, direction);
  }
  return (record) => {
    const value = normalizeValue(read(record, key, segments));
    for (let index = 0; index < bounds.length; index++) if (satisfies(value, bounds[index], direction)) return true;
    return false;
  };
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

// 'in' and 'not-in': the value, or any element of a multi-value field, equals a listed value
// (case-insensitive, type-loose). A value that is not an array never matches either.

function inCondition(key: string, segments: string[] | null, rules: RuleText[], negated: boolean): Matcher {
  return (record) => {
    const value = normalizeValue(read(record, key, segments));
    if (!isMultiValue(value)) return equalsAny(value, rules) !== negated;
    for (let index = 0; index < value.length; index++) {
      if (equalsAny(normalizeElement(value[index]), rules)) return !negated;
    }
    return negated;
  };
}

// 'not-validates': the value passes none of the named rules. Empty values are not checked.

function notValidatesCondition(key: string, segments: string[] | null, rules: RuleText[]): Matcher {
  const patterns = rules.map((rule) => VALIDATION_RULES[rule.text]);
  return (record) => {
    const value = normalizeValue(read(record, key, segments));
    if (value === '' || isMultiValue(value)) return false;
    const text = textOf(value);
    for (let index = 0; index < patterns.length; index++) if (patterns[index].test(text)) return false;
    return true;
  };
}
