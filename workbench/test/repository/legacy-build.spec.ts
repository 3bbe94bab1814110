/** mayan's legacy build of a repository's plugin, step by step (src/repository/legacy-build.ts, sources.ts). */
import fs from 'fs';
import path from 'path';
import { installRepositoryDependencies, readRepository } from '../../src/repository/repository';
import { copyFixture, installBoardModules, orderOf, removeCopies, write } from './helpers';

describe('the legacy build of a repository plugin', () => {
  let repo: string;
  beforeEach(() => {
    repo = copyFixture('two-plugins');
    installBoardModules(repo);
  });
  afterEach(removeCopies);

  const plugin = (name: string, env?: string) => {
    const found = readRepository(repo, { env }).plugins.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no plugin ${name}`);
    return found;
  };
  const src = (...parts: string[]) => path.join(repo, 'plugins', 'board', ...parts);

  it('joins the JavaScript in mayan\'s order: npm dependencies, common dependencies, src/ (files before sub-folders), plugin-register.js last', () => {
    const board = plugin('board');
    expect(board.problems).toEqual([]);
    expect(board.ok).toBe(true);
    expect(orderOf(board.sources.js)).toEqual(['npm/@zn-fixture/scoped', 'npm/helper', 'npm/widget', 'common/shared', 'src/a-first.js', 'src/main.js', 'src/b-sub/deep.js', 'register']);
  });

  it('builds in the JS, CSS and HTML of the production npm dependencies (and theirs), never the devDependencies', () => {
    const board = plugin('board');
    expect(board.sources.js).toContain("plugin.service('wbBoardWidget'");
    expect(board.sources.js).toContain('var wbBoardHelper = 1;');
    expect(board.sources.js).not.toContain('devtool');
    expect(board.sources.css).toContain('.wb-board-widget');
    expect(board.sources.html).toContain('id="wb-board-widget"');
  });

  it('builds in plugins/common/<name>/src for the names in the dependencies file only; a name without a folder is a warning on its line', () => {
    expect(plugin('board').sources.js).not.toContain('common/unused');
    write(src('dependencies'), 'shared\n\nunused\nnowhere\n');
    const board = plugin('board');
    expect(orderOf(board.sources.js).slice(3, 6)).toEqual(['common/shared', 'common/unused (never built in: no plugin names it)', 'src/a-first.js']);
    expect(board.problems).toEqual([{ level: 'warning', file: src('dependencies'), line: 4,
      message: `names the common dependency "nowhere", but ${path.join(repo, 'plugins', 'common', 'nowhere', 'src')} is not a folder: nothing of it is built in` }]);
    expect(board.ok).toBe(true);
  });

  it('builds a plugin without src/ from its common code and plugin-register.js, as mayan did; with neither, src/ is missing', () => {
    fs.rmSync(src('src'), { recursive: true });
    fs.rmSync(src('package.json'));
    const board = plugin('board');
    expect(board.problems).toEqual([]);
    expect(orderOf(board.sources.js)).toEqual(['common/shared', 'register']);
    fs.rmSync(src('dependencies'));
    expect(plugin('board').problems).toEqual([{ level: 'warning', file: src('src'), message: 'missing: a plugin of a repository keeps its code, templates and styles in src/' }]);
  });

  it('replaces {replace-route} and removes \'use strict\'; in the plugin\'s own files, then the wgn placeholders everywhere', () => {
    const js = plugin('board').sources.js;
    expect(js).toContain("$scope.title = 'Board at /wb-board';");
    expect(js).toContain("route: '/wb-board',");
    expect(js).not.toContain("'use strict';");
    expect(js).toContain("plugin.controller('wbBoardMainCntl', ['$scope', 'wbBoardShared'");
    expect(js).toContain("$scope.dashed = 'wb-board-card';");
    expect(js).toContain("plugin.register('wbBoard', {");
    expect(js).not.toMatch(/wgn|\{replace-route\}/);
  });

  it('compiles the CSS and SCSS together with sass: npm, common, then src/ (its .scss before its .css)', () => {
    const css = plugin('board').sources.css;
    expect(css).toContain('.wb-board-main .title {\n  color: #3366cc;\n}');
    const order = ['.wb-board-widget', '.wb-board-shared', '.wb-board-main', '.wb-board-note'].map((selector) => css.indexOf(selector));
    expect(order.every((index) => index !== -1)).toBe(true);
    expect(order.slice().sort((a, b) => a - b)).toEqual(order);
    // SCSS in a .css file compiles too: the whole text is one SCSS text
    write(src('src', 'plain.css'), '.wgn-note { .inner { border: 0; } }\n');
    expect(plugin('board').sources.css).toContain('.wb-board-note .inner {\n  border: 0;\n}');
  });

  it('joins the templates: npm, common, then src/, with wgn- and wgn replaced', () => {
    const html = plugin('board').sources.html;
    const order = ['id="wb-board-widget"', 'id="wb-board-shared"', 'id="wb-board-main"'].map((id) => html.indexOf(id));
    expect(order.every((index) => index !== -1)).toBe(true);
    expect(order.slice().sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('ng-controller="wbBoardMainCntl"');
  });

  it('builds each environment\'s namespace and route (--env)', () => {
    const board = plugin('board', 'prod');
    expect(board.namespace).toBe('liveBoard');
    expect(board.sources.js).toContain("plugin.register('liveBoard', {\n  route: '/board',");
    expect(board.sources.html).toContain('id="live-board-main"');
  });

  it('leaves a plugin with "version": 2 in maya.json to the v2 builder (src/v2/), and builds the others', () => {
    const file = path.join(repo, 'maya.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    config.environments.dev.plugins.board.version = 2;
    write(file, JSON.stringify(config, null, 2));
    const read = readRepository(repo);
    const board = read.plugins[0];
    // not built as a legacy plugin (no problem about src/ or plugin-register.js), marked for the v2 build
    expect(board.version2).toBe(true);
    expect(board.problems).toEqual([]);
    expect(board.sources).toEqual({ js: '', html: '', css: '' });
    expect(read.plugins[1].version2).toBe(false);
    expect(read.plugins[1].ok).toBe(true);
  });

  it('reports a JavaScript syntax error with the file and line it is on', () => {
    write(src('src', 'b-sub', 'deep.js'), '// @order src/b-sub/deep.js\nwgnLoaded.push(\'deep\');\nif (true {\n');
    const board = plugin('board');
    expect(board.ok).toBe(false);
    expect(board.problems.map((item) => [item.file, item.line, item.message.split(':')[0]])).toEqual([[src('src', 'b-sub', 'deep.js'), 3, 'syntax error']]);
  });

  it('reports an SCSS error with the file and line it is on', () => {
    write(src('src', 'styles.scss'), '$accent: #3366cc;\n.wgn-main {\n  .title { color: $missing; }\n}\n');
    const board = plugin('board');
    expect(board.ok).toBe(false);
    expect(board.problems.map((item) => [item.file, item.line, item.message])).toEqual([[src('src', 'styles.scss'), 3, 'SCSS error: Undefined variable.']]);
  });

  it('reports an npm dependency that is not installed on its line of package.json, and node_modules missing altogether', () => {
    fs.rmSync(src('node_modules', 'zn-fixture-widget'), { recursive: true });
    let board = plugin('board');
    expect(board.ok).toBe(false);
    expect(board.problems.map((item) => [item.file, item.line])).toEqual([[src('package.json'), 5]]);
    expect(board.problems[0].message).toMatch(/^the npm dependency "zn-fixture-widget" is not installed: run npm install in /);
    fs.rmSync(src('node_modules'), { recursive: true });
    const read = readRepository(repo);
    board = read.plugins[0];
    expect(board.problems[0].message).toMatch(/^its npm dependencies are not installed/);
    expect(read.needsInstall).toEqual([src()]);
  });

  it('keeps serving the other plugins when one is broken', () => {
    write(src('src', 'main.js'), 'plugin.controller(\n');
    const read = readRepository(repo);
    expect(read.plugins.map((item) => [item.name, item.ok])).toEqual([['board', false], ['notes', true]]);
    expect(read.plugins[1].sources.js).toContain("plugin.register('wbNotes'");
  });

  it('maps backend/<service>/ to the plugin whose services name it; a service folder none names is a warning', () => {
    write(path.join(repo, 'backend', 'stray', 'plugin.js'), 'exports.run = function () {};\n');
    const read = readRepository(repo);
    expect(read.plugins[0].services.map((mount) => [mount.namespace, mount.route, path.basename(mount.dir)])).toEqual([
      ['wbBoard', 'summary', 'summary'], ['wbBoard', 'counts', 'tally']
    ]);
    expect(read.plugins[1].services).toEqual([]);
    expect(read.problems).toEqual([{ level: 'warning', file: path.join(repo, 'backend', 'stray'),
      message: 'no plugin\'s "services" in maya.json\'s environment "dev" names this service: not served' }]);
  });
});

describe('the npm dependencies of a repository plugin', () => {
  afterEach(removeCopies);

  it('are installed with npm install in the plugin folder when node_modules is missing, with its progress shown, then built in', async () => {
    const repo = copyFixture('npm-local');
    const before = readRepository(repo);
    expect(before.needsInstall).toEqual([path.join(repo, 'plugins', 'widgets')]);
    expect(before.plugins[0].ok).toBe(false);
    const lines: string[] = [];
    const installed = await installRepositoryDependencies(repo, {}, (line) => lines.push(line));
    expect(installed).toEqual([path.join(repo, 'plugins', 'widgets')]);
    expect(lines[0]).toMatch(/widgets: installing its npm dependencies \(npm install in .*plugins\/widgets\)\.\.\.$/);
    expect(lines.some((line) => /widgets: npm: /.test(line))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/widgets: npm dependencies installed$/);
    const after = readRepository(repo).plugins[0];
    expect(after.problems).toEqual([]);
    expect(after.sources.js).toContain("plugin.service('localWidgetsLocalWidget'");
    expect(after.sources.js.indexOf('localWidgetsLocalWidget')).toBeLessThan(after.sources.js.indexOf("plugin.controller('localWidgetsCntl'"));
  });

  it('are installed again when package.json names one that node_modules lacks (added after the last install)', async () => {
    const repo = copyFixture('npm-local');
    // an older install: node_modules/ is there, without the dependency package.json names now
    fs.mkdirSync(path.join(repo, 'plugins', 'widgets', 'node_modules', '.bin'), { recursive: true });
    const before = readRepository(repo);
    expect(before.needsInstall).toEqual([path.join(repo, 'plugins', 'widgets')]);
    expect(before.plugins[0].problems.map((problem) => problem.message)).toEqual([
      jasmine.stringMatching(/^the npm dependency "zn-local-widget" is not installed/)
    ]);
    const installed = await installRepositoryDependencies(repo, {}, () => undefined);
    expect(installed).toEqual([path.join(repo, 'plugins', 'widgets')]);
    const after = readRepository(repo).plugins[0];
    expect(after.problems).toEqual([]);
    expect(after.sources.js).toContain("plugin.service('localWidgetsLocalWidget'");
  });
});
