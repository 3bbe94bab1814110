// Checks a filter and reads it into a plain tree the compiler turns into closures. Every check
// happens here, once per filter, so matching never meets a malformed filter.

import { describeValue, ZnError } from '../errors';
import { isPlainObject } from '../values';
import { dynamicNotSupported, filterError, subfilterNotSupported } from './errors';
import { FilterSnapshot } from './snapshot';
import { ZnFilterPrefix } from './types';
import { COLLECTION_RULES, VALIDATION_RULES } from './validators';

/** Every prefix, in the order error messages list them. */
export const PREFIXES: readonly ZnFilterPrefix[] = [
  '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in', 'not-validates'
];

/** The value that the API resolves and a matcher cannot (the user who is logged in). */
export const DYNAMIC_VALUES: readonly string[] = ['logged-in-user'];

export interface ParsedGroup {
  readonly kind: 'group';
  readonly operator: 'and' | 'or';
  readonly entries: ParsedNode[];
}

export interface ParsedCondition {
  readonly kind: 'condition';
  readonly prefix: ZnFilterPrefix;
  readonly path: string[];
  /**
   * The rule texts: the pieces of a piped text, the elements of an array, or one text; numbers
   * and booleans as their text; `null` and `'null'` as '' (empty).
   */
  readonly texts: string[];
  /** True when the value was an array (a list for `in`/`not-in`, "every one" for `contains`). */
  readonly list: boolean;
}

export interface ParsedSubfilter {
  readonly kind: 'subfilter';
  readonly path: string[];
  readonly filter: ParsedGroup;
}

export type ParsedNode = ParsedGroup | ParsedCondition | ParsedSubfilter;

export interface ParseOptions {
  readonly subfiltering: boolean;
  readonly dynamicValues: boolean;
  /** Accept rules only the API can apply (`not-validates` "unique"); never when compiling. */
  readonly collectionRules: boolean;
}

const hasOwn = Object.prototype.hasOwnProperty;
const CONDITION_KEYS = ['prefix', 'attribute', 'value', 'filter'];
const SCALAR = 'text, a number, a boolean or null';

interface Context {
  readonly options: ParseOptions;
  /** Objects and arrays on the way from the top to the node being read (a cycle would recurse forever). */
  readonly ancestors: object[];
  readonly snapshot: FilterSnapshot | null;
}

/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
export function parseFilter(filter: unknown, options: ParseOptions, snapshot: FilterSnapshot | null): ParsedGroup {
  if (!isPlainObject(filter)) {
    throw filterError('', 'bad-filter', `expected an object such as { and: [conditions] } or { or: [conditions] }; got ${describeValue(filter)}`);
  }
  return parseGroup(filter as Record<string, unknown>, '', { options, ancestors: [], snapshot });
}

function enter(context: Context, object: object, where: string): void {
  if (context.ancestors.indexOf(object) !== -1) {
    throw filterError(where, 'circular-value', 'the filter contains itself (a cycle); expected a tree of groups and conditions');
  }
  context.ancestors.push(object);
}

function parseGroup(node: Record<string, unknown>, where: string, context: Context): ParsedGroup {
  const hasAnd = hasOwn.call(node, 'and');
  const hasOr = hasOwn.call(node, 'or');
  if (hasAnd && hasOr) {
    throw filterError(where, 'bad-filter', 'has both "and" and "or"; expected exactly one, e.g. { and: [...] }');
  }
  if (!hasAnd && !hasOr) {
    throw filterError(where, 'bad-filter', 'has no "and" or "or"; expected a group such as { and: [conditions] } (the operator is required even for one condition)');
  }
  const operator = hasAnd ? 'and' : 'or';
  // (the list of keys only when there is one: this runs for every group of every filter)
  const mixed = hasOwn.call(node, 'prefix') || hasOwn.call(node, 'attribute') || hasOwn.call(node, 'value') || hasOwn.call(node, 'filter')
    ? CONDITION_KEYS.filter((key) => hasOwn.call(node, key)) : [];
  if (mixed.length) {
    throw filterError(where, 'bad-filter', `mixes the group "${operator}" with condition keys (${mixed.join(', ')}); expected either a group or a condition`);
  }
  const listWhere = where ? `${where}.${operator}` : operator;
  const list = node[operator];
  if (!Array.isArray(list)) {
    throw filterError(listWhere, 'bad-filter', `expected an array of conditions; got ${describeValue(list)}`);
  }
  enter(context, node, where);
  enter(context, list, listWhere);
  context.snapshot?.addGroup(node, operator, list);
  const entries: ParsedNode[] = [];
  for (let index = 0; index < list.length; index++) {
    entries.push(parseEntry(list[index], listWhere, index, context));
  }
  context.ancestors.length -= 2;
  return { kind: 'group', operator, entries };
}

