/*
 * A minimal v2 host page of the tests' own, written from Zengine's v2 contract (docs/v2.md, "The
 * wire format", "Host methods" and "A shipped app in Zengine's v2 host"), not from the workbench's
 * host page. It places each app's plugin.json views where Zengine's admin placed them:
 *
 *   /workspaces/<id>/plugins/<namespace>[/sub]          the fullPage view of that app
 *   /workspaces/<id>/admin/plugins/<namespace>[/sub]    its settings view
 *   /workspaces/<id>/data[/<formId>]                    inline views at zn-plugin-data-subheader;
 *     ?record=<formId>.<recordId>                       the record overlay: recordOverlay views and
 *                                                       inline views at its four locations
 *   any page                                            inline views at zn-top-nav
 *
 * and answers each frame over PostRPC (post-rpc's wire format) from the origin it placed it at:
 * context (location.pathParams = { workspace_id, form_id, plugin_route: '<namespace>/<sub>' }),
 * znHttp and znPluginData (the server's REST API and services), location (navigate moves the page
 * without a reload and sends locationChange to every frame that stays), message, confirm, modal
 * and its children's childToParent, close, closeChild and esc, resize, reloadFrames, refreshToken.
 * Every request is kept in window.hostLog. window.HOST_APPS (from the server) lists the apps:
 * [{ namespace, origin, name, id, pluginJson }].
 */
