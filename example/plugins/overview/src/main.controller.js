/*
 * The overview page: the workspace's forms (znData), each with the number of its records, which
 * the plugin's backend service `counts` works out (znPluginData). `wgnUtil` comes from Zengine's
 * npm module @zenginehq/frontend-util, `wgnFormat` from the common code plugins/common/format/.
 */
plugin.controller('wgnMainCntl', ['$scope', 'znData', 'znPluginData', 'wgnUtil', 'wgnFormat',
  function ($scope, znData, znPluginData, wgnUtil, wgnFormat) {
    $scope.forms = [];
    $scope.counts = null;
    $scope.failure = null;
    $scope.viewId = wgnUtil.getUUID();

    znData('Forms').query({ 'workspace.id': $scope.workspaceId, attributes: 'id,name', limit: 100 }).then(function (forms) {
      $scope.forms = forms.map(function (form) {
        return { id: form.id, name: form.name, key: wgnUtil.camelCase(form.name) };
      });
    }, function (failure) {
      $scope.failure = failure.userMessage;
    });

    $scope.loadCounts = function () {
      $scope.failure = null;
      znPluginData('wgn').get('/counts', { workspaceId: $scope.workspaceId }).then(function (answer) {
        $scope.counts = answer.counts;
      }, function (failure) {
        $scope.failure = failure.userMessage || 'The counts service did not answer';
      });
    };

    $scope.countOf = function (form) {
      return $scope.counts && $scope.counts[form.id] !== undefined ? wgnFormat.records($scope.counts[form.id]) : '';
    };
  }]);
