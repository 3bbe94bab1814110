/**
 * The plugin workbench: one origin on 127.0.0.1 that serves the host page, the SDK, the sandbox
 * and every plugin folder it is given, the way Zengine served a plugin to its app.
 *
 *   /, /workspaces/...             the host page (host/index.html): HTML5 deep links get it too,
 *                                  with every served plugin's templates, styles and script in it
 *   /host/...                      the host's own script and styles (host/)
 *   /workbench/plugins/<ns>/plugin.js, plugin.css
 *                                  a plugin's browser files, read afresh on every request; its
 *                                  CSS scoped under its namespace
 *   /workbench/events              server-sent events: `change` when a plugin file changes
 *   /dist/...                      the SDK's bundle and stylesheet (the zn-plugin package's dist/, or `distDir`)
 *   /node_modules/...              exactly the vendor files the page loads (VENDOR_FILES)
 *   /v1/..., /plugins/...          the sandbox: the REST API and the plugins' backend services
 *
 * Every request goes first through the local guard (src/http/local-guard.ts): only the host
 * names of this server are answered, and a write from another site is refused, so no web page
 * the developer visits can use it. Every line it logs goes through printable().
 *
 * `zn-plugin serve` (src/cli.ts), `npm start` and the browser tests (test/e2e/) all start
 * it through `startWorkbench`.
 */
import fs from 'fs';
import path from 'path';
import http from 'http';
import util from 'util';
import express, { NextFunction, Request, Response } from 'express';
import { scopePluginCss } from 'zn-plugin/core';
import { readPluginFolder, describeProblem, PluginFolder } from './plugin-folder';
import * as sandboxModule from './sandbox/app';
import type { PluginServiceMount, Sandbox } from './sandbox/app';
import { localGuard } from './http/local-guard';
import { printable, printableLines } from './printable';

/** The workbench package's folder (this file runs from build/src/). */
const PACKAGE_DIR = path.resolve(__dirname, '..', '..');
const HOST_DIR = path.join(PACKAGE_DIR, 'host');
/** The SDK package's dist/: the bundles and stylesheet the host page loads. */
const SDK_DIST = path.join(path.dirname(require.resolve('zn-plugin/package.json')), 'dist');
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
export const VENDOR_FILES = [
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

/** Where an installed package's file is: `angular/angular.js` → its path, resolved from this package. */
function vendorPath(file: string): string | null {
  const parts = file.split('/');
  const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), file.slice(name.length + 1));
  } catch {
    return null;
  }
}

