/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"):
 * the libraries Zengine gave v1 plugins, the SDK, the plugin's own build, its templates inline,
 * then zn-plugin-frame.js last, on a body holding the root element. Pure: the build
 * (`zn-plugin build`, target 2) writes what this returns; every URL is relative to dist/.
 */

/** The root element the runtime starts AngularJS on. */
export const FRAME_ROOT_MARKUP = '<div zn-frame-root></div>';

/** The scripts before the plugin's own, in order, as file names in dist/ (the build copies them there). */
export const FRAME_LIBRARY_SCRIPTS: readonly string[] = Object.freeze([
  'jquery.js', 'jquery-ui.js', 'angular.js', 'angular-route.js', 'angular-sanitize.js', 'ui-bootstrap-tpls.js', 'sortable.js',
  'zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js'
]);

/** The runtime, loaded last. */
export const FRAME_RUNTIME_SCRIPT = 'zn-plugin-frame.js';

export interface FrameIndexOptions {
  /** The page's title (the plugin's name). */
  title: string;
  /** The plugin's built scripts (`plugin.js`), after the libraries. */
  pluginScripts: readonly string[];
  /** Its stylesheets (`plugin.css`; Bootstrap's and the SDK's first if the build ships them). */
  stylesheets?: readonly string[];
  /** Its templates, each a `<script type="text/ng-template" id>` in the body. */
  templates?: ReadonlyArray<{ id: string; html: string }>;
  /** Overrides the library scripts (default FRAME_LIBRARY_SCRIPTS). */
  libraryScripts?: readonly string[];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A template's HTML inside its script tag: a `</script` in it would end the tag early. */
function templateBody(html: string): string {
  return html.replace(/<\/(script)/gi, '<\\/$1');
}

/** The whole index.html. */
export function frameIndexHtml(options: FrameIndexOptions): string {
  const script = (src: string) => `  <script src="${escapeAttribute(src)}"></script>`;
  const lines = [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    `  <title>${escapeText(options.title)}</title>`,
    ...(options.stylesheets || []).map((href) => `  <link rel="stylesheet" href="${escapeAttribute(href)}">`),
    '</head>',
    '<body>',
    `  ${FRAME_ROOT_MARKUP}`,
    ...(options.templates || []).map((t) => `  <script type="text/ng-template" id="${escapeAttribute(t.id)}">${templateBody(t.html)}</script>`),
    ...(options.libraryScripts || FRAME_LIBRARY_SCRIPTS).map(script),
    ...options.pluginScripts.map(script),
    script(FRAME_RUNTIME_SCRIPT),
    '</body>',
    '</html>',
    ''
  ];
  return lines.join('\n');
}
