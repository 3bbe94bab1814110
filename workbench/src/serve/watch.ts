/**
 * Watches the served plugins' folders (each plugin's watchDirs, not recursive: the folders a
 * plugin's files are in) and hands the changed files over, gathered for CHANGE_SETTLE_MS. What
 * nobody edits by hand never counts as a change: node_modules/, lockfiles (an install writes
 * them), the sandbox's and Firebase's data, maya_build/ (`zn-plugin build`), editor swap files.
 */
import fs from 'fs';
import path from 'path';
import { isWithin } from './served-plugin';

/** How long changes are gathered before they are handed over, in ms: an editor's save (truncate and write, or write and rename) lands within it. */
export const CHANGE_SETTLE_MS = 40;

const LOCKFILES = new Set(['package-lock.json', '.package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']);
const GENERATED_FOLDERS = new Set(['node_modules', 'maya_build', 'sandbox-data']);
/** Data files: the sandbox's SQLite files, logs. */
const DATA_FILE = /\.(db|db-wal|db-shm|db-journal|sqlite|log)$/;

/** Whether a change to `file` is one the workbench ignores (see above); `dataDir` is the sandbox's. */
export function isIgnoredChange(file: string, dataDir?: string): boolean {
  if (dataDir && isWithin(file, dataDir)) return true;
  const name = path.basename(file);
  if (/^\.|~$|\.sw[a-p]$|^4913$/.test(name) || LOCKFILES.has(name) || DATA_FILE.test(name) || GENERATED_FOLDERS.has(name)) return true;
  return file.split(path.sep).includes('node_modules');
}

export interface Watcher {
  /** Hands over now what is gathered (a request calls it, so an edit just saved is seen). */
  flush(): void;
  close(): void;
}

/**
 * Watches `dirs()` and calls `changed(files)` with what changed; after each call the folders are
 * looked at again, so a new frontend/ or service folder is watched too.
 */
export function watchFolders(dirs: () => string[], changed: (files: string[]) => void, dataDir?: string): Watcher {
  let watchers: fs.FSWatcher[] = [];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let files = new Set<string>();
  const watch = () => {
    watchers.forEach((watcher) => watcher.close());
    watchers = [];
    new Set(dirs()).forEach((dir) => {
      try {
        const watcher = fs.watch(dir, (event, name) => {
          const file = name ? path.join(dir, String(name)) : '';
          if (!file || isIgnoredChange(file, dataDir)) return;
          files.add(file);
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
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || !files.size) return;
    const list = Array.from(files);
    files = new Set();
    changed(list);
    watch();
  };
  watch();
  return {
    flush,
    close: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
    }
  };
}
