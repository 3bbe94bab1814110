// The standalone build (dist/zn-filter-matcher.js), built by webpack.config.js into a temporary
// folder (never dist/), loaded the ways its users load it: require() in Node, and a plain script
// in a page without AngularJS.

// Node-only: compiled by tsconfig.node.json (Node types); tsconfig.json and karma leave it out.
// Loaded dynamically because webpack.config.js is plain CommonJS outside the compiled tree.
const nodeRequire: any = require;

describe('filter matcher: the standalone build', () => {
  const fs = nodeRequire('fs');
  const os = nodeRequire('os');
  const path = nodeRequire('path');
  const vm = nodeRequire('vm');
  // Compiled to .build/node/test/core/matcher/node-only/: the project is six folders up.
  const root = path.resolve(path.dirname(nodeRequire.resolve('../../../../../../webpack.config.js')));
  let folder: string;
  let file: string;

  beforeAll((done) => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-filter-matcher-'));
    file = path.join(folder, 'zn-filter-matcher.js');
    const webpack = nodeRequire(nodeRequire.resolve('webpack', { paths: [root] }));
    const configs = nodeRequire(path.join(root, 'webpack.config.js'));
    const config = configs.find((entry: any) => entry.output.filename === 'zn-filter-matcher.js');
    expect(config).withContext('webpack.config.js builds zn-filter-matcher.js').toBeDefined();
    webpack({ ...config, context: root, output: { ...config.output, path: folder } }, (error: Error | null, stats: any) => {
      if (error || stats.hasErrors()) {
        done.fail(error || stats.toString({ all: false, errors: true }));
        return;
      }
      done();
    });
  }, 180000);

  afterAll(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const open = { and: [{ prefix: '', attribute: 'field1', value: 'open' }] };

  it('is the matcher function itself when required in Node, with compile, validate, ZnError and version', () => {
    const znFilterMatcher = nodeRequire(file);
    expect(typeof znFilterMatcher).toBe('function');
    expect(znFilterMatcher({ field1: 'OPEN' }, open)).toBe(true);
    expect(znFilterMatcher({ field1: 'closed' }, open)).toBe(false);
    expect([{ field1: 'open' }, { field1: 'x' }].filter(znFilterMatcher.compile(open)).length).toBe(1);
    expect(() => znFilterMatcher.validate({ and: 'x' })).toThrowError(znFilterMatcher.ZnError, /^znFilterMatcher: and: expected an array/);
    expect(znFilterMatcher.version).toBe(nodeRequire(path.join(root, 'package.json')).version);
  });

  it('gives the same answers as the source on every prefix', () => {
    const znFilterMatcher = nodeRequire(file);
    const source = nodeRequire(path.join(root, '.build/node/src/core/matcher'));
    const record = { field1: 'Apples', field2: '$1,234,567.50', field3: ['a', 'b'], field4: 'x@y', folder: { id: 3 } };
    const filters = [
      { and: [{ prefix: 'not', attribute: 'field1', value: 'pears|kiwis' }, { prefix: 'contains', attribute: 'field3', value: ['a', 'b'] }] },
      { or: [{ prefix: 'starts-with', attribute: 'field1', value: 'App' }, { prefix: 'ends-with', attribute: 'field1', value: 'x' }] },
      { and: [{ prefix: 'min', attribute: 'field2', value: '1234567.5' }, { prefix: 'max', attribute: 'field2', value: 1234567.49 }] },
      { and: [{ prefix: 'in', attribute: 'field3', value: ['B'] }, { prefix: 'not-in', attribute: 'folder.id', value: [3] }] },
      { and: [{ prefix: 'not-validates', attribute: 'field4', value: 'emailAddress' }, { prefix: 'not-contains', attribute: 'field1', value: 'z' }] }
    ];
    for (const filter of filters) {
      expect(znFilterMatcher(record, filter)).withContext(JSON.stringify(filter)).toBe(source.matchFilter(record, filter));
    }
  });

  it('sets the global znFilterMatcher in a page without AngularJS, module loader or require', () => {
    const page: any = {};
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), page, { filename: 'zn-filter-matcher.js' });
    expect(Object.keys(page)).toEqual(['znFilterMatcher']);
    expect(page.znFilterMatcher({ field1: 'open' }, open)).toBe(true);
    expect(() => page.znFilterMatcher({}, { and: [{ attribute: 'a', value: 'logged-in-user' }] }))
      .toThrowError('Dynamic filter conditions are not supported');
  });

  // A page whose Content Security Policy forbids eval: `new Function` throws an EvalError there
  // (here a context that disallows code generation from strings, as V8 does under such a policy).
  it('compiles filters into closures, with the same answers, where a policy forbids new Function', () => {
    const strict: any = {};
    vm.runInContext(fs.readFileSync(file, 'utf8'), vm.createContext(strict, { codeGeneration: { strings: false, wasm: false } }));
    const free: any = {};
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), free);
    expect(() => vm.runInContext('new Function("")', vm.createContext({}, { codeGeneration: { strings: false, wasm: false } }))).toThrow();
    const filter = { or: [{ prefix: 'min', attribute: 'field2', value: 5 }, { prefix: '', attribute: 'folder.id', value: 3 }] };
    const records = Array.from({ length: 25000 }, (unused, id) => ({ id, field2: id % 3 ? String(id % 11) : `$${id % 9}`, folder: { id: id % 4 } }));
    // past 20,000 records the free page's predicate runs as generated code, the strict one's as closures
    const closures = records.filter(strict.znFilterMatcher.compile(filter));
    const generated = records.filter(free.znFilterMatcher.compile(filter));
    expect(closures).toEqual(generated);
    expect(closures.length).toBeGreaterThan(10000);
    expect(records.filter((record) => strict.znFilterMatcher(record, filter))).toEqual(generated);
  });

  // A page that knows its policy forbids eval says so first: the matcher then never tries
  // new Function (a try would make the browser report a violation), and answers with closures.
  it('never tries new Function after setCodeGeneration(false), and tries it again after undefined', () => {
    const tries: string[] = [];
    const page: any = {};
    const context = vm.createContext(page);
    const RealFunction = vm.runInContext('Function', context);
    page.Function = function (...args: string[]) {
      tries.push(args[args.length - 1]);
      return new RealFunction(...args);
    };
    vm.runInContext(fs.readFileSync(file, 'utf8'), context);
    const matcher = page.znFilterMatcher;
    const filter = { and: [{ prefix: 'min', attribute: 'field2', value: 5 }] };
    const records = Array.from({ length: 20001 }, (unused, id) => ({ id, field2: id % 10 }));
    matcher.setCodeGeneration(false);
    expect(records.filter(matcher.compile(filter)).length).toBe(10000);
    expect(tries).toEqual([]);
    matcher.setCodeGeneration(undefined);
    expect(records.filter(matcher.compile(filter)).length).toBe(10000);
    expect(tries.length).toBeGreaterThan(0); // the probe, then the generated predicate past 20,000 records
  });

  it('sets module.exports under CommonJS without touching the global object', () => {
    const sandbox: any = { module: { exports: {} } };
    sandbox.exports = sandbox.module.exports;
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
    expect(typeof sandbox.module.exports).toBe('function');
    expect(typeof sandbox.module.exports.compile).toBe('function');
    expect(sandbox.znFilterMatcher).toBeUndefined();
  });

  it('holds no AngularJS', () => {
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/require\(["']angular["']\)|angular\.module/);
  });
});
