/**
 * `zn-plugin build`, `zn-plugin init`, and `zn-plugin serve` on a repository (src/cli.ts,
 * src/serve/, src/repository/): real files, a real server on 127.0.0.1.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import { helpText, parseServeArgs } from '../../src/cli';
import { runCli as run } from '../helpers/run-cli';
import { startWorkbench, Workbench } from '../../src/serve';
import { readRepository } from '../../src/repository/repository';
import { copyFixture, installBoardModules, removeCopies, write } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');


function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'zn-repo-cmd-'));
}

describe('zn-plugin build', () => {
  afterEach(removeCopies);

  it('writes maya_build/plugins/<name>/plugin.js, plugin.html and plugin.css for each plugin: the texts the build made', async () => {
    const repo = copyFixture('two-plugins');
    installBoardModules(repo);
    const { out, err, code } = await run(['build'], repo);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      'built board (wbBoard) into maya_build/plugins/board: plugin.js, plugin.html, plugin.css',
      'built notes (wbNotes) into maya_build/plugins/notes: plugin.js, plugin.html, plugin.css',
      'environment dev: 2 plugins built'
    ]);
    const built = readRepository(repo).plugins;
    built.forEach((plugin) => {
      const dir = path.join(repo, 'maya_build', 'plugins', plugin.name);
      expect(fs.readdirSync(dir).sort()).toEqual(['plugin.css', 'plugin.html', 'plugin.js']);
      expect(fs.readFileSync(path.join(dir, 'plugin.js'), 'utf8')).toBe(plugin.sources.js);
      expect(fs.readFileSync(path.join(dir, 'plugin.html'), 'utf8')).toBe(plugin.sources.html);
      expect(fs.readFileSync(path.join(dir, 'plugin.css'), 'utf8')).toBe(plugin.sources.css);
    });
    expect(fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js'), 'utf8')).toContain("plugin.register('wbBoard'");
  });

  it('builds the environment given with --env, and says what is wrong with file and line, exit code 1, writing the rest', async () => {
    const repo = copyFixture('two-plugins');
    installBoardModules(repo);
    let outcome = await run(['build', repo, '--env', 'prod'], os.tmpdir());
    expect(outcome.code).toBe(0);
    expect(fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js'), 'utf8')).toContain("plugin.register('liveBoard'");
    write(path.join(repo, 'plugins', 'board', 'src', 'main.js'), '\nplugin.controller(\n');
    outcome = await run(['build'], repo);
    expect(outcome.code).toBe(1);
    expect(outcome.err[0]).toMatch(/^plugins\/board\/src\/main\.js:3: syntax error: /);
    expect(outcome.err[outcome.err.length - 1]).toBe('some plugins were not built: see the problems above');
    expect(fs.existsSync(path.join(repo, 'maya_build', 'plugins', 'board'))).toBe(false);
    expect(fs.existsSync(path.join(repo, 'maya_build', 'plugins', 'notes', 'plugin.js'))).toBe(true);
  });

  it('says so for a folder without maya.json, and for an unknown --env', async () => {
    const dir = tempDir();
    let outcome = await run(['build', dir], os.tmpdir());
    expect(outcome.code).toBe(1);
    expect(outcome.err).toEqual([`${dir} has no maya.json (nor maya.example.json or maya.default.json in its place): build takes a plugin repository ` +
      '(zn-plugin init <dir> makes one)', 'usage: zn-plugin build [<repo>] [--env <name>] [--as-v2] [--source-maps]']);
    const repo = copyFixture('two-plugins');
    outcome = await run(['build', '--env', 'nope'], repo);
    expect(outcome.code).toBe(1);
    expect(outcome.err[0]).toBe('maya.json:2: no environment "nope" (from --env); it has dev, prod');
    fs.rmSync(dir, { recursive: true });
  });

  // issue 38.6: a published repository commits maya.example.json (mayan's README) or maya.default.json, maya.json holding tokens
  it('builds a repository that has maya.example.json and no maya.json, saying exactly what mayan needs', async () => {
    const repo = copyFixture('two-plugins');
    installBoardModules(repo);
    fs.renameSync(path.join(repo, 'maya.json'), path.join(repo, 'maya.example.json'));
    const { out, err, code } = await run(['build'], repo);
    expect(code).toBe(0);
    expect(err).toEqual(['maya.example.json: warning: read in place of maya.json, which this repository does not have (it holds the environments\' ' +
      'access tokens, so repositories commit maya.example.json instead): mayan reads maya.json only; for mayan, copy it: ' +
      'cp maya.example.json maya.json, put your tokens in maya.json and keep it out of git']);
    expect(out[out.length - 1]).toBe('environment dev: 2 plugins built');
    expect(fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js'), 'utf8')).toContain("plugin.register('wbBoard'");
  });

  it('is listed in --help with init', () => {
    const help = helpText();
    expect(help).toContain('  build  build a repository\'s plugins into maya_build/plugins/<name>/plugin.js, plugin.html, plugin.css (version 2, and "target": 2 or --as-v2: plugins/<name>/dist.zip)');
    expect(help).toContain('  init   create a new plugin repository (maya.json, a plugin, a backend service, a spec) in <dir>; --v2: a version 2 plugin (an app in a frame)');
    expect(help).toContain('  zn-plugin init [--v2] <dir>');
  });
});

describe('zn-plugin init', () => {
  let parent: string;
  beforeEach(() => {
    parent = tempDir();
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('makes a repository that build takes at once, and whose spec passes on the testing kit', async () => {
    const created = await run(['init', 'Deal Board'], parent);
    expect(created.code).toBe(0);
    expect(created.out[0]).toBe('created a plugin repository in Deal Board: plugin deal-board (namespace dealBoard), backend service summary');
    const repo = path.join(parent, 'Deal Board');
    const built = await run(['build'], repo);
    expect(built.err).toEqual([]);
    expect(built.code).toBe(0);
    const js = fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'deal-board', 'plugin.js'), 'utf8');
    expect(js).toContain("plugin.controller('dealBoardMainCntl'");
    expect(js).toContain("plugin.register('dealBoard', {\n  route: '/deal-board',");
    expect(fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'deal-board', 'plugin.css'), 'utf8')).toContain('.deal-board-main .deal-board-title {');
    expect(fs.readFileSync(path.join(repo, '.gitignore'), 'utf8')).toContain('maya_build/');
    // its spec, with jasmine and jsdom, against the plugin as built
    const jasmineBin = path.join(ROOT, 'node_modules', 'jasmine', 'bin', 'jasmine.js');
    const output = execFileSync(process.execPath, [jasmineBin, '--config=test/jasmine.json'], {
      cwd: path.join(repo, 'plugins', 'deal-board'),
      env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
      encoding: 'utf8'
    });
    expect(output).toContain('3 specs, 0 failures');
  });

  it('makes a repository that serve takes at once: the page, the plugin and its backend service', async () => {
    await run(['init', 'notes'], parent);
    const repo = path.join(parent, 'notes');
    const data = tempDir();
    const workbench = await startWorkbench({ plugins: [repo], port: 0, dataDir: data, log: () => undefined });
    try {
      expect(workbench.plugins().filter((folder) => folder.ok).map((folder) => folder.namespace)).toEqual(['notes']);
      const page = await (await fetch(workbench.url)).text();
      expect(page).toContain('<script type="text/ng-template" id="notes-main">');
      expect(page).toContain('<script src="workbench/plugins/notes/plugin.js" data-zn-namespace="notes"></script>');
      const js = await (await fetch(`${workbench.url}workbench/plugins/notes/plugin.js`)).text();
      expect(js).toContain("plugin.controller('notesMainCntl'");
      const service = await fetch(`${workbench.url}plugins/workspaces/1/notes/summary?workspaceId=1`);
      expect(((await service.json()) as { service: string }).service).toBe('summary');
    } finally {
      await workbench.close();
      fs.rmSync(data, { recursive: true, force: true });
    }
  });

  it('refuses a folder that is not empty', async () => {
    fs.writeFileSync(path.join(parent, 'keep.txt'), 'x');
    const outcome = await run(['init', parent], os.tmpdir());
    expect(outcome.code).toBe(1);
    expect(outcome.err[0]).toBe(`${parent} already exists and is not an empty folder: give a new folder for the repository`);
  });
});

describe('zn-plugin serve on a repository', () => {
  let workbench: Workbench;
  let repo: string;
  let data: string;
  const log: string[] = [];
  beforeEach(async () => {
    repo = copyFixture('two-plugins');
    installBoardModules(repo);
    write(path.join(repo, 'plugins', 'notes', 'src', 'notes.js'), 'plugin.controller(\'wgnCntl\', [function () {\n  if (true {\n}]);\n');
    data = tempDir();
    log.length = 0;
    workbench = await startWorkbench({ plugins: [repo], port: 0, dataDir: data, log: (line) => log.push(line) });
  });
  afterEach(async () => {
    await workbench.close();
    fs.rmSync(data, { recursive: true, force: true });
    removeCopies();
  });

  it('serves each good plugin as built, with its services, and shows the broken one\'s problem with file and line', async () => {
    expect(workbench.plugins().filter((folder) => folder.ok).map((folder) => folder.namespace)).toEqual(['wbBoard']);
    const problem = `${path.relative(process.cwd(), path.join(repo, 'plugins', 'notes', 'src', 'notes.js'))}:2: syntax error: Unexpected token '{'`;
    expect(log).toEqual([problem]);
    const page = await (await fetch(workbench.url)).text();
    expect(page).toContain('<li class="zn-workbench-problem">' + problem.replace(/'/g, '&#39;') + '</li>');
    expect(page).toContain('id="wb-board-main"');
    expect(await (await fetch(`${workbench.url}workbench/plugins/wbBoard/plugin.js`)).text()).toBe(readRepository(repo).plugins[0].sources.js);
    const css = await (await fetch(`${workbench.url}workbench/plugins/wbBoard/plugin.css`)).text();
    expect(css).toContain('.wb-board-main .title');
    const tally = await fetch(`${workbench.url}plugins/workspaces/1/wbBoard/counts`);
    expect(await tally.json()).toEqual({ service: 'tally', route: 'counts' });
    expect((await fetch(`${workbench.url}plugins/workspaces/1/wbBoard/tally`)).status).toBe(404);
  });

  it('gives each served plugin its Plugins object with maya.json\'s name and route', async () => {
    const answer = await (await fetch(`${workbench.url}v1/plugins?namespace=wbBoard`)).json() as { data: Array<{ name: string; route: string }> };
    expect(answer.data.map((plugin) => [plugin.name, plugin.route])).toEqual([['board', '/wb-board']]);
  });

  it('rebuilds on a change under src/ and tells the page to reload', async () => {
    const events = await fetch(`${workbench.url}workbench/events`);
    const reader = (events.body as unknown as { getReader(): { read(): Promise<{ value?: Uint8Array }>; cancel(): Promise<void> } }).getReader();
    await reader.read(); // retry: ...
    write(path.join(repo, 'plugins', 'board', 'src', 'b-sub', 'deep.js'), '// @order src/b-sub/deep.js\nwgnLoaded.push(\'edited\');\n');
    let text = '';
    while (!/event: change/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('deep.js');
    await reader.cancel();
    expect(await (await fetch(`${workbench.url}workbench/plugins/wbBoard/plugin.js`)).text()).toContain("wbBoardLoaded.push('edited');");
  });
});

describe('zn-plugin serve --env and maya.json problems', () => {
  afterEach(removeCopies);

  it('takes --env on the command line', () => {
    expect(parseServeArgs(['repo', '--env', 'prod'], '/work').env).toBe('prod');
    expect('env' in parseServeArgs(['repo'], '/work')).toBe(false);
  });

  it('serves the environment given, and shows a maya.json that cannot be read on the page, with its line', async () => {
    const repo = copyFixture('two-plugins');
    installBoardModules(repo);
    const data = tempDir();
    const log: string[] = [];
    let workbench = await startWorkbench({ plugins: [repo], env: 'prod', port: 0, dataDir: data, log: (line) => log.push(line) });
    try {
      expect(workbench.plugins().filter((folder) => folder.ok).map((folder) => folder.namespace)).toEqual(['liveBoard']);
      const relative = (...parts: string[]) => path.relative(process.cwd(), path.join(repo, ...parts));
      expect(log).toEqual([
        `${relative('plugins', 'notes')}: warning: not in maya.json's environment "prod": not served`,
        `${relative('backend', 'summary')}: warning: no plugin's "services" in maya.json's environment "prod" names this service: not served`,
        `${relative('backend', 'tally')}: warning: no plugin's "services" in maya.json's environment "prod" names this service: not served`
      ]);
    } finally {
      await workbench.close();
    }
    write(path.join(repo, 'maya.json'), '{\n  "environments": {\n    "dev": { "default": true, }\n  }\n}\n');
    log.length = 0;
    workbench = await startWorkbench({ plugins: [repo], port: 0, dataDir: data, log: (line) => log.push(line) });
    try {
      expect(workbench.plugins().filter((folder) => folder.ok)).toEqual([]);
      expect(log.length).toBe(1);
      expect(log[0]).toMatch(/maya\.json:3: not valid JSON: /);
      const page = await (await fetch(workbench.url)).text();
      expect(page).toMatch(/<li class="zn-workbench-problem">[^<]*maya\.json:3: not valid JSON: /);
    } finally {
      await workbench.close();
      fs.rmSync(data, { recursive: true, force: true });
    }
  });
});
