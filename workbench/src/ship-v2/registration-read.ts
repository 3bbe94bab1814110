/**
 * The read of a plugin.js's `plugin.register` calls, as it runs in the registration's process of
 * its own (registration-child.ts; registration.ts starts it): the script runs in a `vm` context
 * whose globals are stubs (registration-context.ts); a run that stops on a name no stub gives runs
 * again from the start with that name stubbed.
 *
 * Every run and every look at what a run left share one budget of wall-clock time, counted from
 * the start of the read: RUN_BUDGET_MS for the runs, READ_BACK_GRACE_MS more for a look at what a
 * run left once they are spent. Nothing of this realm reaches the context: the context's global
 * object has no prototype of this realm, `import()` is refused with an error of the context's own
 * (made before plugin.js runs), and what comes out is JSON text made inside the context under the
 * time limit, checked to be a string before it is parsed here.
 */
import util from 'util';
import vm from 'vm';
import { CONTROL_NAME, installSource } from './registration-context';

/** How long the runs of plugin.js may take in all, in ms, counted from the start of the read. */
export const RUN_BUDGET_MS = 2000;
/** How long looking at what a run left may take past the runs' budget, in ms. */
export const READ_BACK_GRACE_MS = 250;
/** How many runs (each adding the stub of a name the script reads) before giving up. */
const MAX_RUNS = 30;
/** The name plugin.js runs under: stack lines name it with the line. */
const SCRIPT_NAME = 'zn-ship-v2/plugin.js';

export interface BoxedCall {
  /** The namespace given, or null when it is not a string. */
  namespace: string | null;
  /** The line of plugin.js that called register (0 when not found). */
  line: number;
  /** The settings as JSON text (functions left out), when they could be written. */
  settings?: string;
  /** Why the settings could not be written as JSON (a cycle), if so. */
  unreadable?: string;
}

export interface BoxedRead {
  calls: BoxedCall[];
  /** What stopped the script before its end, with the line of plugin.js where it happened (0 when not known). */
  stopped?: { message: string; line: number };
}

interface Clock {
  /** Until when the runs may go on (performance.now()). */
  runsUntil: number;
  /** The error the current context's `import()` is refused with (made in that context). */
  refusal: unknown;
}

/** The time a run may take now, in ms (at least 1: vm's smallest time limit). */
function runTime(clock: Clock): number {
  return Math.max(1, Math.ceil(clock.runsUntil - performance.now()));
}

/** The time a look at what a run left may take now, in ms: what the runs have left, or the grace once spent. */
function readBackTime(clock: Clock): number {
  return Math.max(1, Math.ceil(Math.max(clock.runsUntil - performance.now(), 0) + READ_BACK_GRACE_MS));
}

