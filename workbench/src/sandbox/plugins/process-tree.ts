/**
 * Every process a backend service started, found and ended as one (Linux, through /proc): a
 * service's process leads its own process group (the runner forks it detached), and carries a
 * marker in its environment that the processes it starts inherit. Its processes are its group,
 * the descendants of any of them (a child that made its own group or session), and, when it
 * stops, any process still carrying its marker (a child whose parent already ended). Elsewhere
 * than Linux only the group is known: `process.kill(-pid)` still ends it.
 *
 * Used by the runner (memory ceiling, stop) and by the service's own watchdog (the workbench
 * ended), so it requires nothing but Node.
 */
import fs from 'fs';

/** The environment variable holding a service's marker. */
export const SERVICE_MARKER_VARIABLE = 'ZN_PLUGIN_SERVICE_MARKER';

interface ProcessEntry {
  pid: number;
  ppid: number;
  group: number;
  /** Resident memory, in bytes. */
  rss: number;
  zombie: boolean;
}

const PAGE_BYTES = 4096;

/** A process's line of /proc/<pid>/stat: `pid (comm) state ppid pgrp ...`, rss the 24th field (pages). */
function parseStat(pid: number, text: string): ProcessEntry {
  // the command name may hold spaces and parentheses: the fields start after its last ')'
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(fields[1]), group: Number(fields[2]), rss: Number(fields[21]) * PAGE_BYTES, zombie: fields[0] === 'Z' };
}

function readEntry(pid: number): ProcessEntry | undefined {
  try {
    return parseStat(pid, fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Every live process, read without blocking: a walk of /proc takes tens of milliseconds on a
 * busy machine, which the workbench's event loop must not wait for.
 */
async function allEntries(): Promise<ProcessEntry[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir('/proc');
  } catch {
    return [];
  }
  const read = await Promise.all(names.filter((name) => /^\d+$/.test(name)).map((name) =>
    fs.promises.readFile(`/proc/${name}/stat`, 'utf8').then((text) => parseStat(Number(name), text), () => undefined)));
  return read.filter((entry): entry is ProcessEntry => !!entry && !entry.zombie);
}

async function carriesMarker(pid: number, marker: string): Promise<boolean> {
  try {
    const environment = await fs.promises.readFile(`/proc/${pid}/environ`, 'latin1');
    return environment.split('\0').indexOf(`${SERVICE_MARKER_VARIABLE}=${marker}`) !== -1;
  } catch {
    return false;
  }
}

/** The live processes of the service whose process is `leader`: its group and their descendants (and, with a marker, the marked). */
export async function serviceProcesses(leader: number, marker?: string): Promise<ProcessEntry[]> {
  if (!(leader > 1)) return [];
  const entries = await allEntries();
  const marked = marker
    ? await Promise.all(entries.map((entry) => entry.pid !== process.pid && carriesMarker(entry.pid, marker)))
    : entries.map(() => false);
  const members = new Map<number, ProcessEntry>();
  entries.forEach((entry, index) => {
    if (entry.group === leader || entry.pid === leader || marked[index]) members.set(entry.pid, entry);
  });
  // descendants that left the group (detached children), found by their parent
  let grew = true;
  while (grew) {
    grew = false;
    entries.forEach((entry) => {
      if (!members.has(entry.pid) && members.has(entry.ppid)) {
        members.set(entry.pid, entry);
        grew = true;
      }
    });
  }
  return Array.from(members.values());
}

/** The resident memory of a service's processes together, in bytes. */
export async function serviceMemory(leader: number): Promise<number> {
  return (await serviceProcesses(leader)).reduce((sum, entry) => sum + entry.rss, 0);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * Sends a signal to each of the service's processes and to its group; answers how many were
 * alive. On Linux only what /proc shows is signalled, so a process id reused after the service's
 * end is never hit.
 */
export async function signalService(leader: number, marker: string | undefined, name: NodeJS.Signals): Promise<number> {
  if (!(leader > 1)) return 0;
  if (process.platform !== 'linux') {
    signal(-leader, name);
    signal(leader, name);
    return 1;
  }
  const members = await serviceProcesses(leader, marker);
  // the leader last: the watchdog signals from inside it
  members.forEach((entry) => { if (entry.pid !== leader) signal(entry.pid, name); });
  // the group as a whole too (a process started between the walk and now)
  if (members.some((entry) => entry.group === leader)) signal(-leader, name);
  if (members.some((entry) => entry.pid === leader)) signal(leader, name);
  return members.length;
}

/** Whether a process is gone (a zombie nobody reaped counts as gone). */
export function isGone(pid: number): boolean {
  if (process.platform === 'linux') {
    const entry = readEntry(pid);
    return !entry || entry.zombie;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** How long the processes a SIGKILL hit may take to be gone, in ms (the kernel ends each when it next runs it). */
const KILLED_GONE_MS = 5000;

/** Resolves once /proc shows none of the service's processes, or after `ms`; false then. */
async function allGone(leader: number, marker: string | undefined, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if ((await serviceProcesses(leader, marker)).length === 0) return true;
  }
  return false;
}

/**
 * Ends a service's processes: SIGTERM, then SIGKILL for what is left after `graceMs`. Resolves
 * when none is left (or after the SIGKILL round, where /proc cannot tell). A process hit by
 * SIGKILL lives on until the kernel next runs it, so that round is waited for too.
 */
export async function stopService(leader: number, marker: string | undefined, graceMs: number): Promise<void> {
  await signalService(leader, marker, 'SIGTERM');
  if (process.platform !== 'linux') {
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    await signalService(leader, marker, 'SIGKILL');
    return;
  }
  if (await allGone(leader, marker, graceMs)) return;
  await signalService(leader, marker, 'SIGKILL');
  await allGone(leader, marker, KILLED_GONE_MS);
}
