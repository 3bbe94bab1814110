/**
 * Runs backend services as Zengine's runner did: one process per service (service-worker.ts,
 * forked with node, see service-process.ts), kept warm between requests. The sandbox's own
 * process only passes messages, so nothing a service does can stop it or make the REST API wait:
 * - a service whose process dies (process.exit, a SIGKILL, an uncaught exception, a crash inside
 *   Node), answers badly (twice, a status out of range) or fails gets a failure envelope, and the
 *   next request starts a fresh process;
 * - a request not answered in time gets a 504; when the process's event loop is blocked too (a
 *   loop that never ends) the process is stopped;
 * - a service holding more memory than its ceiling (512 MiB unless configured; V8's heap and
 *   off-heap Buffers alike, as the resident set, with the processes it started) is stopped and
 *   its requests get a 500;
 * - each service takes `concurrency` requests at once and queues `queue` more; past that, 503;
 * - a stopped service takes every process it started with it, and so does the sandbox's end,
 *   kill -9 included (process-tree.ts, watchdog.ts).
 * A service with a package.json and no node_modules gets `npm install` first (its output shown).
 * What the service's process gets besides the service: the preload list (preloads.ts).
 */
import { PluginServiceMount } from './services';
import { ServiceSettings } from './worker-messages';
import { DEFAULT_PRELOADS } from './preloads';
import { MIB, ServiceOutcome, failure } from './service-failures';
import { RunOptions, ServiceProcess } from './service-process';
import { needsInstall, npmInstall } from '../../util/npm';

export type { ServiceOutcome } from './service-failures';
export type { RunOptions } from './service-process';

/** How long a service may take to answer before the sandbox answers 504 for it. */
export const DEFAULT_SERVICE_TIMEOUT_MS = 30000;
/** The memory ceiling of a service's process (resident set: heap and Buffers). */
export const DEFAULT_SERVICE_MEMORY_MB = 512;
/** Requests a service's process runs at once; more wait in its queue. */
export const DEFAULT_SERVICE_CONCURRENCY = 256;
/** Requests that may wait for a busy service; past that the sandbox answers 503. */
export const DEFAULT_SERVICE_QUEUE = 1000;

export interface RunnerLimits {
  /** The memory ceiling of each service's process, in MiB (default 512). */
  memoryMb: number;
  /** Requests each service runs at once (default 256). */
  concurrency: number;
  /** Requests that may wait for a busy service before the sandbox answers 503 (default 1000). */
  queue: number;
  /** Where `npm install` progress lines go (default: stdout). */
  progress(line: string): void;
  /** Files each service's process requires first, after DEFAULT_PRELOADS (preloads.ts). */
  preloads: string[];
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
      progress: limits.progress || ((line: string) => process.stdout.write(line + '\n')),
      preloads: DEFAULT_PRELOADS.concat(limits.preloads || [])
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

  /** Stops every service, and every process each started; resolves when they are gone. */
  close(): Promise<void> {
    this.closed = true;
    const stopping = Array.from(this.processes.values()).map((child) => child.stop({ kind: 'retired' }));
    this.processes.clear();
    return Promise.all(stopping).then(() => undefined);
  }

  private async dispatch(options: RunOptions, attempt: number): Promise<ServiceOutcome> {
    const { mount } = options;
    const name = `${mount.namespace}/${mount.route}`;
    if (this.closed) return failure(503, 5030, 'The sandbox is closing', `The sandbox is closing; ${name} was not run`);
    const key = keyOf(mount);
    let child = this.processes.get(key);
    if (!child || !child.usable) {
      if (child) child.retire();
      const settings: Omit<ServiceSettings, 'marker'> = {
        dir: mount.dir, namespace: mount.namespace, route: mount.route, env: mount.env, memoryBytes: this.limits.memoryMb * MIB,
        preloads: this.limits.preloads
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
    const job = Promise.resolve().then(() => (needsInstall(mount.dir) ? installService(mount, this.limits.progress) : undefined)).then((result) => {
      // a failure is tried again on the next request; a success is remembered through node_modules
      this.installs.delete(mount.dir);
      return result;
    });
    this.installs.set(mount.dir, job);
    return job;
  }
}

/**
 * `npm install --omit=dev` in a service folder whose dependencies are not installed, as Zengine
 * installed a service's packages on upload (util/npm.ts); a message when it fails.
 */
async function installService(mount: PluginServiceMount, progress: (line: string) => void): Promise<string | undefined> {
  const name = `${mount.namespace}/${mount.route}`;
  const outcome = await npmInstall(mount.dir, { log: progress, label: `sandbox: backend service ${name}`, production: true });
  if (outcome.ok) return undefined;
  return `npm install for the backend service ${name} failed (${outcome.reason}); run "npm install" in ${mount.dir} to see why`;
}

function keyOf(mount: PluginServiceMount): string {
  return `${mount.dir}\u0000${mount.env || ''}`;
}
