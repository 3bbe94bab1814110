/* The board page (boardCntl), on zn-plugin's testing kit. */
describe('the board page', function () {
  var world = boardWorld;
  var FORM_ID = world.FORM_ID;
  var kit, scope, board;

  beforeEach(function () {
    kit = world.load();
  });

  /** Opens the board page as the host does: a scope with workspaceId, then the controller. */
  function openBoard() {
    scope = kit.$rootScope.$new();
    scope.workspaceId = world.WORKSPACE_ID;
    board = kit.$controller('boardCntl', { $scope: scope });
    kit.backend.flush();
  }

  function cardNames() {
    var columns = {};
    board.columns.forEach(function (column) { columns[column.label] = column.records.map(function (record) { return record.name; }); });
    return columns;
  }

  function names(records) {
    return records.map(function (record) { return record.name; });
  }

  describe('with some deals', function () {
    beforeEach(function () {
      world.seedDeals(kit.backend, [world.deal(1, 'Acme', 'lead', 500), world.deal(2, 'Globex', 'won', 1200), world.deal(3, 'Initech', null, null)]);
      world.serveBoardBackend(kit.backend);
    });

    it('shows the records in one column per choice of the group field, with the summary', function () {
      openBoard();
      expect(board.state).toBe('ready');
      expect(cardNames()).toEqual({ Lead: ['Acme'], Won: ['Globex'], 'No stage': ['Initech'] });
      expect(board.total).toBe(3);
      expect(board.summary.won).toEqual({ value: 'won', count: 1, sum: 1200 });
    });

    it('narrows the cards with quick search, without a request', function () {
      openBoard();
      var sent = kit.backend.requests().length;
      board.search = 'glo';
      board.searchChanged();
      expect(cardNames()).toEqual({ Lead: [], Won: ['Globex'], 'No stage': [] });
      expect(kit.backend.requests().length).toBe(sent);
    });

    it('asks the API for the person\'s filter from the panel, and keeps it for the next visit', function () {
      openBoard();
      board.editFilter();
      var panel = kit.dialogs.filterPanel();
      expect(panel.options.formId).toBe(FORM_ID);
      panel.save({ and: [{ prefix: 'min', attribute: 'field103', value: 1000 }] });
      kit.backend.flush();
      expect(cardNames()).toEqual({ Lead: [], Won: ['Globex'], 'No stage': [] });
      expect(JSON.stringify(kit.backend.requests().pop())).toContain('field103');
      expect(kit.$injector.get('znLocalStorage').get('board.filter.' + FORM_ID)).toEqual({ and: [{ prefix: 'min', attribute: 'field103', value: 1000 }] });
    });

    it('deletes a record once the person says Yes', function () {
      openBoard();
      board.remove(board.records[0]);
      expect(kit.dialogs.confirms()[0].text).toBe('Delete Acme? This cannot be undone.');
      kit.dialogs.confirm(true);
      kit.backend.flush();
      expect(names(kit.backend.all('FormRecords', { formId: FORM_ID }))).toEqual(['Globex', 'Initech']);
      expect(cardNames().Lead).toEqual([]);
      expect(kit.dialogs.messages().map(function (message) { return [message.type, message.text]; })).toEqual([['saved', 'Deleted Acme.']]);
    });

    it('keeps the record when the person says No', function () {
      openBoard();
      board.remove(board.records[0]);
      kit.dialogs.confirm(false);
      kit.backend.flush();
      expect(kit.backend.all('FormRecords', { formId: FORM_ID }).length).toBe(3);
    });

    it('shows the API\'s userMessage when the delete fails', function () {
      openBoard();
      kit.backend.failNext('FormRecords', 'delete', { status: 403, userMessage: 'You may not delete deals' });
      board.remove(board.records[0]);
      kit.dialogs.confirm(true);
      kit.backend.flush();
      expect(kit.dialogs.messages().map(function (message) { return [message.type, message.text]; })).toEqual([['error', 'You may not delete deals']]);
      expect(cardNames().Lead).toEqual(['Acme']);
    });

    it('creates a record from the editor in the column it was opened from', function () {
      openBoard();
      board.create(board.columns[1]);
      var editor = kit.dialogs.modal('New deal');
      expect(editor.buttons).toEqual(['Cancel', 'Save']);
      editor.scope.editor.draft.field101 = 'Hooli';
      editor.scope.editor.draft.field103 = '99.5';
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(false);
      var created = kit.backend.all('FormRecords', { formId: FORM_ID }).pop();
      expect(created).toEqual(jasmine.objectContaining({ name: 'Hooli', field101: 'Hooli', field102: 'won', field103: 99.5 }));
      expect(cardNames().Won).toEqual(['Hooli', 'Globex']);
      expect(kit.dialogs.messages().pop().text).toBe('Created Hooli.');
    });

    it('keeps the editor open, saying why, when a value is missing', function () {
      openBoard();
      board.create();
      var editor = kit.dialogs.modal();
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(true);
      expect(editor.scope.editor.problems).toEqual(['Name is required.']);
      expect(kit.backend.requests().filter(function (request) { return request.method === 'POST'; })).toEqual([]);
    });

    it('keeps the editor open when someone else changed the record meanwhile (409)', function () {
      openBoard();
      board.edit(board.records[1]);
      var editor = kit.dialogs.modal('Edit Globex');
      editor.scope.editor.draft.field103 = '1300';
      kit.backend.failNext('FormRecords', 'save', { status: 409, userMessage: 'Someone else changed this deal' });
      editor.click('Save');
      kit.backend.flush();
      expect(editor.isOpen()).toBe(true);
      expect(kit.dialogs.messages().pop()).toEqual(jasmine.objectContaining({ type: 'error', text: 'Someone else changed this deal' }));
      expect(kit.backend.all('FormRecords', { formId: FORM_ID })[1].field103).toBe(1200);
    });

    it('keeps the layout in local storage and the dismissed tip in a cookie', function () {
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

  it('pages through the records, 50 at a time', function () {
    var many = [];
    for (var id = 1; id <= 60; id++) many.push(world.deal(id, 'Deal ' + id, 'lead', id));
    world.seedDeals(kit.backend, many);
    world.serveBoardBackend(kit.backend);
    openBoard();
    expect(board.records.length).toBe(50);
    expect(board.canLoadMore()).toBe(true);
    board.loadMore();
    kit.backend.flush();
    expect(board.records.length).toBe(60);
    expect(board.canLoadMore()).toBe(false);
  });

  it('says what went wrong when its backend cannot be reached', function () {
    world.seedDeals(kit.backend, []);
    world.serveBoardBackend(kit.backend);
    kit.backend.failNext('board', 'GET /settings', { status: 500, userMessage: 'The board service is down' });
    openBoard();
    expect(board.state).toBe('failed');
    expect(board.failure).toBe('The board service is down');
  });
});
