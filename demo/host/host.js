/*
 * The demo host: a small stand-in for the application plugins run in. It has what plugins meet
 * in the real one: a top nav, a workspace's data page with a record grid, a record overlay that
 * announces the record it shows, the plugin locations, and plugin pages. Plain ES5, loaded by a
 * script tag after the SDK, with explicit injection annotations (the page runs with ng-strict-di).
 *
 * Routes (hash URLs through $location, no ngRoute):
 *   #!/workspaces/<id>/data/<formId>            the data page of a form
 *   #!/workspaces/<id>/plugin/<route>/...       a plugin's full page
 *   #!/workspaces/<id>/settings/plugins/<route> a plugin's settings page
 *   ...?form=<formId>&record=<id>                 on any of them: the record overlay
 *
 * What the host gives plugins: `workspaceId` on the scope of every plugin location and page (as
 * the real host's $routeParams.workspace_id), `form` on the data page's scope, `record` in the
 * overlay's scope, and the `zn-ui-record-overlay-record-loaded` event when the overlay has a record.
 */
(function (angular) {
  'use strict';

  var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';
  var DEFAULT_WORKSPACE_ID = 1;
  var PAGE_SIZE = 20;
  /** Field types that hold no data, so the grid and the overlay leave them out. */
  var LAYOUT_TYPES = ['heading', 'spacer', 'page-break', 'html'];

  /** A positive integer from route or search text, else null. */
  function positiveId(value) {
    return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
  }

  /** The host's route, read from $location's path. */
  function parseRoute(path) {
    var match = /^\/workspaces\/([1-9][0-9]*)(\/.*)?$/.exec(path);
    if (!match) return null;
    var route = { workspaceId: Number(match[1]), page: 'missing', formId: null, pluginPath: null, settingsPath: null };
    var rest = (match[2] || '').replace(/\/$/, '');
    var data = /^\/data(?:\/([^/]+))?$/.exec(rest);
    if (rest === '' || data) {
      route.page = 'data';
      route.formId = data && data[1] ? positiveId(data[1]) : null;
    } else if (/^\/plugin\//.test(rest)) {
      route.page = 'plugin';
      route.pluginPath = rest.slice('/plugin'.length);
    } else if (rest === '/settings' || /^\/settings\/plugins\//.test(rest)) {
      route.page = 'settings';
      route.settingsPath = rest === '/settings' ? null : rest.slice('/settings/plugins'.length);
    }
    return route;
  }

  /** The label of a choice value: the API lists a field's choices as settings.properties.choices, { value: label }. */
  function choiceLabel(field, value) {
    var choices = field.settings && field.settings.properties && field.settings.properties.choices;
    return angular.isObject(choices) && Object.prototype.hasOwnProperty.call(choices, value) ? choices[value] : value;
  }

  /** A field's value as text: choices by their label, linked records by name, lists joined. */
  function valueText(value, field) {
    if (value === null || value === undefined || value === '') return '';
    if (angular.isArray(value)) {
      return value.map(function (item) { return valueText(item, field); }).filter(Boolean).join(', ');
    }
    if (angular.isObject(value)) return value.name || value.displayName || ('#' + value.id);
    return String(choiceLabel(field, value));
  }

  angular.module('demoHost', ['ngRoute', 'ngSanitize', 'ui.sortable', 'zn.plugin'])

    /** `record | demoFieldValue:field`: one field of a record, as text. */
    .filter('demoFieldValue', function () {
      return function (record, field) {
        return record && field ? valueText(record['field' + field.id], field) : '';
      };
    })

    /** The whole page: the workspace, the route, the top nav from the plugin registry. */
    .controller('demoHostCntl', ['$scope', '$location', '$document', 'znData', 'znPluginRegistry',
      function ($scope, $location, $document, znData, znPluginRegistry) {
        var host = this;
        host.route = { page: 'missing' };
        host.workspace = null;

        function readRoute() {
          var route = parseRoute($location.path());
          if (!route) {
            $location.path('/workspaces/' + DEFAULT_WORKSPACE_ID + '/data').replace();
            return;
          }
          if (route.workspaceId !== host.route.workspaceId) loadWorkspace(route.workspaceId);
          host.route = route;
          // What plugins read to know where they run (the real host has $routeParams.workspace_id).
          $scope.workspaceId = route.workspaceId;
        }

        function loadWorkspace(id) {
          znData('Workspaces').get({ id: id }).then(function (workspace) {
            host.workspace = workspace;
          }, function () {
            host.workspace = { name: 'Workspace ' + id };
          });
        }

        /** A link inside the current workspace, such as host.link('/data/2'). */
        host.link = function (path) {
          return '#!/workspaces/' + (host.route.workspaceId || DEFAULT_WORKSPACE_ID) + path;
        };
        host.recordLink = function (formId, recordId) {
          return host.link($location.path().replace(/^\/workspaces\/[^/]+/, '')) + '?form=' + formId + '&record=' + recordId;
        };

        host.topNav = function () {
          return znPluginRegistry.interfaces({ type: 'fullPage' }).filter(function (page) { return page.topNav; });
        };
        host.titleOf = function (page) {
          var plugin = znPluginRegistry.get(page.namespace);
          return plugin.title || plugin.namespace;
        };
        host.iconOf = function (page) {
          return znPluginRegistry.get(page.namespace).icon || '';
        };
        host.pageLink = function (page) {
          return host.link('/plugin' + znPluginRegistry.get(page.namespace).route);
        };
        host.isCurrentPlugin = function (page) {
          var route = znPluginRegistry.get(page.namespace).route;
          var path = host.route.pluginPath || '';
          return host.route.page === 'plugin' && (path === route || path.indexOf(route + '/') === 0);
        };
        host.pluginPageFound = function () {
          return !!znPluginRegistry.match(host.route.pluginPath || '');
        };
        host.pluginsWithSettings = function () {
          return znPluginRegistry.plugins().filter(function (plugin) {
            return plugin.interfaces.some(function (item) { return item.type === 'settings'; });
          });
        };
        host.skipToContent = function () {
          var main = $document[0].getElementById('demo-main');
          if (main) main.focus();
        };

        $scope.$on('$locationChangeSuccess', readRoute);
        readRoute();
      }])

    /** The data page: the workspace's forms as tabs, a grid of one form's records, paged. */
    .controller('demoDataCntl', ['$scope', '$location', 'znData', 'znPluginEvents',
      function ($scope, $location, znData, znPluginEvents) {
        var data = this;
        var loadToken = 0;
        data.forms = [];
        data.formId = null;
        data.columns = [];
        data.records = [];
        data.page = 1;
        data.total = 0;
        data.loading = false;
        data.failure = '';

        function fail(failure) {
          data.loading = false;
          data.failure = failure.userMessage;
        }

        function showForm(formId) {
          if (!formId || formId === data.formId) return;
          data.formId = formId;
          data.page = 1;
          data.records = [];
          // `form` (with its fields) is what plugins at zn-plugin-data-subheader see of this page.
          $scope.form = null;
          znData('Forms').get({ id: formId, related: 'fields' }).then(function (form) {
            if (form.id !== data.formId) return;
            $scope.form = form;
            data.columns = form.fields.filter(function (field) {
              return LAYOUT_TYPES.indexOf(field.type) === -1;
            }).slice(0, 5);
            loadPage();
          }, fail);
        }

        function loadPage() {
          var token = ++loadToken;
          data.loading = true;
          data.failure = '';
          znData('FormRecords').query({ formId: data.formId, page: data.page, limit: PAGE_SIZE }, function (records, meta) {
            if (token !== loadToken) return;
            data.records = records;
            data.total = meta.totalCount || 0;
            data.loading = false;
          }, function (failure) {
            if (token === loadToken) fail(failure);
          });
        }

        data.pageCount = function () {
          return Math.max(1, Math.ceil(data.total / PAGE_SIZE));
        };
        data.goTo = function (page) {
          if (page < 1 || page > data.pageCount() || page === data.page) return;
          data.page = page;
          loadPage();
        };

        znData('Forms').query({ 'workspace.id': $scope.workspaceId, attributes: 'id,name', limit: 100 }).then(function (forms) {
          data.forms = forms;
          if (!$scope.host.route.formId && forms.length) {
            $location.path('/workspaces/' + $scope.workspaceId + '/data/' + forms[0].id).replace();
          }
        }, fail);

        $scope.$watch('host.route.formId', showForm);

        // Records changed elsewhere (a plugin, another tab of the app): show the page again.
        function reloadIfShown(params) {
          if (data.formId && params && Number(params.formId) === data.formId) loadPage();
        }
        function listen(action, listener) {
          $scope.$on('$destroy', znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', action), listener));
        }
        listen('saved', function (event, record, created, params) { reloadIfShown(params); });
        listen('saved-all', function (event, ids, params) { reloadIfShown(params); });
        ['deleted', 'updated-all', 'deleted-all'].forEach(function (action) {
          listen(action, function (event, params) { reloadIfShown(params); });
        });
      }])

    /**
     * The record overlay: ?form=<id>&record=<id> on any page opens it over that page. Once the
     * record is read it is put on the scope as `record` and announced with
     * zn-ui-record-overlay-record-loaded, which plugins hear through znPluginEvents.
     */
    .controller('demoOverlayCntl', ['$scope', '$rootScope', '$location', '$document', '$timeout', 'znData', 'znPluginEvents',
      function ($scope, $rootScope, $location, $document, $timeout, znData, znPluginEvents) {
        var overlay = this;
        var formsRead = {};
        var shown = { formId: null, recordId: null };
        var loadToken = 0;
        var returnFocusTo = null;
        overlay.isOpen = false;

        function readForm(formId) {
          if (!formsRead[formId]) formsRead[formId] = znData('Forms').get({ id: formId, related: 'fields' });
          return formsRead[formId];
        }

        function open(formId, recordId) {
          if (!overlay.isOpen) {
            returnFocusTo = $document[0].activeElement;
            // Focus the overlay once it is in the page, so the keyboard and screen readers follow.
            $timeout(function () {
              var close = $document[0].querySelector('.demo-overlay-close');
              if (close) close.focus();
            });
          }
          var token = ++loadToken;
          shown = { formId: formId, recordId: recordId };
          overlay.isOpen = true;
          overlay.loading = true;
          overlay.failure = '';
          $scope.host.overlayOpen = true;
          readForm(formId).then(function (form) {
            if (token !== loadToken) return undefined;
            overlay.form = form;
            overlay.fields = form.fields.filter(function (field) { return LAYOUT_TYPES.indexOf(field.type) === -1; });
            return znData('FormRecords').get({ formId: formId, id: recordId }).then(function (record) {
              if (token !== loadToken) return;
              overlay.loading = false;
              $scope.record = record;
              $rootScope.$broadcast(RECORD_LOADED, record);
            });
          }).catch(function (failure) {
            if (token !== loadToken) return;
            delete formsRead[formId];
            overlay.loading = false;
            overlay.failure = failure && failure.userMessage ? failure.userMessage : 'The record could not be read.';
          });
        }

        function shut() {
          if (!overlay.isOpen) return;
          loadToken++;
          overlay.isOpen = false;
          overlay.form = null;
          shown = { formId: null, recordId: null };
          $scope.record = null;
          $scope.host.overlayOpen = false;
          if (returnFocusTo && returnFocusTo.focus && $document[0].body.contains(returnFocusTo)) returnFocusTo.focus();
          returnFocusTo = null;
        }

        function sync() {
          var search = $location.search();
          var formId = positiveId(search.form);
          var recordId = positiveId(search.record);
          if (!formId || !recordId) return shut();
          if (formId !== shown.formId || recordId !== shown.recordId) open(formId, recordId);
        }

        overlay.close = function () {
          $location.search('record', null).search('form', null);
        };
        overlay.keydown = function (event) {
          if (event.key === 'Escape' || event.keyCode === 27) overlay.close();
        };

        // The record changed or went away while shown (a plugin saved or deleted it).
        $scope.$on('$destroy', znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', 'saved'), function (event, record) {
          if ($scope.record && record && record.id === $scope.record.id) {
            $scope.record = record;
            $rootScope.$broadcast(RECORD_LOADED, record);
          }
        }));
        $scope.$on('$destroy', znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', 'deleted'), function (event, params) {
          if ($scope.record && params && Number(params.id) === $scope.record.id) overlay.close();
        }));
        $scope.$on('$locationChangeSuccess', sync);
        sync();
      }]);
}(window.angular));
