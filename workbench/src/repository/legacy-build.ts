/**
 * mayan's legacy (non-v2) build of one plugin of a repository, in memory: the three texts
 * Zengine's developer console took.
 *
 *   plugin.js    the sources of sources.ts joined with '\n' (the plugin's own files after
 *                prepareOwnJs: `{replace-route}` and `'use strict';`), then wgnX, wgn-, wgn replaced
 *   plugin.css   the CSS and SCSS joined with '\n', compiled as one SCSS text by the `sass`
 *                package (Dart Sass, as mayan's gulp-dart-sass), then wgn-, wgn replaced
 *   plugin.html  the templates joined with '\n', then wgn-, wgn replaced
 *
 * A mistake is a problem naming the source file and line (a JavaScript syntax error, found by
 * compiling the joined text with vm.Script and mapping its line back; an SCSS error; a template
 * that is not a template; a dependency not installed); a plugin with an error is not served, the
 * others are.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';
import { pathToFileURL, fileURLToPath } from 'url';
import { checkTemplates, readNamespace, Problem } from '../plugin-folder';
import { isNamespace } from '#core';
import type { RepositoryPluginConfig } from './maya-config';
import { listPluginSources, PluginSources, SourceFile } from './sources';
import { prepareOwnJs, substituteCss, substituteHtml, substituteJs } from './substitution';

export interface LegacyBuild {
  js: string;
  html: string;
  css: string;
  problems: Problem[];
  /** Every file the build read. */
  inputs: string[];
  /** The folders whose changes change the build. */
  watchDirs: string[];
  /** npm dependencies are declared and not installed (see npm-install.ts). */
  needsInstall: boolean;
  packageDir: string | null;
}

/** One file's place in a joined text: its lines start at `start` (1-based). */
interface Segment {
  file: string;
  start: number;
  lines: number;
}

/** Joins texts with '\n', as gulp-concat did, keeping where each file's lines are. */
function join(parts: Array<{ file: string; text: string }>): { text: string; segments: Segment[] } {
  const segments: Segment[] = [];
  let line = 1;
  parts.forEach((part) => {
    const lines = part.text.split('\n').length;
    segments.push({ file: part.file, start: line, lines });
    line += lines;
  });
  return { text: parts.map((part) => part.text).join('\n'), segments };
}

/** The source file and line of line `line` of a joined text. */
function placeOf(segments: Segment[], line: number): { file: string; line: number } | null {
  const segment = segments.find((candidate) => line >= candidate.start && line < candidate.start + candidate.lines);
  return segment ? { file: segment.file, line: line - segment.start + 1 } : null;
}

function read(files: SourceFile[], problems: Problem[]): Array<{ file: string; text: string; origin: SourceFile['origin'] }> {
  const parts: Array<{ file: string; text: string; origin: SourceFile['origin'] }> = [];
  files.forEach(({ file, origin }) => {
    try {
      parts.push({ file, origin, text: fs.readFileSync(file, 'utf8') });
    } catch (error) {
      problems.push({ level: 'error', file, message: `cannot be read: ${(error as Error).message}` });
    }
  });
  return parts;
}

const JOINED_JS = 'zn-plugin:joined-plugin.js';

/** The line of a SyntaxError vm.Script threw for `filename`, from its stack's first line. */
function syntaxLine(error: unknown, filename: string): number | undefined {
  const first = String((error as Error | undefined)?.stack || '').split('\n')[0];
  if (!first.startsWith(filename + ':')) return undefined;
  const line = Number(first.slice(filename.length + 1));
  return Number.isInteger(line) && line > 0 ? line : undefined;
}

function buildJs(sources: PluginSources, plugin: RepositoryPluginConfig, problems: Problem[]): string {
  const parts = read(sources.js, problems).map((part) => ({
    file: part.file,
    text: part.origin === 'src' || part.origin === 'register' ? prepareOwnJs(part.text, plugin.route) : part.text
  }));
  const joined = join(parts);
  const js = substituteJs(joined.text, plugin.namespace);
  try {
    // Compiled only, never run here: the browser runs the joined file as one script.
    new vm.Script(js, { filename: JOINED_JS });  
  } catch (error) {
    // An unclosed bracket in one file shows up as an error in a later one: the first file that
    // does not compile on its own is the one to fix (mayan's Babel step read each file alone too).
    for (const part of parts) {
      try {
        new vm.Script(part.text, { filename: part.file });  
      } catch (alone) {
        problems.push({ level: 'error', file: part.file, line: syntaxLine(alone, part.file), message: `syntax error: ${(alone as Error).message}` });
        return js;
      }
    }
    const line = syntaxLine(error, JOINED_JS);
    const place = line ? placeOf(joined.segments, line) : null;
    problems.push({ level: 'error', file: place ? place.file : plugin.dir, line: place ? place.line : undefined, message: `syntax error: ${(error as Error).message}` });
  }
  if (!parts.length) problems.push({ level: 'warning', file: path.join(plugin.dir, 'src'), message: 'no JavaScript: the plugin has no .js file in src/ nor plugin-register.js' });
  return js;
}

/** The `sass` package, loaded on first use (it is large). */
let sassModule: typeof import('sass') | null = null;
function sass(): typeof import('sass') {
  if (!sassModule) sassModule = require('sass') as typeof import('sass'); // eslint-disable-line @typescript-eslint/no-require-imports
  return sassModule;
}

