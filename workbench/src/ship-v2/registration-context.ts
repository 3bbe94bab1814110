/**
 * The code that runs inside the `vm` context of registration-read.ts, before plugin.js: the stubs
 * and the record of `plugin.register` calls. These functions never run in this process: their
 * source text (installSource) is what the context runs, so they use only what any JavaScript realm
 * has and refer to nothing outside themselves but each other.
 *
 * They run in one function scope (nothing of them is a global plugin.js could replace), and what
 * reads the run back (`calls`, `describe`) uses the realm's JSON.stringify and String as they were
 * before plugin.js ran: a script that replaces them changes nothing read back. The reader of the
 * context reaches them as `__znShipV2`, a constant of the context's script scope (plugin.js can
 * neither reassign it nor declare its name again), frozen.
 */

/** A stub: any property, call or `new` gives the stub again; it is '' as text, 0 as a number, empty when iterated. */
function znShipStub(): any {
  const emptyIterator = () => [][Symbol.iterator]();
  const stub: any = new Proxy(function () { /* a stub */ }, {
    get(target, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 0 : '');
      if (key === Symbol.iterator) return emptyIterator;
      // not a promise, not JSON, nothing behind a symbol
      if (key === 'then' || key === 'toJSON' || typeof key === 'symbol') return undefined;
      return key === 'length' ? 0 : stub;
    },
    apply: () => stub,
    construct: () => stub,
    set: () => true
  });
  return stub;
}

/** The line of `scriptName` a stack names first after its own line, or 0. */
function znShipLineOf(stack: unknown, scriptName: string, skip: number): number {
  const lines = String(stack).split('\n');
  for (let i = skip; i < lines.length; i++) {
    const at = lines[i].indexOf(scriptName + ':');
    if (at !== -1) {
      const line = parseInt(lines[i].slice(at + scriptName.length + 1), 10);
      if (line > 0) return line;
    }
  }
  return 0;
}

/** The `plugin` object: every method chains; `register` records the call (settings as JSON text, the caller's line). */
function znShipRecorder(scriptName: string, stringify: (value: unknown) => string): { plugin: any; calls: any[] } {
  const calls: any[] = [];
  let plugin: any = null;
  const chain = () => plugin;
  const register = (namespace: unknown, settings: unknown) => {
    const call: any = { namespace: typeof namespace === 'string' ? namespace : null, line: znShipLineOf(new Error().stack, scriptName, 1) };
    try {
      call.settings = stringify(settings === undefined ? null : settings);
    } catch (error) {
      call.unreadable = String(error && (error as Error).message);
    }
    calls.push(call);
    return plugin;
  };
  plugin = new Proxy({}, {
    get(target, key) {
      if (key === 'register') return register;
      return key === 'then' || key === 'toJSON' || typeof key === 'symbol' ? undefined : chain;
    }
  });
  return { plugin, calls };
}

/**
 * `wizehive.makePlugin(prefix)` of Zengine's first runtime (src/compat-layer/first-runtime.ts), for a
 * plugin.js wrapped as it served one: chains as `plugin` does, and registers under `prefix`
 * whatever name it is given.
 */
function znShipPrefixed(plugin: any, prefix: unknown): any {
  const own: any = new Proxy({}, {
    get(target, key) {
      if (key === 'register') return (_name: unknown, settings: unknown) => { plugin.register(prefix, settings); return own; };
      return key === 'then' || key === 'toJSON' || typeof key === 'symbol' ? undefined : () => own;
    }
  });
  return own;
}

