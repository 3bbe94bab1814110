'use strict';
// Builds the browser bundles in dist/. The host loads angular, angular-sanitize and
// angular-ui-bootstrap before us, so angular stays an external (the global `angular`).
const path = require('path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const pkg = require('./package.json');

const dist = path.resolve(__dirname, 'dist');
const srcDir = path.resolve(__dirname, 'src') + path.sep;
const testingDir = path.join(srcDir, 'testing') + path.sep;
const sdkShim = path.join(testingDir, 'sdk-shim.ts');
const restDir = path.join(srcDir, 'core', 'rest') + path.sep;

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
function umdBundle({ entry, library, filename, minimize, libraryExport, browserOnly, outputPath = dist, plugins = [] }) {
  const settings = common();
  settings.plugins.push(...plugins);
  if (minimize) {
    // The min bundle's ZnErrors carry their code and values, not the prose (scripts/min-messages.js);
    // the source is analysed when ts-loader starts, not when this file is read.
    const getCustomTransformers = () => ({ before: [require('./scripts/min-messages.js').minMessagesTransformer()] });
    settings.module.rules[0].options = { ...settings.module.rules[0].options, getCustomTransformers };
  }
  if (browserOnly) {
    // Before the UMD wrapper requires angular: plain Node gets a ZnError that says which build runs there.
    settings.plugins.push(new webpack.BannerPlugin({ banner: require('./scripts/browser-guard.js')(minimize), raw: true, entryOnly: true }));
  }
  return {
    ...settings,
    name: filename,
    mode: 'production',
    entry,
    devtool: 'source-map',
    output: {
      path: outputPath,
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

/**
 * The testing kit's bundle expects zn-plugin.js loaded before it: every SDK module the kit imports
 * (src/core/errors.ts, the matcher, the resource table, the option checks) becomes
 * src/testing/sdk-shim.ts, which hands out zn-plugin.js's own code (its `$$internal`,
 * src/internal.ts), so the kit carries none of it twice. A name the shim lacks fails the build.
 * The exception is src/core/rest/ (the REST conventions of the in-memory API, which zn-plugin.js
 * has no use for): the shim re-exports it, so the kit carries it, and what it imports of the rest
 * of the SDK (the matcher, isPlainObject) becomes the shim in turn.
 */
function shareSdk() {
  return new webpack.NormalModuleReplacementPlugin(/./, (resolved) => {
    const data = resolved.createData;
    const issuer = resolved.contextInfo.issuer || '';
    if (!data || typeof data.resource !== 'string' || issuer === sdkShim) return;
    if (issuer.startsWith(restDir)) {
      // the REST conventions (which zn-plugin.js does not carry) come along; what they use of the SDK is its own
      if (!data.resource.startsWith(srcDir) || data.resource.startsWith(restDir)) return;
    } else {
      if (!issuer.startsWith(testingDir)) return;
      if (!data.resource.startsWith(srcDir) || data.resource.startsWith(testingDir)) return;
    }
    ['request', 'userRequest', 'resource'].forEach((key) => {
      if (typeof data[key] === 'string') data[key] = data[key].split(data.resource).join(sdkShim);
    });
    data.context = path.dirname(sdkShim);
  });
}

/** dist/zn-plugin-testing.js, the kit of zn.plugin.testing (written to `outputPath`). */
function testingBundle(outputPath = dist) {
  const config = umdBundle({
    entry: './src/testing/index.ts', library: 'znPluginTesting', filename: 'zn-plugin-testing.js', minimize: false,
    outputPath, plugins: [shareSdk()]
  });
  // An import the shim does not provide fails the build rather than being undefined at run time.
  config.module.parser = { javascript: { exportsPresence: 'error' } };
  // Imports of the shim stay imports of the shim. The shim and src/core/rest/ import each other,
  // and following the shim's re-exports through that circle (package.json's sideEffects) reached
  // other modules from one build to the next: a dist/ that CI's freshness check found stale at random.
  config.optimization.sideEffects = false;
  return config;
}

/**
 * dist/zn-plugin-core.js, the Node-safe core (src/core/index.ts) as one CommonJS-friendly file:
 * what the workbench package imports as `zn-plugin/core`. Hosts never load it.
 */
function coreBundle(outputPath = dist) {
  return umdBundle({ entry: './src/core/index.ts', library: 'znPluginCore', filename: 'zn-plugin-core.js', minimize: false, outputPath });
}

/**
 * dist/zn-plugin-compat(.min).js, the AngularJS 1.2 / UI Bootstrap 0.12 layer (src/compat-layer/, module
 * zn.plugin.compat; docs/compatibility.md), kept out of zn-plugin.js and its size limit. It is
 * loaded after zn-plugin.js and reaches it as the external `zn-plugin-runtime` (the global `znPlugin`; src/compat-layer/zn-plugin-runtime.d.ts).
 */
function compatBundle(outputPath = dist, minimize = false) {
  const filename = minimize ? 'zn-plugin-compat.min.js' : 'zn-plugin-compat.js';
  const config = umdBundle({ entry: './src/compat-layer/index.ts', library: 'znPluginCompat', filename, minimize, outputPath });
  config.externals = { ...config.externals, 'zn-plugin-runtime': { root: 'znPlugin', commonjs: 'zn-plugin', commonjs2: 'zn-plugin', amd: 'zn-plugin' } };
  return config;
}

module.exports = [
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.js', minimize: false, browserOnly: true }),
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.min.js', minimize: true, browserOnly: true }),
  // The filter matcher alone, without AngularJS: require('zn-plugin/dist/zn-filter-matcher.js') is
  // the function; in a page, the global znFilterMatcher.
  umdBundle({ entry: './src/filters/matcher-standalone.ts', library: 'znFilterMatcher', filename: 'zn-filter-matcher.js', minimize: false, libraryExport: 'default' }),
  // The filters, directives and services of Zengine's plugin runtime beyond the documented ones
  // (src/extras, docs/extras.md): load it after zn-plugin.js; the workbench host does.
  umdBundle({ entry: './src/extras/index.ts', library: 'znPluginExtras', filename: 'zn-plugin-extras.js', minimize: false, browserOnly: true }),
  umdBundle({ entry: './src/extras/index.ts', library: 'znPluginExtras', filename: 'zn-plugin-extras.min.js', minimize: true, browserOnly: true }),
  // The testing kit for plugin authors' unit tests: load it after angular-mocks and zn-plugin.js.
  testingBundle(),
  coreBundle(),
  compatBundle(),
  compatBundle(dist, true),
  // The runtime of a v1 plugin shipped as a v2 app (src/frame, docs/v2.md "Shipping a v1 plugin as
  // v2"): loaded last by the app's index.html, after zn-plugin.js, compat, extras and plugin.js.
  umdBundle({ entry: './src/frame/index.ts', library: 'znPluginFrame', filename: 'zn-plugin-frame.js', minimize: false, browserOnly: true }),
  umdBundle({ entry: './src/frame/index.ts', library: 'znPluginFrame', filename: 'zn-plugin-frame.min.js', minimize: true, browserOnly: true })
];
module.exports.common = common;
module.exports.coreBundle = coreBundle;
module.exports.BANNER = BANNER;
/** zn-plugin.js and zn-plugin-compat.js, built into `outputPath` (test/node/compat-bundle.spec.ts loads them in a page). */
module.exports.pluginAndCompat = (outputPath) => [
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.js', minimize: false, browserOnly: true, outputPath }),
  compatBundle(outputPath)
];
/** zn-plugin.js and zn-plugin-testing.js, built into `outputPath` (karma.example.conf.js tests the built files). */
module.exports.pluginAndKit = (outputPath) => [
  umdBundle({ entry: './src/index.ts', library: 'znPlugin', filename: 'zn-plugin.js', minimize: false, browserOnly: true, outputPath }),
  testingBundle(outputPath)
];
