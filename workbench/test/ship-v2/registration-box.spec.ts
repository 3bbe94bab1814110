/**
 * Register-time code stays in its box (issue 41, items 4-6): the registration of a v1 plugin
 * shipped as v2 is read by running plugin code (src/ship-v2/registration.ts), in a process of
 * its own (registration-box.ts) and a `vm` context (registration-read.ts). Every read here is a
 * real one: the box's process started as the build starts it.
 * - No way out of the context: no value of another realm reaches the script, whatever it tries
 *   (import() in every form, errors the engine makes, the stack trace API, everything its global
 *   object reaches), and what the reader reads back is text whatever the script replaced.
 * - The process: no file written or read beyond its own, no child process, no worker, no
 *   environment, no code from strings in its realm, nothing to signal another process with.
 * - One wall clock for the whole read, runs and read-backs together; a bound on memory, array
 *   buffers included, ending with the problem said.
 */
import fs from 'fs';
import path from 'path';
import { spawn, spawnSync } from 'child_process';
import { readRegistrations, RegistrationRun } from '../../src/ship-v2/registration';
import { boxCommand, MEMORY_MIB } from '../../src/ship-v2/registration-box';
import { serviceMemory } from '../../src/sandbox/plugins/process-tree';
import { requestAs } from '../helpers/http-request';
import { startServeProcess } from '../helpers/serve-process';
import { FIXTURES, removeTempDirs, stubSdkDir, tempDir } from './helpers';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');
/** The built registration-box.js, which the box's probe loads (as the box's own script does). */
const BOX_MODULE = path.join(__dirname, '..', '..', 'src', 'ship-v2', 'registration-box.js');
const BOX_FIXTURES = path.join(FIXTURES, 'ship-v2', 'box');
/** A bound for a read that must end at its limit: the limit is 2 s of the read, plus its process's start (a bound, not a timing). */
const ENDS_WITHIN_MS = 4000;

/** plugin.js made of the shared prelude and the attempt files, with MARK the file an escape would write. */
function attempts(mark: string, files: string[]): string {
  return [`var MARK = ${JSON.stringify(mark)};`, ...['prelude.js', ...files].map((file) => fs.readFileSync(path.join(BOX_FIXTURES, file), 'utf8'))].join('\n');
}

function timedRead(js: string): { run: RegistrationRun; ms: number } {
  const started = Date.now();
  const run = readRegistrations(js);
  return { run, ms: Date.now() - started };
}

const busy = 'function busy(ms) { var until = Date.now() + ms; while (Date.now() < until) {} }\n';

/** A repository of "target": 2 plugins, each with a page, a controller and the registration given. */
function hostileRepository(registrations: Record<string, string>): string {
  const repo = tempDir('zn-box-repo-');
  const plugins: Record<string, unknown> = {};
  Object.keys(registrations).forEach((name, index) => {
    plugins[name] = { id: index + 1, namespace: name, route: `/${name}`, target: 2 };
    const dir = path.join(repo, 'plugins', name);
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', 'main.js'), `plugin.controller('${name}Cntl', ['$scope', function ($scope) { $scope.ok = true; }]);\n`);
    fs.writeFileSync(path.join(dir, 'src', 'main.html'), `<script type="text/ng-template" id="${name}-main"><p>${name}</p></script>\n`);
    fs.writeFileSync(path.join(dir, 'plugin-register.js'), registrations[name]);
  });
  fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }));
  return repo;
}

/** A real `zn-plugin build` of `repo`: its output, exit code, and the most memory it and its processes held together (Linux: /proc). */
async function buildWatched(repo: string): Promise<{ code: number | null; out: string; peakBytes: number }> {
  const child = spawn(process.execPath, [BIN, 'build'], { cwd: repo, env: { ...process.env, ZN_PLUGIN_SDK_DIR: stubSdkDir() }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (chunk) => { out += chunk; });
  child.stderr!.on('data', (chunk) => { out += chunk; });
  let peakBytes = 0;
  let running = true;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => { running = false; resolve(code); }));
  while (running) {
    peakBytes = Math.max(peakBytes, await serviceMemory(child.pid as number));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { code: await exited, out, peakBytes };
}

