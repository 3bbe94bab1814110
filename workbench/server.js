'use strict';
/**
 * The plugin workbench: one origin on 127.0.0.1 that serves the host page, the SDK, the sandbox
 * and every plugin folder it is given, the way Zengine served a plugin to its app.
 *
 *   /, /workspaces/...             the host page (demo/index.html): HTML5 deep links get it too,
 *                                  with every served plugin's templates, styles and script in it
 *   /host/...                      the host's own script and styles (demo/host/)
 *   /workbench/plugins/<ns>/plugin.js, plugin.css
 *                                  a plugin's browser files, read afresh on every request; its
 *                                  CSS scoped under its namespace
 *   /workbench/events              server-sent events: `change` when a plugin file changes
 *   /dist/...                      the SDK's bundle and stylesheet (dist/, or `distDir`)
 *   /node_modules/...              exactly the vendor files the page loads (VENDOR_FILES)
 *   /v1/..., /plugins/...          the sandbox: the REST API and the plugins' backend services
 *
 * `zn-plugin serve` (bin/zn-plugin.js), `npm start` and the browser tests (test/e2e/) all start
 * it through `startWorkbench`. It needs the sandbox compiled (`tsc -p tsconfig.node.json`).
 */
const fs = require('fs');
const path = require('path');
const http = require('http');
const express = require('express');
const { readPluginFolder, describeProblem } = require('./plugin-folder');

const ROOT = path.resolve(__dirname, '..');
const HOST_DIR = path.join(ROOT, 'demo');
/** Where `tsc -p tsconfig.node.json` puts the sandbox and the SDK's Node-side modules. */
const NODE_BUILD = path.join(ROOT, '.build', 'node');
const SANDBOX_BUILD = path.join(NODE_BUILD, 'sandbox');
const DATABASE_FILES = ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm'];
/** The markers in the host page that the served plugins replace. */
const MARKERS = {
  styles: '<!-- zn-workbench: plugin styles -->',
  problems: '<!-- zn-workbench: problems -->',
  plugins: '<!-- zn-workbench: plugin templates and scripts -->'
};
/** How long changes are gathered before the page is told to reload, in ms. */
const CHANGE_SETTLE_MS = 120;

// Exactly the vendor files the page may ask for; the rest of node_modules is never served.
const VENDOR_FILES = [
  'jquery/dist/jquery.js',
  'jquery/dist/jquery.min.js',
  'jquery-ui/dist/jquery-ui.js',
  'jquery-ui/dist/jquery-ui.min.js',
  'angular/angular.js',
  'angular/angular.min.js',
  'angular-route/angular-route.js',
  'angular-route/angular-route.min.js',
  'angular-sanitize/angular-sanitize.js',
  'angular-sanitize/angular-sanitize.min.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-csp.css',
  'angular-ui-sortable/dist/sortable.js',
  'angular-ui-sortable/dist/sortable.min.js',
  'bootstrap/dist/css/bootstrap.min.css',
  'bootstrap/dist/css/bootstrap.min.css.map',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.woff2',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.woff',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.ttf'
];

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' }[c]));
}

/**
 * The SDK's `scopePluginCss(css, namespace)` (src/plugin/css-scope.ts, compiled for Node), read
 * on each use so a rebuild is picked up; null when it is not built.
 */
function cssScoper() {
  const file = path.join(NODE_BUILD, 'src', 'plugin', 'css-scope.js');
  if (!fs.existsSync(file)) return null;
  return require(file).scopePluginCss;
}

/** A plugin given as a folder, or as { dir, namespace }. */
function normalizePlugin(entry) {
  if (typeof entry === 'string') return { dir: path.resolve(entry), namespace: undefined };
  if (entry && typeof entry.dir === 'string') return { dir: path.resolve(entry.dir), namespace: entry.namespace || undefined };
  throw new Error(`startWorkbench: each of plugins is a folder or { dir, namespace }; got ${JSON.stringify(entry)}`);
}

