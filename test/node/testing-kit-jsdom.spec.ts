// The testing kit under jasmine in Node with jsdom, the other way docs/testing.md says it runs:
// the built zn-plugin.js and zn-plugin-testing.js (built here into a temporary folder), loaded
// after angular and angular-mocks with a jsdom window, then docs/testing.md's example plugin (test/example-plugin/docs-tasks/).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { execFileSync } from 'child_process';
import { runInNewContext, runInThisContext } from 'vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom');

const root = path.resolve(__dirname, '..', '..', '..', '..');

/** Builds the two bundles (synchronously: angular-mocks must add its hooks while this file is read). */
function buildBundles(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-kit-jsdom-'));
  const script = `require('webpack')(require(${JSON.stringify(path.join(root, 'webpack.config.js'))}).pluginAndKit(${JSON.stringify(folder)}),` +
    '(error, stats) => { if (error || stats.hasErrors()) { console.error(error || stats.toString("errors-only")); process.exit(1); } });';
  execFileSync(process.execPath, ['-e', script], { cwd: root, stdio: 'inherit' });
  return folder;
}

describe('the testing kit in jsdom', () => {
  const built = buildBundles();
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/' });
  const window = dom.window;
  const globals = global as unknown as Record<string, unknown>;
  // The scripts run in Node's own realm (so the spec's objects are plain objects to them) with
  // jsdom's window and document as their globals; angular-mocks defines module() and inject()
  // when it finds jasmine on window, and adds its hooks with beforeEach and afterEach.
  const before = { window: globals.window, document: globals.document };
  Object.assign(window, { jasmine, beforeEach, afterEach });
  globals.window = window;
  globals.document = window.document;
  const names = ['angular', 'znPlugin', 'znPluginTesting', 'plugin'];
  [
    'node_modules/angular/angular.js',
    'node_modules/angular-sanitize/angular-sanitize.js',
    'node_modules/angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
    'node_modules/angular-mocks/angular-mocks.js',
    path.join(built, 'zn-plugin.js'),
    path.join(built, 'zn-plugin-testing.js'),
    'test/example-plugin/docs-tasks/plugin.js'
  ].forEach((file) => {
    const filename = path.resolve(root, file);
    runInThisContext(fs.readFileSync(filename, 'utf8'), { filename });
    // A script sets its global on window (angular) or on `this` (the UMD bundles): share both ways.
    names.forEach((name) => {
      if (globals[name] && !window[name]) window[name] = globals[name];
      if (window[name] && !globals[name]) globals[name] = window[name];
    });
  });
  // Only while this suite runs are window and document (and angular, which angular-ui-bootstrap
  // reads at run time) globals of the Node process: the other Node specs run without them.
  const shared: Record<string, unknown> = { window, document: window.document, angular: globals.angular };
  const share = () => Object.keys(shared).forEach((name) => { globals[name] = shared[name]; });
  const unshare = () => {
    names.concat(['window', 'document']).forEach((name) => { delete globals[name]; });
    if (before.window !== undefined) globals.window = before.window;
    if (before.document !== undefined) globals.document = before.document;
  };
  unshare();
  beforeAll(share);
  afterAll(unshare);
  const kitSource = fs.readFileSync(path.join(built, 'zn-plugin-testing.js'), 'utf8');
  const kitModules: string[] = JSON.parse(fs.readFileSync(path.join(built, 'zn-plugin-testing.js.map'), 'utf8')).sources;
  fs.rmSync(built, { recursive: true, force: true });

  it('carries no SDK code of its own: it uses zn-plugin.js\'s (the matcher, the resource table, the option checks, ZnError)', () => {
    // The one exception: the REST conventions it shares with the sandbox (src/core/rest/), which
    // zn-plugin.js has no use for; what they use of the SDK comes from zn-plugin.js too.
    const sdkModules = kitModules.filter((source) => /\/src\//.test(source) && !/\/src\/testing\//.test(source) &&
      !/\/src\/core\/rest\//.test(source));
    expect(sdkModules).toEqual([]);
    expect(kitModules.filter((source) => /\/src\/core\/rest\//.test(source)).length).toBe(6);
    expect(kitModules.some((source) => source.endsWith('src/testing/sdk-shim.ts'))).toBe(true);
  });

  it('loaded without zn-plugin.js, stops with a ZnError-shaped error that says what to load first', () => {
    const sandbox = { angular: {}, window: {} };
    let thrown: any;
    try {
      runInNewContext(kitSource, sandbox);
    } catch (error) {
      thrown = error;
    }
    expect(thrown && { name: thrown.name, service: thrown.service, code: thrown.code }).toEqual({ name: 'ZnError', service: 'zn.plugin.testing', code: 'missing-peer' });
    expect(thrown.message).toContain('zn-plugin.js (the global znPlugin) is not loaded');
  });

  let kit: any;
  beforeEach(window.module('zn.plugin.testing'));
  beforeEach(window.inject(['$injector', ($injector: any) => {
    kit = { backend: $injector.get('znTestBackend'), dialogs: $injector.get('znTestDialogs'), $controller: $injector.get('$controller'), $rootScope: $injector.get('$rootScope') };
  }]));

  it('runs a plugin controller against the in-memory API, and drives its confirm', () => {
    kit.backend.seed('FormRecords', { formId: 5 }, [{ id: 1, name: 'Write docs', field2: 'open' }, { id: 2, name: 'Answer mail', field2: 'done' }]);
    kit.backend.service('tasks', 'GET /settings', () => ({ formId: 5 }));
    const scope = kit.$rootScope.$new();
    scope.workspaceId = 1;
    kit.$controller('tasksCntl', { $scope: scope });
    kit.backend.flush();
    expect(scope.tasks.map((task: any) => task.name)).toEqual(['Write docs']);

    scope.close(scope.tasks[0]);
    kit.dialogs.confirm(true);
    kit.backend.flush();
    expect(kit.backend.all('FormRecords', { formId: 5 }).map((record: any) => record.field2)).toEqual(['done', 'done']);
    expect(scope.tasks).toEqual([]);
    expect(kit.dialogs.messages()[0].text).toBe('Closed.');
  });
});
