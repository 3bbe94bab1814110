// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.

import { compileValueTest } from './conditions';
import { ParsedGroup, ParsedNode } from './parse';
import { readAttribute, valueAt } from './record-values';

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
      return compileValueTest(node)(path.length === 1 ? valueAt(record, path[0], null) : valueAt(record, '', path));
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
