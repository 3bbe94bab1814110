// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.

import { compileValueTest, ValueTest } from './conditions';
import { ParsedCondition, ParsedGroup, ParsedNode } from './parse';
import { readAttribute, valueAt } from './record-values';

/**
 * Value tests by what they depend on (prefix, list or not, rule texts), shared by the filter
 * objects met once: a filter rebuilt for every call repeats the same conditions. A single rule
 * text (the usual case) is looked up without building a key. Bounded.
 */
const singleTests = new Map<string, Map<string, ValueTest>>();
const otherTests = new Map<string, ValueTest>();
let cachedTests = 0;
const MAX_VALUE_TESTS = 2000;

function remember(condition: ParsedCondition): ValueTest {
  if (++cachedTests > MAX_VALUE_TESTS) {
    singleTests.clear();
    otherTests.clear();
    cachedTests = 1;
  }
  return compileValueTest(condition);
}

function valueTestOf(condition: ParsedCondition): ValueTest {
  const texts = condition.texts;
  if (texts.length === 1 && !condition.list) {
    let byText = singleTests.get(condition.prefix);
    if (byText === undefined) {
      byText = new Map();
      singleTests.set(condition.prefix, byText);
    }
    let test = byText.get(texts[0]);
    if (test === undefined) {
      test = remember(condition);
      byText.set(texts[0], test);
    }
    return test;
  }
  // the count and the texts joined by U+0000 name the list exactly, unless a text holds U+0000 itself (then no cache)
  for (let index = 0; index < texts.length; index++) if (texts[index].indexOf('\u0000') !== -1) return compileValueTest(condition);
  const key = `${condition.prefix}\u0001${condition.list ? 1 : 0}\u0001${texts.length}\u0001${texts.join('\u0000')}`;
  let test = otherTests.get(key);
  if (test === undefined) {
    test = remember(condition);
    otherTests.set(key, test);
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
