'use strict';
/**
 * The board's backend service `summary`, in Zengine's format: per column of the board, how many
 * records it holds and the total of the sum field, read through znHttp as the person using the
 * board (mounted under each plugin's namespace, as the `settings` service is).
 *
 *   GET /workspaces/<id>/<namespace>/summary
 *     { formId, groupBy, sumField, total: { count, sum }, columns: [{ value, count, sum }] }
 *     columns in the field's order, with the records without a choice last (value null)
 *
 * It reads the board's settings where the `settings` service keeps them (settings.board on the
 * plugin's workspace link). Zengine uploads each service folder on its own, so the defaults used
 * before anyone saves are worked out here too, the same way.
 */
var znHttp = require('./lib/zn-http');

var CHOICE_TYPES = ['dropdown', 'radio'];
var NUMBER_TYPES = ['numeric', 'calculated-field'];
var PAGE_SIZE = 100;

function failure(status, code, userMessage, developerMessage) {
  return { status: status, body: { status: status, code: code, userMessage: userMessage, developerMessage: developerMessage } };
}

function fieldsInOrder(form) {
  return (form.fields || []).slice().sort(function (a, b) { return (a.order - b.order) || (a.id - b.id); });
}

function firstOfType(fields, types) {
  return fields.filter(function (field) { return types.indexOf(field.type) !== -1; })[0] || null;
}

/** The saved settings, or the defaults: the largest form with a choice field, grouped by its first one. */
function readSettings(api, namespace, workspaceId) {
  return api.get('/plugins', { params: { namespace: namespace } }).then(function (plugins) {
    return api.get('/workspace_plugin_links', { params: { 'workspace.id': workspaceId, 'plugin.id': plugins.getBody().data[0].id } });
  }).then(function (links) {
    var link = links.getBody().data[0];
    if (link && link.settings && link.settings.board) return link.settings.board;
    return api.get('/forms', { params: { 'workspace.id': workspaceId, related: 'fields', limit: 100, sort: 'id' } }).then(function (forms) {
      var candidates = forms.getBody().data.filter(function (form) { return firstOfType(fieldsInOrder(form), CHOICE_TYPES); });
      return Promise.all(candidates.map(function (form) {
        return api.get('/forms/' + form.id + '/records/count');
      })).then(function (counts) {
        var best = null;
        candidates.forEach(function (form, index) {
          var count = counts[index].getBody().totalCount;
          if (best && best.count >= count) return;
          var fields = fieldsInOrder(form);
          var number = firstOfType(fields, NUMBER_TYPES);
          best = { count: count, settings: { formId: form.id, groupBy: 'field' + firstOfType(fields, CHOICE_TYPES).id, sumField: number ? 'field' + number.id : null } };
        });
        return best ? best.settings : { formId: null };
      });
    });
  });
}

/** Every record of the form, page by page, with only the two fields the summary needs. */
function readRecords(api, formId, attributes, page, records) {
  return api.get('/forms/' + formId + '/records', { params: { limit: PAGE_SIZE, page: page, attributes: attributes.join(',') } }).then(function (answer) {
    var body = answer.getBody();
    records = records.concat(body.data);
    if (records.length >= body.totalCount || body.data.length === 0) return records;
    return readRecords(api, formId, attributes, page + 1, records);
  });
}

function numberOf(value) {
  return typeof value === 'number' && isFinite(value) ? value : 0;
}

function summarize(api, namespace, workspaceId) {
  return readSettings(api, namespace, workspaceId).then(function (settings) {
    if (!settings.formId) return failure(404, 4004, 'No form of this workspace has a dropdown or radio field to group by.', 'No board settings');
    return api.get('/forms/' + settings.formId, { params: { related: 'fields' } }).then(function (answer) {
      var fields = fieldsInOrder(answer.getBody().data);
      var byAttribute = function (attribute, types) {
        return fields.filter(function (field) { return 'field' + field.id === attribute && types.indexOf(field.type) !== -1; })[0] || null;
      };
      var groupBy = byAttribute(settings.groupBy, CHOICE_TYPES);
      if (!groupBy) return failure(409, 4009, 'The board\'s field is no longer on the form: choose another in the board\'s settings.', settings.groupBy + ' is gone');
      var sumField = settings.sumField ? byAttribute(settings.sumField, NUMBER_TYPES) : null;
      var attributes = ['id', 'field' + groupBy.id].concat(sumField ? ['field' + sumField.id] : []);
      return readRecords(api, settings.formId, attributes, 1, []).then(function (records) {
        // Every choice is a column, in the field's order (the keys of settings.properties.choices).
        var choices = (groupBy.settings && groupBy.settings.properties && groupBy.settings.properties.choices) || {};
        var columns = Object.keys(choices).map(function (value) { return { value: value, count: 0, sum: 0 }; });
        var empty = { value: null, count: 0, sum: 0 };
        var total = { count: 0, sum: 0 };
        records.forEach(function (record) {
          var column = columns.filter(function (candidate) { return candidate.value === record['field' + groupBy.id]; })[0] || empty;
          var amount = sumField ? numberOf(record['field' + sumField.id]) : 0;
          column.count++;
          column.sum += amount;
          total.count++;
          total.sum += amount;
        });
        return {
          status: 200,
          body: { formId: settings.formId, groupBy: settings.groupBy, sumField: sumField ? settings.sumField : null, total: total, columns: columns.concat(empty) }
        };
      });
    });
  });
}

exports.run = function (eventData) {
  var response = eventData.response;
  var answer = eventData.request.method === 'GET'
    ? summarize(znHttp(), eventData.request.params.pluginNamespace, eventData.request.params.workspaceId)
    : Promise.resolve(failure(405, 4005, 'This action is not available', 'the summary service answers GET only'));
  answer.then(function (result) {
    response.status(result.status).send(result.body);
  }, function (error) {
    // an API failure comes as znHttp's response: pass its envelope on
    if (error && typeof error.getCode === 'function') response.status(error.getCode()).send(error.getBody());
    else response.status(500).send(failure(500, 5000, 'The board could not work out its figures', String(error && error.message || error)).body);
  });
};
