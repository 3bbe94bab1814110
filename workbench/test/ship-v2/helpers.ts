/** What the ship-v2 specs share: the fixture repository, a copy of the SDK's bundles with a stand-in runtime, runs of the command. */
import fs from 'fs';
import os from 'os';
import path from 'path';

/** workbench/test/fixtures/ (these specs run from workbench/build/test/ship-v2/). */
export const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures');
/** The repository's dist/: the SDK's bundles. */
export const SDK_DIST = path.resolve(__dirname, '..', '..', '..', '..', 'dist');

const made: string[] = [];

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  while (made.length) fs.rmSync(made.pop() as string, { recursive: true, force: true });
}

/** A fresh copy of workbench/test/fixtures/repositories/ship-v2 (board: target 2; broken: target 2, two fullPages; plain: version 1). */
export function shipRepository(): string {
  const dir = tempDir('zn-ship-v2-');
  fs.cpSync(path.join(FIXTURES, 'repositories', 'ship-v2'), dir, { recursive: true });
  return dir;
}

/** Sets (undefined: removes) keys of the entry `name` of the repository's maya.json (its "dev" environment). */
export function setEntry(repo: string, name: string, keys: Record<string, unknown>): void {
  const file = path.join(repo, 'maya.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  Object.assign(config.environments.dev.plugins[name], keys);
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** The stand-in for the SDK's in-frame runtime (zn-plugin-frame.min.js) in these specs. */
export const STUB_RUNTIME = '/* a stand-in for zn-plugin-frame.min.js in the workbench specs */\n';

/** The SDK's minified bundles a shipped app copies (with their maps). */
export const SDK_BUNDLES = ['zn-plugin.min.js', 'zn-plugin-compat.min.js', 'zn-plugin-extras.min.js'];

/** A folder with the SDK's bundles of dist/ and the stand-in runtime: what a shipped app copies. */
export function stubSdkDir(): string {
  const dir = tempDir('zn-ship-v2-sdk-');
  [...SDK_BUNDLES, ...SDK_BUNDLES.map((file) => `${file}.map`), 'zn-plugin.css'].forEach((file) => {
    if (fs.existsSync(path.join(SDK_DIST, file))) fs.copyFileSync(path.join(SDK_DIST, file), path.join(dir, file));
  });
  fs.writeFileSync(path.join(dir, 'zn-plugin-frame.min.js'), STUB_RUNTIME);
  return dir;
}

/** Every file under `dir`, '/'-separated, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((item) => {
    const relative = prefix ? `${prefix}/${item.name}` : item.name;
    return item.isDirectory() ? filesUnder(dir, relative) : [relative];
  }).sort();
}

/** Runs `zn-plugin <args>` in `cwd`: what it printed and its exit code (the shared runner). */
export { runCli as run } from '../helpers/run-cli';
