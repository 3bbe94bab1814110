// The published declarations: one index.d.ts of the public API, with the globals a script-tag
// plugin uses, so a plugin written in TypeScript compiles with no bundler and no import.
import { execFileSync } from 'child_process';
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './markdown-links';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildTypes } = require(path.join(ROOT, 'scripts', 'build-types.js'));

/** A plugin as its author writes it: a script, globals only, Zengine's forms. */
const PLUGIN = `
interface Draft { title: string }

plugin.controller('myPluginCntl', ['$scope', 'znData', 'znModal', 'znConfirm', 'znLocalStorage',
  function ($scope: angular.IScope & { tasks?: unknown[] }, znData: znPlugin.ZnDataService, znModal: znPlugin.ZnModalService,
    znConfirm: znPlugin.ZnConfirmService, znLocalStorage: znPlugin.ZnLocalStorageService) {
    znData('Tasks').query({ status: 'open' }, null, function (failure) { console.log(failure.userMessage); })
      .then(function (tasks) { $scope.tasks = tasks; });
    const dialog = znModal({ title: 'Edit', template: '<input ng-model="draft.title">', scope: { draft: { title: '' } } });
    dialog.scope.draft.title = 'Q3';
    const typed = znModal<{ draft: Draft }>({ title: 'Typed' });
    const title: string = typed.scope.draft.title;
    typed.scope.setBtnAction('Save', function (save) { save(title); });
    znConfirm('Sure?', null, function () { console.log('no'); });
    znLocalStorage.set('draft', { title }, null);
  }]).register('myPlugin', {
  route: '/my-plugin',
  title: 'My Plugin',
  interfaces: [{ controller: 'myPluginCntl', template: 'my-plugin-main', type: 'fullPage' }]
});

const version: string = znPlugin.version;
console.log(version, znPlugin.name);
`;

/**
 * Code the declarations must refuse, each marked `@ts-expect-error`: should one compile, tsc
 * reports the unused directive, so the types are proven applied (not `any`) in the same run.
 */
const MISTAKES = `
// @ts-expect-error: not an interface type
plugin.register('myPlugin', { interfaces: [{ controller: 'c', template: 't', type: 'sideBar' }] });
// @ts-expect-error: a name is a string
znPlugin.plugin.controller(42, []);
// @ts-expect-error: the version is text
const versionNumber: number = znPlugin.version;
`;

/**
 * Plugin code that takes calls off their objects and calls them later, as Zengine's bulk helper does
 * (docs/zn-data.md): typescript-eslint's unbound-method must find nothing in it but the one line
 * marked, a method of AngularJS's own promise (proof that the rule ran with the types).
 */
const DETACHED = `
export function bulk(znData: znPlugin.ZnDataService, znPluginData: znPlugin.ZnPluginDataService, $timeout: angular.ITimeoutService): void {
  const request = znData('FormRecords').deleteAll;
  $timeout(function () { return request({ formId: 3, id: '1|2' }); }, 1500);
  const { get, query, queryAll, count, save, update, saveAll, updateAll, del, remove } = znData('FormRecords');
  const write = znData('FormRecords').delete;
  get({ formId: 3, id: 4 }, function (record: { id: number }) { console.log(record.id); });
  save({ formId: 3 }, { name: 'a' });
  save({ formId: 3, name: 'a' });
  update({ formId: 3, id: 4 }, { name: 'b' });
  saveAll({ formId: 3 }, [{ name: 'a' }]);
  updateAll({ formId: 3, 'folder.id': 2 }, { 'folder.id': 5 });
  [query, count, del, remove, write].forEach(function (call) { call({ formId: 3 }); });
  const promise = queryAll<{ id: number }>({ formId: 3 });
  const cancel = promise.cancel;
  cancel();
  const { post, put } = znPluginData('bulkHelper');
  const fetchItems = znPluginData('bulkHelper').get;
  fetchItems('/items', { workspaceId: 1 });
  post('/items', { workspaceId: 1 }, { a: 1 });
  put('/items', { workspaceId: 1 }, { a: 2 });
  const then = promise.then; // FLAGGED
  console.log(then);
}
`;

/** A TypeScript module that imports the package by its exports, as a consumer with Node16 resolution does. */
const CONSUMER = `
import { ZnDataService, ZnFilter, version } from 'zn-plugin';
import znFilterMatcher = require('zn-plugin/matcher');
import { name as testingModule, ZnTestBackendService } from 'zn-plugin/testing';

const open: ZnFilter = { and: [{ prefix: 'in', attribute: 'field7', value: ['Open'] }] };
const matches: boolean = znFilterMatcher({ field7: 'open' }, open);
const sdk: string = version + znFilterMatcher.version;
export function load(znData: ZnDataService): unknown {
  return znData('Tasks').query({ status: 'open' });
}
export function seed(znTestBackend: ZnTestBackendService): void {
  znTestBackend.seed('Tasks', [{ id: 1, name: 'Q3' }]);
}
const kit: 'zn.plugin.testing' = testingModule;
console.log(matches, sdk, kit);
`;

function tsc(project: string): string {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout || error);
  }
}

