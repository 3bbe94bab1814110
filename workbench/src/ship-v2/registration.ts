/**
 * The `plugin.register(namespace, settings)` calls of a built plugin.js, read by running it, so a
 * registration written with variables, helpers or `angular.extend` is read as the browser would
 * run it (Zengine's migrator read literals only, with an AST).
 *
 * The script is plugin code: it is read in a process of its own (registration-box.ts: Node's
 * permission model, no environment, bounds on memory and time), inside a `vm` context with
 * nothing of Node in it (registration-read.ts, registration-context.ts). Its globals are stubs:
 * `plugin` (every method chains; `register` records its call, the settings as JSON at the time of
 * the call, and the line of plugin.js it came from), `angular` (its plain helpers real: extend,
 * merge, copy, forEach, is*, toJson, fromJson, equals, noop, identity, bind; anything else a
 * stub), `window`, `document`, `jQuery`/`$`, `moment`, timers that never fire. A stub answers any
 * property and call with itself. A name the script reads that no stub gives is added as a stub and
 * the script runs again from the start. The whole read (every run) has RUN_TIMEOUT_MS of wall
 * clock; the process is stopped at HARD_LIMIT_MS whatever it does. What comes back is JSON text
 * on a pipe, checked here call by call.
 *
 * The read is synchronous (spawnSync): `zn-plugin build` waits for it, and `serve` runs it on its
 * build thread, never on the thread that answers requests. A read that ran to its end is kept by
 * the script's text (in memory, and in the user's cache folder: compiled-store.ts), so `serve`
 * started again on an unchanged plugin starts no process for it (that process is most of what a
 * shipped-as-v2 plugin costs the start); a read that was stopped is never kept.
 */
import { spawnSync, SpawnSyncReturns } from 'child_process';
import { CompiledStore } from '../repository/steps/compiled-store';
import { boxFingerprint, MEMORY_MIB, registrationBoxCommand } from './registration-box';
import { READ_BACK_GRACE_MS, RUN_BUDGET_MS } from './registration-read';
import type { BoxedRead } from './registration-read';

/** How long the runs of plugin.js may take in all, in ms (a loop at its top level ends there). */
export const RUN_TIMEOUT_MS = RUN_BUDGET_MS;
/** When the read's process is stopped, in ms from its start: the runs, the look at what they left, and the process's own start. */
export const HARD_LIMIT_MS = RUN_BUDGET_MS + READ_BACK_GRACE_MS + 1000;
/** The most the read may answer (stdout, and stderr apart), in bytes. */
const ANSWER_LIMIT = 16 * 1024 * 1024;

export interface RegisterCall {
  /** The namespace given, or null when it is not a string. */
  namespace: string | null;
  /** The settings as JSON would write them at the call (functions left out), or undefined when they cannot be written. */
  settings: unknown;
  /** Why the settings could not be written as JSON (a cycle), if so. */
  unreadable?: string;
  /** The line of plugin.js that called register (0 when not found). */
  line: number;
}

export interface RegistrationRun {
  calls: RegisterCall[];
  /** What stopped the script before its end, with the line of plugin.js where it happened (0 when not known). */
  stopped?: { message: string; line: number };
}

const stoppedAt = (message: string, line = 0): RegistrationRun => ({ calls: [], stopped: { message, line } });

/** What a process that did not answer says: the wall clock, its memory, or how it ended. */
function unanswered(result: SpawnSyncReturns<string>): RegistrationRun {
  const code = result.error && (result.error as NodeJS.ErrnoException).code;
  if (code === 'ETIMEDOUT') return stoppedAt(`it ran for more than ${RUN_TIMEOUT_MS} ms (its read was stopped after ${HARD_LIMIT_MS} ms)`);
  if (code === 'ENOBUFS') return stoppedAt(`what it registered is more than ${ANSWER_LIMIT / 1048576} MiB as JSON`);
  if (result.error) return stoppedAt(`its registration could not be read: the read's process did not run (${result.error.message})`);
  const said = String(result.stderr || '');
  if (/heap out of memory|out of memory|Allocation failed|Fatal process OOM/i.test(said) || result.signal === 'SIGKILL') {
    return stoppedAt(`it needed more than the ${MEMORY_MIB} MiB of memory a registration's read may use (its read was stopped)`);
  }
  if (result.signal === 'SIGXCPU') return stoppedAt(`it ran for more than ${RUN_TIMEOUT_MS} ms (its read was stopped)`);
  const how = result.signal ? `by ${result.signal}` : `with code ${result.status}`;
  return stoppedAt(`its registration could not be read: the read's process ended ${how}${said.trim() ? `: ${said.trim().split('\n')[0]}` : ''}`);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The read's answer as calls, each checked in its shape; the settings parsed from their JSON text. */
function runOf(answer: BoxedRead): RegistrationRun {
  if (!answer || !Array.isArray(answer.calls)) throw new Error('no calls');
  const calls = answer.calls.map((call): RegisterCall => {
    const read: RegisterCall = {
      namespace: typeof call.namespace === 'string' ? call.namespace : null,
      line: isCount(call.line) ? call.line : 0,
      settings: typeof call.settings === 'string' ? JSON.parse(call.settings) : undefined
    };
    if (typeof call.unreadable === 'string') read.unreadable = call.unreadable;
    return read;
  });
  const stopped = answer.stopped;
  if (!stopped) return { calls };
  return { calls, stopped: { message: typeof stopped.message === 'string' ? stopped.message : 'it stopped', line: isCount(stopped.line) ? stopped.line : 0 } };
}

/**
 * Runs the built plugin.js (see the file's comment) and gives its register calls. A run that
 * stops on a name no stub gives, before any register call, runs again with that name stubbed.
 */
export function readRegistrations(js: string): RegistrationRun {
  if (!answers) answers = new CompiledStore('registrations', JSON.stringify([boxFingerprint(), RUN_TIMEOUT_MS, HARD_LIMIT_MS]), []);
  const key = answers.keyOf(js);
  const kept = answers.get(key);
  if (kept !== undefined) {
    try {
      return JSON.parse(kept) as RegistrationRun;
    } catch {
      // an entry damaged on disk: read again
    }
  }
  const run = readInBox(js);
  if (!run.stopped) answers.set(key, JSON.stringify(run));
  return run;
}

/** The reads that ran to their end, by the script's text (see the file's comment). */
let answers: CompiledStore | null = null;

function readInBox(js: string): RegistrationRun {
  const box = registrationBoxCommand();
  const result = spawnSync(box.command, box.args, {
    input: js, env: box.env, cwd: box.cwd, encoding: 'utf8', timeout: HARD_LIMIT_MS, killSignal: 'SIGKILL',
    maxBuffer: ANSWER_LIMIT, windowsHide: true, stdio: ['pipe', 'pipe', 'pipe']
  });
  if (result.error || result.status !== 0) return unanswered(result);
  try {
    return runOf(JSON.parse(result.stdout) as BoxedRead);
  } catch {
    return stoppedAt('what its read answered is not a registration');
  }
}
