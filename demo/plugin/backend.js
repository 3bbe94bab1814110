'use strict';
/**
 * The board plugin's backend. The sandbox serves it under the plugin's namespace:
 * znPluginData('board').get('/summary', { workspaceId: 1 }) reaches
 * GET /plugins/workspaces/1/board/summary, and the handler below answers it.
 *
 * A backend module exports `routes`: 'METHOD /path' → handler(context). The context carries the
 * workspace (`workspaceId`), the query, the JSON body, the sandbox's objects (`store`) and this
 * plugin's key/value storage in the workspace (`storage`). What a handler returns is the
 * response body; `context.reply(status, body)` picks another status than 200, and
 * `throw context.error(status, userMessage, developerMessage, validationErrors)` answers with a
 * failure envelope. The module needs nothing from the sandbox: everything comes on the context.
 *
 * Routes:
 *   GET /settings  the board's settings in this workspace (defaults until someone saves)
 *   PUT /settings  saves them; refuses what does not fit the workspace's forms
 *   GET /summary   per column of the board: how many records, and the total of the sum field
 */
exports.plugin = { name: 'Board', description: 'Records as cards in columns, one per choice of a field' };

const SETTINGS_KEY = 'settings';
const CHOICE_TYPES = ['dropdown', 'radio'];
const NUMBER_TYPES = ['numeric', 'calculated-field'];
const FIELD_ATTRIBUTE = /^field([1-9][0-9]{0,15})$/;

function formsOf(context) {
  return context.store.listAll('Forms').filter((form) => form.workspace && form.workspace.id === context.workspaceId);
}

function fieldsOf(context, formId) {
  return context.store.list('FormFields', [{ attribute: 'form', id: formId }])
    .sort((a, b) => (a.order - b.order) || (a.id - b.id));
}

function recordsOf(context, formId) {
  return context.store.list('FormRecords', [{ attribute: 'form', id: formId }]);
}

/** Until someone saves settings: the largest form that has a choice field, grouped by its first one. */
function defaultSettings(context) {
  let best = null;
  formsOf(context).forEach((form) => {
    const fields = fieldsOf(context, form.id);
    const choice = fields.find((field) => CHOICE_TYPES.includes(field.type));
    if (!choice) return;
    const count = recordsOf(context, form.id).length;
    if (!best || count > best.count) {
      const number = fields.find((field) => NUMBER_TYPES.includes(field.type));
      best = { count, settings: { formId: form.id, groupBy: `field${choice.id}`, sumField: number ? `field${number.id}` : null, filter: null } };
    }
  });
  return best ? best.settings : { formId: null, groupBy: null, sumField: null, filter: null };
}

function currentSettings(context) {
  return context.storage.get(SETTINGS_KEY) || defaultSettings(context);
}

/** The field `attribute` ('field12') names on the form, when its type is one of `types`. */
function fieldNamed(fields, attribute, types) {
  const match = typeof attribute === 'string' ? FIELD_ATTRIBUTE.exec(attribute) : null;
  const field = match && fields.find((candidate) => candidate.id === Number(match[1]));
  return field && types.includes(field.type) ? field : null;
}

/** Checks a settings body; answers with the settings to store, or with validationErrors by key. */
function checkSettings(context, body) {
  const errors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { errors: { settings: ['Send an object { formId, groupBy, sumField, filter }'] } };
  Object.keys(body).filter((key) => !['formId', 'groupBy', 'sumField', 'filter'].includes(key))
    .forEach((key) => { errors[key] = ['Is not a setting of the board']; });
  const form = formsOf(context).find((candidate) => candidate.id === body.formId);
  if (!form) {
    errors.formId = ['Choose a form of this workspace'];
    return { errors };
  }
  const fields = fieldsOf(context, form.id);
  if (!fieldNamed(fields, body.groupBy, CHOICE_TYPES)) errors.groupBy = ['Choose a dropdown or radio field of the form'];
  const sumField = body.sumField === undefined ? null : body.sumField;
  if (sumField !== null && !fieldNamed(fields, sumField, NUMBER_TYPES)) errors.sumField = ['Choose a number field of the form, or none'];
  const filter = body.filter === undefined ? null : body.filter;
  // The API checks a filter's conditions when the board queries with it; here only its outline.
  const outline = filter && typeof filter === 'object' && !Array.isArray(filter) ? Object.keys(filter) : [];
  if (filter !== null && !(outline.length === 1 && ['and', 'or'].includes(outline[0]) && Array.isArray(filter[outline[0]]))) {
    errors.filter = ['Send a filter { and: [...] } or { or: [...] }, or null'];
  }
  if (Object.keys(errors).length) return { errors };
  return { settings: { formId: form.id, groupBy: body.groupBy, sumField, filter } };
}

/** A choice field's values in display order: the keys of settings.properties.choices ({ value: label }). */
function choiceValues(field) {
  const choices = (field.settings && field.settings.properties && field.settings.properties.choices) || {};
  return Object.keys(choices);
}

function numberOf(value) {
  return typeof value === 'number' && isFinite(value) ? value : 0;
}

exports.routes = {
  'GET /settings': (context) => currentSettings(context),

  'PUT /settings': (context) => {
    const checked = checkSettings(context, context.body);
    if (checked.errors) {
      // The failure envelope's userMessage is what znPluginData's caller shows the person.
      throw context.error(400, 'The board settings were not saved: ' + Object.keys(checked.errors).map((key) => checked.errors[key][0].toLowerCase()).join('; ') + '.',
        'Invalid board settings', checked.errors);
    }
    context.storage.set(SETTINGS_KEY, checked.settings);
    return checked.settings;
  },

  'GET /summary': (context) => {
    const settings = currentSettings(context);
    if (!settings.formId) throw context.error(404, 'No form of this workspace has a dropdown or radio field to group by.', 'No board settings');
    const fields = fieldsOf(context, settings.formId);
    const groupBy = fieldNamed(fields, settings.groupBy, CHOICE_TYPES);
    if (!groupBy) throw context.error(409, 'The board\'s field is no longer on the form: choose another in the board\'s settings.', `${settings.groupBy} is gone`);
    const sumField = settings.sumField ? fieldNamed(fields, settings.sumField, NUMBER_TYPES) : null;
    // Every choice is a column, in the field's order, and records without one go last.
    const columns = choiceValues(groupBy).map((value) => ({ value, count: 0, sum: 0 }));
    const empty = { value: null, count: 0, sum: 0 };
    const total = { count: 0, sum: 0 };
    recordsOf(context, settings.formId).forEach((record) => {
      const column = columns.find((candidate) => candidate.value === record[`field${groupBy.id}`]) || empty;
      const amount = sumField ? numberOf(record[`field${sumField.id}`]) : 0;
      column.count++;
      column.sum += amount;
      total.count++;
      total.sum += amount;
    });
    return { formId: settings.formId, groupBy: settings.groupBy, sumField: sumField ? settings.sumField : null, total, columns: columns.concat(empty) };
  }
};
