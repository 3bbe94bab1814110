import type { ICompileService, IControllerProvider, IControllerService, IFilterService, IRootScopeService, auto } from 'angular';
import * as znPlugin from '../../src/index';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { dashed, uniqueName } from '../host/helpers';

const plugin = znPlugin.plugin;

/** Annotated definitions of each kind, and how a spec reads each back from an injector. */
type Kind = 'controller' | 'directive' | 'service' | 'factory' | 'filter' | 'constant' | 'value';
interface KindCase {
  kind: Kind;
  define(name: string): unknown;
  /** What the injector gives for `name`: the same value whichever path registered it. */
  read(injector: auto.IInjectorService, name: string): unknown;
}

const KINDS: KindCase[] = [
  {
    kind: 'controller',
    define: () => ['$scope', function ($scope: any) { $scope.made = 'by controller'; }],
    read: (injector, name) => {
      const scope: any = injector.get<IRootScopeService>('$rootScope').$new();
      injector.get<IControllerService>('$controller')(name, { $scope: scope });
      return scope.made;
    }
  },
  {
    kind: 'directive',
    define: () => [() => ({ restrict: 'E', template: '<b>by directive</b>' })],
    read: (injector, name) => {
      const element = injector.get<ICompileService>('$compile')(`<${dashed(name)}></${dashed(name)}>`)(injector.get('$rootScope'));
      return element.text();
    }
  },
  {
    kind: 'service',
    define: () => ['$q', function (this: any, $q: unknown) { this.made = $q ? 'by service' : ''; }],
    read: (injector, name) => injector.get<any>(name).made
  },
  {
    kind: 'factory',
    define: () => ['$q', ($q: unknown) => ({ made: $q ? 'by factory' : '' })],
    read: (injector, name) => injector.get<any>(name).made
  },
  {
    kind: 'filter',
    define: () => [() => (input: string) => `${input} by filter`],
    read: (injector, name) => injector.get<IFilterService>('$filter')<any>(name)('made')
  },
  { kind: 'constant', define: () => ({ made: 'by constant' }), read: (injector, name) => injector.get<any>(name).made },
  { kind: 'value', define: () => ({ made: 'by value' }), read: (injector, name) => injector.get<any>(name).made }
];

const EXPECTED: Record<Kind, string> = {
  controller: 'by controller', directive: 'by directive', service: 'by service', factory: 'by factory',
  filter: 'made by filter', constant: 'by constant', value: 'by value'
};

