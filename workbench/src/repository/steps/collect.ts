/**
 * Step "collect": which files make up the plugin, in mayan's order (see ../sources.ts), read as
 * text. Everything the build reads and the folders to watch are recorded here.
 */
import path from 'path';
import type { Problem } from '../../plugin-folder';
import type { BuildStep, SourcePart } from '../plugin-build';
import { listPluginSources, SourceFile } from '../sources';
import { INVALID_UTF8_MESSAGE, readUtf8File } from '../../util/utf8-text';

function readParts(files: SourceFile[], problems: Problem[]): SourcePart[] {
  const parts: SourcePart[] = [];
  files.forEach(({ file, origin }) => {
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
    context.js = readParts(sources.js, output.problems);
    context.css = readParts(sources.css, output.problems);
    context.html = readParts(sources.html, output.problems);
    if (!context.js.length) {
      output.problems.push({ level: 'warning', file: path.join(context.plugin.dir, 'src'),
        message: 'no JavaScript: the plugin has no .js file in src/ nor plugin-register.js' });
    }
  }
};
