// Backend service folders for specs, written to temporary folders outside the repository (so a
// service finds only its own node_modules, as on Zengine) and removed after the specs.
import fs from 'fs';
import os from 'os';
import path from 'path';

const created: string[] = [];

/** A folder holding these files (paths relative to it, e.g. `lib/zn-http.js`). */
export function serviceFolder(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-service-spec-')));
  created.push(dir);
  Object.keys(files).forEach((file) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), files[file]);
  });
  return dir;
}

export function removeServiceFolders(): void {
  created.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
}
