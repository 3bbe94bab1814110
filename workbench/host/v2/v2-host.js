/*
 * Version 2 plugins in the workbench's host page: each view of a plugin's plugin.json is an iframe
 * of the plugin's own origin (http://<namespace>.localhost:<port>, serving its dist/), placed where
 * Zengine placed it by the interfaces the workbench registers for it (see workbench/src/v2/), and
 * every frame talks to this page over PostRPC (post-rpc-host.js), answered by v2-methods.js with
 * the frames, children and tooltips of v2-views.js.
 *
 *   <div zn-v2-frame="{ namespace: 'myPlugin', view: 0 }">   a view of window.znV2Plugins.myPlugin
 *   znV2Host                                                 the PostRPC host and the context of a frame
 *
 * Plain ES5 on the host page's module (demoHost), after host.js, with explicit annotations.
 */
(function (window, angular) {
  'use strict';

  var views = window.ZnV2Views;

  function manifestOf(namespace) {
    var plugins = window.znV2Plugins || {};
    return Object.prototype.hasOwnProperty.call(plugins, namespace) ? plugins[namespace] : null;
  }

  /** The v2 plugin a segment of a plugin page's path names: by its route (this page's addresses) or its namespace (Zengine's). */
  function manifestNamed(segment) {
    var plugins = window.znV2Plugins || {};
    var wanted = String(segment).toLowerCase();
    var names = Object.keys(plugins);
    var byRoute = names.filter(function (name) { return String(plugins[name].route || '').replace(/^\/+/, '').toLowerCase() === wanted; })[0];
    var byName = names.filter(function (name) { return name.toLowerCase() === wanted; })[0];
    return plugins[byRoute || byName] || null;
  }

  /**
   * The path's parameters as Zengine's v2 host named them: workspace_id, form_id on a data page,
   * plugin_route on a plugin's page: '<namespace>/<sub-path>' (legacy-plugin-wrapper matched the
   * interface's routes on it), whether the page is at this page's address for it
   * (/workspaces/1/plugin/<route>/12) or Zengine's (/workspaces/1/plugins/<namespace>/12).
   */
  function pathParamsOf(path) {
    var params = {};
    var workspace = /^\/workspaces\/([^/]+)/.exec(path);
    if (workspace) params.workspace_id = workspace[1];
    var data = /^\/workspaces\/[^/]+\/data\/([^/]+)/.exec(path);
    if (data) params.form_id = data[1];
    var page = /^\/workspaces\/[^/]+\/(?:admin\/)?plugins?\/([^/]+)(\/.*)?$/.exec(path);
    if (page) {
      var manifest = manifestNamed(page[1]);
      params.plugin_route = (manifest ? manifest.namespace : page[1]) + (page[2] || '').replace(/\/$/, '');
    }
    return params;
  }

  /**
   * Zengine's addresses of a v2 plugin's pages (/workspaces/1/plugins/<namespace>/12, and under
   * /admin/) lead to this page's (/workspaces/1/plugin/<route>/12), so a shipped v1 plugin that
   * moves the page to its own sub-route, as the frame runtime writes it for Zengine's host, lands
   * on its page here too.
   */
  function redirectToRoute(admin) {
    return function (params, path, search) {
      var match = /^\/workspaces\/([^/]+)\/(?:admin\/)?plugins\/([^/]+)(\/.*)?$/.exec(path);
      if (!match) return '/workspaces/' + encodeURIComponent(params.workspace_id) + '/data';
      // no v2 plugin of that namespace: this page's address of the same name (a plugin of that route, or the missing page)
      var manifest = manifestNamed(match[2]);
      var route = manifest ? manifest.route : '/' + match[2];
      var query = Object.keys(search || {}).map(function (key) {
        return encodeURIComponent(key) + (search[key] === true ? '' : '=' + encodeURIComponent(search[key]));
      }).join('&');
      return '/workspaces/' + match[1] + (admin ? '/admin' : '') + '/plugin' + route + (match[3] || '') + (query ? '?' + query : '');
    };
  }

  /** The frame a child belongs to in the end: the view whose scope says which record and form are shown. */
  function rootOf(frame) {
    return frame.opener ? rootOf(frame.opener) : frame;
  }

  /**
   * What reads a frame's surroundings (`deps`: $q, $location, $injector, znData): the host page's
   * address, and the context Zengine's host gave a frame (workspace with its forms, user, plugin
   * with its Firebase database, view, record and form where shown, states, countries, location).
   */
  function createContextReader(deps) {
    var $location = deps.$location;
    function currentLocation() {
      return {
        protocol: $location.protocol(), host: $location.host(), port: $location.port(), hash: $location.hash(), href: $location.absUrl(),
        pathname: $location.path(), searchParams: angular.copy($location.search()), pathParams: pathParamsOf($location.path())
      };
    }
    function workspaceId() {
      return Number(pathParamsOf($location.path()).workspace_id) || 1;
    }
    function contextOf(frame) {
      var scope = rootOf(frame).scope || {};
      // demoContext (host.js) reads and keeps the workspace, its forms, the user, states and countries
      var load = deps.$injector.has('demoContext') ? deps.$injector.get('demoContext').load(workspaceId()) : deps.$q.reject(new Error('no context in this host page'));
      return deps.$q.all({ context: load, plugins: deps.znData('Plugins').query({ namespace: frame.namespace }) }).then(function (read) {
        var manifest = manifestOf(frame.namespace) || {};
        var record = read.plugins[0] || {};
        var origin = window.location.origin;
        return JSON.parse(angular.toJson({
          constants: { apiUrl: origin + '/v1', serviceUrl: origin + '/plugins', supportUrl: '', translateUrl: '', renderingUrl: '', formgraphUrl: '', zenQLUrl: '' },
          plugin: {
            id: record.id, name: record.name || manifest.name, namespace: frame.namespace, icon: manifest.icon, views: manifest.views,
            firebaseUrl: record.firebaseUrl, firebaseAuthToken: record.firebaseAuthToken
          },
          pluginView: frame.view,
          seedData: frame.seedData,
          user: read.context.user,
          workspace: read.context.workspace,
          record: scope.record || null,
          form: scope.form || (scope.overlay && scope.overlay.form) || null,
          dataView: null,
          filter: null,
          states: read.context.states,
          countries: read.context.countries,
          location: currentLocation()
        }));
      });
    }
    return { contextOf: contextOf, location: currentLocation, workspaceId: workspaceId };
  }

  /** Each method runs inside a digest, so what it changes (a message, the path) shows at once. */
  function inDigest($q, methods) {
    return Object.keys(methods).reduce(function (wrapped, name) {
      wrapped[name] = function (args, frame) {
        return $q.when().then(function () { return methods[name](args, frame); });
      };
      return wrapped;
    }, {});
  }

  var module = angular.module('znWorkbenchV2', ['zn.plugin']);
  module.config(['$injector', function ($injector) {
    if (!$injector.has('$routeProvider')) return;
    var $routeProvider = $injector.get('$routeProvider');
    ['', '/:znV2Rest*'].forEach(function (rest) {
      $routeProvider.when('/workspaces/:workspace_id/plugins/:znV2Plugin' + rest, { redirectTo: redirectToRoute(false) });
      $routeProvider.when('/workspaces/:workspace_id/admin/plugins/:znV2Plugin' + rest, { redirectTo: redirectToRoute(true) });
    });
  }]);
  // The host page's module takes this one in before it starts (host.js defined it just before).
  angular.module('demoHost').requires.push('znWorkbenchV2');

  module.factory('znV2Host', ['$q', '$http', '$location', '$rootScope', '$document', '$compile', '$injector',
    'znData', 'znMessage', 'znConfirm', 'znModal', 'znFiltersPanel',
    function ($q, $http, $location, $rootScope, $document, $compile, $injector, znData, znMessage, znConfirm, znModal, znFiltersPanel) {
      var host = window.ZnPostRpcHost.createPostRpcHost({
        window: window,
        methods: {},
        onIgnored: function (event, why) {
          if (window.console) window.console.warn('zn-plugin workbench: ignored a PostRPC message from ' + event.origin + ' (' +
            (why === 'origin' ? 'a plugin frame now at another origin' : 'not a plugin view') + ')');
        }
      });
      var reader = createContextReader({ $q: $q, $location: $location, $injector: $injector, znData: znData });
      var children = views.createChildren({ $q: $q, $rootScope: $rootScope, $compile: $compile, $document: $document, znModal: znModal, host: host });
      var tooltips = views.createTooltips($document);
      var methods = window.ZnV2Methods.createV2Methods({
        $q: $q, $http: $http, $location: $location, znMessage: znMessage, znConfirm: znConfirm, znFiltersPanel: znFiltersPanel
      }, {
        contextOf: reader.contextOf, location: reader.location, workspaceId: reader.workspaceId,
        goTo: function (href) { window.location.href = href; },
        openElsewhere: function (href) { window.open(href, '_blank', 'noopener,noreferrer'); },
        reload: function () { window.location.reload(); },
        openChild: children.open, toOpener: children.toOpener, closeChild: children.closeFor,
        closeSelf: function (frame, message) {
          if (children.isChild(frame)) children.close(frame, message);
        },
        openTooltip: tooltips.open, closeTooltip: tooltips.close, resize: views.resizeFrame,
        reattach: function (frame) {
          if (frame.iframe) host.attach(frame.iframe, frame.origin, frame);
        }
      });
      angular.extend(host.methods, inDigest($q, methods));
      host.start();

      // Events: the page moved (to every frame), ESC (the top child: a modal hears it, a dropdown closes).
      var previous = reader.location();
      $rootScope.$on('$locationChangeSuccess', function () {
        var next = reader.location();
        host.publish(function () { return true; }, 'locationChange', { next: next, prev: previous });
        previous = next;
      });
      $document.on('keydown', function (event) {
        var top = children.top();
        if (!top || (event.key !== 'Escape' && event.keyCode !== 27)) return;
        if (top.kind === 'dropdown') children.dismiss(top);
        else host.publish(top, 'esc', { key: 'esc' });
      });
      $document.on('click', function () {
        children.dropdowns().forEach(children.dismiss);
      });

      return {
        host: host,
        manifestOf: manifestOf,
        place: function (frame, element) {
          return views.placeFrame(host, frame, element);
        }
      };
    }]);

  /**
   * `zn-v2-frame="{ namespace, view }"` (a view of a served plugin, by its index in plugin.json) or
   * `zn-v2-frame="child"` (a modal's or dropdown's frame made by v2-views.js): the iframe, answered.
   */
  module.directive('znV2Frame', ['znV2Host', function (znV2Host) {
    return {
      restrict: 'A',
      link: function (scope, element, attrs) {
        var given = scope.$eval(attrs.znV2Frame) || {};
        var frame = given.opener ? given : null;
        if (!frame) {
          var manifest = znV2Host.manifestOf(given.namespace);
          var view = manifest && manifest.views[given.view];
          frame = { namespace: given.namespace, name: manifest && manifest.name, view: view || {}, scope: scope };
        }
        element.addClass('zn-v2-view');
        scope.$on('$destroy', znV2Host.place(frame, element));
      }
    };
  }]);
}(window, window.angular));
