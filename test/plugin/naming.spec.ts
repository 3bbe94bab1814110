import {
  dashNamespace, isDirectiveName, isIdentifier, isNamespace, isNamespacedController, isNamespacedTemplateId
} from '../../src/core/naming';

describe('plugin naming rules', () => {
  describe('dashNamespace', () => {
    const table: Array<[string, string]> = [
      ['myplugin', 'myplugin'],
      ['myPlugin', 'my-plugin'],
      ['somePluginNamespace', 'some-plugin-namespace'],
      ['someXYZPlugin', 'some-x-y-z-plugin'],
      ['board2Go', 'board2-go']
    ];
    table.forEach(([namespace, dashed]) => {
      it(`turns ${namespace} into ${dashed}`, () => {
        expect(dashNamespace(namespace)).toBe(dashed);
      });
    });
  });

  describe('isNamespace', () => {
    it('accepts camelCase letters and digits starting with a lowercase letter', () => {
      ['myPlugin', 'wgn', 'board2', 'aB'].forEach((name) => expect(isNamespace(name)).withContext(name).toBe(true));
    });

    it('refuses capitals first, digits first, dashes, underscores, spaces and non-strings', () => {
      ['MyPlugin', '2board', 'my-plugin', 'my_plugin', 'my plugin', '', 5, null].forEach((name) =>
        expect(isNamespace(name)).withContext(String(name)).toBe(false));
    });
  });

  describe('identifiers and directive names', () => {
    it('takes JavaScript identifiers as controller, service and filter names', () => {
      ['myPluginCntl', '_x', '$y', 'MY_CONST'].forEach((name) => expect(isIdentifier(name)).withContext(name).toBe(true));
      ['my-cntl', '1x', 'a.b', ''].forEach((name) => expect(isIdentifier(name)).withContext(name).toBe(false));
    });

    it('takes camelCase directive names only', () => {
      expect(isDirectiveName('myPluginWidget')).toBe(true);
      ['MyWidget', 'my-widget', 'my_widget', 'my:widget'].forEach((name) => expect(isDirectiveName(name)).withContext(name).toBe(false));
    });
  });

  describe('prefixes', () => {
    it('wants controller names that start with the namespace', () => {
      expect(isNamespacedController('myPluginCntl', 'myPlugin')).toBe(true);
      expect(isNamespacedController('otherCntl', 'myPlugin')).toBe(false);
      expect(isNamespacedController('MyPluginCntl', 'myPlugin')).toBe(false);
    });

    it('wants template ids that are the dash form, or start with it and a dash', () => {
      expect(isNamespacedTemplateId('my-plugin-main', 'myPlugin')).toBe(true);
      expect(isNamespacedTemplateId('my-plugin', 'myPlugin')).toBe(true);
      expect(isNamespacedTemplateId('my-pluginx', 'myPlugin')).toBe(false);
      expect(isNamespacedTemplateId('myPlugin-main', 'myPlugin')).toBe(false);
      expect(isNamespacedTemplateId('my-plugin-<b>', 'myPlugin')).toBe(false);
    });
  });
});
