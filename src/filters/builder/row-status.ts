import { AttributeOption, FormCatalog } from './catalog';
import { BuilderOptions } from './options';
import { ConditionRow, GroupRow } from './tree';
import { ValueProblem, ValueWidget, valueProblem, widgetFor } from './widgets';

/**
 * `complete` rows go into the filter; `incomplete` ones miss a choice or a value; `invalid` ones
 * hold something the form or the options cannot take (a deleted field, a malformed value);
 * `pending` ones wait for a linked form's fields. Only a tree of complete rows can be saved.
 */
export type RowState = 'complete' | 'incomplete' | 'invalid' | 'pending';

/** Why a row is invalid: a key of the text dictionary, and the values for its `{placeholders}`. */
export type ProblemCode =
  | 'attributeMissing' | 'attributeUnavailable' | 'prefixUnavailable' | 'subfilterUnavailable' | 'linkedFormFailed'
  | 'valueShape' | 'valueNumber' | 'valueYear' | 'valueDate' | 'valueId' | 'valueRule' | 'valueChoiceMissing' | 'valueDynamic';

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
export type CatalogState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; catalog: FormCatalog };

export type CatalogLookup = (formId: number) => CatalogState;

export interface TreeStatus {
  /** By row key. */
  rows: Record<number, RowStatus>;
  incomplete: number;
  invalid: number;
  pending: number;
}

const VALUE_PROBLEMS: Record<Exclude<ValueProblem, 'empty'>, ProblemCode> = {
  shape: 'valueShape',
  number: 'valueNumber',
  year: 'valueYear',
  date: 'valueDate',
  id: 'valueId',
  rule: 'valueRule',
  choiceMissing: 'valueChoiceMissing',
  dynamic: 'valueDynamic'
};

function status(state: RowState, option: AttributeOption | null = null, widget: ValueWidget | null = null,
  problem: RowProblem | null = null): RowStatus {
  return { state, problem, option, widget };
}

function invalid(code: ProblemCode, params: Record<string, string>, option: AttributeOption | null = null): RowStatus {
  return status('invalid', option, null, { code, params });
}

/** Judges every row of a tree whose root filters `rootFormId`. */
export function evaluateTree(root: GroupRow, rootFormId: number, lookup: CatalogLookup, options: BuilderOptions): TreeStatus {
  const result: TreeStatus = { rows: {}, incomplete: 0, invalid: 0, pending: 0 };
  const record = (row: ConditionRow, rowStatus: RowStatus) => {
    result.rows[row.key] = rowStatus;
    if (rowStatus.state !== 'complete') result[rowStatus.state] += 1;
  };

  const evaluateGroup = (group: GroupRow, formId: number): boolean => {
    const catalogState = lookup(formId);
    let anyComplete = false;
    for (const row of group.children) {
      if (row.kind === 'group') {
        anyComplete = evaluateGroup(row, formId) || anyComplete;
        continue;
      }
      const rowStatus = catalogState.state === 'ready'
        ? evaluateCondition(row, catalogState.catalog)
        : status('pending');
      record(row, rowStatus);
      anyComplete = anyComplete || rowStatus.state === 'complete';
    }
    return anyComplete;
  };

  const evaluateCondition = (row: ConditionRow, catalog: FormCatalog): RowStatus => {
    if (row.attribute === null) return status('incomplete');
    const option = catalog.byAttribute[row.attribute] || null;
    if (!option) {
      const known = row.attribute in catalog.fieldsByAttribute || !/^field\d+$/.test(row.attribute);
      return invalid(known ? 'attributeUnavailable' : 'attributeMissing', { attribute: row.attribute });
    }
    const params = { attribute: option.label };
    if (row.prefix === null) return status('incomplete', option);
    const widget = option.prefixes.includes(row.prefix as never) ? widgetFor(option.kind, row.prefix) : null;
    if (!widget) return invalid('prefixUnavailable', { ...params, prefix: row.prefix }, option);
    if (row.mode === 'subfilter') return evaluateSubfilter(row, option);
    const problem = valueProblem(widget, row.value, {
      choiceKeys: option.kind === 'choice' || option.kind === 'checkbox' ? option.choices.map((choice) => choice.key) : null,
      dynamicValues: options.dynamicValues
    });
    if (problem === null) return status('complete', option, widget);
    if (problem === 'empty') return status('incomplete', option, widget);
    return status('invalid', option, widget, { code: VALUE_PROBLEMS[problem], params: { ...params, value: String(row.value) } });
  };

  const evaluateSubfilter = (row: ConditionRow, option: AttributeOption): RowStatus => {
    if (!options.subfilters || option.kind !== 'linked' || option.linkedFormId === null || !row.subfilter) {
      return invalid('subfilterUnavailable', { attribute: option.label }, option);
    }
    const linked = lookup(option.linkedFormId);
    if (linked.state === 'failed') return invalid('linkedFormFailed', { attribute: option.label, message: linked.message }, option);
    const anyComplete = evaluateGroup(row.subfilter, option.linkedFormId);
    if (linked.state === 'loading') return status('pending', option);
    return status(anyComplete ? 'complete' : 'incomplete', option);
  };

  evaluateGroup(root, rootFormId);
  return result;
}

/** Whether a tree can be saved: every row complete (an empty tree can). */
export function isSaveable(treeStatus: TreeStatus): boolean {
  return treeStatus.incomplete === 0 && treeStatus.invalid === 0 && treeStatus.pending === 0;
}
