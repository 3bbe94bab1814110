import type { ICompileService, IExceptionHandlerProvider, ILocationService, IQService, IRootScopeService, auto } from 'angular';
import { routeParamsFor } from '../../src/host/early-route-params';
import { pluginForThisSpec, withControllers, withTemplates } from './helpers';

describe('$routeParams of a page opened cold (a deep link to a record)', () => {
  describe('routeParamsFor', () => {
    const route = (pattern: RegExp, names: string[], extra = {}) => ({ regexp: pattern, keys: names.map((name) => ({ name })), ...extra });
    const routes = {
      '/workspaces/:workspace_id': route(/^\/workspaces\/([^/]+)$/, ['workspace_id'], { redirectTo: '/workspaces/:workspace_id/data' }),
      '/workspaces/:workspace_id/data/:form_id': route(/^\/workspaces\/([^/]+)\/data\/([^/]+)$/, ['workspace_id', 'form_id']),
      '/workspaces/:workspace_id/data/:other': route(/^\/workspaces\/([^/]+)\/data\/([^/]+)$/, ['workspace_id', 'other']),
      null: {}
    } as any;

    it('gives the first fitting route\'s path parameters over the search values, as ngRoute commits them', () => {
      expect(routeParamsFor(routes, '/workspaces/1/data/2', { record: '2.41', form_id: 'search' }))
        .toEqual({ workspace_id: '1', form_id: '2', record: '2.41' });
    });

    it('gives nothing where no route fits, and null for a redirect', () => {
      expect(routeParamsFor(routes, '/elsewhere', { record: '2.41' })).toEqual({});
      expect(routeParamsFor(routes, '/workspaces/1', {})).toBeNull();
      // without an otherwise route ngRoute leaves $routeParams as they are (a shipped app's frame keeps its own)
      const { null: otherwise, ...withoutOtherwise } = routes;
      expect(otherwise).toEqual({});
      expect(routeParamsFor(withoutOtherwise, '/elsewhere', { record: '2.41' })).toBeNull();
    });
  });

  describe('in the mount directives', () => {
    let seen: Array<{ name: string; record: unknown; workspace: unknown }>;

    function seer(name: string) {
      return ['$routeParams', function ($routeParams: Record<string, unknown>) {
        seen.push({ name, record: $routeParams.record, workspace: $routeParams.workspace_id });
      }];
    }

    beforeEach(() => {
      seen = [];
      const plugin = pluginForThisSpec();
      angular.mock.module('ngRoute', ['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => provider.mode('rethrow')]);
      // The host's data page: a route ngRoute resolves asynchronously (its template arrives later).
      angular.mock.module(['$routeProvider', ($routeProvider: any) => {
        $routeProvider.when('/workspaces/:workspace_id/data/:form_id', {
          template: '<div></div>', reloadOnSearch: false,
          resolve: { later: ['$q', ($q: IQService) => $q.defer().promise] }
        });
      }]);
      withControllers({ coldInlineCntl: seer('inline'), coldOverlayCntl: seer('overlay') });
      withTemplates({ 'cold-inline': '<p>inline</p>', 'cold-overlay': '<p>overlay</p>' });
      plugin.register('coldInline', { interfaces: [{ type: 'inline', location: 'zn-plugin-form-top', controller: 'coldInlineCntl', template: 'cold-inline' }] });
      plugin.register('coldOverlay', { interfaces: [{ type: 'recordOverlay', controller: 'coldOverlayCntl', template: 'cold-overlay' }] });
    });

    it('are given to inline and overlay controllers before they run, before ngRoute commits the route', () => {
      angular.mock.inject(($compile: ICompileService, $rootScope: IRootScopeService, $location: ILocationService, $injector: auto.IInjectorService) => {
        $location.url('/workspaces/1/data/2?record=2.41');
        const scope: any = $rootScope.$new();
        scope.record = { id: 41 };
        const host = $compile('<div><div zn-plugin-location="zn-plugin-form-top"></div><div zn-plugin-record-overlay="record"></div></div>')(scope);
        $rootScope.$digest();
        expect($injector.get<any>('$route').current.locals).toBeUndefined(); // still resolving
        expect(seen).toEqual([{ name: 'inline', record: '2.41', workspace: '1' }, { name: 'overlay', record: '2.41', workspace: '1' }]);
        host.remove();
      });
    });
  });
});
