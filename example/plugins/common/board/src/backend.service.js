/*
 * The plugin's backend services (backend/settings and backend/summary of this repository): the
 * board's settings per workspace, and the summary figures of its columns. znPluginData('wgn')
 * reaches the services maya.json mounts under this plugin's namespace. Settings are read once per
 * workspace and shared by every part of the plugin on the page.
 */
plugin.factory('wgnBackend', ['znPluginData', function (znPluginData) {
  var backend = znPluginData('wgn');
  var settingsRead = {};
  return {
    settings: function (workspaceId) {
      if (!settingsRead[workspaceId]) {
        settingsRead[workspaceId] = backend.get('/settings', { workspaceId: workspaceId });
        settingsRead[workspaceId].catch(function () { delete settingsRead[workspaceId]; });
      }
      return settingsRead[workspaceId];
    },
    saveSettings: function (workspaceId, settings) {
      return backend.put('/settings', { workspaceId: workspaceId }, settings).then(function (saved) {
        delete settingsRead[workspaceId];
        return saved;
      });
    },
    summary: function (workspaceId) {
      return backend.get('/summary', { workspaceId: workspaceId });
    }
  };
}]);
