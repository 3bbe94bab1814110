/**
 * A mayan repository (a folder with maya.json) as a source: each plugin maya.json names, built by
 * mayan's legacy build (repository/), the builds kept by their inputs in the shared BuildCache,
 * so a repository is built once at start and an edit rebuilds only the plugin it belongs to.
 */
import path from 'path';
import { isRepository, readRepository } from '../../repository/repository';
import type { PluginEntry, PluginSource, PluginSourceType, ServedPlugin, SourceContext } from '../served-plugin';

function openRepository(entry: PluginEntry, context: SourceContext): PluginSource {
  let needsInstall: string[] = [];
  return {
    kind: 'repository',
    dir: entry.dir,
    read: () => {
      const read = readRepository(entry.dir, { env: context.env, cache: context.cache, log: context.log, v2: context.v2, shipV2: context.shipV2 });
      needsInstall = read.needsInstall;
      // the repository's own problems (maya.json cannot be read, a folder it does not name), never served
      const own: ServedPlugin = {
        source: 'repository', dir: read.repoDir, name: path.basename(read.repoDir), frontendDir: read.repoDir, backendDir: null,
        namespace: '', sources: { js: '', html: '', css: '' }, problems: read.problems, ok: false, services: [], watchDirs: [read.repoDir]
      };
      const plugins: ServedPlugin[] = read.plugins.map(({ repoDir, ...plugin }) => {
        void repoDir;
        return { ...plugin, source: 'repository', services: plugin.ok ? plugin.services : [] };
      });
      return [own, ...plugins];
    },
    needsInstall: () => needsInstall
  };
}

export const repositorySource: PluginSourceType = {
  kind: 'repository',
  accepts: isRepository,
  open: openRepository
};
