// A real `zn-plugin serve` process for specs (and bench/durability.bench.js's shape): started on
// 127.0.0.1 port 0, its URL read from its output; stopped with a signal of the spec's choosing.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { startServeProcess } from './serve-process';

export interface RealWorkbench {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit's signal (or code) once the process has ended. */
  exited: Promise<string>;
}

/** A plugin folder `<tmp>/<namespace>` with a frontend and the given backend services (route → plugin.js). */
export function pluginWithServices(namespace: string, services: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-real-workbench-')));
  const dir = path.join(root, namespace);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'plugin.js'), `plugin.register('${namespace}', { route: '/${namespace}' });`);
  fs.writeFileSync(path.join(dir, 'plugin.html'), '');
  fs.writeFileSync(path.join(dir, 'plugin.css'), '');
  Object.keys(services).forEach((route) => {
    fs.mkdirSync(path.join(dir, 'backend', route), { recursive: true });
    fs.writeFileSync(path.join(dir, 'backend', route, 'plugin.js'), services[route]);
  });
  return dir;
}

/** `zn-plugin serve <pluginDir> --data <dataDir>` as a real process (serve-process.ts). */
export async function startRealWorkbench(pluginDir: string, dataDir: string): Promise<RealWorkbench> {
  const started = await startServeProcess([pluginDir, '--data', dataDir]);
  return { url: started.url, child: started.child, output: started.output, exited: started.exited };
}

/** Whether a process is gone (a zombie nobody reaped counts as gone). */
export function processGone(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

/** Waits until `check` holds, polling, at most `bound` ms (a bound for a hung case, not a timing). */
export async function waitFor(check: () => boolean, bound = 15000): Promise<boolean> {
  const until = Date.now() + bound;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