function escapeHtml(text: unknown): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
  return String(text).replace(/[&<>"']/g, (c) => entities[c]);
}

/** A plugin given to the workbench: its folder, and the namespace given for it on the command line. */
export interface PluginEntry {
  dir: string;
  namespace?: string;
}

/** A plugin folder with the backend services it mounts. */
export interface ServedFolder extends PluginFolder {
  services: PluginServiceMount[];
}

/** A plugin given as a folder, or as { dir, namespace }. */
function normalizePlugin(entry: string | PluginEntry): PluginEntry {
  if (typeof entry === 'string') return { dir: path.resolve(entry), namespace: undefined };
  if (entry && typeof entry.dir === 'string') return { dir: path.resolve(entry.dir), namespace: entry.namespace || undefined };
  throw new Error(`startWorkbench: each of plugins is a folder or { dir, namespace }; got ${JSON.stringify(entry)}`);
}

/** A problem text of the sandbox's ('/x/backend/a/plugin.js:3: SyntaxError: ...') as a problem. */
function serviceProblem(text: string, backendDir: string): PluginFolder['problems'][number] {
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
function readPlugins(plugins: PluginEntry[]): ServedFolder[] {
  const seen = new Map<string, string>();
  return plugins.map((entry) => {
    const folder = readPluginFolder(entry.dir, { namespace: entry.namespace }) as ServedFolder;
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
      found.problems.forEach((text) => folder.problems.push(serviceProblem(text, folder.backendDir as string)));
    }
    return folder;
  });
}

/** The problems of the folders, as lines of text. */
function problemLines(folders: ServedFolder[]): string[] {
  const lines: string[] = [];
  folders.forEach((folder) => folder.problems.forEach((item) => lines.push(describeProblem(item, process.cwd()))));
  return lines;
}

/** The host page with the plugins put in, and their problems shown at the top. */
function renderHostPage(folders: ServedFolder[]): string {
  const page = fs.readFileSync(path.join(HOST_DIR, 'index.html'), 'utf8');
  Object.keys(MARKERS).forEach((key) => {
    const marker = MARKERS[key as keyof typeof MARKERS];
    if (page.indexOf(marker) === -1) throw new Error(`host/index.html has lost its marker ${marker}`);
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
    `<!-- ${escapeHtml(folder.namespace)}: ${escapeHtml(folder.name)} -->\n` +
    `${folder.sources.html.trim()}\n` +
    `<script src="workbench/plugins/${folder.namespace}/plugin.js"></script>`).join('\n');
  // Function replacements, so `$&` or `$1` in a template is kept as written.
  return page
    .replace(MARKERS.styles, () => styles)
    .replace(MARKERS.problems, () => problems)
    .replace(MARKERS.plugins, () => plugins);
}

/** Serves exactly the current folders' backend services (the sandbox's own example stays). */
function remountServices(sandbox: Sandbox, folders: ServedFolder[], mounted: Set<string>): void {
  mounted.forEach((namespace) => sandbox.unmountPluginServices(namespace));
  mounted.clear();
  folders.filter((folder) => folder.ok && folder.services.length).forEach((folder) => {
    sandbox.mountPluginServices(folder.services);
    mounted.add(folder.namespace);
  });
}

/** The folders to watch: each plugin folder, its frontend/, backend/ and each service folder. */
function watchedDirs(folders: ServedFolder[]): Set<string> {
  const dirs = new Set<string>();
  const add = (dir: string | null) => {
    if (dir && fs.existsSync(dir) && fs.statSync(dir).isDirectory()) dirs.add(dir);
  };
  folders.forEach((folder) => {
    add(folder.dir);
    add(folder.frontendDir);
    add(folder.backendDir);
    if (folder.backendDir && fs.existsSync(folder.backendDir)) {
      fs.readdirSync(folder.backendDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
        .forEach((entry) => add(path.join(folder.backendDir as string, entry.name)));
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
function watchPlugins(folders: () => ServedFolder[], changed: (files: string[]) => void): () => void {
  let watchers: fs.FSWatcher[] = [];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let files = new Set<string>();
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
      } catch {
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

/** What startWorkbench and createWorkbenchApp take. */
export interface WorkbenchOptions {
  /** The plugin folders, or { dir, namespace }. */
  plugins?: Array<string | PluginEntry>;
  /** The sandbox's data folder (required). */
  dataDir: string;
  /** Start from a freshly seeded sandbox. */
  reset?: boolean;
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  distDir?: string;
  serviceTimeoutMs?: number;
  /** Port to listen on (0 picks a free one; default 8080). */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Host names answered besides localhost, `*.localhost` and IP addresses (and `host`, when it
   * is a name): `--allowed-hosts`. Requests naming any other host are refused (DNS rebinding).
   */
  allowedHosts?: string[];
  log?: (line: string) => void;
  logError?: (error: unknown) => void;
}

export interface WorkbenchApp {
  app: express.Express;
  sandbox: Sandbox;
  readPlugins(): ServedFolder[];
  close(): void;
}

/** Builds the express app and its sandbox without listening. */
export function createWorkbenchApp(options: WorkbenchOptions): WorkbenchApp {
  if (!options || !options.dataDir) throw new Error('startWorkbench: give dataDir, the sandbox\'s data folder');
  const writeLine = options.log || ((line: string) => process.stdout.write(`${line}\n`));
  // names and problems come from folder and file names: no escape sequence reaches the terminal
  const log = (line: string) => writeLine(printable(line));
  const logError = options.logError || ((error: unknown) => process.stderr.write(`${printableLines(util.inspect(error))}\n`));
  const plugins = (options.plugins || []).map(normalizePlugin);
  const distDir = options.distDir || SDK_DIST;
  const current = () => readPlugins(plugins);

  fs.mkdirSync(options.dataDir, { recursive: true });
  if (options.reset) DATABASE_FILES.forEach((file) => fs.rmSync(path.join(options.dataDir, file), { force: true }));
  const atStart = current();
  problemLines(atStart).forEach(log);
  const sandbox = sandboxModule.createSandbox({
    dataDir: options.dataDir,
    // the sandbox's own example plugin (tally), then each folder's backend/<route>/ services
    pluginServices: sandboxModule.examplePluginServices(),
    pluginServiceTimeoutMs: options.serviceTimeoutMs,
    // the workbench's own guard (below) runs first, for the sandbox's paths too
    localGuard: false,
    logError
  });
  const mounted = new Set<string>();
  remountServices(sandbox, atStart, mounted);

  // Server-sent events: every open host page hears of a change and reloads itself.
  const listeners = new Set<Response>();
  let lastProblems = JSON.stringify(problemLines(atStart));
  const stopWatching = watchPlugins(current, (files) => {
    const now = current();
    remountServices(sandbox, now, mounted);
    const lines = problemLines(now);
    const problems = JSON.stringify(lines);
    if (problems !== lastProblems) {
      lastProblems = problems;
      if (lines.length) lines.forEach(log);
      else log('every plugin folder is fine again');
    }
    const data = JSON.stringify({ files: files.map((file) => path.relative(process.cwd(), file) || file) });
    listeners.forEach((res) => res.write(`event: change\ndata: ${data}\n\n`));
  });

  const app = express();
  app.disable('x-powered-by');
  // First: refuse what a web page on another site (or a rebound DNS name) sends.
  const allowedHosts = (options.allowedHosts || []).slice();
  if (options.host && !/^[\d.:]+$/.test(options.host)) allowedHosts.push(options.host.toLowerCase());
  app.use(localGuard({ allowedHosts, howToAllow: 'give it with zn-plugin serve --allowed-hosts <name>' }));
  // For changing and reloading: never let the browser keep an old copy.
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const sendHostPage = (req: Request, res: Response, next: NextFunction) => {
    try {
      res.type('html').send(renderHostPage(current()));
    } catch (error) {
      next(error);
    }
  };
  app.get('/', sendHostPage);
  // HTML5 deep links: the host page answers them and its router shows the page they name.
  app.get(/^\/workspaces(\/|$)/, sendHostPage);
  app.use('/host', express.static(HOST_DIR, { index: false, fallthrough: false }));

  app.get('/workbench/plugins/:namespace/:file', (req: Request<{ namespace: string; file: string }>, res: Response) => {
    const folder = current().find((candidate) => candidate.ok && candidate.namespace === req.params.namespace);
    if (!folder) return res.status(404).type('text').send(`No plugin is served with the namespace ${req.params.namespace.slice(0, 100)}`);
    if (req.params.file === 'plugin.js') return res.type('js').send(folder.sources.js);
    if (req.params.file === 'plugin.css') return res.type('css').send(scopePluginCss(folder.sources.css, folder.namespace));
    return res.status(404).type('text').send('A plugin serves plugin.js and plugin.css only');
  });
  app.get('/workbench/events', (req: Request, res: Response) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
  });

  app.use('/dist', express.static(distDir, { index: false, fallthrough: false }));
  VENDOR_FILES.forEach((file) => {
    app.get(`/node_modules/${file}`, (req: Request, res: Response) => {
      const installed = vendorPath(file);
      if (installed && fs.existsSync(installed)) return res.sendFile(installed);
      return res.status(404).type('text').send(`${file} is not installed: run npm ci`);
    });
  });
  // The sandbox answers its own paths; everything else is not served.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (/^\/(v1|plugins)(\/|$)/.test(req.path)) return sandbox.app(req, res, next);
    return res.status(404).type('text').send(`Nothing is served at ${req.path.slice(0, 200)}`);
  });
  // express knows an error handler by its four parameters
  app.use((error: { status?: number; statusCode?: number } | undefined, req: Request, res: Response, next: NextFunction) => {
    void next;
    const status = error && (error.status || error.statusCode);
    if (status && status < 500) return res.status(status).type('text').send(status === 404 ? 'Not found' : 'Bad request');
    logError(error);
    return res.status(500).type('text').send('The workbench failed; its log has the details');
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

/** A started workbench; `plugins()` reads the folders again and returns them with their namespaces and problems. */
export interface Workbench {
  url: string;
  port: number;
  server: http.Server;
  sandbox: Sandbox;
  plugins(): ServedFolder[];
  /** Stops watching and listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

/** Starts the workbench (see WorkbenchOptions); resolves once it listens. */
export function startWorkbench(options: WorkbenchOptions): Promise<Workbench> {
  const workbench = createWorkbenchApp(options);
  const host = options.host || '127.0.0.1';
  const port = options.port === undefined ? 8080 : options.port;
  const server = http.createServer(workbench.app);
  const stop = () => {
    workbench.close();
    workbench.sandbox.close();
  };
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      stop();
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; give another with --port`) : error);
    });
    server.listen(port, host, () => {
      const address = server.address() as import('net').AddressInfo;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${host}:${address.port}/`,
        port: address.port,
        server,
        sandbox: workbench.sandbox,
        plugins: workbench.readPlugins,
        /** Stops watching and listening, ends open connections and closes the database. */
        close: () => {
          if (!closing) {
            closing = new Promise<void>((done) => {
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

