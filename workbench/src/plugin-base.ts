/**
 * The shapes every plugin shares on its way through the workbench, whatever its source and
 * builder (docs/architecture.md, "One plugin pipeline"):
 *
 *   source (a plugin folder, a maya.json entry)
 *     → builder (chosen once from the source: BuilderKind)
 *     → PluginBuild (what the builder made)
 *     → PluginBase (the plugin as read: folder, namespace, texts, problems)
 *     → ServedPlugin (serve/served-plugin.ts: PluginBase plus services, watched folders, builder)
 *
 * readPluginFolder (plugin-folder.ts) yields a PluginBase, a repository's reader a RepositoryPlugin
 * (a PluginBase with its services), and serve/ a ServedPlugin: one base, no parallel copies.
 */

export type ProblemLevel = 'error' | 'warning';

/** Something that keeps a plugin (error) or part of it (warning) from being served, where it is. */
export interface Problem {
  level: ProblemLevel;
  file: string;
  line?: number;
  message: string;
}

/**
 * The kinds of build, one per builder:
 *
 *   v1-folder   a plain plugin folder (plugin.js, plugin.html, plugin.css) read as it is
 *   v1-legacy   a mayan repository plugin, built by the legacy build (repository/)
 *   v2-app      a "version": 2 npm app, built with npm run build, shown in frames (v2/)
 *   v1-as-v2    a v1 legacy build packed into a v2 app and served like one (ship-v2/)
 */
export type BuilderKind = 'v1-folder' | 'v1-legacy' | 'v2-app' | 'v1-as-v2';

/**
 * What building one plugin gives the server, whichever builder made it: the three texts
 * Zengine's developer console took (a framed plugin's are the host page's frames for it), and
 * what the build found and read.
 */
export interface PluginBuild {
  js: string;
  html: string;
  css: string;
  problems: Problem[];
  /** Every file the build read. */
  inputs: string[];
  /** The folders whose changes change the build. */
  watchDirs: string[];
  /** npm dependencies are declared and not installed (the rule of util/npm.ts). */
  needsInstall: boolean;
  packageDir: string | null;
  /** Where each source file's lines are in `js` (a joined build), so a line of it can be named at its source. */
  jsSegments?: Array<{ file: string; start: number; lines: number }>;
}

/** A plugin as read or built, before serve/ adds what serving it takes. */
export interface PluginBase {
  /** Its folder. */
  dir: string;
  /** Its name: the folder's name, or maya.json's key. */
  name: string;
  /** Where its browser files are (`<dir>/frontend/` or `<dir>`; a repository plugin's folder). */
  frontendDir: string;
  /** Where its backend services are, or null. */
  backendDir: string | null;
  namespace: string;
  /** What the host page puts in the page: the templates, the script and the (unscoped) styles. */
  sources: { js: string; html: string; css: string };
  problems: Problem[];
  /** False when a problem of level 'error' keeps it from being served. */
  ok: boolean;
}

/** A build with nothing in it but `problems` (a source that cannot be built). */
export function emptyBuild(problems: Problem[], inputs: string[]): PluginBuild {
  return { js: '', html: '', css: '', problems, inputs, watchDirs: [], needsInstall: false, packageDir: null };
}
