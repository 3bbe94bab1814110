// Unit specs of the example board plugin's page (boardCntl), written with the testing kit.
import type { IScope } from 'angular';
import { Board, FORM_ID, WORKSPACE_ID, deal, loadBoard, seedDeals, serveBoardBackend } from './fixtures';

describe('the board plugin: boardCntl', () => {
  let kit: Board;
  let scope: IScope & { workspaceId?: number };
  let board: any;

  beforeEach(() => {
    kit = loadBoard();
  });

  /** Opens the board page as the host does: a scope with workspaceId, then the controller. */
  function openBoard(): void {
    scope = kit.$rootScope.$new();
    scope.workspaceId = WORKSPACE_ID;
    board = kit.$controller('boardCntl', { $scope: scope });
    kit.backend.flush();
  }

  function cardNames(): Record<string, string[]> {
    const columns: Record<string, string[]> = {};
    board.columns.forEach((column: any) => { columns[column.label] = column.records.map((record: any) => record.name); });
    return columns;
  }

  describe('with some deals', () => {
    beforeEach(() => {
      seedDeals(kit.backend, [deal(1, 'Acme', 'lead', 500), deal(2, 'Globex', 'won', 1200), deal(3, 'Initech', null, null)]);
      serveBoardBackend(kit.backend);
    });

    it('shows the records in one column per choice of the group field, with the summary', () => {
      openBoard();
      expect(board.state).toBe('ready');
      expect(cardNames()).toEqual({ Lead: ['Acme'], Won: ['Globex'], 'No stage': ['Initech'] });
      expect(board.total).toBe(3);
      expect(board.summary.won).toEqual({ value: 'won', count: 1, sum: 1200 });
    });

    it('narrows the cards with quick search, without a request', () => {
      openBoard();
      const sent = kit.backend.requests().length;
      board.search = 'glo';
      board.searchChanged();
      expect(cardNames()).toEqual({ Lead: [], Won: ['Globex'], 'No stage': [] });
      expect(kit.backend.requests().length).toBe(sent);
    });

    it('asks the API for the person\'s filter from the panel, and keeps it for the next visit', () => {
      openBoard();
      board.editFilter();
      const panel = kit.dialogs.filterPanel();
      expect(panel.options.formId).toBe(FORM_ID);
      panel.save({ and: [{ prefix: 'min', attribute: 'field103', value: 1000 }] });
      kit.backend.flush();
      expect(cardNames()).toEqual({ Lead: [], Won: ['Globex'], 'No stage': [] });
      expect(JSON.stringify(kit.backend.requests().pop())).toContain('field103');
      expect(kit.$injector.get<any>('znLocalStorage').get(`board.filter.${FORM_ID}`)).toEqual({ and: [{ prefix: 'min', attribute: 'field103', value: 1000 }] });
    });

    it('deletes a record once the person says Yes', () => {
      openBoard();
      board.remove(board.records[0]);
      expect(kit.dialogs.confirms()[0].text).toBe('Delete Acme? This cannot be undone.');
      kit.dialogs.confirm(true);
      kit.backend.flush();
      expect(kit.backend.all('FormRecords', { formId: FORM_ID }).map((record) => record.name)).toEqual(['Globex', 'Initech']);
      expect(cardNames().Lead).toEqual([]);
      expect(kit.dialogs.messages().map((message) => [message.type, message.text])).toEqual([['saved', 'Deleted Acme.']]);
    });

    it('keeps the record when the person says No', () => {
      openBoard();
      board.remove(board.records[0]);
      kit.dialogs.confirm(false);
      kit.backend.flush();
      expect(kit.backend.all('FormRecords', { formId: FORM_ID }).length).toBe(3);
    });

    it('shows the API\'s userMessage when the delete fails', () => {
      openBoard();
      kit.backend.failNext('FormRecords', 'delete', { status: 403, userMessage: 'You may not delete deals' });
      board.remove(board.records[0]);
      kit.dialogs.confirm(true);
      kit.backend.flush();
      expect(kit.dialogs.messages().map((message) => [message.type, message.text])).toEqual([['error', 'You may not delete deals']]);
      expect(cardNames().Lead).toEqual(['Acme']);
    });

    it('creates a record from the editor in the column it was opened from', () => {
      openBoard();
      board.create(board.columns[1]);
      const editor = kit.dialogs.modal('New deal');
      expect(editor.buttons).toEqual(['Cancel', 'Save']);
      (editor.scope as any).editor.draft.field101 = 'Hooli';
      (editor.scope as any).editor.draft.field103 = '99.5';
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(false);
      const created = kit.backend.all('FormRecords', { formId: FORM_ID }).pop() as any;
      expect(created).toEqual(jasmine.objectContaining({ name: 'Hooli', field101: 'Hooli', field102: 'won', field103: 99.5 }));
      expect(cardNames().Won).toEqual(['Hooli', 'Globex']);
      expect(kit.dialogs.messages().pop()!.text).toBe('Created Hooli.');
    });

    it('keeps the editor open, saying why, when a value is missing', () => {
      openBoard();
      board.create();
      const editor = kit.dialogs.modal();
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(true);
      expect((editor.scope as any).editor.problems).toEqual(['Name is required.']);
      expect(kit.backend.requests().filter((request) => request.method === 'POST')).toEqual([]);
    });

    it('keeps the editor open when someone else changed the record meanwhile (409)', () => {
      openBoard();
      board.edit(board.records[1]);
      const editor = kit.dialogs.modal('Edit Globex');
      (editor.scope as any).editor.draft.field103 = '1300';
      kit.backend.failNext('FormRecords', 'save', { status: 409, userMessage: 'Someone else changed this deal' });
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(true);
      expect(kit.dialogs.messages().pop()).toEqual(jasmine.objectContaining({ type: 'error', text: 'Someone else changed this deal' }));
      expect(kit.backend.all('FormRecords', { formId: FORM_ID })[1].field103).toBe(1200);
    });

    it('keeps the layout in local storage and the dismissed tip in a cookie', () => {
      openBoard();
      board.toggleCompact();
      board.dismissTip();
      expect(JSON.parse(kit.storage.localItems()['zn.board.layout']).compact).toBe(true);
      expect(Object.keys(kit.storage.cookies())).toContain('zn.board.tip-dismissed');
      openBoard();
      expect(board.layout.compact).toBe(true);
      expect(board.tipShown).toBe(false);
    });
  });

  it('pages through the records, 50 at a time', () => {
    const many = [];
    for (let id = 1; id <= 60; id++) many.push(deal(id, `Deal ${id}`, 'lead', id));
    seedDeals(kit.backend, many);
    serveBoardBackend(kit.backend);
    openBoard();
    expect(board.records.length).toBe(50);
    expect(board.canLoadMore()).toBe(true);
    board.loadMore();
    kit.backend.flush();
    expect(board.records.length).toBe(60);
    expect(board.canLoadMore()).toBe(false);
  });

  it('says what went wrong when its backend cannot be reached', () => {
    seedDeals(kit.backend, []);
    serveBoardBackend(kit.backend);
    kit.backend.failNext('board', 'GET /settings', { status: 500, userMessage: 'The board service is down' });
    openBoard();
    expect(board.state).toBe('failed');
    expect(board.failure).toBe('The board service is down');
  });
});
