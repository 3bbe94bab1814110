/**
 * mayan's legacy build as its steps, in the order mayan ran them (its Listr tasks), one file each:
 *
 *   install            the npm dependencies are installed (install.ts)
 *   pre-build script   the plugin's maya-pre-build (scripts.ts)
 *   collect            which files, in mayan's order, read (collect.ts)
 *   Babel              the plugin's own JavaScript through @babel/preset-env (babel.ts)
 *   substitute         {replace-route}, 'use strict';, wgnX, wgn-, wgn (substitute.ts)
 *   Sass               the styles joined, compiled, substituted (sass.ts)
 *   join               plugin.js and plugin.html (join.ts)
 *   post-build script  the plugin's maya-post-build (scripts.ts)
 */
import type { PluginBuilder } from '../plugin-build';
import { babelStep, warmBabel } from './babel';
import { collectStep } from './collect';
import { installStep } from './install';
import { joinStep } from './join';
import { sassStep, warmSass } from './sass';
import { postBuildScriptStep, preBuildScriptStep } from './scripts';
import { substituteStep } from './substitute';

export const LEGACY_BUILDER: PluginBuilder = {
  name: 'legacy',
  steps: [installStep, preBuildScriptStep, collectStep, babelStep, substituteStep, sassStep, joinStep, postBuildScriptStep]
};

/**
 * Loads the legacy build's compilers, one a call: a start on unchanged files takes every output
 * from the disk (compiled-store.ts) and loads neither, so the first edit would pay for it.
 */
export const LEGACY_COMPILER_LOADS: ReadonlyArray<() => void> = [warmSass, warmBabel];
