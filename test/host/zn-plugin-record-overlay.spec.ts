import type { ICompileService, IExceptionHandlerProvider, IHttpBackendService, IRootScopeService } from 'angular';
import { ZnPlugin } from '../../src/plugin/types';
import { pluginForThisSpec, withControllers, withTemplates } from './helpers';

describe('znPluginRecordOverlay', () => {
  let plugin: ZnPlugin;
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: any;
  let $httpBackend: IHttpBackendService;
  let host: JQLite;
  let scope: any;
  /** Each controller instantiation: its name and the record it was given. */
  let made: Array<{ name: string; record: unknown }>;
  let destroyed: string[];

  function tab(name: string) {
    return ['$scope', 'znPluginRecord', function ($scope: any, znPluginRecord: unknown) {
      made.push({ name, record: znPluginRecord });
      $scope.name = name;
      $scope.record = znPluginRecord;
      $scope.$on('$destroy', () => destroyed.push(name));
    }];
  }

  function overlay(namespace: string, order?: number): any {
    return { controller: `${namespace}Cntl`, template: `${namespace}-main`, type: 'recordOverlay', ...(order === undefined ? {} : { order }) };
  }

  function injectAll(): void {
    angular.mock.inject((_$compile_: ICompileService, _$rootScope_: IRootScopeService, _$exceptionHandler_: unknown,
      _$httpBackend_: IHttpBackendService) => {
      $compile = _$compile_;
      $rootScope = _$rootScope_;
      $exceptionHandler = _$exceptionHandler_;
      $httpBackend = _$httpBackend_;
    });
  }

  function mount(record: unknown, markup = '<div zn-plugin-record-overlay="record"></div>'): void {
    injectAll();
    scope = $rootScope.$new();
    scope.record = record;
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    $rootScope.$digest();
  }

  function show(record: unknown): void {
    scope.record = record;
    $rootScope.$digest();
  }

  /** Each section: its heading and its template's text. */
  function sections(): Array<{ heading: string | null; text: string }> {
    return Array.from(host[0].querySelectorAll('.zn-plugin-record-overlay-item')).map((section) => ({
      heading: section.querySelector('h3')?.textContent ?? null,
      text: (section.querySelector('.zn-plugin-interface')?.textContent || '').trim()
    }));
  }

  beforeEach(() => {
    made = [];
    destroyed = [];
    plugin = pluginForThisSpec();
    angular.mock.module(['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => provider.mode('log')]);
    withControllers({ alphaCntl: tab('alpha'), betaCntl: tab('beta'), gammaCntl: tab('gamma') });
    withTemplates({
      'alpha-main': '<p>alpha sees {{record.id}}</p>',
      'beta-main': '<p>beta sees {{record.id}}</p>',
      'gamma-main': '<p>gamma sees {{record.id}}</p>'
    });
  });

  afterEach(() => {
    host?.remove();
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
  });

  describe('mounting', () => {
    beforeEach(() => {
      plugin.register('alpha', { title: 'Alpha', interfaces: [overlay('alpha', 1)] });
      plugin.register('beta', { title: 'Beta <b>bold</b>', interfaces: [overlay('beta', 5), { ...overlay('beta'), type: 'inline', location: 'zn-top-nav' }] });
      plugin.register('gamma', { interfaces: [overlay('gamma')] });
    });

    it('mounts every recordOverlay interface, higher order first, each in a section headed by its plugin\'s title', () => {
      mount({ id: 12 });
      expect(sections()).toEqual([
        { heading: 'Beta <b>bold</b>', text: 'beta sees 12' },
        { heading: 'Alpha', text: 'alpha sees 12' },
        { heading: null, text: 'gamma sees 12' }
      ]);
    });

    it('mounts one plugin\'s section again on zn-plugin-remount, with its new template, in its place', () => {
      mount({ id: 12 });
      made.length = 0;
      angular.mock.inject(($templateCache: any) => $templateCache.put('alpha-main', '<p>alpha now sees {{record.id}}</p>'));
      $rootScope.$broadcast('zn-plugin-remount', 'alpha');
      $rootScope.$digest();
      expect(sections()).toEqual([
        { heading: 'Beta <b>bold</b>', text: 'beta sees 12' },
        { heading: 'Alpha', text: 'alpha now sees 12' },
        { heading: null, text: 'gamma sees 12' }
      ]);
      expect(made).toEqual([{ name: 'alpha', record: { id: 12 } }]);
      expect(destroyed).toEqual(['alpha']);
    });

    it('puts the title in as text, never as markup', () => {
      mount({ id: 12 });
      expect(host[0].querySelector('b')).toBeNull();
    });

    it('marks each section and wrapper with its plugin', () => {
      mount({ id: 12 });
      const section = host.children().eq(0);
      expect(section.attr('data-zn-plugin')).toBe('beta');
      expect(section.children().eq(1).attr('data-zn-plugin-type')).toBe('recordOverlay');
    });

    it('mounts nothing while there is no record', () => {
      mount(undefined);
      expect(sections()).toEqual([]);
      show(null);
      expect(sections()).toEqual([]);
      expect(made).toEqual([]);
      expect($exceptionHandler.errors).toEqual([]);
    });

    it('reports a record without an id and mounts nothing', () => {
      mount({ name: 'no id' });
      show('12');
      expect(sections()).toEqual([]);
      expect($exceptionHandler.errors.map(String)).toEqual([
        'ZnError: znPluginRecordOverlay: the record must be an object with an id, such as { id: 12 }; got an object whose id is undefined',
        'ZnError: znPluginRecordOverlay: the record must be an object with an id, such as { id: 12 }; got a string ("12")'
      ]);
    });
  });

  describe('the record local', () => {
    beforeEach(() => plugin.register('alpha', { title: 'Alpha', interfaces: [overlay('alpha')] }));

    it('injects the host\'s record object itself as znPluginRecord', () => {
      const record = { id: 12, name: 'Deal' };
      mount(record);
      expect(made.length).toBe(1);
      expect(made[0].record).toBe(record);
    });

    it('shows changes the host makes to that object in place, without remounting', () => {
      withTemplates({ 'alpha-main': '<p>{{record.name}}</p>' });
      const record: any = { id: 12, name: 'Deal' };
      mount(record);
      record.name = 'Renamed deal';
      $rootScope.$digest();
      expect(sections()).toEqual([{ heading: 'Alpha', text: 'Renamed deal' }]);
      expect(made.length).toBe(1);
    });
  });

  describe('another record', () => {
    beforeEach(() => {
      plugin.register('alpha', { interfaces: [overlay('alpha', 2)] });
      plugin.register('beta', { interfaces: [overlay('beta', 1)] });
    });

    it('remounts every interface with the new record when the id changes', () => {
      mount({ id: 12 });
      const next = { id: 13 };
      show(next);
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(made.map((entry) => [entry.name, entry.record])).toEqual([
        ['alpha', { id: 12 }], ['beta', { id: 12 }], ['alpha', next], ['beta', next]
      ]);
      expect(sections().map((section) => section.text)).toEqual(['alpha sees 13', 'beta sees 13']);
    });

    it('keeps the interfaces when a new object has the same id', () => {
      mount({ id: 12 });
      show({ id: 12, name: 'saved' });
      expect(destroyed).toEqual([]);
      expect(made.length).toBe(2);
    });

    it('takes everything away when the record goes', () => {
      mount({ id: 12 });
      show(null);
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(sections()).toEqual([]);
    });
  });

  describe('plugins that register later', () => {
    it('are mounted in their place by order for the current record, without remounting the others', () => {
      plugin.register('alpha', { interfaces: [overlay('alpha', 10)] });
      plugin.register('beta', { interfaces: [overlay('beta', 1)] });
      mount({ id: 12 });
      plugin.register('gamma', { title: 'Gamma', interfaces: [overlay('gamma', 5)] });
      $rootScope.$digest();
      expect(sections()).toEqual([
        { heading: null, text: 'alpha sees 12' },
        { heading: 'Gamma', text: 'gamma sees 12' },
        { heading: null, text: 'beta sees 12' }
      ]);
      expect(made.length).toBe(3);
      expect(destroyed).toEqual([]);
    });

    it('wait for a record when none is shown', () => {
      mount(null);
      plugin.register('alpha', { interfaces: [overlay('alpha')] });
      $rootScope.$digest();
      expect(made).toEqual([]);
      show({ id: 3 });
      expect(sections().map((section) => section.text)).toEqual(['alpha sees 3']);
    });
  });

  describe('when the overlay goes', () => {
    beforeEach(() => {
      plugin.register('alpha', { title: 'Alpha', interfaces: [overlay('alpha')] });
      plugin.register('beta', { title: 'Beta', interfaces: [overlay('beta')] });
    });

    it('destroys every interface scope and removes its section when the scope is destroyed', () => {
      mount({ id: 12 });
      scope.$destroy();
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(host[0].querySelectorAll('section').length).toBe(0);
    });

    it('destroys every interface scope when its element is removed, and mounts nothing afterwards', () => {
      mount({ id: 12 }, '<div><div zn-plugin-record-overlay="record"></div></div>');
      host.children().eq(0).remove();
      expect(destroyed).toEqual(['alpha', 'beta']);
      plugin.register('gamma', { interfaces: [overlay('gamma')] });
      show({ id: 13 });
      expect(made.length).toBe(2);
    });

    it('goes with ng-if like any other content', () => {
      mount({ id: 12 }, '<div><div ng-if="record" zn-plugin-record-overlay="record"></div></div>');
      expect(sections().length).toBe(2);
      show(null);
      expect(destroyed).toEqual(['alpha', 'beta']);
      expect(sections()).toEqual([]);
    });
  });

  describe('failures', () => {
    it('sends a throwing controller to $exceptionHandler, leaves no section for it, and still mounts the others', () => {
      const boom = new Error('boom');
      plugin.register('alpha', { title: 'Alpha', interfaces: [overlay('alpha', 3)] });
      plugin.register('beta', { title: 'Beta', interfaces: [overlay('beta', 2)] });
      plugin.register('gamma', { title: 'Gamma', interfaces: [overlay('gamma', 1)] });
      withControllers({ betaCntl: ['$scope', function ($scope: any) { $scope.$on('$destroy', () => destroyed.push('beta')); throw boom; }] });
      mount({ id: 12 });
      expect(sections()).toEqual([{ heading: 'Alpha', text: 'alpha sees 12' }, { heading: 'Gamma', text: 'gamma sees 12' }]);
      expect($exceptionHandler.errors).toEqual([[boom,
        'znPluginRecordOverlay: mounting the recordOverlay interface of plugin "beta" (controller "betaCntl", template "beta-main")']]);
      expect(destroyed).toEqual(['beta']);
      expect(host[0].textContent).not.toContain('Beta');
    });

    it('does not retry a failed interface when another plugin registers, but does for the next record', () => {
      plugin.register('beta', { interfaces: [overlay('beta')] });
      withControllers({ betaCntl: [function () { throw new Error('boom'); }] });
      mount({ id: 12 });
      plugin.register('gamma', { interfaces: [overlay('gamma')] });
      $rootScope.$digest();
      expect($exceptionHandler.errors.length).toBe(1);
      expect(sections().map((section) => section.text)).toEqual(['gamma sees 12']);
      show({ id: 13 });
      expect($exceptionHandler.errors.length).toBe(2);
    });

    it('reports a template missing from $templateCache without fetching it', () => {
      plugin.register('alpha', { title: 'Alpha', interfaces: [{ ...overlay('alpha'), template: 'alpha-missing' }] });
      mount({ id: 12 });
      expect(sections()).toEqual([]);
      expect(String($exceptionHandler.errors[0])).toContain('znPluginRecordOverlay: template "alpha-missing" of plugin "alpha" is not in $templateCache');
    });
  });
});
