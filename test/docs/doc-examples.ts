// Reads the runnable examples out of the documentation and loads them into an AngularJS module,
// so the specs run exactly what a reader copies. A runnable example is a ```js block preceded by
// `<!-- runnable: name -->` on its own line.
import { AngularRegistrar } from '../../src/plugin/angular-registrar';
import { DefinitionKind } from '../../src/plugin/definition-rules';
import { createPlugin } from '../../src/plugin/plugin-api';
import { PluginCatalog } from '../../src/plugin/plugin-catalog';
import { ZnRegisteredPlugin } from '../../src/plugin/types';
import readme from '../../README.md';
import configuration from '../../docs/configuration.md';
import dialogs from '../../docs/dialogs.md';
import errors from '../../docs/errors.md';
import events from '../../docs/events.md';
import filterBuilder from '../../docs/filter-builder.md';
import filterMatcher from '../../docs/filter-matcher.md';
import pluginApi from '../../docs/plugin-api.md';
import storage from '../../docs/storage.md';
import znData from '../../docs/zn-data.md';

/** Every page with runnable examples, by its path in the repository. */
export const PAGES: Record<string, string> = {
  'README.md': readme,
  'docs/configuration.md': configuration,
  'docs/dialogs.md': dialogs,
  'docs/errors.md': errors,
  'docs/events.md': events,
  'docs/filter-builder.md': filterBuilder,
  'docs/filter-matcher.md': filterMatcher,
  'docs/plugin-api.md': pluginApi,
  'docs/storage.md': storage,
  'docs/zn-data.md': znData
};

export interface DocExample {
  page: string;
  name: string;
  code: string;
}

const MARKED = /^<!-- runnable: ([\w-]+) -->\n```js\n([\s\S]*?)\n```$/gm;

/** The runnable examples of one page, in page order. */
export function examplesOf(page: string): DocExample[] {
  const markdown = PAGES[page];
  if (markdown === undefined) throw new Error(`no page ${page} among the documentation's pages`);
  const found: DocExample[] = [];
  let match: RegExpExecArray | null;
  MARKED.lastIndex = 0;
  while ((match = MARKED.exec(markdown))) found.push({ page, name: match[1], code: match[2] });
  return found;
}

/** One runnable example, by page and name; throws when the page no longer has it. */
export function exampleOf(page: string, name: string): DocExample {
  const example = examplesOf(page).find((candidate) => candidate.name === name);
  if (!example) throw new Error(`${page} has no example marked <!-- runnable: ${name} -->`);
  return example;
}

/** What loading examples registered: their AngularJS module, controllers and plugin registrations. */
export interface LoadedExamples {
  moduleName: string;
  controllers: string[];
  registrations: ZnRegisteredPlugin[];
}

let counter = 0;

/**
 * Runs the examples' code with the globals a plugin script sees (`plugin`, `angular`), and puts
 * what they define into a new module (depending on zn.plugin) for the next injector: call
 * `angular.mock.module(loaded.moduleName)` before inject(). `plugin` is a plugin object of the
 * SDK with a catalog of its own, so its rules apply; `angular.module('hostApp')` is that module.
 * `extra` names other modules the new one needs (e.g. one providing a host's services).
 */
export function loadExamples(examples: DocExample[], extra: string[] = []): LoadedExamples {
  counter += 1;
  const moduleName = `docExamples${counter}`;
  const module = angular.module(moduleName, ['zn.plugin', ...extra]);
  const controllers: string[] = [];
  const registrar = {
    register(kind: DefinitionKind, name: string, definition: any): void {
      if (kind === 'controller') controllers.push(name);
      (module as any)[kind](name, definition);
    }
  } as unknown as AngularRegistrar;
  const catalog = new PluginCatalog();
  const plugin = createPlugin(catalog, registrar);
  const hostAngular = Object.create(angular);
  const recordingModule = new Proxy(module, {
    get(target, key) {
      if (key !== 'controller') return (target as any)[key];
      return (name: string, definition: any) => {
        controllers.push(name);
        target.controller(name, definition);
        return recordingModule;
      };
    }
  });
  hostAngular.module = (name: string, requires?: string[]) => {
    if (name === 'hostApp') return recordingModule;
    return requires ? angular.module(name, requires) : angular.module(name);
  };
  examples.forEach((example) => {
    try {
      new Function('plugin', 'angular', example.code)(plugin, hostAngular);
    } catch (error) {
      throw new Error(`${example.page}, example "${example.name}": ${(error as Error).message}`);
    }
  });
  return { moduleName, controllers, registrations: catalog.plugins() };
}
