/**
 * The events panel on the board: every znData event of form records and the record overlay's
 * event, newest first. Listeners live on $rootScope, so each is removed when the panel goes.
 */
plugin.controller('wgnEventsCntl', ['$scope', 'znPluginEvents', 'wgnText', function ($scope, znPluginEvents, wgnText) {
  var EVENTS_KEPT = 30;
  var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';   // the host's record overlay
  var events = $scope.events = [];
  var names = ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all'].map(function (action) {
    return znPluginEvents.dataEvent('FormRecords', action);
  }).concat([RECORD_LOADED]);

  function describe(name, args) {
    var first = args[0];
    if (name === RECORD_LOADED) return wgnText.nameOf(first);
    if (/-read$/.test(name)) return angular.isArray(first) ? first.length + ' records' : wgnText.nameOf(first);
    if (/-saved$/.test(name)) return wgnText.nameOf(first) + (args[1] ? ' (created)' : ' (updated)');
    if (/-deleted$/.test(name)) return 'record ' + first.id;
    return '';
  }

  var stops = names.map(function (name) {
    return znPluginEvents.$on(name, function () { // arguments: the event, then what was announced
      events.unshift({ name: name, detail: describe(name, Array.prototype.slice.call(arguments, 1)), at: new Date() });
      if (events.length > EVENTS_KEPT) events.pop();
    });
  });
  $scope.$on('$destroy', function () {
    stops.forEach(function (stop) { stop(); });
  });
  $scope.clearEvents = function () {
    events.length = 0;
  };
}]);
