// Every process a backend service starts belongs to it: a clean stop ends all of them (a
// detached one, one ignoring SIGTERM, a hundred more); they count against its memory ceiling;
// and kill -9 of the workbench takes them with it, even a service spinning after its answer.
// Real processes: the services spawn real children, the workbench is a real `zn-plugin serve`.
import fs from 'fs';
import path from 'path';
import { call, expectFailure, startSandbox } from './helpers';
import { serviceFolder, removeServiceFolders } from './service-fixtures';
import { pluginWithServices, processGone, startRealWorkbench, waitFor } from '../helpers/real-workbench';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 60000);

/** Starts a detached child, a child ignoring SIGTERM and `more` plain ones; answers their pids once all run. */
const SPAWNER = `
var spawn = require('child_process').spawn;
exports.run = function (e) {
  var more = Number(e.request.query.more || 0);
  var pids = [];
  var detached = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  detached.unref();
  pids.push(detached.pid);
  var stubborn = spawn(process.execPath, ['-e', 'process.on("SIGTERM", function () {}); console.log("ready"); setInterval(function () {}, 1000)'],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  pids.push(stubborn.pid);
  for (var i = 0; i < more; i++) pids.push(spawn('sleep', ['600'], { stdio: 'ignore' }).pid);
  stubborn.stdout.once('data', function () { e.response.send({ service: process.pid, pids: pids }); });
};`;

/** A child holding 192 MiB of Buffers while the service itself holds little and never answers. */
const CHILD_HOG = `
var spawn = require('child_process').spawn;
exports.run = function (e) {
  spawn(process.execPath, ['-e', 'var h = []; for (var i = 0; i < 12; i++) h.push(Buffer.alloc(16 * 1024 * 1024, 1)); setInterval(function () {}, 1000)'],
    { stdio: 'ignore' });
};`;

/** Answers, starts a detached child, then blocks its event loop for good. */
const SPINNER = `
var spawn = require('child_process').spawn;
exports.run = function (e) {
  var child = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  child.unref();
  e.response.send({ service: process.pid, child: child.pid });
  setTimeout(function () { for (;;) {} }, 50);
};`;

describe('a backend service\'s processes', () => {
  afterAll(() => removeServiceFolders());

  it('all end when the sandbox stops: a detached one, one ignoring SIGTERM and 100 more', async () => {
    const running = await startSandbox({ pluginServices: [{ namespace: 'procs', route: 'spawner', dir: serviceFolder({ 'plugin.js': SPAWNER }) }] });
    const answer = await call(running, 'GET', '/plugins/workspaces/1/procs/spawner?more=100');
    expect(answer.status).toBe(200);
    const pids: number[] = [answer.body.service].concat(answer.body.pids);
    expect(pids.length).toBe(103);
    expect(pids.filter(processGone)).toEqual([]);
    await running.stop();
    expect(pids.filter((pid) => !processGone(pid))).toEqual([]);
  });

  it('all end before a real zn-plugin serve stopped with SIGTERM has exited', async () => {
    const plugin = pluginWithServices('stopping', { spawner: SPAWNER });
    const workbench = await startRealWorkbench(plugin, path.join(path.dirname(plugin), 'data'));
    try {
      const answer = await (await fetch(`${workbench.url}plugins/workspaces/1/stopping/spawner?more=20`)).json() as { service: number; pids: number[] };
      const pids = [answer.service].concat(answer.pids);
      expect(pids.filter(processGone)).toEqual([]);
      workbench.child.kill('SIGTERM');
      expect(await workbench.exited).toBe('0');
      expect(pids.filter((pid) => !processGone(pid))).toEqual([]);
    } finally {
      workbench.child.kill('SIGKILL');
      fs.rmSync(path.dirname(plugin), { recursive: true, force: true });
    }
  });

  it('count against its memory ceiling: a child holding more than the ceiling stops the service', async () => {
    const running = await startSandbox({
      pluginServiceMemoryMb: 128, pluginServiceTimeoutMs: 20000,
      pluginServices: [{ namespace: 'procs', route: 'hog', dir: serviceFolder({ 'plugin.js': CHILD_HOG }) }]
    });
    try {
      const answer = await call(running, 'GET', '/plugins/workspaces/1/procs/hog');
      expectFailure(answer, 500, 5000, /used \d+ MiB of memory \(heap and Buffers\), more than its ceiling; its process was stopped \(the processes it started/);
    } finally {
      await running.stop();
    }
  });

  it('end with the workbench when it is killed (kill -9), even a service spinning after its answer', async () => {
    const plugin = pluginWithServices('spinning', { spin: SPINNER });
    const workbench = await startRealWorkbench(plugin, path.join(path.dirname(plugin), 'data'));
    try {
      const answer = await (await fetch(`${workbench.url}plugins/workspaces/1/spinning/spin`)).json() as { service: number; child: number };
      expect(processGone(answer.service)).toBe(false);
      workbench.child.kill('SIGKILL');
      expect(await workbench.exited).toBe('SIGKILL');
      expect(await waitFor(() => processGone(answer.service) && processGone(answer.child))).toBe(true);
    } finally {
      workbench.child.kill('SIGKILL');
      fs.rmSync(path.dirname(plugin), { recursive: true, force: true });
    }
  });
});
