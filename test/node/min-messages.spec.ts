// The error messages of zn-plugin.min.js (scripts/min-messages.js): the source compiled as the
// min bundle compiles it raises ZnErrors with the service, the code, the values the full message
// interpolates and a pointer to docs/errors.md, without the prose; compiled as zn-plugin.js it
// keeps the full messages. The list of wrappers is kept here so a new one is a visible change.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- this spec loads scripts/ and the compiled SDK by path */
const minMessages = require(path.join(ROOT, 'scripts', 'min-messages.js')) as {
  minMessagesTransformer(): ts.TransformerFactory<ts.SourceFile>;
  listWrappers(): Record<string, Record<string, number[]>>;
  keptProse(): string[];
};

interface Failure { name: string; service: string; code: string; message: string }

/** Compiles src/ (without the testing kit) to CommonJS in a new folder, through the transform or not. */
function compileSource(transform: boolean): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-min-messages-'));
  const before = transform ? [minMessages.minMessagesTransformer()] : [];
  const walk = (dir: string): void => fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== path.join(ROOT, 'src', 'testing')) walk(file);
      return;
    }
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return;
    const result = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017, esModuleInterop: true },
      transformers: { before }
    });
    const target = path.join(out, path.relative(path.join(ROOT, 'src'), file)).replace(/\.ts$/, '.js');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, result.outputText);
  });
  walk(path.join(ROOT, 'src'));
  return out;
}

function failureOf(fn: () => unknown): Failure {
  try {
    fn();
  } catch (error) {
    const { name, service, code, message } = error as Failure;
    return { name, service, code, message };
  }
  throw new Error('expected a ZnError');
}

/** A few throw sites of every kind: a template, a wrapper in the same file, one in another file, concatenation. */
function failures(dir: string): Record<string, Failure> {
  const load = (file: string) => require(path.join(dir, file));
  const { applyConfig, DEFAULT_CONFIG } = load('config/config-values.js');
  const { encodeValue } = load('core/value-codec.js');
  const { normalizeModalOptions } = load('dialogs/modal-options.js');
  const { buildPath } = load('core/url.js');
  const matcher = load('core/matcher/index.js');
  const { validateExpires } = load('storage/storage-arguments.js');
  const { checkOpeningFilter } = load('filters/builder/opening-filter.js');
  const { checkPanelOptions } = load('filters/builder/options.js');
  const panel = checkPanelOptions('znFiltersPanel', { formId: 1 }).builder;
  const context = { service: 'znData', label: 'znData("Tasks").get' };
  return {
    template: failureOf(() => applyConfig('znConfig', DEFAULT_CONFIG, { retry: { attempts: 99 } })),
    unknownKey: failureOf(() => applyConfig('znConfig', DEFAULT_CONFIG, { nope: 1 })),
    wrapper: failureOf(() => normalizeModalOptions({ title: 'T', template: 'x', btns: { Save: 5 } })),
    valueCodec: failureOf(() => encodeValue('znLocalStorage', 'draft', { a: () => 1 }, null)),
    path: failureOf(() => buildPath(context, '/workspaces/:workspaceId', [{ kind: 'param', name: 'workspaceId' }], {})),
    matcher: failureOf(() => matcher.matchFilter({ field1: 1 }, { and: [{ prefix: 'bogus', attribute: 'field1', value: 1 }] })),
    concatenation: failureOf(() => validateExpires('znCookies', 'put', 'soon')),
    helper: failureOf(() => applyConfig('znConfig', DEFAULT_CONFIG, { apiUrl: 'javascript:alert(1)' })),
    route: failureOf(() => load('core/plugin-url.js').checkRoute('my-plugin.get', '/items#id=1')),
    wrapped: failureOf(() => checkOpeningFilter('znFiltersPanel', 'options.filter', { and: [{ prefix: 'bogus', attribute: 'field1', value: 1 }] }, panel))
  };
}

