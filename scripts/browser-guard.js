'use strict';
// The first lines of dist/zn-plugin(.min).js, before the UMD wrapper requires angular: in plain
// Node (no window) the bundle cannot run (AngularJS itself needs a window), so it stops with a
// ZnError-shaped error (name 'ZnError', service 'zn-plugin', code 'browser-only') that points to
// the build that does run in Node, instead of angular's "ReferenceError: window is not defined".
// In zn-plugin.min.js its message has the short form of the min build's messages (docs/errors.md).
// ES5, since it runs before anything else; a page with a window skips it.
const FULL = "'zn-plugin: this bundle needs a browser page (AngularJS needs a window); ' +\n" +
  "      \"in Node, expected require('zn-plugin/dist/zn-filter-matcher.js') (also exported as 'zn-plugin/matcher'), the filter matcher's build for Node\"";
const MIN = "'zn-plugin: [browser-only] zn-plugin/dist/zn-filter-matcher.js · see docs/errors.md#browser-only'";

/** The guard's source, for the full bundle or (`min`) the minified one. */
module.exports = (min) => `if (typeof window === 'undefined') {
  (function () {
    var error = new Error(${min ? MIN : FULL});
    error.name = 'ZnError';
    error.service = 'zn-plugin';
    error.code = 'browser-only';
    throw error;
  })();
}
`;
