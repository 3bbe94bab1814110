// The spec of docs/testing.md's example, word for word.
describe('tasksCntl', function () {
  var backend, dialogs, $controller, $rootScope;

  beforeEach(module('zn.plugin.testing'));
  beforeEach(inject(function (znTestBackend, znTestDialogs, _$controller_, _$rootScope_) {
    backend = znTestBackend;
    dialogs = znTestDialogs;
    $controller = _$controller_;
    $rootScope = _$rootScope_;

    backend.seed('FormRecords', { formId: 5 }, [
      { id: 1, name: 'Write docs', field2: 'open' },
      { id: 2, name: 'Answer mail', field2: 'done' },
      { id: 3, name: 'Book room', field2: 'open' }
    ]);
    backend.service('tasks', 'GET /settings', function (request) {
      return { formId: 5, workspace: request.workspaceId };
    });
  }));

  function open() {
    var scope = $rootScope.$new();
    scope.workspaceId = 1;              // the host gives every plugin page its workspace
    $controller('tasksCntl', { $scope: scope });
    backend.flush();                    // settings, then the query they lead to
    return scope;
  }

  it('lists the open tasks by name', function () {
    var scope = open();
    expect(scope.tasks.map(function (task) { return task.name; })).toEqual(['Book room', 'Write docs']);
  });

  it('closes a task once the person says Yes', function () {
    var scope = open();
    scope.close(scope.tasks[1]);
    expect(dialogs.confirms()[0].text).toBe('Close Write docs?');
    dialogs.confirm(true);
    backend.flush();
    expect(backend.all('FormRecords', { formId: 5 })[0].field2).toBe('done');
    expect(scope.tasks.length).toBe(1);
    expect(dialogs.messages()[0]).toEqual(jasmine.objectContaining({ type: 'saved', text: 'Closed.' }));
  });

  it('says why when the save is refused', function () {
    var scope = open();
    backend.failNext('FormRecords', 'save', { status: 409, userMessage: 'Someone else changed this task' });
    scope.close(scope.tasks[0]);
    dialogs.confirm(true);
    backend.flush();
    expect(dialogs.messages()[0].text).toBe('Someone else changed this task');
    expect(scope.tasks.length).toBe(2);
  });

  it('shows the failure when its backend is down', function () {
    backend.failNext('tasks', 'GET /settings', { status: 503, userMessage: 'Try again later' });
    expect(open().failure).toBe('Try again later');
  });
});
