/**
 * `zn-plugin build` never removes or writes outside maya_build/plugins/, whatever maya.json's
 * plugin keys say and wherever a link on the way points: a real `zn-plugin build` process.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import { write } from './helpers';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-build-contained-'));
  made.push(dir);
  return dir;
}

/** A folder with one file that must survive the build. */
function victim(dir: string): string {
  write(path.join(dir, 'keep.txt'), 'precious');
  return dir;
}

function repositoryWith(root: string, pluginKeys: string[]): string {
  const repo = path.join(root, 'repo');
  const plugins: Record<string, unknown> = {};
  pluginKeys.forEach((key, index) => { plugins[key] = { id: index + 1, namespace: `ns${index}`, route: `/r${index}` }; });
  write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }));
  return repo;
}

function build(repo: string): { code: number | null; out: string } {
  const run = spawnSync(process.execPath, [BIN, 'build', repo], { encoding: 'utf8', timeout: 60000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('zn-plugin build on a hostile maya.json', () => {
  afterEach(() => { while (made.length) fs.rmSync(made.pop() as string, { recursive: true, force: true }); });

  it('removes nothing outside maya_build/ for plugin keys that climb out or are absolute, and says why', () => {
    const root = tempDir();
    const climbed = victim(path.join(root, 'victim'));
    const absolute = victim(path.join(root, 'absolute'));
    const repo = repositoryWith(root, ['../../../victim', absolute, '..']);
    const { code, out } = build(repo);
    expect(code).toBe(1);
    expect(fs.readFileSync(path.join(climbed, 'keep.txt'), 'utf8')).toBe('precious');
    expect(fs.readFileSync(path.join(absolute, 'keep.txt'), 'utf8')).toBe('precious');
    expect(out).toContain('nothing written or removed');
  });

  it('removes nothing through a maya_build/plugins/ that is a link to another folder', () => {
    const root = tempDir();
    const outside = path.join(root, 'outside');
    victim(path.join(outside, 'board'));
    const repo = repositoryWith(root, ['board']);
    // plugins/board has no sources: the plugin is broken, so the build would remove its old output
    fs.mkdirSync(path.join(repo, 'maya_build'), { recursive: true });
    fs.symlinkSync(outside, path.join(repo, 'maya_build', 'plugins'));
    const { code, out } = build(repo);
    expect(code).toBe(1);
    expect(fs.readFileSync(path.join(outside, 'board', 'keep.txt'), 'utf8')).toBe('precious');
    expect(out).toContain('nothing written or removed');
  });
});
