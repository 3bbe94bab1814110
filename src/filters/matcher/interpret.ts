// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.

import { compileValueTest, ValueTest } from './conditions';
import { ParsedCondition, ParsedGroup, ParsedNode } from './parse';
import { readAttribute, valueAt } from './record-values';

/**
 * Value tests by what they depend on (prefix, list or not, rule texts), shared by the filter
 * objects met once: a filter rebuilt for every call repeats the same conditions. Bounded.
 */
const valueTests = new Map<string, ValueTest>();
const MAX_VALUE_TESTS = 2000;

function valueTestOf(condition: ParsedCondition): ValueTest {
  const texts = condition.texts;
  const key = texts.length === 1
    ? `${condition.prefix}\u0000${condition.list ? 1 : 0}\u0000${texts[0]}`
    : `${condition.prefix}\u0000${condition.list ? 1 : 0}\u0000${JSON.stringify(texts)}`;
  let test = valueTests.get(key);
  if (test === undefined) {
    if (valueTests.size >= MAX_VALUE_TESTS) valueTests.clear();
    test = compileValueTest(condition);
    valueTests.set(key, test);
  }
  return test;
}

function matchesNode(node: ParsedNode, record: object): boolean {
  switch (node.kind) {
    case 'group': return matchesGroup(node, record);
    case 'subfilter': {
      const path = node.path;
      const nested = path.length === 1 ? readAttribute(record, path[0], null) : readAttribute(record, '', path);
      if (nested === null || typeof nested !== 'object') return false;
      if (!Array.isArray(nested)) return matchesGroup(node.filter, nested);
      for (let index = 0; index < nested.length; index++) {
        const element = nested[index];
        if (element !== null && typeof element === 'object' && !Array.isArray(element) && matchesGroup(node.filter, element)) return true;
      }
      return false;
    }
    default: {
      const path = node.path;
      return valueTestOf(node)(path.length === 1 ? valueAt(record, path[0], null) : valueAt(record, '', path));
    }
  }
}

/** True when the record matches the group ("and": every entry, "or": any; an empty group matches). */
export function matchesGroup(group: ParsedGroup, record: object): boolean {
  const entries = group.entries;
  const any = group.operator === 'or';
  if (entries.length === 0) return true;
  for (let index = 0; index < entries.length; index++) {
    if (matchesNode(entries[index], record) === any) return any;
  }
  return !any;
}
