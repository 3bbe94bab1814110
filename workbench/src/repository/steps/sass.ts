/**
 * Step "Sass": the CSS and SCSS joined with '\n' (npm, common, then src/, its .scss before its
 * .css) and compiled as one SCSS text by the `sass` package (Dart Sass, as mayan's
 * gulp-dart-sass), then wgn- and wgn replaced in the result, into plugin.css. An SCSS error names
 * the source file and line.
 */
import path from 'path';
import { pathToFileURL, fileURLToPath } from 'url';
import type { BuildContext, BuildStep } from '../plugin-build';
import { substituteCss } from '../substitution';
import { joinParts, placeOf } from './join';

/** The `sass` package, loaded on first use (it is large). */
let sassModule: typeof import('sass') | null = null;
function sass(): typeof import('sass') {
  if (!sassModule) sassModule = require('sass') as typeof import('sass'); // eslint-disable-line @typescript-eslint/no-require-imports
  return sassModule;
}

interface SassFailure {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number } };
}

function compileStyles(context: BuildContext): void {
  const { plugin, output } = context;
  const joined = joinParts(context.css);
  if (!joined.text.trim()) return;
  // Relative @import/@use resolve from src/, where the plugin's own styles are.
  const joinedUrl = pathToFileURL(path.join(plugin.dir, 'src', '[joined styles]'));
  try {
    const result = sass().compileString(joined.text, {
      syntax: 'scss',
      style: 'expanded',
      url: joinedUrl,
      loadPaths: [path.join(plugin.dir, 'src')],
      logger: sass().Logger.silent
    });
    output.css = substituteCss(result.css, plugin.namespace);
  } catch (caught) {
    const error = caught as SassFailure;
    const span = error.span;
    let place: { file: string; line: number } | null = null;
    if (span && span.url && span.url.href !== joinedUrl.href && span.url.protocol === 'file:') {
      place = { file: fileURLToPath(span.url), line: span.start.line + 1 };
    } else if (span) {
      place = placeOf(joined.segments, span.start.line + 1);
    }
    output.problems.push({ level: 'error', file: place ? place.file : path.join(plugin.dir, 'src'), line: place ? place.line : undefined,
      message: `SCSS error: ${error.sassMessage || error.message.split('\n')[0]}` });
  }
}

export const sassStep: BuildStep = {
  name: 'Sass',
  run: compileStyles
};
