/*
 * The host page's records (after host.js): the data page (the workspace's forms, a grid of one
 * form's records) and the record overlay over any page. Plain ES5.
 */
(function (angular, workbench) {
  'use strict';
  if (!workbench) throw new Error('zn-plugin workbench: load host/host-values.js before host/host-records.js (docs/plugin-api.md)');

  var RECORD_LOADED = workbench.RECORD_LOADED;
  var DEFAULT_WORKSPACE_ID = workbench.DEFAULT_WORKSPACE_ID;
  var PAGE_SIZE = workbench.PAGE_SIZE;
  var LAYOUT_TYPES = workbench.LAYOUT_TYPES;
  var positiveId = workbench.positiveId;
  var recordInSearch = workbench.recordInSearch;

  /** Focuses the overlay once it is in the page, so the keyboard and screen readers follow. */
  function focusOverlay($document, $timeout) {
    $timeout(function () {
      var close = $document[0].querySelector('.demo-overlay-close');
      if (close) close.focus();
    });
  }

  /** The overlay's record changed or went away while shown (a plugin saved or deleted it). */
  function followShownRecord($scope, $rootScope, znPluginEvents, overlay) {
    $scope.$on('$destroy', znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', 'saved'), function (event, record) {
      if ($scope.record && record && record.id === $scope.record.id) {
        $scope.record = record;
        $rootScope.$broadcast(RECORD_LOADED, record);
      }
    }));
    $scope.$on('$destroy', znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', 'deleted'), function (event, params) {
      if ($scope.record && params && Number(params.id) === $scope.record.id) overlay.close();
    }));
  }

  angular.module('demoHost')

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
            focusOverlay($document, $timeout);
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

        followShownRecord($scope, $rootScope, znPluginEvents, overlay);
        $scope.$on('$locationChangeSuccess', sync);
        sync();
      }]);
}(window.angular, window.ZnWorkbenchHost));
