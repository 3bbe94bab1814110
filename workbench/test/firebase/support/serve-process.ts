// For the Firebase specs and the durability bench: the real `zn-plugin serve` process (shared, in
// ../../helpers/serve-process.ts), and a client that speaks Firebase's wire protocol frame by frame
// (what a hostile client would send).
import fs from 'fs';
import path from 'path';
import WebSocket from 'ws';
import { WAIT_MS } from '../../helpers/serve-process';

export { startServeProcess } from '../../helpers/serve-process';
export type { ServeProcess } from '../../helpers/serve-process';

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

/** The `p` quantile (0..1) of `samples`, NaN for none (the Firebase benches' figures). */
export function percentile(samples: number[], p: number): number {
  const sorted = samples.slice().sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
}

/**
 * GETs the workbench's REST API every 20 ms until stopped, to see how long it waits while the
 * Firebase database works; `stop()` resolves with the latencies in ms.
 */
export function pollRest(url: string): { stop(): Promise<number[]> } {
  let stopped = false;
  const samples: number[] = [];
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        await (await fetch(`${url}v1/workspaces`)).text();
        samples.push(performance.now() - started);
      } catch {
        return samples;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return samples;
  })();
  return { stop: () => { stopped = true; return done; } };
}