function buildCss(sources: PluginSources, plugin: RepositoryPluginConfig, problems: Problem[]): string {
  const parts = read(sources.css, problems);
  if (!parts.length) return '';
  const joined = join(parts);
  if (!joined.text.trim()) return '';
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
    return substituteCss(result.css, plugin.namespace);
  } catch (caught) {
    const error = caught as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number } } };
    const span = error.span;
    let place: { file: string; line: number } | null = null;
    if (span && span.url && span.url.href !== joinedUrl.href && span.url.protocol === 'file:') {
      place = { file: fileURLToPath(span.url), line: span.start.line + 1 };
    } else if (span) {
      place = placeOf(joined.segments, span.start.line + 1);
    }
    problems.push({ level: 'error', file: place ? place.file : path.join(plugin.dir, 'src'), line: place ? place.line : undefined,
      message: `SCSS error: ${error.sassMessage || error.message.split('\n')[0]}` });
    return '';
  }
}

function buildHtml(sources: PluginSources, plugin: RepositoryPluginConfig, problems: Problem[]): string {
  const parts = read(sources.html, problems).map((part) => ({ file: part.file, text: substituteHtml(part.text, plugin.namespace) }));
  parts.forEach((part) => checkTemplates(part.text, part.file).forEach((item) => problems.push(item)));
  return join(parts).text;
}

/** Builds kept between calls, each under a key made of its inputs' sizes and times (see fingerprint). */
export type BuildCache = Map<string, { key: string; build: LegacyBuild }>;

/** What decides a build: the plugin's entry and every input file's path, size and time. */
function fingerprint(plugin: RepositoryPluginConfig, files: string[]): string {
  const stats = files.map((file) => {
    try {
      const stat = fs.statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return `${file}:-`;
    }
  });
  return JSON.stringify([plugin.namespace, plugin.route, stats]);
}

/**
 * Builds `plugin` (an entry of maya.json) of the repository at `repoDir`. With a `cache`, a
 * plugin none of whose input files changed (by size and time) is not built again: serving builds
 * on every request, and Sass takes a while.
 */
export function buildLegacyPlugin(plugin: RepositoryPluginConfig, repoDir: string, configFile: string, cache?: BuildCache): LegacyBuild {
  const empty: LegacyBuild = { js: '', html: '', css: '', problems: plugin.problems.slice(), inputs: [configFile], watchDirs: [], needsInstall: false, packageDir: null };
  const refuse = (message: string) => {
    empty.problems.push({ level: 'error', file: configFile, line: plugin.line, message });
    return empty;
  };
  if (empty.problems.some((item) => item.level === 'error')) return empty;
  if (plugin.version === 2 || plugin.version === '2') {
    return refuse(`plugin "${plugin.configName}" is "version": 2, Zengine's later iframe build (npm run build into dist/), ` +
      'which the workbench does not run; it builds and serves legacy plugins (src/ and plugin-register.js) only');
  }
  if (!isNamespace(plugin.namespace)) {
    return refuse(`plugin "${plugin.configName}": the namespace "${plugin.namespace}" is not camelCase letters and digits starting with a ` +
      'lower-case letter, such as myPlugin, as plugin.register takes it');
  }
  if (!fs.existsSync(plugin.dir) || !fs.statSync(plugin.dir).isDirectory()) {
    return refuse(`plugin "${plugin.configName}": ${plugin.dir} is not a folder; maya.json names it, so the repository has plugins/${plugin.configName}/`);
  }
  const sources = listPluginSources(plugin, repoDir);
  const problems = empty.problems.concat(sources.problems);
  const build: LegacyBuild = {
    js: '', html: '', css: '', problems,
    inputs: [configFile, ...sources.manifests, ...sources.js.map((item) => item.file), ...sources.css.map((item) => item.file), ...sources.html.map((item) => item.file)],
    watchDirs: sources.watchDirs,
    needsInstall: sources.needsInstall,
    packageDir: sources.packageDir
  };
  if (sources.needsInstall) return build;
  const key = fingerprint(plugin, build.inputs);
  const cached = cache && cache.get(plugin.dir);
  if (cached && cached.key === key) return { ...cached.build, problems: cached.build.problems.slice() };
  build.js = buildJs(sources, plugin, problems);
  build.css = buildCss(sources, plugin, problems);
  build.html = buildHtml(sources, plugin, problems);
  if (!plugin.route && sources.js.some((item) => item.origin !== 'npm' && /\{replace-route\}/.test(safeRead(item.file)))) {
    problems.push({ level: 'warning', file: configFile, line: plugin.line, message: `plugin "${plugin.configName}" has no "route": {replace-route} became ''` });
  }
  const registered = readNamespace(build.js);
  if (!problems.some((item) => item.level === 'error') && registered && registered !== plugin.namespace) {
    problems.push({ level: 'warning', file: configFile, line: plugin.line,
      message: `plugin "${plugin.configName}" registers the namespace "${registered}" but maya.json gives "${plugin.namespace}": write plugin.register('wgn', ...)` });
  }
  if (cache) cache.set(plugin.dir, { key, build: { ...build, problems: problems.slice() } });
  return build;
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
