/** Small questions about the file system, answered the same way everywhere. */
import fs from 'fs';
import path from 'path';

/** Whether `dir` is a folder (through a symbolic link); false when it is missing or cannot be read. */
export function isDir(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A path as the terminal shows it: relative to `cwd` (the current folder by default) when it is
 * under it, `.` for `cwd` itself, else the path as given.
 */
export function shownPath(file: string, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, file);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
