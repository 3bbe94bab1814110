/*
 * The backend service `summary`, in Zengine's format: a module exporting run(eventData). Zengine
 * answered it at /workspaces/<id>/<namespace>/summary (znPluginData(namespace).get('/summary'));
 * so does the workbench. It counts the workspace's forms through the REST API, as the person who
 * called it, with its own lib/zn-http.js.
 */
var znHttp = require('./lib/zn-http');

exports.run = function (eventData) {
  var workspaceId = eventData.request.query.workspaceId || eventData.request.params.workspaceId;
  if (eventData.request.method !== 'GET') {
    eventData.response.status(405).send({ service: 'summary', message: 'GET only' });
    return;
  }
  znHttp().get('/forms', { params: { 'workspace.id': workspaceId, limit: 100 } }).then(function (response) {
    var body = response.getBody();
    eventData.response.status(200).send({ service: 'summary', workspaceId: Number(workspaceId), forms: body.totalCount });
  }, function (error) {
    eventData.response.status(502).send({ service: 'summary', message: 'The REST API answered ' + error.getCode(), detail: error.getBody() });
  });
};
