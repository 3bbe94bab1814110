/**
 * The app's page, index.html: the scripts of the frame (frame-libraries.ts: AngularJS, UI Bootstrap,
 * the SDK, and of the libraries Zengine gave v1 plugins those the plugin uses), the plugin's built
 * plugin.js, its templates inline, its stylesheet, and the SDK's in-frame runtime last, which mounts
 * the interface of the view the host names in the root element. Every URL is relative (the page may
 * sit at any depth of the app: `prefix` climbs back to its root).
 */

import { framePageHtml, FRAME_ROOT_MARKUP } from '#core';
import { FRAME_RUNTIME_FILE, frameScripts, LibraryKey } from './frame-libraries';

export { FRAME_ROOT_MARKUP };

/** The in-frame runtime's bundle, in the SDK's dist/ (minified). */
export const FRAME_RUNTIME = FRAME_RUNTIME_FILE;

/** A file of an installed package the app copies: where it goes in the app, and the package's file. */
export interface PackageAsset {
  /** Its path in the app, '/'-separated. */
  path: string;
  /** `<package>/<file>`, resolved from the workbench's node_modules as the host page's vendor files are. */
  module: string;
}

/** The host's look: Bootstrap 3 (with its Glyphicons font files, which its CSS loads as ../fonts/), UI Bootstrap's CSS. */
export const VENDOR_STYLES: PackageAsset[] = [
  { path: 'vendor/bootstrap/css/bootstrap.min.css', module: 'bootstrap/dist/css/bootstrap.min.css' },
  { path: 'vendor/angular-ui-bootstrap/ui-bootstrap-csp.css', module: 'angular-ui-bootstrap/dist/ui-bootstrap-csp.css' }
];

/** Files the styles load by relative URL. */
export const VENDOR_STYLE_FILES: PackageAsset[] = ['eot', 'svg', 'ttf', 'woff', 'woff2'].map((extension) => ({
  path: `vendor/bootstrap/fonts/glyphicons-halflings-regular.${extension}`,
  module: `bootstrap/dist/fonts/glyphicons-halflings-regular.${extension}`
}));

/** The SDK's stylesheet, from its dist/, into the app's sdk/. */
export const SDK_STYLES = ['zn-plugin.css'];

/** The app's own files besides the copies: the plugin's build, and the classes Zengine's app gave plugin markup. */
export const PLUGIN_SCRIPT = 'plugin.js';
export const PLUGIN_STYLES = 'plugin.css';
export const HOST_LOOK = 'zengine.css';

export interface IndexHtmlOptions {
  /** The page's title (the registration's `title`, else the plugin's name). */
  title: string;
  /** The plugin's templates (its built plugin.html): `<script type="text/ng-template">` blocks. */
  templates: string;
  /** '' for a page at the app's root, '../' for one a folder down... */
  prefix?: string;
  /** The optional libraries the frame loads (frame-choice.ts). */
  libraries: ReadonlySet<LibraryKey>;
  /** The plugin's namespace, marked on its script (framePageHtml's `plugin`). */
  namespace?: string;
}

/** The stylesheets, in the order the page links them. */
export function stylesheets(): string[] {
  return [...VENDOR_STYLES.map((asset) => asset.path), ...SDK_STYLES.map((file) => `sdk/${file}`), HOST_LOOK, PLUGIN_STYLES];
}

/** The scripts, in the order the page loads them (the templates come between the plugin's script and the runtime). */
export function scripts(libraries: ReadonlySet<LibraryKey>): { before: string[]; runtime: string } {
  return { before: [...frameScripts(libraries).map((script) => script.path), PLUGIN_SCRIPT], runtime: `sdk/${FRAME_RUNTIME}` };
}

/** The text of index.html (see the file's comment), by the core's one page writer. */
export function writeIndexHtml(options: IndexHtmlOptions): string {
  const prefix = options.prefix || '';
  const order = scripts(options.libraries);
  return framePageHtml({
    title: options.title,
    stylesheets: stylesheets().map((file) => prefix + file),
    scripts: order.before.map((file) => prefix + file),
    templates: options.templates,
    runtimeScript: prefix + order.runtime,
    plugin: options.namespace ? { namespace: options.namespace, script: prefix + PLUGIN_SCRIPT } : undefined
  });
}
