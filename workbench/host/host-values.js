/*
 * The host page's values (the first of its scripts, docs/architecture.md): what the other scripts
 * of the page share on window.ZnWorkbenchHost: the page's constants, the field values as the grid
 * and the record overlay write them, the record in the query and the page of a path. Plain ES5,
 * pure (no AngularJS service), loaded by a script tag after the SDK.
 */
(function (window, angular) {
  'use strict';

  var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';
  var DEFAULT_WORKSPACE_ID = 1;
  var PAGE_SIZE = 20;
  /** Field types that hold no data, so the grid and the overlay leave them out. */
  var LAYOUT_TYPES = ['heading', 'spacer', 'page-break', 'html'];
  var NUMBER_TYPES = ['numeric', 'calculated-field', 'summary', 'link-counter'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  /** A positive integer from route or search text, else null. */
  function positiveId(value) {
    return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
  }

  function propertiesOf(field) {
    return (field.settings && field.settings.properties) || {};
  }

  /** The label of a choice value: the API lists a field's choices as settings.properties.choices, { value: label }. */
  function choiceLabel(field, value) {
    var choices = propertiesOf(field).choices;
    return angular.isObject(choices) && Object.prototype.hasOwnProperty.call(choices, value) ? choices[value] : value;
  }

  /** 67400 with 2 decimals, '$' before: '$67,400.00'. */
  function numberText(value, field) {
    var number = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'string' && value.trim() === '' || !isFinite(number)) return String(value);
    var properties = propertiesOf(field);
    var decimals = typeof properties.decimals === 'number' && properties.decimals >= 0 && properties.decimals <= 10 ? properties.decimals : null;
    var text = decimals === null ? String(Math.abs(number)) : Math.abs(number).toFixed(decimals);
    var parts = text.split('.');
    parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (number < 0 ? '-' : '') + (properties.prefix || '') + parts.join('.') + (properties.suffix || '');
  }

  /** '2024-10-17' (or an ISO date-time): 'Oct 17, 2024', read as written (no time zone shift). */
  function dateText(value) {
    var match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return String(value);
    return MONTHS[Number(match[2]) - 1] + ' ' + Number(match[3]) + ', ' + match[1];
  }

  /**
   * A field's value as text: numbers with their decimals, prefix and suffix; dates written out;
   * choices by their label; linked records and files by name; members by the user's name (from
   * `people`, id → name); lists joined.
   */
  function valueText(value, field, people) {
    if (value === null || value === undefined || value === '') return '';
    if (angular.isArray(value)) {
      return value.map(function (item) { return valueText(item, field, people); }).filter(Boolean).join(', ');
    }
    if (angular.isObject(value)) {
      if (field.type === 'member' && people && people[value.id]) return people[value.id];
      return value.name || value.displayName || value.username || ('#' + value.id);
    }
    if (NUMBER_TYPES.indexOf(field.type) !== -1) return numberText(value, field);
    if (field.type === 'date-picker' || field.type === 'date') return dateText(value);
    return String(choiceLabel(field, value));
  }

  /**
   * The record the overlay shows, from the query: Zengine's `?record=<formId>.<recordId>` (what
   * plugins set with $location.search('record', formId + '.' + recordId)), or the older
   * `?form=<formId>&record=<recordId>`. { formId, recordId }, null where there is none.
   */
  function recordInSearch(search) {
    var zengine = typeof search.record === 'string' && /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})$/.exec(search.record);
    if (zengine) return { formId: Number(zengine[1]), recordId: Number(zengine[2]) };
    return { formId: positiveId(search.form), recordId: positiveId(search.record) };
  }

  /** Which of the host's pages a path shows: 'data', 'plugin', 'settings' or 'missing'. */
  function pageOf(path) {
    var match = /^\/workspaces\/[^/]+\/(data|plugin|admin)(\/|$)/.exec(path);
    if (!match) return 'missing';
    return { data: 'data', plugin: 'plugin', admin: 'settings' }[match[1]];
  }

  window.ZnWorkbenchHost = {
    RECORD_LOADED: RECORD_LOADED,
    DEFAULT_WORKSPACE_ID: DEFAULT_WORKSPACE_ID,
    PAGE_SIZE: PAGE_SIZE,
    LAYOUT_TYPES: LAYOUT_TYPES,
    positiveId: positiveId,
    valueText: valueText,
    recordInSearch: recordInSearch,
    pageOf: pageOf
  };
}(window, window.angular));
