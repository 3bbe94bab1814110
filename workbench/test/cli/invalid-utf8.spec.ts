// A plugin file saved in another encoding than UTF-8 (Latin-1 here) is still read, as Zengine's
// toolchain read it, and the workbench says so with the file and line: `zn-plugin serve` on a
// plugin folder and `zn-plugin build` on a repository, each a real process.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFile } from 'child_process';
import { copyFixture, removeCopies } from '../repository/helpers';
import { startRealWorkbench } from '../helpers/real-workbench';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');
/** A line written in Latin-1 ("café": 0xE9 is no UTF-8 sequence). */
const LATIN1_LINE = "  var label = 'caf\u00e9';\n";

describe('a plugin file that is not UTF-8', () => {
  afterAll(() => removeCopies());

  it('is served with a warning naming its file and line (zn-plugin serve)', async () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-utf8-')));
    const dir = path.join(root, 'latin');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'plugin.js'),
      "plugin.register('latin', { route: '/latin' });\nplugin.controller('latinCntl', function () {\n" + LATIN1_LINE + '});\n', 'latin1');
    fs.writeFileSync(path.join(dir, 'plugin.html'), '');
    fs.writeFileSync(path.join(dir, 'plugin.css'), '');
    const workbench = await startRealWorkbench(dir, path.join(root, 'data'));
    try {
      // The file as the CLI shows it: relative to the folder it runs in (this spec's), or absolute
      // when that is shorter; where the clone lies must not matter.
      const shown = workbench.output().match(/(\S*plugin\.js):3\b/);
      expect(shown && path.resolve(process.cwd(), shown[1])).toBe(path.join(dir, 'plugin.js'));
      expect(workbench.output()).toMatch(/plugin\.js:3.*is not valid UTF-8/);
    } finally {
      workbench.child.kill('SIGTERM');
      await workbench.exited;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is built with a warning naming its file and line (zn-plugin build)', async () => {
    const repo = copyFixture('two-plugins');
    const file = path.join(repo, 'plugins', 'notes', 'src', 'notes.js');
    fs.appendFileSync(file, LATIN1_LINE, 'latin1');
    const lines = fs.readFileSync(file).toString('latin1').split('\n').length - 1;
    const output = await new Promise<string>((resolve) => {
      execFile(process.execPath, [BIN, 'build', repo], { cwd: repo }, (_error, stdout, stderr) => resolve(stdout + stderr));
    });
    expect(output).toMatch(new RegExp(`notes\\.js:${lines}.*is not valid UTF-8`));
  });
});
