/*
 * The workbench's host page: a small stand-in for the application plugins run in. It has what
 * plugins meet in the real one: a top nav, a workspace's data page with a record grid, a record
 * overlay that announces the record it shows, the plugin locations, plugin pages and settings
 * pages. Plain ES5, loaded by a script tag after the SDK, with explicit injection annotations
 * (the page runs with ng-strict-di).
 *
 * Routes (ngRoute in HTML5 mode, as Zengine's app; the workbench answers every deep link with
 * this page):
 *   /workspaces/<id>/data/<formId>              the data page of a form
 *   /workspaces/<id>/plugin/<route>/...         a plugin's full page (route added by zn.plugin.routes)
 *   /workspaces/<id>/admin/plugin/<route>/...   a plugin's settings page (zn.plugin.routes; /admin lists them)
 *   ...?record=<formId>.<id>                    on any of them: the record overlay (Zengine's form;
 *                                               ?form=<formId>&record=<id> works too)
 *
 * What the host gives plugins: `$routeParams` (workspace_id, and the route's other params),
 * `workspaceId` on the scope of every plugin location and page, `form` on the data page's scope,
 * `record` in the overlay's scope, and the `zn-ui-record-overlay-record-loaded` event when the
 * overlay has a record. It loads jQuery, jQuery UI, angular-ui-sortable, Firebase and AngularFire,
 * and its module depends on ngRoute, ngSanitize, ui.sortable and firebase, as Zengine's did for
 * every plugin.
 */
