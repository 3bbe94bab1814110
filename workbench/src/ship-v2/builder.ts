/**
 * The v1-as-v2 builder's entry in the list of builders (repository/builders.ts), and what decides
 * which maya.json entries it takes. Light on purpose: every read of a repository makes the list,
 * and the app maker behind it (serve.ts, build.ts) loads only when a plugin ships.
 */
import type { RepositoryBuilder } from '../repository/builders';

/** How a repository's v1 plugins are shipped: `--as-v2` and the SDK's folder. */
export interface ShipV2Settings {
  /** Every version 1 plugin, as if maya.json gave each `"target": 2` (`--as-v2`). */
  asV2?: boolean;
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  sdkDir?: string;
}

/** Whether maya.json's `entry` is a version 1 plugin built as a v2 app: `"target": 2`, or any version 1 entry with `asV2`. */
export function shipsAsV2(entry: { version: unknown; target?: unknown }, asV2?: boolean): boolean {
  const version1 = entry.version === undefined || entry.version === null || entry.version === 1 || entry.version === '1';
  return version1 && (entry.target === 2 || !!asV2);
}

/**
 * The v1-as-v2 builder (repository/builders.ts): a version 1 entry with `"target": 2`, or every
 * version 1 entry under `--as-v2`, built by the legacy build and packed into a v2 app that serve
 * shows in frames. Made per read, with the settings of the run; repository.ts puts it in the list
 * before v1-legacy.
 */
export function shippedBuilder(settings: ShipV2Settings = {}): RepositoryBuilder {
  return {
    kind: 'v1-as-v2',
    framed: true,
    accepts: (entry) => shipsAsV2(entry, settings.asV2),
    // the app maker (./serve, ./build) is loaded when a plugin ships, not with the list of builders
    build: (entry, place, options) => (require('./serve') as typeof import('./serve')) // eslint-disable-line @typescript-eslint/no-require-imports
      .serveShippedEntry(entry, place, { builds: options.v2, cache: options.cache, log: options.log, sdkDir: settings.sdkDir })
  };
}