/** A problem text of the sandbox's ('/x/backend/a/plugin.js:3: SyntaxError: ...') as a problem. */
function serviceProblem(text, backendDir) {
  const match = /^(\/[^:]+?)(?::(\d+))?: (.*)$/.exec(text);
  const message = `backend service not served: ${match ? match[3] : text}`;
  return { level: 'warning', file: match ? match[1] : backendDir, line: match && match[2] ? Number(match[2]) : undefined, message };
}

/**
 * Reads every plugin folder now, with its backend services (`backend/<route>/plugin.js`, found
 * by the sandbox's findPluginServices). A namespace served by an earlier folder is a problem of
 * the later one; a broken service is a warning (the plugin's other parts are served). Returns
 * the folders in the order given, each with its problems and `services` (the mounts).
 */
function readPlugins(plugins, sandboxModule) {
  const seen = new Map();
  return plugins.map((entry) => {
    const folder = readPluginFolder(entry.dir, { namespace: entry.namespace });
    if (folder.ok && seen.has(folder.namespace)) {
      folder.problems.push({
        level: 'error',
        file: path.join(folder.frontendDir, 'plugin.js'),
        message: `the namespace "${folder.namespace}" is already served from ${seen.get(folder.namespace)}: each plugin needs its own`
      });
      folder.ok = false;
    }
    if (folder.ok) seen.set(folder.namespace, folder.dir);
    folder.services = [];
    if (folder.ok && folder.backendDir) {
      const found = sandboxModule.findPluginServices(folder.dir, folder.namespace);
      folder.services = found.mounts;
      found.problems.forEach((text) => folder.problems.push(serviceProblem(text, folder.backendDir)));
    }
    return folder;
  });
}

/** The problems of the folders, as lines of text. */
function problemLines(folders) {
  const lines = [];
  folders.forEach((folder) => folder.problems.forEach((item) => lines.push(describeProblem(item, process.cwd()))));
  return lines;
}

/** The host page with the plugins put in, and their problems shown at the top. */
function renderHostPage(folders) {
  const page = fs.readFileSync(path.join(HOST_DIR, 'index.html'), 'utf8');
  Object.keys(MARKERS).forEach((key) => {
    if (page.indexOf(MARKERS[key]) === -1) throw new Error(`demo/index.html has lost its marker ${MARKERS[key]}`);
  });
  const served = folders.filter((folder) => folder.ok);
  const styles = served
    .map((folder) => `<link rel="stylesheet" href="workbench/plugins/${folder.namespace}/plugin.css">`).join('\n  ');
  const lines = problemLines(folders);
  const errors = folders.some((folder) => folder.problems.some((item) => item.level === 'error'));
  const problems = lines.length === 0 ? '' :
    `<div class="alert ${errors ? 'alert-danger' : 'alert-warning'} zn-workbench-problems" role="alert">\n` +
    `    <strong>${errors ? 'The workbench could not serve everything:' : 'The workbench serves everything, with warnings:'}</strong>\n    <ul>\n` +
    lines.map((line) => `      <li class="zn-workbench-problem">${escapeHtml(line)}</li>`).join('\n') +
    '\n    </ul>\n  </div>';
  const plugins = served.map((folder) =>
    `<!-- ${escapeHtml(folder.namespace)}: ${escapeHtml(path.relative(ROOT, folder.dir) || folder.dir)} -->\n` +
    `${folder.sources.html.trim()}\n` +
    `<script src="workbench/plugins/${folder.namespace}/plugin.js"></script>`).join('\n');
  // Function replacements, so `$&` or `$1` in a template is kept as written.
  return page
    .replace(MARKERS.styles, () => styles)
    .replace(MARKERS.problems, () => problems)
    .replace(MARKERS.plugins, () => plugins);
}

/** Serves exactly the current folders' backend services (the sandbox's own example stays). */
function remountServices(sandbox, folders, mounted) {
  mounted.forEach((namespace) => sandbox.unmountPluginServices(namespace));
  mounted.clear();
  folders.filter((folder) => folder.ok && folder.services.length).forEach((folder) => {
    sandbox.mountPluginServices(folder.services);
    mounted.add(folder.namespace);
  });
}