/** The error of entry `entry` of a group's list (`suffix`: a part of it, such as `.value`). */
function fail(code: string, listWhere: string, entry: number, what: string, suffix = ''): ZnError {
  return filterError(`${placeOf(listWhere, entry)}${suffix}`, code, what);
}

/** The place of entry `index` of a group's list, e.g. `and[1].or[0]`: written out only when needed (errors, nested groups). */
function placeOf(listWhere: string, index: number): string {
  return `${listWhere}[${index}]`;
}

function parseEntry(entry: unknown, listWhere: string, index: number, context: Context): ParsedNode {
  if (!isPlainObject(entry)) {
    throw fail('bad-filter', listWhere, index, `expected a condition { prefix, attribute, value } or a group { and: [...] }; got ${describeValue(entry)}`);
  }
  const node = entry as Record<string, unknown>;
  if (hasOwn.call(node, 'and') || hasOwn.call(node, 'or')) return parseGroup(node, placeOf(listWhere, index), context);
  return parseCondition(node, listWhere, index, context);
}

/**
 * The parts of an attribute name, shared (read-only) between parses: a filter rebuilt for every
 * call names the same attributes. Bounded.
 */
const paths = new Map<string, string[]>();

function pathOf(attribute: string): string[] {
  let path = paths.get(attribute);
  if (path === undefined) {
    if (paths.size >= 2000) paths.clear();
    path = attribute.split('.');
    paths.set(attribute, path);
  }
  return path;
}

function own(node: Record<string, unknown>, key: string): unknown {
  return hasOwn.call(node, key) ? node[key] : undefined;
}

function parseCondition(node: Record<string, unknown>, listWhere: string, entry: number, context: Context): ParsedCondition | ParsedSubfilter {
  const attribute = own(node, 'attribute');
  if (typeof attribute !== 'string' || attribute === '') {
    throw fail('bad-attribute', listWhere, entry, `${attribute === undefined ? 'has no attribute' : `attribute is ${describeValue(attribute)}`}; expected the name of a record attribute such as "field123" or "folder.id"`);
  }
  const path = pathOf(attribute);
  if (path.indexOf('') !== -1) {
    throw fail('bad-attribute', listWhere, entry, `attribute "${attribute}" has an empty part; expected names joined by single dots such as "folder.id"`);
  }

  const rawPrefix = own(node, 'prefix');
  const prefix = rawPrefix === undefined ? '' : rawPrefix;
  if (typeof prefix !== 'string' || PREFIXES.indexOf(prefix as ZnFilterPrefix) === -1) {
    throw fail('unknown-prefix', listWhere, entry, `${typeof prefix === 'string' ? `unknown prefix "${prefix}"` : `prefix is ${describeValue(prefix)}`}; expected one of ${PREFIXES.map((known) => `"${known}"`).join(', ')}`);
  }

  const value = own(node, 'value');
  const subfilter = own(node, 'filter');
  if (subfilter !== undefined) {
    if (value !== undefined) {
      throw fail('bad-filter', listWhere, entry, 'has both a value and a subfilter ("filter"); expected one of them');
    }
    if (prefix !== '') {
      throw fail('bad-subfilter', listWhere, entry, `a subfilter takes prefix ""; got "${prefix}"`);
    }
    if (!context.options.subfiltering) throw subfilterNotSupported();
    context.snapshot?.addCondition(node, undefined);
    const filterWhere = `${placeOf(listWhere, entry)}.filter`;
    if (!isPlainObject(subfilter)) {
      throw filterError(filterWhere, 'bad-subfilter', `expected a filter such as { and: [conditions] }; got ${describeValue(subfilter)}`);
    }
    enter(context, node, placeOf(listWhere, entry));
    const filter = parseGroup(subfilter as Record<string, unknown>, filterWhere, context);
    context.ancestors.length -= 1;
    return { kind: 'subfilter', path, filter };
  }
  if (value === undefined) {
    throw fail('missing-value', listWhere, entry, 'has no value; expected a "value" (or a "filter", for a subfilter)');
  }

  const typedPrefix = prefix as ZnFilterPrefix;
  checkDynamic(value, context);
  context.snapshot?.addCondition(node, Array.isArray(value) ? value : undefined);
  if (Array.isArray(value)) {
    if (!(typedPrefix === 'in' || typedPrefix === 'not-in' || typedPrefix === 'contains' || typedPrefix === 'not-contains')) {
      throw fail('bad-value', listWhere, entry, `prefix "${typedPrefix}" takes one value (${SCALAR}) or a piped text "a|b"; got an array (arrays are for "in", "not-in", "contains", "not-contains")`);
    }
    const texts = value.map((element, index) => scalarText(element, listWhere, entry, index));
    return { kind: 'condition', prefix: typedPrefix, path, texts, list: true };
  }

  const texts = pieces(scalarText(value, listWhere, entry, -1), value);
  if (typedPrefix === 'min' || typedPrefix === 'max') {
    if (typeof value === 'boolean') {
      throw fail('bad-value', listWhere, entry, `"${typedPrefix}" takes a number, a numeric text or a date text; got ${describeValue(value)}`, '.value');
    }
  } else if (typedPrefix === 'not-validates') {
    checkValidationRules(value, texts, placeOf(listWhere, entry), context.options);
  }
  return { kind: 'condition', prefix: typedPrefix, path, texts, list: false };
}

