import type { IHttpBackendService, IHttpService } from 'angular';
import { AngularRegistrar } from '../../src/plugin/angular-registrar';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { pluginFilterNames } from '../../src/compat-layer/module';
import { recordPluginFilters } from '../../src/compat-layer/stateful-filters';
import { legacyModules, Page, textOf } from './helpers';

/** A plugin object of the spec's own, queuing on a module of its own, watched as the compat bundle watches `plugin`. */
function specPlugin(moduleName: string) {
  const registrar = new AngularRegistrar();
  registrar.queueOn(angular.module(moduleName, []));
  const plugin = createPlugin(new PluginCatalog(), registrar);
  recordPluginFilters(plugin, pluginFilterNames);
  return plugin;
}

/** Zengine's pattern: the filter returns the id until its cache, filled in the background, has the name. */
function fieldNameFilter($http: IHttpService) {
  const names: Record<string, string> = {};
  let asked = false;
  const filter = (id: string) => {
    if (names[id]) return names[id];
    if (!asked) {
      asked = true;
      $http.get('/names').then((response) => Object.assign(names, response.data));
    }
    return id;
  };
  return filter;
}
fieldNameFilter.$inject = ['$http'];

describe('zn.plugin.compat: filters plugin code registers', () => {
  const plugin = specPlugin('legacyFilterSpec');
  plugin.filter('legacySpecFieldName', fieldNameFilter);
  plugin.filter('legacySpecCounted', () => {
    const counted = (value: string) => value;
    (counted as any).$stateful = false;
    return counted;
  });

  function setUp(withLayer: boolean) {
    let page: Page;
    let $httpBackend: IHttpBackendService;
    beforeEach(angular.mock.module(...legacyModules(withLayer), 'legacyFilterSpec'));
    beforeEach(angular.mock.inject(($injector: any) => {
      page = $injector.instantiate(Page);
      $httpBackend = $injector.get('$httpBackend');
    }));
    afterEach(() => page.remove());
    return () => ({ page, $httpBackend });
  }

  describe('with the layer', () => {
    const get = setUp(true);

    it('re-run on every digest, as in 1.2: an async-cache filter shows the name once its cache is filled', () => {
      const { page, $httpBackend } = get();
      $httpBackend.expectGET('/names').respond({ '2.41': 'Ada Lovelace' });
      page.scope.record = { id: '2.41' };
      const view = page.compile('<span>{{ record.id | legacySpecFieldName }}</span>');
      expect(textOf(view)).toBe('2.41');
      $httpBackend.flush();
      expect(textOf(view)).toBe('Ada Lovelace');
    });

    it('leave a filter alone that says $stateful itself', angular.mock.inject(($filter: any) => {
      expect($filter('legacySpecCounted').$stateful).toBe(false);
      expect($filter('legacySpecFieldName').$stateful).toBe(true);
      expect($filter('uppercase').$stateful).toBeUndefined();
    }));
  });

  describe('without the layer (AngularJS 1.8 as it is)', () => {
    const get = setUp(false);

    it('run again only when their input changes, so the id stays', () => {
      const { page, $httpBackend } = get();
      $httpBackend.expectGET('/names').respond({ '2.41': 'Ada Lovelace' });
      page.scope.record = { id: '2.41' };
      const view = page.compile('<span>{{ record.id | legacySpecFieldName }}</span>');
      $httpBackend.flush();
      expect(textOf(view)).toBe('2.41');
    });
  });
});
