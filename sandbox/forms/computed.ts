/**
 * Form records as answered: every data field present (null when empty), linked values with the
 * linked record's name, and the computed fields (link-counter, summary, calculated-field)
 * worked out from the current data, so they never go stale.
 */
import { StoredObject } from '../store';
import { Environment } from '../api/environment';
import { FieldObject, dataFieldsOf, fieldKey, formScope, idOf } from './form-data';
import { parseFormula } from './formula';
import { propertiesOf } from './field-settings';

const RECORD_PROPERTIES = ['id', 'name', 'form', 'folder', 'createdByUser', 'created', 'modified', 'objectVersion'];

/** The records of a form that link to each record through one linked field, by linked id. */
function linkingRecords(linkedFieldId: number, env: Environment): Map<number, StoredObject[]> | undefined {
  const linkedField = env.store.get('FormFields', linkedFieldId) as FieldObject | undefined;
  if (!linkedField) return undefined;
  const groups = new Map<number, StoredObject[]>();
  env.store.list('FormRecords', formScope(linkedField.form.id)).forEach((record) => {
    const id = idOf(record[fieldKey(linkedField)]);
    if (id === undefined) return;
    const group = groups.get(id) || [];
    group.push(record);
    groups.set(id, group);
  });
  return groups;
}

function summarize(records: StoredObject[], key: string, operation: unknown): number | null {
  if (operation === 'count') return records.length;
  const numbers = records.map((record) => record[key]).filter((value): value is number => typeof value === 'number');
  if (operation === 'sum') return numbers.reduce((sum, value) => sum + value, 0);
  if (numbers.length === 0) return null;
  if (operation === 'average') return numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  if (operation === 'minimum') return Math.min(...numbers);
  if (operation === 'maximum') return Math.max(...numbers);
  return null;
}

function round(value: number | null, decimals: unknown): number | null {
  if (value === null) return null;
  const places = typeof decimals === 'number' && decimals >= 0 && decimals <= 10 ? decimals : 2;
  const factor = Math.pow(10, places);
  return Math.round(value * factor) / factor;
}

/** Presents the stored records of one form. */
export function presentRecords(records: StoredObject[], formId: number, env: Environment): StoredObject[] {
  const fields = dataFieldsOf(formId, env);
  const linkedNames = new Map<number, Map<number, unknown>>();
  const groups = new Map<number, Map<number, StoredObject[]> | undefined>();

  fields.forEach((field) => {
    const properties = propertiesOf(field);
    if (field.type === 'linked') {
      const linkedFormId = idOf(properties.linkedForm);
      if (linkedFormId !== undefined && !linkedNames.has(linkedFormId)) {
        linkedNames.set(linkedFormId, new Map(env.store.list('FormRecords', formScope(linkedFormId))
          .map((record) => [record.id, record.name] as [number, unknown])));
      }
    }
    if (field.type === 'summary' || field.type === 'link-counter') {
      const linkedFieldId = idOf(properties.linkedFieldId);
      if (linkedFieldId !== undefined && !groups.has(linkedFieldId)) groups.set(linkedFieldId, linkingRecords(linkedFieldId, env));
    }
  });
  const formulas = new Map(fields.filter((field) => field.type === 'calculated-field').map((field) => {
    try {
      return [field.id, parseFormula(String(propertiesOf(field).formula || '0'))] as const;
    } catch {
      return [field.id, undefined] as const;
    }
  }));

  return records.map((record) => {
    const presented: StoredObject = { id: record.id };
    RECORD_PROPERTIES.forEach((property) => {
      if (property in record) presented[property] = record[property];
    });
    fields.forEach((field) => {
      const key = fieldKey(field);
      const properties = propertiesOf(field);
      const stored = key in record ? record[key] : null;
      switch (field.type) {
        case 'linked': {
          const id = idOf(stored);
          const names = linkedNames.get(idOf(properties.linkedForm) || 0);
          presented[key] = id === undefined ? null : (names && names.has(id) ? { id, name: names.get(id) } : { id });
          break;
        }
        case 'link-counter': {
          const group = groups.get(idOf(properties.linkedFieldId) || 0);
          presented[key] = group ? (group.get(record.id) || []).length : null;
          break;
        }
        case 'summary': {
          const group = groups.get(idOf(properties.linkedFieldId) || 0);
          const summarized = idOf(properties.summarizedFieldId);
          presented[key] = group && (summarized !== undefined || properties.operation === 'count')
            ? round(summarize(group.get(record.id) || [], `field${summarized}`, properties.operation), properties.decimals)
            : null;
          break;
        }
        case 'calculated-field':
          presented[key] = null; // keeps the field's place; the formula pass below fills it
          break;
        default:
          presented[key] = stored;
      }
    });
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
