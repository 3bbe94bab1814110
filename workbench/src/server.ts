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
 *   /workbench/webhooks/deliveries the webhook deliveries the sandbox made (GET; the host page's panel)
 *   /workbench/webhooks/scheduled/<id>/run
 *                                  runs a scheduled webhook now (POST)
 *   /dist/...                      the SDK's bundle and stylesheet (the zn-plugin package's dist/, or `distDir`)
 *   /node_modules/...              exactly the vendor files the page loads (VENDOR_FILES)
 *   /v1/..., /plugins/...          the sandbox: the REST API and the plugins' backend services
 *   /workbench/firebase[...]        the plugins' local Firebase databases: a live tree, JSON exports
 *                                  (the databases themselves listen on ports of their own, see src/firebase/)
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
import { scopePluginCss } from '#core';
import { readPluginFolder, describeProblem, PluginFolder } from './plugin-folder';
import { isRepository, readRepository } from './repository/repository';
import type { BuildCache } from './repository/legacy-build';
import { npmInstall, shortPath } from './repository/npm-install';
import * as sandboxModule from './sandbox/app';
import type { PluginServiceMount, Sandbox } from './sandbox/app';
import { createFirebaseHost, FirebaseHost } from './firebase/host';
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
  'bootstrap/dist/fonts/glyphicons-halflings-regular.ttf',
  // Zengine's host gave plugins the Firebase client (1.0.17 there; 2.4.2, the registry's oldest
  // that runs the same code against a local server) and AngularFire (0.8 there; 0.9.2 here, see docs/firebase.md)
  'firebase/lib/firebase-web.js',
  'angularfire/dist/angularfire.js',
  'angularfire/dist/angularfire.min.js',
  // Zengine's host page loaded moment for every plugin (frontend-webhooks formats with it)
  'moment/moment.js',
  'moment/min/moment.min.js'
];

/**
 * Vendor files served changed: firebase-web.js ends with `module.exports = Firebase;`, which
 * throws in a page (no `module`); the page gets it guarded, the rest of the file as published.
 */
const VENDOR_REWRITES: Record<string, (source: string) => string> = {
  'firebase/lib/firebase-web.js': (source) => source.replace(/\nmodule\.exports\s*=\s*Firebase;\s*$/,
    '\nif (typeof module !== "undefined" && module && module.exports) module.exports = Firebase;\n')
};

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

/**
 * A plugin folder with the backend services it mounts. A plugin of a repository (a folder with
 * maya.json, see repository/) has the same shape, built by mayan's legacy build, with the folders
 * to watch and the file that names its namespace.
 */
export interface ServedFolder extends PluginFolder {
  services: PluginServiceMount[];
  watchDirs?: string[];
  namespaceFile?: string;
  /** The plugin's route where its configuration gives one (maya.json's `route`, such as `/my-board`). */
  route?: string;
}

/** How plugins are read: the environment of maya.json, builds kept while their files are unchanged. */
interface ReadContext {
  env?: string;
  cache: BuildCache;
  /** Plugin folders (of repositories) whose npm dependencies are not installed yet. */
  needsInstall: Set<string>;
}

/**
 * A repository given as a folder: each plugin maya.json names, built, and first a folder-like
 * entry (never served) holding the repository's own problems (maya.json cannot be read, a folder
 * it does not name), so they show with the others.
 */
