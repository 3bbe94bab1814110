import type { ICompileService, IControllerProvider, IControllerService, IHttpBackendService, IRootScopeService, ITemplateCacheService } from 'angular';
import '../../src/extras';
import { envelope } from '../data/helpers';

// The services Zengine's runtime let plugin code inject (its whitelist), each injectable in a
// plugin controller. `$scope` is a controller's local, `$firebase` comes with AngularFire, which
// the workbench's host page loads (docs/firebase.md).
const WHITELIST = [
  '$anchorScroll', '$filter', '$http', '$interpolate', '$interval', '$locale', '$location', '$log', '$parse', '$q',
  '$resource', '$routeParams', '$timeout',
  'znConfirm', 'znData', 'znFiltersPanel', 'znMessage', 'znModal', 'znPluginData', 'znPluginEvents', 'znTemplateCache',
  'znLocalStorage', 'znCookies', 'znWindow', 'znUserDateFilter', 'znFilterMatcher'
];

describe('the services on Zengine\'s whitelist', () => {
  beforeEach(angular.mock.module('ngRoute', 'zn.plugin', 'zn.plugin.extras'));

  it('are all injectable in a plugin controller', () => {
    angular.mock.module(($controllerProvider: IControllerProvider) => {
      $controllerProvider.register('whitelistCntl', ['$scope', ...WHITELIST, function ($scope: any, ...services: unknown[]) {
        $scope.services = services;
      }]);
    });
    angular.mock.inject(($controller: IControllerService, $rootScope: IRootScopeService) => {
      const scope: any = $rootScope.$new();
      $controller('whitelistCntl', { $scope: scope });
      expect(scope.services.length).toBe(WHITELIST.length);
      scope.services.forEach((service: unknown, index: number) => expect(service).withContext(WHITELIST[index]).toBeDefined());
    });
  });

  describe('znTemplateCache', () => {
    it('is the page\'s template cache: a template put there is the one ng-include shows', () => {
      angular.mock.inject(['znTemplateCache', '$compile', '$rootScope', (znTemplateCache: ITemplateCacheService,
        $compile: ICompileService, $rootScope: IRootScopeService) => {
        znTemplateCache.put('my-plugin-row.html', '<b>{{ name }}</b>');
        const scope: any = $rootScope.$new();
        scope.name = 'Ada';
        const element = $compile('<div><div ng-include="\'my-plugin-row.html\'"></div></div>')(scope);
        scope.$digest();
        expect(element.text()).toBe('Ada');
        expect(znTemplateCache.get('my-plugin-row.html')).toBe('<b>{{ name }}</b>');
        element.remove();
      }]);
    });
  });

  describe('$resource', () => {
    it('is angular-resource\'s: a plugin\'s resource reads and saves through $http', () => {
      angular.mock.inject(['$resource', '$httpBackend', ($resource: any, $httpBackend: IHttpBackendService) => {
        const Note = $resource('/v1/notes/:id', { id: '@id' });
        $httpBackend.expect('GET', '/v1/notes/3').respond(200, { id: 3, body: 'hi' });
        const note = Note.get({ id: 3 });
        $httpBackend.flush();
        expect(note.body).toBe('hi');
        note.body = 'hello';
        $httpBackend.expect('POST', '/v1/notes/3', { id: 3, body: 'hello' }).respond(200, envelope({ id: 3 }));
        note.$save();
        $httpBackend.flush();
        $httpBackend.verifyNoOutstandingExpectation();
      }]);
    });
  });
});
