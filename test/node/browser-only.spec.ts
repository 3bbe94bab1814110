// require('zn-plugin') in plain Node (no window) fails with a ZnError that names the build for
// Node; that build, the standalone matcher, does load. The bundles are built as `npm run build`
// builds them, into a temporary node_modules/zn-plugin with this package.json, and required by name.
import * as fs from 'fs';
import { createRequire } from 'module';
import * as os from 'os';
import * as path from 'path';
import { runInNewContext } from 'vm';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('require(\'zn-plugin\') in plain Node', () => {
  let modules: string;
  /** require as a file of a project that installed zn-plugin (not from this package: Node would resolve its own name to ./dist). */
  let requireInProject: NodeRequire;

  beforeAll((done) => {
    modules = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-node-'));
    requireInProject = createRequire(path.join(modules, 'index.js'));
    const dist = path.join(modules, 'node_modules', 'zn-plugin', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(modules, 'node_modules', 'zn-plugin', 'package.json'));
    // The peer dependency, installed beside it as in a real project.
    fs.symlinkSync(path.join(ROOT, 'node_modules', 'angular'), path.join(modules, 'node_modules', 'angular'), 'dir');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require(path.join(ROOT, 'node_modules', 'webpack'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configs = (require(path.join(ROOT, 'webpack.config.js')) as Array<{ name: string; output: object; context?: string }>)
      .filter((config) => config.name === 'zn-plugin.js' || config.name === 'zn-filter-matcher.js')
      .map((config) => ({ ...config, context: ROOT, output: { ...config.output, path: dist } }));
    webpack(configs, (error: Error | null, stats: { hasErrors(): boolean; toString(options: object): string }) => {
      if (error || stats.hasErrors()) {
        done.fail(error || stats.toString({ all: false, errors: true }));
      } else {
        done();
      }
    });
  }, 120000);

  afterAll(() => fs.rmSync(modules, { recursive: true, force: true }));

  it('runs without a window (the premise)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('fails with a ZnError, code browser-only, that names the build for Node', () => {
    let caught: any;
    try {
      requireInProject('zn-plugin');
    } catch (error) {
      caught = error;
    }
    expect(caught).toEqual(jasmine.any(Error));
    expect({ name: caught.name, service: caught.service, code: caught.code })
      .toEqual({ name: 'ZnError', service: 'zn-plugin', code: 'browser-only' });
    expect(caught.message).toMatch(/^zn-plugin: this bundle needs a browser page .*require\('zn-plugin\/dist\/zn-filter-matcher\.js'\) \(also exported as 'zn-plugin\/matcher'\)/);
  });

  it('loads the build the error names, under both names, which matches records in Node', () => {
    ['zn-plugin/dist/zn-filter-matcher.js', 'zn-plugin/matcher'].forEach((name) => {
      const matcher = requireInProject(name);
      expect(matcher({ field1: 'Open' }, { and: [{ prefix: '', attribute: 'field1', value: 'open' }] })).withContext(name).toBe(true);
    });
  });

  it('in zn-plugin.min.js, fails with the same error in the min build\'s short form', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const guard = require(path.join(ROOT, 'scripts', 'browser-guard.js')) as (min: boolean) => string;
    let caught: any;
    try {
      runInNewContext(guard(true), {});
    } catch (error) {
      caught = error;
    }
    expect({ name: caught.name, service: caught.service, code: caught.code })
      .toEqual({ name: 'ZnError', service: 'zn-plugin', code: 'browser-only' });
    expect(caught.message).toBe('zn-plugin: [browser-only] zn-plugin/dist/zn-filter-matcher.js · see docs/errors.md#browser-only');
    expect(() => runInNewContext(guard(true), { window: {} })).not.toThrow();
  });
});
