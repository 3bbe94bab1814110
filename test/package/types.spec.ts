// The published declarations: one index.d.ts of the public API, with the globals a script-tag
// plugin uses, so a plugin written in TypeScript compiles with no bundler and no import.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ROOT } from './markdown-links';

// eslint-disable-next-line @typescript-eslint/no-var-requires
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

function compile(dir: string, source: string): string {
  fs.writeFileSync(path.join(dir, 'plugin.ts'), source);
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout || error);
  }
}

describe('the published type declarations', () => {
  let dir: string;
  let types: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-plugin-types-spec-'));
    types = path.join(dir, 'types');
    buildTypes(types);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'ES2017', lib: ['ES2017', 'DOM'],
        types: ['angular'], typeRoots: [path.join(ROOT, 'node_modules', '@types')]
      },
      files: ['plugin.ts', 'types/index.d.ts']
    }));
  }, 180000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are one index.d.ts of the public API (and the standalone matcher\'s), nothing internal', () => {
    expect(fs.readdirSync(types).sort()).toEqual(['index.d.ts', 'matcher.d.ts']);
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
    expect(compile(dir, PLUGIN + MISTAKES)).toBe('');
  }, 120000);
});
