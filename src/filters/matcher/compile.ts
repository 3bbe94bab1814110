// Turns a parsed filter into a match tree (match-tree.ts): the prefix, the attribute path and the
// rule values (their lower-case text, their numbers, their validation patterns) are resolved
// once here, so matching a record only reads its values and compares, allocating nothing on the
// common paths.

import {
  AND, Bound, CONTAINS, ENDS_WITH, EQUALS, IN, MatchNode, MAX, MIN, NEVER, NodeKind, NOT_CONTAINS, NOT_EQUALS, NOT_IN,
  NOT_VALIDATES, OR, STARTS_WITH, SUBFILTER
} from './match-tree';
import { numericRule } from './numbers';
import { ParsedCondition, ParsedGroup, ParsedNode } from './parse';
import { RuleText, ruleText } from './text';
import { ZnFilterPrefix } from './types';
import { VALIDATION_RULES } from './validators';

const VALUE_KINDS: { readonly [prefix in ZnFilterPrefix]: NodeKind } = {
  '': EQUALS,
  'not': NOT_EQUALS,
  'contains': CONTAINS,
  'not-contains': NOT_CONTAINS,
  'starts-with': STARTS_WITH,
  'ends-with': ENDS_WITH,
  'min': MIN,
  'max': MAX,
  'in': IN,
  'not-in': NOT_IN,
  'not-validates': NOT_VALIDATES
};

export function compileNode(node: ParsedNode): MatchNode {
  switch (node.kind) {
    case 'group': return compileGroup(node);
    case 'subfilter': {
      const [key, segments] = attribute(node.path);
      return new MatchNode(SUBFILTER, [compileGroup(node.filter)], key, segments);
    }
    default: return compileCondition(node);
  }
}

function compileGroup(group: ParsedGroup): MatchNode {
  const entries = group.entries.map((entry, index) => {
    const previous = group.entries[index - 1];
    const readsLikePrevious = entry.kind === 'condition' && previous !== undefined && previous.kind === 'condition' &&
      entry.path.join('.') === previous.path.join('.');
    return entry.kind === 'condition' ? compileCondition(entry, readsLikePrevious) : compileNode(entry);
  });
  // One entry is the entry itself; an empty group matches everything, as an empty "and" does.
  if (entries.length === 1) return entries[0];
  return new MatchNode(group.operator === 'and' || entries.length === 0 ? AND : OR, entries);
}

/** One property name (no segments), or a dotted path. */
function attribute(path: readonly string[]): [string, string[] | null] {
  return path.length === 1 ? [path[0], null] : ['', path.slice()];
}

function compileCondition(condition: ParsedCondition, readsLikePrevious = false): MatchNode {
  const [key, segments] = attribute(condition.path);
  const rules: RuleText[] = condition.texts.map(ruleText);
  const kind = VALUE_KINDS[condition.prefix];
  if ((kind === IN || kind === NOT_IN) && !condition.list) {
    // `in`/`not-in` need an array: anything else never matches. (It still reads its attribute,
    // for the condition after it.)
    return new MatchNode(NEVER, [], key, segments, [], [], [], false, readsLikePrevious);
  }
  const bounds: Bound[] = kind === MIN || kind === MAX
    ? rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }))
    : [];
  const patterns = kind === NOT_VALIDATES ? rules.map((rule) => VALIDATION_RULES[rule.text]) : [];
  return new MatchNode(kind, [], key, segments, rules, bounds, patterns, condition.list, readsLikePrevious);
}
