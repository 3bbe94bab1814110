'use strict';
// zn-plugin.min.js in a page, built from the source for this run as `npm run build` builds it:
// the SDK works minified (a smoke test over what the source specs cover), and its ZnErrors carry
// the service, the code, the values the full message interpolates and a pointer to
// docs/errors.md, without the prose (scripts/min-messages.js; the development bundle keeps it).
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { openPage } = require('./support/workbench');

const ROOT = path.resolve(__dirname, '..', '..');
const lib = (file) => path.join(ROOT, 'node_modules', file);
const PEERS = [lib('angular/angular.js'), lib('angular-sanitize/angular-sanitize.js'), lib('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js')];

describe('zn-plugin.min.js in a page', () => {
  let out;
  let tab;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-min-e2e-'));
    const config = require(path.join(ROOT, 'webpack.config.js')).find((entry) => entry.name === 'zn-plugin.min.js');
    await new Promise((resolve, reject) => webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      if (error || stats.hasErrors()) reject(error || new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }));
    tab = await openPage();
    await tab.page.setContent('<!doctype html><html><head><title>zn-plugin.min.js</title></head><body></body></html>');
    for (const script of PEERS) await tab.page.addScriptTag({ path: script });
    await tab.page.addScriptTag({ path: path.join(out, 'zn-plugin.min.js') });
    await tab.page.evaluate(() => {
      window.injector = angular.bootstrap(document.body, ['zn.plugin']);
    });
  });

  afterAll(async () => {
    await tab.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  /** The ZnError that `fn` (run in the page with the injector's services) throws, as plain data. */
  function errorOf(fn) {
    return tab.page.evaluate((source) => {
      try {
        new Function('injector', 'plugin', source)(window.injector, window.plugin);
        return null;
      } catch (error) {
        return { name: error.name, service: error.service, code: error.code, message: error.message };
      }
    }, `(${fn})(injector, plugin)`);
  }

  it('znData: an unknown resource names it, with the code and the docs pointer', async () => {
    const error = await errorOf((injector) => injector.get('znData')('Nope'));
    expect(error).toEqual(jasmine.objectContaining({ name: 'ZnError', service: 'znData', code: 'unknown-resource' }));
    expect(error.message).toMatch(/^znData: \[unknown-resource\] unknown resource "Nope" · Activities, .* · see docs\/errors\.md#unknown-resource$/);
    expect(error.message).not.toContain('expected one of');
  });

  it('znModal: a wrong option (through a wrapper) keeps the value described', async () => {
    const error = await errorOf((injector) => injector.get('znModal')({ title: 'T', template: '<p>x</p>', unique: 5 }));
    expect(error.code).toBe('bad-option');
    expect(error.message).toBe('znModal: [bad-option] a number (5) · see docs/errors.md#bad-option');
  });

  it('znFilterMatcher: a malformed filter keeps the place and the value', async () => {
    const error = await errorOf((injector) => injector.get('znFilterMatcher')({ id: 1 }, { and: [{ prefix: 'bogus', attribute: 'field1', value: 1 }] }));
    expect(error.code).toBe('unknown-prefix');
    expect(error.message).toMatch(/^znFilterMatcher: \[unknown-prefix\] and\[0\] · "bogus" · .* · see docs\/errors\.md#unknown-prefix$/);
  });

  it('plugin.register: a bad namespace (a wrapper in another file) keeps the value', async () => {
    const error = await errorOf((injector, plugin) => plugin.register('Bad Name', {}));
    expect(error).toEqual(jasmine.objectContaining({ service: 'plugin.register', code: 'bad-namespace' }));
    expect(error.message).toBe('plugin.register: [bad-namespace] a string ("Bad Name") · see docs/errors.md#bad-namespace');
  });

  it('matches records, opens and closes a dialog, and carries the filter builder', async () => {
    const result = await tab.page.evaluate(async () => {
      const matcher = window.injector.get('znFilterMatcher');
      const matched = [matcher({ field1: 'a' }, { and: [{ prefix: '', attribute: 'field1', value: 'a' }] }),
        matcher({ field1: 'b' }, { and: [{ prefix: '', attribute: 'field1', value: 'a' }] })];
      const $rootScope = window.injector.get('$rootScope');
      const dialog = window.injector.get('znModal')({ title: 'Edit deal', template: '<p class="min-body">Body</p>', btns: { Save: { primary: true } } });
      $rootScope.$digest();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const opened = { title: (document.querySelector('.zn-modal .modal-title') || {}).textContent, body: !!document.querySelector('.min-body') };
      dialog.close();
      $rootScope.$digest();
      const builder = {
        directive: window.injector.has('znInlineFilterDirective') && window.injector.has('znFiltersPanel'),
        template: /zn-filter-group/.test(window.injector.get('$templateCache').get('zn/template/filters/group.html') || '')
      };
      return { matched, opened, builder };
    });
    expect(result.matched).toEqual([true, false]);
    expect(result.opened).toEqual({ title: 'Edit deal', body: true });
    expect(result.builder).toEqual({ directive: true, template: true });
  });
});
