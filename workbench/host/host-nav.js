/*
 * The host page's frame around the page of the route (after host.js): the workspace, the route
 * and the top nav from the plugin registry (demoHostCntl, `host` in the page), the settings list,
 * the page of a path nothing answers, and the workbench's webhooks panel. Plain ES5.
 */
(function (angular, workbench) {
  'use strict';
  if (!workbench) throw new Error('zn-plugin workbench: load host/host-values.js before host/host-nav.js (docs/plugin-api.md)');

  var DEFAULT_WORKSPACE_ID = workbench.DEFAULT_WORKSPACE_ID;
  var positiveId = workbench.positiveId;
  var pageOf = workbench.pageOf;

  angular.module('demoHost')

    /** The whole page: the workspace, the route, the top nav from the plugin registry. */
    .controller('demoHostCntl', ['$scope', '$location', '$document', 'znData', 'znPluginRegistry', 'znPluginRoutes', 'demoContext',
      function ($scope, $location, $document, znData, znPluginRegistry, znPluginRoutes, demoContext) {
        var host = this;
        host.route = { page: 'missing' };
        host.workspace = null;

        function readRoute() {
          var path = $location.path();
          var match = /^\/workspaces\/([^/]+)/.exec(path);
          var workspaceId = (match && positiveId(match[1])) || DEFAULT_WORKSPACE_ID;
          if (workspaceId !== host.route.workspaceId) loadWorkspace(workspaceId);
          host.route = { page: pageOf(path), workspaceId: workspaceId, path: path };
          // What plugins read to know where they run (besides $routeParams.workspace_id).
          $scope.workspaceId = workspaceId;
        }

        function loadWorkspace(id) {
          znData('Workspaces').get({ id: id }).then(function (workspace) {
            host.workspace = workspace;
          }, function () {
            host.workspace = { name: 'Workspace ' + id };
          });
          demoContext.load(id);
        }

        /** A link inside the current workspace, such as host.link('/data/2'). */
        host.link = function (path) {
          return '/workspaces/' + (host.route.workspaceId || DEFAULT_WORKSPACE_ID) + path;
        };
        /** The current page with the record overlay open on a record, in Zengine's form. */
        host.recordLink = function (formId, recordId) {
          return $location.path() + '?record=' + formId + '.' + recordId;
        };

        /** The fullPage interfaces that ask for the top nav, highest order first. */
        host.topNav = function () {
          return znPluginRegistry.interfaces({ type: 'fullPage' }).filter(function (page) { return page.topNav; });
        };
        host.titleOf = function (page) {
          var plugin = znPluginRegistry.get(page.namespace);
          return plugin.title || plugin.namespace;
        };
        host.iconOf = function (page) {
          return znPluginRegistry.get(page.namespace).icon || 'icon-puzzle';
        };
        host.pageLink = function (page) {
          return znPluginRoutes.href(page.namespace, host.route.workspaceId || DEFAULT_WORKSPACE_ID);
        };
        host.settingsLink = function (plugin) {
          return znPluginRoutes.href(plugin.namespace, host.route.workspaceId || DEFAULT_WORKSPACE_ID, 'settings');
        };
        /** True on the page (or a sub-route) of `page`'s plugin, or of its settings with type 'settings'. */
        host.isCurrentPlugin = function (page, type) {
          var href = znPluginRoutes.href(page.namespace, host.route.workspaceId || DEFAULT_WORKSPACE_ID, type);
          var path = host.route.path || '';
          return !!href && (path === href || path.indexOf(href + '/') === 0);
        };
        /** The plugins with a settings page, by the order of their settings interface. */
        host.pluginsWithSettings = function () {
          var seen = {};
          return znPluginRegistry.interfaces({ type: 'settings' }).filter(function (item) {
            if (seen[item.namespace]) return false;
            seen[item.namespace] = true;
            return true;
          }).map(function (item) { return znPluginRegistry.get(item.namespace); });
        };
        host.skipToContent = function () {
          var main = $document[0].getElementById('demo-main');
          if (main) main.focus();
        };

        $scope.$on('$locationChangeSuccess', readRoute);
        readRoute();
      }])

    /** A path no page answers, such as the page of a plugin not served. */
    .controller('demoMissingCntl', ['$location', function ($location) {
      this.path = $location.path();
    }])

    /**
     * The workbench's webhooks panel: every delivery the sandbox made (time, URL, status), and
     * the workspace's scheduled webhooks, each with "Run now".
     */
    .controller('demoWebhooksCntl', ['$http', '$interval', '$scope', 'znData', function ($http, $interval, $scope, znData) {
      var panel = this;
      panel.open = false;
      panel.deliveries = [];
      panel.scheduled = [];
      panel.refresh = function () {
        $http.get('/workbench/webhooks/deliveries').then(function (response) {
          panel.deliveries = response.data.deliveries;
        });
        znData('ScheduledWebhooks').query({ limit: 100 }).then(function (list) { panel.scheduled = list; });
      };
      panel.toggle = function () {
        panel.open = !panel.open;
        if (panel.open) panel.refresh();
      };
      panel.run = function (webhook) {
        $http.post('/workbench/webhooks/scheduled/' + webhook.id + '/run').then(panel.refresh);
      };
      // while open, the list follows the deliveries (they are asynchronous)
      var timer = $interval(function () { if (panel.open) panel.refresh(); }, 2000);
      $scope.$on('$destroy', function () { $interval.cancel(timer); });
    }]);
}(window.angular, window.ZnWorkbenchHost));
