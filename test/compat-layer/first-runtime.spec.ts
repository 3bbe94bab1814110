import { installFirstRuntime, makePluginOver, PluginMethods } from '../../src/compat-layer/first-runtime';
import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';

// A plugin.js committed as Zengine's first runtime served it calls wizehive.makePlugin(prefix); the
// object it gets registers under prefix, whatever name its register call gives (issue 38.2).
describe('zn-plugin-compat: the first runtime\'s wizehive.makePlugin', () => {
  const settings = () => ({ route: '/tally', interfaces: [{ type: 'fullPage', controller: 'tallyBoardCntl', template: 'tally-board-main' }] });
  let catalog: PluginCatalog;
  let warnings: string[];
  beforeEach(() => {
    catalog = new PluginCatalog();
    warnings = [];
    catalog.onWarning((message) => warnings.push(message));
  });

  it('registers under the prefix, not the name given, and chains as the plugin object does', () => {
    const sdkPlugin = createPlugin(catalog, pluginRegistrar, () => null);
    const own = makePluginOver(sdkPlugin as unknown as PluginMethods)('tallyBoard');
    const chained = own.controller('tallyBoardCntl', ['$scope', function () { /* a controller */ }]);
    expect(chained).toBe(own);
    expect(chained.register('Tally board, any name', settings())).toBe(own);
    expect(catalog.plugins().map((plugin) => plugin.namespace)).toEqual(['tallyBoard']);
    expect(catalog.plugins()[0].interfaces[0].controller).toBe('tallyBoardCntl');
    expect(warnings).toEqual([]);
  });

  it('goes under the record\'s namespace when the host marked the script with another one, warned', () => {
    const sdkPlugin = createPlugin(catalog, pluginRegistrar, () => 'servedAs');
    makePluginOver(sdkPlugin as unknown as PluginMethods)('tallyBoard').register('tally-board', settings());
    expect(catalog.plugins()[0].namespace).toBe('servedAs');
    expect(warnings[0]).toBe('plugin.register: "tallyBoard" is registered as its record\'s namespace "servedAs"');
  });

  it('sets the global wizehive once, leaving a page\'s own alone', () => {
    const sdkPlugin = createPlugin(catalog, pluginRegistrar, () => null) as unknown as PluginMethods;
    const page: { wizehive?: any } = {};
    expect(installFirstRuntime(page, sdkPlugin)).toBe(true);
    expect(typeof page.wizehive.makePlugin).toBe('function');
    const own = { makePlugin: () => 'the page\'s own' };
    const other: { wizehive?: any } = { wizehive: own };
    expect(installFirstRuntime(other, sdkPlugin)).toBe(false);
    expect(other.wizehive).toBe(own);
  });
});
