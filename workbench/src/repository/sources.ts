/**
 * Which files make up a legacy plugin of a repository, in the order mayan's build joined them:
 *
 *   1. the npm dependencies of the plugin's package.json (and theirs), every .js/.css/.html file of
 *      each, in the order of a walk of node_modules/ (names sorted, a folder's files before its
 *      sub-folders);
 *   2. plugins/common/<name>/src/ for each <name> in the plugin's `dependencies` file, the names
 *      sorted (mayan copied them to one folder and read it back in name order), each walked the same way;
 *   3. the plugin's own src/ (all of it but src/node_modules; for CSS every .scss before every .css);
 *   4. plugin-register.js, last.
 *
 * Only which files, and what is missing: reading, replacing and compiling is legacy-build.ts.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../plugin-folder';
import type { RepositoryPluginConfig } from './maya-config';
import { isDir } from '../util/files';
import { npmNeeds } from '../util/npm';
import { jsonErrorLine, lineAt } from '../util/text-lines';

export type SourceOrigin = 'npm' | 'common' | 'src' | 'register';

export interface SourceFile {
  file: string;
  origin: SourceOrigin;
}

export interface PluginSources {
  js: SourceFile[];
  /** SCSS and CSS, compiled together. */
  css: SourceFile[];
  html: SourceFile[];
  /** Files read to decide (package.json, dependencies): a change to them changes the build. */
  manifests: string[];
  /** Folders whose changes change the build (the plugin folder, src/ and common sources, recursively). */
  watchDirs: string[];
  problems: Problem[];
  /** The plugin has npm dependencies and no node_modules/ yet: `npm install` there fixes it. */
  needsInstall: boolean;
  /** Where its package.json is (plugins/<name>/package.json, or mayan's older src/package.json). */
  packageDir: string | null;
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A folder's real path (through symbolic links), or null when it cannot be resolved. */
function realFolder(folder: string): string | null {
  try {
    return fs.realpathSync(folder);
  } catch {
    return null;
  }
}

/**
 * The files under `dir` (dot entries skipped, as a glob skips them), a folder's files (by name)
 * before its sub-folders (by name), as a glob of dir/**\/* walks. `enter(sub)` says whether to
 * go into a sub-folder. Symbolic links to folders are followed, each real folder once: a link
 * back up (src/loop -> ..) would otherwise walk for ever.
 */
export function walkFiles(dir: string, enter: (sub: string) => boolean = () => true, dirs?: string[]): string[] {
  const found: string[] = [];
  const visited = new Set<string>();
  const visit = (folder: string) => {
    const real = realFolder(folder);
    if (real === null || visited.has(real)) return;
    visited.add(real);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    if (dirs) dirs.push(folder);
    const folders: string[] = [];
    entries.filter((entry) => !entry.name.startsWith('.')).sort((a, b) => byName(a.name, b.name)).forEach((entry) => {
      const target = path.join(folder, entry.name);
      const directory = entry.isDirectory() || (entry.isSymbolicLink() && isDir(target));
      if (directory) folders.push(target);
      else if (entry.isFile() || entry.isSymbolicLink()) found.push(target);
    });
    folders.forEach((sub) => {
      if (enter(sub)) visit(sub);
    });
  };
  visit(dir);
  return found;
}

function readJson(file: string, problems: Problem[]): Record<string, unknown> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : {};
  } catch (error) {
    problems.push({ level: 'error', file, line: jsonErrorLine(text, error), message: `not valid JSON: ${(error as Error).message}` });
    return null;
  }
}

function dependencyNames(pkg: Record<string, unknown> | null): string[] {
  const deps = pkg && pkg.dependencies;
  return deps && typeof deps === 'object' ? Object.keys(deps as object) : [];
}

/**
 * Where `name` is installed for the package at `fromDir` (Node's lookup: fromDir/node_modules,
 * then each parent's, up to `rootDir`'s), or null.
 */
function resolvePackage(name: string, fromDir: string, rootDir: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir) return null;
    const parent = path.dirname(dir);
    if (parent === dir || !parent.startsWith(rootDir)) return null;
    dir = parent;
  }
}

/**
 * The package folders of the production dependency tree of the package at `packageDir`: its
 * `dependencies`, theirs, and so on (npm install --production installed exactly these for mayan;
 * devDependencies never reach the plugin).
 */
function productionPackages(packageDir: string, problems: Problem[]): Set<string> {
  const packages = new Set<string>();
  const pending: Array<{ dir: string; names: string[]; file: string; direct: boolean }> = [];
  const rootFile = path.join(packageDir, 'package.json');
  const rootText = fs.readFileSync(rootFile, 'utf8');
  pending.push({ dir: packageDir, names: dependencyNames(readJson(rootFile, [])), file: rootFile, direct: true });
  while (pending.length) {
    const next = pending.shift() as { dir: string; names: string[]; file: string; direct: boolean };
    next.names.forEach((name) => {
      const found = resolvePackage(name, next.dir, packageDir);
      if (!found) {
        problems.push({
          level: next.direct ? 'error' : 'warning',
          file: next.file,
          line: next.direct ? lineAt(rootText, rootText.indexOf(JSON.stringify(name))) : undefined,
          message: `the npm dependency "${name}" is not installed: run npm install in ${path.dirname(rootFile)}` +
            (next.direct ? ' (or delete its node_modules/, and zn-plugin installs them)' : '')
        });
        return;
      }
      if (packages.has(found)) return;
      packages.add(found);
      pending.push({ dir: found, names: dependencyNames(readJson(path.join(found, 'package.json'), [])), file: path.join(found, 'package.json'), direct: false });
    });
  }
  return packages;
}

