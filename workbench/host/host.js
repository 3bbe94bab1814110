/*
 * The workbench's host page: a small stand-in for the application plugins run in. It has what
 * plugins meet in the real one: a top nav, a workspace's data page with a record grid, a record
 * overlay that announces the record it shows, the plugin locations, plugin pages and settings
 * pages. Plain ES5, loaded by script tags after the SDK, with explicit injection annotations
 * (the page runs with ng-strict-di).
 *
 * The page's scripts, in the order host/index.html loads them (each one wrapper, sharing
 * window.ZnWorkbenchHost):
 *   host-values.js     the constants, field values as text, the record in the query, a path's page
 *   host-firebase.js   Firebase and AngularFire as Zengine's host gave them, or a stand-in that says why not
 *   host.js            this file: the host's module (demoHost), its routes, the people, the plugins' context
 *   host-nav.js        the frame: workspace, route, top nav, settings list, missing page, webhooks panel
 *   host-records.js    the data page (a grid of one form's records) and the record overlay
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
(function (angular, workbench) {
  'use strict';
  if (!workbench) throw new Error('zn-plugin workbench: load host/host-values.js before host/host.js (docs/plugin-api.md)');

  var DEFAULT_WORKSPACE_ID = workbench.DEFAULT_WORKSPACE_ID;
  var valueText = workbench.valueText;

  angular.module('demoHost', ['ngRoute', 'ngResource', 'ngSanitize', 'ui.sortable', 'zn.plugin', 'zn.plugin.routes', 'firebase'])

    // zn.plugin.routes adds an ngRoute route per plugin page (fullPage and settings, with their
    // sub-routes), so plugin controllers get $routeParams as on Zengine.
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
    }]);
}(window.angular, window.ZnWorkbenchHost));
