import { ZnError, describeValue, isPlainObject, type OnceWarn } from '../../core';
import {
  FIELD_TYPES, FieldType, FilterPrefix, PREFIXES, RECORD_ATTRIBUTE_NAMES, isFieldAttribute, isFieldType, isPrefix
} from './field-types';
import { FilterOperator, OPERATORS } from './filter-shape';

/** The builder's options once checked, with every default filled in. */
export interface BuilderOptions {
  formId: number;
  subfilters: boolean;
  groups: boolean;
  dynamicValues: boolean;
  operators: FilterOperator[];
  attributeBlacklist: string[];
  prefixBlacklist: FilterPrefix[];
  fieldTypeBlacklist: FieldType[];
}

/** The defaults of the spec (4.6): everything allowed, both operators, nothing blacklisted. */
export const DEFAULT_BUILDER_OPTIONS: Readonly<Omit<BuilderOptions, 'formId'>> = Object.freeze({
  subfilters: true,
  groups: true,
  dynamicValues: true,
  operators: ['and', 'or'] as FilterOperator[],
  attributeBlacklist: [] as string[],
  prefixBlacklist: [] as FilterPrefix[],
  fieldTypeBlacklist: [] as FieldType[]
});

const BUILDER_KEYS = ['formId', 'subfilters', 'groups', 'dynamicValues', 'operators',
  'attributeBlacklist', 'prefixBlacklist', 'fieldTypeBlacklist'];

/** The keys only `znFiltersPanel.open` takes. */
const PANEL_KEYS = ['filter', 'onSave'];

export type BuilderFront = 'panel' | 'inline';

/** What the panel needs besides the builder's options. */
export interface CheckedPanelOptions {
  builder: BuilderOptions;
  filter: unknown;
  onSave: ((filter: any) => unknown) | undefined;
}

function quoteList(values: readonly string[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function checkFormId(service: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
    throw new ZnError(service, 'bad-option', `options.formId is ${describeValue(value)}; expected the id of the form to filter, a positive integer such as 123`);
  }
  return id;
}

function checkBoolean(service: string, key: string, value: unknown): boolean {
  if (typeof value !== 'boolean') {
    throw new ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected true or false`);
  }
  return value;
}

function checkList<T extends string>(service: string, key: string, value: unknown,
  isAllowed: (entry: unknown) => entry is T, expected: string): T[] {
  if (!Array.isArray(value)) {
    throw new ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected an array of ${expected}`);
  }
  value.forEach((entry, index) => {
    if (!isAllowed(entry)) {
      throw new ZnError(service, 'bad-option', `options.${key}[${index}] is ${describeValue(entry)}; expected ${expected}`);
    }
  });
  return value.slice() as T[];
}

function isOperator(value: unknown): value is FilterOperator {
  return value === 'and' || value === 'or';
}

function isAttributeName(value: unknown): value is string {
  return typeof value === 'string' && (isFieldAttribute(value) || RECORD_ATTRIBUTE_NAMES.includes(value));
}

/**
 * Checks the options of either front door and fills in the defaults. `service` names the front
 * door in errors (`znFiltersPanel` or `znInlineFilter`); the inline directive refuses `filter`
 * and `onSave` since its filter is its ng-model. An unknown option goes to `warn` and is ignored,
 * as Zengine's filter builder ignored keys it did not read.
 */
export function checkBuilderOptions(service: string, raw: unknown, front: BuilderFront, warn: OnceWarn = () => undefined): BuilderOptions {
  if (!isPlainObject(raw)) {
    throw new ZnError(service, 'bad-options', `options is ${describeValue(raw)}; expected an object such as { formId: 123 }`);
  }
  const known = front === 'panel' ? BUILDER_KEYS.concat(PANEL_KEYS) : BUILDER_KEYS;
  for (const key of Object.keys(raw)) {
    if (front === 'inline' && PANEL_KEYS.includes(key)) {
      throw new ZnError(service, 'not-applicable', `options.${key} does not apply to zn-inline-filter; expected the filter bound with ng-model instead`);
    }
    if (!known.includes(key)) {
      warn(key, `${service}: the unknown option "${key}" is ignored; expected one of ${known.join(', ')}`);
    }
  }
  const options: BuilderOptions = {
    ...DEFAULT_BUILDER_OPTIONS,
    operators: DEFAULT_BUILDER_OPTIONS.operators.slice(),
    attributeBlacklist: [],
    prefixBlacklist: [],
    fieldTypeBlacklist: [],
    formId: checkFormId(service, raw.formId)
  };
  for (const key of ['subfilters', 'groups', 'dynamicValues'] as const) {
    if (raw[key] !== undefined) options[key] = checkBoolean(service, key, raw[key]);
  }
  if (raw.operators !== undefined) {
    const operators = checkList(service, 'operators', raw.operators, isOperator, '"and" or "or"');
    if (operators.length === 0) {
      throw new ZnError(service, 'bad-option', 'options.operators is empty; expected ["and"], ["or"] or ["and", "or"]');
    }
    options.operators = OPERATORS.filter((operator) => operators.includes(operator));
  }
  if (raw.attributeBlacklist !== undefined) {
    options.attributeBlacklist = checkList(service, 'attributeBlacklist', raw.attributeBlacklist, isAttributeName,
      `attributes such as "field123", or ${quoteList(RECORD_ATTRIBUTE_NAMES)}`);
  }
  if (raw.prefixBlacklist !== undefined) {
    options.prefixBlacklist = checkList(service, 'prefixBlacklist', raw.prefixBlacklist, isPrefix,
      `prefixes among ${quoteList(PREFIXES)}`);
  }
  if (raw.fieldTypeBlacklist !== undefined) {
    options.fieldTypeBlacklist = checkList(service, 'fieldTypeBlacklist', raw.fieldTypeBlacklist, isFieldType,
      `field types among ${quoteList(FIELD_TYPES)}`);
  }
  return options;
}

/** Checks `znFiltersPanel.open(options)`: the builder's options plus `filter` and `onSave`. */
export function checkPanelOptions(service: string, raw: unknown, warn?: OnceWarn): CheckedPanelOptions {
  const builder = checkBuilderOptions(service, raw, 'panel', warn);
  const { filter, onSave } = raw as Record<string, unknown>;
  if (onSave !== undefined && typeof onSave !== 'function') {
    throw new ZnError(service, 'bad-callback', `options.onSave is ${describeValue(onSave)}; expected a function called with the saved filter`);
  }
  return { builder, filter: filter === null ? undefined : filter, onSave: onSave as CheckedPanelOptions['onSave'] };
}
