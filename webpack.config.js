'use strict';
// Builds the browser bundles in dist/. The host loads angular, angular-sanitize and
// angular-ui-bootstrap before us, so angular stays an external (the global `angular`).
const path = require('path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const pkg = require('./package.json');

const dist = path.resolve(__dirname, 'dist');

/** Settings shared by every bundle, and by karma (see karma.conf.js). */
function common() {
  return {
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        // Templates are imported as strings, minified, and put in $templateCache under zn/template/...
        { test: /\.html$/, type: 'asset/source', use: path.join(__dirname, 'scripts', 'html-minify-loader.js') }
      ]
    },
    externals: {
      angular: { root: 'angular', commonjs: 'angular', commonjs2: 'angular', amd: 'angular' }
    },
    plugins: [new webpack.DefinePlugin({ __ZN_VERSION__: JSON.stringify(pkg.version) })]
  };
}

/** The licence and version line at the top of every dist/*.js file (kept by terser: it starts with '!'). */
const BANNER = `${pkg.name} v${pkg.version} | (c) zn-plugin contributors | ${pkg.license} licence`;

// `libraryExport`: the export of the entry that the bundle's `module.exports` (or global) is, e.g.
// 'default' for a bundle that is one function; undefined for the whole module object.
function umdBundle({ entry, library, filename, minimize, libraryExport, browserOnly }) {
  const settings = common();
  if (browserOnly) {
    // Before the UMD wrapper requires angular: plain Node gets a ZnError that says which build runs there.
    settings.plugins.push(new webpack.BannerPlugin({ banner: require('./scripts/browser-guard.js'), raw: true, entryOnly: true }));
  }
  return {
    ...settings,
    name: filename,
    mode: 'production',
    entry,
    devtool: 'source-map',
    output: {
      path: dist,
      filename,
      library: { name: library, type: 'umd', export: libraryExport },
      globalObject: 'this',
      devtoolModuleFilenameTemplate: 'webpack://zn-plugin/[resource-path]'
    },
    // Registered after the browser guard, so the licence line ends up first in the file.
    plugins: [...settings.plugins, new webpack.BannerPlugin({ banner: BANNER })],
    optimization: {
      minimize,
      // Two compress passes inline and drop what the first pass left unused (measured: npm run bench:size);
      // only the banner's comment (/*! ... */) survives.
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 }, format: { comments: /^!/ } } })]
    },
    performance: { hints: false }
  };
}

module.exports = [
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.js', minimize: false, browserOnly: true }),
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.min.js', minimize: true, browserOnly: true }),
  // The filter matcher alone, without AngularJS: require('zn-plugin/dist/zn-filter-matcher.js') is
  // the function; in a page, the global znFilterMatcher.
  umdBundle({ entry: './src/filters/matcher-standalone.ts', library: 'znFilterMatcher', filename: 'zn-filter-matcher.js', minimize: false, libraryExport: 'default' })
];
module.exports.common = common;
module.exports.BANNER = BANNER;
