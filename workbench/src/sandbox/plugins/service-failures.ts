/**
 * Why a service's process ended, and what the requests it was running are answered: the failure
 * envelope (for the caller) and the log line (for the developer), as pure functions.
 */
import { FailureEnvelope } from '../envelopes';

export type ServiceOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[]>; body?: Buffer }
  | { kind: 'failure'; envelope: FailureEnvelope };

/** A Node internal the service reached (legacy-http-parser.ts tells each first use). */
export interface InternalUse {
  name: string;
  file?: string;
}

export type EndReason =
  | { kind: 'memory'; bytes: number }
  | { kind: 'blocked'; ms: number }
  | { kind: 'crashed'; errorName: string; message: string; stack?: string }
  | { kind: 'retired' };

/** Signals that mean a process died inside Node or a native addon, not in JavaScript. */
const NATIVE_CRASH_SIGNALS = ['SIGSEGV', 'SIGABRT', 'SIGBUS', 'SIGILL', 'SIGFPE', 'SIGTRAP'];

export const MIB = 1024 * 1024;

export function failure(status: number, code: number, userMessage: string, developerMessage: string): ServiceOutcome {
  return { kind: 'failure', envelope: { status, code, userMessage, developerMessage } };
}

export function logLine(message: string, stack?: string): Error {
  const error = new Error(message);
  if (stack) error.stack = `${message}\n${stack}`;
  return error;
}

/**
 * A process that ended by a signal nobody sent it on purpose, in words: a crash inside Node is
 * told as one, with the Node internal it reached (the likely cause), or the usual other cause.
 */
export function describeExit(code: number | null | undefined, signal: string | null | undefined, internals: InternalUse[], dir: string): string {
  if (!signal) return `its process ended with exit code ${code}`;
  if (NATIVE_CRASH_SIGNALS.indexOf(signal) === -1) return `its process ended with signal ${signal}`;
  const cause = internals.length
    ? `; it had called Node's internal process.binding(${internals.map((use) => `'${use.name}'` + (use.file ? ` (from ${use.file})` : '')).join(', ')}), ` +
      'an API of old Node versions that this Node changed: update the package that calls it'
    : `; a native addon (a .node file in its node_modules) built for another Node version is the usual cause: run "npm rebuild" in ${dir}`;
  return `its process crashed inside Node, not in its JavaScript (signal ${signal})${cause}`;
}

/** The envelope and log text for a request whose process ended for `reason` (none: it ended by itself). */
export function endedFailure(name: string, reason: EndReason | undefined, exit: string):
  { message: string; developerMessage: string; stack?: string } {
  if (!reason) {
    return { message: `ended without answering (${exit})`, developerMessage: `The backend service ${name} ended without answering (${exit}); ` +
      'call eventData.response.send(...) (or end()) once on every path, and do not end the process' };
  }
  if (reason.kind === 'memory') {
    const mib = Math.round(reason.bytes / MIB);
    return { message: `used ${mib} MiB of memory, over its ceiling; its process was stopped`,
      developerMessage: `The backend service ${name} used ${mib} MiB of memory (heap and Buffers), more than its ceiling; its process ` +
        'was stopped (the processes it started count against it too). Hold less data at once (page through records, stream files)' };
  }
  if (reason.kind === 'blocked') {
    return { message: `was stopped: its event loop was blocked for ${reason.ms} ms`,
      developerMessage: `The backend service ${name} was stopped: its process's event loop was blocked for ${reason.ms} ms (a loop that ` +
        'never ends?), so it could answer nothing' };
  }
  if (reason.kind === 'crashed') {
    return { message: `failed: ${reason.errorName}: ${reason.message}`, stack: reason.stack,
      developerMessage: `The backend service ${name} failed: it threw ${reason.errorName} outside its run (in a callback or an ` +
        'unhandled rejection; the sandbox\'s log has the details)' };
  }
  return { message: 'was stopped', developerMessage: `The backend service ${name} was stopped (it was unmounted) before it answered` };
}
