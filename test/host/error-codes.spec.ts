import type { ICompileService, IExceptionHandlerProvider, IRootScopeService } from 'angular';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { validateRegistration } from '../../src/plugin/registration-rules';
import { ZnPlugin } from '../../src/plugin/types';
import { caught, expectZnError, itThrowsCodes } from '../helpers/zn-error';
import { pluginForThisSpec, uniqueName } from './helpers';

describe('error codes of plugin.register', () => {
  /** A valid registration with one change. */
  function settings(edit: (s: any) => void = () => undefined): any {
    const s: any = {
      route: '/my-plugin',
      title: 'My Plugin',
      interfaces: [
        { controller: 'myPluginCntl', template: 'my-plugin-main', type: 'fullPage', routes: ['/:id'] },
        { controller: 'myPluginFormCntl', template: 'my-plugin-form', type: 'inline', location: 'zn-plugin-form-top' }
      ]
    };
    edit(s);
    return s;
  }
  const register = (namespace: unknown, value: unknown) => () => validateRegistration(namespace, value, []);
  const other = validateRegistration('other', { route: '/taken', controller: 'otherCntl', template: 'other-main' }, []);

  itThrowsCodes('plugin.register', [
    ['a namespace with a dash', register('my-plugin', settings()), 'bad-namespace'],
    ['a namespace registered before', () => validateRegistration('other', settings(), [other]), 'already-registered'],
    ['settings that are not an object', register('myPlugin', []), 'bad-settings'],
    ['a route of two segments', register('myPlugin', settings((s) => { s.route = '/a/b'; })), 'bad-route'],
    ['a route another plugin uses', () => validateRegistration('myPlugin', settings((s) => { s.route = '/taken'; }), [other]), 'duplicate-route'],
    ['an empty title', register('myPlugin', settings((s) => { s.title = ' '; })), 'bad-setting'],
    ['no route when the namespace is another plugin\'s route', () => validateRegistration('taken', settings((s) => { delete s.route; }), [other]), 'duplicate-route'],
    ['empty interfaces', register('myPlugin', settings((s) => { s.interfaces = []; })), 'bad-interfaces'],
    ['no interfaces at all', register('myPlugin', { title: 'x' }), 'missing-interfaces'],
    ['an interface that is not an object', register('myPlugin', settings((s) => { s.interfaces[1] = 'x'; })), 'bad-interface'],
    ['an unknown interface type', register('myPlugin', settings((s) => { s.interfaces[1].type = 'page'; })), 'unknown-interface-type'],
    ['an unknown location', register('myPlugin', settings((s) => { s.interfaces[1].location = 'zn-form-top'; })), 'unknown-location'],
    ['a controller that is no name', register('myPlugin', settings((s) => { s.interfaces[0].controller = 'my-cntl'; })), 'bad-controller'],
    ['an empty template id', register('myPlugin', settings((s) => { s.interfaces[0].template = ' '; })), 'bad-template-id'],
    ['a route pattern repeated', register('myPlugin', settings((s) => { s.interfaces[0].routes = ['/:id', '/:id']; })), 'duplicate-route'],
    ['two fullPage interfaces', register('myPlugin', settings((s) => { s.interfaces[1] = { ...s.interfaces[0], controller: 'myPluginTwoCntl' }; })), 'duplicate-interface']
  ]);
});

describe('error codes of the plugin object\'s definitions', () => {
  let plugin: ZnPlugin;
  beforeEach(() => { plugin = createPlugin(new PluginCatalog(), pluginRegistrar); });

  it('plugin.controller throws bad-name for a name with a dash', () => {
    expectZnError(caught(() => plugin.controller('my-cntl', ['$scope', function () { /* */ }])), 'plugin.controller', 'bad-name');
  });

  it('plugin.value throws missing-definition without a value', () => {
    expectZnError(caught(() => plugin.value('okValue', undefined)), 'plugin.value', 'missing-definition');
  });

  it('plugin.factory throws bad-definition for an array without a function', () => {
    expectZnError(caught(() => plugin.factory('okFactory', ['$q'] as any)), 'plugin.factory', 'bad-definition');
  });

  it('plugin.constant throws already-registered for a name defined before through the plugin object', () => {
    const name = uniqueName('Service');
    plugin.service(name, [function () { /* */ }]);
    expectZnError(caught(() => plugin.constant(name, 1)), 'plugin.constant', 'already-registered');
  });
});

describe('error codes of znPluginRegistry and the mount directives', () => {
  let plugin: ZnPlugin;
  let registry: any;
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: any;
  let host: JQLite | undefined;

  beforeEach(() => {
    plugin = pluginForThisSpec();
    angular.mock.module(['$exceptionHandlerProvider', (provider: IExceptionHandlerProvider) => provider.mode('log')]);
    angular.mock.inject(['znPluginRegistry', '$compile', '$rootScope', '$exceptionHandler',
      (znPluginRegistry: unknown, compile: ICompileService, rootScope: IRootScopeService, exceptionHandler: unknown) => {
        registry = znPluginRegistry;
        $compile = compile;
        $rootScope = rootScope;
        $exceptionHandler = exceptionHandler;
      }]);
  });
  afterEach(() => host?.remove());

  describe('znPluginRegistry', () => {
    itThrowsCodes('znPluginRegistry', [
      ['a query that is not an object', () => registry.interfaces('zn-top-nav'), 'bad-query'],
      ['an unknown key in the query', () => registry.interfaces({ place: 'zn-top-nav' }), 'unknown-option'],
      ['an unknown type', () => registry.interfaces({ type: 'page' }), 'unknown-interface-type'],
      ['an unknown location', () => registry.interfaces({ location: 'zn-bottom' }), 'unknown-location'],
      ['a namespace that is not a string', () => registry.get(5), 'bad-namespace'],
      ['a path that is not a string', () => registry.match(12), 'bad-path'],
      ['a type that is not routed', () => registry.match('/x', 'inline'), 'unknown-interface-type'],
      ['a listener that is not a function', () => registry.onRegister('go'), 'bad-callback']
    ]);
  });

  /** Compiles `markup` on a scope with `values` and returns the first error it reported. */
  function reported(markup: string, values: Record<string, unknown> = {}): unknown {
    const scope = Object.assign($rootScope.$new(), values);
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    $rootScope.$digest();
    return $exceptionHandler.errors[0];
  }

  it('znPluginLocation reports unknown-location', () => {
    expectZnError(reported('<div zn-plugin-location="zn-form-top"></div>'), 'znPluginLocation', 'unknown-location');
  });

  it('znPluginLocation reports template-not-found for an interface whose template is not in $templateCache', () => {
    plugin.register('codes', { interfaces: [{ controller: 'codesCntl', template: 'codes-main', type: 'inline', location: 'zn-top-nav' }] });
    expectZnError(reported('<div zn-plugin-location="zn-top-nav"></div>'), 'znPluginLocation', 'template-not-found');
  });

  it('znPluginPage reports bad-path and unknown-interface-type', () => {
    expectZnError(reported('<div zn-plugin-page="path"></div>', { path: 12 }), 'znPluginPage', 'bad-path');
    host!.remove();
    $exceptionHandler.errors.length = 0;
    expectZnError(reported('<div zn-plugin-page="path" zn-plugin-type="inline"></div>', { path: '/x' }), 'znPluginPage', 'unknown-interface-type');
  });

  it('znPluginRecordOverlay reports bad-record for a record without an id', () => {
    expectZnError(reported('<div zn-plugin-record-overlay="record"></div>', { record: { name: 'no id' } }), 'znPluginRecordOverlay', 'bad-record');
  });
});
