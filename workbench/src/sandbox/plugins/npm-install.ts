/**
 * `npm install` in a service folder that has a package.json with dependencies and no
 * node_modules, as Zengine installed a service's packages on upload; its progress is shown.
 */
import fs from 'fs';
import path from 'path';
import { spawn } from 'child_process';
import { PluginServiceMount } from './services';

export async function needsInstall(dir: string): Promise<boolean> {
  let manifest: { dependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return false;
  }
  if (!manifest || typeof manifest !== 'object' || !manifest.dependencies || !Object.keys(manifest.dependencies).length) return false;
  try {
    await fs.promises.access(path.join(dir, 'node_modules'));
    return false;
  } catch {
    return true;
  }
}

export function npmInstall(mount: PluginServiceMount, progress: (line: string) => void): Promise<string | undefined> {
  const name = `${mount.namespace}/${mount.route}`;
  progress(`sandbox: backend service ${name} has a package.json and no node_modules: npm install in ${mount.dir} …`);
  const started = Date.now();
  return new Promise((resolve) => {
    const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=http'], { cwd: mount.dir, stdio: ['ignore', 'inherit', 'inherit'] });
    const ticker = setInterval(() => progress(`sandbox: npm install for ${name}: ${Math.round((Date.now() - started) / 1000)} s …`), 5000);
    ticker.unref();
    const done = (message: string | undefined) => {
      clearInterval(ticker);
      progress(message ? `sandbox: ${message}` : `sandbox: npm install for ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(message);
    };
    npm.on('error', (error) => done(`npm install for the backend service ${name} could not start (${error.message}); ` +
      `run "npm install" in ${mount.dir}`));
    npm.on('exit', (code) => done(code === 0 ? undefined : `npm install for the backend service ${name} failed (exit code ${code}); ` +
      `run "npm install" in ${mount.dir} to see why`));
  });
}
