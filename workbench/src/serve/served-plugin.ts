/**
 * The one model of what `zn-plugin serve` serves: a ServedPlugin. Plugins come from sources (a
 * plain plugin folder, a mayan repository: sources/); each plugin of a source is made by the
 * builder chosen once for it (a plain folder's v1-folder; a repository entry's v1-legacy, v2-app
 * or v1-as-v2: repository/builders.ts), and every builder yields the same ServedPlugin, so
 * nothing after the sources (the snapshot, the host page, the mounts, the Firebase databases, the
 * live reload) asks where a plugin came from or how it was built. A framed plugin (version2) is
 * placed by the host page in frames and its dist/ served at its own origin.
 */
import path from 'path';
import type { BuilderKind, PluginBase } from '../plugin-base';
import type { PluginServiceMount } from '../sandbox';

/** The kinds of source a ServedPlugin comes from. */
export type PluginSourceKind = 'folder' | 'repository';

/**
 * A plugin as the workbench serves it, whatever its source and builder: the PluginBase every
 * reader yields (../plugin-base.ts), plus what serving it takes.
 */
export interface ServedPlugin extends PluginBase {
  /** The kind of source that yielded it. */
  source: PluginSourceKind;
  /** The builder that made it, chosen once from its source (docs/architecture.md). */
  builder?: BuilderKind;
  /** maya.json's `route` (`/my-board`) where its configuration gives one. */
  route?: string;
  /** Its backend services (mounted only while it is ok). */
  services: PluginServiceMount[];
  /** The folders whose changes can change it. */
  watchDirs: string[];
  /** The file that names its namespace, where that is not its plugin.js (maya.json). */
  namespaceFile?: string;
  /**
   * Served in frames from an origin of its own (a v2 app, or a v1 plugin shipped as v2): its
   * `sources` are the host page's frames for it, and its dist/ is served by middleware/v2-origins.ts.
   */
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

/** A plugin given as a folder, or as { dir, namespace }. */
export function normalizeEntry(entry: string | PluginEntry): PluginEntry {
  if (typeof entry === 'string') return { dir: path.resolve(entry), namespace: undefined };
  if (entry && typeof entry.dir === 'string') return { dir: path.resolve(entry.dir), namespace: entry.namespace || undefined };
  throw new Error(`startWorkbench: each of plugins is a folder or { dir, namespace }; got ${JSON.stringify(entry)}`);
}
