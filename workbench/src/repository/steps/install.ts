/**
 * Step "install": the plugin's npm dependencies must be in its node_modules/ before anything is
 * built in. mayan ran `npm install --production` on every build; the workbench runs it once,
 * before building (installRepositoryDependencies), and this step stops a build whose
 * dependencies are declared and not installed, saying where to install them.
 */
import fs from 'fs';
import path from 'path';
import type { BuildStep } from '../plugin-build';
import { npmNeeds } from '../../util/npm';

/** The plugin's package.json as mayan looked for it: src/package.json (its older place), else package.json. */
export function packageFileOf(pluginDir: string): string | null {
  const legacy = path.join(pluginDir, 'src', 'package.json');
  if (fs.existsSync(legacy)) return legacy;
  const current = path.join(pluginDir, 'package.json');
  return fs.existsSync(current) ? current : null;
}

/**
 * Whether `pluginDir`'s npm dependencies need `npm install`, by the one rule of util/npm.ts, for
 * its package.json where mayan looked for it. `modulesMissing` says there is no node_modules/ at all.
 */
export function needsNpmInstall(pluginDir: string): { needed: boolean; modulesMissing: boolean; packageFile: string | null } {
  const packageFile = packageFileOf(pluginDir);
  if (!packageFile) return { needed: false, modulesMissing: false, packageFile };
  const { needed, modulesMissing } = npmNeeds(path.dirname(packageFile));
  return { needed, modulesMissing, packageFile };
}

export const installStep: BuildStep = {
  name: 'install',
  run(context) {
    const { needed, modulesMissing, packageFile } = needsNpmInstall(context.plugin.dir);
    if (!needed || !packageFile) return;
    const packageDir = path.dirname(packageFile);
    // serve installs what is missing (installRepositoryDependencies) and builds again
    context.output.needsInstall = true;
    context.output.packageDir = packageDir;
    context.output.inputs.push(packageFile);
    context.output.watchDirs.push(context.plugin.dir);
    // a dependency missing from a node_modules/ that is there is said on its line by the collect step
    if (!modulesMissing) return;
    context.output.problems.push({ level: 'error', file: packageFile,
      message: `its npm dependencies are not installed (no ${path.join(packageDir, 'node_modules')}): run npm install there` });
    context.stopped = true;
  }
};