/** Writes a project of its own (its files and tsconfig.json) under `dir` and compiles it. */
function compileProject(dir: string, files: Record<string, string>, compilerOptions: Record<string, unknown>): string {
  fs.mkdirSync(dir, { recursive: true });
  Object.keys(files).forEach((name) => fs.writeFileSync(path.join(dir, name), files[name]));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'ES2017', lib: ['ES2017', 'DOM'], ...compilerOptions },
    files: Object.keys(files).filter((name) => name.endsWith('.ts'))
  }));
  return tsc(dir);
}

describe('the published type declarations', () => {
  let dir: string;
  let installed: string;
  let types: string;

  // The package as npm installs it, in a folder of its own: package.json, the standalone matcher,
  // freshly built declarations; @types/angular beside it.
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-plugin-types-spec-'));
    installed = path.join(dir, 'node_modules', 'zn-plugin');
    types = path.join(installed, 'dist', 'types');
    buildTypes(types);
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(installed, 'package.json'));
    ['zn-filter-matcher.js', 'zn-plugin.css'].forEach((file) => fs.copyFileSync(path.join(ROOT, 'dist', file), path.join(installed, 'dist', file)));
    fs.mkdirSync(path.join(dir, 'node_modules', '@types'));
    fs.symlinkSync(path.join(ROOT, 'node_modules', '@types', 'angular'), path.join(dir, 'node_modules', '@types', 'angular'));
  }, 180000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are one index.d.ts of the public API (and the standalone matcher\'s), nothing internal', () => {
    expect(fs.readdirSync(types).sort()).toEqual(['core.d.ts', 'frame.d.ts', 'index.d.ts', 'matcher.d.ts', 'testing.d.ts']);
    // the runtime of a v1 plugin shipped as a v2 app (dist/zn-plugin-frame.js, docs/v2.md)
    const frame = fs.readFileSync(path.join(types, 'frame.d.ts'), 'utf8');
    ['startFrame', 'frameIndexHtml', 'ZnFrameContext', 'ZnFrameStartOptions'].forEach((name) => expect(frame).toContain(name));
    expect(frame).toContain('export as namespace znPluginFrame;');
    const index = fs.readFileSync(path.join(types, 'index.d.ts'), 'utf8');
    ['ZnDataService', 'ZnModalService', 'ZnFilterMatcher', 'ZnPlugin', 'ZnError', 'ZnLocalStorageService']
      .forEach((name) => expect(index).toMatch(new RegExp(`export (declare )?(interface|type|class) ${name}\\b`)));
    ['AngularRegistrar', 'PluginCatalog', 'DialogOpener', 'ModalStack', 'validateRegistration']
      .forEach((name) => expect(index).not.toContain(name));
    expect(index).toContain('export as namespace znPlugin;');
    // a consumer has no source files: comments point at docs/, not at src/
    expect(index.match(/\b[\w-]+\.ts\b/g)).toBeNull();
  });

  it('let a script-tag plugin written in TypeScript compile against the globals plugin and znPlugin, and refuse mistakes', () => {
    // the configuration docs/plugin-api.md gives: "types": ["angular", "zn-plugin"]
    expect(compileProject(path.join(dir, 'script-plugin'), { 'plugin.ts': PLUGIN + MISTAKES },
      { types: ['angular', 'zn-plugin'] })).toBe('');
  }, 120000);

  it('declare znData\'s and znPluginData\'s calls as functions of their own: taken off their object, they compile and unbound-method finds nothing', async () => {
    const project = path.join(dir, 'detached-plugin');
    expect(compileProject(project, { 'bulk.ts': DETACHED }, { types: ['angular', 'zn-plugin'] })).toBe('');
    const eslint = new ESLint({
      cwd: project,
      overrideConfigFile: true,
      overrideConfig: [{
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, parserOptions: { project: './tsconfig.json', tsconfigRootDir: project } },
        plugins: { '@typescript-eslint': tseslint.plugin as ESLint.Plugin },
        rules: { '@typescript-eslint/unbound-method': 'error' }
      }]
    });
    const [result] = await eslint.lintFiles(['bulk.ts']);
    const flagged = DETACHED.split('\n').findIndex((line) => line.includes('// FLAGGED')) + 1;
    expect(result.messages.map((message) => `${message.line}: ${message.ruleId}`)).toEqual([`${flagged}: @typescript-eslint/unbound-method`]);
  }, 120000);

  it("resolve through the package's exports: the bundle's types, the standalone matcher's and the testing kit's", () => {
    expect(compileProject(path.join(dir, 'consumer'), { 'consumer.ts': CONSUMER, 'package.json': '{ "type": "commonjs" }' },
      { module: 'node16', moduleResolution: 'node16', types: [] })).toBe('');
    // and Node finds the matcher through the same exports
    const requireThere = createRequire(path.join(dir, 'consumer', 'consumer.js'));
    const matcher = requireThere('zn-plugin/matcher');
    expect(matcher({ field7: 'Open' }, { and: [{ prefix: 'in', attribute: 'field7', value: ['open'] }] })).toBe(true);
    expect(requireThere.resolve('zn-plugin/zn-plugin.css')).toBe(path.join(installed, 'dist', 'zn-plugin.css'));
  }, 120000);
});
