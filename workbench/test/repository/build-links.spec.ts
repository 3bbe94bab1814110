/**
 * Links in a repository that `zn-plugin build` reads and writes (issue 30, finding 7), through a
 * real `zn-plugin build` process: a file of src/ that links outside the repository is refused,
 * naming it, and never reaches maya_build/ (which gets uploaded); outputs that a repository
 * committed as links (plugin.js, dist.zip) are replaced, never written through.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import { write } from './helpers';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');
const SECRET = 'aws_secret_access_key = not-for-upload';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-build-links-')));
  made.push(dir);
  return dir;
}

function build(repo: string): { code: number | null; out: string } {
  const run = spawnSync(process.execPath, [BIN, 'build', repo], { encoding: 'utf8', timeout: 120000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A repository with one v1 plugin `board` whose src/ has a script of its own. */
function v1Repository(root: string): string {
  const repo = path.join(root, 'repo');
  write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins: { board: { id: 1, namespace: 'board', route: '/board' } } } } }));
  write(path.join(repo, 'plugins', 'board', 'src', 'board.js'), "plugin.register('board', { route: '/board' });\n");
  return repo;
}

describe('zn-plugin build and links', () => {
  afterEach(() => { while (made.length) fs.rmSync(made.pop() as string, { recursive: true, force: true }); });

  it('refuses a file of src/ that links outside the repository, naming it, and uploads nothing of it', () => {
    const root = tempDir();
    const credentials = path.join(root, 'home', '.aws', 'credentials.js');
    write(credentials, SECRET);
    const repo = v1Repository(root);
    fs.symlinkSync(credentials, path.join(repo, 'plugins', 'board', 'src', 'leak.js'));
    fs.symlinkSync('/etc/hostname', path.join(repo, 'plugins', 'board', 'src', 'host.html'));
    fs.mkdirSync(path.join(root, 'elsewhere'));
    write(path.join(root, 'elsewhere', 'more.js'), SECRET);
    fs.symlinkSync(path.join(root, 'elsewhere'), path.join(repo, 'plugins', 'board', 'src', 'lib'));
    const { code, out } = build(repo);
    expect(code).toBe(1);
    expect(out).toContain(path.join('src', 'leak.js'));
    expect(out).toContain(`is a link to ${credentials}, outside the repository`);
    expect(out).toContain(path.join('src', 'host.html'));
    expect(out).toContain(path.join('src', 'lib', 'more.js'));
    const built = path.join(repo, 'maya_build', 'plugins', 'board');
    const texts = fs.existsSync(built) ? fs.readdirSync(built).map((name) => fs.readFileSync(path.join(built, name), 'utf8')).join('\n') : '';
    expect(texts).not.toContain('not-for-upload');
    expect(texts).not.toContain(fs.readFileSync('/etc/hostname', 'utf8').trim() || 'no hostname');
  });

  it('still builds a link that stays inside the repository', () => {
    const root = tempDir();
    const repo = v1Repository(root);
    write(path.join(repo, 'shared', 'helper.js'), 'var sharedHelper = 1;\n');
    fs.symlinkSync(path.join(repo, 'shared', 'helper.js'), path.join(repo, 'plugins', 'board', 'src', 'helper.js'));
    const { code, out } = build(repo);
    expect(code).withContext(out).toBe(0);
    expect(fs.readFileSync(path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js'), 'utf8')).toContain('sharedHelper');
  });

  it('replaces a committed link over plugin.js instead of writing through it', () => {
    const root = tempDir();
    const outside = path.join(root, 'outside.js');
    write(outside, 'precious');
    const repo = v1Repository(root);
    fs.mkdirSync(path.join(repo, 'maya_build', 'plugins', 'board'), { recursive: true });
    fs.symlinkSync(outside, path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js'));
    const { code, out } = build(repo);
    expect(code).withContext(out).toBe(0);
    expect(fs.readFileSync(outside, 'utf8')).toBe('precious');
    const output = path.join(repo, 'maya_build', 'plugins', 'board', 'plugin.js');
    expect(fs.lstatSync(output).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(output, 'utf8')).toContain("plugin.register('board'");
  });

  it('replaces a committed link over a v2 plugin\'s dist.zip instead of writing through it', () => {
    const root = tempDir();
    const outside = path.join(root, 'outside.bin');
    write(outside, 'precious');
    const repo = path.join(root, 'repo');
    const dir = path.join(repo, 'plugins', 'deal');
    write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins: { deal: { id: 1, namespace: 'deal', version: 2 } } } } }));
    write(path.join(dir, 'package.json'), JSON.stringify({ name: 'deal', version: '1.0.0', private: true, scripts: { build: 'node build.js' } }));
    write(path.join(dir, 'plugin.json'), JSON.stringify({ views: [{ type: 'fullPage', src: '/index.html' }] }));
    write(path.join(dir, 'build.js'), "require('fs').mkdirSync(__dirname + '/dist', { recursive: true }); require('fs').writeFileSync(__dirname + '/dist/index.html', '<p>deal</p>');\n");
    fs.symlinkSync(outside, path.join(dir, 'dist.zip'));
    const { code, out } = build(repo);
    expect(code).withContext(out).toBe(0);
    expect(fs.readFileSync(outside, 'utf8')).toBe('precious');
    expect(fs.lstatSync(path.join(dir, 'dist.zip')).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'dist.zip')).readUInt32LE(0)).toBe(0x04034b50);
  });
});
