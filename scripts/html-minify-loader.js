'use strict';
// Webpack loader: minifies an HTML template (src/**/templates/*.html) before it is bundled as a
// string for $templateCache. Conservative on purpose: whitespace collapses to one space rather
// than disappearing (inline-block spacing in Bootstrap forms depends on it; only the ends of a
// template are trimmed), AngularJS interpolations {{...}} are left exactly as written, and
// attributes keep their quotes and case.
const { minify } = require('html-minifier-terser');

const OPTIONS = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: true,
  caseSensitive: true,
  keepClosingSlash: true,
  ignoreCustomFragments: [/\{\{[\s\S]*?\}\}/]
};

module.exports = function htmlMinifyLoader(source) {
  const callback = this.async();
  minify(source, OPTIONS).then((html) => callback(null, html.trim()), callback);
};
module.exports.OPTIONS = OPTIONS;
