// A real `zn-plugin serve` process for the Firebase specs and the durability bench: started on
// port 0 with its own data folder, its terminal kept, the Plugins objects read over REST; and a
// client that speaks Firebase's wire protocol frame by frame (what a hostile client would send).
import fs from 'fs';
import path from 'path';
import { ChildProcess, spawn } from 'child_process';
import WebSocket from 'ws';

const BIN = path.resolve(__dirname, '..', '..', '..', '..', 'bin', 'zn-plugin.js');
const WAIT_MS = 15000;
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
}

/** Starts `zn-plugin serve --port 0 <args>`; `bin` is another build's bin/zn-plugin.js (a benchmark's baseline). */
export async function startServeProcess(args: string[], bin: string = BIN): Promise<ServeProcess> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const waiters: Array<() => void> = [];
  const gather = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    waiters.splice(0).forEach((wake) => wake());
  };
  child.stdout!.on('data', gather);
  child.stderr!.on('data', gather);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
  return {
    child,
    url,
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

/** The port of a database URL. */
export function portOf(firebaseUrl: string): number {
  return Number(/:(\d+)$/.exec(firebaseUrl)![1]);
}

/** One connection speaking Firebase's protocol: requests answered by number, data pushes kept. */
export class WireClient {
  readonly pushes: Array<{ a: string; b: any }> = [];
  private next = 1;
  private readonly answers = new Map<number, (answer: { s: string; d: unknown } | null) => void>();

  private failAll(): void {
    this.answers.forEach((settle) => settle(null));
    this.answers.clear();
  }

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.t !== 'd') return;
      if (message.d.r !== undefined && this.answers.has(message.d.r)) {
        this.answers.get(message.d.r)!(message.d.b);
        this.answers.delete(message.d.r);
      } else if (message.d.a) this.pushes.push(message.d);
    });
    // a request the server never answers (it died) fails at once
    socket.on('close', () => this.failAll());
  }

  static open(firebaseUrl: string): Promise<WireClient> {
    const port = portOf(firebaseUrl);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5`, { headers: { Host: new URL(firebaseUrl).host } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WireClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a request; resolves with the server's answer ({ s: 'ok' | 'permission_denied' | ..., d }). */
  request(action: string, body: Record<string, unknown>): Promise<{ s: string; d: unknown }> {
    const r = this.next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${action} within the bound`)), WAIT_MS);
      this.answers.set(r, (answer) => {
        clearTimeout(timer);
        if (answer) resolve(answer);
        else reject(new Error(`the connection closed before ${action} was answered`));
      });
      this.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) resolve();
      else {
        this.socket.once('close', () => resolve());
        this.socket.close();
      }
    });
  }
}

/** The secret of a database, from its file in the data folder. */
export function databaseSecret(dataDir: string, namespace: string): string {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'firebase', `${namespace}.json`), 'utf8')).secret;
}
