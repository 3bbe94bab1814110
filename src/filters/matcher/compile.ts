// Turns a parsed filter into closures: groups, subfilters and (conditions.ts) conditions. The
// prefix, the attribute path and the rule values (their lower-case text, their numbers) are
// resolved once here, so matching a record only reads its values and compares, allocating
// nothing on the common paths.

import { compileCondition, Matcher } from './conditions';
import { ParsedGroup, ParsedNode, ParsedSubfilter } from './parse';
import { attributeReader } from './record-values';

export type { Matcher } from './conditions';

const matchAll: Matcher = () => true;

export function compileNode(node: ParsedNode): Matcher {
  switch (node.kind) {
    case 'group': return compileGroup(node);
    case 'subfilter': return compileSubfilter(node);
    default: return compileCondition(node);
  }
}

function compileGroup(group: ParsedGroup): Matcher {
  const matchers = group.entries.map(compileNode);
  const count = matchers.length;
  if (count === 0) return matchAll;
  if (count === 1) return matchers[0];
  if (group.operator === 'and') {
    if (count === 2) {
      const first = matchers[0];
      const second = matchers[1];
      return (record) => first(record) && second(record);
    }
    return (record) => {
      for (let index = 0; index < count; index++) if (!matchers[index](record)) return false;
      return true;
    };
  }
  if (count === 2) {
    const first = matchers[0];
    const second = matchers[1];
    return (record) => first(record) || second(record);
  }
  return (record) => {
    for (let index = 0; index < count; index++) if (matchers[index](record)) return true;
    return false;
  };
}

/** A nested record, or any of an array of them, matches the subfilter; no nested record never does. */
function compileSubfilter(node: ParsedSubfilter): Matcher {
  const read = attributeReader(node.path);
  const inner = compileGroup(node.filter);
  return (record) => {
    const nested = read(record);
    if (nested === null || typeof nested !== 'object') return false;
    if (!Array.isArray(nested)) return inner(nested);
    for (let index = 0; index < nested.length; index++) {
      const element = nested[index];
      if (element !== null && typeof element === 'object' && !Array.isArray(element) && inner(element)) return true;
    }
    return false;
  };
}