/** Whether `dir` is a package folder right under a node_modules/ (or node_modules/@scope/). */
function isPackageFolder(dir: string): boolean {
  const parent = path.basename(path.dirname(dir));
  if (parent === 'node_modules' && path.basename(dir).startsWith('@')) return false; // a scope: its packages are below
  return parent === 'node_modules' || (parent.startsWith('@') && path.basename(path.dirname(path.dirname(dir))) === 'node_modules');
}

function ofKind(files: string[], extension: string): string[] {
  return files.filter((file) => path.extname(file) === extension);
}

/** Lists the sources of `plugin` (see the file's comment). */
export function listPluginSources(plugin: RepositoryPluginConfig, repoDir: string): PluginSources {
  const result: PluginSources = { js: [], css: [], html: [], manifests: [], watchDirs: [], problems: [], needsInstall: false, packageDir: null };
  const pluginDir = plugin.dir;
  result.watchDirs.push(pluginDir);

  // 1. npm dependencies: mayan read src/package.json when there was one (its older place), else package.json.
  const legacyPackage = path.join(pluginDir, 'src', 'package.json');
  const packageFile = fs.existsSync(legacyPackage) ? legacyPackage : path.join(pluginDir, 'package.json');
  const npmFiles: string[] = [];
  if (fs.existsSync(packageFile)) {
    result.manifests.push(packageFile);
    const packageDir = path.dirname(packageFile);
    result.packageDir = packageDir;
    const pkg = readJson(packageFile, result.problems);
    if (dependencyNames(pkg).length) {
      const modules = path.join(packageDir, 'node_modules');
      // the rule of util/npm.ts (the install step reports a dependency missing from a node_modules/ that is there)
      if (npmNeeds(packageDir).modulesMissing) {
        result.needsInstall = true;
        result.problems.push({ level: 'error', file: packageFile, message: `its npm dependencies are not installed (no ${modules}): run npm install there` });
      } else {
        const packages = productionPackages(packageDir, result.problems);
        walkFiles(modules, (sub) => !isPackageFolder(sub) || packages.has(sub))
          .filter((file) => Array.from(packages).some((dir) => file.startsWith(dir + path.sep)))
          .forEach((file) => npmFiles.push(file));
        packages.forEach((dir) => result.manifests.push(path.join(dir, 'package.json')));
      }
    }
  }

  // 2. common dependencies, named one a line in the plugin's `dependencies` file.
  const commonFiles: string[] = [];
  const dependenciesFile = path.join(pluginDir, 'dependencies');
  if (fs.existsSync(dependenciesFile)) {
    result.manifests.push(dependenciesFile);
    const lines = fs.readFileSync(dependenciesFile, 'utf8').split('\n');
    const names: Array<{ name: string; line: number }> = [];
    lines.forEach((text, index) => {
      const name = text.trim();
      if (name) names.push({ name, line: index + 1 });
    });
    names.sort((a, b) => byName(a.name, b.name)).forEach(({ name, line }) => {
      const src = path.join(repoDir, 'plugins', 'common', name, 'src');
      if (/[\\/]/.test(name) || name === '..' || !isDir(src)) {
        result.problems.push({ level: 'warning', file: dependenciesFile, line, message: `names the common dependency "${name}", but ${src} is not a folder: nothing of it is built in` });
        return;
      }
      walkFiles(src, () => true, result.watchDirs).forEach((file) => commonFiles.push(file));
    });
  }

  // 3. the plugin's own src/, but src/node_modules. A plugin made of common code alone (two plugins
  // built from one board, say) has none: mayan built it from its common code and plugin-register.js.
  const srcDir = path.join(pluginDir, 'src');
  const ownFiles = isDir(srcDir) ? walkFiles(srcDir, (sub) => sub !== path.join(srcDir, 'node_modules'), result.watchDirs) : [];
  if (!isDir(srcDir) && !commonFiles.length) result.problems.push({ level: 'warning', file: srcDir, message: 'missing: a plugin of a repository keeps its code, templates and styles in src/' });

  // 4. plugin-register.js.
  const register = path.join(pluginDir, 'plugin-register.js');
  const registerFiles = fs.existsSync(register) ? [register] : [];

  const tag = (files: string[], origin: SourceOrigin) => files.map((file) => ({ file, origin }));
  result.js = [...tag(ofKind(npmFiles, '.js'), 'npm'), ...tag(ofKind(commonFiles, '.js'), 'common'),
    ...tag(ofKind(ownFiles, '.js'), 'src'), ...tag(registerFiles, 'register')];
  result.css = [...tag(ofKind(npmFiles, '.css'), 'npm'), ...tag(ofKind(commonFiles, '.css'), 'common'),
    ...tag(ofKind(ownFiles, '.scss'), 'src'), ...tag(ofKind(ownFiles, '.css'), 'src')];
  result.html = [...tag(ofKind(npmFiles, '.html'), 'npm'), ...tag(ofKind(commonFiles, '.html'), 'common'), ...tag(ofKind(ownFiles, '.html'), 'src')];
  return result;
}
