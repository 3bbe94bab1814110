/**
 * The host page (host/index.html) with the served plugins put in: each plugin's stylesheet link,
 * templates and script, and the problems at the top. Drawn once per snapshot; every request for
 * the page until the next change gets the same text.
 */
import fs from 'fs';
import path from 'path';
import { describeProblem } from '../plugin-folder';
import type { ServedPlugin } from './served-plugin';
import type { PluginSnapshot } from './snapshot';

/** The workbench package's folder (this file runs from build/src/serve/). */
export const PACKAGE_DIR = path.resolve(__dirname, '..', '..', '..');
/** The host page's own files. */
export const HOST_DIR = path.join(PACKAGE_DIR, 'host');

/** The markers in the host page that the served plugins replace. */
const MARKERS = {
  styles: '<!-- zn-workbench: plugin styles -->',
  problems: '<!-- zn-workbench: problems -->',
  plugins: '<!-- zn-workbench: plugin templates and scripts -->',
  v2Styles: '<!-- zn-workbench: version 2 styles -->',
  v2Host: '<!-- zn-workbench: version 2 host -->'
};

/** The host of version 2 plugins (host/v2/), on the page only while one is served: a page without it loads sooner. */
const V2_STYLES = '<link rel="stylesheet" href="host/v2/v2-host.css">';
const V2_HOST = ['post-rpc-host.js', 'v2-methods.js', 'v2-views.js', 'v2-host.js']
  .map((file) => `<script src="host/v2/${file}"></script>`).join('\n  ');

function escapeHtml(text: unknown): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
  return String(text).replace(/[&<>"']/g, (c) => entities[c]);
}

/** The problems of the plugins, as lines of text (paths relative to the current folder). */
export function problemLines(plugins: ServedPlugin[]): string[] {
  return plugins.flatMap((plugin) => plugin.problems.map((item) => describeProblem(item, process.cwd())));
}

/** The page's template text, checked for its markers. */
function readTemplate(): string {
  const page = fs.readFileSync(path.join(HOST_DIR, 'index.html'), 'utf8');
  Object.values(MARKERS).forEach((marker) => {
    if (page.indexOf(marker) === -1) throw new Error(`host/index.html has lost its marker ${marker}`);
  });
  return page;
}

// The problems quote what the workbench was given (maya.json keys, file names, a build's output):
// text, so AngularJS must not read {{ }} in them as expressions (ng-non-bindable), as escaping
// alone keeps them from being markup.
function problemsBlock(plugins: ServedPlugin[]): string {
  const lines = problemLines(plugins);
  if (!lines.length) return '';
  const errors = plugins.some((plugin) => plugin.problems.some((item) => item.level === 'error'));
  return `<div class="alert ${errors ? 'alert-danger' : 'alert-warning'} zn-workbench-problems" role="alert" ng-non-bindable>\n` +
    `    <strong>${errors ? 'The workbench could not serve everything:' : 'The workbench serves everything, with warnings:'}</strong>\n    <ul>\n` +
    lines.map((line) => `      <li class="zn-workbench-problem">${escapeHtml(line)}</li>`).join('\n') +
    '\n    </ul>\n  </div>';
}

/** The host page for the plugins: their styles, problems, templates and scripts in it. */
export function renderHostPage(plugins: ServedPlugin[], template = readTemplate()): string {
  const served = plugins.filter((plugin) => plugin.ok);
  const styles = served
    .map((plugin) => `<link rel="stylesheet" href="workbench/plugins/${plugin.namespace}/plugin.css">`).join('\n  ');
  const scripts = served.map((plugin) =>
    `<!-- ${escapeHtml(plugin.namespace)}: ${escapeHtml(plugin.name)} -->\n` +
    `${plugin.sources.html.trim()}\n` +
    // data-zn-namespace: the record's namespace, the one plugin.register registers under (src/plugin/plugin-api.ts)
    `<script src="workbench/plugins/${plugin.namespace}/plugin.js" data-zn-namespace="${plugin.namespace}"></script>`).join('\n');
  const v2 = plugins.some((plugin) => plugin.version2);
  // Function replacements, so `$&` or `$1` in a template is kept as written.
  return template
    .replace(MARKERS.v2Styles, () => (v2 ? V2_STYLES : ''))
    .replace(MARKERS.v2Host, () => (v2 ? V2_HOST : ''))
    .replace(MARKERS.styles, () => styles)
    .replace(MARKERS.problems, () => problemsBlock(plugins))
    .replace(MARKERS.plugins, () => scripts);
}

/** The page of a snapshot, drawn once per snapshot version. */
export function hostPageOf(): (snapshot: PluginSnapshot) => string {
  let drawn: { version: number; page: string } | null = null;
  return (snapshot) => {
    if (!drawn || drawn.version !== snapshot.version) drawn = { version: snapshot.version, page: renderHostPage(snapshot.plugins) };
    return drawn.page;
  };
}
