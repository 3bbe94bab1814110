/**
 * The host page (host/index.html) with the served plugins put in: each plugin's stylesheet link,
 * templates and script, the problems at the top, and the folders still being built (their first
 * build is not in yet: the live reload brings them in). Drawn once per snapshot; every request for
 * the page until the next change gets the same text. The page carries the stamp of what it was
 * drawn from (snapshotStamp): a page drawn just before a build came in, which was not listening
 * yet when the change was announced, hears it as it connects (events.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
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
  v2Host: '<!-- zn-workbench: version 2 host -->',
  drawn: '<!-- zn-workbench: drawn from -->'
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
  if (!plugins.some((plugin) => plugin.problems.length)) return [];
  // loaded when there is a problem to say: plugin-folder.ts brings the core, which the start does not need
  const { describeProblem } = require('../plugin-folder') as typeof import('../plugin-folder'); // eslint-disable-line @typescript-eslint/no-require-imports
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

// The folders whose first build is not in: said, not an alert (nothing is wrong); the page loads
// again when each one is in (live.ts announces it).
function buildingBlock(building: string[]): string {
  if (!building.length) return '';
  return '<div class="alert alert-info zn-workbench-building" role="status" ng-non-bindable>\n' +
    '    <strong>Being built; the page loads it when its build is in:</strong>\n    <ul>\n' +
    building.map((dir) => `      <li class="zn-workbench-building-folder">${escapeHtml(path.relative(process.cwd(), dir) || dir)}</li>`).join('\n') +
    '\n    </ul>\n  </div>';
}

/** What a page drawn from `snapshot` shows, as a short text: the same for two snapshots that draw the same page and serve the same files. */
export function snapshotStamp(snapshot: Pick<PluginSnapshot, 'plugins' | 'building'>): string {
  const hash = crypto.createHash('sha1');
  hash.update(JSON.stringify(snapshot.building));
  snapshot.plugins.forEach((plugin) => {
    hash.update(JSON.stringify([plugin.namespace, plugin.name, plugin.ok, plugin.version2 || false, plugin.problems]));
    hash.update(plugin.sources.js).update('\0').update(plugin.sources.html).update('\0').update(plugin.sources.css).update('\0');
  });
  return hash.digest('hex').slice(0, 20);
}

/**
 * The host page for the plugins: their styles, problems, templates and scripts in it, and the
 * folders still being built. `versions` names the host's own files with their versions
 * (asset-versions.ts), never the plugins' text.
 */
export function renderHostPage(plugins: ServedPlugin[], template = readTemplate(), versions: (html: string) => string = (html) => html,
  building: string[] = []): string {
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
  return versions(template)
    .replace(MARKERS.v2Styles, () => (v2 ? versions(V2_STYLES) : ''))
    .replace(MARKERS.v2Host, () => (v2 ? versions(V2_HOST) : ''))
    .replace(MARKERS.styles, () => styles)
    .replace(MARKERS.drawn, () => `<meta name="zn-workbench-drawn" content="${snapshotStamp({ plugins, building })}">`)
    .replace(MARKERS.problems, () => [buildingBlock(building), problemsBlock(plugins)].filter(Boolean).join('\n  '))
    .replace(MARKERS.plugins, () => scripts);
}

/**
 * The page of a snapshot, drawn once per snapshot version and versions of the host's files (looked
 * at for each page: a rebuilt SDK gets a new version without a plugin edit).
 */
export function hostPageOf(versions: (html: string) => string = (html) => html): (snapshot: PluginSnapshot) => string {
  let drawn: { version: number; files: string; page: string } | null = null;
  return (snapshot) => {
    const template = readTemplate();
    const files = versions(template);
    if (!drawn || drawn.version !== snapshot.version || drawn.files !== files) {
      drawn = { version: snapshot.version, files, page: renderHostPage(snapshot.plugins, template, versions, snapshot.building) };
    }
    return drawn.page;
  };
}
