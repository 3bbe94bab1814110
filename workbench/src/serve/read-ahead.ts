/**
 * The first read of the plugins, on a worker thread, while the main thread loads the server
 * (express, the sandbox, the Firebase databases): building a repository loads and runs Sass,
 * which alone takes longer than the rest of the start, and the machine has a second core. What
 * the worker built comes back with its BuildCache entries, so the main thread builds again only
 * what changes later. Used by `zn-plugin serve` when a repository is given (sources/ read the same
 * way on either thread).
 */
import path from 'path';
import { Worker } from 'worker_threads';
import type { BuildCache } from '../repository/legacy-build';
import type { PluginEntry, ServedPlugin } from './served-plugin';

/** What the worker read: each entry's plugins, in the order given. */
export interface ReadAhead {
  yielded: ServedPlugin[][];
  needsInstall: string[];
  cache: Array<[string, BuildCache extends Map<string, infer V> ? V : never]>;
}

/** Reads `entries` on a worker thread; rejects when the worker fails (the caller then reads them itself). */
export function readAhead(entries: PluginEntry[], env?: string): Promise<ReadAhead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'read-worker.js'), { workerData: { entries, env } });
    worker.once('message', (read: ReadAhead) => {
      resolve(read);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the plugins' first read stopped (exit code ${code})`)));
  });
}
