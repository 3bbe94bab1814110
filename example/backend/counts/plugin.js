/*
 * The overview plugin's backend service `counts`, in Zengine's format: run(eventData). It counts
 * the records of each form of the workspace through the REST API, as the person who called it,
 * with the service's own lib/zn-http.js (to which the runner gave the platform's headers).
 *
 *   GET /workspaces/<id>/formsOverview/counts  →  { workspaceId, counts: { <formId>: <records> } }
 */
var znHttp = require('./lib/zn-http');

exports.run = function (eventData) {
  var workspaceId = eventData.request.query.workspaceId || eventData.request.params.workspaceId;
  var api = znHttp();
  api.get('/forms', { params: { 'workspace.id': workspaceId, attributes: 'id', limit: 100 } }).then(function (forms) {
    return Promise.all(forms.getBody().data.map(function (form) {
      return api.get('/forms/' + form.id + '/records/count').then(function (count) {
        return [form.id, count.getBody().totalCount];
      });
    }));
  }).then(function (pairs) {
    var counts = {};
    pairs.forEach(function (pair) { counts[pair[0]] = pair[1]; });
    eventData.response.status(200).send({ workspaceId: Number(workspaceId), counts: counts });
  }, function (error) {
    var code = typeof error.getCode === 'function' ? error.getCode() : 500;
    eventData.response.status(code >= 400 ? code : 500).send(typeof error.getBody === 'function' ? error.getBody() : { message: String(error) });
  });
};
