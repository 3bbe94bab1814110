// Unit specs of the example board plugin's other interfaces: settings page, top-nav counter,
// record overlay section. Written with the testing kit.
import { Board, FORM_ID, WORKSPACE_ID, deal, loadBoard, seedDeals, serveBoardBackend } from './fixtures';

describe('the board plugin: its other interfaces', () => {
  let kit: Board;

  beforeEach(() => {
    kit = loadBoard();
    seedDeals(kit.backend, [deal(1, 'Acme', 'lead', 500), deal(2, 'Globex', 'won', 1200)]);
    kit.backend.seed('Forms', [{ id: 20, name: 'Contacts', workspace: { id: WORKSPACE_ID } }, { id: 30, name: 'Elsewhere', workspace: { id: 2 } }]);
    serveBoardBackend(kit.backend);
  });

  function mount(controller: string, locals: Record<string, unknown> = {}): any {
    const scope: any = kit.$rootScope.$new();
    scope.workspaceId = WORKSPACE_ID;
    kit.$controller(controller, { $scope: scope, ...locals });
    kit.backend.flush();
    return scope;
  }

  describe('boardSettingsCntl', () => {
    it('offers the workspace\'s forms and the form\'s choice and number fields', () => {
      const scope = mount('boardSettingsCntl');
      expect(scope.forms.map((form: any) => form.name)).toEqual(['Deals', 'Contacts']);
      expect(scope.choiceFields.map((field: any) => field.label)).toEqual(['Stage']);
      expect(scope.numberFields.map((field: any) => field.label)).toEqual(['Amount']);
      expect(scope.settings).toEqual({ formId: FORM_ID, groupBy: 'field102', sumField: 'field103', filter: null });
    });

    it('saves the settings through the plugin backend and says so', () => {
      const scope = mount('boardSettingsCntl');
      scope.settings.sumField = null;
      scope.save();
      kit.backend.flush();
      const put = kit.backend.requests().filter((request) => request.call === 'board PUT /settings');
      expect(put.map((request) => request.body)).toEqual([{ formId: FORM_ID, groupBy: 'field102', sumField: null, filter: null }]);
      expect(kit.dialogs.messages().map((message) => message.text)).toEqual(['The board settings were saved.']);
      expect(scope.saving).toBe(false);
    });

    it('shows the backend\'s refusal', () => {
      const scope = mount('boardSettingsCntl');
      kit.backend.failNext('board', 'PUT /settings', { status: 403, userMessage: 'Error saving data', validationErrors: { groupBy: ['Choose a dropdown'] } });
      scope.save();
      kit.backend.flush();
      expect(kit.dialogs.messages()[0]).toEqual(jasmine.objectContaining({ type: 'error', text: 'Error saving data: groupBy choose a dropdown' }));
    });
  });

  describe('boardNavCntl', () => {
    it('counts the records saved and deleted since the page loaded', () => {
      const scope = mount('boardNavCntl');
      const records = kit.$injector.get<any>('znData')('FormRecords');
      records.save({ formId: FORM_ID }, { name: 'New' });
      records.delete({ formId: FORM_ID, id: 1 });
      kit.backend.flush();
      expect(scope.changes).toBe(2);
    });
  });

  describe('boardOverlayCntl', () => {
    it('shows the stage and amount of a record of the board\'s form', () => {
      const record = { id: 2, form: { id: FORM_ID }, field102: 'won', field103: 1200 };
      const scope = mount('boardOverlayCntl', { znPluginRecord: record });
      expect(scope.read).toBe(true);
      expect(scope.deal).toEqual({ stageLabel: 'Stage', stage: 'Won', amountLabel: 'Amount', amount: 1200 });
    });

    it('shows nothing for a record of another form', () => {
      const scope = mount('boardOverlayCntl', { znPluginRecord: { id: 5, form: { id: 20 } } });
      expect(scope.read).toBe(true);
      expect(scope.deal).toBeNull();
    });
  });

  describe('boardSubheaderCntl', () => {
    it('shows the figures of the columns above the grid of the board\'s form', () => {
      const scope = kit.$rootScope.$new() as any;
      scope.workspaceId = WORKSPACE_ID;
      scope.form = { id: FORM_ID };
      kit.$controller('boardSubheaderCntl', { $scope: scope });
      kit.backend.flush();
      expect(scope.groupLabel).toBe('Stage');
      expect(scope.figures).toEqual([{ label: 'Lead', count: 1 }, { label: 'Won', count: 1 }]);
    });

    it('reads the figures again when a record is saved', () => {
      const scope = kit.$rootScope.$new() as any;
      scope.workspaceId = WORKSPACE_ID;
      scope.form = { id: FORM_ID };
      kit.$controller('boardSubheaderCntl', { $scope: scope });
      kit.backend.flush();
      kit.$injector.get<any>('znData')('FormRecords').save({ formId: FORM_ID }, { name: 'Hooli', field102: 'won' });
      kit.backend.flush();
      expect(scope.figures).toEqual([{ label: 'Lead', count: 1 }, { label: 'Won', count: 2 }]);
    });
  });

  describe('boardEventsCntl', () => {
    it('lists the data events of form records, newest first', () => {
      const scope = mount('boardEventsCntl');
      const records = kit.$injector.get<any>('znData')('FormRecords');
      records.query({ formId: FORM_ID });
      kit.backend.flush();
      records.save({ formId: FORM_ID, id: 2 }, { name: 'Globex Inc' });
      kit.backend.flush();
      expect(scope.events.map((event: any) => event.detail)).toEqual(['Globex Inc (updated)', '2 records']);
    });
  });
});
