/*
 * The host side of PostRPC, the JSON-RPC over postMessage that Zengine's version 2 plugins speak
 * (their SDK, @zenginehq/zengine-sdk, and legacy-plugin-wrapper use @zenginehq/post-rpc-client).
 * Plain ES5 with no AngularJS: the workbench's host page wraps it (v2-host.js), and a Node spec
 * drives it with fake windows (workbench/test/v2/).
 *
 * The wire format is post-rpc's own:
 *   request   { jsonrpc: '2.0', method, args, id }                  plugin frame → host
 *             { jsonrpc: '2.0', method, params, id }                the 2019 dialect (post-rpc before 0.8:
 *                                                                   client.call(method, params, cb, timeout))
 *   success   { jsonrpc: '2.0', result, id }                         host → that frame
 *   failure   { jsonrpc: '2.0', id, error: { code, message, data? } }
 *   event     { jsonrpc: '2.0', id: null, result, event: name }      host → a frame
 * Error codes: -32600 invalid request, -32601 method not found ("The <m> method is not
 * available"), -32000 a method that threw or rejected (its error's own properties in `data`, so
 * a plugin reads `err.data.status` as on Zengine).
 *
 * Only frames the host placed are answered, and only from the origin their view was loaded from:
 * a message from any other window, or from a plugin frame that navigated to another origin, is
 * ignored without an answer (post-rpc's server does the same).
 */
