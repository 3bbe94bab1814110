/**
 * Runs backend services as Zengine's runner did: one process per service (service-worker.ts,
 * forked with node), kept warm between requests. The sandbox's own process only passes messages,
 * so nothing a service does can stop it or make the REST API wait:
 * - a service whose process dies (process.exit, a SIGKILL, an uncaught exception), answers badly
 *   (twice, a status out of range) or fails gets a failure envelope, and the next request starts
 *   a fresh process;
 * - a request not answered in time gets a 504; when the process's event loop is blocked too (a
 *   loop that never ends) the process is stopped;
 * - a process holding more memory than its ceiling (512 MiB unless configured; V8's heap and
 *   off-heap Buffers alike, as the resident set) is stopped and its requests get a 500;
 * - each service takes `concurrency` requests at once and queues `queue` more; past that, 503.
 * A service with a package.json and no node_modules gets `npm install` first (its output shown).
 */
import fs from 'fs';
import path from 'path';
import { ChildProcess, fork, spawn } from 'child_process';
import { FailureEnvelope } from '../envelopes';
import { PluginServiceMount } from './services';
import { ParentMessage, ServiceCall, ServiceMessage, ServiceRequestData, ServiceSettings } from './service-worker';

/** How long a service may take to answer before the sandbox answers 504 for it. */
export const DEFAULT_SERVICE_TIMEOUT_MS = 30000;
/** The memory ceiling of a service's process (resident set: heap and Buffers). */
export const DEFAULT_SERVICE_MEMORY_MB = 512;
/** Requests a service's process runs at once; more wait in its queue. */
export const DEFAULT_SERVICE_CONCURRENCY = 256;
/** Requests that may wait for a busy service; past that the sandbox answers 503. */
export const DEFAULT_SERVICE_QUEUE = 1000;

const WORKER_FILE = path.join(__dirname, 'service-worker.js');
/** How often the sandbox reads a service process's resident memory (Linux, /proc). */
const MEMORY_POLL_MS = 50;
/** How long a process whose request timed out has to answer a ping before it counts as blocked. */
const PING_GRACE_MS = 1000;

export type ServiceOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[]>; body?: Buffer }
  | { kind: 'failure'; envelope: FailureEnvelope };

export interface RunOptions {
  mount: PluginServiceMount;
  request: ServiceRequestData;
  apiUrl: string;
  authorization?: string;
  timeoutMs: number;
  /** A line for the sandbox's log (with the service's stack, when it has one). */
  log(error: Error): void;
  /** A warning, given once per service and form (default: the log). */
  warn?(message: string): void;
}

export interface RunnerLimits {
  /** The memory ceiling of each service's process, in MiB (default 512). */
  memoryMb: number;
  /** Requests each service runs at once (default 256). */
  concurrency: number;
  /** Requests that may wait for a busy service before the sandbox answers 503 (default 1000). */
  queue: number;
  /** Where `npm install` progress lines go (default: stdout). */
  progress(line: string): void;
}

function failure(status: number, code: number, userMessage: string, developerMessage: string): ServiceOutcome {
  return { kind: 'failure', envelope: { status, code, userMessage, developerMessage } };
}

function logLine(message: string, stack?: string): Error {
  const error = new Error(message);
  if (stack) error.stack = `${message}\n${stack}`;
  return error;
}

const MIB = 1024 * 1024;

/** The resident set of a process, in bytes, from /proc/<pid>/status (Linux); undefined elsewhere. */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface Pending {
  options: RunOptions;
  resolve(outcome: ServiceOutcome | 'stale'): void;
  timer?: NodeJS.Timeout;
}

type EndReason =
  | { kind: 'memory'; bytes: number }
  | { kind: 'blocked'; ms: number }
  | { kind: 'crashed'; errorName: string; message: string; stack?: string }
  | { kind: 'retired' };

let nextRequestId = 1;

/** One service's process and the requests it is running. */
class ServiceProcess {
  readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private readonly ready: Promise<boolean>;
  private readonly pings = new Map<number, () => void>();
  private readonly poll?: NodeJS.Timeout;
  private ended = false;
  private retiring = false;
  private reason?: EndReason;

