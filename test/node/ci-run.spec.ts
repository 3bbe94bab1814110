// .ci/run, what CI runs: the tests, then bench:serve as a report (its figures printed beside the
// goals of docs/performance.md; a time is never a failure, a crash is: no `|| true` lets one pass).
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('.ci/run', () => {
  const lines = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8').split('\n').map((line) => line.trim());
  const commands = lines.filter((line) => line !== '' && !line.startsWith('#'));

  it('stops at the first command that fails', () => {
    expect(commands).toContain('set -euo pipefail');
  });

  it('prints bench:serve after the tests, a crash failing the run', () => {
    const tests = commands.indexOf('npm test');
    const bench = commands.findIndex((line) => /^npm run bench:serve\b/.test(line));
    expect(tests).toBeGreaterThan(-1);
    expect(bench).toBeGreaterThan(tests);
    expect(commands[bench]).not.toMatch(/\|\||;|&/);
  });

  it('runs the quick mode, which bench/serve.bench.js knows', () => {
    const bench = commands.find((line) => /^npm run bench:serve\b/.test(line)) || '';
    expect(bench).toContain('-- --quick');
    expect(fs.readFileSync(path.join(ROOT, 'bench', 'serve.bench.js'), 'utf8')).toContain("process.argv.includes('--quick')");
  });
});
