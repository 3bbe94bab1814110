/*
 * A small PostRPC client: the plugin's side of Zengine's version 2 protocol, the same messages
 * @zenginehq/zengine-sdk sends (it is not used here because the registry's copy depends on a
 * GitHub-only package; see the zn-plugin docs, docs/v2.md).
 *
 *   zengine.call('context').then(function (context) { ... });
 *   zengine.call('znHttp', { request: { method: 'get', url: '/forms/2/records' } });
 *   zengine.on('locationChange', function (change) { ... });
 *
 * Only answers from the page that holds this frame (its origin) are read.
 */
(function (window) {
  'use strict';

  function referrerOrigin() {
    try {
      return window.document.referrer ? new window.URL(window.document.referrer).origin : '';
    } catch (error) {
      return '';
    }
  }

  var ancestors = window.location.ancestorOrigins;
  var hostOrigin = (ancestors && ancestors[0]) || referrerOrigin();
  var host = window.opener || window.parent;
  var nextId = 1;
  var waiting = {};
  var listeners = {};

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (event.origin !== hostOrigin || event.source !== host || !message || message.jsonrpc !== '2.0') return;
    if (message.id && waiting[message.id]) {
      var call = waiting[message.id];
      delete waiting[message.id];
      if (message.error) call.reject(message.error);
      else call.resolve(message.result);
    } else if (message.event && listeners[message.event]) {
      listeners[message.event].forEach(function (listener) { listener(message.result); });
    }
  });

  window.zengine = {
    /** Calls the host's `method` with `args`; resolves with its result, rejects with { code, message, data }. */
    call: function (method, args) {
      var id = nextId++;
      return new Promise(function (resolve, reject) {
        waiting[id] = { resolve: resolve, reject: reject };
        host.postMessage({ jsonrpc: '2.0', method: method, args: args, id: id }, hostOrigin);
      });
    },
    /** Runs `listener(payload)` on each event `name` the host sends (locationChange, esc, close, ...). */
    on: function (name, listener) {
      (listeners[name] = listeners[name] || []).push(listener);
    },
    /** Asks the host to size this frame to its content, now and whenever the content changes size. */
    autoSize: function () {
      var last = '';
      var send = function () {
        var body = window.document.body;
        var size = { height: Math.ceil(body.scrollHeight) };
        if (JSON.stringify(size) === last) return;
        last = JSON.stringify(size);
        window.zengine.call('resize', { dimensions: size });
      };
      if (window.ResizeObserver) new window.ResizeObserver(send).observe(window.document.body);
      send();
    }
  };
}(window));
