/**
 * Steps "pre-build script" and "post-build script": the plugin's own `maya-pre-build` and
 * `maya-post-build` (scripts of plugins/<name>/package.json), run in its folder with MAYA_ENV set
 * to maya.json's environment (see ../scripts.ts). The pre-build script runs before the sources are
 * collected, so what it writes under src/ is built in; the post-build script runs after a build
 * without errors. A script that fails stops the build, as it stopped mayan's. A source the build read
 * that changes while the post-build script runs is the author's save, not the script's output.
 */
import type { BuildContext, BuildStep } from '../plugin-build';
import { hasError } from '../plugin-build';
import { POST_BUILD, PRE_BUILD, runPackageScript } from '../scripts';

function runScriptStep(context: BuildContext, name: string, readFiles?: ReadonlySet<string>): void {
  const run = runPackageScript(context.plugin.dir, [name], context.env, readFiles);
  if (!run.script) return;
  if (context.log) run.output.forEach((line) => context.log?.(`${context.plugin.configName}: ${name}: ${line}`));
  if (run.problem) {
    context.output.problems.push(run.problem);
    context.stopped = true;
  }
}

export const preBuildScriptStep: BuildStep = {
  name: 'pre-build script',
  run: (context) => runScriptStep(context, PRE_BUILD)
};

export const postBuildScriptStep: BuildStep = {
  name: 'post-build script',
  run(context) {
    if (!hasError(context.output.problems)) runScriptStep(context, POST_BUILD, new Set(context.output.inputs));
  }
};
