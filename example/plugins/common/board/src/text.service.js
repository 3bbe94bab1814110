/*
 * How the board writes what it shows: a record's name, a failure for a person, text made safe for
 * znMessage and znConfirm. Every name starts with `wgn`, which the build makes the plugin's
 * namespace (wgnText becomes boardText), so two plugins built from this code never meet.
 */
plugin.factory('wgnText', [function () {
  return {
    /**
     * znMessage and znConfirm take HTML (sanitized, never run). Names and the API's userMessage
     * are text, so escape them: a record named "<b>x</b>" then shows just as it was typed.
     */
    escapeHtml: function (text) {
      return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    },

    nameOf: function (record) {
      return record.name || ('Record ' + record.id);
    },

    /** A filter that has conditions (`{ and: [] }` matches everything, so it counts as none). */
    hasConditions: function (filter) {
      if (!filter) return false;
      var list = filter.and || filter.or;
      return angular.isArray(list) && list.length > 0;
    },

    /** The failure's text for a person: the API's userMessage, with its validation messages. */
    failureText: function (failure, labels) {
      var text = failure && failure.userMessage ? failure.userMessage : 'Something went wrong.';
      var errors = failure && failure.validationErrors;
      if (errors) {
        text += ': ' + Object.keys(errors).map(function (key) {
          return (labels && labels[key] ? labels[key] : key) + ' ' + String(errors[key][0]).toLowerCase();
        }).join('; ');
      }
      return text;
    }
  };
}]);
