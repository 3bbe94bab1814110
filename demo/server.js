'use strict';
/**
 * The demo's server: one origin on 127.0.0.1 that serves what a host page needs, the way a real
 * host serves it, and the sandbox behind it:
 *
 *   /                         demo/index.html, with the example plugin's templates put in
 *   /host/...                 the demo host's own script and styles (demo/host/)
 *   /plugin/plugin.js, .css   the example plugin's browser files (never its backend)
 *   /dist/...                 the SDK's bundle and stylesheet (dist/, or `distDir`)
 *   /node_modules/...         the few vendor files the page loads by script and link tags
 *   /v1/..., /plugins/...     the sandbox: the REST API and the plugins' backend services
 *
 * scripts/start.js (`npm start`) and the browser tests (test/e2e/) both start it through
 * `startDemoServer`. It needs the sandbox compiled (`tsc -p tsconfig.node.json`).
 */
const fs = require('fs');
const path = require('path');
const http = require('http');
const express = require('express');

const ROOT = path.resolve(__dirname, '..');
const DEMO = __dirname;
/** Where `tsc -p tsconfig.node.json` puts the sandbox. */
const SANDBOX_BUILD = path.join(ROOT, '.build', 'node', 'sandbox');
/** The marker in index.html that the plugin's templates replace. */
const TEMPLATES_MARKER = '<!-- zn-demo: the plugin\'s templates -->';

// Exactly the vendor files the page may ask for; the rest of node_modules is never served.
const VENDOR_FILES = [
  'angular/angular.js',
  'angular/angular.min.js',
  'angular-sanitize/angular-sanitize.js',
  'angular-sanitize/angular-sanitize.min.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-csp.css',
  'bootstrap/dist/css/bootstrap.min.css',
  'bootstrap/dist/css/bootstrap.min.css.map'
];

// The example plugin's files that go to the browser; its backend services (backend/) stay on the server.
const PLUGIN_BROWSER_FILES = ['plugin.js', 'plugin.css'];

/** index.html with the plugin's `<script type="text/ng-template">` blocks where the marker is. */
function renderIndex() {
  const page = fs.readFileSync(path.join(DEMO, 'index.html'), 'utf8');
  const templates = fs.readFileSync(path.join(DEMO, 'plugin', 'frontend', 'plugin.html'), 'utf8');
  if (page.indexOf(TEMPLATES_MARKER) === -1) throw new Error(`demo/index.html has lost its marker ${TEMPLATES_MARKER}`);
  // A function replacement, so `$&` or `$1` in a template is kept as written.
  return page.replace(TEMPLATES_MARKER, () => templates.trim());
}

/**
 * The backend services the sandbox serves: its own example plugin's (tally) and the demo
 * plugin's, one per folder of demo/plugin/backend/ (board/settings, board/summary).
 */
function pluginServices(sandboxModule) {
  const board = sandboxModule.findPluginServices(path.join(DEMO, 'plugin'), 'board', 'Board');
  if (board.problems.length) throw new Error(`The demo plugin's backend is broken: ${board.problems.join('; ')}`);
  return sandboxModule.examplePluginServices().concat(board.mounts);
}

/**
 * Builds the express app and its sandbox without listening.
 * options: dataDir (the sandbox's data folder, required), distDir (default dist/), logError.
 */
function createDemoApp(options) {
  if (!options || !options.dataDir) throw new Error('createDemoApp: give dataDir, the sandbox\'s data folder');
  const appFile = path.join(SANDBOX_BUILD, 'app.js');
  if (!fs.existsSync(appFile)) {
    throw new Error(`The sandbox is not compiled (${path.relative(ROOT, appFile)} is missing): run npx tsc -p tsconfig.node.json`);
  }
  const distDir = options.distDir || path.join(ROOT, 'dist');
  const sandboxModule = require(appFile);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sandbox = sandboxModule.createSandbox({ dataDir: options.dataDir, pluginServices: pluginServices(sandboxModule), logError: options.logError });

  const app = express();
  app.disable('x-powered-by');
  // The demo is for changing and reloading: never let the browser keep an old copy.
  app.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/', (req, res, next) => {
    try {
      res.type('html').send(renderIndex());
    } catch (error) {
      next(error);
    }
  });
  app.use('/host', express.static(path.join(DEMO, 'host'), { index: false, fallthrough: false }));
  PLUGIN_BROWSER_FILES.forEach((file) => {
    app.get(`/plugin/${file}`, (req, res) => res.sendFile(path.join(DEMO, 'plugin', 'frontend', file)));
  });
  app.use('/dist', express.static(distDir, { index: false, fallthrough: false }));
  VENDOR_FILES.forEach((file) => {
    app.get(`/node_modules/${file}`, (req, res) => {
      const installed = path.join(ROOT, 'node_modules', file);
      if (fs.existsSync(installed)) return res.sendFile(installed);
      res.status(404).type('text').send(`${file} is not installed: run npm ci`);
    });
  });
  // The sandbox answers its own paths, and everything else it does not know with a JSON 404.
  app.use((req, res, next) => {
    if (/^\/(v1|plugins)(\/|$)/.test(req.path)) return sandbox.app(req, res, next);
    res.status(404).type('text').send(`Nothing is served at ${req.path.slice(0, 200)}`);
  });
  // express knows an error handler by its four parameters
  app.use((error, req, res, next) => { // eslint-disable-line no-unused-vars
    const status = error && (error.status || error.statusCode);
    if (status && status < 500) return res.status(status).type('text').send(status === 404 ? 'Not found' : 'Bad request');
    (options.logError || console.error)(error);
    res.status(500).type('text').send('The demo server failed; its log has the details');
  });
  return { app, sandbox };
}

/**
 * Starts the demo server. options: dataDir (required), distDir, port (0 picks a free one;
 * default 8080), host (default 127.0.0.1), logError. Resolves with { url, server, sandbox, close() }.
 */
function startDemoServer(options) {
  const { app, sandbox } = createDemoApp(options);
  const host = options.host || '127.0.0.1';
  const port = options.port === undefined ? 8080 : options.port;
  const server = http.createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      sandbox.close();
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; set PORT to another`) : error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      let closing;
      resolve({
        url: `http://${host}:${address.port}/`,
        server,
        sandbox,
        /** Stops listening, ends open connections and closes the database. */
        close: () => {
          if (!closing) {
            closing = new Promise((done) => {
              server.close(() => {
                sandbox.close();
                done();
              });
              server.closeAllConnections();
            });
          }
          return closing;
        }
      });
    });
  });
}

module.exports = { createDemoApp, startDemoServer };
