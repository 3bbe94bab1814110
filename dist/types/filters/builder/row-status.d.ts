import { AttributeOption, FormCatalog } from './catalog';
import { BuilderOptions } from './options';
import { GroupRow } from './tree';
import { ValueWidget } from './widgets';
/**
 * `complete` rows go into the filter; `incomplete` ones miss a choice or a value; `invalid` ones
 * hold something the form or the options cannot take (a deleted field, a malformed value);
 * `pending` ones wait for a linked form's fields. Only a tree of complete rows can be saved.
 */
export type RowState = 'complete' | 'incomplete' | 'invalid' | 'pending';
/** Why a row is invalid: a key of the text dictionary, and the values for its `{placeholders}`. */
export type ProblemCode = 'attributeMissing' | 'attributeUnavailable' | 'prefixUnavailable' | 'subfilterUnavailable' | 'linkedFormFailed' | 'valueShape' | 'valueNumber' | 'valueYear' | 'valueDate' | 'valueId' | 'valueRule' | 'valueChoiceMissing' | 'valueDynamic';
export interface RowProblem {
    code: ProblemCode;
    params: Record<string, string>;
}
export interface RowStatus {
    state: RowState;
    problem: RowProblem | null;
    /** The attribute chosen, when the form offers it. */
    option: AttributeOption | null;
    /** The value's widget, when attribute and prefix fit. */
    widget: ValueWidget | null;
}
/** Where each form's catalog stands: the root form's and every linked form's. */
export type CatalogState = {
    state: 'loading';
} | {
    state: 'failed';
    message: string;
} | {
    state: 'ready';
    catalog: FormCatalog;
};
export type CatalogLookup = (formId: number) => CatalogState;
export interface TreeStatus {
    /** By row key. */
    rows: Record<number, RowStatus>;
    incomplete: number;
    invalid: number;
    pending: number;
}
/** Judges every row of a tree whose root filters `rootFormId`. */
export declare function evaluateTree(root: GroupRow, rootFormId: number, lookup: CatalogLookup, options: BuilderOptions): TreeStatus;
/** Whether a tree can be saved: every row complete (an empty tree can). */
export declare function isSaveable(treeStatus: TreeStatus): boolean;