function readRepositoryFolders(dir: string, context: ReadContext): ServedFolder[] {
  const read = readRepository(dir, { env: context.env, cache: context.cache });
  read.needsInstall.forEach((packageDir) => context.needsInstall.add(packageDir));
  const own: ServedFolder = {
    dir: read.repoDir, name: path.basename(read.repoDir), frontendDir: read.repoDir, backendDir: null, namespace: '',
    sources: { js: '', html: '', css: '' }, problems: read.problems, ok: false, services: [], watchDirs: [read.repoDir]
  };
  return [own, ...read.plugins];
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
function readPlugins(plugins: PluginEntry[], context: ReadContext): ServedFolder[] {
  const seen = new Map<string, string>();
  context.needsInstall.clear();
  const folders: ServedFolder[] = [];
  plugins.forEach((entry) => {
    if (isRepository(entry.dir)) readRepositoryFolders(entry.dir, context).forEach((folder) => folders.push(folder));
    else folders.push(readPluginFolder(entry.dir, { namespace: entry.namespace }) as ServedFolder);
  });
  return folders.map((folder) => {
    if (folder.ok && seen.has(folder.namespace)) {
      folder.problems.push({
        level: 'error',
        file: folder.namespaceFile || path.join(folder.frontendDir, 'plugin.js'),
        message: `the namespace "${folder.namespace}" is already served from ${seen.get(folder.namespace)}: each plugin needs its own`
      });
      folder.ok = false;
    }
    if (folder.ok) seen.set(folder.namespace, folder.dir);
    if (folder.namespaceFile) {
      // a plugin of a repository: its services are the ones maya.json gives it
      if (!folder.ok) folder.services = [];
      return folder;
    }
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

/**
 * Every served plugin gets its Plugins object (namespace, name, route), so
 * `znData('Plugins').get({ namespace })` finds it as on Zengine, backend services or not.
 */
function registerServedPlugins(sandbox: Sandbox, folders: ServedFolder[]): void {
  sandbox.registerPlugins(folders.filter((folder) => folder.ok).map((folder) => ({
    namespace: folder.namespace,
    name: folder.name,
    route: folder.route
  })));
}

/** The folders to watch: each plugin folder, its frontend/, backend/ and each service folder. */
function watchedDirs(folders: ServedFolder[]): Set<string> {
  const dirs = new Set<string>();
  const add = (dir: string | null) => {
    if (dir && fs.existsSync(dir) && fs.statSync(dir).isDirectory()) dirs.add(dir);
  };
  folders.forEach((folder) => {
    if (folder.watchDirs) {
      folder.watchDirs.forEach(add);
      return;
    }
    add(folder.dir);
    add(folder.frontendDir);
    add(folder.backendDir);
    add(path.join(folder.dir, 'firebase'));
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
          // node_modules/ changes on installs; maya_build/ on `zn-plugin build`; sandbox-data/ is the sandbox's own
          if (!name || /^\.|~$|\.swp$/.test(name) || name === 'node_modules' || name === 'maya_build' || name === 'sandbox-data') return;
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
  /** The plugin folders, or { dir, namespace }; a folder with maya.json is a repository of plugins. */
  plugins?: Array<string | PluginEntry>;
  /** The environment of the repositories' maya.json (default: the one marked "default"). */
  env?: string;
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
  /** How often scheduled webhooks are looked at, in ms (default 30000; 0 turns the schedule off). */
  webhookScheduleMs?: number;
}

export interface WorkbenchApp {
  app: express.Express;
  sandbox: Sandbox;
  /** The plugins' Firebase databases. */
  firebase: FirebaseHost;
  /** Resolves once the databases of the plugins served at start listen. */
  ready: Promise<void>;
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
  const context: ReadContext = { env: options.env, cache: new Map(), needsInstall: new Set() };
  const current = () => readPlugins(plugins, context);

  fs.mkdirSync(options.dataDir, { recursive: true });
  if (options.reset) DATABASE_FILES.forEach((file) => fs.rmSync(path.join(options.dataDir, file), { force: true }));
  const atStart = current();
  problemLines(atStart).forEach(log);
  const firebase = createFirebaseHost({ dataDir: options.dataDir, reset: options.reset, log });
  const sandbox: Sandbox = sandboxModule.createSandbox({
    dataDir: options.dataDir,
    // the sandbox's own example plugin (tally), then each folder's backend/<route>/ services
    pluginServices: sandboxModule.examplePluginServices(),
    pluginServiceTimeoutMs: options.serviceTimeoutMs,
    // the workbench's own guard (below) runs first, for the sandbox's paths too
    localGuard: false,
    logError,
    // each served plugin's Firebase database: on its Plugins object, and in its services' headers
    pluginRecordExtras: (namespace, user) => firebase.pluginRecordExtras(namespace, user, sandbox.store),
    serviceHeaders: firebase.serviceHeaders
  });
  const ready = firebase.sync(atStart);
  const mounted = new Set<string>();
  remountServices(sandbox, atStart, mounted);
  let closed = false;
  registerServedPlugins(sandbox, atStart);
  const scheduleMs = options.webhookScheduleMs === undefined ? 30000 : options.webhookScheduleMs;
  if (scheduleMs > 0) sandbox.startWebhookSchedule(Math.max(scheduleMs, 20));

  // Server-sent events: every open host page hears of a change and reloads itself.
  const listeners = new Set<Response>();
  let lastProblems = JSON.stringify(problemLines(atStart));
  // npm install, once per plugin folder, for repository plugins whose dependencies are missing;
  // when it is done the plugins are read again and the page reloads.
  const installing = new Set<string>();
  const attempted = new Set<string>();
  const installMissing = () => {
    context.needsInstall.forEach((dir) => {
      if (attempted.has(dir) || installing.has(dir)) return;
      attempted.add(dir);
      installing.add(dir);
      npmInstall(dir, log, shortPath(dir)).then(() => {
        installing.delete(dir);
        if (!closed) onChange([path.join(dir, 'node_modules')]);
      });
    });
  };
  const onChange = (files: string[]) => {
    // a changed package.json may name a new dependency: let it be installed again
    files.filter((file) => path.basename(file) === 'package.json').forEach((file) => attempted.delete(path.dirname(file)));
    const now = current();
    remountServices(sandbox, now, mounted);
    registerServedPlugins(sandbox, now);
    void firebase.sync(now);
    const lines = problemLines(now);
    const problems = JSON.stringify(lines);
    if (problems !== lastProblems) {
      lastProblems = problems;
      if (lines.length) lines.forEach(log);
      else log('every plugin folder is fine again');
    }
    const data = JSON.stringify({ files: files.map((file) => path.relative(process.cwd(), file) || file) });
    listeners.forEach((res) => res.write(`event: change\ndata: ${data}\n\n`));
    installMissing();
  };
  const stopWatching = watchPlugins(current, onChange);
  installMissing();

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

  // Webhooks: the deliveries the sandbox made (the host page's panel), and scheduled ones run on demand.
  app.get('/workbench/webhooks/deliveries', (req: Request, res: Response) => {
    res.json({ deliveries: sandbox.webhookDeliveries() });
  });
  app.post('/workbench/webhooks/scheduled/:id/run', (req: Request<{ id: string }>, res: Response) => {
    const id = /^[1-9][0-9]{0,15}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    const delivery = isNaN(id) ? undefined : sandbox.runScheduledWebhook(id);
    if (!delivery) return res.status(404).json({ error: `No ScheduledWebhooks object has id ${req.params.id.slice(0, 40)}` });
    return res.status(202).json({ delivery });
  });

  app.use(firebase.router);
  app.use('/dist', express.static(distDir, { index: false, fallthrough: false }));
  VENDOR_FILES.forEach((file) => {
    app.get(`/node_modules/${file}`, (req: Request, res: Response) => {
      const installed = vendorPath(file);
      const rewrite = VENDOR_REWRITES[file];
      if (installed && fs.existsSync(installed) && rewrite) return res.type('js').send(rewrite(fs.readFileSync(installed, 'utf8')));
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
    firebase,
    ready,
    readPlugins: current,
    close: () => {
      closed = true;
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
  /** The plugins' Firebase databases (firebase.databases.get(namespace).url ...). */
  firebase: FirebaseHost;
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
    return workbench.firebase.close();
  };
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      void stop().then(() => reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; give another with --port`) : error));
    });
    // the plugins' databases listen first, so the first page finds them
    void workbench.ready.then(() => server.listen(port, host, () => {
      const address = server.address() as import('net').AddressInfo;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${host}:${address.port}/`,
        port: address.port,
        server,
        sandbox: workbench.sandbox,
        firebase: workbench.firebase,
        plugins: workbench.readPlugins,
        /** Stops watching and listening, ends open connections and closes the database. */
        close: () => {
          if (!closing) {
            closing = new Promise<void>((done) => {
              workbench.close();
              server.close(() => {
                workbench.sandbox.close();
                workbench.firebase.close().then(done, done);
              });
              server.closeAllConnections();
            });
          }
          return closing;
        }
      });
    }));
  });
}

