/*
 * The board's other interfaces, on zn-plugin's testing kit: its settings page, its events panel,
 * and its places on the host's other pages (top-nav counter, data page subheader, record overlay).
 */
describe('the board\'s other interfaces', function () {
  var world = boardWorld;
  var FORM_ID = world.FORM_ID;
  var kit;

  beforeEach(function () {
    kit = world.load();
    world.seedDeals(kit.backend, [world.deal(1, 'Acme', 'lead', 500), world.deal(2, 'Globex', 'won', 1200)]);
    kit.backend.seed('Forms', [{ id: 20, name: 'Contacts', workspace: { id: world.WORKSPACE_ID } }, { id: 30, name: 'Elsewhere', workspace: { id: 2 } }]);
    world.serveBoardBackend(kit.backend);
  });

  function mount(controller, locals, given) {
    var scope = angular.extend(kit.$rootScope.$new(), { workspaceId: world.WORKSPACE_ID }, given || {});
    kit.$controller(controller, angular.extend({ $scope: scope }, locals || {}));
    kit.backend.flush();
    return scope;
  }

  function records() {
    return kit.$injector.get('znData')('FormRecords');
  }

  describe('the settings page (boardSettingsCntl)', function () {
    it('offers the workspace\'s forms and the form\'s choice and number fields', function () {
      var scope = mount('boardSettingsCntl');
      expect(scope.forms.map(function (form) { return form.name; })).toEqual(['Deals', 'Contacts']);
      expect(scope.choiceFields.map(function (field) { return field.label; })).toEqual(['Stage']);
      expect(scope.numberFields.map(function (field) { return field.label; })).toEqual(['Amount']);
      expect(scope.settings).toEqual({ formId: FORM_ID, groupBy: 'field102', sumField: 'field103', filter: null });
    });

    it('saves the settings through the plugin backend and says so', function () {
      var scope = mount('boardSettingsCntl');
      scope.settings.sumField = null;
      scope.save();
      kit.backend.flush();
      var put = kit.backend.requests().filter(function (request) { return request.call === 'board PUT /settings'; });
      expect(put.map(function (request) { return request.body; })).toEqual([{ formId: FORM_ID, groupBy: 'field102', sumField: null, filter: null }]);
      expect(kit.dialogs.messages().map(function (message) { return message.text; })).toEqual(['The board settings were saved.']);
      expect(scope.saving).toBe(false);
    });

    it('shows the backend\'s refusal', function () {
      var scope = mount('boardSettingsCntl');
      kit.backend.failNext('board', 'PUT /settings', { status: 403, userMessage: 'Error saving data', validationErrors: { groupBy: ['Choose a dropdown'] } });
      scope.save();
      kit.backend.flush();
      expect(kit.dialogs.messages()[0]).toEqual(jasmine.objectContaining({ type: 'error', text: 'Error saving data: groupBy choose a dropdown' }));
    });
  });

  describe('the events panel (boardEventsCntl)', function () {
    it('lists the data events of form records, newest first', function () {
      var scope = mount('boardEventsCntl');
      records().query({ formId: FORM_ID });
      kit.backend.flush();
      records().save({ formId: FORM_ID, id: 2 }, { name: 'Globex Inc' });
      kit.backend.flush();
      expect(scope.events.map(function (event) { return event.detail; })).toEqual(['Globex Inc (updated)', '2 records']);
    });
  });

  describe('the top-nav counter (boardNavCntl)', function () {
    it('counts the records saved and deleted since the page loaded', function () {
      var scope = mount('boardNavCntl');
      records().save({ formId: FORM_ID }, { name: 'New' });
      records().delete({ formId: FORM_ID, id: 1 });
      kit.backend.flush();
      expect(scope.changes).toBe(2);
    });
  });

  describe('the record overlay section (boardOverlayCntl)', function () {
    it('shows the stage and amount of a record of the board\'s form', function () {
      var record = { id: 2, form: { id: FORM_ID }, field102: 'won', field103: 1200 };
      var scope = mount('boardOverlayCntl', { znPluginRecord: record });
      expect(scope.read).toBe(true);
      expect(scope.deal).toEqual({ stageLabel: 'Stage', stage: 'Won', amountLabel: 'Amount', amount: 1200 });
    });

    it('shows nothing for a record of another form', function () {
      var scope = mount('boardOverlayCntl', { znPluginRecord: { id: 5, form: { id: 20 } } });
      expect(scope.read).toBe(true);
      expect(scope.deal).toBeNull();
    });
  });

  describe('the data page subheader (boardSubheaderCntl)', function () {
    it('shows the figures of the columns above the grid of the board\'s form', function () {
      var scope = mount('boardSubheaderCntl', {}, { form: { id: FORM_ID } });
      expect(scope.groupLabel).toBe('Stage');
      expect(scope.figures).toEqual([{ label: 'Lead', count: 1 }, { label: 'Won', count: 1 }]);
    });

    it('reads the figures again when a record is saved', function () {
      var scope = mount('boardSubheaderCntl', {}, { form: { id: FORM_ID } });
      records().save({ formId: FORM_ID }, { name: 'Hooli', field102: 'won' });
      kit.backend.flush();
      expect(scope.figures).toEqual([{ label: 'Lead', count: 1 }, { label: 'Won', count: 2 }]);
    });
  });
});
