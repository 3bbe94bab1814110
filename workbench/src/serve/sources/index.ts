/**
 * The kinds of plugin source, in the order they are tried on a folder given to `serve`: the
 * first that accepts it opens it. A new kind (a version 2 app) is one more entry, before the
 * plain folder, which takes whatever the others do not.
 */
import type { PluginSourceType } from '../served-plugin';
import { repositorySource } from './repository';
import { folderSource } from './folder';

export const PLUGIN_SOURCES: PluginSourceType[] = [repositorySource, folderSource];

export { readFolderPlugin } from './folder';
