// dist/zn-plugin-compat.js as a host loads it: built here with zn-plugin.js into a temporary
// folder, then both loaded by script in a jsdom page after angular, angular-sanitize and
// ui-bootstrap, before a plugin's script; the host's app names only zn.plugin.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { execFileSync } from 'child_process';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom');

const root = path.resolve(__dirname, '..', '..', '..', '..');

function buildBundles(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-compat-'));
  const script = `require('webpack')(require(${JSON.stringify(path.join(root, 'webpack.config.js'))}).pluginAndCompat(${JSON.stringify(folder)}),` +
    '(error, stats) => { if (error || stats.hasErrors()) { console.error(error || stats.toString("errors-only")); process.exit(1); } });';
  execFileSync(process.execPath, ['-e', script], { cwd: root, stdio: 'inherit' });
  return folder;
}

const VENDOR = ['angular/angular.js', 'angular-sanitize/angular-sanitize.js', 'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js'];

/** A page that ran the vendor scripts and then `scripts` (file paths), in order, as script tags do. */
function pageWith(scripts: string[]): any {
  const dom = new JSDOM('<!doctype html><html><body><div id="app"></div></body></html>', { url: 'http://localhost/', runScripts: 'outside-only' });
  VENDOR.map((file) => path.join(root, 'node_modules', file)).concat(scripts).forEach((file) => dom.window.eval(fs.readFileSync(file, 'utf8')));
  return dom.window;
}

describe('zn-plugin-compat.js in a page', () => {
  const built = buildBundles();
  const main = path.join(built, 'zn-plugin.js');
  const compat = path.join(built, 'zn-plugin-compat.js');
  const sources = { main: fs.readFileSync(main, 'utf8'), compat: fs.readFileSync(compat, 'utf8') };
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

  it('joins zn.plugin with one script tag: 0.12 markup, $http.success and plugin filters work in an app that names only zn.plugin', () => {
    const window = pageWith([main, compat]);
    window.eval("plugin.filter('specLabel', function () { return function (value) { return 'label ' + value; }; });");
    const app = window.document.getElementById('app');
    app.innerHTML = '<tabset><tab heading="One">First</tab><tab heading="Two">Second</tab></tabset>';
    const injector = window.angular.bootstrap(app, ['zn.plugin'], { strictDi: true });
    expect(window.angular.module('zn.plugin').requires).toContain('zn.plugin.compat');
    expect(Array.from(app.querySelectorAll('ul.nav-tabs > li')).map((li: any) => li.textContent.trim())).toEqual(['One', 'Two']);
    expect(injector.get('$filter')('specLabel').$stateful).toBe(true);
    expect(typeof injector.get('$modal').open).toBe('function');
    expect(window.znPluginCompat.name).toBe('zn.plugin.compat');
  });

  it('carries none of zn-plugin.js\'s code but ZnError, and zn-plugin.js none of its', () => {
    const modules: string[] = JSON.parse(fs.readFileSync(`${compat}.map`, 'utf8')).sources.filter((source: string) => source.includes('/src/'));
    expect(modules.filter((source) => !source.includes('/src/compat-layer/'))).toEqual(['webpack://zn-plugin/./src/core/errors.ts']);
    expect(sources.main).not.toContain('zn.plugin.compat');
  });

  it('loaded without zn-plugin.js, stops with a ZnError that says to load it first', () => {
    let thrown: any;
    try {
      pageWith([compat]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown && thrown.code).toBe('missing-peer');
    expect(thrown && thrown.message).toContain('zn-plugin.js');
  });
});