/** Node's error for the time limit (made in the context: the context's own Error). */
function isTimeout(thrown: unknown): boolean {
  // no proxy: its trap would run here, outside any time limit
  if (!thrown || typeof thrown !== 'object' || util.types.isProxy(thrown)) return false;
  const code = Object.getOwnPropertyDescriptor(thrown, 'code');
  return !!code && code.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

/** JSON text the context gave, parsed here only when it is a string (what plugin.js left could be anything). */
function parsedText(value: unknown): unknown {
  if (typeof value !== 'string') throw new Error('not text');
  return JSON.parse(value);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The calls as the context wrote them, kept only in their shape (anything else is not a call the context made). */
function callsOf(text: unknown): BoxedCall[] {
  const list = parsedText(text);
  if (!Array.isArray(list)) throw new Error('not a list');
  return list.map((item) => {
    const call: BoxedCall = { namespace: typeof item.namespace === 'string' ? item.namespace : null, line: isCount(item.line) ? item.line : 0 };
    if (typeof item.settings === 'string') call.settings = item.settings;
    if (typeof item.unreadable === 'string') call.unreadable = item.unreadable;
    return call;
  });
}

type Stop = { message: string; line: number; name: string };

/** Why the script stopped: the time limit, or what the script threw, described inside the context. */
function describeThrown(context: vm.Context, thrown: unknown, clock: Clock): Stop {
  if (isTimeout(thrown)) return { message: '', line: 0, name: 'timeout' };
  // handed in under a name of its own, as a value (no setter of plugin.js runs here)
  const key = `__znThrown${Math.random().toString(36).slice(2)}`;
  try {
    Object.defineProperty(context, key, { value: thrown, configurable: true, writable: true, enumerable: false });
    const described = parsedText(vm.runInContext(`${CONTROL_NAME}.describe(this[${JSON.stringify(key)}])`, context, { timeout: readBackTime(clock) })) as Stop;
    return {
      message: typeof described.message === 'string' ? described.message : 'it threw something that cannot be described',
      line: isCount(described.line) ? described.line : 0,
      name: typeof described.name === 'string' ? described.name : ''
    };
  } catch (error) {
    const why = isTimeout(error) ? ` in the time it had left (${RUN_BUDGET_MS} ms in all: its toString, name, message or stack loops?)` : '';
    return { message: `it threw something that cannot be described${why}`, line: 0, name: '' };
  }
}

/** A new context, its stubs installed; `clock.refusal` becomes the error its `import()` is refused with. */
function newContext(stubs: string[], clock: Clock): vm.Context {
  clock.refusal = null;
  const context = vm.createContext(Object.create(null), {
    name: 'zn-plugin ship-v2: plugin.register',
    microtaskMode: 'afterEvaluate',
    // the context's eval and Function code
    importModuleDynamically: () => { throw clock.refusal; }
  } as vm.CreateContextOptions);
  vm.runInContext(installSource(SCRIPT_NAME, stubs), context, { timeout: runTime(clock) });
  clock.refusal = vm.runInContext(`${CONTROL_NAME}.importRefused`, context, { timeout: runTime(clock) });
  return context;
}

type Outcome = { calls: BoxedCall[]; stop?: Stop };

function runOnce(script: vm.Script, stubs: string[], clock: Clock): Outcome {
  let context: vm.Context;
  try {
    context = newContext(stubs, clock);
  } catch {
    // only the time can fail the stubs' install: none was left for this run
    return { calls: [], stop: { message: '', line: 0, name: 'timeout' } };
  }
  let stop: Stop | undefined;
  try {
    script.runInContext(context, { timeout: runTime(clock), displayErrors: false });
  } catch (thrown) {
    stop = describeThrown(context, thrown, clock);
  }
  let calls: BoxedCall[] = [];
  try {
    calls = callsOf(vm.runInContext(`${CONTROL_NAME}.calls()`, context, { timeout: readBackTime(clock) }));
  } catch {
    stop = stop || { message: 'what it registered cannot be read back', line: 0, name: '' };
  }
  return { calls, stop };
}

/** The name of `ReferenceError: <name> is not defined`, if that is what stopped the run. */
function missingName(stop: Stop | undefined): string | undefined {
  const match = stop && stop.name === 'ReferenceError' ? /^ReferenceError: ([A-Za-z_$][\w$]*) is not defined$/.exec(stop.message) : null;
  return match ? match[1] : undefined;
}

/** What the message says when the time ran out: the runs it took, and the names stubbed on the way. */
function outOfTime(stubs: string[]): string {
  const limit = `it ran for more than ${RUN_BUDGET_MS} ms`;
  if (!stubs.length) return `${limit} (a loop at the top level of the script?)`;
  const names = stubs.length > 5 ? `${stubs.slice(0, 5).join(', ')} and ${stubs.length - 5} more` : stubs.join(', ');
  return `${limit} in all, over ${stubs.length + 1} runs: each run before stopped on a name nothing gives (${names}), stubbed for the next`;
}

/** An array buffer the process's memory bound refused: said as such. */
function withMemoryNote(stop: Stop, memoryMiB: number): string {
  return /^RangeError: (Array buffer allocation failed|WebAssembly\.Memory\(\): could not allocate memory)/.test(stop.message)
    ? `it needed more than the ${memoryMiB} MiB of memory a registration's read may use (${stop.message})`
    : stop.message;
}

/**
 * Reads the register calls of `js` (see the file's comment), within RUN_BUDGET_MS from now (and
 * READ_BACK_GRACE_MS more to look at what the last run left). `memoryMiB`: the process's bound, named
 * when an allocation fails.
 */
export function readInContext(js: string, memoryMiB: number): BoxedRead {
  const clock: Clock = { runsUntil: performance.now() + RUN_BUDGET_MS, refusal: null };
  let script: vm.Script;
  try {
    // the script's own `import()`: refused as the context's eval code is (never with an error of this realm)
    script = new vm.Script(js, { filename: SCRIPT_NAME, importModuleDynamically: () => { throw clock.refusal; } });
  } catch (error) {
    // compiled here, so the error is this realm's own: its message and line can be read
    const first = String((error as Error).stack || '').split('\n')[0];
    const line = first.startsWith(`${SCRIPT_NAME}:`) ? parseInt(first.slice(SCRIPT_NAME.length + 1), 10) || 0 : 0;
    return { calls: [], stopped: { message: `SyntaxError: ${(error as Error).message}`, line } };
  }
  const stubs: string[] = [];
  for (let run = 0; ; run++) {
    const outcome = runOnce(script, stubs, clock);
    const name = missingName(outcome.stop);
    const again = !outcome.calls.length && name !== undefined && run + 1 < MAX_RUNS && !stubs.includes(name);
    if (again && performance.now() < clock.runsUntil) {
      stubs.push(name as string);
      continue;
    }
    if (!outcome.stop) return { calls: outcome.calls };
    const message = outcome.stop.name === 'timeout' || again ? outOfTime(stubs) : withMemoryNote(outcome.stop, memoryMiB);
    return { calls: outcome.calls, stopped: { message, line: outcome.stop.name === 'timeout' || again ? 0 : outcome.stop.line } };
  }
}
