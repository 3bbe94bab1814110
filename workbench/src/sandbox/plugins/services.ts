/**
 * Plugin backend services in Zengine's format: a folder holding `plugin.js`, which exports
 * `run(eventData)`, mounted under a plugin's namespace and a service route. The sandbox answers
 * `/plugins/workspaces/<workspaceId>/<namespace>/<route>[/<more>]` by running the folder's
 * `plugin.js` (see runner.ts); this file keeps the list of mounted services and finds them in a
 * plugin folder (`backend/<route>/plugin.js`).
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';
import { isPluginNamespace } from '#core';
import { syntaxErrorLine } from '../../util/text-lines';

/** One backend service to serve: `{ namespace: 'board', route: 'settings', dir: '.../backend/settings' }`. */
export interface PluginServiceMount {
  /** The plugin's namespace, as `znPluginData(namespace)` calls it. */
  namespace: string;
  /** The service route: the path segment after the namespace (`settings` in `/workspaces/1/board/settings`). */
  route: string;
  /** The service folder, holding `plugin.js` (and its own `lib/`, `node_modules/`). */
  dir: string;
  /** The plugin's name for its Plugins object when the sandbox first sees the namespace (default: the namespace). */
  pluginName?: string;
  /**
   * The environment served (maya.json's, e.g. `stage`): a `config.json` the service requires is
   * read from `config-<env>.json` beside it when that file exists, as mayan's build left it.
   */
  env?: string;
}

/** A service route is one path segment, as Zengine's service routes are: `settings`, `daily-report`. */
const ROUTE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** An environment name, as maya.json's keys are: it becomes part of a file name (config-<env>.json). */
const ENV = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const SERVICE_ENTRY = 'plugin.js';

function label(mount: Partial<PluginServiceMount>): string {
  return `${String(mount.namespace)}/${String(mount.route)}`;
}

/** Checks a mount and answers it with an absolute `dir`; throws an Error that says what is wrong. */
export function checkMount(mount: PluginServiceMount): PluginServiceMount {
  if (!mount || typeof mount !== 'object') throw new Error('sandbox: a plugin service is { namespace, route, dir }');
  if (!isPluginNamespace(mount.namespace)) {
    throw new Error(`sandbox: plugin service ${label(mount)}: the namespace ${JSON.stringify(mount.namespace)} must be letters, digits, ` +
      '"-" and "_", as znPluginData accepts (e.g. myPlugin or my-plugin)');
  }
  if (typeof mount.route !== 'string' || !ROUTE.test(mount.route)) {
    throw new Error(`sandbox: plugin service ${label(mount)}: the route ${JSON.stringify(mount.route)} must be one path segment of ` +
      'letters, digits, ".", "-" and "_" (e.g. settings or daily-report)');
  }
  if (typeof mount.dir !== 'string' || mount.dir === '') throw new Error(`sandbox: plugin service ${label(mount)}: dir must be the service's folder`);
  const dir = path.resolve(mount.dir);
  if (!fs.existsSync(path.join(dir, SERVICE_ENTRY))) {
    throw new Error(`sandbox: plugin service ${label(mount)}: ${path.join(dir, SERVICE_ENTRY)} is missing; ` +
      'a backend service folder holds plugin.js exporting run(eventData)');
  }
  const checked: PluginServiceMount = { namespace: mount.namespace, route: mount.route, dir };
  if (typeof mount.pluginName === 'string' && mount.pluginName !== '') checked.pluginName = mount.pluginName;
  if (mount.env !== undefined && mount.env !== '') {
    if (typeof mount.env !== 'string' || !ENV.test(mount.env)) {
      throw new Error(`sandbox: plugin service ${label(mount)}: the env ${JSON.stringify(mount.env)} must be a name of letters, digits, ` +
        '".", "-" and "_" (e.g. stage), as maya.json names its environments');
    }
    checked.env = mount.env;
  }
  return checked;
}

/** What keeps a backend service folder from being served (see checkServiceFolder). */
export type ServiceProblemKind = 'route' | 'missing' | 'unreadable' | 'syntax';

/**
 * A problem of a backend service folder, as data: the file it is in (the folder for a route, the
 * folder's plugin.js otherwise), the line when known, and what is wrong without the file.
 */
export interface ServiceProblem {
  kind: ServiceProblemKind;
  file: string;
  line?: number;
  message: string;
}

/** Whether `<dir>/plugin.js` is there and parses as Node parses a module (no route check). */
function checkServiceEntry(dir: string): ServiceProblem[] {
  const file = path.join(dir, SERVICE_ENTRY);
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (caught) {
    const error = caught as NodeJS.ErrnoException;
    if (error.code === 'ENOENT') {
      return [{ kind: 'missing', file, message: 'plugin.js is missing; a backend service folder holds plugin.js exporting run(eventData)' }];
    }
    return [{ kind: 'unreadable', file, message: `cannot be read (${error.message})` }];
  }
  try {
    // the CommonJS wrapper, so `return` at the top level parses as Node parses it
    new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file });
    return [];
  } catch (error) {
    return [{ kind: 'syntax', file, line: syntaxErrorLine(error, file), message: `${(error as Error).name}: ${(error as Error).message}` }];
  }
}

