/**
 * maya.json, the file at the root of a plugin repository laid out for Zengine's command-line tool
 * (mayan, and maya before it): per environment, the plugins it builds, each with its namespace,
 * route and backend services.
 *
 *   { "environments": {
 *       "dev": { "default": true, "plugins": {
 *         "board": { "id": 1, "namespace": "myBoard", "route": "/my-board",
 *                    "services": { "summary": { "id": 2 } } } } },
 *       "prod": { ... } } }
 *
 * The environment is the one given (`--env`), else the first one marked `"default": true`, as
 * mayan chose it. A plugin's key is its folder, plugins/<key>/; a service's key is its folder,
 * backend/<key>/, served at the route `/<key>` unless the service gives its own `route`.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../plugin-folder';
import { kebabToCamelCase } from './substitution';
import { jsonErrorLine, lineAt } from '../util/text-lines';

export const CONFIG_FILE = 'maya.json';

/**
 * What a published repository commits in maya.json's place, maya.json holding the environments'
 * access tokens (so it is git-ignored): mayan's README keeps maya.example.json in version control
 * (its own CI copies it to maya.json before building); others name it maya.default.json. mayan
 * read maya.json only; the workbench reads the first of these when there is no maya.json, warned.
 */
export const STAND_IN_CONFIG_FILES: ReadonlyArray<string> = ['maya.example.json', 'maya.default.json'];

/** The repository's configuration file: its maya.json, else the first stand-in it has; undefined for neither. */
export function configFileOf(dir: string): string | undefined {
  return [CONFIG_FILE, ...STAND_IN_CONFIG_FILES].map((name) => path.join(dir, name)).find((file) => fs.existsSync(file));
}

/** The warning of a repository read through a stand-in (what mayan needs, said exactly), or undefined. */
export function standInProblem(file: string): Problem | undefined {
  const name = path.basename(file);
  if (name === CONFIG_FILE) return undefined;
  return {
    level: 'warning', file,
    message: `read in place of maya.json, which this repository does not have (it holds the environments' access tokens, ` +
      `so repositories commit ${name} instead): mayan reads maya.json only; for mayan, copy it: cp ${name} ${CONFIG_FILE}, ` +
      `put your tokens in maya.json and keep it out of git`
  };
}

/** What cannot be read at all: the whole repository is not served. Names the file and, where known, the line. */
export class RepositoryError extends Error {
  constructor(readonly file: string, message: string, readonly line?: number) {
    super(message);
    this.name = 'RepositoryError';
  }
}

export interface RepositoryService {
  /** The key in maya.json, the folder backend/<configName>/. */
  configName: string;
  /** One path segment, without the leading '/'. */
  route: string;
  dir: string;
}

export interface RepositoryPluginConfig {
  /** The key in maya.json, the folder plugins/<configName>/. */
  configName: string;
  dir: string;
  /**
   * The namespace the plugin is served, registered and reached under: maya.json's, in camelCase.
   * A kebab-case one (`multi-word-name-space`) becomes `multiWordNameSpace`, as mayan's
   * kebabToCamelCase turned it for the wgnX placeholder.
   */
  namespace: string;
  /** The namespace as maya.json writes it. */
  configNamespace: string;
  /** As written (`/my-board`): what `{replace-route}` becomes. */
  route: string;
  /** 2 for Zengine's later iframe build (repository/builders.ts chooses the builder by it). */
  version: unknown;
  /** maya.json's `target`: 2 ships a version 1 plugin as a version 2 app (../ship-v2/); absent or 1 as before. */
  target?: 1 | 2;
  /** maya.json's `frameLibraries`, as given (../ship-v2/frame-choice.ts reads it): which libraries a shipped app's frame loads. */
  frameLibraries?: unknown;
  /**
   * The entry's `env` object (`"env": { "API_KEY": "..." }`) as environment variables, which
   * mayan handed to a v2 plugin's `npm run build`; values that are not strings as JSON writes them.
   */
  vars: Record<string, string>;
  services: RepositoryService[];
  /** Where maya.json names the plugin. */
  line?: number;
  /** What is wrong with this plugin's entry (the others are still served). */
  problems: Problem[];
}

export interface MayaConfig {
  file: string;
  repoDir: string;
  env: string;
  plugins: RepositoryPluginConfig[];
}

/** Whether `dir` is a plugin repository: it has a maya.json (or, without one, a stand-in such as maya.example.json). */
export function isRepository(dir: string): boolean {
  return configFileOf(dir) !== undefined;
}

/**
 * The line of the key path `keys` (each key looked for after the one before), or undefined.
 * Good enough for pointing at an entry; maya.json files are small and hand-written.
 */
