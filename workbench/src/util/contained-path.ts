/**
 * Paths the workbench writes or removes, kept inside the folder they belong to.
 *
 * maya.json, a plugin folder and a request name files by text a hostile repository controls
 * (`"../../../victim"`, `"/etc"`), and a folder on the way may be a symbolic link to anywhere.
 * Everything the workbench deletes or writes goes through `containedPath` first, so a name that
 * would leave its folder is refused before anything touches the disk.
 */
import fs from 'fs';
import path from 'path';

export class OutsideFolderError extends Error {
  readonly code = 'outside-folder';
  constructor(readonly folder: string, readonly name: string) {
    super(`"${name}" is not a name inside ${folder}: expected a plain folder or file name, without "/", "\\" or ".."`);
    this.name = 'OutsideFolderError';
  }
}

/** The nearest existing folder at or above `target`, resolved through symbolic links. */
function realAncestor(target: string): string {
  let current = target;
  for (;;) {
    try {
      return path.join(fs.realpathSync(current), path.relative(current, target));
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return target;
      current = parent;
    }
  }
}

function isInside(base: string, target: string): boolean {
  const relative = path.relative(base, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * `folder/...names` when each name is one plain path segment and the result, with symbolic links
 * resolved, stays strictly inside `folder` (resolved likewise); otherwise throws OutsideFolderError.
 */
export function containedPath(folder: string, ...names: string[]): string {
  for (const name of names) {
    if (typeof name !== 'string' || name === '' || name === '.' || name === '..' || /[\\/\0]/.test(name)) {
      throw new OutsideFolderError(folder, String(name));
    }
  }
  const target = path.resolve(folder, ...names);
  if (!isInside(path.resolve(folder), target) || !isInside(realAncestor(path.resolve(folder)), realAncestor(target))) {
    throw new OutsideFolderError(folder, names.join('/'));
  }
  return target;
}

/**
 * Writes `data` to `file` as a new file: whatever is at `file` (a symbolic link a repository
 * committed over an output, pointing anywhere) is removed first, never followed, and the file is
 * created exclusively, so a link put back meanwhile makes it fail rather than write through.
 */
export function replaceFile(file: string, data: string | Uint8Array): void {
  try {
    fs.unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(file, data, { flag: 'wx' });
}
