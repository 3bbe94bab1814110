/**
 * Forms, their fields and their folders. A change to a form's fields or folders is a change of
 * the form: its `objectVersion` goes up.
 */
import { JsonObject, StoredObject } from '../store';
import { Collection, Environment, Prepared, ResourceBehavior } from '../api/environment';
import { ValidationErrors } from '../envelopes';
import { CHOICE_TYPES, SUMMARY_OPERATIONS, findFieldType, FIELD_TYPES } from '../forms/field-types';
import { FieldObject, fieldsOf, idOf } from '../forms/form-data';
import { parseFormula } from '../forms/formula';
import { booleanError, integerError, textError } from './checks';
import { isPlainObject } from '../../src/errors';

export const forms: ResourceBehavior = {
  hasMany: {
    fields: { resource: 'FormFields', attribute: 'form' },
    folders: { resource: 'FormFolders', attribute: 'form' }
  },
  prepare(input, existing): Prepared {
    const errors: ValidationErrors = {};
    const nameError = textError(input.name, { required: !existing || 'name' in input, max: 200 });
    if (nameError) errors.name = [nameError];
    ['singularName', 'description'].forEach((key) => {
      const error = textError(input[key], { max: key === 'description' ? 5000 : 200 });
      if (error) errors[key] = [error];
    });
    if (!existing && !isPlainObject(input.workspace)) errors['workspace.id'] = ['Is required'];
    return { data: input, errors };
  }
};

/** The id of the form a collection of fields or folders belongs to. */
function formIdOf(collection: Collection): number {
  return collection.scope[0].id;
}

/** Bumps the form's objectVersion and modified time (its fields or folders changed). */
function touchForm(collection: Collection, env: Environment): void {
  const form = env.store.get('Forms', formIdOf(collection));
  if (!form) return;
  form.objectVersion = (typeof form.objectVersion === 'number' ? form.objectVersion : 0) + 1;
  form.modified = env.now;
  env.store.replace('Forms', form);
}

function checkChoices(choices: unknown, errors: ValidationErrors): void {
  if (!Array.isArray(choices) || choices.length === 0) {
    errors['settings.choices'] = ['Must be a non-empty array of { value, label }'];
    return;
  }
  const values = new Set<string>();
  choices.forEach((choice, index) => {
    if (!isPlainObject(choice) || typeof choice.value !== 'string' || choice.value === '' || typeof choice.label !== 'string') {
      errors[`settings.choices.${index}`] = ['Must be { value, label } with non-empty text value and text label'];
    } else if (values.has(choice.value)) {
      errors[`settings.choices.${index}`] = [`Repeats the value ${choice.value}`];
    } else {
      values.add(choice.value);
    }
  });
}

/** A linked field of another form that points at `formId`. */
function linkingField(id: unknown, formId: number, env: Environment): FieldObject | undefined {
  const fieldId = idOf(id);
  const field = fieldId === undefined ? undefined : env.store.get('FormFields', fieldId) as FieldObject | undefined;
  return field && field.type === 'linked' && idOf((field.settings || {}).linkedFormId) === formId ? field : undefined;
}

