/**
 * Checks a form record's input against its form's fields and turns each value into the form
 * records hold (see field-types.ts): the validation behind FormRecords' POST and PUT.
 */
import { JsonObject, StoredObject, idOf } from '../store';
import { Environment, Prepared } from '../api/environment';
import { ValidationErrors } from '../envelopes';
import { findFieldType } from './field-types';
import { FieldObject, fieldKey, formScope, memberUserIds, workspaceOfForm } from './form-data';
import { choiceValues, propertiesOf } from './field-settings';
import { isPlainObject } from '#core';
import { dateError } from '../checks';

/** Record attributes besides fields that input may set. */
const RECORD_INPUT = ['name', 'folder'];
/** Attributes the server sets; input carrying them is ignored. */
const RECORD_OWNED = ['form', 'workspace', 'createdByUser'];
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const MAX_TEXT = 10000;

type Check = { value: unknown } | { error: string };

/**
 * An id in record input, alone or as `{ id }`: a number, or its decimal text, as Zengine took it
 * (a form post's or an XML body's `folder.id=4`, `field12=6` carry text only; so does a plain
 * `<select>`'s value). Undefined for anything else; 0 stays 0 (a folder's "none").
 */
function inputIdOf(value: unknown): number | undefined {
  const id = isPlainObject(value) ? value.id : value;
  if (typeof id === 'string' && /^(0|[1-9][0-9]{0,15})$/.test(id.trim())) return inputIdOf(Number(id.trim()));
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/** Cached look-ups for one request. */
class Lookups {
  private members?: Set<number>;
  private countries?: Set<string>;
  private states?: StoredObject[];

  constructor(private readonly form: StoredObject, private readonly env: Environment) {}

  isMember(userId: number): boolean {
    if (!this.members) {
      const workspaceId = workspaceOfForm(this.form);
      this.members = workspaceId === undefined ? new Set() : memberUserIds(workspaceId, this.env);
    }
    return this.members.has(userId);
  }

  countryCodes(): Set<string> {
    if (!this.countries) this.countries = new Set(this.env.store.list('Countries', []).map((country) => String(country.code)));
    return this.countries;
  }

  stateCodes(country: unknown): Set<string> {
    if (!this.states) this.states = this.env.store.list('States', []);
    return new Set(this.states.filter((state) => typeof country !== 'string' || state.country === country)
      .map((state) => String(state.code)));
  }

  record(formId: number, id: number): StoredObject | undefined {
    return this.env.store.get('FormRecords', id, formScope(formId));
  }

  upload(id: number): StoredObject | undefined {
    return this.env.store.get('FormUploads', id, formScope(this.form.id));
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function checkNumber(value: unknown, properties: JsonObject): Check {
  const number = typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return { error: 'Must be a number' };
  if (Math.abs(number) > 1e15) return { error: 'Must be at most 1000000000000000 in size' };
  if (typeof properties.min === 'number' && number < properties.min) return { error: `Must be at least ${properties.min}` };
  if (typeof properties.max === 'number' && number > properties.max) return { error: `Must be at most ${properties.max}` };
  return { value: number };
}

function checkDate(value: unknown): Check {
  const error = dateError(value);
  return error ? { error } : { value };
}

function checkValue(field: FieldObject, value: unknown, lookups: Lookups): Check {
  const properties = propertiesOf(field);
  switch (field.type) {
    case 'text-area':
    case 'text-input':
    case 'hidden-field': {
      if (typeof value !== 'string') return { error: 'Must be text' };
      const max = typeof properties.maxLength === 'number' ? properties.maxLength : MAX_TEXT;
      return value.length > max ? { error: `Must be at most ${max} characters` } : { value };
    }
    case 'numeric':
      return checkNumber(value, properties);
    case 'date-picker':
      return checkDate(value);
    case 'year': {
      const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value;
      return typeof year === 'number' && Number.isInteger(year) && year >= 1000 && year <= 9999
        ? { value: year } : { error: 'Must be a four-digit year' };
    }
    case 'dropdown':
    case 'radio': {
      const choices = choiceValues(properties);
      return typeof value === 'string' && choices.indexOf(value) !== -1
        ? { value } : { error: `Must be one of: ${choices.join(', ')}` };
    }
    case 'checkbox': {
      const choices = choiceValues(properties);
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || choices.indexOf(item) === -1)) {
        return { error: `Must be an array of choices from: ${choices.join(', ')}` };
      }
      return { value: choices.filter((choice) => value.indexOf(choice) !== -1) };
    }
    case 'member': {
      const id = inputIdOf(value) || undefined;
      if (id === undefined) return { error: 'Must be a user id or { id }' };
      return lookups.isMember(id) ? { value: { id } } : { error: `User ${id} is not a member of this form's workspace` };
    }
    case 'linked': {
      const id = inputIdOf(value) || undefined;
      const linkedFormId = idOf(properties.linkedForm);
      if (id === undefined || linkedFormId === undefined) return { error: 'Must be a record id or { id }' };
      return lookups.record(linkedFormId, id) ? { value: { id } } : { error: `No record ${id} in form ${linkedFormId}` };
    }
    case 'file-upload': {
      const id = inputIdOf(value) || undefined;
      if (id === undefined) return { error: 'Must be the id of a file uploaded to this form (FormUploads), or { id }' };
      const file = lookups.upload(id);
      if (!file) return { error: `No file ${id} was uploaded to this form` };
      return { value: { id, name: file.name, size: file.size, contentType: file.contentType } };
    }
    case 'country-select':
      return typeof value === 'string' && lookups.countryCodes().has(value)
        ? { value } : { error: 'Must be a country code from Countries, e.g. US' };
    case 'state-select':
      return typeof value === 'string' && lookups.stateCodes(properties.country).has(value)
        ? { value } : { error: `Must be a state code from States${typeof properties.country === 'string' ? ` of ${properties.country}` : ''}, e.g. NY` };
    default:
      return { error: `Has the unknown type ${field.type}` };
  }
}

/**
 * Checks record input. For a create (`existing` undefined) required fields must be given; for
 * an update only the keys given are checked. Returns the normalized data and the errors keyed
 * like the input.
 */
export function prepareRecordInput(input: JsonObject, existing: StoredObject | undefined, form: StoredObject,
  fields: FieldObject[], env: Environment): Prepared {
  const errors: ValidationErrors = {};
  const data: JsonObject = {};
  const lookups = new Lookups(form, env);
  const byKey = new Map(fields.map((field) => [fieldKey(field), field] as [string, FieldObject]));

  Object.keys(input).forEach((key) => {
    const value = input[key];
    if (RECORD_OWNED.indexOf(key) !== -1) return;
    if (key === 'name') {
      if (value !== null && typeof value !== 'string') errors.name = ['Must be text'];
      else if (typeof value === 'string' && value.length > 500) errors.name = ['Must be at most 500 characters'];
      else data.name = value === null ? '' : value;
      return;
    }
    if (key === 'folder') {
      const given = isPlainObject(value) ? value.id : value;
      const id = inputIdOf(given);
      if (id === 0 || given === null) data.folder = { id: 0 };
      else if (id !== undefined && env.store.get('FormFolders', id, formScope(form.id))) data.folder = { id };
      else errors['folder.id'] = [`Must be 0 (no folder) or the id of a folder of form ${form.id}`];
      return;
    }
    const field = byKey.get(key);
    if (!field) {
      errors[key] = [RECORD_INPUT.indexOf(key) === -1 && !/^field\d+$/.test(key)
        ? `Is not an attribute of a record; send name, folder.id or field<id> of form ${form.id}`
        : `Is not a field of form ${form.id}`];
      return;
    }
    const type = findFieldType(field.type);
    if (!type || !type.holdsData) {
      errors[key] = [`Is a ${field.type} field, which holds no data`];
      return;
    }
    if (type.computed) {
      errors[key] = ['Is computed by the server and cannot be set'];
      return;
    }
    if (isEmpty(value)) {
      if (field.required) errors[key] = ['Is required'];
      else data[key] = null;
      return;
    }
    const checked = checkValue(field, value, lookups);
    if ('error' in checked) errors[key] = [checked.error];
    else data[key] = checked.value;
  });

  if (!existing) {
    fields.forEach((field) => {
      const key = fieldKey(field);
      if (field.required && !(key in input) && !errors[key]) errors[key] = ['Is required'];
    });
  }
  return { data, errors };
}
