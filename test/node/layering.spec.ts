// The layers of the repository, one way each:
// - src/core/ is the Node-safe core: it imports nothing outside itself (no AngularJS, no DOM, no
//   Node module), and everything else reaches it only through its entry, src/core/index.ts;
// - the workbench package (workbench/) reaches the SDK only as `#core`, the core compiled from
//   src/core/ beside it (workbench/tsconfig.core.json), never by a path into src/ or dist/ and
//   never as the built `zn-plugin/core`; and its own layers run one way (workbench-layers.ts);
// - within src/, data/ is below events/ (znPluginEvents names znData's events).
import * as fs from 'fs';
import * as path from 'path';
import { describeWorkbenchLayers } from './workbench-layers';

const ROOT = path.resolve(__dirname, '../../../..');
const CORE = path.join(ROOT, 'src', 'core');

/** The module specifiers a file imports, exports from, or requires. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
  ];
  patterns.forEach((pattern) => {
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(text)) !== null) found.push(match[1]);
  });
  return found;
}

function filesUnder(folder: string, pattern = /\.ts$/): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'build' ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `file -> target` for each relative import of `file` that `offends(resolvedTarget)`. */
function offendingImports(files: string[], offends: (target: string, specifier: string) => boolean): string[] {
  return files.flatMap((file) => importsOf(file)
    .filter((specifier) => offends(specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : '', specifier))
    .map((specifier) => `${path.relative(ROOT, file)} -> ${specifier}`));
}

const inside = (folder: string, target: string) => target === folder || target.startsWith(folder + path.sep);

/** The workbench package: how it reaches the SDK, and its own layers (workbench-layers.ts). */
function describeWorkbenchPackage(): void {
  describe('the workbench package', () => {
    const workbench = path.join(ROOT, 'workbench');
    const files = [...filesUnder(path.join(workbench, 'src')), ...filesUnder(path.join(workbench, 'test'))];

    it('reaches the SDK only as #core (src/core from source), never by a path out of its own folder', () => {
      expect(files.length).toBeGreaterThan(20);
      const offending = offendingImports(files, (target, specifier) =>
        (!!target && !inside(workbench, target)) || (specifier.startsWith('zn-plugin/') && specifier !== 'zn-plugin/package.json'));
      expect(offending).toEqual([]);
      expect(files.some((file) => importsOf(file).indexOf('#core') !== -1)).toBe(true);
    });

    it('is imported by the SDK nowhere', () => {
      const sdk = filesUnder(path.join(ROOT, 'src'));
      expect(offendingImports(sdk, (target, specifier) => (!!target && inside(workbench, target)) || specifier.startsWith('zn-plugin-workbench')))
        .toEqual([]);
    });

    describeWorkbenchLayers(path.join(workbench, 'src'), importsOf, filesUnder);
  });
}

describe('layering', () => {
  it('finds the source', () => {
    expect(fs.existsSync(path.join(CORE, 'index.ts'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'workbench', 'src', 'cli.ts'))).toBe(true);
  });

  describe('src/core/, the Node-safe core', () => {
    it('imports nothing outside itself, no package and no Node module', () => {
      expect(offendingImports(filesUnder(CORE), (target) => !target || !inside(CORE, target))).toEqual([]);
    });

    // The one exception: the testing bundle's stand-in for the SDK (src/testing/sdk-shim.ts)
    // re-exports the REST conventions, which zn-plugin.js does not carry (see webpack.config.js).
    const SHIM = path.join(ROOT, 'src', 'testing', 'sdk-shim.ts');
    const REST = path.join(CORE, 'rest');
    const shimReachesRest = (file: string) => file === SHIM;

    it('is reached from the rest of src/ only through its entry, src/core/index.ts', () => {
      const rest = filesUnder(path.join(ROOT, 'src')).filter((file) => !inside(CORE, file) && !shimReachesRest(file));
      expect(offendingImports(rest, (target) => !!target && inside(CORE, target) && target !== CORE && target !== path.join(CORE, 'index')))
        .toEqual([]);
    });

    it('the testing kit reaches the core through that entry too', () => {
      const kit = filesUnder(path.join(ROOT, 'src', 'testing'));
      expect(kit.length).toBeGreaterThan(5);
      expect(offendingImports(kit.filter((file) => file !== SHIM), (target) => !!target && inside(CORE, target) && target !== CORE)).toEqual([]);
      expect(offendingImports([SHIM], (target) => !!target && inside(CORE, target) && target !== CORE && !inside(REST, target))).toEqual([]);
    });
  });

  describeWorkbenchPackage();

  it('data/ imports nothing from events/', () => {
    const offending = offendingImports(filesUnder(path.join(ROOT, 'src/data')),
      (target) => !!target && inside(path.join(ROOT, 'src/events'), target));
    expect(offending).toEqual([]);
  });

  it('data/ has no import loop (type imports count too): the transport and the envelope reading meet in http-answer.ts', () => {
    const folder = path.join(ROOT, 'src/data');
    const files = filesUnder(folder);
    const edges = new Map<string, string[]>();
    files.forEach((file) => edges.set(file, importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier) + '.ts')
      .filter((target) => files.indexOf(target) !== -1)));
    const loops: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.indexOf(file) !== -1) {
        loops.push(trail.slice(trail.indexOf(file)).concat(file).map((step) => path.basename(step)).join(' -> '));
        return;
      }
      if (trail.length > files.length) return;
      (edges.get(file) || []).forEach((target) => visit(target, trail.concat(file)));
    };
    files.forEach((file) => visit(file, []));
    expect(files.length).toBeGreaterThan(5);
    expect(Array.from(new Set(loops))).toEqual([]);
  });

  it('values.ts, the shared checks, imports nothing', () => {
    expect(importsOf(path.join(CORE, 'values.ts'))).toEqual([]);
  });
});