describe('reading a registration: register-time code stays in its box', () => {
  afterEach(removeTempDirs);

  describe('no way out of the context', () => {
    it('reaches nothing of another realm: import() in every form, engine errors, the stack trace API, everything the global object reaches', () => {
      const mark = path.join(tempDir('zn-box-mark-'), 'escaped.txt');
      const { run } = timedRead(attempts(mark, ['imports.js', 'everything.js', 'engine-errors.js']));
      // every register call made (at the top level, or where an attempt settled) found nothing foreign
      expect(run.calls.length).toBeGreaterThanOrEqual(3);
      run.calls.forEach((call) => expect(call.settings).toEqual({ found: [] }));
      expect(run.calls.map((call) => call.namespace).filter((name) => name === 'boxed').length).toBe(3);
      expect(fs.existsSync(mark)).toBe(false);
    });

    it('reads back text only, whatever the script replaced or threw (JSON.stringify, String, a looping toString, a proxy)', () => {
      const replaced = timedRead([
        'plugin.register("one", { title: "kept" });',
        'JSON.stringify = function () { return new Proxy({}, { get: function () { for (;;) {} } }); };',
        'String = function () { for (;;) {} };',
        'throw new Proxy({}, { getPrototypeOf: function () { for (;;) {} }, get: function () { for (;;) {} } });'
      ].join('\n'));
      expect(replaced.run.calls.map((call) => call.settings)).toEqual([{ title: 'kept' }]);
      expect(replaced.run.stopped && replaced.run.stopped.message).toMatch(/^it threw something that cannot be described/);
      expect(replaced.ms).toBeLessThan(ENDS_WITHIN_MS);
    });

    it('cannot reassign or shadow what the reader reads through', () => {
      const assigned = readRegistrations('plugin.register("one", {});\ntry { __znShipV2 = { calls: function () { return "[]"; } }; } catch (e) {}\n');
      expect(assigned.calls.map((call) => call.namespace)).toEqual(['one']);
      const declared = readRegistrations('plugin.register("one", {});\nvar __znShipV2 = 1;\n');
      expect(declared.calls).toEqual([]);
      expect(declared.stopped && declared.stopped.message).toMatch(/__znShipV2/);
    });
  });

  describe('the process it is read in', () => {
    it('may not write or read files, start processes or workers, signal, fetch or compile strings; it has no environment', () => {
      const dir = tempDir('zn-box-process-');
      const secret = path.join(dir, 'secret.txt');
      fs.writeFileSync(secret, 'not for plugin code');
      const box = boxCommand(path.join(BOX_FIXTURES, 'process-probe.js'), [BOX_MODULE]);
      const target = path.join(dir, 'written.txt');
      const input = JSON.stringify({ target, secret, box: BOX_MODULE });
      const result = spawnSync(box.command, box.args, { input, env: box.env, cwd: box.cwd, encoding: 'utf8', timeout: 20000 });
      expect(result.stderr).toBe('');
      const seen = JSON.parse(result.stdout);
      expect(seen).toEqual({
        write: 'ERR_ACCESS_DENIED', open: 'ERR_ACCESS_DENIED', read: 'ERR_ACCESS_DENIED', spawn: 'ERR_ACCESS_DENIED',
        worker: 'ERR_ACCESS_DENIED', binding: 'gone', kill: 'gone', debugProcess: 'gone', mainModule: 'gone', fetch: 'gone',
        compile: 'EvalError', environment: [], cwd: '/'
      });
      expect(fs.existsSync(target)).toBe(false);
    });

    it('will not read a registration unless started in the box', () => {
      const child = path.join(__dirname, '..', '..', 'src', 'ship-v2', 'registration-child.js');
      const result = spawnSync(process.execPath, [child], { input: 'plugin.register("one", {});', encoding: 'utf8', timeout: 20000 });
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('runs only in the box');
    });
  });

  describe('one wall clock for the whole read', () => {
    it('ends a script that stops on 40 names nothing gives, 0.5 s a run, within the limit, saying so', () => {
      const names = Array.from({ length: 40 }, (unused, index) => `name${index}.x;`).join('\n');
      const { run, ms } = timedRead(`${busy}busy(500);\n${names}\nplugin.register("one", {});\n`);
      expect(ms).toBeLessThan(ENDS_WITHIN_MS);
      expect(run.calls).toEqual([]);
      expect(run.stopped && run.stopped.message).toMatch(/^it ran for more than 2000 ms in all, over \d+ runs: each run before stopped on a name nothing gives \(name0, /);
    });

    it('ends within the limit when what the script left loops when read back (a thrown toString, JSON.stringify), keeping its registration', () => {
      const { run, ms } = timedRead([
        busy,
        'plugin.register("one", { title: "kept" });',
        'busy(1200);',
        'JSON.stringify = function () { for (;;) {} };',
        'throw { toString: function () { for (;;) {} } };'
      ].join('\n'));
      expect(ms).toBeLessThan(ENDS_WITHIN_MS);
      expect(run.calls.map((call) => call.settings)).toEqual([{ title: 'kept' }]);
      expect(run.stopped && run.stopped.message).toMatch(/^it threw something that cannot be described in the time it had left/);
    });
  });

  describe('a bound on memory', () => {
    it(`ends a script asking for 2 GiB of array buffers at ${MEMORY_MIB} MiB, at the line that asked for more, the build's own memory untouched`, () => {
      const before = process.memoryUsage();
      // untouched buffers: the bound is on what is asked for, so it holds however slow the machine
      const { run, ms } = timedRead('var kept = [];\nfor (var i = 0; i < 32; i++) {\n  kept.push(new Uint8Array(64 * 1024 * 1024));\n}\nplugin.register("one", {});\n');
      const after = process.memoryUsage();
      expect(run.calls).toEqual([]);
      expect(run.stopped).toEqual({ message: `it needed more than the ${MEMORY_MIB} MiB of memory a registration's read may use (RangeError: Array buffer allocation failed)`, line: 3 });
      expect(ms).toBeLessThan(ENDS_WITHIN_MS * 2);
      expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * 1024 * 1024);
    });

    it('ends a script whose heap grows, in its own process: the build\'s heap does not grow', () => {
      const before = process.memoryUsage();
      const { run } = timedRead('var kept = [];\nfor (var i = 0; ; i++) kept.push(new Array(1000000).fill(i + 0.5));\n');
      const after = process.memoryUsage();
      expect(run.calls).toEqual([]);
      // the heap's bound, or the time's on a slow machine: either ends it
      expect(run.stopped && run.stopped.message).toMatch(/^it (needed more than the \d+ MiB of memory a registration's read may use|ran for more than 2000 ms)/);
      expect(after.heapTotal - before.heapTotal).toBeLessThan(64 * 1024 * 1024);
    });
  });

  describe('through a real zn-plugin build and serve', () => {
    const escaping = (mark: string) => [
      // with the build's process: a file written (its main thread), or the process ended (a worker has no mainModule)
      "(0, eval)('import(\"fs\")').catch(function (e) {",
      "  var outside = e.constructor.constructor('return process')();",
      `  try { outside.mainModule.require('fs').writeFileSync(${JSON.stringify(mark)}, 'escaped'); } catch (x) { outside.kill(outside.pid, 'SIGKILL'); }`,
      '});',
      "plugin.register('escaping', { route: '{replace-route}', controller: 'escapingCntl', template: 'escaping-main' });",
      ''
    ].join('\n');
    const rejecting = [
      'Promise.reject(new Error("never handled"));',
      "plugin.register('rejecting', { route: '{replace-route}', controller: 'rejectingCntl', template: 'rejecting-main' });",
      ''
    ].join('\n');

    it('ships the plugin whose import() tried to write a file, writing none, and one leaving a rejection unhandled; says at the file and line what ran out of memory or time; stays under 1 GiB', async () => {
      const mark = path.join(tempDir('zn-box-mark-'), 'escaped.txt');
      const repo = hostileRepository({
        escaping: escaping(mark),
        rejecting,
        // 2 GiB asked for, filled as it goes (384 MiB asked first, so the bound comes before the time's on a slow machine)
        filling: [
          'var kept = [new Uint8Array(384 * 1024 * 1024)];',
          'for (var i = 0; i < 26; i++) {',
          '  kept.push(new Uint8Array(64 * 1024 * 1024).fill(1));',
          '}',
          "plugin.register('filling', { route: '{replace-route}', controller: 'fillingCntl', template: 'filling-main' });",
          ''
        ].join('\n'),
        naming: `${busy}busy(500);\n${Array.from({ length: 40 }, (unused, index) => `name${index}.x;`).join('\n')}\nplugin.register('naming', {});\n`
      });
      const built = await buildWatched(repo);
      expect(fs.existsSync(mark)).toBe(false);
      expect(built.out).toContain('built escaping (escaping, shipped as version 2) into plugins/escaping/dist.zip');
      // a rejection left unhandled is the plugin's, as in a browser: it is shipped, and the build carries on
      expect(built.out).toContain('built rejecting (rejecting, shipped as version 2) into plugins/rejecting/dist.zip');
      expect(built.out).not.toContain('never handled');
      expect(built.out).toContain(`plugins/filling/plugin-register.js:3: plugin "filling" cannot be shipped as a version 2 app: running its built plugin.js to read plugin.register(...) stopped before the call: it needed more than the ${MEMORY_MIB} MiB of memory a registration's read may use (RangeError: Array buffer allocation failed)`);
      expect(built.out).toMatch(/plugins\/naming\/plugin-register\.js: plugin "naming" cannot be shipped as a version 2 app: running its built plugin\.js to read plugin\.register\(\.\.\.\) stopped before the call: it ran for more than 2000 ms in all, over \d+ runs/);
      expect(built.code).toBe(1);
      if (process.platform === 'linux') expect(built.peakBytes).toBeLessThan(1024 * 1024 * 1024);
    }, 120000);

    it('serves the plugin whose import() tried to write a file from the workbench\'s process, writing none, and one leaving a rejection unhandled', async () => {
      const mark = path.join(tempDir('zn-box-mark-'), 'escaped.txt');
      const repo = hostileRepository({ escaping: escaping(mark), rejecting });
      const sdkBefore = process.env.ZN_PLUGIN_SDK_DIR;
      process.env.ZN_PLUGIN_SDK_DIR = stubSdkDir();
      const serve = await startServeProcess([repo, '--data', tempDir('zn-box-data-')]);
      if (sdkBefore === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
      else process.env.ZN_PLUGIN_SDK_DIR = sdkBefore;
      try {
        const port = Number(new URL(serve.url).port);
        let app = await requestAs(port, 'escaping.localhost', '/index.html');
        // a bound for a hung case, not a timing
        for (let i = 0; i < 600 && app.status !== 200; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          app = await requestAs(port, 'escaping.localhost', '/index.html');
        }
        expect(app.status).toBe(200);
        expect(fs.existsSync(mark)).toBe(false);
        expect((await requestAs(port, 'rejecting.localhost', '/index.html')).status).toBe(200);
        expect(await serve.answers()).toBe(true);
      } finally {
        await serve.stop();
      }
    }, 120000);
  });
});
