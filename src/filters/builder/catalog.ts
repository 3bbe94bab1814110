import { isPlainObject } from '../../core';
import {
  AttributeKind, FIELD_TYPE_KINDS, FieldType, FilterPrefix, RECORD_ATTRIBUTES, RecordAttribute, isFieldType
} from './field-types';
import { BuilderOptions } from './options';
import { prefixesFor } from './widgets';

/** A form field as the API gives it (`GET /forms/:id?related=fields`, in `form.fields`). */
export interface ApiField {
  id: number;
  label?: string;
  type: string;
  settings?: {
    properties?: {
      /** Choice fields (dropdown, radio, checkbox): value → label. */
      choices?: Record<string, string>;
      /** Linked fields: the id of the linked form. */
      linkedForm?: number | string;
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** A form as the API gives it with `related=fields`. */
export interface ApiForm {
  id: number;
  name?: string;
  workspace?: { id: number };
  fields?: ApiField[];
  [key: string]: unknown;
}

export interface ChoiceOption {
  key: string;
  label: string;
}

/** One attribute the person may filter on. */
export interface AttributeOption {
  attribute: string;
  /** The field's label from the API (shown as text), or the dictionary's for record attributes. */
  label: string;
  kind: AttributeKind;
  /** The API's field type; null for record attributes. */
  fieldType: FieldType | null;
  /** The prefixes offered, blacklist applied (never empty). */
  prefixes: FilterPrefix[];
  /** Linked fields: the linked form's id. */
  linkedFormId: number | null;
  /** Choice and checkbox fields: their choices in the API's order. */
  choices: ChoiceOption[];
}

/** What the builder knows of one form. */
export interface FormCatalog {
  formId: number;
  formName: string;
  workspaceId: number | null;
  /** The attributes offered, in the form's field order, then the record attributes. */
  attributes: AttributeOption[];
  byAttribute: Record<string, AttributeOption>;
  /** Every field of the form by attribute, offered or not, to tell a deleted field from an excluded one. */
  fieldsByAttribute: Record<string, ApiField>;
}

/** The labels of the record attributes, from the text dictionary. */
export type RecordAttributeLabels = Record<RecordAttribute, string>;

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function choicesOf(field: ApiField): ChoiceOption[] {
  const choices = field.settings?.properties?.choices;
  if (!isPlainObject(choices)) return [];
  return Object.keys(choices).map((key) => ({ key, label: String(choices[key] ?? key) }));
}

/**
 * The attributes a form offers under the options: its data fields of a known type (not
 * blacklisted by attribute or type), then `folder.id`, `createdByUser.id`, `created`, `modified`;
 * an attribute whose prefixes are all blacklisted is left out.
 */
export function buildCatalog(form: ApiForm, options: BuilderOptions, labels: RecordAttributeLabels): FormCatalog {
  const catalog: FormCatalog = {
    formId: form.id,
    formName: typeof form.name === 'string' ? form.name : '',
    workspaceId: positiveId(form.workspace?.id),
    attributes: [],
    byAttribute: {},
    fieldsByAttribute: {}
  };
  const offer = (option: AttributeOption) => {
    if (options.attributeBlacklist.includes(option.attribute) || option.prefixes.length === 0) return;
    catalog.attributes.push(option);
    catalog.byAttribute[option.attribute] = option;
  };
  for (const field of Array.isArray(form.fields) ? form.fields : []) {
    if (!isPlainObject(field) || positiveId(field.id) === null) continue;
    const attribute = `field${field.id}`;
    catalog.fieldsByAttribute[attribute] = field;
    const type = field.type;
    const kind = isFieldType(type) ? FIELD_TYPE_KINDS[type] : undefined;
    if (!kind || !isFieldType(type) || options.fieldTypeBlacklist.includes(type)) continue;
    const linkedFormId = kind === 'linked' ? positiveId(field.settings?.properties?.linkedForm) : null;
    if (kind === 'linked' && linkedFormId === null) continue;
    offer({
      attribute,
      label: typeof field.label === 'string' && field.label !== '' ? field.label : attribute,
      kind,
      fieldType: type,
      prefixes: prefixesFor(kind, options.prefixBlacklist),
      linkedFormId,
      choices: kind === 'choice' || kind === 'checkbox' ? choicesOf(field) : []
    });
  }
  for (const { attribute, kind } of RECORD_ATTRIBUTES) {
    offer({
      attribute,
      label: labels[attribute],
      kind,
      fieldType: null,
      prefixes: prefixesFor(kind, options.prefixBlacklist),
      linkedFormId: null,
      choices: []
    });
  }
  return catalog;
}