(function () {
  'use strict';
  var apps = window.HOST_APPS;
  var frames = [];
  var childCount = 0;
  var log = window.hostLog = [];
  var messages = window.hostMessages = [];
  var LOCATIONS = ['zn-plugin-panel-header', 'zn-plugin-panel-footer', 'zn-plugin-form-top', 'zn-plugin-form-bottom'];

  function searchParams() {
    var params = {};
    new URLSearchParams(window.location.search).forEach(function (value, key) { params[key] = value; });
    return params;
  }

  function pathParams(pathname) {
    var params = {};
    var workspace = /^\/workspaces\/([^/]+)/.exec(pathname);
    if (workspace) params.workspace_id = workspace[1];
    var data = /^\/workspaces\/[^/]+\/data\/([^/]+)/.exec(pathname);
    if (data) params.form_id = data[1];
    var page = /^\/workspaces\/[^/]+\/(?:admin\/)?plugins\/(.+?)\/?$/.exec(pathname);
    if (page) params.plugin_route = page[1];
    return params;
  }

  function currentLocation() {
    var here = window.location;
    return {
      protocol: here.protocol, host: here.host, port: Number(here.port) || 80, hash: here.hash.replace(/^#/, ''), href: here.href,
      pathname: here.pathname, searchParams: searchParams(), pathParams: pathParams(here.pathname)
    };
  }

  function appNamed(namespace) {
    return apps.filter(function (app) { return app.namespace.toLowerCase() === String(namespace).toLowerCase(); })[0] || null;
  }

  /** The views the page shows now, each { key, app, view, place, record }. */
  function wantedViews() {
    var pathname = window.location.pathname;
    var search = searchParams();
    var wanted = [];
    var add = function (app, view, place, extra) {
      wanted.push(Object.assign({ key: app.namespace + '|' + app.pluginJson.views.indexOf(view) + '|' + place, app: app, view: view, place: place }, extra || {}));
    };
    apps.forEach(function (app) {
      app.pluginJson.views.forEach(function (view) { if (view.type === 'inline' && view.location === 'zn-top-nav') add(app, view, 'top-nav'); });
    });
    var page = /^\/workspaces\/[^/]+\/(admin\/)?plugins\/([^/]+)/.exec(pathname);
    var shown = page && appNamed(page[2]);
    if (shown) {
      var type = page[1] ? 'settings' : 'fullPage';
      shown.pluginJson.views.forEach(function (view) { if (view.type === type) add(shown, view, 'page'); });
    }
    var data = /^\/workspaces\/([^/]+)\/data(?:\/([^/]+))?$/.exec(pathname);
    if (data) {
      apps.forEach(function (app) {
        app.pluginJson.views.forEach(function (view) { if (view.type === 'inline' && view.location === 'zn-plugin-data-subheader') add(app, view, 'data'); });
      });
      var record = /^(\d+)\.(\d+)$/.exec(search.record || '');
      if (record) {
        apps.forEach(function (app) {
          app.pluginJson.views.forEach(function (view) {
            var extra = { record: { formId: record[1], id: record[2] } };
            if (view.type === 'recordOverlay') add(app, view, 'overlay:' + search.record, extra);
            if (view.type === 'inline' && LOCATIONS.indexOf(view.location) !== -1) add(app, view, 'overlay:' + search.record, extra);
          });
        });
      }
    }
    return wanted;
  }

  function post(frame, message) {
    if (frame.iframe.contentWindow) frame.iframe.contentWindow.postMessage(message, frame.app.origin);
  }

  function publish(frame, name, result) {
    post(frame, { jsonrpc: '2.0', id: null, result: result, event: name });
  }

  function place(wanted, opener, seedData, id) {
    var iframe = document.createElement('iframe');
    var view = wanted.view;
    iframe.className = 'host-frame host-' + view.type;
    iframe.setAttribute('data-namespace', wanted.app.namespace);
    iframe.setAttribute('data-place', wanted.place);
    iframe.style.width = view.type === 'inline' ? '600px' : '1000px';
    iframe.style.height = view.type === 'inline' ? '60px' : '500px';
    iframe.style.border = '1px solid #ccc';
    var frame = { key: wanted.key, app: wanted.app, view: view, record: wanted.record || null, iframe: iframe, opener: opener || null, seedData: seedData || null, id: id || null };
    frames.push(frame);
    document.getElementById(opener ? 'children' : view.type === 'inline' ? 'inline' : 'main').appendChild(iframe);
    iframe.src = wanted.app.origin + view.src;
    return frame;
  }

  function remove(frame) {
    frame.iframe.remove();
    frames.splice(frames.indexOf(frame), 1);
    frames.filter(function (child) { return child.opener === frame; }).forEach(remove);
  }

  /** Shows the views the page has now: frames that stay get locationChange, the others go, new ones come. */
  function render(previous) {
    var wanted = wantedViews();
    var keys = wanted.map(function (item) { return item.key; });
    frames.filter(function (frame) { return !frame.opener && keys.indexOf(frame.key) === -1; }).forEach(remove);
    var next = currentLocation();
    frames.forEach(function (frame) { if (previous) publish(frame, 'locationChange', { next: next, prev: previous }); });
    wanted.forEach(function (item) {
      if (!frames.some(function (frame) { return frame.key === item.key; })) place(item);
    });
  }

  function moveTo(url, replace) {
    var previous = currentLocation();
    window.history[replace ? 'replaceState' : 'pushState'](null, '', url);
    render(previous);
    return null;
  }

  /** The REST API as the host's own $http reached it: { data, status, headers }, rejected likewise for a failure. */
  function request(method, url, params, data, headers) {
    var query = new URLSearchParams();
    Object.keys(params || {}).forEach(function (key) {
      var value = params[key];
      query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    });
    var target = url + (query.toString() ? (url.indexOf('?') === -1 ? '?' : '&') + query.toString() : '');
    var init = { method: String(method || 'get').toUpperCase(), headers: Object.assign({ 'Content-Type': 'application/json' }, headers || {}) };
    if (data !== undefined && data !== null && init.method !== 'GET') init.body = JSON.stringify(data);
    return fetch(target, init).then(function (answer) {
      return answer.text().then(function (text) {
        var body = text ? JSON.parse(text) : null;
        var answerHeaders = {};
        answer.headers.forEach(function (value, key) { answerHeaders[key] = value; });
        var result = { data: body, status: answer.status, headers: answerHeaders };
        if (answer.status >= 400) throw Object.assign(new Error('the request failed with status ' + answer.status), result);
        return result;
      });
    });
  }

  function api(path) {
    return request('get', '/v1' + path).then(function (answer) { return answer.data.data; });
  }

  function context(frame) {
    var location = currentLocation();
    var workspaceId = location.pathParams.workspace_id || '1';
    var record = frame.record || (frame.opener && frame.opener.record);
    return Promise.all([
      api('/workspaces/' + workspaceId), api('/users/me'), api('/forms?workspace.id=' + workspaceId + '&related=fields&limit=100'),
      record ? api('/forms/' + record.formId + '/records/' + record.id) : null,
      record ? api('/forms/' + record.formId) : location.pathParams.form_id ? api('/forms/' + location.pathParams.form_id) : null
    ]).then(function (read) {
      var workspace = Object.assign({}, read[0], { forms: read[2] });
      return {
        constants: { apiUrl: window.location.origin + '/v1' },
        plugin: { id: frame.app.id, name: frame.app.name, namespace: frame.app.namespace, icon: frame.app.pluginJson.icon, views: frame.app.pluginJson.views },
        pluginView: frame.opener ? { type: 'modal', src: frame.view.src } : frame.view,
        seedData: frame.seedData, user: read[1], workspace: workspace, record: read[3], form: read[4], dataView: null, filter: null,
        states: [], countries: [], location: location
      };
    });
  }

  function ask(kind, text) {
    return new Promise(function (resolve) {
      var box = document.createElement('div');
      box.className = 'host-' + kind;
      box.textContent = text;
      ['Yes', 'No'].forEach(function (label) {
        var button = document.createElement('button');
        button.textContent = label;
        button.onclick = function () { box.remove(); resolve(label === 'Yes'); };
        box.appendChild(button);
      });
      document.body.appendChild(box);
    });
  }

  var methods = {
    context: function (args, frame) { return context(frame); },
    znHttp: function (args) {
      var req = args.request || {};
      return request(req.method, '/v1' + req.url, req.params, req.data, req.headers);
    },
    znPluginData: function (args) {
      var options = args.options || {};
      var workspaceId = options.workspaceId || currentLocation().pathParams.workspace_id;
      return request(args.method, '/plugins/workspaces/' + workspaceId + '/' + args.namespace + args.route, options.params, options.data, options.headers);
    },
    location: function (args) {
      var here = currentLocation();
      var method = args.method;
      var given = args.args || [];
      if (method === 'navigate') return moveTo('/' + String(given[0]).replace(/^\/+/, ''));
      if (method === 'href' && given.length) {
        if (new URL(given[0], window.location.href).origin === window.location.origin) window.location.href = given[0];
        else window.hostOpened = (window.hostOpened || []).concat([given[0]]);
        return null;
      }
      if (method === 'reload') {
        sessionStorage.setItem('hostReloads', String(Number(sessionStorage.getItem('hostReloads') || 0) + 1));
        window.location.reload();
        return null;
      }
      if (method === 'hash' && given.length) return moveTo(window.location.pathname + window.location.search + '#' + given[0], true);
      if (method === 'searchParams' && given.length) {
        var url = new URL(window.location.href);
        if (given[1] === null || given[1] === undefined) url.searchParams.delete(given[0]);
        else url.searchParams.set(given[0], given[1]);
        return moveTo(url.pathname + url.search + url.hash, true);
      }
      if (Object.prototype.hasOwnProperty.call(here, method)) return here[method];
      throw new Error('location: unknown method ' + method);
    },
    message: function (args) {
      messages.push(args.params);
      return null;
    },
    confirm: function (args) { return ask('confirm', args.message); },
    modal: function (args, frame) {
      var id = 'modal-' + (++childCount);
      place({ key: id, app: frame.app, view: { type: 'modal', src: args.options.src || '/index.html' }, place: 'modal' }, frame, args.options.context, id);
      return id;
    },
    childToParent: function (args, frame) {
      publish(frame.opener, args.key, { fromChildId: frame.id, data: args.payload });
      return null;
    },
    close: function (args, frame) {
      if (!frame.opener) return null;
      remove(frame);
      publish(frame.opener, args.key || 'close', { fromChildId: frame.id, data: args.payload });
      return null;
    },
    closeChild: function (args, frame) {
      frames.filter(function (child) { return child.opener === frame && child.id === args.id; }).forEach(function (child) {
        remove(child);
        publish(frame, 'close', { fromChildId: child.id, data: {} });
      });
      return null;
    },
    resize: function (args, frame) {
      var dimensions = args.dimensions || {};
      if (dimensions.height) frame.iframe.style.height = dimensions.height + (typeof dimensions.height === 'number' ? 'px' : '');
      return dimensions;
    },
    reloadFrames: function () { return null; },
    refreshToken: function () { return null; }
  };

  function answer(frame, message) {
    var reply = function (result) { post(frame, { jsonrpc: '2.0', result: result === undefined ? null : result, id: message.id }); };
    var fail = function (error) {
      var data = {};
      Object.keys(error || {}).forEach(function (key) { data[key] = error[key]; });
      post(frame, { jsonrpc: '2.0', id: message.id, error: { code: -32000, message: (error && error.message) || 'failed', data: data } });
    };
    if (!Object.prototype.hasOwnProperty.call(methods, message.method)) {
      post(frame, { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'The ' + message.method + ' method is not available' } });
      return;
    }
    try {
      Promise.resolve(methods[message.method](message.args || {}, frame)).then(reply, fail);
    } catch (error) {
      fail(error);
    }
  }

  window.addEventListener('message', function (event) {
    var frame = frames.filter(function (candidate) { return candidate.iframe.contentWindow === event.source; })[0];
    var message = event.data;
    if (!frame || event.origin !== frame.app.origin || !message || message.jsonrpc !== '2.0' || typeof message.method !== 'string') return;
    log.push({ method: message.method, args: message.method === 'context' ? undefined : message.args, frame: frame.key });
    answer(frame, message);
  });
  window.addEventListener('popstate', function () { render(null); });
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var children = frames.filter(function (frame) { return frame.opener; });
    if (children.length) publish(children[children.length - 1], 'esc', { key: 'esc' });
  });
  render(null);
}());
