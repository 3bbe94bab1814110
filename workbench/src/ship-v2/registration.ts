/**
 * The `plugin.register(namespace, settings)` calls of a built plugin.js, read by running it, so a
 * registration written with variables, helpers or `angular.extend` is read as the browser would
 * run it (Zengine's migrator read literals only, with an AST).
 *
 * The script runs in a `vm` context of its own with nothing of Node in it (no require, process,
 * module or Buffer; no object of this process is handed in: every stub is made inside the context
 * and what comes out is JSON text), with a time limit on each run and on each look at what it left.
 * Its globals are stubs: `plugin` (every method chains; `register` records its call, the settings
 * as JSON at the time of the call, and the line of plugin.js it came from), `angular` (its plain
 * helpers real: extend, merge, copy, forEach, is*, toJson, fromJson, equals, noop, identity, bind;
 * anything else a stub), `window`, `document`, `jQuery`/`$`, `moment`, timers that never fire. A
 * stub answers any property and call with itself. A name the script reads that no stub gives is
 * added as a stub and the script runs again from the start, up to MAX_RUNS times.
 */
import util from 'util';
import vm from 'vm';
import { CONTEXT_SOURCE, installCall } from './registration-context';

/** How long one run of plugin.js may take, in ms (a loop at its top level ends there). */
export const RUN_TIMEOUT_MS = 2000;
/** How many runs (each adding the stub of a name the script reads) before giving up. */
const MAX_RUNS = 30;
/** The name plugin.js runs under: stack lines name it with the line. */
const SCRIPT_NAME = 'zn-ship-v2/plugin.js';

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

type RunOutcome = { calls: RegisterCall[]; stopped?: { message: string; line: number }; missingName?: string };

/** What the run left: JSON text made inside the context under the time limit, parsed here. */
function readCalls(context: vm.Context): RegisterCall[] {
  const text = vm.runInContext('__znShipV2.calls()', context, { timeout: RUN_TIMEOUT_MS }) as string;
  return (JSON.parse(text) as Array<RegisterCall & { settings?: string }>).map((call) => ({
    namespace: call.namespace,
    line: call.line,
    settings: typeof call.settings === 'string' ? JSON.parse(call.settings) : undefined,
    ...(call.unreadable !== undefined ? { unreadable: call.unreadable } : {})
  }));
}

/** Why the script stopped: Node's own time-out error, or what the script threw, described inside the context. */
function describeThrown(context: vm.Context, thrown: unknown): { message: string; line: number; name: string } {
  if (thrown && typeof thrown === 'object' && !util.types.isProxy(thrown)) {
    const code = Object.getOwnPropertyDescriptor(thrown, 'code');
    if (code && code.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      return { message: `it ran for more than ${RUN_TIMEOUT_MS} ms (a loop at the top level of the script?)`, line: 0, name: 'timeout' };
    }
  }
  (context as Record<string, unknown>).__znThrown = thrown;
  try {
    return JSON.parse(vm.runInContext('__znShipV2.describe(__znThrown)', context, { timeout: RUN_TIMEOUT_MS }) as string);
  } catch {
    return { message: 'it threw something that cannot be described', line: 0, name: '' };
  }
}

function runOnce(js: string, stubs: string[]): RunOutcome {
  let script: vm.Script;
  try {
    script = new vm.Script(js, { filename: SCRIPT_NAME });
  } catch (error) {
    // compiled here, so the error is this process's own: its message and line can be read
    const first = String((error as Error).stack || '').split('\n')[0];
    const line = first.startsWith(`${SCRIPT_NAME}:`) ? parseInt(first.slice(SCRIPT_NAME.length + 1), 10) || 0 : 0;
    return { calls: [], stopped: { message: `SyntaxError: ${(error as Error).message}`, line } };
  }
  const context = vm.createContext(Object.create(null), { name: 'zn-plugin ship-v2: plugin.register', microtaskMode: 'afterEvaluate' });
  vm.runInContext(`${CONTEXT_SOURCE}\n${installCall(SCRIPT_NAME, stubs)}`, context, { timeout: RUN_TIMEOUT_MS });
  let stopped: ReturnType<typeof describeThrown> | undefined;
  try {
    script.runInContext(context, { timeout: RUN_TIMEOUT_MS, displayErrors: false });
  } catch (thrown) {
    stopped = describeThrown(context, thrown);
  }
  let calls: RegisterCall[] = [];
  try {
    calls = readCalls(context);
  } catch {
    stopped = stopped || { message: 'what it registered cannot be read back', line: 0, name: '' };
  }
  if (!stopped) return { calls };
  const missing = stopped.name === 'ReferenceError' ? /^ReferenceError: ([A-Za-z_$][\w$]*) is not defined$/.exec(stopped.message) : null;
  return { calls, stopped: { message: stopped.message, line: stopped.line }, missingName: missing ? missing[1] : undefined };
}

/**
 * Runs the built plugin.js (see the file's comment) and gives its register calls. A run that
 * stops on a name no stub gives, before any register call, runs again with that name stubbed.
 */
export function readRegistrations(js: string): RegistrationRun {
  const stubs: string[] = [];
  for (let run = 0; ; run++) {
    const outcome = runOnce(js, stubs);
    if (outcome.calls.length || !outcome.missingName || run + 1 >= MAX_RUNS || stubs.includes(outcome.missingName)) {
      return outcome.stopped ? { calls: outcome.calls, stopped: outcome.stopped } : { calls: outcome.calls };
    }
    stubs.push(outcome.missingName);
  }
}
