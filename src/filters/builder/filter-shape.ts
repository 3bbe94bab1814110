// Helpers over the data-filter shape the matcher defines (REST conventions, "Data filters"):
// `{ and: [...] }` or `{ or: [...] }` holding conditions `{ prefix, attribute, value }`,
// subfilter conditions `{ prefix, attribute, filter }` and nested groups.
import type {
  ZnFilter, ZnFilterCondition, ZnFilterGroup, ZnFilterScalar, ZnFilterSubfilterCondition
} from '../../core';

export type FilterOperator = 'and' | 'or';
export type Filter = ZnFilter;
export type FilterEntry = ZnFilterCondition | ZnFilterGroup;
export type FilterValue = ZnFilterScalar | ZnFilterScalar[];

export const OPERATORS: readonly FilterOperator[] = ['and', 'or'];

/** The operator key of a filter or group (its only key). */
export function operatorOf(filter: ZnFilterGroup): FilterOperator {
  return 'and' in filter && filter.and ? 'and' : 'or';
}

/** The entries under a filter's operator. */
export function entriesOf(filter: ZnFilterGroup): FilterEntry[] {
  return (filter.and || filter.or) as FilterEntry[];
}

export function isGroup(entry: FilterEntry): entry is ZnFilterGroup {
  return 'and' in entry || 'or' in entry;
}

export function isSubfilterCondition(entry: ZnFilterCondition): entry is ZnFilterSubfilterCondition {
  return 'filter' in entry;
}

export function makeFilter(operator: FilterOperator, entries: FilterEntry[]): Filter {
  return operator === 'and' ? { and: entries } : { or: entries };
}