(function (root, factory) {
  'use strict';
  if (typeof module === 'object' && module.exports) module.exports = factory();
  else root.ZnPostRpcHost = factory();
}(this, function () {
  'use strict';

  var JSONRPC = '2.0';
  var CODES = { invalidRequest: -32600, methodNotFound: -32601, failure: -32000 };
  var MIB = 1024 * 1024;
  /**
   * The most a request's args may hold, counted as the characters of its strings and keys (plus a
   * few per value; binary data, an upload's ArrayBuffer, is not counted): text the host page shows
   * (message, confirm, a tooltip) at most 1 MiB, any other request 8 MiB. A 32 MiB message froze
   * the host page for seconds; past the limit the request is refused, naming the limit.
   */
  var LIMITS = { text: MIB, general: 8 * MIB };
  var TEXT_METHODS = ['message', 'confirm', 'openTooltip', 'open-tooltip'];

  /**
   * Whether `value` holds more than `limit` characters (see LIMITS), stopping as soon as it does
   * (each value counts 8 more, so a structure that refers to itself ends over the limit too).
   */
  function largerThan(value, limit) {
    var total = 0;
    var stack = [value];
    while (stack.length) {
      var item = stack.pop();
      total += 8;
      if (typeof item === 'string') total += item.length;
      else if (item !== null && typeof item === 'object' && !isBinary(item)) {
        var keys = Object.keys(item);
        for (var i = 0; i < keys.length; i++) {
          total += keys[i].length;
          stack.push(item[keys[i]]);
          if (total > limit) return true;
        }
      }
      if (total > limit) return true;
    }
    return false;
  }

  function isBinary(value) {
    return (typeof ArrayBuffer !== 'undefined' && (value instanceof ArrayBuffer || ArrayBuffer.isView(value))) ||
      (typeof Blob !== 'undefined' && value instanceof Blob);
  }

  /** The refusal of a request over its limit, or null. */
  function overLimit(request) {
    var text = TEXT_METHODS.indexOf(request.method) !== -1;
    var limit = text ? LIMITS.text : LIMITS.general;
    if (!largerThan(request.args, limit)) return null;
    var error = new Error(request.method + ': the request is larger than the host accepts: ' + (limit / MIB) + ' MiB' +
      (text ? ' of text for message, confirm and openTooltip' : ' for a request') + ' (' + limit + ' characters of strings and keys)');
    error.status = 413;
    error.limit = limit;
    return error;
  }

  function isObject(value) {
    return value !== null && typeof value === 'object';
  }

  /** Whether `message` is a PostRPC request: post-rpc refuses a missing method and the reserved `rpc.` ones. */
  function isRequest(message) {
    return isObject(message) && message.jsonrpc === JSONRPC && typeof message.method === 'string' &&
      message.method !== '' && message.method.lastIndexOf('rpc.', 0) !== 0;
  }

  /** A PostRPC answer carries a result or an error, never a method: what the host itself posted, seen again. */
  function isAnswer(message) {
    return isObject(message) && message.jsonrpc === JSONRPC && !('method' in message);
  }

  function success(result, id) {
    return { jsonrpc: JSONRPC, result: result === undefined ? null : result, id: id };
  }

  /**
   * A thrown or rejected value as post-rpc sends it: an Error's own properties (message, name,
   * and whatever the host set, such as status), or a plain object's keys, in `data`.
   */
  function failure(error, id) {
    var data = {};
    var message = 'Error';
    if (error instanceof Error) {
      Object.getOwnPropertyNames(error).forEach(function (key) {
        if (key !== 'stack') data[key] = error[key];
      });
      message = error.message || error.name;
    } else if (isObject(error)) {
      Object.keys(error).forEach(function (key) { data[key] = error[key]; });
      if (typeof error.message === 'string') message = error.message;
    } else {
      data = JSON.stringify(error);
    }
    return { jsonrpc: JSONRPC, id: id, error: { code: CODES.failure, message: message, data: data } };
  }

  function errorAnswer(code, message, id) {
    return { jsonrpc: JSONRPC, id: id === undefined ? null : id, error: { code: code, message: message } };
  }

  /**
   * The window of what `attach` was given: a window, or an iframe element (read when a message
   * comes, since a frame that is not in the document yet has no window).
   */
  function windowOf(target) {
    if (!target) return null;
    return typeof target.postMessage === 'function' ? target : target.contentWindow || null;
  }

  function event(name, payload) {
    return { jsonrpc: JSONRPC, id: null, result: payload, event: name };
  }

  /** Posts `message` to the frame of `entry`, at the origin its view was loaded from. */
  function post(entry, message) {
    try {
      windowOf(entry.target).postMessage(message, entry.origin);
    } catch (error) {
      // a frame removed meanwhile: nobody is left to answer
    }
  }

  /** A request's arguments: `args`, or `params` in the 2019 dialect, which post-rpc's server read then. */
  function argumentsOf(request) {
    if (isObject(request.args)) return request.args;
    return isObject(request.params) ? request.params : {};
  }

  /** Runs the method a request names and posts its answer (or failure) to the frame that asked. */
  function answer(entry, request, methods) {
    if (!Object.prototype.hasOwnProperty.call(methods, request.method)) {
      post(entry, errorAnswer(CODES.methodNotFound, 'The ' + request.method + ' method is not available', request.id));
      return;
    }
    var tooLarge = overLimit(request);
    if (tooLarge) {
      post(entry, failure(tooLarge, request.id));
      return;
    }
    var outcome;
    try {
      outcome = methods[request.method](argumentsOf(request), entry.frame);
    } catch (error) {
      post(entry, failure(error, request.id));
      return;
    }
    if (outcome && typeof outcome.then === 'function') {
      outcome.then(function (result) {
        post(entry, success(result, request.id));
      }, function (error) {
        post(entry, failure(error, request.id));
      });
    } else {
      post(entry, success(outcome, request.id));
    }
  }

  /** A message of an attached frame at its origin: a request is answered, anything else but an answer is invalid. */
  function receive(entry, message, methods) {
    if (isAnswer(message)) return;
    if (!isRequest(message)) {
      post(entry, errorAnswer(CODES.invalidRequest, 'This message is not a PostRPC request: ' +
        'expected { jsonrpc: "2.0", method, args, id }', isObject(message) ? message.id : null));
      return;
    }
    answer(entry, message, methods);
  }

  /**
   * A PostRPC host over `options.window` (the host page's window). `methods` maps a method name
   * to `function (args, frame)` returning a value or a promise; `frame` is what `attach` was given
   * for the calling frame. Returns { methods, attach, detach, frames, publish, start, stop }.
   */
  function createPostRpcHost(options) {
    var hostWindow = options.window;
    var methods = options.methods || {};
    var onIgnored = options.onIgnored || function () {};
    var attached = [];
    var listening = false;

    function entryFor(source) {
      for (var i = 0; i < attached.length; i++) {
        if (source && windowOf(attached[i].target) === source) return attached[i];
      }
      return null;
    }

    function onMessage(messageEvent) {
      var entry = entryFor(messageEvent.source);
      if (!entry || messageEvent.origin !== entry.origin) {
        if (isRequest(messageEvent.data)) onIgnored(messageEvent, entry ? 'origin' : 'frame');
        return;
      }
      receive(entry, messageEvent.data, methods);
    }

    return {
      /** The methods answered, by name (the host may add to them after creating it). */
      methods: methods,
      /** Answers `target` (a plugin view's iframe element, or its window) when it speaks from `origin`. */
      attach: function (target, origin, frame) {
        var known = attached.filter(function (entry) { return entry.target === target; })[0];
        if (known) {
          known.origin = origin;
          known.frame = frame;
          return;
        }
        attached.push({ target: target, origin: origin, frame: frame });
      },
      detach: function (target) {
        attached = attached.filter(function (entry) { return entry.target !== target; });
      },
      /** The attached frames (what `attach` was given as `frame`). */
      frames: function () {
        return attached.map(function (entry) { return entry.frame; });
      },
      /** Sends the event `name` to the frame whose `frame` object is given (or to each, with a predicate). */
      publish: function (target, name, payload) {
        attached.forEach(function (entry) {
          var chosen = typeof target === 'function' ? target(entry.frame) : entry.frame === target;
          if (chosen && windowOf(entry.target)) post(entry, event(name, payload));
        });
      },
      start: function () {
        if (!listening) hostWindow.addEventListener('message', onMessage);
        listening = true;
      },
      stop: function () {
        hostWindow.removeEventListener('message', onMessage);
        listening = false;
      }
    };
  }

  return { createPostRpcHost: createPostRpcHost, CODES: CODES, LIMITS: LIMITS, failure: failure, event: event };
}));
