/* The plugin's page controller, on zn-plugin's testing kit (an in-memory REST API and services). */
describe('the main page controller', function () {
  var backend, $controller, $rootScope;

  beforeEach(window.module('zn.plugin.testing'));
  beforeEach(window.inject(function (znTestBackend, _$controller_, _$rootScope_) {
    backend = znTestBackend;
    $controller = _$controller_;
    $rootScope = _$rootScope_;
    backend.seed('Forms', [
      { id: 1, name: 'Companies', workspace: { id: 7 } },
      { id: 2, name: 'Deals', workspace: { id: 7 } },
      { id: 3, name: 'Elsewhere', workspace: { id: 8 } }
    ]);
    backend.service(namespace, 'GET /summary', function (request) {
      return { workspaceId: Number(request.workspaceId), forms: 2 };
    });
  }));

  function open() {
    var scope = $rootScope.$new();
    scope.workspaceId = 7;
    $controller(namespace + 'MainCntl', { $scope: scope });
    backend.flush();
    return scope;
  }

  it('lists the forms of its workspace', function () {
    var scope = open();
    expect(scope.forms.map(function (form) { return form.name; })).toEqual(['Companies', 'Deals']);
  });

  it('shows what its backend service answers', function () {
    expect(open().summary).toEqual({ workspaceId: 7, forms: 2 });
  });

  it('says when the service fails', function () {
    backend.failNext(namespace, 'GET /summary', { status: 500, userMessage: 'Summary is down' });
    expect(open().failure).toBe('Summary is down');
  });
});
