/**
 * The index.html of a shipped app, for builds of one's own: the core's one page writer
 * (src/core/frame-page.ts, which `zn-plugin build` uses too) with the files named as a flat dist/
 * holds them. Every URL is relative to dist/. `zn-plugin build` (and serve's v2 frames, which are
 * its build) does not use this file: it writes its page from its own table of libraries
 * (docs/v2.md, "The frame's weight").
 */
import { framePageHtml, FRAME_ROOT_MARKUP, FRAME_RUNTIME_SCRIPT } from '../core';

export { FRAME_ROOT_MARKUP, FRAME_RUNTIME_SCRIPT };

/**
 * `frameIndexHtml`'s default scripts before the plugin's own, in order, as file names in a flat
 * dist/ that a build of one's own fills: the unminified files of the frame's first version. Kept
 * as it was, as a public export whose default a build of one's own may rely on; it is not what
 * `zn-plugin build` loads, which is minified (`vendor/...`, `sdk/...min.js`), per plugin (only the
 * libraries its code and templates use), and has more: Bootstrap 2.3.2's dropdown, modal, tooltip
 * and popover after jQuery UI, angular-resource after angular-route, moment, Firebase and
 * AngularFire after ui-sortable (docs/v2.md, "What `zn-plugin build` writes"). A build of one's
 * own whose plugin needs those passes `libraryScripts` in that order.
 */
export const FRAME_LIBRARY_SCRIPTS: readonly string[] = Object.freeze([
  'jquery.js', 'jquery-ui.js', 'angular.js', 'angular-route.js', 'angular-sanitize.js', 'ui-bootstrap-tpls.js', 'sortable.js',
  'zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js'
]);

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

/** The whole index.html. */
export function frameIndexHtml(options: FrameIndexOptions): string {
  return framePageHtml({
    title: options.title,
    stylesheets: options.stylesheets || [],
    scripts: [...(options.libraryScripts || FRAME_LIBRARY_SCRIPTS), ...options.pluginScripts],
    templates: options.templates
  });
}
