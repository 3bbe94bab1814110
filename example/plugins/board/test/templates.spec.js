/* The board's built templates (plugin.html), compiled against its controllers: what a person sees. */
describe('the board\'s templates', function () {
  var world = boardWorld;
  var kit;

  beforeEach(function () {
    kit = world.load();
    expect(world.loadTemplates(kit)).toContain('board-main');
    world.seedDeals(kit.backend, [world.deal(1, '<img src=x onerror="window.boardXss = true">', 'lead', 500), world.deal(2, 'Globex', 'won', 1200)]);
    world.serveBoardBackend(kit.backend);
  });

  function render() {
    var scope = kit.$rootScope.$new();
    scope.workspaceId = world.WORKSPACE_ID;
    var board = kit.$controller('boardCntl', { $scope: scope });
    kit.backend.flush();
    var element = kit.$injector.get('$compile')(kit.$injector.get('$templateCache').get('board-main'))(scope);
    kit.$rootScope.$digest();
    return { element: element, board: board };
  }

  it('shows each card\'s name as text, never as markup', function () {
    var element = render().element;
    var titles = Array.prototype.map.call(element[0].querySelectorAll('.board-card-title'), function (title) { return title.textContent; });
    expect(titles).toEqual(['<img src=x onerror="window.boardXss = true">', 'Globex']);
    expect(element[0].querySelector('img')).toBeNull();
    expect(window.boardXss).toBeUndefined();
  });

  it('lists in the editor what keeps it from saving', function () {
    var board = render().board;
    board.create();
    var editor = kit.dialogs.modal('New deal');
    editor.click('Save');
    var body = editor.element()[0];
    expect(body.querySelector('.board-editor-problems').textContent).toContain('Name is required.');
    expect(body.querySelector('#board-field-101').getAttribute('aria-invalid')).toBe('true');
    expect(kit.backend.all('FormRecords', { formId: world.FORM_ID }).length).toBe(2);
  });
});
