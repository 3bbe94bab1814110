/**
 * The workbench's reading of a plugin folder (src/plugin-folder.ts): the namespace read from
 * the source without running it, the problems named with file and line.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

import { readPluginFolder, readNamespace, checkTemplates, Problem } from '../../src/plugin-folder';

describe('workbench plugin folders', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-plugin-folder-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('readNamespace', () => {
    it('reads the namespace of plugin.register, chained or not, from a literal or a variable', () => {
      expect(readNamespace("plugin.register('myPlugin', { route: '/my' });")).toBe('myPlugin');
      expect(readNamespace("plugin.controller('x', ['$scope', function () {}])\n  .register(\"chained\", {});")).toBe('chained');
      expect(readNamespace("var NAMESPACE = 'board';\nplugin.register(NAMESPACE, {});")).toBe('board');
    });

    it('does not read a call that is commented out, and gives up on what it cannot read statically', () => {
      expect(readNamespace("// plugin.register('old', {});\nplugin.register('current', {});")).toBe('current');
      expect(readNamespace("/* plugin.register('old', {}); */")).toBe('');
      expect(readNamespace('plugin.register(makeName(), {});')).toBe('');
      expect(readNamespace('plugin.register(UNKNOWN, {});')).toBe('');
    });
  });

  describe('readPluginFolder', () => {
    it('reads the flat layout and the frontend/ layout, with the backend/ folder', () => {
      write('flat/plugin.js', "plugin.register('flat', {});");
      write('flat/plugin.html', '<script type="text/ng-template" id="flat-main"></script>');
      write('flat/plugin.css', '.x {}');
      write('split/frontend/plugin.js', "plugin.register('split', {});");
      write('split/frontend/plugin.html', '');
      write('split/frontend/plugin.css', '');
      write('split/backend/report/plugin.js', 'exports.run = function () {};');
      const flat = readPluginFolder(path.join(dir, 'flat'));
      expect(flat).toEqual(jasmine.objectContaining({ ok: true, namespace: 'flat', problems: [], backendDir: null, frontendDir: path.join(dir, 'flat') }));
      expect(flat.sources.css).toBe('.x {}');
      const split = readPluginFolder(path.join(dir, 'split'));
      expect(split).toEqual(jasmine.objectContaining({ ok: true, namespace: 'split', backendDir: path.join(dir, 'split', 'backend') }));
      expect(split.frontendDir).toBe(path.join(dir, 'split', 'frontend'));
    });

    it('names the file and line of a syntax error, and does not run the code', () => {
      write('bad/plugin.js', "window.ran = true;\nplugin.register('bad', {\n  route: '/bad',,\n});");
      write('bad/plugin.html', '');
      write('bad/plugin.css', '');
      const bad = readPluginFolder(path.join(dir, 'bad'));
      expect(bad.ok).toBe(false);
      expect(bad.problems).toEqual([jasmine.objectContaining({ level: 'error', file: path.join(dir, 'bad', 'plugin.js'), line: 3 })]);
      expect(bad.problems[0].message).toMatch(/^syntax error: /);
      expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    });

    it('names each missing piece; a missing plugin.css is a warning only', () => {
      write('partial/plugin.js', "plugin.register('partial', {});");
      const partial = readPluginFolder(path.join(dir, 'partial'));
      expect(partial.ok).toBe(false);
      expect(partial.problems.map((item: Problem) => [item.level, path.basename(item.file)])).toEqual([['error', 'plugin.html'], ['warning', 'plugin.css']]);
      write('partial/plugin.html', '');
      expect(readPluginFolder(path.join(dir, 'partial')).ok).toBe(true);
    });

    it('takes --namespace when the source does not say, and serves under it one whose source says another, warned', () => {
      write('dyn/plugin.js', 'plugin.register(window.NS, {});');
      write('dyn/plugin.html', '');
      write('dyn/plugin.css', '');
      expect(readPluginFolder(path.join(dir, 'dyn')).problems[0].message).toContain('--namespace');
      expect(readPluginFolder(path.join(dir, 'dyn'), { namespace: 'given' })).toEqual(jasmine.objectContaining({ ok: true, namespace: 'given' }));
      write('dyn/plugin.js', "plugin.register('written', {});");
      const served = readPluginFolder(path.join(dir, 'dyn'), { namespace: 'given' });
      expect(served).toEqual(jasmine.objectContaining({ ok: true, namespace: 'given' }));
      expect(served.problems.map((item: Problem) => [item.level, item.message])).toEqual([['warning',
        'registers as "written"; served under the namespace "given" (--namespace), as Zengine registered a plugin under its record\'s namespace; ' +
        'write plugin.register(\'given\', {...})']]);
    });

    it('serves the old register form plugin.register(\'demo-plugin\', ...) as demoPlugin, warned', () => {
      write('old/plugin.js', "plugin.controller('demoPluginCntl', [function () {}]).register('demo-plugin', { route: '/demo', controller: 'demoPluginCntl', template: 'demo-plugin-main' });");
      write('old/plugin.html', '<script type="text/ng-template" id="demo-plugin-main"></script>');
      write('old/plugin.css', '');
      const served = readPluginFolder(path.join(dir, 'old'));
      expect(served).toEqual(jasmine.objectContaining({ ok: true, namespace: 'demoPlugin' }));
      expect(served.problems.map((item: Problem) => item.level)).toEqual(['warning']);
      expect(readPluginFolder(path.join(dir, 'old'), { namespace: 'demoPlugin' }).namespace).toBe('demoPlugin');
    });

    it('serves a plugin.js wrapped as Zengine\'s first runtime served it under the wrapper\'s prefix, without a warning', () => {
      write('wrapped/plugin.js', [
        '(function (prefix, wizehive, angular) {',
        '  var plugin = wizehive.makePlugin(prefix);',
        "  plugin.controller('tallyBoardCntl', ['$scope', function () {}]).register('Tally board', { route: '/tally' });",
        "})('tallyBoard', wizehive, angular);"
      ].join('\n'));
      write('wrapped/plugin.html', '');
      write('wrapped/plugin.css', '');
      const served = readPluginFolder(path.join(dir, 'wrapped'));
      expect(served).toEqual(jasmine.objectContaining({ ok: true, namespace: 'tallyBoard', problems: [] }));
    });

    it('refuses a namespace the SDK would refuse', () => {
      write('caps/plugin.js', "plugin.register('My-Plugin', {});");
      write('caps/plugin.html', '');
      write('caps/plugin.css', '');
      expect(readPluginFolder(path.join(dir, 'caps')).problems[0].message).toContain('is not camelCase');
    });

    it('says so when the folder does not exist', () => {
      const none = readPluginFolder(path.join(dir, 'none'));
      expect(none.ok).toBe(false);
      expect(none.problems[0].message).toMatch(/^no such folder/);
    });
  });

  describe('checkTemplates', () => {
    it('accepts ng-template blocks and names the line of a block that is not one, has no id, or is never closed', () => {
      expect(checkTemplates('<script type="text/ng-template" id="a"><p>x</p></script>\n<script type=\'text/ng-template\' id=\'b\'></script>', 'f')).toEqual([]);
      const problems = checkTemplates('<p></p>\n<script>alert(1)</script>\n<script type="text/ng-template"></script>\n<script type="text/ng-template" id="c">', 'f');
      expect(problems.map((item: Problem) => item.line)).toEqual([2, 3, 4]);
      expect(problems[0].message).toContain('not type="text/ng-template"');
      expect(problems[1].message).toContain('without an id');
      expect(problems[2].message).toContain('never closed');
    });
  });
});
