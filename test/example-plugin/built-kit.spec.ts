// dist/zn-plugin-testing.js as a plugin author loads it: a plain script after angular,
// angular-mocks and zn-plugin.js (see karma.example.conf.js).
import type { auto } from 'angular';
import type { ZnTestBackendService } from '../../src/testing/types';

/** The kit's module loaded under strictDi, as a plugin's specs load it. */
function loadKit(): { backend: ZnTestBackendService; $injector: auto.IInjectorService } {
  angular.mock.module('zn.plugin.testing');
  angular.mock.inject.strictDi(true);
  let kit!: { backend: ZnTestBackendService; $injector: auto.IInjectorService };
  angular.mock.inject(['$injector', ($injector: auto.IInjectorService) => {
    kit = { backend: $injector.get('znTestBackend'), $injector };
  }]);
  return kit;
}

describe('the built testing kit', () => {
  const globals = window as unknown as { znPlugin: { ZnError: Function }; znPluginTesting: { name: string } };

  it('is the global znPluginTesting, naming its module', () => {
    expect(globals.znPluginTesting.name).toBe('zn.plugin.testing');
    expect(angular.module('zn.plugin.testing').requires).toEqual(['ngMock', 'zn.plugin']);
  });

  it('throws zn-plugin.js\'s own ZnError, from its own checks and from the SDK checks it carries', () => {
    const kit = loadKit();
    const errors: unknown[] = [];
    const collect = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        errors.push(error);
      }
    };
    collect(() => kit.backend.seed('Nope' as any, []));
    // an unknown resource: Zengine refused it too (a modal's unknown option is now only warned about)
    collect(() => kit.$injector.get<any>('znData')('NoSuchResource'));
    expect(errors.length).toBe(2);
    errors.forEach((error) => expect(error instanceof globals.znPlugin.ZnError).toBe(true));
  });
});
