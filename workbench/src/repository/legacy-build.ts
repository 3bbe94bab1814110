/**
 * mayan's legacy (version 1) build of one plugin of a repository, in memory: the three texts
 * Zengine's developer console took.
 *
 *   plugin.js    the plugin's npm and common dependencies as they are, then its own src/ and
 *                plugin-register.js compiled with Babel (preset-env, no strict mode) with
 *                `{replace-route}` and `'use strict';` replaced, joined with '\n'; wgnX, wgn-, wgn replaced
 *   plugin.css   the CSS and SCSS joined with '\n', compiled as one SCSS text by the `sass`
 *                package (Dart Sass, as mayan's gulp-dart-sass), then wgn-, wgn replaced
 *   plugin.html  the templates joined with '\n', wgn-, wgn replaced
 *
 * The steps are in steps/ (steps/index.ts lists them); builders.ts chooses a builder by maya.json's
 * `version` and keeps builds while their inputs are unchanged. A mistake is a problem naming the
 * source file and line; a plugin with an error is not served, the others are.
 *
 * This file keeps the names the rest of the workbench has used for the legacy build.
 */
import type { RepositoryPluginConfig } from './maya-config';
import { buildPlugin } from './builders';
import type { BuildCache, PluginBuildOptions } from './builders';
import type { PluginBuild } from './plugin-build';

export { LEGACY_BUILDER } from './steps';
export type { BuildCache, BuildCacheEntry } from './builders';

/** The output of a plugin build (every builder's). */
export type LegacyBuild = PluginBuild;

/**
 * Builds `plugin` (an entry of maya.json) of the repository at `repoDir`, with the builder its
 * `version` chooses. With a `cache`, a plugin none of whose input files changed is not built again.
 */
export function buildLegacyPlugin(plugin: RepositoryPluginConfig, repoDir: string, configFile: string,
  cache?: BuildCache, options: Omit<PluginBuildOptions, 'cache'> = {}): LegacyBuild {
  return buildPlugin(plugin, repoDir, configFile, { ...options, cache });
}
