/*
 * The board's places on the host's other pages, which only this version 1 plugin registers
 * (plugin-register.js): the top-nav counter, the figures above the data page's grid, the note at
 * the top of the record overlay's form and a section of the record overlay. They use the board's
 * own services from plugins/common/board/src/ (wgnBackend, wgnForms) and znPluginEvents.
 */

/** In the host's top nav: how many records were saved or deleted since the page loaded. */
plugin.controller('wgnNavCntl', ['$scope', 'znPluginEvents', function ($scope, znPluginEvents) {
  $scope.changes = 0;
  var stops = ['saved', 'deleted'].map(function (action) {
    return znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', action), function () {
      $scope.changes++;
    });
  });
  $scope.$on('$destroy', function () {
    stops.forEach(function (stop) { stop(); });
  });
}]);

/** Above the host's grid: the board's figures, when the grid shows the board's form. */
plugin.controller('wgnSubheaderCntl', ['$scope', 'znPluginEvents', 'wgnBackend', 'wgnForms',
  function ($scope, znPluginEvents, wgnBackend, wgnForms) {
    var workspaceId = $scope.workspaceId;

    function load() {
      $scope.figures = null;
      // `form` is the form the host's data page shows.
      if (!$scope.form) return;
      var formId = $scope.form.id;
      wgnBackend.settings(workspaceId).then(function (settings) {
        if (settings.formId !== formId) return undefined;
        return wgnForms.read(formId).then(function (form) {
          return wgnBackend.summary(workspaceId).then(function (summary) {
            var layout = wgnForms.layoutOf(form, settings);
            $scope.groupLabel = layout.groupField ? layout.groupField.label : '';
            $scope.figures = layout.columns.map(function (column) {
              var figures = summary.columns.filter(function (item) { return item.value === column.value; })[0];
              return { label: column.label, count: figures ? figures.count : 0 };
            }).filter(function (figure) { return figure.count > 0; });
          });
        });
      }).catch(function () {
        $scope.figures = null;   // no figures is better than a broken bar above the host's grid
      });
    }

    $scope.$watch('form.id', load);
    var stops = ['saved', 'deleted'].map(function (action) {
      return znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', action), load);
    });
    $scope.$on('$destroy', function () {
      stops.forEach(function (stop) { stop(); });
    });
  }]);

/** Above the form in the record overlay: which column of the board the record is in. */
plugin.controller('wgnRecordCntl', ['$scope', 'znPluginEvents', 'wgnBackend', 'wgnForms',
  function ($scope, znPluginEvents, wgnBackend, wgnForms) {
    var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';   // the host's record overlay
    var workspaceId = $scope.workspaceId;

    function show(record) {
      $scope.column = null;
      if (!record || !record.form) return;
      wgnBackend.settings(workspaceId).then(function (settings) {
        if (settings.formId !== record.form.id) return undefined;
        return wgnForms.read(record.form.id).then(function (form) {
          var layout = wgnForms.layoutOf(form, settings);
          if (!layout.groupField) return;
          var value = record['field' + layout.groupField.id];
          var column = layout.columns.filter(function (candidate) { return candidate.value === value; })[0];
          $scope.column = { field: layout.groupField.label, label: column ? column.label : layout.columns[layout.columns.length - 1].label };
        });
      }).catch(function () {
        $scope.column = null;
      });
    }

    var stop = znPluginEvents.$on(RECORD_LOADED, function (event, record) {
      show(record);
    });
    $scope.$on('$destroy', stop);
  }]);

/**
 * A section of the record overlay (recordOverlay): for a record of the board's form, its stage
 * (the board's column) and its amount (the board's sum field). The host gives the record it
 * shows as znPluginRecord and mounts this again for another record.
 */
plugin.controller('wgnOverlayCntl', ['$scope', 'znPluginRecord', 'znPluginEvents', 'wgnBackend', 'wgnForms',
  function ($scope, znPluginRecord, znPluginEvents, wgnBackend, wgnForms) {
    var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';
    var readToken = 0;
    $scope.deal = null;
    $scope.read = false;            // until then, say nothing rather than "not of the board's form"

    function show(record) {
      var token = ++readToken;
      if (!record.form) {
        $scope.deal = null;
        $scope.read = true;
        return;
      }
      wgnBackend.settings($scope.workspaceId).then(function (settings) {
        if (settings.formId !== record.form.id) return null;
        return wgnForms.read(record.form.id).then(function (form) {
          var layout = wgnForms.layoutOf(form, settings);
          if (!layout.groupField) return null;
          var value = record['field' + layout.groupField.id];
          var column = layout.columns.filter(function (candidate) { return candidate.value === value; })[0] ||
            layout.columns[layout.columns.length - 1];
          return {
            stageLabel: layout.groupField.label,
            stage: column.label,
            amountLabel: layout.sumField ? layout.sumField.label : null,
            amount: layout.sumField ? record['field' + layout.sumField.id] : null
          };
        });
      }).catch(function () {
        return null;
      }).then(function (deal) {
        if (token !== readToken) return;
        $scope.deal = deal;
        $scope.read = true;
      });
    }

    show(znPluginRecord);
    // The same record saved again (say, moved to another column on the board) comes as a new
    // object with the same id: the overlay keeps this section, so follow it here.
    $scope.$on('$destroy', znPluginEvents.$on(RECORD_LOADED, function (event, record) {
      if (record && record.id === znPluginRecord.id) show(record);
    }));
  }]);
