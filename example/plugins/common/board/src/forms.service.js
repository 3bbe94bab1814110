/*
 * A form with its fields (znData), and what the board makes of it: the field to group by, its
 * columns and the field to sum. Forms are read once and shared.
 */
plugin.factory('wgnForms', ['znData', function (znData) {
  var NO_CHOICE = '';   // the key of the column of records without a choice
  var formsRead = {};

  /**
   * A choice field's choices as [{ value, label }], in display order. The API lists them in
   * settings.properties.choices as { value: label }.
   */
  function choicesOf(field) {
    var choices = (field.settings && field.settings.properties && field.settings.properties.choices) || {};
    return Object.keys(choices).map(function (value) { return { value: value, label: choices[value] }; });
  }

  function fieldByKey(form, key) {
    for (var i = 0; i < form.fields.length; i++) if ('field' + form.fields[i].id === key) return form.fields[i];
    return null;
  }

  return {
    NO_CHOICE: NO_CHOICE,
    choicesOf: choicesOf,
    read: function (formId) {
      if (!formsRead[formId]) {
        formsRead[formId] = znData('Forms').get({ id: formId, related: 'fields' });
        formsRead[formId].catch(function () { delete formsRead[formId]; });
      }
      return formsRead[formId];
    },
    /** { form, groupField, sumField, columns: [{ key, value, label }] } for the board's settings. */
    layoutOf: function (form, settings) {
      var groupField = fieldByKey(form, settings.groupBy);
      var sumField = settings.sumField ? fieldByKey(form, settings.sumField) : null;
      var columns = (groupField ? choicesOf(groupField) : []).map(function (choice) {
        return { key: String(choice.value), value: choice.value, label: choice.label };
      });
      columns.push({ key: NO_CHOICE, value: null, label: groupField ? 'No ' + groupField.label.toLowerCase() : 'Other' });
      return { form: form, groupField: groupField, sumField: sumField, columns: columns };
    }
  };
}]);
