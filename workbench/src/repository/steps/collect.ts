/**
 * Step "collect": which files make up the plugin, in mayan's order (see ../sources.ts), read as
 * text. Everything the build reads and the folders to watch are recorded here.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../../plugin-folder';
import type { BuildStep, SourcePart } from '../plugin-build';
import { listPluginSources, SourceFile } from '../sources';
import { INVALID_UTF8_MESSAGE, readUtf8File } from '../../util/utf8-text';

function isInside(base: string, target: string): boolean {
  const relative = path.relative(base, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Where a file of the plugin's own (src/, plugin-register.js, a common dependency) really is,
 * when a symbolic link on its way takes it out of the repository: such a file (a credentials file,
 * /etc/hostname) would be built into plugin.js and uploaded, so it is refused. npm's files
 * (node_modules/) are read where they point, as npm link and mayan's build had them.
 */
function leavesRepository(file: string, origin: SourceFile['origin'], realRepo: string | null): string | null {
  if (origin === 'npm' || realRepo === null) return null;
  try {
    const real = fs.realpathSync(file);
    return isInside(realRepo, real) ? null : real;
  } catch {
    return null;
  }
}

function readParts(files: SourceFile[], problems: Problem[], realRepo: string | null): SourcePart[] {
  const parts: SourcePart[] = [];
  files.forEach(({ file, origin }) => {
    const outside = leavesRepository(file, origin, realRepo);
    if (outside !== null) {
      problems.push({ level: 'error', file, message: `is a link to ${outside}, outside the repository: a plugin's files stay in its repository (copy the file in, or remove the link); not built` });
      return;
    }
    try {
      const source = readUtf8File(file);
      if (source.invalidLine !== undefined) problems.push({ level: 'warning', file, line: source.invalidLine, message: INVALID_UTF8_MESSAGE });
      parts.push({ file, origin, text: source.text });
    } catch (error) {
      problems.push({ level: 'error', file, message: `cannot be read: ${(error as Error).message}` });
    }
  });
  return parts;
}

export const collectStep: BuildStep = {
  name: 'collect',
  run(context) {
    const sources = listPluginSources(context.plugin, context.repoDir);
    const output = context.output;
    context.sources = sources;
    context.collected?.(sources);
    sources.problems.forEach((item) => output.problems.push(item));
    output.inputs.push(...sources.manifests, ...[...sources.js, ...sources.css, ...sources.html].map((item) => item.file));
    output.watchDirs.push(...sources.watchDirs);
    // the install step may have found a dependency missing from a node_modules/ that is there
    output.needsInstall = output.needsInstall || sources.needsInstall;
    output.packageDir = output.packageDir || sources.packageDir;
    if (sources.needsInstall) {
      context.stopped = true;
      return;
    }
    let realRepo: string | null = null;
    try {
      realRepo = fs.realpathSync(context.repoDir);
    } catch {
      realRepo = null;
    }
    context.js = readParts(sources.js, output.problems, realRepo);
    context.css = readParts(sources.css, output.problems, realRepo);
    context.html = readParts(sources.html, output.problems, realRepo);
    if (!context.js.length) {
      output.problems.push({ level: 'warning', file: path.join(context.plugin.dir, 'src'),
        message: 'no JavaScript: the plugin has no .js file in src/ nor plugin-register.js' });
    }
  }
};
