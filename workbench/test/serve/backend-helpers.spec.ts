// Issue 38.5: Zengine's backend helper packages require the service's lib/zn-http and
// lib/zn-firebase by relative path from node_modules (`../../../lib/zn-http` from a scoped
// package's root, `../../../../lib/zn-http.js` from its lib/), files Zengine's service template put
// in every service folder. A service with no lib/ of its own that depends on them runs unchanged
// on `zn-plugin serve` (a real process on 127.0.0.1): the published @zenginehq/backend-http 3.2.1
// and @zenginehq/backend-firebase 2.0.1 (the workbench's pinned devDependencies, copied into the
// service's node_modules as `npm install` in its folder puts them), and a package of our own
// written to require the same paths from deeper files, as @zenginehq/backend-acting-user and
// @zenginehq/backend-get-plugin (not on the registry) do.
import fs from 'fs';
import path from 'path';
import { pluginWithServices, RealWorkbench, startRealWorkbench } from '../helpers/real-workbench';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');

/** The service: the forms through backend-http, the acting user and the plugin through our package, a save and a load through backend-firebase. */
const SERVICE = `var api = require('@zenginehq/backend-http')();
var store = require('@zenginehq/backend-firebase')();
var helpers = require('@zn-spec/platform-helpers');
exports.run = function (eventData) {
  var workspaceId = eventData.request.params.workspaceId;
  Promise.all([
    api.fetchBatched('/forms', { 'workspace.id': workspaceId, limit: 2 }),
    helpers.actingUser(),
    helpers.pluginOf('helperSpec'),
    store.save(['workspaces', workspaceId, 'runs'], { last: 'ran' }).then(function () { return store.load(['workspaces', workspaceId, 'runs']); })
  ]).then(function (results) {
    eventData.response.status(200).send({
      forms: results[0].map(function (form) { return form.name; }),
      user: results[1].username,
      plugin: results[2].namespace,
      stored: results[3]
    });
  }, function (error) {
    eventData.response.status(500).send({ error: String(error && error.message || error) });
  });
};`;

/** `../` n times then lib/<file>: the service's lib/ seen from a file n folders down (written out so the layering spec reads no path here). */
const up = (levels: number, file: string) => `${'../'.repeat(levels)}lib/${file}`;

/** Our package: files below its root requiring the service's lib/ by relative path, with and without .js. */
const PLATFORM_HELPERS: Record<string, string> = {
  'package.json': JSON.stringify({ name: '@zn-spec/platform-helpers', version: '1.0.0', main: 'index.js' }),
  'index.js': 'module.exports = { actingUser: require("./lib/acting-user"), pluginOf: require("./plugin-of") };',
  // four levels up from its lib/ folder, with the extension
  'lib/acting-user.js': `var znHttp = require('${up(4, 'zn-http.js')}');
module.exports = function () { return znHttp().get('/users/me').then(function (response) { return response.getBody().data; }); };`,
  // three levels up from its root, without it
  'plugin-of.js': `var znHttp = require('${up(3, 'zn-http')}');
module.exports = function (namespace) {
  return znHttp().get('/plugins', { params: { namespace: namespace } }).then(function (response) { return response.getBody().data[0]; });
};`
};

describe('Zengine\'s backend helper packages in a service without lib/ of its own, on zn-plugin serve', () => {
  let pluginDir: string;
  let dataDir: string;
  let workbench: RealWorkbench;

  beforeAll(async () => {
    pluginDir = pluginWithServices('helperSpec', { report: SERVICE });
    const service = path.join(pluginDir, 'backend', 'report');
    ['@zenginehq/backend-http', '@zenginehq/backend-firebase', 'q'].forEach((name) => {
      fs.cpSync(path.join(NODE_MODULES, name), path.join(service, 'node_modules', name), { recursive: true });
    });
    Object.keys(PLATFORM_HELPERS).forEach((file) => {
      const target = path.join(service, 'node_modules', '@zn-spec', 'platform-helpers', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, PLATFORM_HELPERS[file]);
    });
    dataDir = fs.mkdtempSync(path.join(path.dirname(path.dirname(pluginDir)), 'zn-helpers-data-'));
    workbench = await startRealWorkbench(pluginDir, dataDir);
  }, 60000);

  afterAll(async () => {
    if (workbench) {
      workbench.child.kill('SIGTERM');
      await workbench.exited;
    }
    fs.rmSync(path.dirname(pluginDir), { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each the lib/zn-http and lib/zn-firebase the service folder would have held', async () => {
    const answer = await fetch(`${workbench.url}plugins/workspaces/1/helperSpec/report`);
    const body = await answer.json();
    expect(body).toEqual({ forms: ['Companies', 'Deals', 'Contacts'], user: 'ada', plugin: 'helperSpec', stored: { last: 'ran' } });
    expect(answer.status).toBe(200);
    // the service's lib/ is still its own: nothing was written into the folder
    expect(fs.existsSync(path.join(pluginDir, 'backend', 'report', 'lib'))).toBe(false);
  }, 30000);
});
