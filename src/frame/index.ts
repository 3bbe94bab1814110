/**
 * zn-plugin-frame.js: the runtime of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1
 * plugin as v2"). Loaded last by the app's index.html, after the libraries, the SDK and the
 * plugin's build. What matters is the order (jQuery before AngularJS, the SDK after UI Bootstrap,
 * plugin.js before this runtime) and the root element; `zn-plugin build` writes minified files
 * under vendor/ and sdk/, only the libraries the plugin uses (docs/v2.md, "The app's index.html").
 * A build of one's own written with `frameIndexHtml` and its default (FRAME_LIBRARY_SCRIPTS) is:
 *
 *   <head> stylesheets: bootstrap.css, zn-plugin.css (what the build ships), then the plugin's </head>
 *   <body>
 *     <div zn-frame-root></div>
 *     <script src="jquery.js"></script>
 *     <script src="jquery-ui.js"></script>
 *     <script src="angular.js"></script>
 *     <script src="angular-route.js"></script>
 *     <script src="angular-sanitize.js"></script>
 *     <script src="ui-bootstrap-tpls.js"></script>
 *     <script src="sortable.js"></script>               (angular-ui-sortable)
 *     <script src="zn-plugin.js"></script>
 *     <script src="zn-plugin-compat.js"></script>
 *     <script src="zn-plugin-extras.js"></script>
 *     <script src="plugin.js"></script>                 (the plugin's build: plugin.register(...) on the global `plugin`)
 *     <script type="text/ng-template" id="...">...</script>   (each template of the plugin)
 *     <script src="zn-plugin-frame.js"></script>
 *   </body>
 *
 * `frameIndexHtml` (index-html.ts) writes exactly that. Templates may equally come before the
 * root element or after the scripts: AngularJS reads them when it starts, after `context`.
 * Loaded in a frame, the runtime starts by itself (`startFrame()`); outside one it only warns.
 * No AngularJS app may be started on the page by anything else (no ng-app).
 */
import { startFrame } from './runtime';

export { startFrame, FRAME_MODULE_NAME } from './runtime';
export type { ZnFrameApp, ZnFrameContext, ZnFrameStartOptions, ZnFrameView } from './runtime';
export type { ZnFrameLocation } from './location';
export { frameIndexHtml, FRAME_LIBRARY_SCRIPTS, FRAME_ROOT_MARKUP, FRAME_RUNTIME_SCRIPT } from './index-html';
export type { FrameIndexOptions } from './index-html';
export { RpcClient, ZnRpcError } from './rpc-client';

/** Starts the runtime when this bundle runs in a frame whose page did not say otherwise. */
function autoStart(): void {
  if (typeof window === 'undefined' || window.parent === window) {
    if (typeof console !== 'undefined') console.warn('zn-plugin-frame: not in a frame; the v1 plugin starts when the v2 host frames this page');
    return;
  }
  if ((window as { znPluginFrameManual?: boolean }).znPluginFrameManual) return;
  const start = () => {
    startFrame().catch((error: unknown) => {
      console.error(error);
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

autoStart();
