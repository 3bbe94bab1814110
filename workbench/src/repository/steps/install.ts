/**
 * Step "install": the plugin's npm dependencies must be in its node_modules/ before anything is
 * built in. mayan ran `npm install --production` on every build; the workbench runs it once,
 * before building (installRepositoryDependencies), and this step stops a build whose
 * dependencies are declared and not installed, saying where to install them.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../../plugin-folder';
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

/** The dependencies named in `packageFile` and missing from its node_modules/ (all when there is none). */
function missingDependencies(packageFile: string): string[] {
  const modules = path.join(path.dirname(packageFile), 'node_modules');
  return declaredDependencies(packageFile).filter((name) => !fs.existsSync(path.join(modules, name, 'package.json')));
}

/**
 * Whether `pluginDir`'s npm dependencies are declared and not all installed: no node_modules/
 * yet, or one named in package.json missing from it (a dependency added after the last install).
 */
export function needsNpmInstall(pluginDir: string): { needed: boolean; packageFile: string | null } {
  const packageFile = packageFileOf(pluginDir);
  return { needed: !!packageFile && missingDependencies(packageFile).length > 0, packageFile };
}

/** The problem: no node_modules/ at all, else the first dependency missing, at its line of package.json. */
function installProblem(packageFile: string, missing: string[]): Problem {
  const packageDir = path.dirname(packageFile);
  const modules = path.join(packageDir, 'node_modules');
  if (!fs.existsSync(modules)) {
    return { level: 'error', file: packageFile, message: `its npm dependencies are not installed (no ${modules}): run npm install there` };
  }
  const text = fs.readFileSync(packageFile, 'utf8');
  const at = text.indexOf(JSON.stringify(missing[0]));
  return {
    level: 'error', file: packageFile, line: at === -1 ? undefined : text.slice(0, at).split('\n').length,
    message: `the npm dependency ${JSON.stringify(missing[0])} is not installed: run npm install in ${packageDir}`
  };
}

export const installStep: BuildStep = {
  name: 'install',
  run(context) {
    const packageFile = packageFileOf(context.plugin.dir);
    const missing = packageFile ? missingDependencies(packageFile) : [];
    if (!packageFile || !missing.length) return;
    const packageDir = path.dirname(packageFile);
    context.output.needsInstall = true;
    context.output.packageDir = packageDir;
    context.output.inputs.push(packageFile);
    context.output.watchDirs.push(context.plugin.dir);
    context.output.problems.push(installProblem(packageFile, missing));
    context.stopped = true;
  }
};
