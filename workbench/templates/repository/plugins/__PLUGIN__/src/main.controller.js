/*
 * The plugin's page: the workspace's forms (znData) and what its backend service `summary`
 * answers (znPluginData), as Zengine's host gives them to a plugin.
 */
plugin.controller('wgnMainCntl', ['$scope', 'znData', 'znPluginData', function ($scope, znData, znPluginData) {
  $scope.forms = [];
  $scope.summary = null;
  $scope.failure = null;

  znData('Forms').query({ 'workspace.id': $scope.workspaceId, limit: 20 }).then(function (forms) {
    $scope.forms = forms;
  }, function (failure) {
    $scope.failure = failure.userMessage;
  });

  znPluginData('wgn').get('/summary', { workspaceId: $scope.workspaceId }).then(function (summary) {
    $scope.summary = summary;
  }, function (failure) {
    $scope.failure = failure.userMessage || 'The summary service did not answer';
  });
}]);
