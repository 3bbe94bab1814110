/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"),
 * written in one place for the two that need it: `zn-plugin build` (target 2), which writes the
 * app, and the SDK's frame bundle, which exports it for builds of one's own. Pure: the caller
 * gives the files in order, as URLs relative to the page; the runtime comes last.
 */

/** The root element the runtime (zn-plugin-frame.js) starts AngularJS on. */
export const FRAME_ROOT_MARKUP = '<div zn-frame-root></div>';

/** The runtime's bundle, in the SDK's dist/. */
export const FRAME_RUNTIME_SCRIPT = 'zn-plugin-frame.js';

export interface FramePageOptions {
  /** The page's title (the plugin's name). */
  title: string;
  /** Stylesheets, in the order the page links them. */
  stylesheets: readonly string[];
  /** Scripts before the runtime, in order: the libraries, the SDK, then the plugin's own build. */
  scripts: readonly string[];
  /**
   * The plugin's templates, after its scripts: its built plugin.html (`<script type="text/ng-template">`
   * blocks) as text, or each template's id and HTML.
   */
  templates?: string | ReadonlyArray<{ id: string; html: string }>;
  /** The runtime's URL (default FRAME_RUNTIME_SCRIPT). */
  runtimeScript?: string;
  /**
   * The plugin's namespace (its record's) and its own script, marked `data-zn-namespace` as the
   * workbench's host page marks it: zn-plugin.js registers the plugin under that namespace whatever
   * name its plugin.register gives (`'demo-plugin'` for demoPlugin), as Zengine's runtimes did.
   */
  plugin?: { namespace: string; script: string };
}

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}

/** A template's HTML inside its script tag: a `</script` in it would end the tag early. */
function templateBlock(template: { id: string; html: string }): string {
  return `  <script type="text/ng-template" id="${escapeHtml(template.id)}">${template.html.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}

function templateLines(templates: FramePageOptions['templates']): string[] {
  if (typeof templates === 'string') return templates.trim() ? [templates.trim()] : [];
  return (templates || []).map(templateBlock);
}

/** The whole index.html. */
export function framePageHtml(options: FramePageOptions): string {
  const marked = options.plugin;
  const script = (src: string) => `  <script src="${escapeHtml(src)}"` +
    `${marked && marked.script === src ? ` data-zn-namespace="${escapeHtml(marked.namespace)}"` : ''}></script>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    `  <title>${escapeHtml(options.title)}</title>`,
    // no favicon request: the app has none
    '  <link rel="icon" href="data:,">',
    ...options.stylesheets.map((href) => `  <link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    `  ${FRAME_ROOT_MARKUP}`,
    ...options.scripts.map(script),
    ...templateLines(options.templates),
    script(options.runtimeScript || FRAME_RUNTIME_SCRIPT),
    '</body>',
    '</html>',
    ''
  ].join('\n');
}
