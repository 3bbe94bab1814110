// A real `zn-plugin serve` process, for the specs and the durability benches: started on
// 127.0.0.1 port 0 with the arguments given, its terminal kept, its URL read from its output.
import path from 'path';
import { ChildProcess, spawn } from 'child_process';

const BIN = path.resolve(__dirname, '..', '..', '..', 'bin', 'zn-plugin.js');
/** A bound on each awaited answer or line (a bound for a hung case, not a timing). */
export const WAIT_MS = 15000;
/** A bound on start-up: a large database is read and checked before the workbench serves. */
const START_MS = 120000;

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once its output matches `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
  /** The plugin record of `namespace`: firebaseUrl, firebaseAuthToken. */
  record(namespace: string): Promise<{ firebaseUrl: string; firebaseAuthToken: string }>;
  /** Whether it still answers its REST API. */
  answers(): Promise<boolean>;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit's signal (or code) once the process has ended. */
  exited: Promise<string>;
}

/**
 * Starts `zn-plugin serve --port 0 <args>`; `bin` is another build's bin/zn-plugin.js (a benchmark's
 * baseline). It resolves once the start is over (its last line: the first builds are in and their
 * problems printed), or with `until: 'listening'` as soon as it says its URL: serve says that early
 * when the first builds take longer than two seconds, which on a loaded machine they may.
 */
export async function startServeProcess(args: string[], bin: string = BIN, until: 'started' | 'listening' = 'started'): Promise<ServeProcess> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const waiters: Array<() => void> = [];
  const gather = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    waiters.splice(0).forEach((wake) => wake());
  };
  child.stdout!.on('data', gather);
  child.stderr!.on('data', gather);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal || String(code))));
  child.once('exit', () => waiters.splice(0).forEach((wake) => wake()));
  const waitFor = (pattern: RegExp, bound = WAIT_MS) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in the output within the bound:\n${text}`)), bound);
    const check = () => {
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearTimeout(timer);
        reject(new Error(`the workbench exited (${child.exitCode ?? child.signalCode}):\n${text}`));
      } else waiters.push(check);
    };
    check();
  });
  await waitFor(/serving (http:\/\/127\.0\.0\.1:\d+\/)/, START_MS);
  const url = /serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text)![1];
  if (until === 'started') await waitFor(/press Ctrl-C to stop/, START_MS);
  return {
    child,
    url,
    exited,
    output: () => text,
    waitFor,
    record: async (namespace) => {
      const answer = await fetch(`${url}v1/plugins?namespace=${encodeURIComponent(namespace)}`);
      return ((await answer.json()) as { data: Array<{ firebaseUrl: string; firebaseAuthToken: string }> }).data[0];
    },
    answers: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return false;
      try {
        return (await fetch(`${url}v1/workspaces`, { signal: AbortSignal.timeout(WAIT_MS) })).status === 200;
      } catch {
        return false;
      }
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    }
  };
}
