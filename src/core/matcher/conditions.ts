// A condition compiles to a closure over its rule values, chosen by prefix, that tests a record
// value already read and normalized (record-values.ts); the group reads the value (see
// compile.ts), so adjacent conditions on one attribute (a min/max range) read it once.
//
// Positive prefixes match when ANY value of a piped text matches; negative ones (`not`,
// `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.

import { compareDecimalText, compareScannedWith, compareWithRule, LONG_NUMBER, NOT_A_NUMBER, NumericRule, numericRule } from './numbers';
import { ParsedCondition } from './parse';
import { isMultiValue, normalizeElement } from './record-values';
import { equalsExactly, equalsIgnoringCase, equalsLowerCase, RuleText, ruleText, textOf } from './text';
import { VALIDATION_RULES } from './validators';

/** A test of a normalized record value. */
export type ValueTest = (value: unknown) => boolean;

const never: ValueTest = () => false;

/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
export function compileValueTest(condition: ParsedCondition): ValueTest {
  const rules = condition.texts.map(ruleText);
  const single = rules.length === 1 ? rules[0] : null;
  switch (condition.prefix) {
    // equalsIgnoringCase is false for a multi-value field (an array) already.
    case '': return single ? (value) => equalsIgnoringCase(value, single) : (value) => equalsAny(value, rules);
    case 'not': return single
      ? (value) => !isMultiValue(value) && !equalsIgnoringCase(value, single)
      : (value) => !isMultiValue(value) && !equalsAny(value, rules);
    case 'contains': return containsTest(rules, condition.list, false);
    case 'not-contains': return containsTest(rules, condition.list, true);
    case 'starts-with': return single
      ? (value) => !isMultiValue(value) && textOf(value).startsWith(single.text)
      : (value) => !isMultiValue(value) && startsWithAny(textOf(value), rules);
    case 'ends-with': return single
      ? (value) => !isMultiValue(value) && textOf(value).endsWith(single.text)
      : (value) => !isMultiValue(value) && endsWithAny(textOf(value), rules);
    case 'min': return boundTest(rules, 1);
    case 'max': return boundTest(rules, -1);
    // `in`/`not-in` need an array: anything else never matches.
    case 'in': return condition.list ? (value) => isIn(value, rules) : never;
    case 'not-in': return condition.list ? (value) => !isIn(value, rules) : never;
    case 'not-validates': return notValidatesTest(rules);
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
// the value (type-loose, case-sensitive). An array value needs every one of its values; a piped
// text any one. 'not-contains' is its negation.
function containsTest(rules: readonly RuleText[], every: boolean, negated: boolean): ValueTest {
  if (rules.length === 1) {
    // One value: "every" and "any" agree.
    const rule = rules[0];
    const text = rule.text;
    return negated
      ? (value) => (isMultiValue(value) ? !hasElement(value, rule) : textOf(value).indexOf(text) === -1)
      : (value) => (isMultiValue(value) ? hasElement(value, rule) : textOf(value).indexOf(text) !== -1);
  }
  return (value) => contains(value, rules, every) !== negated;
}

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
    const element = values[index];
    // Text elements (the common case) compare directly.
    if (typeof element === 'string' ? element === rule.text : equalsExactly(normalizeElement(element), rule)) return true;
  }
  return false;
}

// 'min' and 'max', inclusive: numbers when the rule value is a number, else text order (which
// orders YYYY-MM-DD dates and ISO datetimes). Empty values satisfy neither.

interface Bound {
  readonly numeric: NumericRule | null;
  readonly text: string;
}

function boundTest(rules: readonly RuleText[], direction: 1 | -1): ValueTest {
  const bounds: Bound[] = rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }));
  if (bounds.length === 1) {
    // One bound: numeric or text, min or max, known now.
    const numeric = bounds[0].numeric;
    const text = bounds[0].text;
    if (numeric !== null) {
      return direction === 1
        ? (value) => { const order = compareWithRule(value, numeric); return order !== NOT_A_NUMBER && order >= 0; }
        : (value) => { const order = compareWithRule(value, numeric); return order !== NOT_A_NUMBER && order <= 0; };
    }
    return direction === 1
      ? (value) => value !== '' && !isMultiValue(value) && textOf(value) >= text
      : (value) => value !== '' && !isMultiValue(value) && textOf(value) <= text;
  }
  return (value) => {
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

/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
export function compileRangeTest(low: ParsedCondition, high: ParsedCondition): ValueTest | null {
  if (low.prefix !== 'min' || high.prefix !== 'max' || low.texts.length !== 1 || high.texts.length !== 1) return null;
  const lowRule = numericRule(low.texts[0]);
  const highRule = numericRule(high.texts[0]);
  if (lowRule === null || highRule === null || !lowRule.fast || !highRule.fast) return null;
  const lowTest = compileValueTest(low);
  const highTest = compileValueTest(high);
  return (value) => {
    if (typeof value !== 'string') return lowTest(value) && highTest(value);
    const order = compareDecimalText(value, true, lowRule);
    if (order === NOT_A_NUMBER) return false;
    if (order === LONG_NUMBER) return lowTest(value) && highTest(value); // the exact slow path
    return order >= 0 && compareScannedWith(highRule) <= 0;
  };
}

// 'in': the value, or any element of a multi-value field, equals a listed value. Text elements
// (the common case) skip normalizeElement and the type dispatch of equalsIgnoringCase.
function isIn(value: unknown, rules: readonly RuleText[]): boolean {
  if (!isMultiValue(value)) return equalsAny(value, rules);
  const count = rules.length;
  for (let index = 0; index < value.length; index++) {
    const element = value[index];
    if (typeof element === 'string') {
      for (let rule = 0; rule < count; rule++) if (equalsLowerCase(element, rules[rule])) return true;
    } else if (equalsAny(normalizeElement(element), rules)) {
      return true;
    }
  }
  return false;
}

// 'not-validates': the value passes none of the named rules. Empty values are not checked.
function notValidatesTest(rules: readonly RuleText[]): ValueTest {
  const patterns = rules.map((rule) => VALIDATION_RULES[rule.text]);
  if (patterns.length === 1) {
    const pattern = patterns[0];
    return (value) => value !== '' && !isMultiValue(value) && !pattern.test(textOf(value));
  }
  return (value) => {
    if (value === '' || isMultiValue(value)) return false;
    const text = textOf(value);
    for (let index = 0; index < patterns.length; index++) if (patterns[index].test(text)) return false;
    return true;
  };
}
