/*
 * The plugin's page: its context from the host (workspace, user, plugin), a REST call through the
 * host (znHttp), and a message shown by the host.
 */
(function (window, document) {
  'use strict';
  var zengine = window.zengine;

  zengine.call('context').then(function (context) {
    document.getElementById('greeting').textContent = window.pluginConfig.greeting + ', ' + (context.user.displayName || context.user.email);
    return zengine.call('znHttp', { request: { method: 'get', url: '/forms', params: { 'workspace.id': context.workspace.id, limit: 1 } } });
  }).then(function (response) {
    // Zengine's answer: { data: { status, code, totalCount, limit, offset, data }, status, headers }
    document.getElementById('form-count').textContent = String(response.data.totalCount);
  });

  document.getElementById('say-hello').addEventListener('click', function () {
    zengine.call('message', { params: { message: 'Hello from a version 2 plugin', type: 'saved', duration: 3000 } });
  });
  zengine.autoSize();
}(window, document));
