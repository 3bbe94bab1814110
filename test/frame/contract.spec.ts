/**
 * zn-plugin-frame in a host that follows Zengine's v2 contract (docs/v2.md, "A shipped app in
 * Zengine's v2 host"): plugin pages at /workspaces/<id>/plugins/<namespace>[/sub] and under
 * /admin/, `pathParams.plugin_route` '<namespace>/<sub>', `locationChange` as the page moves.
 * ngRoute runs in the frame (karma loads angular-route); `$window`, `znWindow` and
 * `plugin.namespace` as a v1 plugin and zengine-migrator's rewrite of it use them; the docs' modal
 * snippet; a frame that unloads says so.
 */
import type { IRootScopeService } from 'angular';
import '../../src/extras/index';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { ZnFrameApp, ZnFrameContext } from '../../src/frame/runtime';
import { FakeHost, SpecPlugin, baseContext, startSpecFrame, stopSpecFrames, turns, until } from './fake-host';

let seen: any[];

/** Zengine's v2 host's location for `path` (plugin_route as it names it). */
function zengineLocation(path: string, search: Record<string, string> = {}): ZnFrameContext['location'] {
  const params: Record<string, string> = { workspace_id: path.split('/')[2] };
  const page = /^\/workspaces\/[^/]+\/(?:admin\/)?plugins\/(.+)$/.exec(path);
  if (page) params.plugin_route = page[1];
  const data = /^\/workspaces\/[^/]+\/data\/([^/]+)/.exec(path);
  if (data) params.form_id = data[1];
  const query = Object.keys(search).map((key) => `${key}=${search[key]}`).join('&');
  return {
    protocol: 'https:', host: 'app.zenginehq.com', port: 443, hash: '', href: `https://app.zenginehq.com${path}${query ? '?' + query : ''}`,
    pathname: path, searchParams: search, pathParams: params
  };
}

/** The docs' templates-and-routes plugin (fullPage '/:page', settings '/:config') with an inline interface, through the plugin object. */
function docsPlugin(): SpecPlugin {
  const catalog = new PluginCatalog();
  const plugin = createPlugin(catalog, pluginRegistrar);
  plugin.controller('contractPlugCntl', ['$scope', '$routeParams', '$route', function ($scope: any, $routeParams: any, $route: any) {
    $scope.currentPage = $routeParams.page || 'index';
    seen.push({ kind: 'page', params: { ...$routeParams }, scope: $scope, route: $route.current && $route.current.params.page });
    $scope.$on('$routeChangeSuccess', (_event: unknown, current: any) => seen.push({ kind: 'routeChange', page: current && current.params.page }));
  }]).controller('contractPlugSettingsCntl', ['$scope', '$routeParams', function ($scope: any, $routeParams: any) {
    seen.push({ kind: 'settings', params: { ...$routeParams }, scope: $scope });
  }]).controller('contractPlugNavCntl', ['$scope', '$routeParams', function ($scope: any, $routeParams: any) {
    seen.push({ kind: 'nav', params: $routeParams, scope: $scope });
  }]).controller('contractPlugWindowCntl', ['$scope', '$window', 'znWindow', function ($scope: any, $window: any, znWindow: any) {
    seen.push({ kind: 'window', $window, znWindow, scope: $scope });
  }]).register('contractPlug', {
    route: '/contract-plug', title: 'Contract Plug',
    interfaces: [
      { type: 'fullPage', controller: 'contractPlugCntl', template: 'contract-plug-main', routes: ['/:page'] },
      { type: 'settings', controller: 'contractPlugSettingsCntl', template: 'contract-plug-settings', routes: ['/:config'] },
      { type: 'inline', location: 'zn-top-nav', controller: 'contractPlugNavCntl', template: 'contract-plug-nav' },
      { type: 'inline', location: 'zn-plugin-form-top', controller: 'contractPlugWindowCntl', template: 'contract-plug-nav', routes: ['/:tab/:page'] }
    ]
  });
  return {
    catalog, controllers: {}, templates: {
      'contract-plug-main': '<div ng-include="\'contract-plug-\' + currentPage"></div><a class="own" href="/workspaces/1/plugin/contract-plug/view">view</a>' +
        '<div ng-click="$event.stopPropagation()"><a class="stopped" href="/workspaces/1/data/7">stopped</a></div>' +
        '<a class="kept" href="/workspaces/1/data/8" ng-click="$event.preventDefault()">kept</a>',
      'contract-plug-index': '<p class="shown">index</p>', 'contract-plug-view': '<p class="shown">view</p>',
      'contract-plug-settings': '<p>settings</p>', 'contract-plug-nav': '<p>nav</p>'
    }
  };
}

