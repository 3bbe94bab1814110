import { installGlobalPlugin } from '../../src/plugin/install-global';
import { plugin } from '../../src/index';

describe('installGlobalPlugin', () => {
  it('sets the global plugin when the page has none', () => {
    const page: { plugin?: unknown } = {};
    expect(installGlobalPlugin(page, plugin)).toBe(true);
    expect(page.plugin).toBe(plugin);
  });

  it('leaves a plugin object the host made itself', () => {
    const own = { controller: () => undefined };
    const page = { plugin: own };
    expect(installGlobalPlugin(page, plugin)).toBe(false);
    expect(page.plugin).toBe(own);
  });

  it('takes the name over from an element with id="plugin" (the browser\'s named access)', () => {
    const page = { plugin: document.createElement('div') as unknown };
    expect(installGlobalPlugin(page, plugin)).toBe(true);
    expect(page.plugin).toBe(plugin);
  });

  it('takes the name over from several elements with id="plugin"', () => {
    const page = { plugin: document.createElement('form').elements as unknown };
    expect(installGlobalPlugin(page, plugin)).toBe(true);
  });

  it('does nothing without a window (a bundler outside the browser)', () => {
    expect(installGlobalPlugin(undefined, plugin)).toBe(false);
  });

  it('was installed on this page when the bundle loaded', () => {
    expect((window as any).plugin).toBe(plugin);
  });
});
