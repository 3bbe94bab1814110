/**
 * `npm install` in a plugin's folder, when its package.json names npm dependencies and it has no
 * node_modules/ yet (mayan installed them on every build; the workbench once, then uses what is
 * there). npm's own output is shown, a line at a time, so a slow install is visibly under way.
 */
import { spawn } from 'child_process';

/** Runs `npm install` in `dir`; resolves true when it succeeded. Writes progress with `log`. */
export function npmInstall(dir: string, log: (line: string) => void, label?: string): Promise<boolean> {
  const name = label || dir;
  log(`${name}: installing its npm dependencies (npm install in ${dir})...`);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['install', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32'
      });
    } catch (error) {
      log(`${name}: npm install could not start: ${(error as Error).message}`);
      resolve(false);
      return;
    }
    const forward = (chunk: Buffer) => chunk.toString('utf8').split('\n').map((line) => line.trimEnd()).filter(Boolean)
      .forEach((line) => log(`${name}: npm: ${line}`));
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', (error) => {
      log(`${name}: npm install could not start: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      log(code === 0 ? `${name}: npm dependencies installed` : `${name}: npm install failed (exit code ${code}); see above`);
      resolve(code === 0);
    });
  });
}

export { shownPath as shortPath } from '../util/files';
