/**
 * Module resolution in a service's process, as Zengine's service runner had it: a file the
 * platform supplied (preloads.ts: lib/zn-http, lib/zn-firebase) is the service's own when it has
 * one, else the supplied one (from any file of the service, including packages in its
 * node_modules that require `../../lib/zn-http`); npm packages come from the service's own
 * node_modules only. Node has no public hook for CommonJS resolution in Node 20, so this wraps
 * Module._resolveFilename, in the service's process only.
 */
import fs from 'fs';
import path from 'path';
import type { ServiceSettings } from './worker-messages';

/** Errors whose message is safe and useful in a response (it names a file, a line, a package). */
export const SHOWN = Symbol('shown in the response');

export function shown(error: Error): Error {
  (error as Error & { [SHOWN]?: boolean })[SHOWN] = true;
  return error;
}

interface ModuleInternals {
  _resolveFilename(request: string, parent: NodeModule | undefined, isMain: boolean, options?: unknown): string;
  isBuiltin(request: string): boolean;
}

export function inside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** `lodash/fp` → `lodash`, `@scope/name/x` → `@scope/name`; undefined for a relative or absolute path. */
function packageName(request: string): string | undefined {
  if (request.startsWith('.') || path.isAbsolute(request)) return undefined;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function missingPackage(data: ServiceSettings, name: string, foundOutside?: string): Error {
  const error = new Error(`The backend service ${data.namespace}/${data.route} requires the npm package "${name}", ` +
    `which is not in its own node_modules (${path.join(data.dir, 'node_modules')})` +
    (foundOutside ? `; it was found at ${foundOutside}, outside the service folder, which Zengine does not upload with the service` : '') +
    `: run "npm install ${name}" in ${data.dir}`);
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/** A relative require of a file the service does not have (a path is no secret: the message is shown). */
function missingFile(request: string, parentFile: string): Error {
  const target = path.resolve(path.dirname(parentFile), request);
  const firebase = /[\\/]lib[\\/]zn-firebase(\.js)?$/.test(target);
  const error = new Error(`${parentFile} requires ${JSON.stringify(request)}, and ${target} is missing` +
    (firebase ? '; the sandbox has no znFirebase (Zengine\'s Firebase library): give the service its own lib/zn-firebase.js' : ''));
  (error as NodeJS.ErrnoException).code = 'MODULE_NOT_FOUND';
  return shown(error);
}

/**
 * `config-<env>.json` next to a `config.json` the service requires (its own or its _runner's),
 * when the sandbox serves an environment and the service has that file: what mayan's build
 * left in place of config.json for that environment.
 */
function configForEnv(data: ServiceSettings, target: string): string | undefined {
  const base = path.basename(target);
  if (!data.env || (base !== 'config.json' && base !== 'config') || !inside(data.dir, target) ||
    target.split(path.sep).indexOf('node_modules') !== -1) return undefined;
  const candidate = path.join(path.dirname(target), `config-${data.env}.json`);
  return fs.existsSync(candidate) ? candidate : undefined;
}

/** The supplied file for a missing `<dir>/<relative>[.js]`, if any. */
function suppliedFor(data: ServiceSettings, supplies: Map<string, string>, target: string): string | undefined {
  const relative = path.relative(data.dir, target).replace(/\.js$/, '');
  return supplies.get(relative);
}

/** Wraps Node's resolution for this service (see the file's comment). */
export function installResolver(data: ServiceSettings, supplies: Map<string, string>): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Module = require('module') as ModuleInternals;
  const original = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, isMain, options) {
    const parentFile = parent && parent.filename;
    const fromService = !!parentFile && inside(data.dir, parentFile);
    const name = packageName(request);
    const target = !name ? path.resolve(parentFile ? path.dirname(parentFile) : data.dir, request) : undefined;
    const envConfig = target && configForEnv(data, target);
    if (envConfig) return envConfig;
    let resolved: string;
    try {
      resolved = original.call(this, request, parent, isMain, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') {
        const supplied = target && suppliedFor(data, supplies, target);
        if (supplied) return supplied;
        if (name && fromService && !Module.isBuiltin(request)) throw missingPackage(data, name);
        if (!name && fromService && parentFile) throw missingFile(request, parentFile);
      }
      throw error;
    }
    if (name && fromService && !Module.isBuiltin(request) && !inside(data.dir, resolved)) throw missingPackage(data, name, resolved);
    return resolved;
  };
}
