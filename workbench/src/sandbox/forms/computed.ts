/**
 * Form records as answered: every data field present (null when empty), linked values with the
 * linked record's name, and the computed fields (link-counter, summary, calculated-field)
 * worked out from the current data, so they never go stale.
 */
import { JsonObject, StoredObject, idOf } from '../store';
import { linkTotalsOf } from '../query/sql-select';
import { Environment } from '../api/environment';
import { FieldObject, dataFieldsOf, fieldKey } from './form-data';
import { parseFormula } from './formula';
import { propertiesOf } from './field-settings';

const RECORD_PROPERTIES = ['id', 'name', 'form', 'folder', 'createdByUser', 'created', 'modified', 'objectVersion'];

/** What the records linking to one record through a linked field add up to (link counters and summaries). */
interface LinkTotals {
  links: number;
  /** Over the summarized field's numbers. */
  numbers: number;
  total: number | null;
  least: number | null;
  most: number | null;
}

/**
 * Totals per linked record id, for the records being answered only: the value index finds the
 * linking records through its index on values, and sums their numbers in SQL.
 */
function linkTotals(linkedFieldId: number, summarizedKey: string, ids: number[], env: Environment): Map<number, LinkTotals> | undefined {
  const linkedField = env.store.get('FormFields', linkedFieldId) as FieldObject | undefined;
  if (!linkedField) return undefined;
  const totals = new Map<number, LinkTotals>();
  linkTotalsOf(env.store.db, linkedField.form.id, fieldKey(linkedField), summarizedKey, ids).forEach((row) => {
    totals.set(Number(row.target), row);
  });
  return totals;
}

function summarize(totals: LinkTotals | undefined, operation: unknown): number | null {
  if (operation === 'count') return totals ? totals.links : 0;
  if (operation === 'sum') return totals && totals.total !== null ? totals.total : 0;
  if (!totals || totals.numbers === 0) return null;
  if (operation === 'average') return (totals.total as number) / totals.numbers;
  if (operation === 'minimum') return totals.least;
  if (operation === 'maximum') return totals.most;
  return null;
}

function round(value: number | null, decimals: unknown): number | null {
  if (value === null) return null;
  const places = typeof decimals === 'number' && decimals >= 0 && decimals <= 10 ? decimals : 2;
  const factor = Math.pow(10, places);
  return Math.round(value * factor) / factor;
}

const totalsKey = (properties: JsonObject) => `${idOf(properties.linkedFieldId)}:${idOf(properties.summarizedFieldId) || 0}`;

/** The names of the linked records these records point at, read by id (never the whole linked form), per linked form. */
function linkedNamesOf(records: StoredObject[], fields: FieldObject[], env: Environment): Map<number, Map<number, unknown>> {
  const linkedIds = new Map<number, Set<number>>();
  fields.forEach((field) => {
    const linkedFormId = field.type === 'linked' ? idOf(propertiesOf(field).linkedForm) : undefined;
    if (linkedFormId === undefined) return;
    const wanted = linkedIds.get(linkedFormId) || new Set<number>();
    records.forEach((record) => {
      const id = idOf(record[fieldKey(field)]);
      if (id !== undefined) wanted.add(id);
    });
    linkedIds.set(linkedFormId, wanted);
  });
  const linkedNames = new Map<number, Map<number, unknown>>();
  linkedIds.forEach((wanted, linkedFormId) => {
    const names = new Map<number, unknown>();
    env.store.getMany('FormRecords', Array.from(wanted)).forEach((linked) => {
      if (idOf(linked.form) === linkedFormId) names.set(linked.id, linked.name);
    });
    linkedNames.set(linkedFormId, names);
  });
  return linkedNames;
}

/** The link totals the summary and link-counter fields need, by totalsKey. */
function totalsOf(records: StoredObject[], fields: FieldObject[], env: Environment): Map<string, Map<number, LinkTotals> | undefined> {
  const ids = records.map((record) => record.id);
  const totals = new Map<string, Map<number, LinkTotals> | undefined>();
  fields.forEach((field) => {
    const properties = propertiesOf(field);
    if (field.type === 'summary' || field.type === 'link-counter') {
      const linkedFieldId = idOf(properties.linkedFieldId);
      const key = totalsKey(properties);
      if (linkedFieldId !== undefined && !totals.has(key)) {
        totals.set(key, linkTotals(linkedFieldId, `field${idOf(properties.summarizedFieldId) || 0}`, ids, env));
      }
    }
  });
  return totals;
}

function formulasOf(fields: FieldObject[]): Map<number, ReturnType<typeof parseFormula> | undefined> {
  return new Map(fields.filter((field) => field.type === 'calculated-field').map((field) => {
    try {
      return [field.id, parseFormula(String(propertiesOf(field).formula || '0'))] as const;
    } catch {
      return [field.id, undefined] as const;
    }
  }));
}

interface Lookups {
  linkedNames: Map<number, Map<number, unknown>>;
  totals: Map<string, Map<number, LinkTotals> | undefined>;
}

/** A field's value as answered, but a formula's (filled after every other field). */
function presentedValue(field: FieldObject, record: StoredObject, lookups: Lookups): unknown {
  const key = fieldKey(field);
  const properties = propertiesOf(field);
  const stored = key in record ? record[key] : null;
  switch (field.type) {
    case 'linked': {
      const id = idOf(stored);
      const names = lookups.linkedNames.get(idOf(properties.linkedForm) || 0);
      return id === undefined ? null : (names && names.has(id) ? { id, name: names.get(id) } : { id });
    }
    case 'link-counter': {
      const group = idOf(properties.linkedFieldId) === undefined ? undefined : lookups.totals.get(totalsKey(properties));
      return group ? summarize(group.get(record.id), 'count') : null;
    }
    case 'summary': {
      const group = idOf(properties.linkedFieldId) === undefined ? undefined : lookups.totals.get(totalsKey(properties));
      const summarized = idOf(properties.summarizedFieldId);
      return group && (summarized !== undefined || properties.operation === 'count')
        ? round(summarize(group.get(record.id), properties.operation), properties.decimals)
        : null;
    }
    case 'calculated-field':
      return null; // keeps the field's place; the formula pass fills it
    default:
      return stored;
  }
}

/** Presents the stored records of one form. */
export function presentRecords(records: StoredObject[], formId: number, env: Environment): StoredObject[] {
  const fields = dataFieldsOf(formId, env);
  const lookups: Lookups = { linkedNames: linkedNamesOf(records, fields, env), totals: totalsOf(records, fields, env) };
  const formulas = formulasOf(fields);
  const form = env.store.get('Forms', formId);
  const workspaceId = form ? idOf(form.workspace) : undefined;
  return records.map((record) => {
    const presented: StoredObject = { id: record.id };
    RECORD_PROPERTIES.forEach((property) => {
      if (property in record) presented[property] = record[property];
      // the form's workspace, as Zengine's API answered a record (not stored: a form stays in its workspace)
      if (property === 'form' && workspaceId !== undefined) presented.workspace = { id: workspaceId };
    });
    fields.forEach((field) => { presented[fieldKey(field)] = presentedValue(field, record, lookups); });
    // formulas last, in field order, so they read computed values and earlier formulas
    fields.forEach((field) => {
      if (field.type !== 'calculated-field') return;
      const formula = formulas.get(field.id);
      presented[fieldKey(field)] = formula
        ? round(formula.evaluate((key) => presented[key]), propertiesOf(field).decimals)
        : null;
    });
    return presented;
  });
}
