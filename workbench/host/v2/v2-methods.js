/*
 * What the workbench's host answers over PostRPC for version 2 plugins: each method of Zengine's
 * host that @zenginehq/zengine-sdk and legacy-plugin-wrapper call, answered by the host page's real
 * parts (the sandbox's REST API and plugin services through $http, the SDK's dialogs, $location).
 * Pure of the DOM: the views (frames, dialogs, dropdowns, tooltips) come in as `views`
 * (v2-views.js). Plain ES5, registered on the host page's AngularJS module by v2-host.js.
 */
(function (window) {
  'use strict';

  var angular = window.angular;
  var API = '/v1';
  var SERVICES = '/plugins';
  var NAMESPACE = /^[a-z][A-Za-z0-9]*$/;

  /**
   * Whether a path, decoded as often as it decodes (the browser reads `%2e%2e` as `..`), has a
   * `.`/`..` segment or an encoded slash or backslash (`%2f`, `%5c`), or does not decode.
   */
  function climbs(path) {
    var decoded = String(path).split('?')[0];
    var previous;
    try {
      do {
        if (/%(2f|5c)/i.test(decoded)) return true;
        previous = decoded;
        decoded = decodeURIComponent(decoded);
      } while (decoded !== previous);
    } catch (e) {
      return true;
    }
    return /(^|[\\/])\.\.?([\\/]|$)/.test(decoded);
  }

  /**
   * A REST path a plugin may ask for: '/forms/2/records', never one that climbs out of /v1 or names
   * another host. A query string after it is kept as written ('/forms/2/records?limit=100'), as
   * Zengine's host handed the url to $http, which adds `params` after it.
   */
  function apiPath(url, label) {
    var text = typeof url === 'string' ? url : '';
    var at = text.indexOf('?');
    var query = at === -1 ? '' : text.slice(at);
    var path = (at === -1 ? text : text.slice(0, at)).replace(/^\/?v1(?=\/)/, '');
    if (path.charAt(0) !== '/') path = '/' + path;
    if (typeof url !== 'string' || url === '' || climbs(path) || /(^|\/)\.\.?(\/|$)|[\\?#]|:\/\//.test(path) || /[#\s]/.test(query)) {
      throw rpcError(label + ': url must be a path of the REST API such as "/forms/2/records" (a query after it is kept); got ' + JSON.stringify(url), 400);
    }
    return path + (query === '?' ? '' : query);
  }

  /** An error whose own properties (status, data) reach the plugin in PostRPC's `error.data`. */
  function rpcError(message, status, data) {
    var error = new Error(message);
    error.status = status || 0;
    if (data !== undefined) error.data = data;
    return error;
  }

  /** A $http answer in the shape Zengine's host gave: { data: <the API's body>, status, headers }. */
  function answerOf(response) {
    return { data: response.data, status: response.status, headers: response.headers() || {} };
  }

  /** A request through $http, answered (and rejected) in Zengine's shape. */
  function send(deps, config) {
    return deps.$http(config).then(answerOf, function (response) {
      if (!response || response.status === undefined) return deps.$q.reject(rpcError('the request failed', 0));
      // rejected with the same shape: the wrapper reads err.data.{data,status,headers}
      return deps.$q.reject(answerOf(response));
    });
  }

  /**
   * The request a znHttp call describes: `request` of `{ options: { apiVersion }, request }`, as the
   * wrapper and the SDK send it, or `params` of `{ plugin: { apiVersion }, params: { method, url } }`,
   * as 2019's first v2 plugins sent it (post-rpc's client before 0.8); `request` wins when both are there.
   */
  function znHttpRequest(args) {
    var given = args || {};
    var isObject = function (value) { return value !== null && typeof value === 'object' && !Array.isArray(value); };
    if (isObject(given.request)) return given.request;
    return isObject(given.params) ? given.params : {};
  }

  /** The request of znHttp, with a multipart upload as FormData (the wrapper sends { key, file, name, type }). */
  function httpConfig(request) {
    var method = String(request.method || 'get').toUpperCase();
    var config = { method: method, url: API + apiPath(request.url, 'znHttp'), params: request.params || undefined, headers: request.headers || {} };
    if (request.multipart && request.multipart.file) {
      var form = new window.FormData();
      var body = request.data || {};
      Object.keys(body).forEach(function (key) {
        if (key !== request.multipart.key && key !== 'multipart') form.append(key, typeof body[key] === 'object' ? JSON.stringify(body[key]) : body[key]);
      });
      var blob = new window.Blob([request.multipart.file], { type: request.multipart.type || 'application/octet-stream' });
      form.append(request.multipart.key || 'file', blob, request.multipart.name || 'upload');
      config.data = form;
      config.transformRequest = angular.identity;
      config.headers['Content-Type'] = undefined;
    } else if (request.data !== undefined) {
      config.data = request.data;
    }
    return config;
  }

  /**
   * Where `location.href(url)` may take the page. A plugin's code stays in its own origin and
   * reaches the host only through the methods, so the URL is parsed (never matched as text:
   * browsers drop tabs and control characters and ignore case in a scheme) and only http: and
   * https: are followed: an address of this host moves the page, as Zengine's app did; another
   * site opens in a new tab, without a handle back to this page, so the workbench stays where it
   * is; any other scheme (javascript:, data:, file:, ...) is refused.
   */
  function hrefTarget(url, pageHref) {
    var parsed;
    try {
      parsed = new window.URL(String(url), pageHref);
    } catch (e) {
      throw rpcError('location href: ' + JSON.stringify(String(url)) + ' is not a URL', 400);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw rpcError('location href: only http: and https: URLs are followed; got a ' + parsed.protocol +
        ' URL (use navigate("workspaces/...") to move inside the app)', 400);
    }
    return { href: parsed.href, sameOrigin: parsed.origin === new window.URL(pageHref).origin };
  }

  function followHref(views, url) {
    var target = hrefTarget(url, window.location.href);
    if (target.sameOrigin) views.goTo(target.href);
    else views.openElsewhere(target.href);
  }

  /** `location`: read the host page's address, or move it (see docs/v2.md). */
  function location(deps, views, args) {
    var method = args.method;
    var given = Array.isArray(args.args) ? args.args : [];
    var now = views.location();
    var $location = deps.$location;
    switch (method) {
      case 'protocol': case 'host': case 'port': case 'pathname': case 'pathParams':
        return now[method];
      case 'hash':
        if (given.length) $location.hash(String(given[0]));
        return given.length ? null : now.hash;
      case 'searchParams':
        if (given.length >= 2) $location.search(String(given[0]), given[1] === null ? null : String(given[1]));
        return given.length >= 2 ? null : now.searchParams;
      case 'href':
        if (!given.length) return now.href;
        followHref(views, given[0]);
        return null;
      case 'navigate':
        if (typeof given[0] !== 'string') throw rpcError('location navigate: give the path, such as "workspaces/1/data"', 400);
        $location.url('/' + given[0].replace(/^\/+/, ''));
        return null;
      case 'reload':
        views.reload();
        return null;
      default:
        throw rpcError('location: unknown method ' + JSON.stringify(method) + '; expected protocol, host, port, pathParams, ' +
          'pathname, hash, href, searchParams, reload or navigate', 400);
    }
  }

  /** What reads and writes data: the context, the REST API, this host's fetch, the plugin services. */
  function dataMethods(deps, views) {
    return {
      context: function (args, frame) {
        return views.contextOf(frame);
      },
      znHttp: function (args) {
        return send(deps, httpConfig(znHttpRequest(args)));
      },
      znFetch: function (args) {
        var url = new window.URL(String(args.url || ''), window.location.origin);
        if (url.origin !== window.location.origin || !/^\/(v1|plugins)\//.test(url.pathname)) {
          throw rpcError('znFetch: this host answers its REST API (/v1/...) and plugin services (/plugins/...) only; got ' + JSON.stringify(args.url), 400);
        }
        var init = args.fetchOptions || {};
        return window.fetch(url.pathname + url.search, { method: init.method || 'GET', headers: init.headers || {}, body: init.body })
          .then(function (response) {
            var headers = {};
            response.headers.forEach(function (value, key) { headers[key] = value; });
            return response.text().then(function (body) {
              return { body: body, headers: headers, status: response.status, statusText: response.statusText };
            });
          });
      },
      znPluginData: function (args, frame) {
        var options = args.options || {};
        var namespace = args.namespace || frame.namespace;
        var route = typeof args.route === 'string' ? args.route : '';
        if (!NAMESPACE.test(namespace) || !/^\/[A-Za-z0-9._~\-/]*$/.test(route) || /(^|\/)\.\.?(\/|$)/.test(route)) {
          throw rpcError('znPluginData: give a namespace and a route such as "/summary"; got ' + JSON.stringify({ namespace: namespace, route: route }), 400);
        }
        var workspaceId = options.workspaceId || (options.params && options.params.workspaceId) || views.workspaceId();
        // a workspace id is a number: '..' would make the browser climb out of /plugins/workspaces/
        if (!/^\d+$/.test(String(workspaceId))) throw rpcError('znPluginData: workspaceId must be a workspace id such as 1; got ' + JSON.stringify(workspaceId), 400);
        var params = angular.extend({}, options.params || {});
        delete params.workspaceId;
        return send(deps, {
          method: String(args.method || 'get').toUpperCase(),
          url: SERVICES + '/workspaces/' + encodeURIComponent(workspaceId) + '/' + namespace + route,
          params: params, data: options.data, headers: options.headers || {}
        });
      }
    };
  }

  /** What the host shows for a frame: messages, questions, the filters panel, children, tooltips. */
  function dialogMethods(deps, views) {
    return {
      message: function (args) {
        var params = args.params || args;
        deps.znMessage(params.message, params.type || 'info', params.duration === undefined ? 4000 : params.duration);
        return null;
      },
      confirm: function (args) {
        return deps.znConfirm(args.message, angular.noop);
      },
      filtersPanel: function (args) {
        var options = angular.extend({}, args.options || {});
        delete options.onSave;
        return deps.znFiltersPanel.open(options).result;
      },
      modal: function (args, frame) {
        return views.openChild(frame, 'modal', args.options || {});
      },
      dropdown: function (args, frame) {
        return views.openChild(frame, 'dropdown', args.options || {});
      },
      childToParent: function (args, frame) {
        views.toOpener(frame, String(args.key), args.payload === undefined ? {} : args.payload);
        return null;
      },
      closeChild: function (args, frame) {
        views.closeChild(frame, args.id);
        return null;
      },
      close: function (args, frame) {
        views.closeSelf(frame, { key: args.key || 'close', payload: args.payload || {} });
        return null;
      },
      openTooltip: function (args, frame) {
        views.openTooltip(frame, args.options || {});
        return null;
      },
      closeTooltip: function () {
        views.closeTooltip();
        return null;
      }
    };
  }

  /** What concerns the frame and the page: its size, the address, the session. */
  function pageMethods(deps, views) {
    return {
      resize: function (args, frame) {
        return views.resize(frame, args.dimensions || {});
      },
      location: function (args) {
        return location(deps, views, args);
      },
      // The workbench's session has no token that expires: there is nothing to refresh.
      refreshToken: function () {
        return null;
      },
      // A frame is going away (the SDK calls this on beforeunload): its next load is answered as before.
      reloadFrames: function (args, frame) {
        views.reattach(frame);
        return null;
      }
    };
  }

  /**
   * The methods, given the host's services (`deps`: $q, $http, $location, znMessage, znConfirm,
   * znFiltersPanel) and `views` (the context of a frame, children, tooltips, resizing). Each takes
   * (args, frame) as post-rpc-host.js calls it; each is also under its dashed name (zn-http,
   * filters-panel, child-to-parent, ...), which older plugins call.
   */
  function createV2Methods(deps, views) {
    var methods = angular.extend({}, dataMethods(deps, views), dialogMethods(deps, views), pageMethods(deps, views));
    Object.keys(methods).forEach(function (name) {
      var dashed = name.replace(/[A-Z]/g, function (letter) { return '-' + letter.toLowerCase(); });
      if (dashed !== name) methods[dashed] = methods[name];
    });
    return methods;
  }

  window.ZnV2Methods = { createV2Methods: createV2Methods, apiPath: apiPath, hrefTarget: hrefTarget };
}(window));
