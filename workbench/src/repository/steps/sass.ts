/**
 * Step "Sass": the CSS and SCSS joined with '\n' (npm, common, then src/, its .scss before its
 * .css) and compiled as one SCSS text by the `sass` package (Dart Sass, as mayan's
 * gulp-dart-sass), then wgn- and wgn replaced in the result, into plugin.css. An SCSS error names
 * the source file and line.
 *
 * Sass's output is kept by the joined text (compiled-store.ts), with a stamp (size, time) of
 * every file the compile imported and of their folders and src/ (a file added there could be
 * imported instead): an entry whose stamps all hold is the output, and Sass is not even loaded.
 */
import path from 'path';
import { pathToFileURL, fileURLToPath } from 'url';
import type { BuildContext, BuildStep } from '../plugin-build';
import { substituteCss } from '../substitution';
import { fingerprint } from '../../util/fingerprint';
import { CompiledStore } from './compiled-store';
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

/** What the options below are, for the cache's key (the plugin's folder goes in with the text). */
const OPTIONS_NAME = 'scss, expanded, url and load path src/, silent logger';
const compiled = new CompiledStore('sass', OPTIONS_NAME, ['sass']);

/** How many times Sass compiled (not taken from the cache) since the process started: for specs and benchmarks. */
export const sassStats = { compiled: 0 };

/** Loads Sass, so the next compile does not pay for it. */
export function warmSass(): void {
  sass();
}

/** A kept output: the CSS, the files and folders it depends on, and their fingerprint then. */
interface KeptStyles {
  css: string;
  paths: string[];
  stamp: string;
}

function keptCss(key: string): string | undefined {
  const text = compiled.get(key);
  if (text === undefined) return undefined;
  try {
    const kept = JSON.parse(text) as KeptStyles;
    return typeof kept.css === 'string' && kept.stamp === fingerprint([], kept.paths) ? kept.css : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `css` under `key` with the fingerprint of `imported` (files), their folders and `srcDir`. */
function keepCss(key: string, css: string, imported: string[], srcDir: string): void {
  const paths = Array.from(new Set([srcDir, ...imported, ...imported.map((file) => path.dirname(file))]));
  compiled.set(key, JSON.stringify({ css, paths, stamp: fingerprint([], paths) }));
}

function compileStyles(context: BuildContext): void {
  const { plugin, output } = context;
  const joined = joinParts(context.css);
  if (!joined.text.trim()) return;
  // Relative @import/@use resolve from src/, where the plugin's own styles are.
  const srcDir = path.join(plugin.dir, 'src');
  const joinedUrl = pathToFileURL(path.join(srcDir, '[joined styles]'));
  const key = compiled.keyOf(JSON.stringify([srcDir, joined.text]));
  const kept = keptCss(key);
  if (kept !== undefined) {
    output.css = substituteCss(kept, plugin.configNamespace);
    return;
  }
  try {
    const result = sass().compileString(joined.text, {
      syntax: 'scss',
      style: 'expanded',
      url: joinedUrl,
      loadPaths: [srcDir],
      logger: sass().Logger.silent
    });
    sassStats.compiled++;
    const imported = result.loadedUrls.filter((url) => url.protocol === 'file:' && url.href !== joinedUrl.href).map((url) => fileURLToPath(url));
    keepCss(key, result.css, imported, srcDir);
    output.css = substituteCss(result.css, plugin.configNamespace);
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