describe('the min bundle\'s error messages (scripts/min-messages.js)', () => {
  let min: Record<string, Failure>;
  let full: Record<string, Failure>;
  const dirs: string[] = [];

  beforeAll(() => {
    dirs.push(compileSource(true), compileSource(false));
    min = failures(dirs[0]);
    full = failures(dirs[1]);
  });

  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('keeps the name, service and code of every error', () => {
    Object.keys(full).forEach((key) => {
      expect(min[key].name).withContext(key).toBe('ZnError');
      expect([min[key].service, min[key].code]).withContext(key).toEqual([full[key].service, full[key].code]);
    });
  });

  it('keeps the values and points to docs/errors.md, without the prose', () => {
    expect(min.template.message).toBe('znConfig: [bad-setting] attempts · 0 · 10 · a number (99) · see docs/errors.md#bad-setting');
    expect(min.unknownKey.message).toBe('znConfig: [unknown-setting] "nope" · apiUrl, pluginServiceUrl, retry · see docs/errors.md#unknown-setting');
    expect(min.wrapper.message).toBe('znModal: [bad-button] "Save" · a number (5) · see docs/errors.md#bad-button');
    expect(min.path.message).toBe('znData: [missing-path-param] znData("Tasks").get · workspaceId · /workspaces/:workspaceId · workspaceId · ' +
      'see docs/errors.md#missing-path-param');
    expect(min.matcher.message).toMatch(/^znFilterMatcher: \[unknown-prefix\] and\[0\] · "bogus" · "", "not", .* · see docs\/errors\.md#unknown-prefix$/);
    expect(min.helper.message).toBe('znConfig: [bad-setting] apiUrl · javascript · a string ("javascript:alert(1)") · /v1 · /v1 · ' +
      'see docs/errors.md#bad-setting');
    expect(min.route.message).toBe('znPluginData: [bad-route] my-plugin.get · a string ("/items#id=1") · see docs/errors.md#bad-route');
    expect(min.wrapped.message).toMatch(/^znFiltersPanel: \[unknown-prefix\] options\.filter · and\[0\] · "bogus" · "", .* · see docs\/errors\.md#unknown-prefix$/);
    expect(min.wrapped.message.split('docs/errors.md').length).toBe(2);
    expect(min.concatenation.message).toBe('znCookies: [bad-option] put · a string ("soon") · see docs/errors.md#bad-option');
    Object.keys(min).forEach((key) => expect(min[key].message).withContext(key).not.toMatch(/expected|must be|cannot/));
  });

  it('keeps what a @returnsMessage helper returns false for a good value', () => {
    const { checkRoute } = require(path.join(dirs[0], 'core/plugin-url.js'));
    const { applyConfig, DEFAULT_CONFIG } = require(path.join(dirs[0], 'config/config-values.js'));
    const { validateDefinition } = require(path.join(dirs[0], 'plugin/definition-rules.js'));
    expect(checkRoute('my-plugin.get', '/items/42')).toBe('/items/42');
    expect(applyConfig('znConfig', DEFAULT_CONFIG, { apiUrl: 'https://api.example.com/v1' }).apiUrl).toBe('https://api.example.com/v1');
    const { checkOpeningFilter } = require(path.join(dirs[0], 'filters/builder/opening-filter.js'));
    const { checkPanelOptions } = require(path.join(dirs[0], 'filters/builder/options.js'));
    const controller = function ($scope: unknown) { return $scope; };
    expect(() => validateDefinition('controller', 'myPluginCntl', controller)).not.toThrow();
    const filter = { and: [{ prefix: '', attribute: 'field1', value: 'a' }] };
    expect(checkOpeningFilter('znFiltersPanel', 'options.filter', filter, checkPanelOptions('znFiltersPanel', { formId: 1 }).builder)).toEqual(filter);
    expect(failureOf(() => validateDefinition('controller', 'myPluginCntl', 5)).message)
      .toMatch(/^plugin\.controller: \[bad-definition\] "myPluginCntl" · .* · see docs\/errors\.md#bad-definition$/);
  });

  it('leaves the full messages of the development bundle as they are', () => {
    expect(full.unknownKey.message).toBe('znConfig: unknown setting "nope"; expected one of apiUrl, pluginServiceUrl, retry');
    expect(full.wrapper.message).toBe('znModal: btns["Save"] must be an object such as { primary: true, action: fn }, got a number (5)');
    Object.keys(full).forEach((key) => expect(full[key].message).withContext(key).not.toContain('docs/errors.md'));
  });

  it('keeps the prose of these variables only (a new one: make it a @returnsMessage helper, or write the text in the message)', () => {
    expect(minMessages.keptProse()).toEqual([
      'src/core/matcher/parse.ts: SCALAR',
      'src/core/matcher/parse.ts: expected',
      'src/core/request-plan.ts: slotName' // a name with a hint: "memberId (or id)"
    ]);
  });

  it('finds the wrappers whose parameters are messages (review a change here: its callers lose their prose)', () => {
    expect(minMessages.listWrappers()).toEqual({
      'src/data/arguments.ts': { checkAcyclic: [1], checkParams: [1, 3] },
      'src/core/plugin-url.ts': { checkRoute: [0], checkWorkspaceId: [0] },
      'src/data/query-all.ts': { checkPageSize: [0] },
      'src/core/url.ts': { buildPath: [1] },
      'src/dialogs/modal-options.ts': { fail: [1], optionalString: [2] },
      'src/dialogs/zn-confirm.ts': { checkCallback: [0] },
      'src/filters/builder/options.ts': { checkBoolean: [1] },
      'src/core/matcher/errors.ts': { filterError: [2] },
      'src/core/matcher/parse.ts': { fail: [3] },
      'src/plugin/definition-rules.ts': { fail: [1] },
      'src/plugin/registration-rules.ts': { fail: [1] },
      'src/storage/cookie-options.ts': { bad: [1], resolveCookieAttributes: [1] },
      'src/storage/storage-arguments.ts': { validateExpires: [1], validateKey: [1] },
      'src/core/value-codec.ts': { refuse: [1] }
    });
  });
});