/** The folders to watch: each plugin folder, its frontend/, backend/ and each service folder. */
function watchedDirs(folders) {
  const dirs = new Set();
  const add = (dir) => {
    if (dir && fs.existsSync(dir) && fs.statSync(dir).isDirectory()) dirs.add(dir);
  };
  folders.forEach((folder) => {
    add(folder.dir);
    add(folder.frontendDir);
    add(folder.backendDir);
    if (folder.backendDir && fs.existsSync(folder.backendDir)) {
      fs.readdirSync(folder.backendDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
        .forEach((entry) => add(path.join(folder.backendDir, entry.name)));
    }
  });
  return dirs;
}

/**
 * Watches the plugin folders (see watchedDirs; `folders()` reads them) and calls
 * `changed(files)` for the changes, at most once per CHANGE_SETTLE_MS; after each call the
 * folders are looked at again, so a new frontend/ or service folder is watched too. Returns a
 * function that stops watching.
 */
function watchPlugins(folders, changed) {
  let watchers = [];
  let timer = null;
  let stopped = false;
  let files = new Set();
  const watch = () => {
    watchers.forEach((watcher) => watcher.close());
    watchers = [];
    watchedDirs(folders()).forEach((dir) => {
      try {
        const watcher = fs.watch(dir, (event, name) => {
          if (!name || /^\.|~$|\.swp$/.test(name) || name === 'node_modules') return;
          files.add(path.join(dir, String(name)));
          if (!timer) timer = setTimeout(flush, CHANGE_SETTLE_MS);
        });
        watcher.on('error', () => undefined);
        watchers.push(watcher);
      } catch (error) {
        // a folder that went away meanwhile: the next look finds what is there
      }
    });
  };
  const flush = () => {
    timer = null;
    if (stopped) return;
    const list = Array.from(files);
    files = new Set();
    changed(list);
    watch();
  };
  watch();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
  };
}

/**
 * Builds the express app and its sandbox without listening.
 * options: plugins (folders, or { dir, namespace }), dataDir (required), reset, distDir,
 * serviceTimeoutMs, logError, log. Returns { app, sandbox, readPlugins(), close() }.
 */
