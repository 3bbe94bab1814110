import type { IHttpBackendService, IHttpService, IIntervalService, ITimeoutService } from 'angular';
import { legacyModules, Page, textOf } from './helpers';

/** A page and the injector of a spec, with (or without) the compatibility layer. */
function withInjector(withLayer: boolean, body: (get: () => { page: Page; injector: any }) => void): void {
  let page: Page;
  let injector: any;
  beforeEach(angular.mock.module(...legacyModules(withLayer)));
  beforeEach(angular.mock.inject(($injector: any) => {
    injector = $injector;
    page = $injector.instantiate(Page);
  }));
  afterEach(() => {
    page.remove();
    injector.get('$httpBackend').verifyNoOutstandingExpectation();
  });
  body(() => ({ page, injector }));
}

describe('zn.plugin.compat: AngularJS 1.2 behaviour', () => {
  describe('with the layer', () => withInjector(true, (get) => {
    describe('$http', () => {
      it('success(fn) gets (data, status, headers, config) and returns the promise, so error(fn) chains', () => {
        const { injector } = get();
        const $http: any = injector.get('$http');
        const $httpBackend: IHttpBackendService = injector.get('$httpBackend');
        $httpBackend.expectGET('/v1/forms').respond(200, { data: [1] }, { 'X-Total': '1' });
        const seen: unknown[] = [];
        const promise = $http.get('/v1/forms').success((data: any, status: number, headers: any, config: any) => {
          seen.push(data, status, headers('X-Total'), config.url);
        }).error(() => seen.push('error'));
        expect(typeof promise.then).toBe('function');
        $httpBackend.flush();
        expect(seen).toEqual([{ data: [1] }, 200, '1', '/v1/forms']);
      });

      it('error(fn) gets the failure the same way, for $http(config) and every shortcut', () => {
        const { injector } = get();
        const $http: any = injector.get('$http');
        const $httpBackend: IHttpBackendService = injector.get('$httpBackend');
        $httpBackend.expectPOST('/v1/records').respond(400, { message: 'bad' });
        $httpBackend.expectPUT('/v1/records/1').respond(500, 'down');
        const seen: unknown[] = [];
        $http({ method: 'POST', url: '/v1/records', data: {} }).error((data: any, status: number) => seen.push(data, status));
        $http.put('/v1/records/1', {}).success(() => seen.push('success')).error((data: any, status: number) => seen.push(data, status));
        $httpBackend.flush();
        expect(seen).toEqual([{ message: 'bad' }, 400, 'down', 500]);
      });
    });

    it('ng-repeat over an object goes through its keys in sorted order, as 1.2 did', () => {
      const { page } = get();
      page.scope.people = { zoe: 'Z', adam: 'A', mia: 'M' };
      const view = page.compile('<span ng-repeat="(name, initial) in people">{{name}}={{initial}};</span>');
      expect(textOf(view)).toBe('adam=A;mia=M;zoe=Z;');
      page.scope.people.bob = 'B';
      page.scope.$digest();
      expect(textOf(view)).toBe('adam=A;bob=B;mia=M;zoe=Z;');
    });

    it('$cookieStore keeps values as JSON in cookies', () => {
      const { injector } = get();
      const store = injector.get('$cookieStore');
      store.put('znLegacySpec', { tab: 2 });
      expect(document.cookie).toContain('znLegacySpec=');
      expect(store.get('znLegacySpec')).toEqual({ tab: 2 });
      store.remove('znLegacySpec');
      expect(store.get('znLegacySpec')).toBeUndefined();
    });

    it('$modal.open gives the dialog\'s controller $modalInstance, which closes it', () => {
      const { page, injector } = get();
      let given: any;
      const controller = ($scope: any, $modalInstance: any) => { given = $modalInstance; $scope.title = 'Pick'; };
      controller.$inject = ['$scope', '$modalInstance'];
      const instance = injector.get('$modal').open({ template: '<div class="legacy-dialog">{{title}}</div>', controller });
      let result: unknown;
      instance.result.then((value: unknown) => { result = value; });
      page.settle();
      expect(textOf(document.querySelector('.legacy-dialog'))).toBe('Pick');
      given.close('done');
      page.settle();
      expect(result).toBe('done');
      // the window and backdrop leave once their animation frame ran
      injector.get('$$rAF').flush();
      page.scope.$digest();
      expect(document.querySelectorAll('.modal, .modal-backdrop').length).toBe(0);
      expect(injector.get('$position')).toBe(injector.get('$uibPosition'));
      expect(injector.get('datepickerConfig')).toBe(injector.get('uibDatepickerConfig'));
    });

    it('<input type="number"> shows a number model given as text, as the API gives it', () => {
      const { page } = get();
      page.scope.record = { field7: '12.5' };
      const view = page.compile('<input type="number" ng-model="record.field7">');
      expect((view.querySelector('input') as HTMLInputElement).value).toBe('12.5');
    });

    it('<select> with option values shows a number model as chosen, comparing as text', () => {
      const { page } = get();
      page.scope.record = { status: 2 };
      const view = page.compile('<select ng-model="record.status"><option value="1">Open</option><option value="2">Done</option></select>');
      expect((view.querySelector('select') as HTMLSelectElement).value).toBe('2');
    });

    it('orderBy and filter give an object back as it is (1.8 throws notarray)', angular.mock.inject(($filter: any) => {
      const people = { a: { name: 'Ann' } };
      expect($filter('orderBy')(people, 'name')).toBe(people);
      expect($filter('filter')(people, 'Ann')).toBe(people);
      expect($filter('orderBy')([{ n: 2 }, { n: 1 }], 'n')).toEqual([{ n: 1 }, { n: 2 }]);
    }));

    it('$timeout.cancel and $interval.cancel of a promise they did not make return false', () => {
      const { injector } = get();
      const $timeout: ITimeoutService = injector.get('$timeout');
      const $interval: IIntervalService = injector.get('$interval');
      expect($timeout.cancel($timeout(angular.noop, 10).then(angular.noop))).toBe(false);
      expect($interval.cancel($interval(angular.noop, 10).then(angular.noop))).toBe(false);
    });

    it('ng-controller finds a controller function declared globally, with a warning', () => {
      const { page, injector } = get();
      const legacyGlobalCtrl = ($scope: any) => { $scope.greeting = 'hello from a global'; };
      legacyGlobalCtrl.$inject = ['$scope'];
      (window as any).legacyGlobalCtrl = legacyGlobalCtrl;
      try {
        const view = page.compile('<p ng-controller="legacyGlobalCtrl">{{greeting}}</p>');
        expect(textOf(view)).toBe('hello from a global');
        expect(injector.get('$log').warn.logs.join(' ')).toContain('legacyGlobalCtrl');
      } finally {
        delete (window as any).legacyGlobalCtrl;
      }
    });

    it('ng-if, ng-show and ng-hide count an empty array and \'no\', \'false\', \'0\', \'n\', \'f\' as false, as 1.2 did', () => {
      const { page } = get();
      page.scope.items = [];
      page.scope.flag = 'No';
      const view = page.compile('<p class="a" ng-if="flag">a</p><p class="b" ng-show="items">b</p><p class="c" ng-hide="::\'0\'">c</p>');
      expect(view.querySelector('.a')).toBeNull();
      expect(view.querySelector('.b')!.classList).toContain('ng-hide');
      expect(view.querySelector('.c')!.classList).not.toContain('ng-hide');
      page.scope.items.push(1);
      page.scope.flag = 'yes';
      page.scope.$digest();
      expect(view.querySelector('.a')).not.toBeNull();
      expect(view.querySelector('.b')!.classList).not.toContain('ng-hide');
    });

    it('angular.lowercase and angular.uppercase are there again', () => {
      expect((angular as any).lowercase('ABC')).toBe('abc');
      expect((angular as any).uppercase('abc')).toBe('ABC');
    });
  }));

  describe('without the layer (AngularJS 1.8 as it is)', () => withInjector(false, (get) => {
    it('$http promises have no success or error', () => {
      const { injector } = get();
      const $http: IHttpService = injector.get('$http');
      injector.get('$httpBackend').expectGET('/v1/forms').respond(200, {});
      const promise: any = $http.get('/v1/forms');
      expect(promise.success).toBeUndefined();
      injector.get('$httpBackend').flush();
    });
  }));
});
