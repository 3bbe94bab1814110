import { envelope, exactly, verifyNoOutstandingHttp } from './helpers';

// The examples of docs/zn-data.md, as written there, run against $httpBackend.
describe('the examples of docs/zn-data.md', () => {
  let $httpBackend: angular.IHttpBackendService;
  let $controller: angular.IControllerService;
  let $rootScope: angular.IRootScopeService;
  let $exceptionHandler: { errors: unknown[] };

  beforeEach(() => {
    const plugin = angular.module('docsExamplePlugin', ['zn.plugin']);

    plugin.controller('recordSearchCntl', ['$scope', 'znData', function ($scope: any, znData: any) {
      let pending: any = null;

      $scope.results = [];
      $scope.search = function (text: string) {
        if (pending) pending.cancel();
        if (!text) {
          pending = null;
          $scope.results = [];
          return;
        }
        const query = znData('FormRecords').query({ formId: $scope.formId, 'contains-name': text, limit: 10 });
        pending = query;
        query.then(function (records: unknown[]) {
          $scope.results = records;
        }).catch(function (failure: any) {
          if (!failure.cancelled) $scope.error = failure.userMessage;
        }).finally(function () {
          if (pending === query) pending = null;
        });
      };

      $scope.$on('$destroy', function () {
        if (pending) pending.cancel();
      });
    }]);

    plugin.controller('exportCntl', ['$scope', 'znData', function ($scope: any, znData: any) {
      $scope.progress = 0;
      const reading = znData('FormRecords').queryAll({ formId: $scope.formId, sort: 'id' }, function (page: unknown[], progress: any) {
        $scope.progress = progress.totalCount ? Math.round(100 * progress.loaded / progress.totalCount) : 100;
      });
      reading.then(function (records: unknown[]) {
        $scope.records = records;
      });
      $scope.stop = function () { reading.cancel(); };
      $scope.$on('$destroy', $scope.stop);
    }]);
  });
  beforeEach(angular.mock.module('docsExamplePlugin', ['$exceptionHandlerProvider', (handler: angular.IExceptionHandlerProvider) => {
    handler.mode('log');
  }]));
  beforeEach(angular.mock.inject(['$httpBackend', '$controller', '$rootScope', '$exceptionHandler',
    (h: angular.IHttpBackendService, c: angular.IControllerService, r: angular.IRootScopeService, e: { errors: unknown[] }) => {
      $httpBackend = h;
      $controller = c;
      $rootScope = r;
      $exceptionHandler = e;
    }]));
  afterEach(verifyNoOutstandingHttp);
  afterEach(() => expect($exceptionHandler.errors).toEqual([]));

  it('the typeahead shows the answer of the last query only, and cancels the older ones', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    $controller('recordSearchCntl', { $scope });
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=a&limit=10')).respond(200, envelope([{ name: 'a (old)' }]));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=ab&limit=10')).respond(200, envelope([{ name: 'ab' }]));
    $scope.search('a');
    $scope.search('ab');
    $httpBackend.flush();
    expect($scope.results).toEqual([{ name: 'ab' }]);
    expect($scope.error).toBeUndefined();
  });

  it('the typeahead cancels what is loading when its scope goes', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    $controller('recordSearchCntl', { $scope });
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?contains-name=x&limit=10')).respond(200, envelope([]));
    $scope.search('x');
    $scope.$destroy();
    $rootScope.$digest();
    $httpBackend.verifyNoOutstandingRequest();
    $httpBackend.resetExpectations();
  });

  it('the export reads every page and shows its progress', () => {
    const $scope: any = $rootScope.$new();
    $scope.formId = 4;
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?sort=id&limit=100&page=1')).respond(200, envelope(page(1, 100), { totalCount: 150, limit: 100, offset: 0 }));
    $httpBackend.expect('GET', exactly('/v1/forms/4/records?sort=id&limit=100&page=2')).respond(200, envelope(page(101, 50), { totalCount: 150, limit: 100, offset: 100 }));
    $controller('exportCntl', { $scope });
    $httpBackend.flush();
    expect($scope.records.length).toBe(150);
    expect($scope.progress).toBe(100);
  });
});

// docs/zn-data.md, "Retries: in specs", as written there.
describe('the retry example of docs/zn-data.md', () => {
  beforeEach(angular.mock.module('zn.plugin', ['$provide', function ($provide: angular.auto.IProvideService) {
    $provide.value('znRandom', function () { return 0.5; });
  }]));

  it('retries a 503 after 500 ms', angular.mock.inject(['znData', '$httpBackend', '$timeout',
    function (znData: any, $httpBackend: angular.IHttpBackendService, $timeout: angular.ITimeoutService) {
      $httpBackend.expect('GET', '/v1/tasks/1').respond(503, '');
      const done = jasmine.createSpy('done');
      znData('Tasks').get({ id: 1 }).then(done);
      $httpBackend.flush();
      $httpBackend.expect('GET', '/v1/tasks/1').respond(200, { status: 200, code: 2000, data: { id: 1 } });
      $timeout.flush(500);
      $httpBackend.flush();
      expect(done).toHaveBeenCalledWith({ id: 1 });
    }]));
});
