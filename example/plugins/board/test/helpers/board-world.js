/*
 * The board's world for its unit specs: a workspace with a Deals form grouped by Stage, and the
 * plugin's backend routes, all through zn-plugin's testing kit (zn.plugin.testing: an in-memory
 * REST API, dialogs and storage to drive). The specs run against the board as built for maya.json's
 * default environment, whose namespace is `board` (wgnCntl is boardCntl there).
 */
window.boardWorld = (function () {
  var WORKSPACE_ID = 1;
  var FORM_ID = 10;

  /** Loads zn.plugin.testing (the plugin's definitions are in zn.plugin) and injects under strictDi. */
  function load() {
    angular.mock.module('zn.plugin.testing');
    angular.mock.inject.strictDi(true);
    var kit;
    angular.mock.inject(['$injector', function ($injector) {
      kit = {
        backend: $injector.get('znTestBackend'),
        dialogs: $injector.get('znTestDialogs'),
        storage: $injector.get('znTestStorage'),
        $controller: $injector.get('$controller'),
        $rootScope: $injector.get('$rootScope'),
        $injector: $injector
      };
    }]);
    return kit;
  }

  /** The board's built templates (plugin.html, which karma serves) in $templateCache, as the host puts them. */
  function loadTemplates(kit) {
    var file = Object.keys(window.__karma__.files).filter(function (name) { return /\/board\/plugin\.html$/.test(name); })[0];
    var request = new XMLHttpRequest();
    request.open('GET', file, false);
    request.send();
    return kit.$injector.get('znTestTemplates').load(request.responseText);
  }

  /** Deals: Name (text, required), Stage (dropdown Lead/Won), Amount (numeric). */
  function seedDeals(backend, records) {
    backend.seed('Forms', [{ id: FORM_ID, name: 'Deals', singularName: 'Deal', workspace: { id: WORKSPACE_ID } }]);
    backend.seed('FormFields', { formId: FORM_ID }, [
      { id: 101, label: 'Name', type: 'text-input', required: true },
      { id: 102, label: 'Stage', type: 'dropdown', settings: { properties: { choices: { lead: 'Lead', won: 'Won' } } } },
      { id: 103, label: 'Amount', type: 'numeric' }
    ]);
    backend.seed('FormRecords', { formId: FORM_ID }, records);
  }

  /** A deal record: `deal(1, 'Acme', 'lead', 500)`. */
  function deal(id, name, stage, amount) {
    return { id: id, name: name, field101: name, field102: stage, field103: amount, objectVersion: 1 };
  }

  /** The plugin's backend: settings per workspace, and the summary figures of the columns. */
  function serveBoardBackend(backend, settings) {
    var saved = angular.extend({ formId: FORM_ID, groupBy: 'field102', sumField: 'field103', filter: null }, settings || {});
    backend.service('board', 'GET /settings', function () { return saved; });
    backend.service('board', 'PUT /settings', function (request) {
      saved = request.body;
      return saved;
    });
    backend.service('board', 'GET /summary', function () {
      var records = backend.all('FormRecords', { formId: FORM_ID });
      function column(value) {
        var inColumn = records.filter(function (record) { return (record.field102 || null) === value; });
        return { value: value, count: inColumn.length, sum: inColumn.reduce(function (sum, record) { return sum + Number(record.field103 || 0); }, 0) };
      }
      return { columns: [column('lead'), column('won'), column(null)] };
    });
  }

  return { WORKSPACE_ID: WORKSPACE_ID, FORM_ID: FORM_ID, load: load, loadTemplates: loadTemplates, seedDeals: seedDeals, deal: deal, serveBoardBackend: serveBoardBackend };
}());