function createWorkbenchApp(options) {
  if (!options || !options.dataDir) throw new Error('startWorkbench: give dataDir, the sandbox\'s data folder');
  const appFile = path.join(SANDBOX_BUILD, 'app.js');
  if (!fs.existsSync(appFile)) {
    throw new Error(`The sandbox is not compiled (${path.relative(ROOT, appFile)} is missing): run npx tsc -p tsconfig.node.json`);
  }
  const log = options.log || ((line) => process.stdout.write(`${line}\n`));
  const logError = options.logError || ((error) => console.error(error));
  const plugins = (options.plugins || []).map(normalizePlugin);
  const distDir = options.distDir || path.join(ROOT, 'dist');
  const sandboxModule = require(appFile);
  const current = () => readPlugins(plugins, sandboxModule);

  fs.mkdirSync(options.dataDir, { recursive: true });
  if (options.reset) DATABASE_FILES.forEach((file) => fs.rmSync(path.join(options.dataDir, file), { force: true }));
  const atStart = current();
  problemLines(atStart).forEach(log);
  const sandbox = sandboxModule.createSandbox({
    dataDir: options.dataDir,
    // the sandbox's own example plugin (tally), then each folder's backend/<route>/ services
    pluginServices: sandboxModule.examplePluginServices(),
    pluginServiceTimeoutMs: options.serviceTimeoutMs,
    logError
  });
  const mounted = new Set();
  remountServices(sandbox, atStart, mounted);

  // Server-sent events: every open host page hears of a change and reloads itself.
  const listeners = new Set();
  let lastProblems = problemLines(atStart).join('\n');
  const stopWatching = watchPlugins(current, (files) => {
    const now = current();
    remountServices(sandbox, now, mounted);
    const problems = problemLines(now).join('\n');
    if (problems !== lastProblems) {
      lastProblems = problems;
      if (problems) problems.split('\n').forEach(log);
      else log('every plugin folder is fine again');
    }
    const data = JSON.stringify({ files: files.map((file) => path.relative(ROOT, file) || file) });
    listeners.forEach((res) => res.write(`event: change\ndata: ${data}\n\n`));
  });

  const app = express();
  app.disable('x-powered-by');
  // For changing and reloading: never let the browser keep an old copy.
  app.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const sendHostPage = (req, res, next) => {
    try {
      res.type('html').send(renderHostPage(current()));
    } catch (error) {
      next(error);
    }
  };
  app.get('/', sendHostPage);
  // HTML5 deep links: the host page answers them and its router shows the page they name.
  app.get(/^\/workspaces(\/|$)/, sendHostPage);
  app.use('/host', express.static(path.join(HOST_DIR, 'host'), { index: false, fallthrough: false }));

  app.get('/workbench/plugins/:namespace/:file', (req, res) => {
    const folder = current().find((candidate) => candidate.ok && candidate.namespace === req.params.namespace);
    if (!folder) return res.status(404).type('text').send(`No plugin is served with the namespace ${req.params.namespace.slice(0, 100)}`);
    if (req.params.file === 'plugin.js') return res.type('js').send(folder.sources.js);
    if (req.params.file === 'plugin.css') {
      const scope = cssScoper();
      return res.type('css').send(scope ? scope(folder.sources.css, folder.namespace) : folder.sources.css);
    }
    res.status(404).type('text').send('A plugin serves plugin.js and plugin.css only');
  });
  app.get('/workbench/events', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
  });

  app.use('/dist', express.static(distDir, { index: false, fallthrough: false }));
  VENDOR_FILES.forEach((file) => {
    app.get(`/node_modules/${file}`, (req, res) => {
      const installed = path.join(ROOT, 'node_modules', file);
      if (fs.existsSync(installed)) return res.sendFile(installed);
      res.status(404).type('text').send(`${file} is not installed: run npm ci`);
    });
  });
  // The sandbox answers its own paths; everything else is not served.
  app.use((req, res, next) => {
    if (/^\/(v1|plugins)(\/|$)/.test(req.path)) return sandbox.app(req, res, next);
    res.status(404).type('text').send(`Nothing is served at ${req.path.slice(0, 200)}`);
  });
  // express knows an error handler by its four parameters
  app.use((error, req, res, next) => { // eslint-disable-line no-unused-vars
    const status = error && (error.status || error.statusCode);
    if (status && status < 500) return res.status(status).type('text').send(status === 404 ? 'Not found' : 'Bad request');
    logError(error);
    res.status(500).type('text').send('The workbench failed; its log has the details');
  });

  return {
    app,
    sandbox,
    readPlugins: current,
    close: () => {
      stopWatching();
      listeners.forEach((res) => res.end());
      listeners.clear();
    }
  };
}

/**
 * Starts the workbench. options: plugins (folders, or { dir, namespace }), dataDir (required),
 * reset (start from a freshly seeded sandbox), port (0 picks a free one; default 8080), host
 * (default 127.0.0.1), distDir, log(line) (default stdout), logError(error) (default
 * console.error). Resolves with { url, port, server, sandbox, plugins(), close() }; `plugins()`
 * reads the folders again and returns them with their namespaces and problems.
 */
function startWorkbench(options) {
  const workbench = createWorkbenchApp(options);
  const host = options.host || '127.0.0.1';
  const port = options.port === undefined ? 8080 : options.port;
  const server = http.createServer(workbench.app);
  const stop = () => {
    workbench.close();
    workbench.sandbox.close();
  };
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      stop();
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; give another with --port`) : error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      let closing;
      resolve({
        url: `http://${host}:${address.port}/`,
        port: address.port,
        server,
        sandbox: workbench.sandbox,
        plugins: workbench.readPlugins,
        /** Stops watching and listening, ends open connections and closes the database. */
        close: () => {
          if (!closing) {
            closing = new Promise((done) => {
              workbench.close();
              server.close(() => {
                workbench.sandbox.close();
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

module.exports = { startWorkbench, createWorkbenchApp, VENDOR_FILES };
