'use strict';
/**
 * The board's backend service `settings`, in Zengine's format: the board's settings in a
 * workspace, kept where a Zengine plugin keeps its own per-workspace data without a store of its
 * own: in `settings.board` of the plugin's link to the workspace (a WorkspacePluginLinks object),
 * read and written through znHttp as the person using the board.
 *
 *   GET /workspaces/<id>/<namespace>/settings   the saved settings, or defaults until someone saves
 *   PUT /workspaces/<id>/<namespace>/settings   saves { formId, groupBy, sumField, filter }; refuses
 *                                               what does not fit the workspace's forms (400)
 *
 * maya.json mounts it for both plugins of the repository (board and board-v2), each under its own
 * namespace, so each has its own settings. The frontend calls it with
 * znPluginData('wgn').get('/settings', { workspaceId }) (plugins/common/board/src/backend.service.js).
 */
var znHttp = require('./lib/zn-http');

var KEYS = ['formId', 'groupBy', 'sumField', 'filter'];
var CHOICE_TYPES = ['dropdown', 'radio'];
var NUMBER_TYPES = ['numeric', 'calculated-field'];
var FIELD_ATTRIBUTE = /^field([1-9][0-9]{0,15})$/;

/** A failure in the REST API's envelope, which znPluginData rejects with. */
function failure(status, code, userMessage, developerMessage, validationErrors) {
  var body = { status: status, code: code, userMessage: userMessage, developerMessage: developerMessage };
  if (validationErrors) body.validationErrors = validationErrors;
  return { status: status, body: body };
}

/** This plugin's link to the workspace, where its settings live. */
function readLink(api, namespace, workspaceId) {
  return api.get('/plugins', { params: { namespace: namespace } }).then(function (plugins) {
    var plugin = plugins.getBody().data[0];
    return api.get('/workspace_plugin_links', { params: { 'workspace.id': workspaceId, 'plugin.id': plugin.id } });
  }).then(function (links) {
    return links.getBody().data[0];
  });
}

/** The workspace's forms, each with its fields in order, and how many records it holds. */
function readForms(api, workspaceId) {
  return api.get('/forms', { params: { 'workspace.id': workspaceId, related: 'fields', limit: 100, sort: 'id' } }).then(function (forms) {
    var list = forms.getBody().data;
    return Promise.all(list.map(function (form) {
      return api.get('/forms/' + form.id + '/records/count');
    })).then(function (counts) {
      return list.map(function (form, index) {
        form.fields = (form.fields || []).slice().sort(function (a, b) { return (a.order - b.order) || (a.id - b.id); });
        form.recordCount = counts[index].getBody().totalCount;
        return form;
      });
    });
  });
}

/** Until someone saves settings: the largest form that has a choice field, grouped by its first one. */
function defaultSettings(forms) {
  var best = null;
  forms.forEach(function (form) {
    var choice = form.fields.filter(function (field) { return CHOICE_TYPES.indexOf(field.type) !== -1; })[0];
    if (!choice || (best && best.recordCount >= form.recordCount)) return;
    var number = form.fields.filter(function (field) { return NUMBER_TYPES.indexOf(field.type) !== -1; })[0];
    best = { recordCount: form.recordCount, settings: { formId: form.id, groupBy: 'field' + choice.id, sumField: number ? 'field' + number.id : null, filter: null } };
  });
  return best ? best.settings : { formId: null, groupBy: null, sumField: null, filter: null };
}

/** The field `attribute` ('field12') names on the form, when its type is one of `types`. */
function fieldNamed(fields, attribute, types) {
  var match = typeof attribute === 'string' ? FIELD_ATTRIBUTE.exec(attribute) : null;
  var field = match && fields.filter(function (candidate) { return candidate.id === Number(match[1]); })[0];
  return field && types.indexOf(field.type) !== -1 ? field : null;
}

/** Checks a settings body; answers { settings } to store, or { errors } keyed like the body. */
function checkSettings(forms, body) {
  var errors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { errors: { settings: ['Send an object { formId, groupBy, sumField, filter }'] } };
  Object.keys(body).filter(function (key) { return KEYS.indexOf(key) === -1; })
    .forEach(function (key) { errors[key] = ['Is not a setting of the board']; });
  var form = forms.filter(function (candidate) { return candidate.id === body.formId; })[0];
  if (!form) {
    errors.formId = ['Choose a form of this workspace'];
    return { errors: errors };
  }
  if (!fieldNamed(form.fields, body.groupBy, CHOICE_TYPES)) errors.groupBy = ['Choose a dropdown or radio field of the form'];
  var sumField = body.sumField === undefined ? null : body.sumField;
  if (sumField !== null && !fieldNamed(form.fields, sumField, NUMBER_TYPES)) errors.sumField = ['Choose a number field of the form, or none'];
  var filter = body.filter === undefined ? null : body.filter;
  // The API checks a filter's conditions when the board queries with it; here only its outline.
  var outline = filter && typeof filter === 'object' && !Array.isArray(filter) ? Object.keys(filter) : [];
  if (filter !== null && !(outline.length === 1 && ['and', 'or'].indexOf(outline[0]) !== -1 && Array.isArray(filter[outline[0]]))) {
    errors.filter = ['Send a filter { and: [...] } or { or: [...] }, or null'];
  }
  if (Object.keys(errors).length) return { errors: errors };
  return { settings: { formId: form.id, groupBy: body.groupBy, sumField: sumField, filter: filter } };
}

function read(api, namespace, workspaceId) {
  return readLink(api, namespace, workspaceId).then(function (link) {
    var saved = link && link.settings && link.settings.board;
    if (saved) return { status: 200, body: saved };
    return readForms(api, workspaceId).then(function (forms) {
      return { status: 200, body: defaultSettings(forms) };
    });
  });
}

function save(api, namespace, workspaceId, body) {
  return Promise.all([readLink(api, namespace, workspaceId), readForms(api, workspaceId)]).then(function (found) {
    var link = found[0];
    var checked = checkSettings(found[1], body);
    if (checked.errors) {
      // The envelope's userMessage is what the frontend shows the person.
      return failure(400, 4000, 'The board settings were not saved: ' + Object.keys(checked.errors).map(function (key) {
        return checked.errors[key][0].toLowerCase();
      }).join('; ') + '.', 'Invalid board settings', checked.errors);
    }
    var settings = Object.assign({}, link.settings, { board: checked.settings });
    return api.put('/workspace_plugin_links/' + link.id, { settings: settings }).then(function () {
      return { status: 200, body: checked.settings };
    });
  });
}

exports.run = function (eventData) {
  var request = eventData.request;
  var response = eventData.response;
  var api = znHttp();
  var workspaceId = request.params.workspaceId;
  // the namespace the service is mounted under (maya.json): each plugin of the repository has its own link
  var namespace = request.params.pluginNamespace;
  var answer;
  if (request.method === 'GET') answer = read(api, namespace, workspaceId);
  else if (request.method === 'PUT') answer = save(api, namespace, workspaceId, request.body);
  else answer = Promise.resolve(failure(405, 4005, 'This action is not available', 'the settings service answers GET and PUT'));
  answer.then(function (result) {
    response.status(result.status).send(result.body);
  }, function (error) {
    // an API failure comes as znHttp's response: pass its envelope on
    if (error && typeof error.getCode === 'function') response.status(error.getCode()).send(error.getBody());
    else response.status(500).send(failure(500, 5000, 'The board could not read its settings', String(error && error.message || error)).body);
  });
};
