/**
 * The kinds of plugin source, in the order they are tried on a folder given to `serve`: the
 * first that accepts it opens it. A new kind (a version 2 app) is one more entry, before the
 * plain folder, which takes whatever the others do not.
 */
import type { PluginEntry, PluginSource, PluginSourceType, SourceContext } from '../served-plugin';
import { repositorySource } from './repository';
import { folderSource } from './folder';

export const PLUGIN_SOURCES: PluginSourceType[] = [repositorySource, folderSource];

/** The source of an entry: the first kind of source that takes its folder. */
export function openSource(entry: PluginEntry, context: SourceContext): PluginSource {
  const type = PLUGIN_SOURCES.find((candidate) => candidate.accepts(entry.dir));
  return (type || PLUGIN_SOURCES[PLUGIN_SOURCES.length - 1]).open(entry, context);
}

export { readFolderPlugin } from './folder';
