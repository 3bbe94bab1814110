// Sass's outputs kept on disk (steps/sass.ts): a restart on unchanged styles does not load Sass;
// an edited import, or a file added where an import could now resolve, compiles again.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { copyFixture, installBoardModules, removeCopies, write } from './helpers';

const REPOSITORY_JS = path.resolve(__dirname, '..', '..', 'src', 'repository', 'repository.js');
const SASS_JS = path.resolve(__dirname, '..', '..', 'src', 'repository', 'steps', 'sass.js');
const SLOW = 60000;

interface Outcome {
  css: string;
  compiled: number;
  sassLoaded: boolean;
}

describe('the Sass step\'s kept outputs', () => {
  let repo: string;
  let cacheDir: string;
  const styles = (...parts: string[]) => path.join(repo, 'plugins', 'board', 'src', ...parts);
  // outside src/: the build does not collect it, only the import reads it
  const theme = (...parts: string[]) => path.join(repo, 'plugins', 'board', 'theme', ...parts);

  /** Reads the repository in a new process, as `zn-plugin serve` started again would. */
  const start = (): Outcome => {
    const script = `const { readRepository } = require(${JSON.stringify(REPOSITORY_JS)});\n` +
      `const { sassStats } = require(${JSON.stringify(SASS_JS)});\n` +
      `const board = readRepository(${JSON.stringify(repo)}).plugins.find((plugin) => plugin.name === 'board');\n` +
      'const sep = require("path").sep;\n' +
      'console.log(JSON.stringify({ css: board.sources.css, compiled: sassStats.compiled, ' +
      'sassLoaded: Object.keys(require.cache).some((file) => file.includes(`${sep}node_modules${sep}sass${sep}`)) }));';
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { env: { ...process.env, ZN_PLUGIN_CACHE_DIR: cacheDir }, encoding: 'utf8' }));
  };

  /** Writes `file` with a modification time unlike any before (some file systems keep whole seconds). */
  let tick = Date.now() / 1000 + 100;
  const edit = (file: string, text: string) => {
    write(file, text);
    tick += 10;
    fs.utimesSync(file, tick, tick);
  };

  beforeEach(() => {
    repo = copyFixture('two-plugins');
    installBoardModules(repo);
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sass-cache-'));
    edit(styles('styles.scss'), "@import '../theme/look';\n.wgn-main { color: $accent; border-width: $border; }\n");
    edit(theme('_look.scss'), "@import 'palette';\n$border: 1px;\n");
    edit(styles('_palette.scss'), '$accent: #123456;\n');
  });

  afterEach(() => {
    removeCopies();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('does not load Sass when started again on unchanged styles, and serves the same CSS', () => {
    const first = start();
    expect(first.compiled).toBe(1);
    expect(first.sassLoaded).toBe(true);
    expect(first.css).toContain('#123456');
    expect(start()).toEqual({ css: first.css, compiled: 0, sassLoaded: false });
    expect(fs.statSync(path.join(cacheDir, 'sass')).mode & 0o077).toBe(0);
  }, SLOW);

  it('compiles again when a file it imported changed', () => {
    expect(start().css).toContain('border-width: 1px');
    edit(theme('_look.scss'), "@import 'palette';\n$border: 3px;\n");
    const after = start();
    expect(after.compiled).toBe(1);
    expect(after.css).toContain('border-width: 3px');
  }, SLOW);

  it('compiles again when a file is added that an import now finds first', () => {
    expect(start().css).toContain('#123456');
    // theme/_look.scss imports 'palette': a partial beside it comes before src/'s
    edit(theme('_palette.scss'), '$accent: #abcdef;\n');
    fs.utimesSync(theme(), tick + 1, tick + 1);
    const after = start();
    expect(after.compiled).toBe(1);
    expect(after.css).toContain('#abcdef');
  }, SLOW);

  it('keeps no output of styles that do not compile', () => {
    edit(styles('_palette.scss'), '$accent: ;\n');
    expect(start().compiled).toBe(0);
    expect(start().sassLoaded).toBe(true);
  }, SLOW);
});
