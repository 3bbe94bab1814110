// Turns a parsed filter into closures: a group into a combination of its entries' matchers, a
// condition into a read of its attribute plus a test over its prepared rule values
// (conditions.ts), a subfilter into a match of the nested record(s). The prefix, the attribute
// path and the rule values (their lower-case text, their numbers, their validation patterns) are
// resolved here once, so matching a record only reads its values and compares, allocating nothing.
//
// Why so many small closure shapes: without code generation (no `new Function`, for CSP) every
// filter shares the same closure code, so a generic loop over entries makes every call site in it
// megamorphic and keeps branches on things known at compile time. Groups of one to three entries
// and runs of conditions on one attribute (a min/max range) therefore get their own closures.

import { compileRangeTest, compileValueTest, ValueTest } from './conditions';
import { ParsedCondition, ParsedGroup, ParsedNode, ParsedSubfilter } from './parse';
import { normalizeValue, readAttribute } from './record-values';

const hasOwn = Object.prototype.hasOwnProperty;

/** A compiled filter or part of one: true when the record (an object) matches. */
export type Matcher = (record: object) => boolean;

const matchAll: Matcher = () => true;

export function compileNode(node: ParsedNode): Matcher {
  switch (node.kind) {
    case 'group': return compileGroup(node);
    case 'subfilter': return compileSubfilter(node);
    default: return conditionsMatcher(node.path, [compileValueTest(node)], false);
  }
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * The matcher of a whole filter, calling `check(record)` first. A root group of two entries (the
 * usual filter) gets the check in its own closure: one call less per record than a wrapper.
 */
export function compileRoot(group: ParsedGroup, check: (record: unknown) => void): Matcher {
  const any = group.operator === 'or';
  const matchers = entryMatchers(group.entries, any);
  const [first, second] = matchers;
  if (matchers.length === 2) {
    return any
      ? (record) => { check(record); return first(record) || second(record); }
      : (record) => { check(record); return first(record) && second(record); };
  }
  const matcher = combine(matchers, any);
  return (record) => { check(record); return matcher(record); };
}

function compileGroup(group: ParsedGroup): Matcher {
  const any = group.operator === 'or'; // "or" stops at the first match, "and" at the first miss
  return combine(entryMatchers(group.entries, any), any);
}

/** An entry of a group as compiled: a run of adjacent conditions on one attribute, or a group or subfilter. */
export type PlannedEntry =
  | { readonly kind: 'run'; readonly path: readonly string[]; readonly tests: ValueTest[] }
  | { readonly kind: 'node'; readonly node: ParsedGroup | ParsedSubfilter };

/**
 * The entries of a group as compiled: adjacent conditions on one attribute (a range) form one
 * run, which reads the attribute once; a numeric min/max pair in an "and" also reads the number once.
 */
export function planEntries(parsed: readonly ParsedNode[], any: boolean): PlannedEntry[] {
  const planned: PlannedEntry[] = [];
  for (let index = 0; index < parsed.length;) {
    const entry = parsed[index];
    if (entry.kind !== 'condition') {
      planned.push({ kind: 'node', node: entry });
      index++;
      continue;
    }
    const run: ParsedCondition[] = [];
    let next = index;
    while (next < parsed.length && parsed[next].kind === 'condition' &&
           samePath((parsed[next] as ParsedCondition).path, entry.path)) {
      run.push(parsed[next] as ParsedCondition);
      next++;
    }
    const range = !any && run.length === 2 ? compileRangeTest(run[0], run[1]) : null;
    planned.push({ kind: 'run', path: entry.path, tests: range !== null ? [range] : run.map(compileValueTest) });
    index = next;
  }
  return planned;
}

/** One matcher per planned entry (see planEntries). */
function entryMatchers(parsed: readonly ParsedNode[], any: boolean): Matcher[] {
  return planEntries(parsed, any).map((entry) =>
    entry.kind === 'run' ? conditionsMatcher(entry.path, entry.tests, any) : compileNode(entry.node));
}

// An empty group matches every record.
function combine(matchers: Matcher[], any: boolean): Matcher {
  const [first, second, third] = matchers;
  switch (matchers.length) {
    case 0: return matchAll;
    case 1: return first;
    case 2: return any ? (record) => first(record) || second(record) : (record) => first(record) && second(record);
    case 3: return any
      ? (record) => first(record) || second(record) || third(record)
      : (record) => first(record) && second(record) && third(record);
  }
  const count = matchers.length;
  return (record) => {
    for (let index = 0; index < count; index++) if (matchers[index](record) === any) return any;
    return !any;
  };
}

/** Tests of one attribute, read once: all must pass (`any` false) or one (`any` true). */
function conditionsMatcher(path: readonly string[], tests: ValueTest[], any: boolean): Matcher {
  const [first, second] = tests;
  if (path.length === 1) {
    // The common case, one property name: the own-property read is written out here (see
    // readOwn), as a call per read costs more than the read itself.
    const key = path[0];
    if (tests.length === 1) {
      return (record: any) => {
        const raw = record[key];
        return first(normalizeValue(raw !== undefined && hasOwn.call(record, key) ? raw : undefined));
      };
    }
    if (tests.length === 2) {
      return any
        ? (record: any) => {
          const raw = record[key];
          const value = normalizeValue(raw !== undefined && hasOwn.call(record, key) ? raw : undefined);
          return first(value) || second(value);
        }
        : (record: any) => {
          const raw = record[key];
          const value = normalizeValue(raw !== undefined && hasOwn.call(record, key) ? raw : undefined);
          return first(value) && second(value);
        };
    }
  }
  if (path.length === 2 && tests.length === 1) {
    // `folder.id`: two own-property reads, as readAttribute does them, written out.
    const outerKey = path[0];
    const innerKey = path[1];
    return (record: any) => {
      const outer = record[outerKey];
      let raw: unknown;
      if (outer !== null && typeof outer === 'object' && hasOwn.call(record, outerKey)) {
        raw = outer[innerKey];
        if (raw !== undefined && !hasOwn.call(outer, innerKey)) raw = undefined;
      }
      return first(normalizeValue(raw));
    };
  }
  const segments = path.length === 1 ? null : path.slice();
  const key = path.length === 1 ? path[0] : '';
  if (tests.length === 1) return (record) => first(normalizeValue(readAttribute(record, key, segments)));
  const count = tests.length;
  return (record) => {
    const value = normalizeValue(readAttribute(record, key, segments));
    for (let index = 0; index < count; index++) if (tests[index](value) === any) return any;
    return !any;
  };
}

/** A nested record, or any of an array of them, matches the subfilter; no nested record never does. */
function compileSubfilter(node: ParsedSubfilter): Matcher {
  const [key, segments] = node.path.length === 1 ? [node.path[0], null] : ['', node.path.slice()];
  const inner = compileGroup(node.filter);
  return (record) => {
    const nested = readAttribute(record, key, segments);
    if (nested === null || typeof nested !== 'object') return false;
    if (!Array.isArray(nested)) return inner(nested);
    for (let index = 0; index < nested.length; index++) {
      const element = nested[index];
      if (element !== null && typeof element === 'object' && !Array.isArray(element) && inner(element)) return true;
    }
    return false;
  };
}
