/**
 * The form field types of spec 4.6: whether each holds data, which values records carry and
 * which filter prefixes apply. Served as the FormFieldTaxonomy resource.
 */

export interface FieldType {
  type: string;
  name: string;
  /** False for layout types (heading, text, spacer, page-break, html): records hold no value for them. */
  holdsData: boolean;
  /** True for values the server computes (calculated-field, summary, link-counter). */
  computed: boolean;
  /** The JSON a record holds for it. */
  value: string;
  /** Filter prefixes that make sense for it. */
  prefixes: string[];
}

const TEXT_PREFIXES = ['', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'not-validates'];
const NUMBER_PREFIXES = ['', 'not', 'min', 'max', 'not-validates'];
const RANGE_PREFIXES = ['', 'not', 'min', 'max'];
const CHOICE_PREFIXES = ['', 'not', 'in', 'not-in'];
const ID_PREFIXES = ['', 'not'];

function text(type: string, name: string): FieldType {
  return { type, name, holdsData: true, computed: false, value: 'string', prefixes: TEXT_PREFIXES };
}

function layout(type: string, name: string): FieldType {
  return { type, name, holdsData: false, computed: false, value: 'none', prefixes: [] };
}

export const FIELD_TYPES: ReadonlyArray<FieldType> = [
  { type: 'calculated-field', name: 'Calculated field', holdsData: true, computed: true, value: 'number (computed from settings.properties.formula)', prefixes: NUMBER_PREFIXES },
  { type: 'checkbox', name: 'Checkboxes', holdsData: true, computed: false, value: 'array of choice values', prefixes: ['contains', 'not-contains', 'in', 'not-in'] },
  { type: 'country-select', name: 'Country', holdsData: true, computed: false, value: 'string: a country code (Countries)', prefixes: CHOICE_PREFIXES },
  { type: 'date-picker', name: 'Date', holdsData: true, computed: false, value: 'string YYYY-MM-DD', prefixes: RANGE_PREFIXES },
  { type: 'dropdown', name: 'Dropdown', holdsData: true, computed: false, value: 'string: one choice value', prefixes: CHOICE_PREFIXES },
  { type: 'file-upload', name: 'File upload', holdsData: true, computed: false, value: 'object { id, name, size, contentType } of an uploaded file', prefixes: ID_PREFIXES },
  layout('heading', 'Heading'),
  text('hidden-field', 'Hidden field'),
  layout('html', 'HTML'),
  { type: 'link-counter', name: 'Link counter', holdsData: true, computed: true, value: 'number (records linking here, computed)', prefixes: RANGE_PREFIXES },
  { type: 'linked', name: 'Linked record', holdsData: true, computed: false, value: 'object { id, name } of a record of the form settings.properties.linkedForm', prefixes: ID_PREFIXES },
  { type: 'member', name: 'Member', holdsData: true, computed: false, value: 'object { id } of a user who is a member of the workspace', prefixes: ID_PREFIXES },
  { type: 'numeric', name: 'Number', holdsData: true, computed: false, value: 'number', prefixes: NUMBER_PREFIXES },
  layout('page-break', 'Page break'),
  { type: 'radio', name: 'Radio buttons', holdsData: true, computed: false, value: 'string: one choice value', prefixes: CHOICE_PREFIXES },
  layout('spacer', 'Spacer'),
  { type: 'state-select', name: 'State', holdsData: true, computed: false, value: 'string: a state code (States)', prefixes: CHOICE_PREFIXES },
  { type: 'summary', name: 'Summary', holdsData: true, computed: true, value: 'number (a sum, average, minimum, maximum or count over linking records, computed)', prefixes: RANGE_PREFIXES },
  // Zengine's `text` is a presentational block: its label is the text (znPresentationalText draws
  // it); a record holds no value for it. Single-line inputs are `text-input`.
  layout('text', 'Text'),
  text('text-area', 'Paragraph'),
  text('text-input', 'Single line'),
  { type: 'year', name: 'Year', holdsData: true, computed: false, value: 'integer year', prefixes: RANGE_PREFIXES }
];

export function findFieldType(type: unknown): FieldType | undefined {
  return FIELD_TYPES.find((fieldType) => fieldType.type === type);
}

/** The types that take `settings.properties.choices`. */
export const CHOICE_TYPES = ['dropdown', 'radio', 'checkbox'];
/** Summary operations. */
export const SUMMARY_OPERATIONS = ['sum', 'average', 'minimum', 'maximum', 'count'];