describe('the plugin object', () => {
  beforeEach(angular.mock.module('zn.plugin'));

  it('is exported, and is the page\'s global plugin', () => {
    expect(typeof plugin.controller).toBe('function');
    expect((window as any).plugin).toBe(plugin);
  });

  KINDS.forEach(({ kind, define, read }) => {
    describe(`plugin.${kind}`, () => {
      it('returns the plugin object, so calls chain', () => {
        expect((plugin as any)[kind](uniqueName(), define(''))).toBe(plugin);
      });

      it('registers before bootstrap: the injector created next has it', () => {
        const name = uniqueName();
        (plugin as any)[kind](name, define(name));
        angular.mock.inject(($injector: auto.IInjectorService) => {
          expect(read($injector, name)).toBe(EXPECTED[kind]);
        });
      });

      it('registers after bootstrap: the running injector has it at once', angular.mock.inject(($injector: auto.IInjectorService) => {
        const name = uniqueName();
        (plugin as any)[kind](name, define(name));
        expect(read($injector, name)).toBe(EXPECTED[kind]);
      }));
    });
  });

  describe('after bootstrap, with several injectors', () => {
    function makeInjector(spy: (providers: IControllerProvider) => void): auto.IInjectorService {
      return angular.injector(['ng', 'zn.plugin', ['$controllerProvider', spy]], true);
    }

    it('registers in every live injector, and in injectors created later', () => {
      const first = makeInjector(() => undefined);
      const second = makeInjector(() => undefined);
      const name = uniqueName('Cntl');
      plugin.controller(name, function () { /* no dependencies */ });
      const third = makeInjector(() => undefined);
      [first, second, third].forEach((injector) => {
        expect(() => injector.get<IControllerService>('$controller')(name, { $scope: {} })).not.toThrow();
        injector.get<IRootScopeService>('$rootScope').$destroy();
      });
    });

    it('lets go of an injector once its root scope is destroyed', () => {
      let provider: IControllerProvider | undefined;
      const injector = makeInjector((captured) => { provider = captured; spyOn(captured, 'register').and.callThrough(); });
      injector.get<IRootScopeService>('$rootScope').$destroy();
      plugin.controller(uniqueName('Cntl'), function () { /* no dependencies */ });
      expect(provider!.register).not.toHaveBeenCalled();
    });
  });

  describe('names and definitions', () => {
    const refused: Array<[Kind, unknown, unknown, string]> = [
      ['controller', 5, function () { /* */ }, "name must be a name of letters, digits, _ or $, not starting with a digit, such as 'myPluginCntl'; got a number (5)"],
      ['controller', 'my-cntl', function () { /* */ }, "name must be a name of letters, digits, _ or $, not starting with a digit, such as 'myPluginCntl'; got a string (\"my-cntl\")"],
      ['service', '', function () { /* */ }, "name must be a name of letters, digits, _ or $, not starting with a digit, such as 'myPluginThing'; got an empty string"],
      ['directive', 'my-widget', () => ({}), "name must be a camelCase directive name such as 'myPluginWidget' (used as <my-plugin-widget>); got a string (\"my-widget\")"],
      ['directive', 'MyWidget', () => ({}), "name must be a camelCase directive name such as 'myPluginWidget' (used as <my-plugin-widget>); got a string (\"MyWidget\")"],
      ['filter', 'my.filter', () => (x: unknown) => x, "name must be a name of letters, digits, _ or $, not starting with a digit, such as 'myPluginThing'; got a string (\"my.filter\")"],
      ['controller', 'okCntl', { $scope: true }, '"okCntl" is a plain object with key $scope; expected a constructor function, such as function ($scope) {...} or [\'$scope\', function ($scope) {...}]'],
      ['factory', 'okFactory', ['$q'], '"okFactory" is an array whose last item is not a function; expected a factory function, such as function ($scope) {...} or [\'$scope\', function ($scope) {...}]'],
      ['service', 'okService', [5, function (x: unknown) { return x; }], '"okService" is an array whose items before the function are not all names (strings); expected a constructor function, such as function ($scope) {...} or [\'$scope\', function ($scope) {...}]'],
      ['filter', 'okFilter', 'uppercase', '"okFilter" is a string ("uppercase"); expected a factory function returning the filter function, such as function ($scope) {...} or [\'$scope\', function ($scope) {...}]'],
      ['value', 'okValue', undefined, '"okValue" has no value (undefined); expected the value to register'],
      ['constant', 'okConstant', undefined, '"okConstant" has no value (undefined); expected the value to register']
    ];
    refused.forEach(([kind, name, definition, message]) => {
      it(`plugin.${kind} refuses ${typeof name === 'string' ? JSON.stringify(name) : String(name)} with ${Array.isArray(definition) ? 'an array' : typeof definition}`, () => {
        const own = createPlugin(new PluginCatalog(), pluginRegistrar);
        expect(() => (own as any)[kind](name, definition)).toThrowError(`plugin.${kind}: ${message}`);
      });
    });

    it('takes a function with $inject, and a function without parameters', () => {
      const annotated = function (this: any, $q: unknown) { this.q = $q; };
      (annotated as any).$inject = ['$q'];
      expect(() => plugin.service(uniqueName(), annotated)).not.toThrow();
      expect(() => plugin.controller(uniqueName('Cntl'), function () { /* nothing to inject */ })).not.toThrow();
    });

    it('takes any value for a constant or value, null and functions included', () => {
      expect(() => plugin.value(uniqueName(), null).constant(uniqueName(), () => 1)).not.toThrow();
    });

    it('refuses a constant under a name it registered before, or a name a constant holds (AngularJS keeps the constant)', () => {
      const name = uniqueName();
      plugin.factory(name, () => ({}));
      expect(() => plugin.constant(name, 1)).toThrowError(`plugin.constant: "${name}" is already registered as a factory through the plugin object; expected a new name (prefix names with your namespace)`);
      const constantName = uniqueName();
      plugin.constant(constantName, 1);
      expect(() => plugin.value(constantName, 2)).toThrowError(/^plugin\.value: ".*" is already registered as a constant/);
    });

    it('takes a name registered again, as AngularJS did on Zengine: the later definition wins, with one warning', () => {
      const catalog = new PluginCatalog();
      const own = createPlugin(catalog, pluginRegistrar);
      const name = uniqueName();
      own.factory(name, () => 0);
      expect(() => own.value(name, 1)).not.toThrow();
      expect(() => own.value(name, 2)).not.toThrow();
      const controllerName = uniqueName('Cntl');
      own.controller(controllerName, function () { /* */ });
      expect(() => own.controller(controllerName, function () { /* */ })).not.toThrow();
      const messages: string[] = [];
      catalog.onWarning((message) => messages.push(message));
      expect(messages.filter((message) => message.indexOf(name) !== -1)).toEqual([
        `plugin.value: "${name}" is registered again (it was a factory); the later definition replaces the earlier one. Give each definition its own name, prefixed with your namespace.`
      ]);
      expect(messages.filter((message) => message.indexOf(controllerName) !== -1).length).toBe(1);
      angular.mock.inject(['$injector', ($injector: auto.IInjectorService) => {
        expect($injector.get(name)).toBe(2);
      }]);
    });
  });

  describe('functions without annotations (as Zengine\'s docs write them)', () => {
    // Each spec's plugin object records into the catalog its injector logs the warnings of.
    // Built from source text so the compiler keeps the parameter names, as a plugin's plugin.js would.
    const source = (text: string): any => new Function(`return (${text});`)();
    let warnings: string[];
    let catalog: PluginCatalog;
    beforeEach(() => {
      warnings = [];
      catalog = new PluginCatalog();
      angular.mock.module(['$provide', ($provide: auto.IProvideService) => {
        $provide.value('znPluginCatalog', catalog);
        $provide.value('$log', { warn: (message: string) => warnings.push(message), log() {}, info() {}, error() {}, debug() {} });
      }]);
    });

    it('annotates a controller from its parameter names, so it runs under strictDi', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      const namespace = uniqueName();
      own.controller(`${namespace}Cntl`, source('function ($scope, /* comment */ $q) { $scope.made = typeof $q.defer; }'));
      angular.mock.inject(($controller: IControllerService, $rootScope: IRootScopeService) => {
        const scope: any = $rootScope.$new();
        $controller(`${namespace}Cntl`, { $scope: scope });
        expect(scope.made).toBe('function');
      });
    });

    it('annotates factories, services, directives and filters too, arrows included where no new is needed', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      const name = uniqueName();
      own.factory(`${name}Factory`, source('($q) => ({ ok: !!$q })'))
        .service(`${name}Service`, source(`function (${name}Factory) { this.ok = ${name}Factory.ok; }`))
        .filter(`${name}Filter`, source('$log => (input) => input + "!"'))
        .directive(`${name}Widget`, source(`function ($q) { return { template: '<i>w</i>' }; }`));
      angular.mock.inject(($injector: auto.IInjectorService, $compile: ICompileService, $rootScope: IRootScopeService) => {
        expect($injector.get<any>(`${name}Service`).ok).toBe(true);
        expect($injector.get<IFilterService>('$filter')<any>(`${name}Filter`)('a')).toBe('a!');
        expect($compile(`<${dashed(name)}-widget></${dashed(name)}-widget>`)($rootScope).text()).toBe('w');
      });
    });

    it('warns once per plugin, naming the plugin, its unannotated functions and the annotated form', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      const namespace = uniqueName();
      own.controller(`${namespace}Cntl`, source('function ($scope) {}'))
        .factory(`${namespace}Data`, source('function ($q) { return {}; }'))
        .register(namespace, { route: '/' + namespace, controller: `${namespace}Cntl`, template: dashed(namespace) + '-main' })
        .controller(`${namespace}OtherCntl`, source('function ($scope) {}'));
      angular.mock.inject(() => undefined);
      expect(warnings).toEqual([`plugin "${namespace}": controller "${namespace}Cntl", factory "${namespace}Data" have no $inject annotation; ` +
        "their dependencies were read from their parameter names, which minification breaks. Write them as ['$scope', 'znData', function ($scope, znData) {...}]."]);
    });

    it('constructs controllers and services written as arrow functions, as Zengine\'s Babel build let plugins write them', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      const name = uniqueName();
      own.controller(`${name}Cntl`, ['$scope', source('($scope) => { $scope.made = "arrow"; }')])
        .controller(`${name}BareCntl`, source('($scope, $q) => { $scope.q = typeof $q.defer; }'))
        .service(`${name}Service`, source('() => ({ ok: true })'));
      angular.mock.inject(($controller: IControllerService, $rootScope: IRootScopeService, $injector: auto.IInjectorService) => {
        const scope: any = $rootScope.$new();
        $controller(`${name}Cntl`, { $scope: scope });
        expect(scope.made).toBe('arrow');
        const bare: any = $rootScope.$new();
        $controller(`${name}BareCntl`, { $scope: bare });
        expect(bare.q).toBe('function');
        expect($injector.get<any>(`${name}Service`).ok).toBe(true);
      });
    });

    it('refuses a function whose parameters cannot be injected by name, with its code', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      expect(() => own.controller(uniqueName('Cntl'), source('function ($scope, size = 2) {}')))
        .toThrowMatching((error) => error.code === 'cannot-annotate' && /parameter "size =.*" is not a plain name/.test(error.message));
    });

    it('runs an array annotation naming fewer dependencies than its function takes, with a warning', () => {
      const own = createPlugin(catalog, pluginRegistrar);
      const name = uniqueName();
      own.factory(name, ['$q', function ($q: unknown, extra: unknown) { return { q: !!$q, extra }; }]);
      angular.mock.inject(($injector: auto.IInjectorService) => {
        expect($injector.get<any>(name)).toEqual({ q: true, extra: undefined });
      });
      expect(warnings).toEqual([`plugin.factory: "${name}" names 1 dependencies but its function takes 2 parameters (the rest get undefined); name every dependency in the array.`]);
    });
  });

  describe('plugin.register', () => {
    it('returns the plugin object, and refuses the same namespace twice', () => {
      const own = createPlugin(new PluginCatalog(), pluginRegistrar);
      const settings = { route: '/my-plugin', controller: 'myPluginCntl', template: 'my-plugin-main' };
      expect(own.register('myPlugin', settings)).toBe(own);
      expect(() => own.register('myPlugin', { ...settings, route: '/other' })).toThrowError(
        'plugin.register: namespace "myPlugin" is already registered; expected each plugin to register once, under its own namespace');
    });

    it('chains after definitions the way Zengine plugins are written', () => {
      const own = createPlugin(new PluginCatalog(), pluginRegistrar);
      const namespace = uniqueName();
      expect(own.controller(`${namespace}Cntl`, ['$scope', function ($scope: any) { $scope.x = 1; }])
        .register(namespace, { route: '/' + namespace, controller: `${namespace}Cntl`, template: dashed(namespace) + '-main' })).toBe(own);
    });
  });
});
