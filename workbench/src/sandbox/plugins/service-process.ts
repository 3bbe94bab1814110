/**
 * One backend service's process and the requests it is running (runner.ts keeps one per
 * service). The process is forked detached, so it leads its own process group, and carries a
 * marker that the processes it starts inherit (process-tree.ts): its memory is that of all of
 * them, and stopping it ends all of them (SIGTERM, then SIGKILL), as does its watchdog when the
 * workbench is gone. What ends it, and what its requests then get: service-failures.ts.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { ChildProcess, fork } from 'child_process';
import { ParentMessage, ServiceCall, ServiceMessage, ServiceRequestData, ServiceSettings } from './worker-messages';
import { SERVICE_MARKER_VARIABLE, serviceMemory, signalService, stopService } from './process-tree';
import {
  EndReason, InternalUse, MIB, ServiceOutcome, describeExit, endedFailure, failure, logLine
} from './service-failures';

const WORKER_FILE = path.join(__dirname, 'service-worker.js');
/** How often the sandbox reads a service process's resident memory (Linux, /proc). */
const MEMORY_POLL_MS = 50;
/** Every how many polls the memory of the processes it started is added (a walk of /proc). */
const TREE_POLL_EVERY = 8;
/** How long a process whose request timed out has to answer a ping before it counts as blocked. */
const PING_GRACE_MS = 1000;
/** How long a service's processes have between SIGTERM and SIGKILL when it is stopped. */
export const STOP_GRACE_MS = 1000;

export interface RunOptions {
  mount: { namespace: string; route: string; dir: string; env?: string };
  request: ServiceRequestData;
  apiUrl: string;
  authorization?: string;
  timeoutMs: number;
  /** A line for the sandbox's log (with the service's stack, when it has one). */
  log(error: Error): void;
  /** A warning, given once per service and form (default: the log). */
  warn?(message: string): void;
}

interface Pending {
  options: RunOptions;
  resolve(outcome: ServiceOutcome | 'stale'): void;
  timer?: NodeJS.Timeout;
}

let nextRequestId = 1;

export class ServiceProcess {
  readonly child: ChildProcess;
  /** Resolves when the process and every process it started are gone. */
  readonly gone: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private readonly ready: Promise<boolean>;
  private readonly pings = new Map<number, () => void>();
  private readonly internals: InternalUse[] = [];
  private readonly marker = crypto.randomBytes(12).toString('hex');
  private poll?: NodeJS.Timeout;
  private ended = false;
  private retiring = false;
  /** A SIGTERM-then-SIGKILL stop is under way. */
  private stopping = false;
  /** A SIGKILL stop was sent. */
  private killed = false;
  private reason?: EndReason;
  private lastLog?: (error: Error) => void;
  private markGone: () => void = () => undefined;

