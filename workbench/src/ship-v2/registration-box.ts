/**
 * The process a registration is read in (registration.ts starts it, registration-child.ts is its
 * script): what it may do, and how it checks that it was started so.
 *
 * - Node's permission model: reads of its own script files only, no file writes, no child
 *   processes, no worker threads, no native addons; nothing of the environment (an empty one) and
 *   `/` as its folder.
 * - No code from strings in its own realm (`--disallow-code-generation-from-strings`): were an
 *   object of this realm ever to reach plugin code, its `constructor.constructor('...')` would
 *   still compile nothing here (the read's `vm` context allows eval and Function for itself, as the
 *   browser does).
 * - `import()` answered by the read's own refusal (`--experimental-vm-modules` lets vm use it).
 * - Bounds on POSIX, set by the shell that starts it (`ulimit`): MEMORY_MIB of data (malloc'd
 *   memory and array buffers included: RLIMIT_DATA, enforced by Linux), no file growth, no core
 *   file, CPU_SECONDS of processor time; the V8 heap at HEAP_MIB. Its caller stops it after
 *   HARD_LIMIT_MS of wall clock, whatever it does.
 * - Before plugin code runs, what could reach another process or the network is taken off its
 *   own `process` and global object (hardenRealm): a third wall, behind the context and the
 *   permissions.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** The data (heap, malloc, array buffers) the process may hold, in MiB. */
export const MEMORY_MIB = 512;
/** V8's old-generation heap limit inside it, in MiB (below MEMORY_MIB, so a heap that grows ends as Node's own out-of-memory). */
export const HEAP_MIB = 256;
/** Processor time it may use, in s (a backstop: the wall clock ends it first). */
const CPU_SECONDS = 8;
/** The compiled files the process loads: its script and what that requires. */
const BOX_FILES = ['registration-child.js', 'registration-read.js', 'registration-context.js', 'registration-box.js'];

/** The flags of the box's Node, reading only `readable` (real paths). */
export function boxNodeFlags(readable: string[]): string[] {
  return [
    // its name since Node 22.13 (--experimental-permission before)
    process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission',
    ...readable.map((file) => `--allow-fs-read=${file}`),
    '--experimental-vm-modules',
    '--disallow-code-generation-from-strings',
    `--max-old-space-size=${HEAP_MIB}`,
    '--no-warnings'
  ];
}

/**
 * The command that runs `script` (a file) in the box, allowed to read `readable` besides: on
 * POSIX through the shell that sets the bounds, elsewhere Node itself (the heap bound only).
 */
export function boxCommand(script: string, readable: string[] = []): { command: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string } {
  const real = [script, ...readable].map((file) => fs.realpathSync(file));
  const node = [...boxNodeFlags(real), real[0]];
  if (process.platform === 'win32') return { command: process.execPath, args: node, env: {}, cwd: path.parse(process.cwd()).root };
  const kib = MEMORY_MIB * 1024;
  // a bound the shell cannot lower (a lower hard limit already holds) is left as it is
  const limits = `ulimit -d ${kib} 2>/dev/null; ulimit -f 0 2>/dev/null; ulimit -c 0 2>/dev/null; ulimit -t ${CPU_SECONDS} 2>/dev/null; unset PWD OLDPWD SHLVL _; exec "$0" "$@"`;
  return { command: '/bin/sh', args: ['-c', limits, process.execPath, ...node], env: {}, cwd: '/' };
}

/**
 * What decides a read's answer besides plugin.js: the box's own scripts, its bounds and the
 * Node that runs it (registration.ts keeps answers by it and the script's text).
 */
export function boxFingerprint(): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify([process.version, MEMORY_MIB, HEAP_MIB, CPU_SECONDS]));
  BOX_FILES.forEach((file) => {
    try {
      hash.update('\0').update(fs.readFileSync(path.join(__dirname, file), 'utf8'));
    } catch {
      hash.update('\0missing');
    }
  });
  return hash.digest('hex');
}

/** The command of the registration's read. */
export function registrationBoxCommand(): ReturnType<typeof boxCommand> {
  const files = BOX_FILES.map((file) => path.join(__dirname, file));
  return boxCommand(files[0], files.slice(1));
}

/** Whether this process runs as boxCommand starts it: permissions in force and none of those it must not have, vm's import() handling on, no eval here. */
export function isBoxed(): boolean {
  const permission = (process as { permission?: { has(scope: string): boolean } }).permission;
  if (!permission || permission.has('fs.write') || permission.has('child') || permission.has('worker')) return false;
  if (process.execArgv.indexOf('--experimental-vm-modules') === -1) return false;
  try {
    new Function('return 1');
    return false;
  } catch {
    return true;
  }
}

/** Removes `name` from `owner`, leaving nothing to call (a property that will not go is made to throw). */
function takeAway(owner: Record<string, unknown>, name: string): void {
  try {
    if (delete owner[name] && !(name in owner)) return;
  } catch {
    // not configurable: replaced below where it can be
  }
  try {
    Object.defineProperty(owner, name, { value: undefined, writable: false, configurable: false });
  } catch {
    // neither: left (the permissions and the context still hold)
  }
}

/**
 * Takes off this realm what plugin code could use, were it ever to reach it: signals to other
 * processes (`kill`, the inspector's `_debugProcess`), modules (`mainModule`, the bindings), the
 * network (`fetch` and its kin), reports and environment files written or read, and what the shell
 * put in its environment.
 */
export function hardenRealm(): void {
  const processObject = process as unknown as Record<string, unknown>;
  ['kill', '_kill', '_debugProcess', '_debugEnd', '_startProfilerIdleNotifier', 'mainModule', 'binding', '_linkedBinding',
    'dlopen', 'report', 'loadEnvFile', 'setuid', 'setgid', 'seteuid', 'setegid', 'setgroups', 'initgroups', 'chdir']
    .forEach((name) => takeAway(processObject, name));
  Object.keys(process.env).forEach((name) => { delete process.env[name]; });
  const global = globalThis as unknown as Record<string, unknown>;
  ['fetch', 'WebSocket', 'EventSource', 'Request', 'Response', 'Headers', 'FormData', 'BroadcastChannel', 'MessageChannel',
    'MessagePort', 'Worker', 'require', 'module']
    .forEach((name) => takeAway(global, name));
}
