// Issue 38.11: a plugin file that is a SyntaxError as committed, in each place a repository keeps
// code (a plugin's src/, its plugin-register.js, a common dependency, an npm dependency, and a
// "target": 2 entry shipped as a v2 app): `zn-plugin build` exits 1 naming each file and line and
// builds the good plugin; `zn-plugin serve` names them in the terminal and on the page and serves
// the good plugin. Both as real processes.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import { startServeProcess, ServeProcess } from '../helpers/serve-process';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');

const REGISTER = "plugin.register('wgn', { route: '{replace-route}', title: 'Syntax', interfaces: [{ type: 'fullPage', controller: 'wgnCntl', template: 'wgn-main', topNav: true }] });\n";
const CONTROLLER = "plugin.controller('wgnCntl', ['$scope', function ($scope) { $scope.ready = true; }]);\n";
const BROKEN_CONTROLLER = "plugin.controller('wgnCntl', ['$scope', function ($scope) {\n  if ($scope.ready {\n  }\n}]);\n";

/** The repository: one good plugin and one broken in each place; returns its folder. */
function repository(): string {
  const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-syntax-errors-')));
  const files: Record<string, string> = {
    'maya.json': JSON.stringify({ environments: { dev: { default: true, plugins: {
      good: { id: 1, namespace: 'goodOne', route: '/good-one' },
      source: { id: 2, namespace: 'badSource', route: '/bad-source' },
      register: { id: 3, namespace: 'badRegister', route: '/bad-register' },
      shares: { id: 4, namespace: 'badCommon', route: '/bad-common' },
      npm: { id: 5, namespace: 'badNpm', route: '/bad-npm' },
      shipped: { id: 6, namespace: 'badShipped', route: '/bad-shipped', target: 2 }
    } } } }, null, 2),
    'plugins/source/src/main.js': BROKEN_CONTROLLER,
    'plugins/register/plugin-register.js': "plugin.register('wgn', {\n  route: '{replace-route}',,\n});\n",
    'plugins/shares/dependencies': 'shared\n',
    'plugins/common/shared/src/shared.js': 'var shared = 1;\nvar other = ;\n',
    'plugins/npm/package.json': JSON.stringify({ name: 'npm', version: '1.0.0', dependencies: { 'zn-spec-widget': '1.0.0' } }),
    'plugins/npm/node_modules/zn-spec-widget/package.json': JSON.stringify({ name: 'zn-spec-widget', version: '1.0.0' }),
    'plugins/npm/node_modules/zn-spec-widget/src/widget.js': 'var widget = 1;\nfunction (\n',
    'plugins/shipped/src/main.js': BROKEN_CONTROLLER
  };
  ['good', 'source', 'register', 'shares', 'npm', 'shipped'].forEach((name) => {
    files[`plugins/${name}/src/main.html`] = '<script type="text/ng-template" id="wgn-main"><p class="wgn-ready">ready</p></script>\n';
    if (!files[`plugins/${name}/src/main.js`]) files[`plugins/${name}/src/main.js`] = CONTROLLER;
    if (!files[`plugins/${name}/plugin-register.js`]) files[`plugins/${name}/plugin-register.js`] = REGISTER;
  });
  Object.keys(files).forEach((file) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), files[file]);
  });
  return repo;
}

/** Each broken file and its line, as the workbench names them (relative to the repository). */
const NAMED = [
  'plugins/source/src/main.js:2: syntax error: ',
  'plugins/register/plugin-register.js:2: syntax error: ',
  'plugins/common/shared/src/shared.js:2: syntax error: ',
  'plugins/npm/node_modules/zn-spec-widget/src/widget.js:2: syntax error: ',
  'plugins/shipped/src/main.js:2: syntax error: '
];

describe('plugin files that are SyntaxErrors as committed', () => {
  let repo: string;
  beforeAll(() => { repo = repository(); });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('zn-plugin build exits 1 naming each file and line, and builds the good plugin', () => {
    const run = spawnSync(process.execPath, [BIN, 'build'], { cwd: repo, encoding: 'utf8' });
    expect(run.status).toBe(1);
    NAMED.forEach((named) => expect(run.stderr).toContain(`zn-plugin: ${named}`));
    expect(run.stderr).toContain('plugin "shipped" was not built as a version 2 app');
    expect(run.stdout).toContain('built good (goodOne) into maya_build/plugins/good');
    expect(fs.readdirSync(path.join(repo, 'maya_build', 'plugins'))).toEqual(['good']);
  }, 60000);

  describe('on zn-plugin serve', () => {
    let server: ServeProcess;
    beforeAll(async () => {
      server = await startServeProcess([repo, '--data', path.join(repo, 'sandbox-data')]);
    }, 120000);
    afterAll(async () => { if (server) await server.stop(); });

    it('names each in the terminal and on the page, and serves the good plugin only', async () => {
      // as the terminal and the page write a file: relative to the folder serve runs in
      const shown = (named: string) => named.replace(/^[^:]+/, (file) => path.relative(process.cwd(), path.join(repo, file)));
      NAMED.forEach((named) => expect(server.output()).toContain(shown(named)));
      const page = await (await fetch(server.url)).text();
      const problems = (page.match(/<li class="zn-workbench-problem">[^<]*<\/li>/g) || []).join('\n');
      NAMED.forEach((named) => expect(problems).toContain(shown(named)));
      expect(page).toContain('<script src="workbench/plugins/goodOne/plugin.js" data-zn-namespace="goodOne"></script>');
      ['badSource', 'badRegister', 'badCommon', 'badNpm'].forEach((namespace) => expect(page).not.toContain(`workbench/plugins/${namespace}/plugin.js`));
      const js = await (await fetch(`${server.url}workbench/plugins/goodOne/plugin.js`)).text();
      expect(js).toContain("plugin.register('goodOne'");
    }, 30000);
  });
});
