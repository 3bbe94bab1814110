/**
 * The app's page, index.html: the libraries Zengine gave v1 plugins, the SDK with its compat and
 * extras bundles, the plugin's built plugin.js, its templates inline, its stylesheet, and the SDK's
 * in-frame runtime last, which mounts the interface of the view the host names in the root element.
 * Every URL is relative (the page may sit at any depth of the app: `prefix` climbs back to its root).
 */

import { framePageHtml, FRAME_ROOT_MARKUP, FRAME_RUNTIME_SCRIPT } from '#core';
import { guardFirebaseWeb } from '../util/installed-files';

export { FRAME_ROOT_MARKUP };

/** The in-frame runtime's bundle, in the SDK's dist/. */
export const FRAME_RUNTIME = FRAME_RUNTIME_SCRIPT;

/** A file of an installed package the app copies: where it goes in the app, and the package's file. */
export interface PackageAsset {
  /** Its path in the app, '/'-separated. */
  path: string;
  /** `<package>/<file>`, resolved from the workbench's node_modules as the host page's vendor files are. */
  module: string;
  /** What the app's copy changes of the file (as the host page serves it). */
  rewrite?: (text: string) => string;
}

/** The libraries, in the order the page loads them (Zengine's v1 host had them before any plugin code). */
export const VENDOR_SCRIPTS: PackageAsset[] = [
  { path: 'vendor/jquery/jquery.min.js', module: 'jquery/dist/jquery.min.js' },
  { path: 'vendor/jquery-ui/jquery-ui.min.js', module: 'jquery-ui/dist/jquery-ui.min.js' },
  { path: 'vendor/angular/angular.min.js', module: 'angular/angular.min.js' },
  { path: 'vendor/angular-route/angular-route.min.js', module: 'angular-route/angular-route.min.js' },
  { path: 'vendor/angular-sanitize/angular-sanitize.min.js', module: 'angular-sanitize/angular-sanitize.min.js' },
  { path: 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.js', module: 'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js' },
  { path: 'vendor/angular-ui-sortable/sortable.min.js', module: 'angular-ui-sortable/dist/sortable.min.js' },
  // Zengine's v1 host also gave every plugin moment, Firebase's client and AngularFire (the host page loads them too; docs/firebase.md)
  { path: 'vendor/moment/moment.min.js', module: 'moment/min/moment.min.js' },
  {
    path: 'vendor/firebase/firebase-web.js', module: 'firebase/lib/firebase-web.js',
    // it ends with `module.exports = Firebase;`, which throws in a page (no `module`): guarded, as the host page serves it
    rewrite: guardFirebaseWeb
  },
  { path: 'vendor/angularfire/angularfire.min.js', module: 'angularfire/dist/angularfire.min.js' }
];

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

/** The SDK's bundles before the plugin's code, from its dist/, into the app's sdk/. */
export const SDK_SCRIPTS = ['zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js'];
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
}

/** The stylesheets, in the order the page links them. */
export function stylesheets(): string[] {
  return [...VENDOR_STYLES.map((asset) => asset.path), ...SDK_STYLES.map((file) => `sdk/${file}`), HOST_LOOK, PLUGIN_STYLES];
}

/** The scripts, in the order the page loads them (the templates come between the plugin's script and the runtime). */
export function scripts(): { before: string[]; runtime: string } {
  return { before: [...VENDOR_SCRIPTS.map((asset) => asset.path), ...SDK_SCRIPTS.map((file) => `sdk/${file}`), PLUGIN_SCRIPT], runtime: `sdk/${FRAME_RUNTIME}` };
}

/** The text of index.html (see the file's comment), by the core's one page writer. */
export function writeIndexHtml(options: IndexHtmlOptions): string {
  const prefix = options.prefix || '';
  const order = scripts();
  return framePageHtml({
    title: options.title,
    stylesheets: stylesheets().map((file) => prefix + file),
    scripts: order.before.map((file) => prefix + file),
    templates: options.templates,
    runtimeScript: prefix + order.runtime
  });
}
