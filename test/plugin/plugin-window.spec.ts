// What plugin code's `$window` is (src/plugin/plugin-window.ts): its definitions ask for
// znPluginWindow, which zn.plugin gives as the page's $window (a v1 plugin shipped as a v2 app
// gets the frame's stand-in instead, test/frame/contract.spec.ts); a unit test's $window local
// still reaches a plugin controller. And the v1 page's $scope.pluginName.
import type { ICompileService, IControllerService, IRootScopeService, IWindowService } from 'angular';
import { PLUGIN_WINDOW, withPluginWindow } from '../../src/plugin/plugin-window';
import { pluginForThisSpec, uniqueName, withTemplates } from '../host/helpers';

describe('a plugin\'s $window', () => {
  describe('withPluginWindow', () => {
    it('names $window znPluginWindow in an array or $inject annotation, in a new array, and leaves the rest as it is', () => {
      const fn = () => undefined;
      const given = ['$scope', '$window', fn];
      expect(withPluginWindow(given)).toEqual(['$scope', PLUGIN_WINDOW, fn]);
      expect(given).toEqual(['$scope', '$window', fn]);
      const injected = Object.assign(function ctrl() { /* nothing */ }, { $inject: ['$window', 'znData'] });
      expect(withPluginWindow(injected)).toEqual([PLUGIN_WINDOW, 'znData', injected]);
      const other = ['$scope', fn];
      expect(withPluginWindow(other)).toBe(other);
      expect(withPluginWindow(fn)).toBe(fn);
    });
  });

  describe('on the page', () => {
    let name: string;
    let seen: unknown[];

    beforeEach(() => {
      seen = [];
      name = uniqueName('Cntl');
      const plugin = pluginForThisSpec();
      plugin.controller(name, ['$scope', '$window', function ($scope: unknown, $window: unknown) { seen.push($window); }])
        .service(name + 'Svc', ['$window', function (this: { window: unknown }, $window: unknown) { this.window = $window; }]);
    });

    it('is the page\'s $window in controllers and services the plugin defines', () => {
      angular.mock.inject(($controller: IControllerService, $rootScope: IRootScopeService, $window: IWindowService, $injector: any) => {
        $controller(name, { $scope: $rootScope.$new() });
        expect(seen).toEqual([$window]);
        expect($injector.get(name + 'Svc').window).toBe($window);
        expect($injector.get(PLUGIN_WINDOW)).toBe($window);
      });
    });

    it('is the $window a unit test hands the controller', () => {
      const fake = { location: { href: 'http://fake.test/' } };
      angular.mock.inject(($controller: IControllerService, $rootScope: IRootScopeService) => {
        $controller(name, { $scope: $rootScope.$new(), $window: fake });
        expect(seen).toEqual([fake]);
      });
    });
  });

  describe('$scope.pluginName on the page', () => {
    it('is the plugin\'s namespace on the scope of each interface, as Zengine\'s page gave it', () => {
      const namespace = uniqueName();
      const dashedNamespace = namespace.replace(/[A-Z]/g, (capital) => '-' + capital.toLowerCase());
      const scopes: any[] = [];
      const plugin = pluginForThisSpec();
      plugin.controller(namespace + 'Cntl', ['$scope', function ($scope: unknown) { scopes.push($scope); }]).register(namespace, {
        route: '/' + dashedNamespace, interfaces: [{ type: 'fullPage', controller: namespace + 'Cntl', template: dashedNamespace + '-main' }]
      });
      withTemplates({ [dashedNamespace + '-main']: '<p>{{pluginName}}</p>' });
      angular.mock.inject(($compile: ICompileService, $rootScope: IRootScopeService) => {
        const scope = $rootScope.$new() as IRootScopeService & { path?: string };
        scope.path = '/' + dashedNamespace;
        const element = $compile('<div zn-plugin-page="path"></div>')(scope);
        $rootScope.$digest();
        expect(scopes.length).toBe(1);
        expect(scopes[0].pluginName).toBe(namespace);
        expect(element[0].querySelector('p')!.textContent).toBe(namespace);
        element.remove();
      });
    });
  });
});
