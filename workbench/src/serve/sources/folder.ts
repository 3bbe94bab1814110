/**
 * A plain plugin folder as a source: plugin.js, plugin.html, plugin.css (or frontend/ with them)
 * and backend/<route>/ services, read by readPluginFolder; each service folder checked by
 * the sandbox's checkServiceFolder (problems with file and line, a broken service is a warning).
 */
import fs from 'fs';
import path from 'path';
import { readPluginFolder } from '../../plugin-folder';
import { checkServiceFolder } from '../../sandbox';
import type { PluginServiceMount } from '../../sandbox';
import type { PluginEntry, PluginSource, PluginSourceType, ServedPlugin } from '../served-plugin';
import { isDir } from '../../util/files';

/** The service folders of backend/ (node_modules/ and dot folders are not services), sorted. */
function serviceRoutes(backendDir: string): string[] {
  return fs.readdirSync(backendDir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && item.name !== 'node_modules' && !item.name.startsWith('.'))
    .map((item) => item.name)
    .sort();
}

/** Reads the folder as a ServedPlugin, with its backend services. */
export function readFolderPlugin(entry: PluginEntry): ServedPlugin {
  const folder = readPluginFolder(entry.dir, { namespace: entry.namespace });
  const plugin: ServedPlugin = { ...folder, source: 'folder', builder: 'v1-folder', services: [], watchDirs: [] };
  const watch = [folder.dir, folder.frontendDir, folder.backendDir, path.join(folder.dir, 'firebase')];
  if (folder.ok && folder.backendDir) {
    const backendDir = folder.backendDir;
    serviceRoutes(backendDir).forEach((route) => {
      const dir = path.join(backendDir, route);
      watch.push(dir);
      const problems = checkServiceFolder(dir, route);
      problems.forEach((item) => plugin.problems.push({
        level: 'warning', file: item.file, line: item.line, message: `backend service not served: ${item.message}`
      }));
      if (!problems.length) {
        const mount: PluginServiceMount = { namespace: folder.namespace, route, dir };
        plugin.services.push(mount);
      }
    });
  }
  plugin.watchDirs = Array.from(new Set(watch.filter((dir): dir is string => !!dir && isDir(dir))));
  return plugin;
}

export const folderSource: PluginSourceType = {
  kind: 'folder',
  // the last one tried: any folder that is not something else is a plugin folder (or a problem)
  accepts: () => true,
  open: (entry): PluginSource => ({
    kind: 'folder',
    dir: entry.dir,
    read: () => [readFolderPlugin(entry)],
    needsInstall: () => []
  })
};