/** The text of one rule value: numbers and booleans as text, null and 'null' as ''. */
function scalarText(value: unknown, listWhere: string, entry: number, index: number): string {
  // the place is written out only for an error (this runs for every rule value)
  if (typeof value === 'string') return value === 'null' ? '' : value;
  if (value === null) return '';
  if (typeof value === 'boolean') return String(value);
  const where = index === -1 ? `${placeOf(listWhere, entry)}.value` : `${placeOf(listWhere, entry)}.value[${index}]`;
  if (typeof value === 'number') {
    if (!isFinite(value)) throw filterError(where, 'bad-value', `expected a finite number; got ${describeValue(value)}`);
    return String(value);
  }
  throw filterError(where, 'bad-value', `expected ${SCALAR}; got ${describeValue(value)}`);
}

/** A text value 'a|b|null' holds several values; 'null' among them stands for empty too. */
function pieces(text: string, value: unknown): string[] {
  if (typeof value !== 'string' || value.indexOf('|') === -1) return [text];
  return value.split('|').map((piece) => (piece === 'null' ? '' : piece));
}

function checkDynamic(value: unknown, context: Context): void {
  if (context.options.dynamicValues) return;
  if (typeof value === 'string' && value.indexOf(DYNAMIC_VALUES[0]) === -1) return; // the usual case, without splitting
  const candidates = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && DYNAMIC_VALUES.indexOf(candidate) !== -1) throw dynamicNotSupported();
  }
}

function checkValidationRules(value: unknown, texts: string[], where: string, options: ParseOptions): void {
  const known = Object.keys(VALIDATION_RULES);
  const expected = `expected one of ${known.map((name) => `"${name}"`).join(', ')}`;
  if (typeof value !== 'string') {
    throw filterError(`${where}.value`, 'bad-value', `"not-validates" takes the name of a validation rule; got ${describeValue(value)}; ${expected}`);
  }
  for (const name of texts) {
    if (COLLECTION_RULES.indexOf(name) !== -1) {
      if (options.collectionRules) continue;
      throw filterError(`${where}.value`, 'unsupported-rule', `"not-validates" rule "${name}" needs the whole collection of records, which matching one record cannot see; ${expected}, or filter by "${name}" through the API`);
    }
    if (!hasOwn.call(VALIDATION_RULES, name)) {
      throw filterError(`${where}.value`, 'unknown-rule', `unknown validation rule "${name}"; ${expected}`);
    }
  }
}