describe('zn-plugin-frame in a host that follows Zengine\'s v2 contract', () => {
  let host: FakeHost;
  let app: ZnFrameApp;
  const get = <T = any>(name: string): T => app.injector.get<T>(name);
  const shown = () => Array.from(document.querySelectorAll('[zn-frame-root] .shown')).map((element) => element.textContent);

  function contextAt(path: string, view: Record<string, unknown> = { type: 'fullPage', src: '/index.html' }, search: Record<string, string> = {}) {
    return baseContext({ plugin: { id: 7, name: 'Contract Plug', namespace: 'contractPlug' }, pluginView: view as never, location: zengineLocation(path, search) });
  }
  function moveTo(path: string, search: Record<string, string> = {}) {
    host.emit('locationChange', { next: zengineLocation(path, search), prev: null });
  }

  beforeEach(() => {
    seen = [];
    host = new FakeHost({ context: () => contextAt('/workspaces/1/plugins/contractPlug/alpha') });
  });
  afterEach(() => stopSpecFrames());

  describe('sub-routes from plugin_route', () => {
    it('gives a fullPage at /plugins/<namespace>/alpha $routeParams.page, the workspace, ngRoute\'s $route.current and the v1 page\'s pluginName', async () => {
      app = await startSpecFrame(host, docsPlugin());
      await until(() => seen.some((entry) => entry.kind === 'page'), 'the page');
      const page = seen.find((entry) => entry.kind === 'page');
      expect(page.params).toEqual({ workspace_id: '1', page: 'alpha' });
      expect(page.route).toBe('alpha');
      expect(page.scope.pluginName).toBe('contractPlug');
      expect(page.scope.$parent.pluginName).toBe('contractPlug');
      expect(get('$route').current.$$route.originalPath).toBe('/workspaces/:workspace_id/plugins/contractPlug/:page');
    });

    it('shows the docs\' templates by $routeParams.page: /index at none and at /index, /view at /view, following the page', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/plugins/contractPlug');
      app = await startSpecFrame(host, docsPlugin());
      await until(() => shown().length === 1, 'the index template');
      expect(shown()).toEqual(['index']);
      moveTo('/workspaces/1/plugins/contractPlug/view');
      await until(() => shown()[0] === 'view', 'the view template');
      expect(get('$routeParams')).toEqual({ workspace_id: '1', page: 'view' });
      expect(seen.filter((entry) => entry.kind === 'routeChange').map((entry) => entry.page)).toEqual(['view']);
      moveTo('/workspaces/1/plugins/contractPlug/index');
      await until(() => shown()[0] === 'index', 'the index template again');
    });

    it('runs the routes a plugin gives ngRoute\'s $routeProvider itself, on the page\'s address', async () => {
      app = await startSpecFrame(host, docsPlugin(), { modules: [['$routeProvider', ($routeProvider: any) => {
        $routeProvider.when('/workspaces/:workspace_id/reports/:report', { reloadOnSearch: false });
      }]] });
      await until(() => seen.some((entry) => entry.kind === 'page'), 'the page');
      moveTo('/workspaces/1/reports/9');
      await until(() => get('$route').current && get('$route').current.params.report === '9', 'the plugin\'s own route');
      await until(() => get('$routeParams').report === '9', '$routeParams');
      expect(get('$route').current.$$route.originalPath).toBe('/workspaces/:workspace_id/reports/:report');
    });

    it('gives a settings view at /admin/plugins/<namespace>/cfg7 $routeParams.config', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/admin/plugins/contractPlug/cfg7', { type: 'settings', src: '/index.html' });
      app = await startSpecFrame(host, docsPlugin());
      await until(() => seen.length === 1, 'the settings');
      expect(seen[0].kind).toBe('settings');
      expect(seen[0].params).toEqual({ workspace_id: '1', config: 'cfg7' });
    });

    it('gives an inline interface its own routes\' parameters, else its page\'s, and keeps it mounted as the page moves', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/plugins/contractPlug/alpha', { type: 'inline', location: 'zn-top-nav', src: '/index.html' });
      app = await startSpecFrame(host, docsPlugin());
      await until(() => seen.length === 1, 'the nav');
      expect({ ...seen[0].params }).toEqual({ workspace_id: '1', page: 'alpha' });
      moveTo('/workspaces/1/plugins/contractPlug/beta', { q: '1' });
      await until(() => seen[0].params.page === 'beta', 'the new page');
      expect({ ...seen[0].params }).toEqual({ workspace_id: '1', page: 'beta', q: '1' });
      moveTo('/workspaces/1/data/3');
      await until(() => seen[0].params.form_id === '3', 'the data page');
      expect({ ...seen[0].params }).toEqual({ workspace_id: '1', form_id: '3' });
      expect(seen.length).toBe(1);
    });

    it('matches an inline interface\'s own routes on plugin_route, as legacy-plugin-wrapper did', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/plugins/contractPlug/notes/9', { type: 'inline', location: 'zn-plugin-form-top', src: '/index.html' });
      app = await startSpecFrame(host, docsPlugin());
      await until(() => seen.length === 1, 'the inline');
      await turns();
      expect({ ...get('$routeParams') }).toEqual({ workspace_id: '1', tab: 'notes', page: '9' });
    });
  });

  describe('moving the page', () => {
    it('sends a v1 address of the plugin\'s own page (a link, $location.path) as the host\'s /plugins/<namespace> address; other links as they are', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/plugins/contractPlug');
      host.handlers.location = () => null;
      app = await startSpecFrame(host, docsPlugin());
      await until(() => shown().length === 1, 'the page');
      (document.querySelector('[zn-frame-root] a.own') as HTMLElement).click();
      await until(() => host.calls('location').length === 1, 'the link\'s move');
      get<IRootScopeService>('$rootScope').$apply(() => get('$location').path('/workspaces/1/plugin/contract-plug/index'));
      await until(() => host.calls('location').length === 2, 'the moves');
      expect(host.calls('location')).toEqual([
        { method: 'navigate', args: ['workspaces/1/plugins/contractPlug/view'] },
        { method: 'navigate', args: ['workspaces/1/plugins/contractPlug/index'] }
      ]);
      // the frame's copy of the address names the sub-route at once
      expect(get('$location').path()).toBe('/workspaces/1/plugins/contractPlug/index');
      expect(get('$routeParams').page).toBe('index');
    });

    it('moves the page for a link whose click the plugin stops on its way up, not for one whose default it prevents', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/plugins/contractPlug');
      host.handlers.location = () => null;
      app = await startSpecFrame(host, docsPlugin());
      await until(() => shown().length === 1, 'the page');
      (document.querySelector('[zn-frame-root] a.kept') as HTMLElement).click();
      (document.querySelector('[zn-frame-root] a.stopped') as HTMLElement).click();
      await until(() => host.calls('location').length === 1, 'the move');
      await turns();
      expect(host.calls('location')).toEqual([{ method: 'navigate', args: ['workspaces/1/data/7'] }]);
    });
  });

  describe('$window, znWindow and plugin.namespace', () => {
    const page = window as unknown as { plugin?: { register?: unknown; namespace?: string } };
    let saved: typeof page.plugin;
    beforeEach(() => {
      saved = page.plugin;
      page.plugin = { register: () => undefined };
    });
    afterEach(() => {
      if (saved === undefined) delete page.plugin;
      else page.plugin = saved;
    });

    it('gives plugin code a $window whose location is the page\'s: reading it, setting it, reloading it move the page', async () => {
      host.handlers.context = () => contextAt('/workspaces/1/data/3', { type: 'inline', location: 'zn-plugin-form-top', src: '/index.html' }, { record: '3.41' });
      host.handlers.location = () => null;
      app = await startSpecFrame(host, docsPlugin());
      await until(() => seen.length === 1, 'the inline');
      const { $window, znWindow } = seen[0];
      expect($window.location.pathname).toBe('/workspaces/1/data/3');
      expect($window.location.search).toBe('?record=3.41');
      expect($window.location.href).toBe('https://app.zenginehq.com/workspaces/1/data/3?record=3.41');
      expect($window.document).toBe(document);
      expect($window.setTimeout(() => undefined, 0)).toEqual(jasmine.any(Number));
      expect($window.window).toBe($window);
      get<IRootScopeService>('$rootScope').$apply(() => { $window.location.href = '/workspaces/1/data/4'; });
      $window.location.reload();
      $window.location = 'https://example.com/help';
      // zengine-migrator's rewrite: znWindow.location as $window.location
      get<IRootScopeService>('$rootScope').$apply(() => { znWindow.location.pathname = '/workspaces/1/plugin/contract-plug/view'; });
      await until(() => host.calls('location').length === 4, 'the moves');
      expect(host.calls('location')).toEqual([
        { method: 'navigate', args: ['workspaces/1/data/4'] },
        { method: 'reload', args: [] },
        { method: 'href', args: ['https://example.com/help'] },
        { method: 'navigate', args: ['workspaces/1/plugins/contractPlug/view'] }
      ]);
      expect(typeof znWindow.open).toBe('function');
      expect(page.plugin!.namespace).toBe('contractPlug');
    });
  });

  describe('the docs\' znModal snippet in the child frame', () => {
    it('closes the dialog when setBtnAction\'s handler calls callback($scope, false): the scope goes to the opener as its data', async () => {
      host.handlers.context = () => baseContext({
        pluginView: { type: 'modal', src: '/index.html' },
        seedData: { znModal: { title: 'My Modal Dialog', template: '<form ng-controller="contractPlugModalCntl" name="myForm"><input name="input" ng-model="data.input" required></form>',
          classes: 'my-dialog', closeButton: true, data: { data: { input: 'x' } }, btns: [{ name: 'Save', primary: true }, { name: 'Delete', danger: true }] } }
      });
      host.handlers.childToParent = () => null;
      host.handlers.resize = () => null;
      app = await startSpecFrame(host, { catalog: new PluginCatalog(), templates: {}, controllers: {
        contractPlugModalCntl: ['$scope', function ($scope: any) {
          $scope.setBtnAction('Save', (callback: (data: unknown, keepOpen: boolean) => void) => {
            if (!$scope.myForm.$valid) return false;
            callback($scope, false);
            return undefined;
          });
        }]
      } });
      const errors = jasmine.createSpy('$exceptionHandler');
      spyOn(console, 'error').and.callFake(errors);
      (document.querySelector('[zn-frame-root] .modal-footer button') as HTMLElement).click();
      await until(() => host.calls('childToParent').length === 1, 'the press');
      const payload = host.calls('childToParent')[0].payload;
      expect(payload.name).toBe('Save');
      expect(payload.keepOpen).toBe(false);
      expect(payload.data.data).toEqual({ input: 'x' });
      expect(payload.data.myForm.$valid).toBe(true);
      expect(errors).not.toHaveBeenCalled();
    });
  });

  describe('a frame that unloads', () => {
    it('tells the host (reloadFrames), as Zengine\'s SDK and legacy-plugin-wrapper did before a reload', async () => {
      host.handlers.reloadFrames = () => null;
      // (karma's page hears a real beforeunload as a reload of the test run: the runtime's listener is called here)
      const added = spyOn(window, 'addEventListener').and.callThrough();
      const removed = spyOn(window, 'removeEventListener').and.callThrough();
      app = await startSpecFrame(host, docsPlugin());
      const listener = added.calls.allArgs().filter((args) => args[0] === 'beforeunload').map((args) => args[1] as () => void);
      expect(listener.length).toBe(1);
      listener[0]();
      await turns();
      expect(host.calls('reloadFrames')).toEqual([undefined]);
      app.stop();
      expect(removed.calls.allArgs().filter((args) => args[0] === 'beforeunload').map((args) => args[1])).toEqual(listener);
    });
  });
});
