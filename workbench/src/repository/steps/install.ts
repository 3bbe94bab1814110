/**
 * Step "install": the plugin's npm dependencies must be in its node_modules/ before anything is
 * built in. mayan ran `npm install --production` on every build; the workbench runs it once,
 * before building (installRepositoryDependencies), and this step stops a build whose
 * dependencies are declared and not installed, saying where to install them.
 */
import fs from 'fs';
import path from 'path';
import type { BuildStep } from '../plugin-build';

/** The plugin's package.json as mayan looked for it: src/package.json (its older place), else package.json. */
export function packageFileOf(pluginDir: string): string | null {
  const legacy = path.join(pluginDir, 'src', 'package.json');
  if (fs.existsSync(legacy)) return legacy;
  const current = path.join(pluginDir, 'package.json');
  return fs.existsSync(current) ? current : null;
}

/** The dependencies the package.json at `file` names; one that cannot be read names none here (collect reports it). */
function declaredDependencies(file: string): string[] {
  try {
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    return pkg && typeof pkg.dependencies === 'object' && pkg.dependencies ? Object.keys(pkg.dependencies) : [];
  } catch {
    return [];
  }
}

/**
 * Whether `pluginDir`'s npm dependencies need `npm install`: declared and not all installed (no
 * node_modules/ yet, or one named in package.json missing from it: a dependency added after the
 * last install). `modulesMissing` says there is no node_modules/ at all.
 */
export function needsNpmInstall(pluginDir: string): { needed: boolean; modulesMissing: boolean; packageFile: string | null } {
  const packageFile = packageFileOf(pluginDir);
  const names = packageFile ? declaredDependencies(packageFile) : [];
  if (!packageFile || !names.length) return { needed: false, modulesMissing: false, packageFile };
  const modules = path.join(path.dirname(packageFile), 'node_modules');
  const modulesMissing = !fs.existsSync(modules);
  const needed = modulesMissing || names.some((name) => !fs.existsSync(path.join(modules, name, 'package.json')));
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
