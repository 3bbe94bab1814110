import type { ZnFilterPrefix } from '../../core';
import {
  Filter, FilterEntry, FilterOperator, FilterValue, entriesOf, isGroup, isSubfilterCondition, makeFilter, operatorOf
} from './filter-shape';

/**
 * The builder edits a tree of rows rather than the filter itself, so a half-made condition (no
 * value yet) or one the form cannot show (a deleted field) keeps its place while the output
 * filter holds only the usable ones.
 */
export interface GroupRow {
  kind: 'group';
  /** Unique within a builder: ids of controls and `track by`. */
  key: number;
  operator: FilterOperator;
  children: Row[];
}

export interface ConditionRow {
  kind: 'condition';
  key: number;
  /** null until a field is chosen. */
  attribute: string | null;
  /** null until a comparison is chosen. */
  prefix: string | null;
  /** The value as edited; undefined or null while empty. */
  value: unknown;
  /** `subfilter` on a linked field: the condition holds a filter over the linked form (its prefix is always `''`). */
  mode: 'value' | 'subfilter';
  subfilter: GroupRow | null;
}

export type Row = GroupRow | ConditionRow;

/** Hands out keys for new rows. */
export type KeySource = () => number;

export function createKeySource(): KeySource {
  let last = 0;
  return () => ++last;
}

function copyValue(value: unknown): unknown {
  return Array.isArray(value) ? value.slice() : value;
}

/** Rows for a (well-formed) filter, in its order. */
export function filterToTree(filter: Filter, nextKey: KeySource): GroupRow {
  return {
    kind: 'group',
    key: nextKey(),
    operator: operatorOf(filter),
    children: entriesOf(filter).map((entry) => entryToRow(entry, nextKey))
  };
}

function entryToRow(entry: FilterEntry, nextKey: KeySource): Row {
  if (isGroup(entry)) return filterToTree(entry, nextKey);
  const row: ConditionRow = {
    kind: 'condition',
    key: nextKey(),
    attribute: entry.attribute,
    // a missing prefix means equality; the builder always writes it
    prefix: entry.prefix ?? '',
    value: undefined,
    mode: 'value',
    subfilter: null
  };
  if (isSubfilterCondition(entry)) {
    row.mode = 'subfilter';
    row.subfilter = filterToTree(entry.filter, nextKey);
  } else {
    row.value = copyValue(entry.value);
  }
  return row;
}

export function emptyGroup(operator: FilterOperator, nextKey: KeySource): GroupRow {
  return { kind: 'group', key: nextKey(), operator, children: [] };
}

export function emptyCondition(nextKey: KeySource): ConditionRow {
  return { kind: 'condition', key: nextKey(), attribute: null, prefix: null, value: undefined, mode: 'value', subfilter: null };
}

/**
 * The filter of the usable rows: conditions `isUsable` accepts, groups and subfilters that keep
 * at least one condition. The root is always a filter (`{ and: [] }` when nothing is usable).
 */
export function treeToFilter(root: GroupRow, isUsable: (row: ConditionRow) => boolean): Filter {
  return makeFilter(root.operator, usableEntries(root, isUsable));
}

function usableEntries(group: GroupRow, isUsable: (row: ConditionRow) => boolean): FilterEntry[] {
  const entries: FilterEntry[] = [];
  for (const row of group.children) {
    if (row.kind === 'group') {
      const nested = usableEntries(row, isUsable);
      if (nested.length) entries.push(makeFilter(row.operator, nested));
    } else if (isUsable(row) && row.attribute !== null && row.prefix !== null) {
      if (row.mode === 'subfilter') {
        const nested = row.subfilter ? usableEntries(row.subfilter, isUsable) : [];
        if (nested.length) {
          entries.push({ prefix: '', attribute: row.attribute, filter: makeFilter(row.subfilter!.operator, nested) });
        }
      } else {
        entries.push({ prefix: row.prefix as ZnFilterPrefix, attribute: row.attribute, value: copyValue(row.value) as FilterValue });
      }
    }
  }
  return entries;
}

/** Every condition row of a tree, subfilters included, with the group it sits in. */
export function eachCondition(group: GroupRow, visit: (row: ConditionRow, parent: GroupRow) => void): void {
  for (const row of group.children) {
    if (row.kind === 'group') {
      eachCondition(row, visit);
    } else {
      visit(row, group);
      if (row.mode === 'subfilter' && row.subfilter) eachCondition(row.subfilter, visit);
    }
  }
}

/** The condition rows of one filter level: the group and its nested groups, not inside subfilters. */
export function conditionsOfLevel(group: GroupRow): ConditionRow[] {
  const found: ConditionRow[] = [];
  for (const row of group.children) {
    if (row.kind === 'group') found.push(...conditionsOfLevel(row));
    else found.push(row);
  }
  return found;
}
