/* The plugin on the record overlay (zn-plugin-form-top): the record's name from the context. */
(function (window, document) {
  'use strict';
  window.zengine.call('context').then(function (context) {
    document.getElementById('record-name').textContent = context.record ? 'Record: ' + (context.record.name || '#' + context.record.id) : 'No record';
  });
}(window, document));
