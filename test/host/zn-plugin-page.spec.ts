import type { ICompileService, IControllerProvider, IExceptionHandlerProvider, IRootScopeService } from 'angular';
import { ZnPlugin } from '../../src/plugin/types';
import { pluginForThisSpec, withControllers, withTemplates } from './helpers';

describe('znPluginPage', () => {
  let plugin: ZnPlugin;
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: any;
  let host: JQLite;
  let scope: any;
  /** Each controller instantiation: its name and the route parameters it was given. */
  let made: Array<{ name: string; params: unknown }>;
  let destroyed: string[];

  function page(name: string) {
    return ['$scope', 'znPluginRouteParams', function ($scope: any, znPluginRouteParams: Record<string, string>) {
      made.push({ name, params: znPluginRouteParams });
      $scope.params = znPluginRouteParams;
      $scope.$on('$destroy', () => destroyed.push(name));
    }];
  }

  /** Creates the injector (so a spec can add modules before) and compiles `markup` with `path` on its scope. */
  function mount(markup: string, path?: string): void {
    angular.mock.inject((_$compile_: ICompileService, _$rootScope_: IRootScopeService, _$exceptionHandler_: unknown) => {
      $compile = _$compile_;
      $rootScope = _$rootScope_;
      $exceptionHandler = _$exceptionHandler_;
    });
    scope = $rootScope.$new();
    scope.path = path;
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    $rootScope.$digest();
  }

  function go(path: unknown): void {
    scope.path = path;
    $rootScope.$digest();
  }

  /** The page's template text (the heading apart). */
  const text = () => (host[0].querySelector('.zn-plugin-interface p')?.textContent || '').trim();

  beforeEach(() => {
    made = [];
    destroyed = [];
    plugin = pluginForThisSpec();
    angular.mock.module(['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => provider.mode('log')]);
    withControllers({ boardCntl: page('board'), boardSettingsCntl: page('settings'), notesCntl: page('notes') });
    withTemplates({
      'board-main': '<p>board {{params.id || "home"}}</p>',
      'board-settings': '<p>settings {{params.section}}</p>',
      'notes-main': '<p>notes</p>'
    });
    plugin.register('board', {
      route: '/board',
      title: 'Board',
      interfaces: [
        { controller: 'boardCntl', template: 'board-main', type: 'fullPage', routes: ['/:id', '/records/:recordId/:tab'] },
        { controller: 'boardSettingsCntl', template: 'board-settings', type: 'settings', routes: ['/:section'] }
      ]
    });
  });

  afterEach(() => host?.remove());

  describe('routes', () => {
    it('mounts the fullPage interface for the plugin\'s route, with no parameters', () => {
      mount('<div zn-plugin-page="path"></div>', '/board');
      expect(text()).toBe('board home');
      expect(made).toEqual([{ name: 'board', params: {} }]);
    });

    it('injects the parameters of the matching route as znPluginRouteParams', () => {
      mount('<div zn-plugin-page="path"></div>', '/board/records/12/notes');
      expect(made).toEqual([{ name: 'board', params: { recordId: '12', tab: 'notes' } }]);
      expect(Object.isFrozen(made[0].params)).toBe(true);
    });

    it('mounts its page again on zn-plugin-remount for its plugin, with the new template and the same parameters, and not for another', () => {
      mount('<div zn-plugin-page="path"></div>', '/board/4');
      angular.mock.inject(($templateCache: any) => $templateCache.put('board-main', '<p>new board {{params.id}}</p>'));
      $rootScope.$broadcast('zn-plugin-remount', 'notes');
      expect(made.length).toBe(1);
      $rootScope.$broadcast('zn-plugin-remount', 'board');
      $rootScope.$digest();
      expect(text()).toBe('new board 4');
      expect(made).toEqual([{ name: 'board', params: { id: '4' } }, { name: 'board', params: { id: '4' } }]);
      expect(destroyed).toEqual(['board']);
    });

    it('takes a literal path expression', () => {
      mount('<div zn-plugin-page="\'/board/7\'"></div>');
      expect(text()).toBe('board 7');
    });

    it('remounts when the parameters change, and keeps the page when they do not', () => {
      mount('<div zn-plugin-page="path"></div>', '/board/1');
      go('/board/2');
      expect(text()).toBe('board 2');
      expect(destroyed).toEqual(['board']);
      go('/board/2/');
      go('/board/2?tab=x');
      expect(made.length).toBe(2);
    });

    it('mounts nothing for a path no plugin routes, and takes the page away when the path leaves', () => {
      mount('<div zn-plugin-page="path"></div>', '/board/1/2/3');
      expect(text()).toBe('');
      go('/board/1');
      expect(text()).toBe('board 1');
      go('/elsewhere');
      expect(text()).toBe('');
      expect(destroyed).toEqual(['board']);
      go(undefined);
      expect($exceptionHandler.errors).toEqual([]);
    });

    it('mounts the settings interface with zn-plugin-type="settings"', () => {
      mount('<div zn-plugin-page="path" zn-plugin-type="settings"></div>', '/board/general');
      expect(text()).toBe('settings general');
      expect(made).toEqual([{ name: 'settings', params: { section: 'general' } }]);
    });

    it('mounts a plugin that registers after the path was set', () => {
      mount('<div zn-plugin-page="path"></div>', '/notes');
      expect(text()).toBe('');
      plugin.register('notes', { route: '/notes', controller: 'notesCntl', template: 'notes-main' });
      $rootScope.$digest();
      expect(text()).toBe('notes');
    });
  });

  describe('the page heading', () => {
    it('shows the plugin\'s title as text, never compiled', () => {
      plugin.register('notes', { route: '/notes', title: '{{1 + 1}} <b>Notes</b>', controller: 'notesCntl', template: 'notes-main' });
      mount('<div zn-plugin-page="path"></div>', '/notes');
      const heading = host[0].querySelector('h1.zn-plugin-page-title')!;
      expect(heading.textContent).toBe('{{1 + 1}} <b>Notes</b>');
      expect(heading.children.length).toBe(0);
    });

    it('prefers pageTitle, and shows none when pageTitle is false', () => {
      plugin.register('notes', { route: '/notes', title: 'Notes', pageTitle: 'All notes', controller: 'notesCntl', template: 'notes-main' });
      mount('<div zn-plugin-page="path"></div>', '/notes');
      expect(host[0].querySelector('h1')!.textContent).toBe('All notes');
    });

    it('shows none when pageTitle is false', () => {
      plugin.register('notes', { route: '/notes', title: 'Notes', pageTitle: false, controller: 'notesCntl', template: 'notes-main' });
      mount('<div zn-plugin-page="path"></div>', '/notes');
      expect(host[0].querySelector('h1')).toBeNull();
      expect(text()).toBe('notes');
    });
  });

  describe('when the page goes', () => {
    it('destroys the page scope when the host scope is destroyed', () => {
      mount('<div zn-plugin-page="path"></div>', '/board/1');
      scope.$destroy();
      expect(destroyed).toEqual(['board']);
      expect(host[0].querySelector('.zn-plugin-interface')).toBeNull();
    });

    it('destroys the page scope when its element is removed', () => {
      mount('<div><div zn-plugin-page="path"></div></div>', '/board/1');
      host.children().eq(0).remove();
      expect(destroyed).toEqual(['board']);
      plugin.register('notes', { route: '/notes', controller: 'notesCntl', template: 'notes-main' });
      go('/notes');
      expect(made.length).toBe(1);
    });
  });

  describe('mistakes', () => {
    it('reports a path that is not a string', () => {
      mount('<div zn-plugin-page="path"></div>', 12 as any);
      expect($exceptionHandler.errors.map(String)).toEqual([
        "ZnError: znPluginPage: the path must be a string such as '/my-plugin/12'; got a number (12)"
      ]);
    });

    it('reports an unknown zn-plugin-type', () => {
      mount('<div zn-plugin-page="path" zn-plugin-type="inline"></div>', '/board');
      expect(text()).toBe('');
      expect($exceptionHandler.errors.map(String)).toEqual([
        'ZnError: znPluginPage: zn-plugin-type must be one of fullPage, settings; got a string ("inline")'
      ]);
    });

    it('reports a throwing controller to $exceptionHandler and leaves nothing behind', () => {
      const boom = new Error('boom');
      plugin.register('notes', { route: '/notes', controller: 'notesCntl', template: 'notes-main' });
      angular.mock.module(['$controllerProvider', (provider: IControllerProvider) => provider.register('notesCntl', function () { throw boom; })]);
      mount('<div zn-plugin-page="path"></div>', '/notes');
      expect(host[0].querySelector('.zn-plugin-interface')).toBeNull();
      expect($exceptionHandler.errors).toEqual([[boom,
        'znPluginPage: mounting the fullPage interface of plugin "notes" (controller "notesCntl", template "notes-main")']]);
    });
  });
});
