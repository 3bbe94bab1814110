import { Filter, FilterOperator } from './filter-shape';
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
export declare function createKeySource(): KeySource;
/** Rows for a (well-formed) filter, in its order. */
export declare function filterToTree(filter: Filter, nextKey: KeySource): GroupRow;
export declare function emptyGroup(operator: FilterOperator, nextKey: KeySource): GroupRow;
export declare function emptyCondition(nextKey: KeySource): ConditionRow;
/**
 * The filter of the usable rows: conditions `isUsable` accepts, groups and subfilters that keep
 * at least one condition. The root is always a filter (`{ and: [] }` when nothing is usable).
 */
export declare function treeToFilter(root: GroupRow, isUsable: (row: ConditionRow) => boolean): Filter;
/** Every condition row of a tree, subfilters included, with the group it sits in. */
export declare function eachCondition(group: GroupRow, visit: (row: ConditionRow, parent: GroupRow) => void): void;
/** The condition rows of one filter level: the group and its nested groups, not inside subfilters. */
export declare function conditionsOfLevel(group: GroupRow): ConditionRow[];
