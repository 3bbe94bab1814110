import type { ICompileService, ILocationService, IRootScopeService } from 'angular';
import { ZnPluginRoutesService, matchesPattern, pluginRoutes } from '../../src/host/plugin-routes';
import { ZnPlugin } from '../../src/plugin/types';
import { pluginForThisSpec, withControllers, withTemplates } from './helpers';

describe('zn.plugin.routes', () => {
  let plugin: ZnPlugin;
  let $rootScope: IRootScopeService;
  let $location: ILocationService;
  let view: JQLite;
  /** What each plugin controller saw in $routeParams. */
  let seen: Array<{ name: string; params: Record<string, string> }>;

  function page(name: string) {
    return ['$scope', '$routeParams', function ($scope: any, $routeParams: Record<string, string>) {
      seen.push({ name, params: { ...$routeParams } });
      $scope.params = $routeParams;
    }];
  }

  beforeEach(() => {
    seen = [];
    plugin = pluginForThisSpec();
    angular.mock.module('zn.plugin.routes');
    withControllers({ boardCntl: page('board'), boardSettingsCntl: page('settings'), lateCntl: page('late') });
    withTemplates({
      'board-main': '<p class="t">board {{params.id || "home"}}</p>',
      'board-settings': '<p class="t">settings {{params.section}}</p>',
      'late-main': '<p class="t">late</p>'
    });
    plugin.register('board', {
      route: '/board',
      interfaces: [
        { controller: 'boardCntl', template: 'board-main', type: 'fullPage', routes: ['/:id'] },
        { controller: 'boardSettingsCntl', template: 'board-settings', type: 'settings', routes: ['/:section'] }
      ]
    });
  });

  function start(): void {
    angular.mock.inject(($compile: ICompileService, _$rootScope_: IRootScopeService, _$location_: ILocationService) => {
      $rootScope = _$rootScope_;
      $location = _$location_;
      view = $compile('<div><div ng-view></div></div>')($rootScope);
      angular.element(document.body).append(view);
    });
  }

  function go(url: string): void {
    $location.url(url);
    $rootScope.$digest();
  }

  const text = () => (view[0].querySelector('.t')?.textContent || '').trim();

  afterEach(() => view?.remove());

  it('routes /workspaces/:workspace_id/plugin/<route> to the fullPage interface with $routeParams.workspace_id', () => {
    start();
    go('/workspaces/7/plugin/board');
    expect(text()).toBe('board home');
    expect(seen).toEqual([{ name: 'board', params: { workspace_id: '7' } }]);
  });

  it('gives a sub-route\'s params and the query in $routeParams', () => {
    start();
    go('/workspaces/7/plugin/board/12?tab=notes');
    expect(text()).toBe('board 12');
    expect(seen).toEqual([{ name: 'board', params: { workspace_id: '7', id: '12', tab: 'notes' } }]);
  });

  it('keeps the page mounted when only the query changes (the record overlay opens over it), $routeParams following', () => {
    start();
    go('/workspaces/7/plugin/board/12');
    go('/workspaces/7/plugin/board/12?form=1&record=2');
    expect(seen.length).toBe(1);
    angular.mock.inject(($routeParams: Record<string, string>) => {
      expect({ ...$routeParams }).toEqual({ workspace_id: '7', id: '12', form: '1', record: '2' });
    });
  });

  it('routes /workspaces/:workspace_id/admin/plugin/<route> to the settings interface', () => {
    start();
    go('/workspaces/3/admin/plugin/board/colors');
    expect(text()).toBe('settings colors');
    expect(seen).toEqual([{ name: 'settings', params: { workspace_id: '3', section: 'colors' } }]);
  });

  it('adds the routes of a plugin that registers after bootstrap, and shows it if its page is open', () => {
    start();
    go('/workspaces/7/plugin/late');
    expect(text()).toBe('');
    plugin.register('late', { route: '/late', controller: 'lateCntl', template: 'late-main' });
    $rootScope.$digest();
    expect(text()).toBe('late');
    expect(seen).toEqual([{ name: 'late', params: { workspace_id: '7' } }]);
  });

  it('gives the host the href of a plugin page', () => {
    start();
    angular.mock.inject((znPluginRoutes: ZnPluginRoutesService) => {
      expect(znPluginRoutes.href('board', 7)).toBe('/workspaces/7/plugin/board');
      expect(znPluginRoutes.href('board', 7, 'settings')).toBe('/workspaces/7/admin/plugin/board');
      expect(znPluginRoutes.href('nope', 7)).toBeUndefined();
    });
  });

  describe('znPluginRoutesProvider.paths', () => {
    it('moves the prefixes of plugin pages', () => {
      angular.mock.module(['znPluginRoutesProvider', (provider: any) => {
        provider.paths({ fullPage: '/w/:workspace_id/p', settings: '/w/:workspace_id/admin/p' });
      }]);
      start();
      go('/w/5/p/board/3');
      expect(seen).toEqual([{ name: 'board', params: { workspace_id: '5', id: '3' } }]);
      angular.mock.inject((znPluginRoutes: ZnPluginRoutesService) => {
        expect(znPluginRoutes.href('board', 5, 'settings')).toBe('/w/5/admin/p/board');
      });
    });

    it('refuses paths without :workspace_id and unknown keys (bad-params)', () => {
      const errors: any[] = [];
      angular.mock.module(['znPluginRoutesProvider', (provider: any) => {
        [{ fullPage: '/plugins' }, { pages: '/w/:workspace_id/p' }, 'x'].forEach((paths) => {
          try { provider.paths(paths); } catch (error) { errors.push(error); }
        });
      }]);
      start();
      expect(errors.map((error) => [error.name, error.code])).toEqual([['ZnError', 'bad-params'], ['ZnError', 'bad-params'], ['ZnError', 'bad-params']]);
    });
  });

  describe('pluginRoutes (pure)', () => {
    it('lists the plugin\'s base route and sub-routes under each prefix', () => {
      const registered = { namespace: 'x', route: '/x', interfaces: [
        { namespace: 'x', type: 'fullPage' as const, controller: 'xC', template: 'x-m', routes: ['/:id', '/a/:b'], topNav: true }
      ] };
      expect(pluginRoutes(registered).map((route) => route.path)).toEqual([
        '/workspaces/:workspace_id/plugin/x', '/workspaces/:workspace_id/plugin/x/:id', '/workspaces/:workspace_id/plugin/x/a/:b'
      ]);
      expect(matchesPattern('/w/:id/p', '/w/3/p')).toBe(true);
      expect(matchesPattern('/w/:id/p', '/w/3/q')).toBe(false);
    });
  });
});
