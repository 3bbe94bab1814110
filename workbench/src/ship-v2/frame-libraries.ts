/**
 * What a shipped app's frame loads (docs/v2.md, "The frame's weight"), in one table: the scripts in
 * the order the page loads them, each either part of every frame (AngularJS, ngSanitize, UI
 * Bootstrap with its templates, the SDK and its in-frame runtime) or one of the optional libraries,
 * loaded only when the plugin uses it (plugin-uses.ts finds the uses, frame-choice.ts decides with
 * maya.json's "frameLibraries"). Every file is minified: the package's own .min file, or, for UI
 * Bootstrap, which ships none, minified at build time (minify.ts).
 */
import { guardBootstrapDropdown, guardFirebaseWeb } from '../util/installed-files';

/** The optional libraries, by the key maya.json's "frameLibraries" names them with. */
export const LIBRARY_KEYS = ['jquery', 'jquery-ui', 'bootstrap-js', 'ui-sortable', 'angular-route', 'angular-resource', 'moment', 'firebase', 'compat', 'extras'] as const;
export type LibraryKey = typeof LIBRARY_KEYS[number];

export interface LibraryInfo {
  /** How the build's output names it. */
  label: string;
  /** The libraries it cannot run without (loaded with it). */
  needs: LibraryKey[];
}

export const LIBRARIES: Readonly<Record<LibraryKey, LibraryInfo>> = {
  jquery: { label: 'jQuery', needs: [] },
  'jquery-ui': { label: 'jQuery UI', needs: ['jquery'] },
  // Bootstrap 2.3.2's dropdown, modal, tooltip and popover, as Zengine's page loaded them (docs/compatibility.md)
  'bootstrap-js': { label: 'Bootstrap 2.3.2\'s jQuery plugins', needs: ['jquery'] },
  'ui-sortable': { label: 'ui-sortable', needs: ['jquery-ui', 'jquery'] },
  'angular-route': { label: 'angular-route', needs: [] },
  'angular-resource': { label: 'angular-resource', needs: [] },
  moment: { label: 'moment', needs: [] },
  firebase: { label: 'Firebase and AngularFire', needs: [] },
  compat: { label: 'zn-plugin-compat', needs: [] },
  extras: { label: 'zn-plugin-extras', needs: [] }
};

/** One script of the frame: where the app has it, and where it comes from. */
export interface FrameScript {
  /** Its path in the app, '/'-separated. */
  path: string;
  /** `<package>/<file>` of an installed package (resolved from the workbench), or... */
  module?: string;
  /** ...a file of the SDK's dist/. */
  sdk?: string;
  /** The package ships no minified file: the build minifies it (minify.ts). */
  minify?: boolean;
  /** What the app's copy changes of the file (before it is minified). */
  rewrite?: (text: string) => string;
  /** The optional library it belongs to; none: every frame loads it. */
  library?: LibraryKey;
}

/** The in-frame runtime (last, after the plugin's script and templates). */
export const FRAME_RUNTIME_FILE = 'zn-plugin-frame.min.js';

/** The scripts before the plugin's own, in the order the page loads them (jQuery before AngularJS, so angular.element is jQuery). */
export const FRAME_SCRIPTS: readonly FrameScript[] = [
  { path: 'vendor/jquery/jquery.min.js', module: 'jquery/dist/jquery.min.js', library: 'jquery' },
  { path: 'vendor/jquery-ui/jquery-ui.min.js', module: 'jquery-ui/dist/jquery-ui.min.js', library: 'jquery-ui' },
  // after jQuery UI, as Zengine's page had them: Bootstrap's $.fn.tooltip replaces jQuery UI's; popover extends tooltip
  ...['modal', 'dropdown', 'tooltip', 'popover'].map((name): FrameScript => ({
    path: `vendor/bootstrap2/bootstrap-${name}.min.js`, module: `bootstrap2/js/bootstrap-${name}.js`, minify: true, library: 'bootstrap-js',
    ...(name === 'dropdown' ? { rewrite: guardBootstrapDropdown } : {})
  })),
  { path: 'vendor/angular/angular.min.js', module: 'angular/angular.min.js' },
  { path: 'vendor/angular-route/angular-route.min.js', module: 'angular-route/angular-route.min.js', library: 'angular-route' },
  { path: 'vendor/angular-resource/angular-resource.min.js', module: 'angular-resource/angular-resource.min.js', library: 'angular-resource' },
  { path: 'vendor/angular-sanitize/angular-sanitize.min.js', module: 'angular-sanitize/angular-sanitize.min.js' },
  { path: 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js', module: 'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js', minify: true },
  { path: 'vendor/angular-ui-sortable/sortable.min.js', module: 'angular-ui-sortable/dist/sortable.min.js', library: 'ui-sortable' },
  { path: 'vendor/moment/moment.min.js', module: 'moment/min/moment.min.js', library: 'moment' },
  // it ends with `module.exports = Firebase;`, which throws in a page (no `module`): guarded, as the host page serves it
  { path: 'vendor/firebase/firebase-web.js', module: 'firebase/lib/firebase-web.js', rewrite: guardFirebaseWeb, library: 'firebase' },
  { path: 'vendor/angularfire/angularfire.min.js', module: 'angularfire/dist/angularfire.min.js', library: 'firebase' },
  { path: 'sdk/zn-plugin.min.js', sdk: 'zn-plugin.min.js' },
  { path: 'sdk/zn-plugin-compat.min.js', sdk: 'zn-plugin-compat.min.js', library: 'compat' },
  { path: 'sdk/zn-plugin-extras.min.js', sdk: 'zn-plugin-extras.min.js', library: 'extras' }
];

/** The scripts a frame with `libraries` loads before the plugin's own, in order. */
export function frameScripts(libraries: ReadonlySet<LibraryKey>): FrameScript[] {
  return FRAME_SCRIPTS.filter((script) => !script.library || libraries.has(script.library));
}

/** The optional libraries in the table's order, those of `keys` only. */
export function inTableOrder(keys: Iterable<LibraryKey>): LibraryKey[] {
  const wanted = new Set(keys);
  return LIBRARY_KEYS.filter((key) => wanted.has(key));
}
