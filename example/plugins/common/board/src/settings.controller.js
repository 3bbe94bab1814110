/** The board's settings page: which form, which field makes the columns, and a filter for everyone. */
plugin.controller('wgnSettingsCntl', ['$scope', 'znData', 'znMessage', 'wgnBackend', 'wgnForms', 'wgnText',
  function ($scope, znData, znMessage, wgnBackend, wgnForms, wgnText) {
    var workspaceId = $scope.workspaceId;
    var settings = $scope.settings = null;
    $scope.forms = [];
    $scope.choiceFields = [];
    $scope.numberFields = [];
    $scope.filterOptions = null;

    function fail(failure) {
      $scope.failure = wgnText.failureText(failure);
    }

    /** The form's fields to choose from; settings that do not fit the form are cleared. */
    function showForm(formId, keepFilter) {
      if (!formId) return;
      wgnForms.read(formId).then(function (form) {
        if (!settings || settings.formId !== form.id) return;
        $scope.choiceFields = form.fields.filter(function (field) { return field.type === 'dropdown' || field.type === 'radio'; });
        $scope.numberFields = form.fields.filter(function (field) { return field.type === 'numeric' || field.type === 'calculated-field'; });
        var keys = function (fields) { return fields.map(function (field) { return 'field' + field.id; }); };
        if (keys($scope.choiceFields).indexOf(settings.groupBy) === -1) settings.groupBy = $scope.choiceFields.length ? 'field' + $scope.choiceFields[0].id : null;
        if (keys($scope.numberFields).indexOf(settings.sumField) === -1) settings.sumField = null;
        if (!keepFilter) settings.filter = null;
        // A new options object: zn-inline-filter reads options again only when they are replaced.
        $scope.filterOptions = { formId: form.id, subfilters: false };
      }, fail);
    }

    $scope.formChanged = function () {
      showForm(settings.formId, false);
    };

    $scope.save = function () {
      $scope.saving = true;
      wgnBackend.saveSettings(workspaceId, settings).then(function () {
        znMessage('The board settings were saved.', 'saved');
      }, function (failure) {
        znMessage(wgnText.escapeHtml(wgnText.failureText(failure)), 'error');
      }).finally(function () {
        $scope.saving = false;
      });
    };

    znData('Forms').query({ 'workspace.id': workspaceId, attributes: 'id,name', limit: 100 }).then(function (forms) {
      $scope.forms = forms;
    }, fail);
    wgnBackend.settings(workspaceId).then(function (saved) {
      settings = $scope.settings = angular.copy(saved);
      showForm(settings.formId, true);
    }, fail);
  }]);
