/** Fixture repositories (workbench/test/fixtures/repositories/), copied to a temporary folder per spec. */
import fs from 'fs';
import os from 'os';
import path from 'path';

export const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'repositories');

const made: string[] = [];

/** A fresh copy of the fixture repository `name`; removed by `removeCopies()`. */
export function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zn-repo-${name}-`));
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  made.push(dir);
  return dir;
}

export function removeCopies(): void {
  while (made.length) fs.rmSync(made.pop() as string, { recursive: true, force: true });
}

export function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * node_modules/ for two-plugins' board plugin, as `npm install` would leave it: its dependency
 * zn-fixture-widget (which depends on zn-fixture-helper and the scoped @zn-fixture/scoped), and
 * its devDependency zn-fixture-devtool.
 */
export function installBoardModules(repo: string): string {
  const modules = path.join(repo, 'plugins', 'board', 'node_modules');
  write(path.join(modules, 'zn-fixture-widget', 'package.json'), JSON.stringify({ name: 'zn-fixture-widget', version: '1.0.0', dependencies: { 'zn-fixture-helper': '1.0.0', '@zn-fixture/scoped': '1.0.0' } }));
  write(path.join(modules, '@zn-fixture', 'scoped', 'package.json'), JSON.stringify({ name: '@zn-fixture/scoped', version: '1.0.0' }));
  write(path.join(modules, '@zn-fixture', 'scoped', 'src', 'scoped.js'), '// @order npm/@zn-fixture/scoped\n');
  write(path.join(modules, 'zn-fixture-widget', 'src', 'widget.js'), "// @order npm/widget\nplugin.service('wgnWidget', [function () {}]);\n");
  write(path.join(modules, 'zn-fixture-widget', 'src', 'widget.css'), '.wgn-widget { color: green; }\n');
  write(path.join(modules, 'zn-fixture-widget', 'src', 'widget.html'), '<script type="text/ng-template" id="wgn-widget"><b>widget</b></script>\n');
  write(path.join(modules, 'zn-fixture-helper', 'package.json'), JSON.stringify({ name: 'zn-fixture-helper', version: '1.0.0' }));
  write(path.join(modules, 'zn-fixture-helper', 'index.js'), '// @order npm/helper\nvar wgnHelper = 1;\n');
  write(path.join(modules, 'zn-fixture-devtool', 'package.json'), JSON.stringify({ name: 'zn-fixture-devtool', version: '1.0.0' }));
  write(path.join(modules, 'zn-fixture-devtool', 'index.js'), '// @order npm/devtool (a devDependency: never built in)\n');
  return modules;
}

/** The `// @order <name>` markers of a built plugin.js, in order. */
export function orderOf(js: string): string[] {
  return (js.match(/\/\/ @order [^\n]+/g) || []).map((line) => line.slice('// @order '.length));
}
