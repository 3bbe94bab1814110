// Services written for Zengine's Node (0.10 to 4) run on this one: mayan's service template,
// firebase 2.3.1 over faye-websocket 0.9.3 and websocket-driver 0.5.2 (which builds its handshake
// parser with process.binding('http_parser')), installed from the npm registry into the service
// folder, reads and writes its plugin's Firebase database through a real workbench; and a service
// whose process crashes inside Node is reported with that cause, not just the signal.
import fs from 'fs';
import path from 'path';
import { execFile } from 'child_process';
import { startWorkbench, Workbench } from '../../src/serve';
import { call, expectFailure, startSandbox } from './helpers';
import { serviceFolder, removeServiceFolders } from './service-fixtures';
import { pluginWithServices } from '../helpers/real-workbench';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 180000);

/** mayan's template's lib/zn-firebase.js, in its shape (written for this spec). */
const TEMPLATE_ZN_FIREBASE = `
var Firebase = require('firebase');
var reference;
module.exports = function (url, secret) {
  if (reference !== undefined && !url) return reference;
  reference = new Firebase(url);
  if (secret) reference.authWithCustomToken(secret, function (error) { if (error) console.log('Login Failed!', error); });
  return reference;
};`;

const TEMPLATE_SERVICE = `
var Firebase = require('firebase');
var znFirebase = require('./lib/zn-firebase');
exports.run = function (eventData) {
  var note = znFirebase().child('workspaces/' + eventData.request.params.workspaceId + '/notes/legacy');
  note.set({ text: 'written by firebase ' + Firebase.SDK_VERSION }, function (error) {
    if (error) return eventData.response.status(500).send({ error: String(error) });
    note.once('value', function (snapshot) { eventData.response.send({ read: snapshot.val(), version: Firebase.SDK_VERSION }); });
  });
};`;

/** The template's package tree: what its committed node_modules held. */
const TEMPLATE_PACKAGE = {
  name: 'server-side-plugin', version: '1.0.0', private: true,
  dependencies: { firebase: '2.3.1' },
  overrides: { 'faye-websocket': '0.9.3', 'websocket-driver': '0.5.2' }
};

function npmInstall(dir: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['install', '--no-audit', '--no-fund', '--omit=dev'], { cwd: dir },
      (error, _stdout, stderr) => resolve(error ? String(stderr || error.message) : undefined));
  });
}

/** Whether the npm registry answers (the one reason the template's spec may be skipped). */
async function registryReachable(): Promise<boolean> {
  try {
    const answer = await fetch('https://registry.npmjs.org/firebase/2.3.1', { signal: AbortSignal.timeout(15000) });
    return answer.ok;
  } catch {
    return false;
  }
}

describe('a service written for Zengine\'s Node', () => {
  afterAll(() => removeServiceFolders());

  describe('mayan\'s service template (firebase 2.3.1, websocket-driver 0.5.2)', () => {
    let plugin: string;
    let workbench: Workbench | undefined;
    let installProblem: string | undefined;

    beforeAll(async () => {
      plugin = pluginWithServices('legacyFire', { template: TEMPLATE_SERVICE });
      const service = path.join(plugin, 'backend', 'template');
      fs.writeFileSync(path.join(service, 'package.json'), JSON.stringify(TEMPLATE_PACKAGE, null, 2));
      fs.mkdirSync(path.join(service, 'lib'));
      fs.writeFileSync(path.join(service, 'lib', 'zn-firebase.js'), TEMPLATE_ZN_FIREBASE);
      installProblem = await npmInstall(service);
      if (installProblem) return;
      workbench = await startWorkbench({ plugins: [plugin], dataDir: path.join(path.dirname(plugin), 'data'), port: 0, log: () => undefined, webhookScheduleMs: 0 });
    });
    afterAll(async () => {
      if (workbench) await workbench.close();
      fs.rmSync(path.dirname(plugin), { recursive: true, force: true });
    });

    it('installs as the template had it: websocket-driver 0.5.2, which calls process.binding(\'http_parser\')', async () => {
      if (installProblem && !(await registryReachable())) return pending('the npm registry is unreachable');
      expect(installProblem).toBeUndefined();
      const driver = path.join(plugin, 'backend', 'template', 'node_modules', 'websocket-driver');
      expect(JSON.parse(fs.readFileSync(path.join(driver, 'package.json'), 'utf8')).version).toBe('0.5.2');
      expect(fs.readFileSync(path.join(driver, 'lib', 'websocket', 'http_parser.js'), 'utf8')).toContain('process.binding(\'http_parser\')');
    });

    it('writes and reads its plugin\'s Firebase database through the workbench', async () => {
      if (installProblem && !(await registryReachable())) return pending('the npm registry is unreachable');
      const answer = await fetch(`${(workbench as Workbench).url}plugins/workspaces/1/legacyFire/template`);
      const body = await answer.json();
      expect(answer.status).withContext(JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ read: { text: 'written by firebase 2.3.1' }, version: '2.3.1' });
    });
  });

  it('that crashes inside Node is reported with the signal and the Node internal it reached', async () => {
    const dir = serviceFolder({
      'plugin.js': `exports.run = function () {
        process.binding('constants');
        setTimeout(function () { process.kill(process.pid, 'SIGSEGV'); }, 20);
      };`
    });
    const running = await startSandbox({ pluginServices: [{ namespace: 'crashy', route: 'native', dir }] });
    try {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/crashy/native');
      expectFailure(answer, 500, 5000,
        /crashed inside Node, not in its JavaScript \(signal SIGSEGV\); it had called Node's internal process\.binding\('constants' \(from [^)]*plugin\.js\)\)/);
    } finally {
      await running.stop();
    }
  });
});
