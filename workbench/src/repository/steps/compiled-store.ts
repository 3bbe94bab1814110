/**
 * Where a compiler's outputs (Babel's, Sass's) are kept by the content they came from: in memory
 * for the process, and on disk for the next one, so that `serve` started again on unchanged files
 * does not load the compiler at all (loading Babel takes the better part of a second, Sass a
 * few hundred milliseconds).
 *
 * The disk folder is one per compiler in the user's own cache folder ($ZN_PLUGIN_CACHE_DIR, else
 * $XDG_CACHE_HOME/zn-plugin, else ~/.cache/zn-plugin; then babel/ or sass/), made readable by its
 * owner only: a shared folder such as /tmp would let another user put code into a served plugin.
 * A key covers the compiler's versions and options and the source text; an entry is written to a
 * temporary name and renamed, so a reader never sees half of one. Anything that fails on disk is
 * skipped: the cache only ever saves time.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** Entries kept in memory, oldest dropped first, so a long session does not grow without end. */
const MEMORY_LIMIT = 4000;

function cacheFolder(compiler: string): string {
  if (process.env.ZN_PLUGIN_CACHE_DIR) return path.join(path.resolve(process.env.ZN_PLUGIN_CACHE_DIR), compiler);
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'zn-plugin', compiler);
}

/** `name`'s version from its package.json, without loading the package. */
function versionOf(name: string): string {
  try {
    return String(JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}

export class CompiledStore {
  private readonly memory = new Map<string, string>();
  private folder: string | null | undefined;
  private readonly salt: string;

  /**
   * `compiler` names the disk folder; `settings` what else decides the output (the options),
   * besides the versions of `packages` (the compiler's).
   */
  constructor(private readonly compiler: string, settings: string, packages: string[]) {
    this.salt = JSON.stringify([settings, packages.map((name) => [name, versionOf(name)])]);
  }

  keyOf(text: string): string {
    return crypto.createHash('sha256').update(this.salt).update('\0').update(text).digest('hex');
  }

  get(key: string): string | undefined {
    const known = this.memory.get(key);
    if (known !== undefined) return known;
    const folder = this.disk();
    if (!folder) return undefined;
    try {
      const code = fs.readFileSync(path.join(folder, `${key}.js`), 'utf8');
      this.remember(key, code);
      return code;
    } catch {
      return undefined;
    }
  }

  set(key: string, code: string): void {
    this.remember(key, code);
    const folder = this.disk();
    if (!folder) return;
    const file = path.join(folder, `${key}.js`);
    const partial = `${file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(partial, code, { mode: 0o600 });
      fs.renameSync(partial, file);
    } catch {
      fs.rmSync(partial, { force: true });
    }
  }

  private remember(key: string, code: string): void {
    this.memory.set(key, code);
    if (this.memory.size > MEMORY_LIMIT) this.memory.delete(this.memory.keys().next().value as string);
  }

  /** The disk folder, made on first use; null when it cannot be made or is not the user's own. */
  private disk(): string | null {
    if (this.folder !== undefined) return this.folder;
    const folder = cacheFolder(this.compiler);
    try {
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      const stat = fs.statSync(folder);
      const own = typeof process.getuid !== 'function' || stat.uid === process.getuid();
      this.folder = own && (stat.mode & 0o022) === 0 ? folder : null;
    } catch {
      this.folder = null;
    }
    return this.folder;
  }
}
