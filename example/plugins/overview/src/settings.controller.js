/*
 * The settings page, built with Zengine's npm module @zenginehq/frontend-config (`wgnConfigSettings`
 * and the `wgn-config` directive come from it): the form whose records the overview counts first,
 * and a note shown above the list. The module saves them to the plugin's Firebase database, per
 * workspace, and the page loads them again.
 */
plugin.controller('wgnSettingsCntl', ['$scope', 'wgnConfigSettings', function ($scope, ConfigSettings) {
  var config = new ConfigSettings('Forms overview');
  config.page('General')
    .field({ id: 'pinnedForm', name: 'Form listed first', type: 'form', help: 'The form the overview shows at the top' })
    .field({ id: 'note', name: 'Note', type: 'text', required: false, help: 'A line shown above the list' });
  $scope.options = config;
}]);
