/**
 * The preload list: what a service's process gets from the workbench besides the service, as
 * Zengine's Node runtime gave it. Each entry is a file the process requires at its start, before
 * the service; a preload may export
 *
 *   supplies     files the platform put in every service folder, by their path in the folder
 *                (`{ 'lib/zn-http': '/abs/zn-http.js' }`): the service's own file wins, else
 *                `require('./lib/zn-http')` gets the supplied one
 *   beforeLoad   run once, with the first request's headers, before the service's plugin.js loads
 *
 * and may change the process itself when it is required (legacy-http-parser.ts gives old
 * packages the process.binding('http_parser') they expect). The runner's own list is
 * DEFAULT_PRELOADS; a host adds its own (the workbench adds its Firebase, src/firebase/service-preload.ts),
 * so this folder imports nothing of theirs.
 */
import path from 'path';

export interface PreloadContext {
  /** The service folder. */
  dir: string;
  /** The headers of the service's first request (the host's included, e.g. x-firebase-url). */
  headers: Record<string, string | string[] | undefined>;
  /** Requires a file as the service would (its own lib/ files win over supplied ones). */
  load(file: string): unknown;
}

export interface ServicePreload {
  supplies?: Record<string, string>;
  beforeLoad?(context: PreloadContext): void;
}

/** What the runner always preloads: Node 0.x-era internals old packages use, and lib/zn-http. */
export const DEFAULT_PRELOADS = [path.join(__dirname, 'legacy-http-parser.js'), path.join(__dirname, 'platform-files.js')];

/** Requires each preload (in order) and gathers what they supply; a preload that fails to load is an Error naming it. */
export function loadPreloads(files: string[], load: (file: string) => unknown): { supplies: Map<string, string>; beforeLoad: ServicePreload['beforeLoad'][] } {
  const supplies = new Map<string, string>();
  const beforeLoad: ServicePreload['beforeLoad'][] = [];
  files.forEach((file) => {
    let preload: ServicePreload;
    try {
      preload = (load(file) || {}) as ServicePreload;
    } catch (error) {
      throw new Error(`the workbench's preload ${file} could not load: ${(error as Error).message}`);
    }
    Object.keys(preload.supplies || {}).forEach((relative) => {
      supplies.set(path.normalize(relative), (preload.supplies as Record<string, string>)[relative]);
    });
    if (typeof preload.beforeLoad === 'function') beforeLoad.push(preload.beforeLoad);
  });
  return { supplies, beforeLoad };
}
