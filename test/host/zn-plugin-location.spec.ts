import type { ICompileService, IExceptionHandlerProvider, IHttpBackendService, IRootScopeService, IScope } from 'angular';
import { ZnPlugin } from '../../src/plugin/types';
import { pluginForThisSpec, withControllers, withTemplates } from './helpers';

describe('znPluginLocation', () => {
  let plugin: ZnPlugin;
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: any;
  let $httpBackend: IHttpBackendService;
  let host: JQLite;
  /** What the controllers saw and did, by controller name. */
  let log: string[];
  let destroyed: string[];

  function widget(name: string) {
    return ['$scope', '$element', function ($scope: any, $element: JQLite) {
      log.push(`${name} on ${$element.attr('data-zn-plugin')}, template already in: ${$element.text().includes('{{')}`);
      $scope.name = name;
      $scope.$on('$destroy', () => destroyed.push(name));
    }];
  }

  function inline(namespace: string, location: string, order?: number): any {
    return { controller: `${namespace}Cntl`, template: `${namespace}-main`, type: 'inline', location, ...(order === undefined ? {} : { order }) };
  }

  function mount(markup: string, scope: IScope = $rootScope): JQLite {
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    $rootScope.$digest();
    return host;
  }

  /** The text of each mounted interface, in page order. */
  function mounted(element: JQLite = host): string[] {
    return Array.from(element[0].querySelectorAll('.zn-plugin-interface')).map((node) => (node.textContent || '').trim());
  }

  beforeEach(() => {
    log = [];
    destroyed = [];
    plugin = pluginForThisSpec();
    angular.mock.module(['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => provider.mode('log')]);
    withControllers({ alphaCntl: widget('alpha'), betaCntl: widget('beta'), gammaCntl: widget('gamma'), deltaCntl: widget('delta') });
    withTemplates({
      'alpha-main': '<p>alpha says {{name}}</p>',
      'beta-main': '<p>beta says {{name}}</p>',
      'gamma-main': '<p>gamma says {{name}}</p>',
      'delta-main': '<p>delta says {{name}}</p>'
    });
  });

  afterEach(() => {
    host?.remove();
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  });

  function injectAll(): void {
    angular.mock.inject((_$compile_: ICompileService, _$rootScope_: IRootScopeService, _$exceptionHandler_: unknown,
      _$httpBackend_: IHttpBackendService) => {
      $compile = _$compile_;
      $rootScope = _$rootScope_;
      $exceptionHandler = _$exceptionHandler_;
      $httpBackend = _$httpBackend_;
    });
  }

  describe('mounting', () => {
    beforeEach(() => {
      plugin.register('alpha', { interfaces: [inline('alpha', 'zn-plugin-form-top', 1)] });
      plugin.register('beta', { interfaces: [inline('beta', 'zn-plugin-form-top', 5), inline('beta', 'zn-top-nav')] });
      injectAll();
    });

    it('mounts every inline interface of its location, higher order first, with template and controller', () => {
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      expect(mounted()).toEqual(['beta says beta', 'alpha says alpha']);
      expect(log).toEqual(['beta on beta, template already in: true', 'alpha on alpha, template already in: true']);
    });

    it('mounts one plugin\'s interfaces again on zn-plugin-remount, with its new template and its controller run again, in their place', angular.mock.inject(($templateCache: any) => {
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      log.length = 0;
      $templateCache.put('alpha-main', '<p>alpha now says {{name}}</p>');
      $rootScope.$broadcast('zn-plugin-remount', 'alpha');
      $rootScope.$digest();
      expect(mounted()).toEqual(['beta says beta', 'alpha now says alpha']);
      expect(log).toEqual(['alpha on alpha, template already in: true']);
      expect(destroyed).toEqual(['alpha']);
    }));

    it('mounts nothing of other locations', () => {
      mount('<div zn-plugin-location="zn-plugin-form-bottom"></div>');
      expect(mounted()).toEqual([]);
      mount('<div zn-plugin-location="zn-top-nav"></div>');
      expect(mounted()).toEqual(['beta says beta']);
    });

    it('gives each interface a child scope of the location\'s scope', () => {
      const hostScope: any = $rootScope.$new();
      hostScope.record = { id: 7 };
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>', hostScope);
      const scopes = Array.from(host[0].querySelectorAll('.zn-plugin-interface p')).map((node) => angular.element(node).scope() as any);
      expect(scopes[0]).not.toBe(scopes[1]);
      scopes.forEach((scope) => {
        expect(scope.$parent).toBe(hostScope);
        expect(scope.record).toEqual({ id: 7 });
      });
      expect(hostScope.name).toBeUndefined();
    });

    it('marks each wrapper with its plugin and keeps the location\'s own content', () => {
      mount('<div zn-plugin-location="zn-plugin-form-top"><span>host content</span></div>');
      expect(host.children().eq(0).text()).toBe('host content');
      expect(host.children().eq(1).attr('data-zn-plugin')).toBe('beta');
      expect(host.children().eq(1).attr('data-zn-plugin-type')).toBe('inline');
    });

    it('follows an interpolated location', () => {
      const scope: any = $rootScope.$new();
      scope.where = 'zn-top-nav';
      mount('<div zn-plugin-location="{{where}}"></div>', scope);
      expect(mounted()).toEqual(['beta says beta']);
      scope.where = 'zn-plugin-form-top';
      $rootScope.$digest();
      expect(mounted()).toEqual(['beta says beta', 'alpha says alpha']);
      expect(destroyed).toEqual(['beta']);
    });

    it('reports an unknown location and mounts nothing', () => {
      mount('<div zn-plugin-location="zn-form-top"></div>');
      expect(mounted()).toEqual([]);
      expect($exceptionHandler.errors.map(String)).toEqual([
        'ZnError: znPluginLocation: unknown location "zn-form-top"; expected one of zn-top-nav, zn-plugin-data-subheader, zn-plugin-panel-header, zn-plugin-panel-footer, zn-plugin-form-top, zn-plugin-form-bottom'
      ]);
    });
  });

  describe('plugins that register later', () => {
    beforeEach(() => {
      plugin.register('alpha', { interfaces: [inline('alpha', 'zn-plugin-form-top', 1)] });
      plugin.register('beta', { interfaces: [inline('beta', 'zn-plugin-form-top', 10)] });
      injectAll();
    });

    it('are mounted in their place by order, without remounting the others', () => {
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      plugin.register('gamma', { interfaces: [inline('gamma', 'zn-plugin-form-top', 5)] });
      plugin.register('delta', { interfaces: [inline('delta', 'zn-plugin-form-top')] });
      $rootScope.$digest();
      expect(mounted()).toEqual(['beta says beta', 'gamma says gamma', 'alpha says alpha', 'delta says delta']);
      expect(log.length).toBe(4);
      expect(destroyed).toEqual([]);
    });

    it('leave the location alone when they register elsewhere', () => {
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      plugin.register('gamma', { interfaces: [inline('gamma', 'zn-top-nav', 5)] });
      $rootScope.$digest();
      expect(mounted()).toEqual(['beta says beta', 'alpha says alpha']);
    });
  });

  describe('when the location goes', () => {
    beforeEach(() => {
      plugin.register('alpha', { interfaces: [inline('alpha', 'zn-plugin-form-top')] });
      plugin.register('beta', { interfaces: [inline('beta', 'zn-plugin-form-top')] });
      injectAll();
    });

    it('destroys every interface scope and removes its element when the location\'s scope is destroyed', () => {
      const scope = $rootScope.$new();
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>', scope);
      scope.$destroy();
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(mounted()).toEqual([]);
    });

    it('destroys every interface scope when its element is removed, though the scope lives on', () => {
      const scope = $rootScope.$new();
      mount('<div><div zn-plugin-location="zn-plugin-form-top"></div></div>', scope);
      host.children().eq(0).remove();
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(mounted()).toEqual([]);
    });

    it('mounts nothing more when a plugin registers afterwards', () => {
      const scope = $rootScope.$new();
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>', scope);
      scope.$destroy();
      plugin.register('gamma', { interfaces: [inline('gamma', 'zn-plugin-form-top')] });
      $rootScope.$digest();
      expect(log.length).toBe(2);
      expect(mounted()).toEqual([]);
    });

    it('goes with ng-if like any other content', () => {
      const scope: any = $rootScope.$new();
      scope.shown = true;
      mount('<div><div ng-if="shown" zn-plugin-location="zn-plugin-form-top"></div></div>', scope);
      expect(mounted()).toEqual(['alpha says alpha', 'beta says beta']);
      scope.shown = false;
      $rootScope.$digest();
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(mounted()).toEqual([]);
    });
  });

  describe('failures', () => {
    it('sends a throwing controller to $exceptionHandler and still mounts the others', () => {
      const boom = new Error('boom');
      plugin.register('alpha', { interfaces: [inline('alpha', 'zn-plugin-form-top', 3)] });
      plugin.register('beta', { interfaces: [inline('beta', 'zn-plugin-form-top', 2)] });
      plugin.register('gamma', { interfaces: [inline('gamma', 'zn-plugin-form-top', 1)] });
      withControllers({ betaCntl: ['$scope', function ($scope: any) { $scope.$on('$destroy', () => destroyed.push('beta')); throw boom; }] });
      injectAll();
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      expect(mounted()).toEqual(['alpha says alpha', 'gamma says gamma']);
      expect($exceptionHandler.errors).toEqual([[boom,
        'znPluginLocation: mounting the inline interface of plugin "beta" (controller "betaCntl", template "beta-main")']]);
      expect(destroyed).toEqual(['beta']);
    });

    it('does not retry a failed interface when another plugin registers', () => {
      plugin.register('beta', { interfaces: [inline('beta', 'zn-plugin-form-top')] });
      withControllers({ betaCntl: [function () { throw new Error('boom'); }] });
      injectAll();
      mount('<div zn-plugin-location="zn-plugin-form-top"></div>');
      plugin.register('gamma', { interfaces: [inline('gamma', 'zn-plugin-form-top')] });
      $rootScope.$digest();
      expect($exceptionHandler.errors.length).toBe(1);
      expect(mounted()).toEqual(['gamma says gamma']);
    });

    it('reports an unregistered controller the same way', () => {
      plugin.register('epsilon', { interfaces: [inline('epsilon', 'zn-top-nav')] });
      withTemplates({ 'epsilon-main': '<p>epsilon</p>' });
      injectAll();
      mount('<div zn-plugin-location="zn-top-nav"></div>');
      expect(mounted()).toEqual([]);
      expect(String($exceptionHandler.errors[0][0])).toMatch(/ctrlreg/);
    });

    it('reports a template missing from $templateCache without fetching it', () => {
      plugin.register('alpha', { interfaces: [{ controller: 'alphaCntl', template: 'alpha-missing', type: 'inline', location: 'zn-top-nav' }] });
      injectAll();
      mount('<div zn-plugin-location="zn-top-nav"></div>');
      expect(mounted()).toEqual([]);
      expect(log).toEqual([]);
      expect($exceptionHandler.errors.map(String)).toEqual([
        'ZnError: znPluginLocation: template "alpha-missing" of plugin "alpha" is not in $templateCache; expected ' +
        '<script type="text/ng-template" id="alpha-missing"> in the page or $templateCache.put(\'alpha-missing\', html)'
      ]);
    });

    it('finds templates from <script type="text/ng-template"> in the page', () => {
      plugin.register('alpha', { interfaces: [{ controller: 'alphaCntl', template: 'alpha-scripted', type: 'inline', location: 'zn-top-nav' }] });
      injectAll();
      mount('<div><script type="text/ng-template" id="alpha-scripted"><em>scripted {{name}}</em></script>' +
        '<div zn-plugin-location="zn-top-nav"></div></div>');
      expect(mounted()).toEqual(['scripted alpha']);
    });
  });
});
