/**
 * What the builder offers for each field type: the kind of value it holds, then (in widgets.ts)
 * the prefixes that fit that kind and the widget each prefix edits its value with.
 */

/** The field types of the spec (4.6), as the API's `field.type`. */
export const FIELD_TYPES = [
  'calculated-field', 'checkbox', 'country-select', 'date-picker', 'dropdown', 'file-upload',
  'heading', 'hidden-field', 'html', 'link-counter', 'linked', 'member', 'numeric', 'page-break',
  'radio', 'spacer', 'state-select', 'summary', 'text', 'text-area', 'text-input', 'year'
] as const;

export type FieldType = typeof FIELD_TYPES[number];

/** Every prefix a filter may use: the spec's nine, plus `in`/`not-in` for choice fields. */
export const PREFIXES = [
  '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'not-validates', 'in', 'not-in'
] as const;

export type FilterPrefix = typeof PREFIXES[number];

/** The rule values of `not-validates`. */
export const VALIDATION_RULES = ['alpha', 'alphaNumeric', 'emailAddress', 'numeric', 'zipCode', 'unique'] as const;

export type ValidationRule = typeof VALIDATION_RULES[number];

/** The dynamic value the server resolves to the person running the query. */
export const LOGGED_IN_USER = 'logged-in-user';

/**
 * The kind of value an attribute holds; it decides the prefixes and widgets (widgets.ts).
 * `creator` and `datetime` are the record attributes `createdByUser.id` and `created`/`modified`.
 */
export type AttributeKind =
  | 'text' | 'file' | 'number' | 'year' | 'date' | 'choice' | 'checkbox' | 'country' | 'state'
  | 'member' | 'linked' | 'folder' | 'creator' | 'datetime';

/**
 * Field type → kind. Types missing here hold no data (heading, spacer, page-break, html) and are
 * never offered; calculated-field, link-counter and summary hold numbers.
 */
export const FIELD_TYPE_KINDS: Readonly<Partial<Record<FieldType, AttributeKind>>> = Object.freeze({
  'text': 'text',
  'text-input': 'text',
  'text-area': 'text',
  'hidden-field': 'text',
  'file-upload': 'file',
  'numeric': 'number',
  'calculated-field': 'number',
  'summary': 'number',
  'link-counter': 'number',
  'year': 'year',
  'date-picker': 'date',
  'dropdown': 'choice',
  'radio': 'choice',
  'checkbox': 'checkbox',
  'country-select': 'country',
  'state-select': 'state',
  'member': 'member',
  'linked': 'linked'
});

/** Field types that hold no data: never offered as attributes. */
export const NON_DATA_FIELD_TYPES: readonly FieldType[] =
  FIELD_TYPES.filter((type) => !(type in FIELD_TYPE_KINDS));

/** The record attributes offered after the form's fields, with their kinds. */
export const RECORD_ATTRIBUTES = [
  { attribute: 'folder.id', kind: 'folder' },
  { attribute: 'createdByUser.id', kind: 'creator' },
  { attribute: 'created', kind: 'datetime' },
  { attribute: 'modified', kind: 'datetime' }
] as const;

export type RecordAttribute = typeof RECORD_ATTRIBUTES[number]['attribute'];

export const RECORD_ATTRIBUTE_NAMES: readonly string[] = RECORD_ATTRIBUTES.map((entry) => entry.attribute);

/** True for `field<id>` attributes. */
export function isFieldAttribute(attribute: string): boolean {
  return /^field[1-9]\d*$/.test(attribute);
}

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

export function isPrefix(value: unknown): value is FilterPrefix {
  return typeof value === 'string' && (PREFIXES as readonly string[]).includes(value);
}
