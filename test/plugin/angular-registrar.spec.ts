// The registrar behind the plugin object: an internal invariant (no module to queue on) is a
// ZnError with a code, like every other error of the SDK, not a bare Error.
import { ZnError } from '../../src/core';
import { AngularRegistrar } from '../../src/plugin/angular-registrar';

describe('AngularRegistrar', () => {
  it('refuses a definition before it has a module, with ZnError module-not-loaded', () => {
    const registrar = new AngularRegistrar();
    let thrown: unknown;
    try {
      registrar.register('controller', 'myPluginCntl', function myPluginCntl() { /* nothing */ });
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof ZnError).toBe(true);
    expect(thrown).toEqual(jasmine.objectContaining({ service: 'zn-plugin', code: 'module-not-loaded' }));
    expect((thrown as Error).message).toMatch(/controller "myPluginCntl".*zn-plugin\.js/);
  });

  it('annotates its config block for strictDi (fn.$inject)', () => {
    const registrar = new AngularRegistrar();
    expect((registrar.captureProviders as unknown as { $inject: string[] }).$inject)
      .toEqual(['$controllerProvider', '$compileProvider', '$provide', '$filterProvider']);
  });
});
