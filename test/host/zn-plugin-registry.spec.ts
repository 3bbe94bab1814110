import type { IRootScopeService } from 'angular';
import * as znPlugin from '../../src/index';
import { ZnPlugin } from '../../src/plugin/types';
import { ZnPluginRegistryService } from '../../src/host/types';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { dashed, pluginForThisSpec, uniqueName } from './helpers';

function inline(namespace: string, name: string, location: string, order?: number): any {
  const iface: any = { controller: `${namespace}${name}Cntl`, template: `${namespace}-${name.toLowerCase()}`, type: 'inline', location };
  if (order !== undefined) iface.order = order;
  return iface;
}

describe('znPluginRegistry', () => {
  let plugin: ZnPlugin;
  let registry: ZnPluginRegistryService;
  let $rootScope: IRootScopeService;

  beforeEach(() => {
    plugin = pluginForThisSpec();
    plugin.register('alpha', {
      route: '/alpha',
      title: 'Alpha',
      interfaces: [
        { controller: 'alphaCntl', template: 'alpha-main', type: 'fullPage', routes: ['/:id', '/records/:recordId/edit'] },
        { controller: 'alphaSettingsCntl', template: 'alpha-settings', type: 'settings', routes: ['/:section'] },
        inline('alpha', 'Top', 'zn-plugin-form-top', 10)
      ]
    });
    plugin.register('beta', {
      interfaces: [inline('beta', 'Top', 'zn-plugin-form-top', 20), inline('beta', 'Nav', 'zn-top-nav'), inline('beta', 'Late', 'zn-plugin-form-top')]
    });
  });
  beforeEach(angular.mock.inject((znPluginRegistry: ZnPluginRegistryService, _$rootScope_: IRootScopeService) => {
    registry = znPluginRegistry;
    $rootScope = _$rootScope_;
  }));

  describe('plugins and get', () => {
    it('lists the registered plugins in registration order', () => {
      expect(registry.plugins().map((p) => p.namespace)).toEqual(['alpha', 'beta']);
    });

    it('hands out new arrays of the same frozen plugins', () => {
      const list = registry.plugins();
      list.pop();
      expect(registry.plugins().length).toBe(2);
      expect(registry.plugins()[0]).toBe(list[0]);
      expect(Object.isFrozen(list[0])).toBe(true);
    });

    it('finds one plugin by namespace, or undefined', () => {
      expect(registry.get('beta')!.interfaces.length).toBe(3);
      expect(registry.get('gamma')).toBeUndefined();
      expect(() => registry.get(5 as any)).toThrowError("znPluginRegistry: get(namespace) expects a string such as 'myPlugin'; got a number (5)");
    });
  });

  describe('interfaces', () => {
    const names = (list: Array<{ controller: string }>) => list.map((iface) => iface.controller);

    it('lists every interface, higher order first, unordered ones last in registration order', () => {
      expect(names(registry.interfaces())).toEqual([
        'betaTopCntl', 'alphaTopCntl', 'alphaCntl', 'alphaSettingsCntl', 'betaNavCntl', 'betaLateCntl'
      ]);
    });

    it('narrows by location, type and namespace', () => {
      expect(names(registry.interfaces({ location: 'zn-plugin-form-top' }))).toEqual(['betaTopCntl', 'alphaTopCntl', 'betaLateCntl']);
      expect(names(registry.interfaces({ type: 'settings' }))).toEqual(['alphaSettingsCntl']);
      expect(names(registry.interfaces({ type: 'inline', namespace: 'beta' }))).toEqual(['betaTopCntl', 'betaNavCntl', 'betaLateCntl']);
      expect(registry.interfaces({ location: 'zn-plugin-form-bottom' })).toEqual([]);
    });

    it('gives each interface its plugin\'s namespace', () => {
      expect(registry.interfaces({ type: 'fullPage' })[0].namespace).toBe('alpha');
    });

    const refused: Array<[string, unknown, string]> = [
      ['a query that is not an object', 'zn-top-nav', "interfaces(query) expects an object such as { location: 'zn-plugin-form-top' }; got a string (\"zn-top-nav\")"],
      ['an unknown key', { place: 'zn-top-nav' }, 'interfaces(query): unknown key "place"; expected one of type, location, namespace'],
      ['an unknown type', { type: 'page' }, 'interfaces(query): type must be one of fullPage, inline, settings, recordOverlay; got a string ("page")'],
      ['an unknown location', { location: 'zn-bottom' }, 'interfaces(query): location must be one of zn-top-nav, zn-plugin-data-subheader, zn-plugin-panel-header, zn-plugin-panel-footer, zn-plugin-form-top, zn-plugin-form-bottom; got a string ("zn-bottom")'],
      ['a namespace that is not a string', { namespace: 1 }, 'interfaces(query): namespace must be a string; got a number (1)']
    ];
    refused.forEach(([what, query, message]) => {
      it(`refuses ${what}`, () => {
        expect(() => registry.interfaces(query as any)).toThrowError(`znPluginRegistry: ${message}`);
      });
    });
  });

  describe('match', () => {
    it('matches the plugin\'s route alone, with no parameters', () => {
      const match = registry.match('/alpha')!;
      expect(match.plugin.namespace).toBe('alpha');
      expect(match.interface.controller).toBe('alphaCntl');
      expect(match.params).toEqual({});
    });

    it('matches a sub-route and gives its decoded parameters, frozen', () => {
      expect(registry.match('/alpha/12')!.params).toEqual({ id: '12' });
      const match = registry.match('/alpha/records/a%20b/edit/')!;
      expect(match.params).toEqual({ recordId: 'a b' });
      expect(Object.isFrozen(match.params)).toBe(true);
    });

    it('matches the settings interface when asked for settings', () => {
      const match = registry.match('/alpha/general', 'settings')!;
      expect(match.interface.controller).toBe('alphaSettingsCntl');
      expect(match.params).toEqual({ section: 'general' });
    });

    it('is null for an unknown route, an unknown sub-route, or a plugin without that interface', () => {
      expect(registry.match('/gamma')).toBeNull();
      expect(registry.match('/alpha/records/12')).toBeNull();
      expect(registry.match('/alpha/1/2/3')).toBeNull();
      expect(registry.match('/')).toBeNull();
      expect(registry.match('alpha')).toBeNull();
      expect(registry.match('/beta')).toBeNull();
    });

    it('refuses a path that is not a string, and a type that is not routed', () => {
      expect(() => registry.match(undefined as any)).toThrowError("znPluginRegistry: match(path) expects a path such as '/my-plugin/12'; got undefined");
      expect(() => registry.match('/alpha', 'inline' as any)).toThrowError('znPluginRegistry: match(path, type): type must be one of fullPage, settings; got a string ("inline")');
    });
  });

  describe('onRegister', () => {
    it('calls the listener in the next digest after a later registration, not during it', () => {
      const seen: string[] = [];
      registry.onRegister((registered) => seen.push(registered.namespace));
      plugin.register('gamma', { interfaces: [inline('gamma', 'Top', 'zn-top-nav')] });
      expect(seen).toEqual([]);
      $rootScope.$digest();
      expect(seen).toEqual(['gamma']);
    });

    it('starts a digest by itself when the registration happens outside AngularJS', angular.mock.inject(($browser: any) => {
      const watched = jasmine.createSpy('watch');
      $rootScope.$watchCollection(() => registry.plugins(), watched);
      $rootScope.$digest();
      watched.calls.reset();
      plugin.register('gamma', { interfaces: [inline('gamma', 'Top', 'zn-top-nav')] });
      $browser.defer.flush();
      expect(watched).toHaveBeenCalledTimes(1);
      expect(watched.calls.mostRecent().args[0].length).toBe(3);
    }));

    it('stops when the returned function is called', () => {
      const listener = jasmine.createSpy('listener');
      registry.onRegister(listener)();
      plugin.register('gamma', { interfaces: [inline('gamma', 'Top', 'zn-top-nav')] });
      $rootScope.$digest();
      expect(listener).not.toHaveBeenCalled();
    });

    it('refuses a listener that is not a function', () => {
      expect(() => registry.onRegister('x' as any)).toThrowError('znPluginRegistry: onRegister(listener) expects a function; got a string ("x")');
    });
  });
});