  constructor(readonly name: string, settings: ServiceSettings, private readonly warned: Set<string>, private readonly onEnd: () => void) {
    this.child = fork(WORKER_FILE, [JSON.stringify(settings)], {
      cwd: settings.dir,
      execArgv: [`--max-old-space-size=${Math.max(16, Math.floor(settings.memoryBytes / MIB))}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    });
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
    if (process.platform === 'linux' && this.child.pid) {
      const pid = this.child.pid;
      let reading = false;
      this.poll = setInterval(() => {
        if (reading || this.ended) return;
        reading = true;
        void residentBytes(pid).then((bytes) => {
          reading = false;
          if (bytes !== undefined && bytes > settings.memoryBytes) this.stop({ kind: 'memory', bytes });
        });
      }, MEMORY_POLL_MS);
      this.poll.unref();
    }
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

  stop(reason: EndReason): void {
    if (this.ended) return;
    this.reason = this.reason || reason;
    this.child.kill('SIGKILL');
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

  private warnOnce(options: RunOptions, key: string, text: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    if (options.warn) options.warn(text);
    else options.log(logLine(text));
  }

  private receive(message: ServiceMessage): void {
    if (message.type === 'ready') return;
    if (message.type === 'crashed') {
      this.reason = this.reason || { kind: 'crashed', errorName: message.errorName, message: message.message, stack: message.stack };
      return;
    }
    if (message.type === 'pong') {
      const pong = this.pings.get(message.id);
      if (pong) pong();
      return;
    }
    const entry = this.pending.get(message.id);
    const name = this.name;
    if (message.type === 'memory') {
      this.stop({ kind: 'memory', bytes: message.rss });
      return;
    }
    if (message.type === 'failed' && message.afterAnswer) {
      const options = entry ? entry.options : undefined;
      const text = `sandbox: plugin service ${name} failed after answering: ${message.message}`;
      if (options) options.log(logLine(text, message.stack));
      else this.logAny(logLine(text, message.stack));
      return;
    }
    if (!entry) return;
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
    } else if (message.type === 'warning') {
      this.warnOnce(entry.options, `${name} ${message.key}`, `sandbox: plugin service ${name}: ${message.text}`);
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

  private lastLog?: (error: Error) => void;

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
      this.stop({ kind: 'blocked', ms: options.timeoutMs + (Date.now() - started) });
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
    const reason = this.reason;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const hadNone = !this.pending.size;
    Array.from(this.pending.keys()).forEach((id) => {
      const entry = this.pending.get(id);
      if (!entry) return;
      if (!reason) {
        this.fail(id, `ended (${how}) without answering`, `The backend service ${this.name} ended without answering (its process ` +
          `ended with ${how}); call eventData.response.send(...) (or end()) once on every path, and do not end the process`);
      } else if (reason.kind === 'memory') {
        this.fail(id, `used ${Math.round(reason.bytes / MIB)} MiB of memory, over its ceiling; its process was stopped`,
          `The backend service ${this.name} used ${Math.round(reason.bytes / MIB)} MiB of memory (heap and Buffers), more than ` +
          'its ceiling; its process was stopped. Hold less data at once (page through records, stream files)');
      } else if (reason.kind === 'blocked') {
        this.fail(id, `was stopped: its event loop was blocked for ${reason.ms} ms`,
          `The backend service ${this.name} was stopped: its process's event loop was blocked for ${reason.ms} ms (a loop that ` +
          'never ends?), so it could answer nothing');
      } else if (reason.kind === 'crashed') {
        this.fail(id, `failed: ${reason.errorName}: ${reason.message}`, `The backend service ${this.name} failed: it threw ` +
          `${reason.errorName} outside its run (in a callback or an unhandled rejection; the sandbox's log has the details)`, reason.stack);
      } else {
        this.fail(id, 'was stopped', `The backend service ${this.name} was stopped (it was unmounted) before it answered`);
      }
    });
    if (reason && reason.kind === 'crashed' && hadNone) {
      // a crash with no request waiting (a timer after the answer): the log still hears of it
      this.logAny(logLine(`sandbox: plugin service ${this.name} failed after answering: ${reason.errorName}: ${reason.message}`, reason.stack));
    }
  }
}

interface Slots {
  active: number;
  waiting: Array<() => void>;
}

/**
 * The services' processes, one per service folder (and environment), started on a service's
 * first request. `close()` ends them all; a sandbox calls it when it closes.
 */
export class ServiceRunner {
  private readonly processes = new Map<string, ServiceProcess>();
  private readonly slots = new Map<string, Slots>();
  private readonly installs = new Map<string, Promise<string | undefined>>();
  /** The (service, legacy form) pairs already warned about, so each is said once. */
  private readonly warned = new Set<string>();
  private readonly limits: RunnerLimits;
  private closed = false;

