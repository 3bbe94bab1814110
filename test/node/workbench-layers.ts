// The workbench's layers (workbench/src/), for test/node/layering.spec.ts. Top to bottom:
//
//   cli          cli.ts (the command), index.ts (the Node API)
//   serve        serve/ (the served plugins, host page, vendor files, watching, the app)
//   services     sandbox/, repository/, firebase/, v2/, ship-v2/ (a v1 plugin built as a v2 app),
//                plugin-base.ts (the shapes every plugin shares), plugin-folder.ts
//   http, util   http/ (the local guard), util/, printable.ts
//   core         `#core`: src/core/, compiled from source (checked in layering.spec.ts)
//
// A file imports its own layer or a lower one, never a higher one; no file reaches itself again
// through its imports (a circle), type imports included; the rest of the workbench reaches the
// sandbox only through sandbox/index.ts; and inside the sandbox its own folders run one way too
// (SANDBOX_LAYERS).
import * as fs from 'fs';
import * as path from 'path';

interface Layer {
  name: string;
  /** Paths relative to the folder: `name/` for a folder (and all below it), else one file. */
  holds: string[];
}

const WORKBENCH_LAYERS: Layer[] = [
  { name: 'cli', holds: ['cli.ts', 'index.ts'] },
  { name: 'serve', holds: ['serve/'] },
  { name: 'services', holds: ['sandbox/', 'repository/', 'firebase/', 'v2/', 'ship-v2/', 'plugin-base.ts', 'plugin-folder.ts'] },
  { name: 'http, util', holds: ['http/', 'util/', 'printable.ts'] }
];

/** The sandbox's own layers (workbench/src/sandbox/), top to bottom. */
const SANDBOX_LAYERS: Layer[] = [
  { name: 'the sandbox assembled', holds: ['app.ts', 'server.ts', 'index.ts'] },
  {
    name: 'its parts: options, data, backend services, HTTP, seed',
    holds: ['options.ts', 'data.ts', 'backend.ts', 'http/', 'plugins/', 'seed/', 'example-plugin/']
  },
  { name: 'resource behaviours', holds: ['resources/'] },
  { name: 'forms and webhooks', holds: ['forms/', 'webhooks/'] },
  { name: 'the API engine and its behaviour contract', holds: ['api/'] },
  { name: 'storage and the shared rules', holds: ['store.ts', 'database.ts', 'envelopes.ts', 'routes.ts', 'checks.ts'] },
  { name: 'queries', holds: ['query/'] }
];


type ImportsOf = (file: string) => string[];
type FilesUnder = (folder: string) => string[];

/** The .ts file a relative specifier names (`./x` → x.ts or x/index.ts), or undefined. */
function resolveTs(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base + '.ts', path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

function layerIndex(layers: Layer[], relative: string): number {
  return layers.findIndex((layer) => layer.holds.some((held) => (held.endsWith('/') ? relative.startsWith(held) : relative === held)));
}

/** `file -> specifier` for each import of a file in `folder` that climbs from its layer to a higher one. */
function upwardImports(folder: string, layers: Layer[], files: string[], importsOf: ImportsOf): string[] {
  const relative = (file: string) => path.relative(folder, file).split(path.sep).join('/');
  return files.flatMap((file) => importsOf(file).flatMap((specifier) => {
    const target = resolveTs(file, specifier);
    if (!target || !target.startsWith(folder + path.sep)) return [];
    const from = layerIndex(layers, relative(file));
    const to = layerIndex(layers, relative(target));
    return to !== -1 && from !== -1 && to < from ? [`${relative(file)} -> ${specifier} (${layers[from].name} → ${layers[to].name})`] : [];
  }));
}

/** Every circle of imports among `files`, each once, as `a.ts -> b.ts -> a.ts`. */
function importCircles(files: string[], importsOf: ImportsOf, name: (file: string) => string): string[] {
  const edges = new Map<string, string[]>();
  files.forEach((file) => edges.set(file, importsOf(file)
    .map((specifier) => resolveTs(file, specifier))
    .filter((target): target is string => target !== undefined && files.indexOf(target) !== -1)));
  const circles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at !== -1) {
      const circle = trail.slice(at);
      // written from its smallest file, so the same circle found from another file reads the same
      const start = circle.indexOf(circle.slice().sort()[0]);
      const turned = circle.slice(start).concat(circle.slice(0, start));
      circles.add(turned.concat(turned[0]).map(name).join(' -> '));
      return;
    }
    if (done.has(file)) return;
    (edges.get(file) || []).forEach((target) => visit(target, trail.concat(file)));
    done.add(file);
  };
  files.forEach((file) => visit(file, []));
  return Array.from(circles);
}

export function describeWorkbenchLayers(source: string, importsOf: ImportsOf, filesUnder: FilesUnder): void {
  describe('its layers: cli → serve → sandbox, repository, firebase, v2 → http, util → #core', () => {
    const files = filesUnder(source);
    const relative = (file: string) => path.relative(source, file).split(path.sep).join('/');
    const sandbox = path.join(source, 'sandbox');

    it('places every source file in one layer', () => {
      expect(files.length).toBeGreaterThan(40);
      expect(files.map(relative).filter((file) => layerIndex(WORKBENCH_LAYERS, file) === -1)).toEqual([]);
      const inSandbox = files.filter((file) => file.startsWith(sandbox + path.sep)).map((file) => path.relative(sandbox, file).split(path.sep).join('/'));
      expect(inSandbox.filter((file) => layerIndex(SANDBOX_LAYERS, file) === -1)).toEqual([]);
    });

    it('imports nothing from a higher layer', () => {
      expect(upwardImports(source, WORKBENCH_LAYERS, files, importsOf)).toEqual([]);
    });

    it('has no circle of imports (type imports count too)', () => {
      expect(importCircles(files, importsOf, relative)).toEqual([]);
    });

    it('reaches the sandbox from outside only through sandbox/index.ts', () => {
      const offending = files.filter((file) => !file.startsWith(sandbox + path.sep)).flatMap((file) => importsOf(file)
        .filter((specifier) => {
          const target = resolveTs(file, specifier);
          return !!target && target.startsWith(sandbox + path.sep) && target !== path.join(sandbox, 'index.ts');
        })
        .map((specifier) => `${relative(file)} -> ${specifier}`));
      expect(offending).toEqual([]);
    });

    it('inside the sandbox: assembled → parts → resources → forms, webhooks → api → store → query', () => {
      const inSandbox = files.filter((file) => file.startsWith(sandbox + path.sep));
      expect(upwardImports(sandbox, SANDBOX_LAYERS, inSandbox, importsOf)).toEqual([]);
    });
  });
}