export function keyLine(text: string, keys: string[]): number | undefined {
  let from = 0;
  for (const key of keys) {
    const pattern = new RegExp(`${JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'g');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) return undefined;
    from = match.index;
  }
  return lineAt(text, from);
}

/** JSON.parse with the line of the mistake in the error. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RepositoryError(file, `not valid JSON: ${(error as Error).message}`, jsonErrorLine(text, error));
  }
}

/** An entry's `env` object as environment variables (see RepositoryPluginConfig.vars). */
function envVars(given: unknown): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!isObject(given)) return vars;
  Object.keys(given).forEach((name) => {
    vars[name] = typeof given[name] === 'string' ? given[name] as string : JSON.stringify(given[name]);
  });
  return vars;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads `<repoDir>/maya.json` (or its stand-in, STAND_IN_CONFIG_FILES) for the environment `env` (else the default one). Throws a
 * RepositoryError naming the file for what keeps the whole repository from being read (no file,
 * bad JSON, no such environment, no plugins); a plugin entry that is wrong comes back with its
 * own problems.
 */
export function readMayaConfig(repoDir: string, env?: string): MayaConfig {
  const dir = path.resolve(repoDir);
  const file = configFileOf(dir) || path.join(dir, CONFIG_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new RepositoryError(file, (error as NodeJS.ErrnoException).code === 'ENOENT'
      ? 'missing: a plugin repository has maya.json at its root (zn-plugin init <dir> makes one)'
      : `cannot be read: ${(error as Error).message}`);
  }
  const config = parseJson(text, file);
  if (!isObject(config) || !isObject(config.environments)) {
    throw new RepositoryError(file, 'has no "environments" object: expected { "environments": { "dev": { "default": true, "plugins": { ... } } } }', 1);
  }
  const environments = config.environments;
  const names = Object.keys(environments);
  const known = names.length ? `it has ${names.join(', ')}` : 'it has none';
  let name = env;
  if (name === undefined || name === '') {
    name = names.find((candidate) => isObject(environments[candidate]) && (environments[candidate] as Record<string, unknown>).default === true);
    if (!name) {
      throw new RepositoryError(file, `no environment is marked "default": true; mark one, or give one with --env (${known})`, keyLine(text, ['environments']));
    }
  } else if (!Object.prototype.hasOwnProperty.call(environments, name)) {
    throw new RepositoryError(file, `no environment "${name}" (from --env); ${known}`, keyLine(text, ['environments']));
  }
  const environment = environments[name];
  if (!isObject(environment) || !isObject(environment.plugins)) {
    throw new RepositoryError(file, `the environment "${name}" has no "plugins" object: expected "plugins": { "<folder under plugins/>": { "namespace": ..., "route": ... } }`,
      keyLine(text, ['environments', name]));
  }
  const entries = environment.plugins;
  const plugins = Object.keys(entries).map((configName): RepositoryPluginConfig => {
    const line = keyLine(text, ['environments', name as string, 'plugins', configName]);
    const entry = entries[configName];
    const problems: Problem[] = [];
    const problem = (message: string) => problems.push({ level: 'error', file, line, message: `plugin "${configName}" (environment "${name}"): ${message}` });
    const plugin: RepositoryPluginConfig = {
      configName, dir: path.join(dir, 'plugins', configName), namespace: '', configNamespace: '', route: '', version: undefined, vars: {}, services: [], line, problems
    };
    if (!isObject(entry)) {
      problem('expected an object such as { "namespace": "myPlugin", "route": "/my-plugin" }');
      return plugin;
    }
    plugin.version = entry.version;
    if (entry.target !== undefined) {
      // as "version", a number or its text ("2")
      if (entry.target === 1 || entry.target === 2 || entry.target === '1' || entry.target === '2') plugin.target = Number(entry.target) as 1 | 2;
      else problem(`"target" must be 1 (a version 1 plugin, the default) or 2 (its sources built and uploaded as a version 2 app); got ${JSON.stringify(entry.target)}`);
    }
    plugin.frameLibraries = entry.frameLibraries;
    plugin.vars = envVars(entry.env);
    if (typeof entry.namespace !== 'string' || entry.namespace === '') problem('has no "namespace": give the namespace the plugin registers under, such as "myPlugin"');
    else {
      plugin.configNamespace = entry.namespace;
      plugin.namespace = kebabToCamelCase(entry.namespace);
    }
    if (entry.route !== undefined && typeof entry.route !== 'string') problem(`"route" must be a string such as "/my-plugin"; got ${JSON.stringify(entry.route)}`);
    else plugin.route = (entry.route as string | undefined) || '';
    if (/[\\/]|^\.\.?$/.test(configName)) problem('the name must be a folder under plugins/, without "/"');
    const services = entry.services === undefined ? {} : entry.services;
    if (!isObject(services)) {
      problem('"services" must be an object keyed by the folder under backend/, such as { "summary": { "id": 2 } }');
    } else {
      Object.keys(services).forEach((serviceName) => {
        const service = services[serviceName];
        const given = isObject(service) && typeof service.route === 'string' ? service.route : undefined;
        const route = (given === undefined ? serviceName : given).replace(/^\/+/, '');
        if (/[\\/]|^\.\.?$/.test(serviceName)) {
          problems.push({ level: 'warning', file, line, message: `service "${serviceName}" of plugin "${configName}": the name must be a folder under backend/, without "/"; not served` });
          return;
        }
        plugin.services.push({ configName: serviceName, route, dir: path.join(dir, 'backend', serviceName) });
      });
    }
    return plugin;
  });
  return { file, repoDir: dir, env: name, plugins };
}
