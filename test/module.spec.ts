import * as znPlugin from '../src/index';

describe('the zn.plugin module', () => {
  it('is exported by name with the package version', () => {
    expect(znPlugin.name).toBe('zn.plugin');
    expect(znPlugin.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('depends on ngSanitize and ui.bootstrap', () => {
    expect(angular.module('zn.plugin').requires).toEqual(['ngSanitize', 'ui.bootstrap']);
  });
});