/** `angular`: its plain helpers as AngularJS has them (enough to compute a registration), anything else a stub. */
function znShipAngular(stub: any): any {
  const isObject = (value: unknown): boolean => value !== null && typeof value === 'object';
  const copy = (value: any): any => {
    if (Array.isArray(value)) return value.map(copy);
    if (!isObject(value) || value instanceof Date) return value;
    const out: any = {};
    Object.keys(value).forEach((key) => { out[key] = copy(value[key]); });
    return out;
  };
  const assign = (deep: boolean) => function (target: any, ...sources: any[]): any {
    sources.forEach((source) => {
      if (!isObject(source) && typeof source !== 'function') return;
      Object.keys(source).forEach((key) => {
        const value = source[key];
        if (!deep || !isObject(value) || value instanceof Date) {
          target[key] = value;
          return;
        }
        if (!isObject(target[key])) target[key] = Array.isArray(value) ? [] : {};
        assign(true)(target[key], value);
      });
    });
    return target;
  };
  const forEach = (items: any, fn: any, self?: any) => {
    if (Array.isArray(items)) items.forEach((item, index) => fn.call(self, item, index, items));
    else if (isObject(items)) Object.keys(items).forEach((key) => fn.call(self, items[key], key, items));
    return items;
  };
  const helpers: any = {
    extend: assign(false), merge: assign(true), copy, forEach, isObject, isArray: Array.isArray,
    isDate: (value: unknown) => value instanceof Date, isString: (value: unknown) => typeof value === 'string',
    isNumber: (value: unknown) => typeof value === 'number', isFunction: (value: unknown) => typeof value === 'function',
    isDefined: (value: unknown) => value !== undefined, isUndefined: (value: unknown) => value === undefined,
    isElement: () => false, noop: () => undefined, identity: (value: unknown) => value,
    toJson: (value: unknown, pretty?: boolean) => JSON.stringify(value, null, pretty ? 2 : 0),
    fromJson: (text: unknown) => (typeof text === 'string' ? JSON.parse(text) : text),
    equals: (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b),
    bind: (self: any, fn: any, ...bound: any[]) => (...args: any[]) => fn.apply(self, bound.concat(args)),
    lowercase: (text: unknown) => String(text).toLowerCase(), uppercase: (text: unknown) => String(text).toUpperCase(),
    version: { full: '1.8.3', major: 1, minor: 8, dot: 3, codeName: 'ultimate-farewell' }
  };
  return new Proxy(helpers, {
    get(target, key) {
      if (Object.prototype.hasOwnProperty.call(target, key)) return target[key];
      return key === 'then' || key === 'toJSON' || typeof key === 'symbol' ? undefined : stub;
    }
  });
}

/** What stopped the script, as JSON text: `{ name, message, line }` (the line of `scriptName`, 0 when not known). */
function znShipDescribe(thrown: any, scriptName: string, realm: { stringify: (value: unknown) => string; text: (value: unknown) => string; ErrorType: any }): string {
  let name = '';
  let message = 'it threw something that cannot be described';
  let line = 0;
  try {
    if (thrown instanceof realm.ErrorType) {
      name = realm.text(thrown.name);
      message = `${name}: ${realm.text(thrown.message)}`;
      line = znShipLineOf(thrown.stack, scriptName, 0);
    } else {
      message = `it threw ${realm.text(thrown)}`;
    }
  } catch {
    // described as above
  }
  return realm.stringify({ name, message, line });
}

/**
 * Puts the stubs on the context's global object; gives what reads the run back: the calls and a
 * description of what stopped it as JSON text, and the error `import()` is refused with.
 */
function znShipInstall(global: any, scriptName: string, extraStubs: string[]): any {
  // the realm's own, taken before plugin.js can replace them
  const realm = { stringify: JSON.stringify, text: String, ErrorType: Error };
  const stub = znShipStub();
  const recorder = znShipRecorder(scriptName, realm.stringify);
  const noTimer = () => 0;
  const quiet = () => undefined;
  const globals: any = {
    window: global, self: global, top: global, parent: global, plugin: recorder.plugin, angular: znShipAngular(stub),
    wizehive: { makePlugin: (prefix: unknown) => znShipPrefixed(recorder.plugin, prefix) },
    document: stub, navigator: stub, location: stub, history: stub, localStorage: stub, sessionStorage: stub,
    jQuery: stub, $: stub, moment: stub, Firebase: stub, XMLHttpRequest: stub, fetch: stub,
    setTimeout: noTimer, setInterval: noTimer, clearTimeout: quiet, clearInterval: quiet,
    requestAnimationFrame: noTimer, cancelAnimationFrame: quiet,
    console: { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, dir: quiet, group: quiet, groupEnd: quiet, assert: quiet }
  };
  Object.keys(globals).forEach((name) => { global[name] = globals[name]; });
  extraStubs.forEach((name) => { if (!(name in global)) global[name] = stub; });
  // made now: an `import()` is refused with an error of this realm, and no code of plugin.js runs to make it
  const importRefused = new Error('import() is not available while the registration is read (zn-plugin ship-v2)');
  return Object.freeze({
    calls: () => realm.stringify(recorder.calls),
    describe: (thrown: unknown) => znShipDescribe(thrown, scriptName, realm),
    importRefused
  });
}

/** The name the reader of the context reaches the install's answer by (a constant of the context's script scope). */
export const CONTROL_NAME = '__znShipV2';

/** The script the context runs first: the stubs on its global object, `__znShipV2` for the reader. */
export function installSource(scriptName: string, extraStubs: string[]): string {
  const functions = [znShipStub, znShipLineOf, znShipRecorder, znShipPrefixed, znShipAngular, znShipDescribe, znShipInstall].map((fn) => fn.toString()).join('\n');
  return `const ${CONTROL_NAME} = (function () {\n'use strict';\n${functions}\n`
    + `return znShipInstall(globalThis, ${JSON.stringify(scriptName)}, ${JSON.stringify(extraStubs)});\n})();`;
}
