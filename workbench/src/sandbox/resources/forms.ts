/**
 * Forms, their fields and their folders. A change to a form's fields or folders is a change of
 * the form: its `objectVersion` goes up.
 */
import { JsonObject, idOf } from '../store';
import { Collection, Environment, Prepared, ResourceBehavior } from '../api/environment';
import { ValidationErrors } from '../envelopes';
import { CHOICE_TYPES, SUMMARY_OPERATIONS, findFieldType, FIELD_TYPES } from '../forms/field-types';
import { FieldObject, fieldsOf } from '../forms/form-data';
import { RENAMED_SETTINGS, propertiesOf } from '../forms/field-settings';
import { parseFormula } from '../forms/formula';
import { booleanError, integerError, textError } from '../checks';
import { isPlainObject } from '#core';

export const forms: ResourceBehavior = {
  hasMany: {
    fields: { resource: 'FormFields', attribute: 'form' },
    folders: { resource: 'FormFolders', attribute: 'form' },
    dataViews: { resource: 'DataViews', attribute: 'form' }
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
  const key = 'settings.properties.choices';
  if (!isPlainObject(choices) || Object.keys(choices).length === 0) {
    errors[key] = ['Must be a non-empty object { "<value>": "<label>" }, in display order'];
    return;
  }
  Object.keys(choices).forEach((value) => {
    if (value === '') errors[key] = ['Has an empty value; each value is non-empty text'];
    else if (typeof choices[value] !== 'string') errors[`${key}.${value}`] = ['Must be the text label of the choice'];
  });
}

/** A linked field of another form that points at `formId`. */
function linkingField(id: unknown, formId: number, env: Environment): FieldObject | undefined {
  const fieldId = idOf(id);
  const field = fieldId === undefined ? undefined : env.store.get('FormFields', fieldId) as FieldObject | undefined;
  return field && field.type === 'linked' && idOf(propertiesOf(field).linkedForm) === formId ? field : undefined;
}

/**
 * The field's per-type settings, `settings.properties` (none given: `{}`); undefined, with the
 * errors, when settings are not in that shape. Flat settings (`settings.choices`) are refused,
 * naming where they go, rather than ignored.
 */
function settingsProperties(settings: JsonObject, errors: ValidationErrors): JsonObject | undefined {
  const flat = Object.keys(settings).filter((key) => key !== 'properties');
  flat.forEach((key) => {
    errors[`settings.${key}`] = [`Is not a setting here; per-type settings go in settings.properties (settings.properties.${RENAMED_SETTINGS[key] || key})`];
  });
  const properties = settings.properties === undefined ? {} : settings.properties;
  if (!isPlainObject(properties)) errors['settings.properties'] = ['Must be an object of the settings of the field\'s type'];
  return isPlainObject(properties) && flat.length === 0 ? properties : undefined;
}

function checkProperties(field: JsonObject, properties: JsonObject, formId: number, env: Environment, errors: ValidationErrors): void {
  const type = String(field.type);
  const key = (name: string) => `settings.properties.${name}`;
  const numberSetting = (name: string) => {
    if (properties[name] !== undefined && (typeof properties[name] !== 'number' || !Number.isFinite(properties[name]))) {
      errors[key(name)] = ['Must be a number'];
    }
  };
  if (CHOICE_TYPES.indexOf(type) !== -1) checkChoices(properties.choices, errors);
  if (['text-area', 'text-input', 'hidden-field'].indexOf(type) !== -1 && properties.maxLength !== undefined) {
    const error = integerError(properties.maxLength, { min: 1, max: 10000 });
    if (error) errors[key('maxLength')] = [error];
  }
  if (type === 'numeric' || type === 'year') ['min', 'max'].forEach(numberSetting);
  if (['numeric', 'calculated-field', 'summary'].indexOf(type) !== -1 && properties.decimals !== undefined) {
    const error = integerError(properties.decimals, { min: 0, max: 10 });
    if (error) errors[key('decimals')] = [error];
  }
  if (type === 'linked') {
    const linkedForm = idOf(properties.linkedForm);
    if (typeof properties.linkedForm !== 'number' || linkedForm === undefined || !env.store.get('Forms', linkedForm)) {
      errors[key('linkedForm')] = ['Must be the id of a form'];
    }
  }
  if (type === 'state-select' && properties.country !== undefined &&
      !env.store.list('Countries', []).some((country) => country.code === properties.country)) {
    errors[key('country')] = ['Must be a country code from Countries'];
  }
  if (type === 'html') {
    const error = textError(properties.html, { max: 20000 });
    if (error) errors[key('html')] = [error];
  }
  if (type === 'calculated-field') {
    try {
      if (typeof properties.formula !== 'string') throw new Error('Is required: e.g. "field7 * field8 / 100"');
      const formula = parseFormula(properties.formula);
      const own = new Set(fieldsOf(formId, env).map((other) => `field${other.id}`));
      const missing = formula.fields.filter((name) => !own.has(name) || name === `field${field.id}`);
      if (missing.length) throw new Error(`Refers to ${missing.join(', ')}, which must be other fields of this form`);
    } catch (error) {
      errors[key('formula')] = [(error as Error).message];
    }
  }
  if (type === 'summary' || type === 'link-counter') {
    const linking = linkingField(properties.linkedFieldId, formId, env);
    if (!linking) {
      errors[key('linkedFieldId')] = ['Must be the id of a linked field of another form that links to this form'];
    } else if (type === 'summary') {
      if (SUMMARY_OPERATIONS.indexOf(String(properties.operation)) === -1) {
        errors[key('operation')] = [`Must be one of ${SUMMARY_OPERATIONS.join(', ')}`];
      }
      if (properties.operation !== 'count') {
        const summarized = idOf(properties.summarizedFieldId);
        const target = summarized === undefined ? undefined : env.store.get('FormFields', summarized) as FieldObject | undefined;
        if (!target || target.form.id !== linking.form.id || target.type !== 'numeric') {
          errors[key('summarizedFieldId')] = ['Must be the id of a numeric field of the linking form'];
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
    const field: JsonObject = existing ? { ...existing, ...input } : { required: false, settings: { properties: {} }, ...input };
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
    if (!isPlainObject(field.settings)) {
      errors.settings = ['Must be an object { properties: { ... } }'];
    } else {
      const properties = settingsProperties(field.settings, errors);
      if (properties && type) checkProperties(field, properties, formId, env, errors);
      if (properties) field.settings = { properties };
    }
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

