/*
 * The workbench's reload on change: the server (workbench/server.js) sends a `change` event on
 * /workbench/events when a file of a served plugin changes, and the page loads itself again.
 * Plain script, loaded before everything else so it still works when a plugin breaks the page.
 * Served without the workbench (no /workbench/events), it gives up quietly.
 */
(function (window) {
  'use strict';
  if (!window.EventSource) return;
  var source = new window.EventSource('workbench/events');
  source.addEventListener('change', function () {
    source.close();
    window.location.reload();
  });
  source.onerror = function () {
    // The workbench stopped or restarts: EventSource tries again (retry: 1000) and reloads on
    // the next change; a page not served by the workbench stops trying.
    if (source.readyState === window.EventSource.CLOSED) source.close();
  };
}(window));
