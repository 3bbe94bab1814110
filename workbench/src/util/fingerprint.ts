/**
 * What a kept result was made from, as one text: the given parts (settings) and each file's path,
 * size and modification time (a missing file is stamped as missing). A result whose fingerprint
 * is the same as now can be used again.
 */
import fs from 'fs';

export function fingerprint(parts: unknown[], files: string[]): string {
  const stats = files.map((file) => {
    try {
      const stat = fs.statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return `${file}:-`;
    }
  });
  return JSON.stringify([parts, stats]);
}