describe('znPluginRegistry when its injector ends', () => {
  it('removes every listener it put on the catalog, which outlives injectors', () => {
    const catalog = new PluginCatalog();
    const subscribe = catalog.subscribe.bind(catalog);
    const stops: jasmine.Spy[] = [];
    spyOn(catalog, 'subscribe').and.callFake((listener) => {
      const stop = jasmine.createSpy('stop').and.callFake(subscribe(listener));
      stops.push(stop);
      return stop;
    });
    pluginForThisSpec(catalog);
    angular.mock.inject((znPluginRegistry: ZnPluginRegistryService, $rootScope: IRootScopeService) => {
      znPluginRegistry.onRegister(() => undefined);
      znPluginRegistry.onRegister(() => undefined);
      expect(stops.length).toBe(3); // the registry's own, and the two above
      expect(stops.filter((stop) => stop.calls.count() > 0).length).toBe(0);
      $rootScope.$destroy();
      expect(stops.filter((stop) => stop.calls.count() > 0).length).toBe(3);
    });
  });
});

describe('znPluginRegistry with the SDK\'s own plugin object', () => {
  beforeEach(angular.mock.module('zn.plugin'));

  it('lists what the global plugin registered', angular.mock.inject((znPluginRegistry: ZnPluginRegistryService) => {
    const namespace = uniqueName();
    znPlugin.plugin.register(namespace, { interfaces: [{ controller: `${namespace}Cntl`, template: `${dashed(namespace)}-main`, type: 'recordOverlay' }] });
    expect(znPluginRegistry.get(namespace)!.interfaces[0].type).toBe('recordOverlay');
  }));
});
