'use strict';
// The bundle in a bare page, built from the source for this run (as `npm run build` builds
// dist/zn-plugin.js) and put in with script and style tags, without a server:
// - a page without one of the peers (angular-ui-bootstrap, angular-sanitize) gets a ZnError that
//   names it when the app bootstraps, not a bare $injector:modulerr;
// - a znMessage shown while a dialog is open leaves the dialog's title and close button
//   uncovered and stays readable (E2E_SCREENSHOTS=docs keeps docs/message-over-modal.png).
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { openPage, screenshot } = require('./support/workbench');

const ROOT = path.resolve(__dirname, '..', '..');
const lib = (file) => path.join(ROOT, 'node_modules', file);
const SCRIPTS = {
  angular: lib('angular/angular.js'),
  sanitize: lib('angular-sanitize/angular-sanitize.js'),
  uiBootstrap: lib('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js')
};

describe('the bundle in a page', () => {
  let out;
  let bundle;
  let tab;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-bundle-e2e-'));
    const config = require(path.join(ROOT, 'webpack.config.js')).find((entry) => entry.name === 'zn-plugin.js');
    await new Promise((resolve, reject) => webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      if (error || stats.hasErrors()) reject(error || new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }));
    bundle = path.join(out, 'zn-plugin.js');
  });

  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  beforeEach(async () => {
    tab = await openPage();
  });

  afterEach(async () => {
    await tab.close();
  });

  /** A blank page with these scripts, in order, then the bundle. */
  async function pageWith(scripts) {
    await tab.page.setContent('<!doctype html><html><head><title>zn-plugin</title></head><body></body></html>');
    for (const script of scripts) await tab.page.addScriptTag({ path: script });
    await tab.page.addScriptTag({ path: bundle });
  }

  /** What angular.bootstrap(document.body, ['zn.plugin']) threw, as plain data. */
  function bootstrapError() {
    return tab.page.evaluate(() => {
      try {
        angular.bootstrap(document.body, ['zn.plugin']);
        return null;
      } catch (error) {
        return { name: error.name, service: error.service, code: error.code, message: error.message };
      }
    });
  }

  it('without angular-ui-bootstrap: bootstrapping throws a ZnError naming it', async () => {
    await pageWith([SCRIPTS.angular, SCRIPTS.sanitize]);
    const error = await bootstrapError();
    expect(error).toEqual({
      name: 'ZnError',
      service: 'zn-plugin',
      code: 'missing-peer',
      message: 'zn-plugin: ui-bootstrap-tpls.js (angular-ui-bootstrap) (module ui.bootstrap) is not loaded; expected script tags ' +
        'for angular.js, angular-sanitize.js and ui-bootstrap-tpls.js before zn-plugin.js'
    });
    expect(error.message).not.toContain('$injector:modulerr');
  });

  it('without angular-sanitize: bootstrapping throws a ZnError naming it', async () => {
    await pageWith([SCRIPTS.angular, SCRIPTS.uiBootstrap]);
    const error = await bootstrapError();
    expect(error.code).toBe('missing-peer');
    expect(error.message).toMatch(/^zn-plugin: angular-sanitize\.js \(module ngSanitize\) is not loaded;/);
  });

  it('with every peer: bootstraps', async () => {
    await pageWith([SCRIPTS.angular, SCRIPTS.sanitize, SCRIPTS.uiBootstrap]);
    expect(await bootstrapError()).toBeNull();
  });

  it('a message shown over an open dialog leaves its title and close button uncovered, and stays readable', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 1024, height: 640 });
    await pageWith([SCRIPTS.angular, SCRIPTS.sanitize, SCRIPTS.uiBootstrap]);
    await page.addStyleTag({ path: lib('bootstrap/dist/css/bootstrap.css') });
    const styles = path.join(ROOT, 'src', 'styles');
    for (const file of fs.readdirSync(styles).filter((name) => name.endsWith('.css')).sort()) {
      await page.addStyleTag({ path: path.join(styles, file) });
    }
    await page.evaluate(() => {
      const injector = angular.bootstrap(document.body, ['zn.plugin']);
      injector.invoke(['znModal', 'znMessage', (znModal, znMessage) => {
        znModal({
          title: 'Edit deal',
          template: '<p>Amount, stage and owner of the deal.</p><p>Changes are saved when you press Save.</p>',
          btns: { Save: { primary: true }, Cancel: {} }
        });
        znMessage('Deal saved. Three records were updated.', 'saved', 0);
      }]);
    });
    await page.waitForSelector('.zn-modal .modal-title');
    await page.waitForSelector('.zn-message');
    await page.waitForTimeout(400); // transitions, if any, settle before the screenshot

    const hits = await page.evaluate(() => {
      const dialog = document.querySelector('.zn-modal .modal-content');
      const message = document.querySelector('.zn-message');
      const centre = (element) => {
        const box = element.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      };
      const at = (element) => document.elementFromPoint(...centre(element));
      return {
        title: dialog.contains(at(dialog.querySelector('.modal-title'))),
        close: dialog.contains(at(dialog.querySelector('.modal-header .close'))),
        message: message.contains(at(message.querySelector('.zn-message-text'))),
        messageClose: message.contains(at(message.querySelector('.zn-message-close')))
      };
    });
    expect(hits).toEqual({ title: true, close: true, message: true, messageClose: true });
    await screenshot(page, 'message-over-modal');
  });
});