  constructor(limits: Partial<RunnerLimits> = {}) {
    this.limits = {
      memoryMb: limits.memoryMb || DEFAULT_SERVICE_MEMORY_MB,
      concurrency: limits.concurrency || DEFAULT_SERVICE_CONCURRENCY,
      queue: limits.queue === undefined ? DEFAULT_SERVICE_QUEUE : limits.queue,
      progress: limits.progress || ((line: string) => process.stdout.write(line + '\n'))
    };
  }

  async run(options: RunOptions): Promise<ServiceOutcome> {
    const { mount } = options;
    const name = `${mount.namespace}/${mount.route}`;
    const key = keyOf(mount);
    let slots = this.slots.get(key);
    if (!slots) this.slots.set(key, slots = { active: 0, waiting: [] });
    if (slots.active >= this.limits.concurrency) {
      if (slots.waiting.length >= this.limits.queue) {
        return failure(503, 5030, 'The plugin service is busy',
          `The backend service ${name} is running ${slots.active} requests and ${slots.waiting.length} more are waiting; ` +
          'try again shortly');
      }
      await new Promise<void>((resolve) => (slots as Slots).waiting.push(resolve));
    }
    slots.active++;
    try {
      // checked when a process is to start (not per request: a warm process needs no file read)
      const warm = this.processes.get(key);
      if (!warm || !warm.usable) {
        const installFailed = await this.install(mount);
        if (installFailed) return failure(500, 5000, 'The plugin service failed', installFailed);
      }
      return await this.dispatch(options, 0);
    } finally {
      slots.active--;
      const next = slots.waiting.shift();
      if (next) next();
    }
  }

  /** Stops the processes of services no longer mounted. */
  prune(mounts: PluginServiceMount[]): void {
    const keep = new Set(mounts.map(keyOf));
    this.processes.forEach((child, key) => {
      if (!keep.has(key)) {
        this.processes.delete(key);
        child.retire();
      }
    });
  }

  close(): void {
    this.closed = true;
    this.processes.forEach((child) => child.stop({ kind: 'retired' }));
    this.processes.clear();
  }

  private async dispatch(options: RunOptions, attempt: number): Promise<ServiceOutcome> {
    const { mount } = options;
    const name = `${mount.namespace}/${mount.route}`;
    if (this.closed) return failure(503, 5030, 'The sandbox is closing', `The sandbox is closing; ${name} was not run`);
    const key = keyOf(mount);
    let child = this.processes.get(key);
    if (!child || !child.usable) {
      if (child) child.retire();
      const settings: ServiceSettings = {
        dir: mount.dir, namespace: mount.namespace, route: mount.route, env: mount.env, memoryBytes: this.limits.memoryMb * MIB
      };
      const started: ServiceProcess = new ServiceProcess(name, settings, this.warned, () => {
        if (this.processes.get(key) === started) this.processes.delete(key);
      });
      this.processes.set(key, child = started);
    }
    const outcome = await child.send(options, {
      request: options.request, apiUrl: options.apiUrl, authorization: options.authorization, plugin: mount.namespace
    });
    if (outcome !== 'stale') return outcome;
    // the service's files changed since its process loaded them: a fresh process reads them
    child.retire();
    if (this.processes.get(key) === child) this.processes.delete(key);
    if (attempt >= 2) {
      return failure(500, 5000, 'The plugin service failed', `The backend service ${name} keeps changing while it loads; try again`);
    }
    return this.dispatch(options, attempt + 1);
  }

  /** `npm install` in a service folder with a package.json and no node_modules; a message when it fails. */
  private install(mount: PluginServiceMount): Promise<string | undefined> {
    const running = this.installs.get(mount.dir);
    if (running) return running;
    const job = needsInstall(mount.dir).then((needed) => {
      if (!needed) return undefined;
      return npmInstall(mount, this.limits.progress);
    }).then((result) => {
      // a failure is tried again on the next request; a success is remembered through node_modules
      this.installs.delete(mount.dir);
      return result;
    });
    this.installs.set(mount.dir, job);
    return job;
  }
}

function keyOf(mount: PluginServiceMount): string {
  return `${mount.dir}\u0000${mount.env || ''}`;
}

async function needsInstall(dir: string): Promise<boolean> {
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

function npmInstall(mount: PluginServiceMount, progress: (line: string) => void): Promise<string | undefined> {
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
