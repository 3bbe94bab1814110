/**
 * Shipping v1 plugins as v2 apps through the command (src/cli.ts, src/ship-v2/): maya.json's
 * `"target": 2` and `--as-v2` for `zn-plugin build` and `serve`, `--help`, a plugin that fails
 * (exit 1, named; the others built), a `target` maya.json cannot have; and `serve` showing a
 * shipped plugin as a v2 plugin at its own origin, rebuilt on every edit.
 */
import fs from 'fs';
import path from 'path';
import { helpText, parseBuildArgs, parseServeArgs } from '../../src/cli';
import { startWorkbench, Workbench } from '../../src/serve';
import { readMayaConfig } from '../../src/repository/maya-config';
import { requestAs as request } from '../helpers/http-request';
import { filesUnder, removeTempDirs, run, shipRepository, stubSdkDir, tempDir } from './helpers';

function editMaya(repo: string, edit: (plugins: Record<string, Record<string, unknown>>) => void): void {
  const file = path.join(repo, 'maya.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(config.environments.dev.plugins);
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
}

describe('zn-plugin build with "target": 2 and --as-v2', () => {
  let sdkBefore: string | undefined;
  beforeEach(() => {
    sdkBefore = process.env.ZN_PLUGIN_SDK_DIR;
    process.env.ZN_PLUGIN_SDK_DIR = stubSdkDir();
  });
  afterEach(() => {
    if (sdkBefore === undefined) delete process.env.ZN_PLUGIN_SDK_DIR;
    else process.env.ZN_PLUGIN_SDK_DIR = sdkBefore;
    removeTempDirs();
  });

  it('lists --as-v2 in --help and reads it for build and serve', () => {
    expect(helpText()).toContain('  zn-plugin build [<repo>] [--env <name>] [--as-v2] [--source-maps]');
    expect(helpText().some((line) => /^ {2}zn-plugin serve .*\[--as-v2\]$/.test(line))).toBe(true);
    expect(parseBuildArgs(['repo', '--as-v2'], '/work').asV2).toBe(true);
    expect(parseBuildArgs(['repo'], '/work').asV2).toBeUndefined();
    expect(parseServeArgs(['repo', '--as-v2'], '/work').asV2).toBe(true);
  });

  it('builds a "target": 2 plugin as an app, a version 1 one as before; exits 1 naming the plugin that failed', async () => {
    const repo = shipRepository();
    const built = await run(['build'], repo);
    expect(built.code).toBe(1);
    expect(built.out).toEqual([
      'built plain (plainPage) into maya_build/plugins/plain: plugin.js, plugin.html, plugin.css',
      'built board (recordBoard, shipped as version 2) into plugins/board/dist.zip',
      // what its frame loads, and why (the board uses none of the optional libraries)
      jasmine.stringMatching(/^ {2}its frame \(\d+\.\d KiB gzip\) loads AngularJS, ngSanitize, UI Bootstrap and the SDK$/),
      '  and leaves out jQuery, jQuery UI, Bootstrap 2.3.2\'s jQuery plugins, ui-sortable, angular-route, angular-resource, moment, Firebase and AngularFire, zn-plugin-compat, ' +
      'zn-plugin-extras (maya.json\'s "frameLibraries" can change this)',
      '  its source maps: plugins/board/source-maps (beside dist/, not in dist.zip; --source-maps puts them in)'
    ]);
    expect(built.err).toEqual([
      'plugins/broken/plugin-register.js:1: plugin "broken" cannot be shipped as a version 2 app: interfaces[1] is a second fullPage interface (interfaces[0] is one): a plugin has one fullPage view',
      'plugin "broken" was not built as a version 2 app: see its problems above',
      'some plugins were not built: see the problems above'
    ]);
    expect(filesUnder(path.join(repo, 'maya_build'))).toEqual(['plugins/plain/plugin.css', 'plugins/plain/plugin.html', 'plugins/plain/plugin.js']);
    expect(fs.existsSync(path.join(repo, 'plugins', 'board', 'dist', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(repo, 'plugins', 'plain', 'dist'))).toBe(false);
  });

  it('names the file read in place of maya.json where the frame\'s libraries are chosen', async () => {
    const repo = shipRepository();
    editMaya(repo, (plugins) => { delete plugins.broken; });
    fs.rmSync(path.join(repo, 'plugins', 'broken'), { recursive: true });
    fs.renameSync(path.join(repo, 'maya.json'), path.join(repo, 'maya.default.json'));
    const built = await run(['build'], repo);
    expect(built.code).toBe(0);
    expect(built.out).toContain(jasmine.stringMatching(/^ {2}and leaves out .* \(maya\.default\.json's "frameLibraries" can change this\)$/));
    expect(built.out.join('\n')).not.toContain('maya.json\'s "frameLibraries"');
  });

  it('--as-v2 ships every version 1 plugin without editing maya.json', async () => {
    const repo = shipRepository();
    editMaya(repo, (plugins) => {
      delete plugins.broken;
      delete plugins.board.target;
    });
    fs.rmSync(path.join(repo, 'plugins', 'broken'), { recursive: true });
    const before = fs.readFileSync(path.join(repo, 'maya.json'), 'utf8');
    const built = await run(['build', '--as-v2'], repo);
    expect(built.err).toEqual([]);
    expect(built.out.filter((line) => !line.startsWith('  '))).toEqual([
      'built board (recordBoard, shipped as version 2) into plugins/board/dist.zip',
      'built plain (plainPage, shipped as version 2) into plugins/plain/dist.zip',
      'environment dev: 2 plugins built'
    ]);
    expect(built.code).toBe(0);
    expect(fs.existsSync(path.join(repo, 'maya_build'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(repo, 'plugins', 'plain', 'dist', 'plugin.json'), 'utf8')))
      .toEqual({ views: [{ type: 'fullPage', src: '/index.html' }] }); // the short form with neither type nor topNav: no hideIcon, as the migrator wrote it
    expect(fs.readFileSync(path.join(repo, 'maya.json'), 'utf8')).toBe(before);
  });

  it('refuses a "target" other than 1 or 2, naming maya.json and the line', async () => {
    const repo = shipRepository();
    editMaya(repo, (plugins) => {
      plugins.board.target = 'v2';
    });
    const built = await run(['build'], repo);
    expect(built.code).toBe(1);
    const line = fs.readFileSync(path.join(repo, 'maya.json'), 'utf8').split('\n').findIndex((text) => text.includes('"board"')) + 1;
    expect(built.err).toContain(`maya.json:${line}: plugin "board" (environment "dev"): "target" must be 1 (a version 1 plugin, the default) ` +
      'or 2 (its sources built and uploaded as a version 2 app); got "v2"');
    expect(fs.existsSync(path.join(repo, 'plugins', 'board', 'dist'))).toBe(false);
  });

  it('takes "target" as a number or its text, as "version" is', () => {
    const repo = shipRepository();
    editMaya(repo, (plugins) => {
      plugins.board.target = '2';
      plugins.plain.target = 1;
    });
    const targets = readMayaConfig(repo).plugins.map((plugin) => [plugin.configName, plugin.target, plugin.problems.length]);
    expect(targets).toEqual([['board', 2, 0], ['broken', 2, 0], ['plain', 1, 0]]);
  });
});

describe('zn-plugin serve with a "target": 2 plugin', () => {
  let workbench: Workbench;
  let repo: string;
  const logged: string[] = [];

  async function until(check: () => Promise<boolean> | boolean): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('waited 10 s in vain');
  }

  beforeAll(async () => {
    repo = shipRepository();
    editMaya(repo, (plugins) => { delete plugins.broken; });
    workbench = await startWorkbench({ plugins: [repo], port: 0, dataDir: tempDir('zn-ship-v2-data-'), distDir: stubSdkDir(), log: (line: string) => logged.push(line) });
  });
  afterAll(async () => {
    await workbench.close();
    removeTempDirs();
  });

  it('says in the terminal what its frame loads, as zn-plugin build does, once: an edit that changes nothing of it says nothing', async () => {
    const said = () => logged.filter((line) => line.startsWith('board (shipped as version 2): its frame loads '));
    await until(() => said().length > 0);
    expect(said().length).toBe(1);
    expect(said()[0]).toMatch(/its frame loads AngularJS, ngSanitize, UI Bootstrap and the SDK.*; leaves out .*maya\.json's "frameLibraries" can change this/);
    const template = path.join(repo, 'plugins', 'board', 'src', 'main.html');
    fs.writeFileSync(template, fs.readFileSync(template, 'utf8').replace('{{workspaceName}}', '{{workspaceName}} (an edit)'));
    await until(async () => (await request(workbench.port, 'recordboard.localhost', '/index.html')).body.includes('(an edit)'));
    expect(said().length).toBe(1);
  });

  it('serves it as a v2 plugin: its app at its own origin, its views in frames of the host page; a version 1 plugin as before', async () => {
    const board = workbench.plugins().find((plugin) => plugin.namespace === 'recordBoard');
    expect(board && board.ok).toBe(true);
    expect(board && board.version2).toBe(true);
    const app = await request(workbench.port, 'recordboard.localhost', '/index.html');
    expect(app.status).toBe(200);
    expect(app.body).toContain('<script src="sdk/zn-plugin-frame.min.js"></script>');
    expect((await request(workbench.port, 'recordboard.localhost', '/vendor/angular/angular.min.js')).status).toBe(200);
    const page = await request(workbench.port, '127.0.0.1', '/workspaces/1/plugin/record-board');
    // the v2 host's frames, never the plugin's own script, on the host page
    expect(page.body).toMatch(/<script src="host\/v2\/v2-host\.js\?v=[0-9a-z-]+"><\/script>/);
    expect(page.body).toContain('zn-v2-frame="{ namespace: \'recordBoard\', view: 0 }"');
    const hostSide = await request(workbench.port, '127.0.0.1', '/workbench/plugins/recordBoard/plugin.js');
    expect(hostSide.body).toContain('recordBoard: a version 2 plugin, shown in frames of its own origin');
    expect(hostSide.body).not.toContain('recordBoardMainCntl');
    // in the top nav under the title its registration gives, as the v1 host showed it
    expect(hostSide.body).toContain('"title":"Record Board"');
    expect(page.body).toContain('<script src="workbench/plugins/plainPage/plugin.js" data-zn-namespace="plainPage"></script>');
    expect((await request(workbench.port, 'plainpage.localhost', '/index.html')).status).not.toBe(200);
  });

  it('builds dist/ again on every edit of its sources', async () => {
    const controller = path.join(repo, 'plugins', 'board', 'src', 'main.controller.js');
    fs.writeFileSync(controller, fs.readFileSync(controller, 'utf8').replace('Hello from the', 'Hello again from the'));
    await until(async () => (await request(workbench.port, 'recordboard.localhost', '/plugin.js')).body.includes('Hello again from the'));
    fs.writeFileSync(path.join(repo, 'plugins', 'board', 'src', 'more.html'), '<script type="text/ng-template" id="wgn-more"><i>more</i></script>\n');
    await until(async () => (await request(workbench.port, 'recordboard.localhost', '/index.html')).body.includes('id="record-board-more"'));
  });
});
