/*
 * Version 2 plugins in the workbench's host page: each view of a plugin's plugin.json is an iframe
 * of the plugin's own origin (http://<namespace>.localhost:<port>, serving its dist/), placed where
 * Zengine placed it by the interfaces the workbench registers for it (see workbench/src/v2/), and
 * every frame talks to this page over PostRPC (post-rpc-host.js) answered by v2-methods.js.
 *
 *   <div zn-v2-frame="{ namespace: 'myPlugin', view: 0 }">   a view of window.znV2Plugins.myPlugin
 *   znV2Host                                                 frames, children (modal, dropdown),
 *                                                            tooltips, the context of a frame
 *
 * Plain ES5 on the host page's module (demoHost), after host.js, with explicit annotations.
 */
(function (window, angular) {
  'use strict';

  var DEFAULT_SIZES = {
    fullPage: { width: '100%', height: '600px' },
    settings: { width: '100%', height: '600px' },
    recordOverlay: { width: '100%', height: '400px' },
    inline: { width: '100%', height: '50px' },
    modal: { width: '100%', height: '400px' },
    dropdown: { width: '400px', height: '300px' }
  };

  /** A CSS length from a plugin: 120 → '120px'; '120px', '50%', '10em' kept; anything else null. */
  function cssLength(value) {
    if (typeof value === 'number' && isFinite(value) && value >= 0) return Math.round(value) + 'px';
    if (typeof value === 'string' && /^\d+(\.\d+)?(px|%|em|rem|vh|vw)$/.test(value.trim())) return value.trim();
    return null;
  }

  /** The origin a plugin's dist/ is served at: its own, as Zengine served plugins away from its app. */
  function pluginOrigin(namespace) {
    var port = window.location.port;
    return window.location.protocol + '//' + namespace.toLowerCase() + '.localhost' + (port ? ':' + port : '');
  }

  /** A view's src: a path of the plugin's origin ('/index.html'), nothing that names another host. */
  function viewPath(src) {
    if (typeof src !== 'string' || src.charAt(0) !== '/' || src.charAt(1) === '/' || /[\\\s]/.test(src)) return null;
    return src;
  }

  /** The path's parameters, named as Zengine's router named them. */
  function pathParamsOf(path) {
    var params = {};
    var workspace = /^\/workspaces\/([^/]+)/.exec(path);
    if (workspace) params.workspace_id = workspace[1];
    var data = /^\/workspaces\/[^/]+\/data\/([^/]+)/.exec(path);
    if (data) params.form_id = data[1];
    var page = /^\/workspaces\/[^/]+\/(?:admin\/)?plugin\/(.+)$/.exec(path);
    if (page) params.plugin_route = page[1];
    return params;
  }

  var module = angular.module('znWorkbenchV2', ['zn.plugin']);
  // The host page's module takes this one in before it starts (host.js defined it just before).
  angular.module('demoHost').requires.push('znWorkbenchV2');

  module.factory('znV2Host', ['$q', '$http', '$location', '$rootScope', '$document', '$compile', '$injector', '$timeout',
    'znData', 'znMessage', 'znConfirm', 'znModal', 'znFiltersPanel',
    function ($q, $http, $location, $rootScope, $document, $compile, $injector, $timeout, znData, znMessage, znConfirm, znModal, znFiltersPanel) {
      var nextChildId = 1;
      var children = [];
      var tooltip = null;
      var host;

      function manifestOf(namespace) {
        var plugins = window.znV2Plugins || {};
        return Object.prototype.hasOwnProperty.call(plugins, namespace) ? plugins[namespace] : null;
      }

      function currentLocation() {
        var port = $location.port();
        return {
          protocol: $location.protocol(), host: $location.host(), port: port, hash: $location.hash(), href: $location.absUrl(),
          pathname: $location.path(), searchParams: angular.copy($location.search()), pathParams: pathParamsOf($location.path())
        };
      }

      function workspaceId() {
        return Number(pathParamsOf($location.path()).workspace_id) || 1;
      }

      /** What Zengine's host gave a frame as its context: workspace, user, plugin, view, record and form where shown. */
      function contextOf(frame) {
        var shown = frame.opener ? rootOf(frame) : frame;
        var scope = shown.scope || {};
        var form = scope.form || (scope.overlay && scope.overlay.form) || null;
        var load = $injector.has('demoContext') ? $injector.get('demoContext').load(workspaceId()) : $q.reject(new Error('no context'));
        return $q.all({ context: load, plugins: znData('Plugins').query({ namespace: frame.namespace }) }).then(function (read) {
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
            form: form,
            dataView: null,
            filter: null,
            states: read.context.states,
            countries: read.context.countries,
            location: currentLocation()
          }));
        });
      }

      function rootOf(frame) {
        return frame.opener ? rootOf(frame.opener) : frame;
      }

      function frameRect(frame) {
        return frame.iframe ? frame.iframe.getBoundingClientRect() : { top: 0, left: 0 };
      }

      /** Event `key` to the frame that opened `child`, as the wrapper reads it: { fromChildId, data }. */
      function toOpener(child, key, payload) {
        if (!child.opener) return;
        host.publish(child.opener, key, { fromChildId: child.id, data: payload });
      }

      function closeChildFrame(child, message) {
        var at = children.indexOf(child);
        if (at === -1) return;
        children.splice(at, 1);
        if (child.iframe) host.detach(child.iframe);
        child.remove();
        toOpener(child, message.key, message.payload);
        child.done(message.payload);
      }

      /** A modal (in the SDK's dialog) or a dropdown (beside the opener's frame) showing `options.src` of the opener's plugin. */
      function openChild(opener, kind, options) {
        var src = viewPath(options.src);
        if (!src) throw angular.extend(new Error(kind + ': src must be a path of the plugin such as "/modal.html"; got ' + angular.toJson(options.src)), { status: 400 });
        var child = {
          id: kind + '-' + nextChildId++, kind: kind, namespace: opener.namespace, opener: opener,
          view: { type: kind, src: src }, seedData: options.context, width: options.width, height: options.height
        };
        var closed = $q.defer();
        child.done = closed.resolve;
        children.push(child);
        if (kind === 'modal') {
          var dialog = znModal({
            classes: 'zn-v2-modal', closeButton: false,
            template: '<button type="button" class="close zn-v2-modal-close" aria-label="Close" ng-click="closeV2()">&times;</button>' +
              '<div zn-v2-frame="v2Child"></div>',
            scope: { v2Child: child, closeV2: function () { closeChildFrame(child, { key: 'close', payload: {} }); } }
          });
          child.remove = function () { dialog.close(); };
          // closed some other way (a unique dialog, the page changing): the opener hears of it too
          dialog.closed.then(function () { closeChildFrame(child, { key: 'close', payload: {} }); });
          return child.id;
        }
        var rect = frameRect(opener);
        var side = options.side || 'bottom';
        var element = angular.element('<div class="zn-v2-dropdown" role="dialog"><div zn-v2-frame="v2Child"></div></div>');
        var top = rect.top + (side === 'top' ? (options.top || 0) - (options.height || 300) : side === 'bottom' ? (options.bottom || 0) : (options.top || 0));
        var left = rect.left + (side === 'left' ? (options.left || 0) - (options.width || 400) : side === 'right' ? (options.right || 0) : (options.left || 0));
        element.css({ position: 'fixed', top: Math.max(0, top) + 'px', left: Math.max(0, left) + 'px', zIndex: 1060 });
        var scope = $rootScope.$new(true);
        scope.v2Child = child;
        $document.find('body').append(element);
        $compile(element)(scope);
        child.remove = function () {
          scope.$destroy();
          element.remove();
        };
        return closed.promise;
      }

      function closeTooltip() {
        if (tooltip) tooltip.remove();
        tooltip = null;
      }

      /** A tooltip beside the element the frame names (its rect in the frame), its message as text. */
      function openTooltip(frame, options) {
        closeTooltip();
        var rect = frameRect(frame);
        var side = ['top', 'bottom', 'left', 'right'].indexOf(options.side) === -1 ? 'top' : options.side;
        tooltip = angular.element('<div class="tooltip in zn-v2-tooltip" role="tooltip"><div class="tooltip-arrow"></div><div class="tooltip-inner"></div></div>');
        tooltip.addClass(side);
        tooltip.find('div').eq(1).text(String(options.message === undefined ? '' : options.message));
        var y = side === 'bottom' ? options.bottom : options.top;
        var x = side === 'right' ? options.right : options.left;
        tooltip.css({ position: 'fixed', top: (rect.top + (Number(y) || 0)) + 'px', left: (rect.left + (Number(x) || 0)) + 'px' });
        if (side === 'top') tooltip.css('transform', 'translateY(-100%)');
        $document.find('body').append(tooltip);
      }

      /** resize: the frame takes the size its content asks for (a full page keeps the page's width). */
      function resize(frame, dimensions) {
        if (!frame.iframe) return { width: null, height: null };
        var width = cssLength(dimensions.width);
        var height = cssLength(dimensions.height);
        var fills = frame.view.type === 'fullPage' || frame.view.type === 'settings' || frame.view.type === 'recordOverlay';
        if (width && !fills) frame.iframe.style.width = width;
        if (height) frame.iframe.style.height = height;
        return { width: fills ? null : dimensions.width === undefined ? null : dimensions.width, height: dimensions.height === undefined ? null : dimensions.height };
      }

      var methods = window.ZnV2Methods.createV2Methods({
        $q: $q, $http: $http, $location: $location, znMessage: znMessage, znConfirm: znConfirm, znFiltersPanel: znFiltersPanel
      }, {
        contextOf: contextOf, location: currentLocation, workspaceId: workspaceId,
        goTo: function (href) { window.location.href = href; },
        reload: function () { window.location.reload(); },
        openChild: openChild, toOpener: toOpener,
        closeChild: function (opener, id) {
          children.filter(function (child) { return child.opener === opener && child.id === id; })
            .forEach(function (child) { closeChildFrame(child, { key: 'close', payload: {} }); });
        },
        closeSelf: function (frame, message) {
          if (children.indexOf(frame) !== -1) closeChildFrame(frame, message);
        },
        openTooltip: openTooltip, closeTooltip: closeTooltip, resize: resize,
        reattach: function (frame) {
          if (frame.iframe) host.attach(frame.iframe, frame.origin, frame);
        }
      });

      host = window.ZnPostRpcHost.createPostRpcHost({
        window: window,
        // each call runs inside a digest, so what it changes (a message, the path) shows at once
        methods: Object.keys(methods).reduce(function (inDigest, name) {
          inDigest[name] = function (args, frame) {
            return $q.when().then(function () { return methods[name](args, frame); });
          };
          return inDigest;
        }, {}),
        onIgnored: function (event, why) {
          if (window.console) window.console.warn('zn-plugin workbench: ignored a PostRPC message from ' + event.origin + ' (' +
            (why === 'origin' ? 'a plugin frame now at another origin' : 'not a plugin view') + ')');
        }
      });
      host.start();

      // Events: the page moved (every frame), ESC (the top child first, else a dropdown closes).
      var previous = currentLocation();
      $rootScope.$on('$locationChangeSuccess', function () {
        var next = currentLocation();
        host.publish(function () { return true; }, 'locationChange', { next: next, prev: previous });
        previous = next;
      });
      $document.on('keydown', function (event) {
        if (event.key !== 'Escape' && event.keyCode !== 27) return;
        var top = children[children.length - 1];
        if (!top) return;
        if (top.kind === 'dropdown') closeChildFrame(top, { key: 'close', payload: {} });
        else host.publish(top, 'esc', { key: 'esc' });
      });
      $document.on('click', function () {
        children.filter(function (child) { return child.kind === 'dropdown'; })
          .forEach(function (child) { closeChildFrame(child, { key: 'close', payload: {} }); });
      });

      return {
        host: host,
        manifestOf: manifestOf,
        pluginOrigin: pluginOrigin,
        /** Places the frame's iframe in `element` and answers it; returns a function that removes it. */
        place: function (frame, element) {
          var src = viewPath(frame.view && frame.view.src);
          if (!src) {
            element.append(angular.element('<p class="text-danger zn-v2-problem"></p>').text('This view of ' + frame.namespace + ' has no src path such as "/index.html"'));
            return angular.noop;
          }
          var size = DEFAULT_SIZES[frame.view.type] || DEFAULT_SIZES.inline;
          var dimensions = frame.view.defaultDimensions || {};
          var iframe = window.document.createElement('iframe');
          iframe.className = 'zn-v2-frame';
          iframe.setAttribute('data-namespace', frame.namespace);
          iframe.setAttribute('data-view', frame.view.type + (frame.view.location ? ':' + frame.view.location : ''));
          iframe.title = (frame.name || frame.namespace) + ' (' + frame.view.type + ')';
          iframe.style.border = '0';
          iframe.style.display = 'block';
          iframe.style.width = cssLength(frame.width) || cssLength(dimensions.width) || size.width;
          iframe.style.height = cssLength(frame.height) || cssLength(dimensions.height) || size.height;
          frame.origin = pluginOrigin(frame.namespace);
          frame.iframe = iframe;
          element[0].appendChild(iframe);
          host.attach(iframe, frame.origin, frame);
          iframe.src = frame.origin + src;
          return function () {
            host.detach(iframe);
            frame.iframe = null;
          };
        },
        /** For the specs and the curious: the frames answered now. */
        frames: function () { return host.frames(); },
        flush: $timeout
      };
    }]);

  /**
   * `zn-v2-frame="{ namespace, view }"` (a view of a served plugin, by its index in plugin.json) or
   * `zn-v2-frame="child"` (a modal's or dropdown's frame made by znV2Host): the iframe, answered.
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
        var remove = znV2Host.place(frame, element);
        scope.$on('$destroy', remove);
      }
    };
  }]);
}(window, window.angular));
