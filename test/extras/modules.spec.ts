import { EXTRAS_MODULE_NAME, EXTRAS_PARTS_MODULE_NAME } from '../../src/extras';

/** The modules `name` depends on, directly or not, each once. */
function reached(name: string): string[] {
  const seen: string[] = [];
  const visit = (module: string) => angular.module(module).requires.forEach((required) => {
    if (seen.indexOf(required) !== -1) return;
    seen.push(required);
    visit(required);
  });
  visit(name);
  return seen;
}

describe('the modules of zn-plugin-extras.js', () => {
  it('depend one way only: no module reaches itself through its dependencies', () => {
    [EXTRAS_MODULE_NAME, EXTRAS_PARTS_MODULE_NAME, 'zn.plugin'].forEach((name) => {
      expect(`${name}: ${reached(name).indexOf(name) !== -1}`).toBe(`${name}: false`);
    });
    expect(angular.module(EXTRAS_MODULE_NAME).requires).toEqual(['zn.plugin']);
    expect(angular.module('zn.plugin').requires).toContain(EXTRAS_PARTS_MODULE_NAME);
  });

  // a plugin's module lists zn.plugin, zn.plugin.extras or both: each gets the SDK and the extras
  [['zn.plugin'], [EXTRAS_MODULE_NAME], ['zn.plugin', EXTRAS_MODULE_NAME], [EXTRAS_MODULE_NAME, 'zn.plugin']].forEach((requires) => {
    it(`serves the SDK and the extras to a plugin module that lists ${requires.join(' and ')}`, () => {
      const name = `extrasSpecPlugin${requires.join('').replace(/\W/g, '')}`;
      angular.module(name, requires);
      const injector = angular.injector(['ng', name]);
      expect(['znData', 'znForm', 'znWindow', 'pluralizeFilter', 'truncateFilter'].filter((service) => !injector.has(service))).toEqual([]);
    });
  });
});
