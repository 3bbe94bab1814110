import type { ZnFilter, ZnFilterCondition, ZnFilterGroup, ZnFilterScalar, ZnFilterSubfilterCondition } from '../matcher/types';
export type FilterOperator = 'and' | 'or';
export type Filter = ZnFilter;
export type FilterEntry = ZnFilterCondition | ZnFilterGroup;
export type FilterValue = ZnFilterScalar | ZnFilterScalar[];
export declare const OPERATORS: readonly FilterOperator[];
/** The operator key of a filter or group (its only key). */
export declare function operatorOf(filter: ZnFilterGroup): FilterOperator;
/** The entries under a filter's operator. */
export declare function entriesOf(filter: ZnFilterGroup): FilterEntry[];
export declare function isGroup(entry: FilterEntry): entry is ZnFilterGroup;
export declare function isSubfilterCondition(entry: ZnFilterCondition): entry is ZnFilterSubfilterCondition;
export declare function makeFilter(operator: FilterOperator, entries: FilterEntry[]): Filter;
