import { pluginRegistrar } from '../../src/plugin/default-plugin';
import { createPlugin, currentScriptNamespace } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';

// A 2015 plugin in the oldest register form: plugin.register('demo-plugin', ...) for a plugin whose
// record's namespace is demoPlugin. Zengine's runtimes registered it under the record's namespace.
describe('plugin.register with a name other than the plugin\'s namespace', () => {
  const settings = () => ({ route: '/demo', controller: 'demoPluginCntl', template: 'demo-plugin-main' });
  let catalog: PluginCatalog;
  let warnings: string[];
  beforeEach(() => {
    catalog = new PluginCatalog();
    warnings = [];
    catalog.onWarning((message) => warnings.push(message));
  });

  it('registers under the namespace of the plugin\'s record, with one warning', () => {
    const own = createPlugin(catalog, pluginRegistrar, () => 'demoPlugin');
    own.register('demo-plugin', settings());
    expect(catalog.plugins().map((plugin) => plugin.namespace)).toEqual(['demoPlugin']);
    expect(catalog.plugins()[0].interfaces[0].controller).toBe('demoPluginCntl');
    expect(warnings).toEqual(['plugin.register: "demo-plugin" is registered as its record\'s namespace "demoPlugin"']);
  });

  it('registers a name such as "Demo Plugin" under the record\'s namespace too', () => {
    createPlugin(catalog, pluginRegistrar, () => 'demoPlugin').register('Demo Plugin', settings());
    expect(catalog.plugins()[0].namespace).toBe('demoPlugin');
  });

  it('registers the dashed writing of the namespace (a kebab-case maya.json\'s bare wgn: \'name-space\') under the record\'s', () => {
    createPlugin(catalog, pluginRegistrar, () => 'nameSpace').register('name-space', { route: '/chat', controller: 'nameSpaceCntl', template: 'name-space-main' });
    expect(catalog.plugins()[0].namespace).toBe('nameSpace');
    expect(warnings).toEqual(['plugin.register: "name-space" is registered as its record\'s namespace "nameSpace"']);
  });

  it('says nothing when the name is the namespace', () => {
    createPlugin(catalog, pluginRegistrar, () => 'demoPlugin').register('demoPlugin', settings());
    expect(catalog.plugins()[0].namespace).toBe('demoPlugin');
    expect(warnings).toEqual([]);
  });

  it('without a record, refuses a name that is no namespace, as before', () => {
    const own = createPlugin(catalog, pluginRegistrar, () => null);
    expect(() => own.register('demo-plugin', settings())).toThrowError(/namespace must be/);
  });

  describe('the record\'s namespace, read from the plugin\'s script tag', () => {
    it('is the data-zn-namespace of the script that is running', () => {
      const script = document.createElement('script');
      script.setAttribute('data-zn-namespace', 'demoPlugin');
      script.textContent = 'window.__znSeen = window.__znSeenFn();';
      (window as any).__znSeenFn = currentScriptNamespace;
      document.body.appendChild(script);
      expect((window as any).__znSeen).toBe('demoPlugin');
      script.remove();
      delete (window as any).__znSeen;
      delete (window as any).__znSeenFn;
    });

    it('is null outside a marked script', () => {
      expect(currentScriptNamespace()).toBeNull();
    });
  });
});