(function (angular) {
  'use strict';

  var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';
  var DEFAULT_WORKSPACE_ID = 1;
  var PAGE_SIZE = 20;
  /** Field types that hold no data, so the grid and the overlay leave them out. */
  var LAYOUT_TYPES = ['heading', 'spacer', 'page-break', 'html'];
  var NUMBER_TYPES = ['numeric', 'calculated-field', 'summary', 'link-counter'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  /** A positive integer from route or search text, else null. */
  function positiveId(value) {
    return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
  }

  function propertiesOf(field) {
    return (field.settings && field.settings.properties) || {};
  }

  /** The label of a choice value: the API lists a field's choices as settings.properties.choices, { value: label }. */
  function choiceLabel(field, value) {
    var choices = propertiesOf(field).choices;
    return angular.isObject(choices) && Object.prototype.hasOwnProperty.call(choices, value) ? choices[value] : value;
  }

  /** 67400 with 2 decimals, '$' before: '$67,400.00'. */
  function numberText(value, field) {
    var number = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'string' && value.trim() === '' || !isFinite(number)) return String(value);
    var properties = propertiesOf(field);
    var decimals = typeof properties.decimals === 'number' && properties.decimals >= 0 && properties.decimals <= 10 ? properties.decimals : null;
    var text = decimals === null ? String(Math.abs(number)) : Math.abs(number).toFixed(decimals);
    var parts = text.split('.');
    parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (number < 0 ? '-' : '') + (properties.prefix || '') + parts.join('.') + (properties.suffix || '');
  }

  /** '2024-10-17' (or an ISO date-time): 'Oct 17, 2024', read as written (no time zone shift). */
  function dateText(value) {
    var match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return String(value);
    return MONTHS[Number(match[2]) - 1] + ' ' + Number(match[3]) + ', ' + match[1];
  }

  /**
   * A field's value as text: numbers with their decimals, prefix and suffix; dates written out;
   * choices by their label; linked records and files by name; members by the user's name (from
   * `people`, id → name); lists joined.
   */
  function valueText(value, field, people) {
    if (value === null || value === undefined || value === '') return '';
    if (angular.isArray(value)) {
      return value.map(function (item) { return valueText(item, field, people); }).filter(Boolean).join(', ');
    }
    if (angular.isObject(value)) {
      if (field.type === 'member' && people && people[value.id]) return people[value.id];
      return value.name || value.displayName || value.username || ('#' + value.id);
    }
    if (NUMBER_TYPES.indexOf(field.type) !== -1) return numberText(value, field);
    if (field.type === 'date-picker' || field.type === 'date') return dateText(value);
    return String(choiceLabel(field, value));
  }

  /**
   * The record the overlay shows, from the query: Zengine's `?record=<formId>.<recordId>` (what
   * plugins set with $location.search('record', formId + '.' + recordId)), or the older
   * `?form=<formId>&record=<recordId>`. { formId, recordId }, null where there is none.
   */
  function recordInSearch(search) {
    var zengine = typeof search.record === 'string' && /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})$/.exec(search.record);
    if (zengine) return { formId: Number(zengine[1]), recordId: Number(zengine[2]) };
    return { formId: positiveId(search.form), recordId: positiveId(search.record) };
  }

  /** Which of the host's pages a path shows: 'data', 'plugin', 'settings' or 'missing'. */
  function pageOf(path) {
    var match = /^\/workspaces\/[^/]+\/(data|plugin|admin)(\/|$)/.exec(path);
    if (!match) return 'missing';
    return { data: 'data', plugin: 'plugin', admin: 'settings' }[match[1]];
  }

  // zn.plugin.routes adds an ngRoute route per plugin page (fullPage and settings, with their
  // sub-routes), so plugin controllers get $routeParams as on Zengine.
  /**
   * Firebase as Zengine's host gave it: the Firebase global and AngularFire's `firebase` module
   * ($firebase). Where they are not loaded (a host page of one's own without the scripts), the
   * host still has a `firebase` module whose $firebase and Firebase say so when used, instead
   * of an "Unknown provider" or a page that waits forever.
   */
  var FIREBASE_MISSING = 'Firebase is not loaded in this host page: load node_modules/firebase/lib/firebase-web.js and ' +
    'node_modules/angularfire/dist/angularfire.js before the plugins (zn-plugin serve does; see docs/firebase.md)';
  var hasAngularFire = (function () {
    try {
      angular.module('firebase');
      return true;
    } catch (error) {
      return false;
    }
  }());
  if (!hasAngularFire) {
    angular.module('firebase', []).factory('$firebase', function () {
      return function () { throw new Error(FIREBASE_MISSING); };
    });
  }
  if (typeof window.Firebase !== 'function') {
    window.Firebase = function () { throw new Error(FIREBASE_MISSING); };
  } else {
    // new Firebase(plugin.firebaseUrl + '/x') with no firebaseUrl (a plugin record without a
    // database) would be refused with Firebase's own words about "a valid firebase URL": say why.
    var OriginalFirebase = window.Firebase;
    var GuardedFirebase = function (url, context) {
      if (typeof url === 'string' && /^(undefined|null)(\/|$)/.test(url)) {
        throw new Error('new Firebase(' + JSON.stringify(url) + '): the plugin record has no firebaseUrl, so this host has no Firebase ' +
          'database for the plugin (zn-plugin serve gives each plugin folder it serves one; see docs/firebase.md)');
      }
      return context === undefined ? new OriginalFirebase(url) : new OriginalFirebase(url, context);
    };
    GuardedFirebase.prototype = OriginalFirebase.prototype;
    Object.keys(OriginalFirebase).forEach(function (key) { GuardedFirebase[key] = OriginalFirebase[key]; });
    window.Firebase = GuardedFirebase;
  }

  angular.module('demoHost', ['ngRoute', 'ngResource', 'ngSanitize', 'ui.sortable', 'zn.plugin', 'zn.plugin.routes', 'firebase'])

    .config(['$locationProvider', '$routeProvider', function ($locationProvider, $routeProvider) {
      $locationProvider.html5Mode(true);
      // The overlay comes and goes with ?form=&record=: the page under it stays.
      var data = { templateUrl: 'demo/host/data.html', controller: 'demoDataCntl', controllerAs: 'data', reloadOnSearch: false };
      $routeProvider
        .when('/', { redirectTo: '/workspaces/' + DEFAULT_WORKSPACE_ID + '/data' })
        .when('/workspaces/:workspace_id', { redirectTo: '/workspaces/:workspace_id/data' })
        .when('/workspaces/:workspace_id/data', data)
        .when('/workspaces/:workspace_id/data/:form_id', data)
        .when('/workspaces/:workspace_id/admin', { template: '', reloadOnSearch: false })
        // Anything else, a plugin page of no plugin included: say so, keep the address.
        .otherwise({ templateUrl: 'demo/host/missing.html', controller: 'demoMissingCntl', controllerAs: 'missing' });
    }])

    /** The names of the people of the account, by user id, read once: what member fields show. */
    .factory('demoPeople', ['znData', function (znData) {
      var names = {};
      var reading = null;
      return {
        names: names,
        read: function () {
          if (!reading) {
            reading = znData('Users').query({ limit: 100 }).then(function (users) {
              users.forEach(function (user) {
                names[user.id] = user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
              });
              return names;
            }, function () {
              reading = null;
              return names;
            });
          }
          return reading;
        }
      };
    }])

    /** `record | demoFieldValue:field`: one field of a record, as text. */
    .filter('demoFieldValue', ['demoPeople', function (demoPeople) {
      function demoFieldValue(record, field) {
        if (!record || !field) return '';
        if (field.type === 'member') demoPeople.read();
        return valueText(record['field' + field.id], field, demoPeople.names);
      }
      // The people's names arrive after the first digest (read once, when a member field shows).
      demoFieldValue.$stateful = true;
      return demoFieldValue;
    }])

    /** The whole page: the workspace, the route, the top nav from the plugin registry. */
    /**
     * The context Zengine's host gave every plugin, copied onto $rootScope as its runtime did
     * (legacy-plugin-wrapper sets each key of the context on $rootScope): `workspace` (with its
     * `forms`, each with `fields`), `workspaces`, `user`, `countries`, `states`. @zenginehq/frontend-config reads
     * $rootScope.workspace.forms, $rootScope.countries and $rootScope.states.
     */
    .factory('demoContext', ['$rootScope', '$q', 'znData', function ($rootScope, $q, znData) {
      // A form's links, as the API listed them on a form: its linked fields (belongsTo) and the
      // linked fields of other forms that point at it (hasMany), each with its key field.
      function linkedFormsOf(form, forms) {
        var links = [];
        (form.fields || []).forEach(function (field) {
          var target = field.type === 'linked' && field.settings && field.settings.properties && field.settings.properties.linkedForm;
          if (target) links.push({ form: { id: Number(target) }, keyField: { id: field.id }, type: 'belongsTo' });
        });
        forms.forEach(function (other) {
          (other.fields || []).forEach(function (field) {
            var target = field.type === 'linked' && field.settings && field.settings.properties && field.settings.properties.linkedForm;
            if (target && Number(target) === form.id) links.push({ form: { id: other.id }, keyField: { id: field.id }, type: 'hasMany' });
          });
        });
        return links;
      }
      var loaded = {};
      var all = function (resource, params) { return znData(resource).query(angular.extend({ limit: 100 }, params || {})); };
      return {
        load: function (workspaceId) {
          if (loaded[workspaceId]) return loaded[workspaceId];
          loaded[workspaceId] = $q.all({
            // the workspace and its forms as Zengine's context had them (plugin-sdk's ZengineWorkspace and ZengineForm)
            workspace: znData('Workspaces').get({ id: workspaceId, related: 'members,roles,taskLists' }),
            forms: all('Forms', { 'workspace.id': workspaceId, related: 'fields,folders,dataViews' }),
            formGroups: all('FormGroups', { 'workspace.id': workspaceId }),
            workspaces: all('Workspaces'),
            user: znData('Users').get({ id: 'me' }),
            countries: $rootScope.countries ? $q.when($rootScope.countries) : all('Countries'),
            states: $rootScope.states ? $q.when($rootScope.states) : all('States')
          }).then(function (context) {
            context.forms.forEach(function (form) { form.linkedForms = linkedFormsOf(form, context.forms); });
            context.workspace.forms = context.forms;
            context.workspace.formGroups = context.formGroups;
            $rootScope.workspace = context.workspace;
            // the account's workspaces, the current one with its forms (Zengine's filters read them there too)
            $rootScope.workspaces = context.workspaces.map(function (workspace) {
              return workspace.id === context.workspace.id ? context.workspace : workspace;
            });
            $rootScope.user = context.user;
            $rootScope.countries = context.countries;
            $rootScope.states = context.states;
            return context;
          }, function (failure) {
            delete loaded[workspaceId];
            return $q.reject(failure);
          });
          return loaded[workspaceId];
        }
      };
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
    }])

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

    /** The data page: the workspace's forms as tabs, a grid of one form's records, paged. */
    .controller('demoDataCntl', ['$scope', '$location', '$routeParams', 'znData', 'znPluginEvents',
      function ($scope, $location, $routeParams, znData, znPluginEvents) {
        var data = this;
        var loadToken = 0;
        var workspaceId = positiveId($routeParams.workspace_id) || DEFAULT_WORKSPACE_ID;
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

        znData('Forms').query({ 'workspace.id': workspaceId, attributes: 'id,name', limit: 100 }).then(function (forms) {
          data.forms = forms;
          if (!positiveId($routeParams.form_id) && forms.length) {
            $location.path('/workspaces/' + workspaceId + '/data/' + forms[0].id).replace();
          }
        }, fail);

        if (positiveId($routeParams.form_id)) showForm(positiveId($routeParams.form_id));

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
          var shownRecord = recordInSearch($location.search());
          var formId = shownRecord.formId;
          var recordId = shownRecord.recordId;
          if (!formId || !recordId) return shut();
          if (formId !== shown.formId || recordId !== shown.recordId) open(formId, recordId);
        }

        overlay.close = function () {
          $location.search('record', null).search('form', null).search('tab', null);
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
