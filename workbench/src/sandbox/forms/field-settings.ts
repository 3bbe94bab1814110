/**
 * The shape of a form field's `settings`, as the real API gives it and the SDK's filter builder
 * reads it: every per-type setting sits in `settings.properties`; choices are an object
 * `{ "<value>": "<label>" }` in display order and a linked field names its form in `linkedForm`.
 * Also upgrades fields stored by earlier sandboxes, whose settings were flat
 * (`settings.choices` as `[{ value, label }]`, `settings.linkedFormId`).
 */
import { JsonObject, ObjectStore, StoredObject } from '../store';
import { FIELD_TYPES } from './field-types';
import { isPlainObject } from '#core';

/** Flat settings of earlier sandboxes that have another name in `settings.properties`. */
export const RENAMED_SETTINGS: Readonly<Record<string, string>> = { linkedFormId: 'linkedForm' };

/** A field's per-type settings (`settings.properties`); an empty object when it has none. */
export function propertiesOf(field: { settings?: unknown }): JsonObject {
  const settings = field.settings;
  return isPlainObject(settings) && isPlainObject(settings.properties) ? settings.properties : {};
}

/** The values of a choice field (dropdown, radio, checkbox), in display order. */
export function choiceValues(properties: JsonObject): string[] {
  return isPlainObject(properties.choices) ? Object.keys(properties.choices) : [];
}

/** `[{ value, label }]` (or plain values) as `{ value: label }`, keeping the order. */
function choicesObject(choices: unknown[]): JsonObject {
  const object: JsonObject = {};
  choices.forEach((choice) => {
    const value = isPlainObject(choice) ? choice.value : choice;
    if (value === undefined || value === null || String(value) === '' || String(value) in object) return;
    object[String(value)] = isPlainObject(choice) && typeof choice.label === 'string' ? choice.label : String(value);
  });
  return object;
}

/**
 * The settings of a field stored in the flat shape of earlier sandboxes, in today's shape; undefined
 * when they are in today's shape already (only `properties`, or nothing).
 */
export function upgradedSettings(settings: unknown): JsonObject | undefined {
  if (!isPlainObject(settings)) return { properties: {} };
  const flat = Object.keys(settings).filter((key) => key !== 'properties');
  if (flat.length === 0 && isPlainObject(settings.properties)) return undefined;
  const properties: JsonObject = isPlainObject(settings.properties) ? { ...settings.properties } : {};
  flat.forEach((key) => {
    const value = settings[key];
    const name = RENAMED_SETTINGS[key] || key;
    if (name in properties) return; // a setting already in properties wins over its flat copy
    properties[name] = key === 'choices' && Array.isArray(value) ? choicesObject(value) : value;
  });
  return { properties };
}

/**
 * Brings a database written by an earlier sandbox to today's shapes: form fields' settings, and
 * the FormFieldTaxonomy texts that describe them. Idempotent; runs each time the sandbox opens
 * a database (there are few fields), and changes neither `modified` nor `objectVersion`: the
 * data is the same, only stored the way the API answers it.
 */
export function upgradeStoredShapes(store: ObjectStore): void {
  store.transaction(() => {
    store.listAll('FormFields').forEach((field) => {
      const settings = upgradedSettings(field.settings);
      if (settings) store.replace('FormFields', { ...field, settings } as StoredObject);
    });
    store.listAll('FormFieldTaxonomy').forEach((stored) => {
      const current = FIELD_TYPES.find((type) => type.type === stored.type);
      if (current && stored.value !== current.value) store.replace('FormFieldTaxonomy', { ...stored, value: current.value });
    });
  });
}
