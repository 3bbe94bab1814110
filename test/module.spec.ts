import * as znPlugin from '../src/index';

describe('the zn.plugin module', () => {
  it('is exported by name with the package version', () => {
    expect(znPlugin.name).toBe('zn.plugin');
    expect(znPlugin.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('depends on ngSanitize and ui.bootstrap (and zn.plugin.extras.parts once zn-plugin-extras.js is loaded)', () => {
    const requires = angular.module('zn.plugin').requires.filter((name) => name !== 'zn.plugin.extras.parts' && name !== 'ngResource');
    expect(requires).toEqual(['ngSanitize', 'ui.bootstrap']);
  });

  it('depends on ngResource when the page loaded angular-resource.js before it, so plugins inject $resource', () => {
    expect(angular.module('zn.plugin').requires).toContain('ngResource');
  });
});
