import { ZnError, describeValue, isPlainObject } from '../../core';

/**
 * Every word the filter builder shows. `{name}` marks a value put in when shown (always as text).
 * Override some with `znFilterBuilderTextProvider.set({ ... })` in a config block.
 */
export const DEFAULT_FILTER_BUILDER_TEXT = Object.freeze({
  panelTitle: 'Filter records',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading the form’s fields…',
  loadFailed: 'The form’s fields could not be loaded.',
  refused: 'This filter cannot be opened here.',
  incompleteHint: 'Finish or remove the unfinished conditions to save.',
  invalidHint: 'Fix or remove the conditions marked as invalid to save.',

  operatorLabel: 'Records must match',
  operatorAnd: 'all of these conditions',
  operatorOr: 'any of these conditions',
  groupLabel: 'Group of conditions',
  subfilterLabel: 'Conditions on {form}',
  emptyGroup: 'No conditions yet: every record matches.',
  addCondition: 'Add condition',
  addGroup: 'Add group',
  removeCondition: 'Remove condition',
  removeGroup: 'Remove group',

  attributeLabel: 'Field',
  attributeChoose: 'Choose a field…',
  attributeFolder: 'Folder',
  attributeCreatedBy: 'Created by',
  attributeCreated: 'Created',
  attributeModified: 'Modified',
  prefixLabel: 'Comparison',
  valueLabel: 'Value',
  valueChoose: 'Choose…',
  valuesLabel: 'Values (choose one or more)',

  prefixEquals: 'is',
  prefixNot: 'is not',
  prefixContains: 'contains',
  prefixNotContains: 'does not contain',
  prefixStartsWith: 'starts with',
  prefixEndsWith: 'ends with',
  prefixMin: 'is at least',
  prefixMax: 'is at most',
  prefixIn: 'is one of',
  prefixNotIn: 'is none of',
  prefixNotValidates: 'is not valid as',

  ruleAlpha: 'letters only',
  ruleAlphaNumeric: 'letters and digits only',
  ruleEmailAddress: 'an email address',
  ruleNumeric: 'a number',
  ruleZipCode: 'a ZIP code',
  ruleUnique: 'a unique value (duplicates)',

  linkModeLabel: 'Compare with',
  linkModeRecord: 'a specific record',
  linkModeSubfilter: 'records whose {form} match…',
  linkedFormFallback: 'linked form',
  recordSearch: 'Search {form} records',
  recordSelected: 'Record {id}',
  recordNone: 'No matching records.',
  loggedInUser: 'The logged-in user',
  dateOpen: 'Open calendar',
  datePlaceholder: 'YYYY-MM-DD',

  attributeMissing: '{attribute} is no longer on this form. Choose another field or remove this condition.',
  attributeUnavailable: '{attribute} cannot be filtered on here. Choose another field or remove this condition.',
  prefixUnavailable: 'The comparison “{prefix}” does not fit {attribute}. Choose another comparison.',
  subfilterUnavailable: 'A filter on the records linked by {attribute} is not allowed here.',
  linkedFormFailed: 'The fields linked by {attribute} could not be loaded: {message}',
  valueShape: 'This value does not fit {attribute}. Choose the value again.',
  valueNumber: 'Enter a number, such as 42 or 3.5.',
  valueYear: 'Enter a year from 1 to 9999.',
  valueDate: 'Enter a date as YYYY-MM-DD, such as 2024-01-31.',
  valueId: 'Choose the value again: “{value}” is not one of the choices.',
  valueRule: 'Choose a rule from the list.',
  valueChoiceMissing: '“{value}” is no longer a choice of {attribute}. Choose another.',
  valueDynamic: 'The logged-in user cannot be used here.'
});

/** The builder's text dictionary: every key of `DEFAULT_FILTER_BUILDER_TEXT`. */
export type ZnFilterBuilderText = { -readonly [key in keyof typeof DEFAULT_FILTER_BUILDER_TEXT]: string };

export type FilterBuilderTextKey = keyof ZnFilterBuilderText;

const TEXT_KEYS = Object.keys(DEFAULT_FILTER_BUILDER_TEXT) as FilterBuilderTextKey[];

/** Checks an override of some dictionary entries. */
export function checkTextOverride(service: string, partial: unknown): Partial<ZnFilterBuilderText> {
  if (!isPlainObject(partial)) {
    throw new ZnError(service, 'bad-settings', `set() was given ${describeValue(partial)}; expected an object of texts such as { save: 'Apply' }`);
  }
  const result: Partial<ZnFilterBuilderText> = {};
  for (const key of Object.keys(partial)) {
    if (!(TEXT_KEYS as string[]).includes(key)) {
      throw new ZnError(service, 'unknown-setting', `unknown text key "${key}"; expected one of ${TEXT_KEYS.join(', ')}`);
    }
    const value = partial[key];
    if (typeof value !== 'string') {
      throw new ZnError(service, 'bad-setting', `text "${key}" is ${describeValue(value)}; expected a string`);
    }
    result[key as FilterBuilderTextKey] = value;
  }
  return result;
}

/** Puts values into `{name}` placeholders; unknown names stay as they are. */
export function fillText(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
}

/**
 * `znFilterBuilderTextProvider.set({...})` in config blocks changes the wording (or language) of
 * every builder; the `znFilterBuilderText` service is the resulting dictionary (frozen).
 */
export class ZnFilterBuilderTextProvider {
  private text: ZnFilterBuilderText = { ...DEFAULT_FILTER_BUILDER_TEXT };

  set(partial: Partial<ZnFilterBuilderText>): this {
    Object.assign(this.text, checkTextOverride('znFilterBuilderTextProvider', partial));
    return this;
  }

  $get = (): Readonly<ZnFilterBuilderText> => Object.freeze({ ...this.text });
}
