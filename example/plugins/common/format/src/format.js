/* Common code, built into every plugin whose `dependencies` file names `format`. */
plugin.service('wgnFormat', [function () {
  this.records = function (count) {
    return count === 1 ? '1 record' : count + ' records';
  };
}]);
