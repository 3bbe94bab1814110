/**
 * A version 1 plugin shipped as a version 2 app (docs/v2.md, "Shipping a v1 plugin as v2"): its
 * sources stay v1 (src/, plugin-register.js, mayan's legacy build), what is built and uploaded is an
 * app: plugins/<name>/dist/ (index.html with AngularJS, the libraries, the SDK and its in-frame
 * runtime; plugin.json from the registration) and plugins/<name>/dist.zip. Asked for by maya.json's
 * `"target": 2` on a version 1 entry, or for every version 1 plugin by `--as-v2`.
 *
 *   shipsAsV2(entry, asV2)                     whether an entry of maya.json is built this way
 *   buildShippedV2(options)                    one plugin: dist/ (and dist.zip) and the problems
 *   buildShippedRepository(repoDir, options)   `zn-plugin build`: every such plugin of the repository
 *   serveShippedEntry(entry, repository, ...)  `zn-plugin serve`: the repository reader's hook
 */
import path from 'path';
import type { Problem } from '../plugin-folder';
import { readMayaConfig, RepositoryError } from '../repository/maya-config';
import type { RepositoryPluginConfig } from '../repository/maya-config';
import { buildShippedV2 } from './build';
import { shipsAsV2 } from './builder';
import type { ShipV2Settings } from './builder';
import { describeChoice, settingOf } from './frame-choice';
import type { FrameChoice } from './frame-choice';

export { buildShippedV2, shipLegacyBuild, writeApp } from './build';
export type { ShipV2Options, ShipV2Result } from './build';
export { serveShippedEntry } from './serve';
export { shippedBuilder, shipsAsV2 } from './builder';
export type { ShipV2Settings } from './builder';
export { derivePluginJson } from './plugin-json';
export { readRegistrations } from './registration';
export { FRAME_ROOT_MARKUP, FRAME_RUNTIME, writeIndexHtml } from './index-html';
export { outsideReferences } from './self-contained';
export { describeChoice } from './frame-choice';
export type { FrameChoice } from './frame-choice';

export interface ShippedRepositoryBuild {
  /**
   * The plugins built: maya.json's key, the namespace, plugins/<name>/dist.zip, what the frame
   * loads (in words: `describeChoice`), its gzip size, and the maps' folder beside dist/ (if any).
   */
  built: Array<{ name: string; namespace: string; zipFile: string; frame?: FrameChoice; frameBytes?: number; mapsDir?: string; configFile?: string }>;
  /** maya.json's keys of the plugins that were not built. */
  failed: string[];
  problems: Problem[];
}

/**
 * `zn-plugin build` for the plugins of the repository that ship as v2 apps (maya.json's `target`, or
 * `asV2`): each built into plugins/<name>/dist/ and dist.zip; one that fails does not stop the others.
 */
export async function buildShippedRepository(repoDir: string,
  options: ShipV2Settings & { env?: string; log?: (line: string) => void; sourceMaps?: boolean }): Promise<ShippedRepositoryBuild> {
  const outcome: ShippedRepositoryBuild = { built: [], failed: [], problems: [] };
  let config;
  try {
    config = readMayaConfig(path.resolve(repoDir), options.env);
  } catch (error) {
    if (error instanceof RepositoryError) return outcome; // the legacy build reports maya.json's own problems
    throw error;
  }
  const entries = config.plugins.filter((entry: RepositoryPluginConfig) => shipsAsV2(entry, options.asV2));
  for (const plugin of entries) {
    const result = await buildShippedV2({
      plugin, repoDir: config.repoDir, configFile: config.file, env: config.env, sdkDir: options.sdkDir, log: options.log, zip: true,
      sourceMaps: options.sourceMaps
    });
    result.problems.forEach((item) => outcome.problems.push(item));
    if (result.zipFile) {
      outcome.built.push({
        name: plugin.configName, namespace: plugin.namespace, zipFile: result.zipFile, frame: result.frame, frameBytes: result.frameBytes, mapsDir: result.mapsDir,
        configFile: config.file
      });
    }
    else outcome.failed.push(plugin.configName);
  }
  return outcome;
}

/**
 * What `zn-plugin build` says of a shipped plugin after its `built ...` line: what its frame loads
 * and why, its weight, and where its source maps went. `shown` writes a path for the terminal.
 */
export function describeShipped(plugin: ShippedRepositoryBuild['built'][number], shown: (file: string) => string): string[] {
  const lines: string[] = [];
  if (plugin.frame) {
    const words = describeChoice(plugin.frame);
    const weight = plugin.frameBytes !== undefined ? ` (${(plugin.frameBytes / 1024).toFixed(1)} KiB gzip)` : '';
    lines.push(`  its frame${weight} loads ${words.loads}`);
    if (words.leavesOut) lines.push(`  and leaves out ${words.leavesOut} (${settingOf(plugin.configFile)} can change this)`);
  }
  if (plugin.mapsDir) lines.push(`  its source maps: ${shown(plugin.mapsDir)} (beside dist/, not in dist.zip; --source-maps puts them in)`);
  return lines;
}
