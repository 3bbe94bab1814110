// The plugin of docs/testing.md's example, word for word (loaded through the global `plugin`).
plugin.controller('tasksCntl', ['$scope', 'znData', 'znPluginData', 'znConfirm', 'znMessage',
  function ($scope, znData, znPluginData, znConfirm, znMessage) {
    var formId = null;
    $scope.tasks = [];
    znPluginData('tasks').get('/settings', { workspaceId: $scope.workspaceId }).then(function (settings) {
      formId = settings.formId;
      return znData('FormRecords').query({ formId: formId, 'not-field2': 'done', sort: 'name' });
    }).then(function (records) {
      $scope.tasks = records;
    }, function (failure) {
      $scope.failure = failure.userMessage;
    });

    $scope.close = function (task) {
      znConfirm('Close ' + task.name + '?', function () {
        znData('FormRecords').save({ formId: formId, id: task.id }, { field2: 'done' }).then(function () {
          $scope.tasks.splice($scope.tasks.indexOf(task), 1);
          znMessage('Closed.', 'saved');
        }, function (failure) {
          znMessage(failure.userMessage, 'error');
        });
      });
    };
  }]);

plugin.register('tasks', {
  route: '/tasks',
  interfaces: [{ type: 'fullPage', controller: 'tasksCntl', template: 'tasks-main' }]
});
