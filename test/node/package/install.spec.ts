// What a plugin author gets from the two packages: both packed with `npm pack` (the workbench
// compiled by its prepack), installed from the tarballs into an empty folder with
// `npm install --save-dev <sdk.tgz> <workbench.tgz>`, and the installed `zn-plugin` command run
// there. One pack and one install per run: `npm run test:package`, part of `npm test`.
//
// better-sqlite3's install script downloads its prebuilt binary from GitHub, as a plugin author's
// install does; this machine reaches only the npm registry, and building it from source takes a
// minute and a half. So the install is handed the binary this repository's own install left (the
// same version, Node and platform) as a local prebuild (prebuild-install's `local_prebuilds`
// setting), in the tarball form the download has; without one it builds from source as before.
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');
const INSTALL_TIMEOUT_MS = 15 * 60 * 1000;
// each npx call starts npm and Node; on a busy 2-core machine that takes seconds
jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 60000);

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment without the npm_* variables of the `npm test` that runs this (they name this repository). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  Object.keys(process.env).filter((name) => !/^npm_/i.test(name)).forEach((name) => { env[name] = process.env[name]; });
  return env;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...cleanEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function runOk(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const ran = await run(command, args, cwd, env);
  if (ran.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${ran.code}):\n${ran.stdout}\n${ran.stderr}`);
  return ran.stdout;
}

/**
 * A folder holding better-sqlite3's binary as its prebuilt download is named and packed, made from
 * this repository's install when its version is the one the workbench pins; else null.
 */
function localPrebuilds(folder: string): string | null {
  const pinned = (JSON.parse(fs.readFileSync(path.join(ROOT, 'workbench', 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies['better-sqlite3'];
  const installed = path.join(ROOT, 'node_modules', 'better-sqlite3');
  const binary = path.join('build', 'Release', 'better_sqlite3.node');
  let version: string;
  try {
    version = (JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
  if (version !== pinned || !fs.existsSync(path.join(installed, binary))) return null;
  fs.mkdirSync(folder, { recursive: true });
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(folder, name), '-C', installed, binary]);
  return folder;
}

interface Packed {
  filename: string;
  files: Array<{ path: string }>;
}

/** `npm pack --json` for the root package (no args) or a workspace; resolves with what it packed. */
async function pack(args: string[], destination: string): Promise<Packed> {
  const output = await runOk('npm', ['pack', '--json', '--pack-destination', destination, ...args], ROOT);
  // the prepack's own output (tsc prints nothing when it succeeds) may precede the JSON
  const packed = JSON.parse(output.slice(output.indexOf('['))) as Packed[];
  return { filename: path.join(destination, packed[0].filename), files: packed[0].files };
}

describe('the packages, installed from their tarballs', () => {
  let tmp: string;
  let project: string;
  let sdk: Packed;
  let workbench: Packed;

  beforeAll(async () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-install-spec-')));
    const packs = path.join(tmp, 'packs');
    project = path.join(tmp, 'my-plugin');
    fs.mkdirSync(packs);
    fs.mkdirSync(project);
    sdk = await pack([], packs);
    workbench = await pack(['-w', 'zn-plugin-workbench'], packs);
    // a plugin author's project, as docs/packages.md shows it: better-sqlite3's install script allowed
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({
      name: 'my-plugin', version: '1.0.0', private: true, allowScripts: { 'better-sqlite3': true }
    }, null, 2));
    const prebuilds = localPrebuilds(path.join(tmp, 'prebuilds'));
    await runOk('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', sdk.filename, workbench.filename], project,
      prebuilds ? { npm_config_better_sqlite3_local_prebuilds: prebuilds } : {});
    fs.writeFileSync(path.join(project, 'plugin.js'), "plugin.register('myPlugin', { route: '/my-plugin', interfaces: [] });\n");
    fs.writeFileSync(path.join(project, 'plugin.html'), '<script type="text/ng-template" id="my-plugin-main"><p>mine</p></script>\n');
    fs.writeFileSync(path.join(project, 'plugin.css'), 'p { color: teal; }\n');
  }, INSTALL_TIMEOUT_MS);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const installed = (name: string) => JSON.parse(fs.readFileSync(path.join(project, 'node_modules', name, 'package.json'), 'utf8'));

  it('the SDK: bundles, stylesheet and types, with AngularJS as peers and no dependency of its own', () => {
    const files = sdk.files.map((file) => file.path);
    ['dist/zn-plugin.js', 'dist/zn-plugin.min.js', 'dist/zn-plugin.css', 'dist/zn-filter-matcher.js', 'dist/zn-plugin-testing.js',
      'dist/zn-plugin-core.js', 'dist/types/index.d.ts'].forEach((file) => expect(files).withContext(file).toContain(file));
    expect(files.filter((file) => /^(src|test|workbench|scripts|bench)\//.test(file))).toEqual([]);
    const manifest = installed('zn-plugin');
    // no server, native or build-tool dependency reaches a host page's build
    expect(manifest.dependencies || {}).toEqual({});
    expect(manifest.optionalDependencies || {}).toEqual({});
    expect(Object.keys(manifest.peerDependencies).every((name) => /^angular(-|$)/.test(name))).toBe(true);
    ['webpack', 'typescript', 'karma'].forEach((name) => expect(fs.existsSync(path.join(project, 'node_modules', name))).withContext(name).toBe(false));
  });

  it('the workbench: its compiled code, host page and command, and no test build or sources', () => {
    const files = workbench.files.map((file) => file.path);
    ['bin/zn-plugin.js', 'build/src/cli.js', 'build/src/serve/index.js', 'build/src/sandbox/app.js', 'build/src/http/local-guard.js',
      'host/index.html', 'host/host-values.js', 'host/host-firebase.js', 'host/host.js', 'host/host-nav.js', 'host/host-records.js', 'README.md'].forEach((file) => expect(files).withContext(file).toContain(file));
    expect(files.filter((file) => file.startsWith('build/test') || file.startsWith('test/') || /^src\/.*\.ts$/.test(file))).toEqual([]);
    const manifest = installed('zn-plugin-workbench');
    expect(manifest.dependencies['zn-plugin']).toBe(installed('zn-plugin').version);
    expect(Object.keys(manifest.dependencies)).not.toContain('typescript');
    expect(fs.existsSync(path.join(project, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'))).toBe(true);
  });

  it('npx zn-plugin --help lists each command on one line, and --version answers the version', async () => {
    const help = await runOk('npx', ['--no', '--', 'zn-plugin', '--help'], project);
    const commands = help.split('commands:\n')[1].split('\n\n')[0].split('\n');
    expect(commands.length).toBeGreaterThan(0);
    commands.forEach((line) => expect(line).toMatch(/^ {2}[a-z]+ +\S.*$/));
    expect(commands.map((line) => line.trim().split(/\s+/)[0])).toContain('serve');
    expect((await runOk('npx', ['--no', '--', 'zn-plugin', '--version'], project)).trim()).toBe(installed('zn-plugin-workbench').version);
  });

  it('npx zn-plugin build --as-v2 ships a v1 plugin as an app with what the installed packages carry (UI Bootstrap minified by terser)', async () => {
    const repo = path.join(project, 'shipped');
    const files: Record<string, string> = {
      'maya.json': JSON.stringify({ environments: { dev: { default: true, plugins: { hello: { id: 1, namespace: 'hello', route: '/hello' } } } } }),
      'plugins/hello/plugin-register.js': "plugin.register('wgn', { route: '{replace-route}', controller: 'wgnCntl', template: 'wgn-main', type: 'fullPage' });\n",
      'plugins/hello/src/main.js': "plugin.controller('wgnCntl', ['$scope', function ($scope) { $scope.who = 'World'; }]);\n",
      'plugins/hello/src/main.html': '<script type="text/ng-template" id="wgn-main"><p>Hello {{who}}</p></script>\n'
    };
    Object.keys(files).forEach((file) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), files[file]);
    });
    const output = await runOk('npx', ['--no', '--', 'zn-plugin', 'build', 'shipped', '--as-v2'], project, { ZN_PLUGIN_CACHE_DIR: path.join(tmp, 'cache') });
    expect(output).toContain('built hello (hello, shipped as version 2) into shipped/plugins/hello/dist.zip');
    const dist = path.join(repo, 'plugins', 'hello', 'dist');
    const minified = fs.readFileSync(path.join(dist, 'vendor', 'angular-ui-bootstrap', 'ui-bootstrap-tpls.min.js'), 'utf8');
    const full = fs.readFileSync(path.join(project, 'node_modules', 'angular-ui-bootstrap', 'dist', 'ui-bootstrap-tpls.js'), 'utf8');
    expect(minified.length).toBeLessThan(full.length / 2);
    expect(fs.existsSync(path.join(dist, 'sdk', 'zn-plugin.min.js'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'sdk', 'zn-plugin-frame.min.js'))).toBe(true);
  }, 120000);

  it('npx zn-plugin serve . serves the host page, the SDK and the sandbox, and stops on SIGTERM', async () => {
    // a process group of its own, so a failed run can stop npx and the command under it together
    const child = spawn('npx', ['--no', '--', 'zn-plugin', 'serve', '.', '--port', '0'],
      { cwd: project, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const killAll = () => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // already gone
      }
    };
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // never left running: a command that has not stopped within 100 s is stopped
    const deadline = setTimeout(killAll, 100000);
    exited.then(() => clearTimeout(deadline));
    const origin = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      exited.then((code) => reject(new Error(`zn-plugin serve exited (${code}) before serving:\n${output}`)));
    }).catch((error) => {
      killAll();
      throw error;
    });
    try {
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('workbench/plugins/myPlugin/plugin.js');
      const users = await fetch(`${origin}/v1/users`);
      expect(users.status).toBe(200);
      expect(((await users.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      // the SDK it serves is the installed package's
      expect(await (await fetch(`${origin}/dist/zn-plugin.js`)).text())
        .toBe(fs.readFileSync(path.join(project, 'node_modules', 'zn-plugin', 'dist', 'zn-plugin.js'), 'utf8'));
      expect((await fetch(`${origin}/node_modules/angular/angular.js`)).status).toBe(200);
    } finally {
      // to the process group, as a terminal's Ctrl-C or `timeout` signals npx and the command under it
      process.kill(-(child.pid as number), 'SIGTERM');
    }
    await exited;
    expect(output).toContain('zn-plugin: stopped (SIGTERM)');
    // nothing listens there any more
    await expectAsync(fetch(`${origin}/v1/users`)).toBeRejected();
  }, 120000);
});
