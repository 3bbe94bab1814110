/**
 * The one model of what `zn-plugin serve` serves: a ServedPlugin. Plugins come from sources: a
 * plain plugin folder and a mayan repository today (sources/), each turned into the same
 * ServedPlugin, so nothing after the sources (the snapshot, the host page, the mounts, the
 * Firebase databases, the live reload) asks where a plugin came from.
 *
 * A new kind of source (a version 2 app shown in an iframe from an origin of its own) is one more
 * PluginSourceType in sources/index.ts; its plugins say so in `source` (with empty inline
 * `sources`), for the host page to place them by it. Today every kind yields inline plugins.
 */
import type { Problem } from '../plugin-folder';
import type { PluginServiceMount } from '../sandbox';

/** The kinds of source a ServedPlugin comes from. */
export type PluginSourceKind = 'folder' | 'repository';

/** A plugin as the workbench serves it, whatever its source. */
export interface ServedPlugin {
  /** The kind of source that yielded it. */
  source: PluginSourceKind;
  /** Its folder. */
  dir: string;
  /** Its name: the folder's name, or maya.json's key. */
  name: string;
  /** Where its browser files are (`<dir>/frontend/` or `<dir>`; a repository plugin's folder). */
  frontendDir: string;
  /** Where its backend services are, or null. */
  backendDir: string | null;
  namespace: string;
  /** maya.json's `route` (`/my-board`) where its configuration gives one. */
  route?: string;
  /** What the host page puts in the page: the templates, the script and the (unscoped) styles. */
  sources: { js: string; html: string; css: string };
  problems: Problem[];
  /** False when a problem of level 'error' keeps it from being served. */
  ok: boolean;
  /** Its backend services (mounted only while it is ok). */
  services: PluginServiceMount[];
  /** The folders whose changes can change it. */
  watchDirs: string[];
  /** The file that names its namespace, where that is not its plugin.js (maya.json). */
  namespaceFile?: string;
  /** A version 2 plugin (an npm app shown in frames, built in the background: ../v2/). */
  version2?: boolean;
}

/** A plugin given to the workbench: its folder, and the namespace given for it on the command line. */
export interface PluginEntry {
  dir: string;
  namespace?: string;
}

/** What sources share while reading: the environment and the builds kept by their inputs. */
export interface SourceContext {
  /** The environment of the repositories' maya.json (default: the one marked "default"). */
  env?: string;
  /** Repository builds, kept while their inputs are unchanged (see repository/legacy-build.ts). */
  cache: import('../repository/legacy-build').BuildCache;
  /** Where what a repository's build scripts print goes (the terminal). */
  log?: (line: string) => void;
  /** The background builds of the repositories' version 2 plugins (docs/v2.md). */
  v2?: import('../v2').V2Builds;
  /** Version 1 plugins shipped as v2 apps (`--as-v2`, the SDK's folder; docs/v2.md). */
  shipV2?: import('../ship-v2').ShipV2Settings;
}

/** One source of plugins, opened on one entry (a folder given on the command line). */
export interface PluginSource {
  readonly kind: PluginSourceKind;
  /** The folder given. */
  readonly dir: string;
  /**
   * Reads (builds) its plugins. A repository also yields, first, an entry that is never served
   * (ok false) holding the repository's own problems, so they show with the others.
   */
  read(): ServedPlugin[];
  /** The package folders (of repository plugins) whose npm dependencies are missing, as of the last read. */
  needsInstall(): string[];
}

/** A kind of source: whether it takes a folder, and how it opens it. Sources are tried in order. */
export interface PluginSourceType {
  kind: PluginSourceKind;
  accepts(dir: string): boolean;
  open(entry: PluginEntry, context: SourceContext): PluginSource;
}

/** Whether `file` is `dir` or under it. */
export function isWithin(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir.endsWith('/') ? dir : dir + '/');
}