/**
 * The one validator of a backend service folder mounted at `route`, used by every source of
 * services (a plain folder, a repository, findPluginServices): the route is one path segment,
 * plugin.js is there, readable, and parses. An empty list: the service can be mounted. The sandbox
 * runs the file fresh on every request, so a fixed file is served without a restart either way.
 */
export function checkServiceFolder(dir: string, route: string): ServiceProblem[] {
  if (typeof route !== 'string' || !ROUTE.test(route)) {
    return [{
      kind: 'route', file: dir,
      message: `the route ${JSON.stringify(route)} must be one path segment of letters, digits, ".", "-" and "_" (e.g. settings or daily-report)`
    }];
  }
  return checkServiceEntry(dir);
}

/** A service problem as one line: `.../backend/settings/plugin.js:12: SyntaxError: Unexpected token ')'`. */
export function describeServiceProblem(problem: ServiceProblem): string {
  if (problem.kind === 'missing') return `${problem.file} is missing; a backend service folder holds plugin.js exporting run(eventData)`;
  return `${problem.file}${problem.line ? ':' + problem.line : ''}: ${problem.message}`;
}

/**
 * Whether a service's `plugin.js` parses: undefined when it does, else a message naming the file
 * and line (`.../backend/settings/plugin.js:12: SyntaxError: Unexpected token ')'`). Kept for the
 * Node API; the workbench itself reads checkServiceFolder's problems.
 */
export function checkServiceSyntax(dir: string): string | undefined {
  const problems = checkServiceEntry(dir);
  return problems.length ? describeServiceProblem(problems[0]) : undefined;
}

/** A load error as `file:line: Name: message` when its stack names the place. */
export function describeLoadError(error: unknown, file?: string): string {
  if (!(error instanceof Error)) return String(error);
  const firstLine = (error.stack || '').split('\n')[0];
  const place = file && firstLine.startsWith(file + ':') ? firstLine : undefined;
  return `${place ? place + ': ' : ''}${error.name}: ${error.message}`;
}

/**
 * The backend services of a plugin folder laid out as Zengine's developer console held them:
 * `<folder>/backend/<route>/plugin.js`, one folder per service. Folders that are not services
 * (no plugin.js, a route that is not one plain segment, a syntax error) come back in `problems`,
 * each naming the file, so a host can report them and serve the rest.
 */
export function findPluginServices(pluginFolder: string, namespace: string, pluginName?: string):
  { mounts: PluginServiceMount[]; problems: string[] } {
  const backend = path.join(path.resolve(pluginFolder), 'backend');
  const mounts: PluginServiceMount[] = [];
  const problems: string[] = [];
  if (!fs.existsSync(backend)) return { mounts, problems };
  fs.readdirSync(backend, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .forEach((route) => {
      const dir = path.join(backend, route);
      const found = checkServiceFolder(dir, route);
      if (found.length) {
        found.forEach((problem) => problems.push(describeServiceProblem(problem)));
        return;
      }
      try {
        mounts.push(checkMount({ namespace, route, dir, pluginName }));
      } catch (error) {
        problems.push((error as Error).message.replace(/^sandbox: /, ''));
      }
    });
  return { mounts, problems };
}

/** The mounted services, by namespace and route. */
export class PluginServiceRegistry {
  private readonly services = new Map<string, Map<string, PluginServiceMount>>();

  /** Adds services, replacing any with the same namespace and route. */
  mount(mounts: PluginServiceMount[]): PluginServiceMount[] {
    const checked = mounts.map(checkMount);
    checked.forEach((mount) => {
      let routes = this.services.get(mount.namespace);
      if (!routes) this.services.set(mount.namespace, routes = new Map());
      routes.set(mount.route, mount);
    });
    return checked;
  }

  /** Removes a namespace's services (all of them, or the one route). */
  unmount(namespace: string, route?: string): void {
    const routes = this.services.get(namespace);
    if (!routes) return;
    if (route === undefined) routes.clear();
    else routes.delete(route);
    if (!routes.size) this.services.delete(namespace);
  }

  hasNamespace(namespace: string): boolean {
    return this.services.has(namespace);
  }

  find(namespace: string, route: string): PluginServiceMount | undefined {
    const routes = this.services.get(namespace);
    return routes && routes.get(route);
  }

  routesOf(namespace: string): string[] {
    const routes = this.services.get(namespace);
    return routes ? Array.from(routes.keys()).sort() : [];
  }

  list(): PluginServiceMount[] {
    const all: PluginServiceMount[] = [];
    this.services.forEach((routes) => routes.forEach((mount) => all.push(mount)));
    return all;
  }
}

/** The sandbox's own example plugin (namespace `tally`), laid out as a plugin folder: backend/<route>/plugin.js. */
export const EXAMPLE_PLUGIN_FOLDER = path.join(__dirname, '..', 'example-plugin');

/** The example plugin's backend services, `tally/summary` and `tally/counters`: what a sandbox serves by default. */
export function examplePluginServices(): PluginServiceMount[] {
  const found = findPluginServices(EXAMPLE_PLUGIN_FOLDER, 'tally', 'Tally');
  if (found.problems.length) throw new Error(`sandbox: the example plugin is broken: ${found.problems.join('; ')}`);
  return found.mounts;
}