function checkSettings(field: JsonObject, formId: number, env: Environment, errors: ValidationErrors): void {
  const settings = field.settings as JsonObject;
  const type = String(field.type);
  const numberSetting = (key: string) => {
    if (settings[key] !== undefined && (typeof settings[key] !== 'number' || !Number.isFinite(settings[key]))) {
      errors[`settings.${key}`] = ['Must be a number'];
    }
  };
  if (CHOICE_TYPES.indexOf(type) !== -1) checkChoices(settings.choices, errors);
  if (['text', 'text-area', 'text-input', 'hidden-field'].indexOf(type) !== -1 && settings.maxLength !== undefined) {
    const error = integerError(settings.maxLength, { min: 1, max: 10000 });
    if (error) errors['settings.maxLength'] = [error];
  }
  if (type === 'numeric' || type === 'year') ['min', 'max'].forEach(numberSetting);
  if (['numeric', 'calculated-field', 'summary'].indexOf(type) !== -1 && settings.decimals !== undefined) {
    const error = integerError(settings.decimals, { min: 0, max: 10 });
    if (error) errors['settings.decimals'] = [error];
  }
  if (type === 'linked') {
    const linkedFormId = idOf(settings.linkedFormId);
    if (linkedFormId === undefined || !env.store.get('Forms', linkedFormId)) errors['settings.linkedFormId'] = ['Must be the id of a form'];
  }
  if (type === 'state-select' && settings.country !== undefined &&
      !env.store.list('Countries', []).some((country) => country.code === settings.country)) {
    errors['settings.country'] = ['Must be a country code from Countries'];
  }
  if (type === 'html') {
    const error = textError(settings.html, { max: 20000 });
    if (error) errors['settings.html'] = [error];
  }
  if (type === 'calculated-field') {
    try {
      if (typeof settings.formula !== 'string') throw new Error('Is required: e.g. "field7 * field8 / 100"');
      const formula = parseFormula(settings.formula);
      const own = new Set(fieldsOf(formId, env).map((other) => `field${other.id}`));
      const missing = formula.fields.filter((key) => !own.has(key) || key === `field${field.id}`);
      if (missing.length) throw new Error(`Refers to ${missing.join(', ')}, which must be other fields of this form`);
    } catch (error) {
      errors['settings.formula'] = [(error as Error).message];
    }
  }
  if (type === 'summary' || type === 'link-counter') {
    const linking = linkingField(settings.linkedFieldId, formId, env);
    if (!linking) {
      errors['settings.linkedFieldId'] = ['Must be the id of a linked field of another form that links to this form'];
    } else if (type === 'summary') {
      if (SUMMARY_OPERATIONS.indexOf(String(settings.operation)) === -1) {
        errors['settings.operation'] = [`Must be one of ${SUMMARY_OPERATIONS.join(', ')}`];
      }
      if (settings.operation !== 'count') {
        const summarized = idOf(settings.summarizedFieldId);
        const target = summarized === undefined ? undefined : env.store.get('FormFields', summarized) as FieldObject | undefined;
        if (!target || target.form.id !== linking.form.id || target.type !== 'numeric') {
          errors['settings.summarizedFieldId'] = ['Must be the id of a numeric field of the linking form'];
        }
      }
    }
  }
}

export const formFields: ResourceBehavior = {
  prepare(input, existing, collection, env): Prepared {
    const errors: ValidationErrors = {};
    const formId = formIdOf(collection);
    // an update is checked as the whole field it makes, so a type change needs fitting settings
    const field: JsonObject = existing ? { ...existing, ...input } : { required: false, settings: {}, ...input };
    const type = findFieldType(field.type);
    if (!type) errors.type = [`Must be one of ${FIELD_TYPES.map((known) => known.type).join(', ')}`];
    const labelRequired = type !== undefined && ['spacer', 'page-break'].indexOf(type.type) === -1;
    const labelError = textError(field.label, { required: labelRequired, max: 500 });
    if (labelError) errors.label = [labelError];
    if (field.order !== undefined) {
      const orderError = integerError(field.order, { min: 0, max: 100000 });
      if (orderError) errors.order = [orderError];
    } else {
      field.order = fieldsOf(formId, env).reduce((last, other) => Math.max(last, other.order), 0) + 1;
    }
    const requiredError = booleanError(field.required);
    if (requiredError) errors.required = [requiredError];
    else if (field.required && type && (!type.holdsData || type.computed)) errors.required = [`A ${type.type} field cannot be required`];
    if (!isPlainObject(field.settings)) errors.settings = ['Must be an object'];
    else if (type) checkSettings(field, formId, env, errors);
    if (field.label === undefined) field.label = '';
    return { data: field, errors };
  },
  afterWrite: touchForm
};

export const formFolders: ResourceBehavior = {
  prepare(input, existing): Prepared {
    const errors: ValidationErrors = {};
    const error = textError(input.name, { required: !existing || 'name' in input, max: 200 });
    if (error) errors.name = [error];
    return { data: input, errors };
  },
  afterWrite: touchForm
};

/** FormFieldTaxonomy: the field types (read-only). */
export function taxonomyObjects(): StoredObject[] {
  return FIELD_TYPES.map((type, index) => ({ id: index + 1, ...type, prefixes: type.prefixes.slice() }));
}
