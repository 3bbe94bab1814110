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

function inodeOf(dir: string): number | undefined {
  try {
    return fs.statSync(dir).ino;
  } catch {
    return undefined;
  }
}

export interface Watcher {
  /** Hands over now what is gathered (a request calls it, so an edit just saved is seen). */
  flush(): void;
  /** Looks at the folders again (a source's read named new ones). */
  look(): void;
  close(): void;
}

/**
 * Watches `dirs()` and calls `changed(files)` with what changed; after each call the folders are
 * looked at again, so a new frontend/ or service folder is watched too. A folder still there keeps
 * its watcher: closing and reopening it would drop an edit saved in between (the kernel forgets a
 * closed watch's queued events). A folder removed and made again is a new folder, watched anew.
 */
export function watchFolders(dirs: () => string[], changed: (files: string[]) => void, dataDir?: string): Watcher {
  const watchers = new Map<string, { watcher: fs.FSWatcher; inode: number }>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let files = new Set<string>();
  const heard = (dir: string, name: string | Buffer | null) => {
    // a watched folder removed reports its own name: its watcher is dead, the next look makes a new one
    if (name && String(name) === path.basename(dir) && inodeOf(dir) === undefined) forget(dir);
    const file = name ? path.join(dir, String(name)) : '';
    if (!file || isIgnoredChange(file, dataDir)) return;
    files.add(file);
    if (!timer) timer = setTimeout(flush, CHANGE_SETTLE_MS);
  };
  const forget = (dir: string) => {
    watchers.get(dir)?.watcher.close();
    watchers.delete(dir);
  };
  const watch = () => {
    const wanted = new Set(dirs());
    watchers.forEach(({ inode }, dir) => {
      if (!wanted.has(dir) || inodeOf(dir) !== inode) forget(dir);
    });
    wanted.forEach((dir) => {
      if (watchers.has(dir)) return;
      try {
        const inode = fs.statSync(dir).ino;
        const watcher = fs.watch(dir, (event, name) => heard(dir, name));
        watcher.on('error', () => undefined);
        watchers.set(dir, { watcher, inode });
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
    if (!stopped) watch();
  };
  watch();
  return {
    flush,
    look: () => {
      if (!stopped) watch();
    },
    close: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      watchers.forEach(({ watcher }) => watcher.close());
      watchers.clear();
    }
  };
}