  constructor(readonly name: string, private readonly settings: Omit<ServiceSettings, 'marker'>, private readonly warned: Set<string>,
    private readonly onEnd: () => void) {
    this.child = fork(WORKER_FILE, [JSON.stringify({ ...settings, marker: this.marker })], {
      cwd: settings.dir,
      // its own process group, so it and what it starts are ended as one
      detached: true,
      env: { ...process.env, [SERVICE_MARKER_VARIABLE]: this.marker },
      execArgv: [`--max-old-space-size=${Math.max(16, Math.floor(settings.memoryBytes / MIB))}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    });
    this.gone = new Promise((resolve) => { this.markGone = resolve; });
    // an idle service does not keep the sandbox's process alive; one with a request running does
    this.child.unref();
    this.holdOpen(false);
    this.ready = new Promise<boolean>((resolve) => {
      const onMessage = (message: ServiceMessage) => {
        if (message.type !== 'ready') return;
        this.child.off('message', onMessage);
        resolve(true);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', () => resolve(false));
    });
    this.child.on('message', (message: ServiceMessage) => this.receive(message));
    this.child.on('error', (error) => {
      this.reason = this.reason || { kind: 'crashed', errorName: error.name, message: `its process could not run: ${error.message}` };
      this.end();
    });
    this.child.on('exit', (code, signal) => this.end(code, signal));
    if (process.platform === 'linux' && this.child.pid) this.watchMemory(this.child.pid);
  }

  /** Stops the service when its processes together hold more than its ceiling. */
  private watchMemory(pid: number): void {
    let polls = 0;
    let walking = false;
    this.poll = setInterval(() => {
      if (this.ended) return;
      polls++;
      // its own process often (one small read), with what it started every few polls (a walk of
      // /proc, read without blocking, one at a time)
      if (polls % TREE_POLL_EVERY === 0 && !walking) {
        walking = true;
        void serviceMemory(pid).then((bytes) => {
          walking = false;
          if (!this.ended && bytes > this.settings.memoryBytes) void this.stop({ kind: 'memory', bytes });
        });
        return;
      }
      const bytes = ownResidentBytes(pid);
      if (bytes !== undefined && bytes > this.settings.memoryBytes) void this.stop({ kind: 'memory', bytes });
    }, MEMORY_POLL_MS);
    this.poll.unref();
  }

  private holdOpen(hold: boolean): void {
    const channel = (this.child as ChildProcess & { channel?: { ref(): void; unref(): void } }).channel;
    if (channel) {
      if (hold) channel.ref();
      else channel.unref();
    }
  }

  /** Takes new requests: not ended, not stopping. */
  get usable(): boolean {
    return !this.ended && !this.retiring && !this.reason;
  }

  /** Runs a request; 'stale' when the service's files changed since the process loaded them. */
  async send(options: RunOptions, call: ServiceCall): Promise<ServiceOutcome | 'stale'> {
    const id = nextRequestId++;
    this.lastLog = options.log;
    const entry: Pending = { options, resolve: () => undefined };
    const outcome = new Promise<ServiceOutcome | 'stale'>((resolve) => { entry.resolve = resolve; });
    this.pending.set(id, entry);
    if (this.pending.size === 1) this.holdOpen(true);
    // the time limit counts from when the process can take the request (not its start-up)
    if (await this.ready && this.pending.has(id)) {
      entry.timer = setTimeout(() => this.timedOut(id), options.timeoutMs);
      this.post({ type: 'request', id, call });
    }
    return outcome;
  }

  /** Ends the process once its requests are answered (its files changed, or it is no longer mounted). */
  retire(): void {
    this.retiring = true;
    if (!this.pending.size) this.stop({ kind: 'retired' });
  }

  /**
   * Stops the service: every process it started too. Retired: SIGTERM, then SIGKILL after a grace;
   * over its memory or blocked: SIGKILL at once.
   */
  stop(reason: EndReason): Promise<void> {
    if (!this.ended) this.reason = this.reason || reason;
    const pid = this.child.pid;
    const kill = reason.kind !== 'retired';
    if (pid && kill && !this.killed) {
      this.killed = true;
      // its own process at once; what it started once /proc is read (its end, below, makes sure)
      this.child.kill('SIGKILL');
      void signalService(pid, this.marker, 'SIGKILL');
    } else if (pid && !kill && !this.stopping && !this.killed) {
      this.stopping = true;
      void stopService(pid, this.marker, STOP_GRACE_MS);
    }
    return this.gone;
  }

  private post(message: ParentMessage): void {
    if (this.ended || !this.child.connected) return;
    try {
      this.child.send(message);
    } catch {
      // the process is ending; its exit answers the request
    }
  }

  private settle(id: number, outcome: ServiceOutcome | 'stale'): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (!this.pending.size) this.holdOpen(false);
    entry.resolve(outcome);
    if (this.retiring && !this.pending.size) this.stop({ kind: 'retired' });
  }

  private where(options: RunOptions): string {
    return `${options.request.method} ${options.request.originalUrl.slice(0, 200)}`;
  }

  private fail(id: number, message: string, developerMessage: string, stack?: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    entry.options.log(logLine(`sandbox: plugin service ${this.name} (${this.where(entry.options)}) ${message}`, stack));
    this.settle(id, failure(500, 5000, 'The plugin service failed', developerMessage));
  }

  private warnOnce(options: RunOptions | undefined, key: string, text: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    if (options && options.warn) options.warn(text);
    else if (options) options.log(logLine(text));
    else this.logAny(logLine(text));
  }

  private receive(message: ServiceMessage): void {
    if (message.type === 'ready') return;
    if (message.type === 'crashed') {
      this.reason = this.reason || { kind: 'crashed', errorName: message.errorName, message: message.message, stack: message.stack };
      return;
    }
    if (message.type === 'internal') {
      this.internals.push({ name: message.name, file: message.file });
      return;
    }
    if (message.type === 'pong') {
      const pong = this.pings.get(message.id);
      if (pong) pong();
      return;
    }
    if (message.type === 'memory') {
      this.stop({ kind: 'memory', bytes: message.rss });
      return;
    }
    const entry = message.id === undefined ? undefined : this.pending.get(message.id);
    if (message.type === 'warning') {
      this.warnOnce(entry && entry.options, `${this.name} ${message.key}`, `sandbox: plugin service ${this.name}: ${message.text}`);
      return;
    }
    if (message.type === 'failed' && message.afterAnswer) {
      const text = `sandbox: plugin service ${this.name} failed after answering: ${message.message}`;
      if (entry) entry.options.log(logLine(text, message.stack));
      else this.logAny(logLine(text, message.stack));
      return;
    }
    if (entry) this.answerFor(entry, message);
  }

  /** A message about a request the process is running. */
  private answerFor(entry: Pending, message: ServiceMessage): void {
    const name = this.name;
    if (message.type === 'answer') {
      const status = Number.isInteger(message.status) && message.status >= 100 && message.status <= 599 ? message.status : undefined;
      if (status === undefined) {
        this.fail(message.id, `answered with the status ${JSON.stringify(message.status)}`,
          `The backend service ${name} answered with the status ${JSON.stringify(message.status)}; expected an HTTP status from 100 to 599`);
        return;
      }
      this.settle(message.id, { kind: 'answer', status, headers: message.headers, body: message.body === undefined ? undefined : Buffer.from(message.body) });
    } else if (message.type === 'stale') {
      this.settle(message.id, 'stale');
    } else if (message.type === 'legacy') {
      this.warnOnce(entry.options, `${name} ${message.form}`, `sandbox: plugin service ${name} uses ${message.form}, an old form of ` +
        `express's response; it is served as Zengine served it, but prefer ${message.better}`);
    } else if (message.type === 'twice') {
      this.fail(message.id, `answered twice: ${message.first}, then ${message.second}`,
        `The backend service ${name} answered twice (${message.first}, then ${message.second}); answer once on every path ` +
        '(return after sending)');
    } else if (message.type === 'failed') {
      // a service's own error may carry secrets (keys, tokens): its message goes to the log only
      this.fail(message.id, `failed: ${message.message}`, `The backend service ${name} failed: ` +
        (message.shown ? message.message : `it threw ${message.errorName} (the sandbox's log has the details)`), message.stack);
    }
  }

  private logAny(error: Error): void {
    if (this.lastLog) this.lastLog(error);
    else console.error(error.message);
  }

  /** A request not answered in time: 504; and when the process does not answer a ping either, it is stopped. */
  private timedOut(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    const { options } = entry;
    const answer504 = () => {
      options.log(logLine(`sandbox: plugin service ${this.name} (${this.where(options)}) did not answer within ${options.timeoutMs} ms; answered 504`));
      this.settle(id, failure(504, 5040, 'The plugin service did not answer in time',
        `The backend service ${this.name} did not answer within ${options.timeoutMs} ms: call eventData.response.send(...) ` +
        '(or end()) once on every path, after its requests are done' +
        (this.reason && this.reason.kind === 'blocked' ? `; its process was stopped: its event loop was blocked (a loop that never ends?)` : '')));
    };
    if (this.ended) {
      answer504();
      return;
    }
    const pingId = nextRequestId++;
    const started = Date.now();
    const grace = setTimeout(() => {
      this.pings.delete(pingId);
      // stopped before the 504 leaves, so the next request gets a fresh process
      void this.stop({ kind: 'blocked', ms: options.timeoutMs + (Date.now() - started) });
      answer504();
    }, PING_GRACE_MS);
    this.pings.set(pingId, () => {
      clearTimeout(grace);
      this.pings.delete(pingId);
      answer504();
    });
    this.post({ type: 'ping', id: pingId });
  }

  private end(code?: number | null, signal?: NodeJS.Signals | null): void {
    if (this.ended) return;
    this.ended = true;
    if (this.poll) clearInterval(this.poll);
    this.onEnd();
    // what it started goes with it (a process that exited, crashed or was killed alone)
    const pid = this.child.pid;
    if (pid) void stopService(pid, this.marker, STOP_GRACE_MS).then(() => this.markGone());
    else this.markGone();
    const reason = this.reason;
    const exit = describeExit(code, signal, this.internals, this.settings.dir);
    const hadNone = !this.pending.size;
    Array.from(this.pending.keys()).forEach((id) => {
      const text = endedFailure(this.name, reason, exit);
      this.fail(id, text.message, text.developerMessage, text.stack);
    });
    if (reason && reason.kind === 'crashed' && hadNone) {
      // a crash with no request waiting (a timer after the answer): the log still hears of it
      this.logAny(logLine(`sandbox: plugin service ${this.name} failed after answering: ${reason.errorName}: ${reason.message}`, reason.stack));
    } else if (!reason && hadNone && exit.includes('crashed inside Node')) {
      this.logAny(logLine(`sandbox: plugin service ${this.name}: ${exit}`));
    }
  }
}

/** The resident set of one process, in bytes, from /proc/<pid>/statm (Linux); undefined when gone. */
function ownResidentBytes(pid: number): number | undefined {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return undefined;
  }
}
