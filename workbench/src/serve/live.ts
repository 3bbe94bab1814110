/**
 * The one-way flow of an edit: the watcher's files → the snapshot has the build processes read
 * again the sources they belong to, each on its own → as each read comes in, the sandbox's mounts
 * and Plugins records, the Firebase databases and the terminal follow the new snapshot, and the
 * open pages hear what changed for them (events.ts). A source's read never waits for another's;
 * an edit made during a read of its source supersedes it (plugin-reader.ts). Requests only read
 * the snapshot (and wait for `idle`, a while). A read that took long is said in the terminal when
 * it is in (the page has it then).
 *
 * And the one place that decides when npm installs a repository plugin's dependencies: after
 * every read, once per folder whose dependencies are missing (again after its package.json
 * changed); its plugins are read again when the install ends. At start `started` waits for
 * those installs (parts.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Sandbox } from '../sandbox';
import type { FirebaseHost } from '../firebase/host';
import { announce, pageUpdate } from './changes';
import type { LiveReloadChannel } from './events';
import { problemLines } from './host-page';
import type { ServiceMounts } from './mounts';
import type { ServedPlugin } from './served-plugin';
import { REQUEST_WAIT_MS } from './snapshot';
import { isIgnoredChange } from './watch';
import type { PluginSnapshot, ServedPlugins, SourceReadIn } from './snapshot';
import { shownPath } from '../util/files';
import { npmInstall } from '../util/npm';

/** What follows the snapshot besides the page: the sandbox (records, mounted services) and the databases. */
export interface LiveServices {
  sandbox: Sandbox;
  firebase: FirebaseHost;
  mounts: ServiceMounts;
}

export interface LiveParts {
  plugins: ServedPlugins;
  /** The services, once made (parts.ts makes them after the workbench listens, from the snapshot of then). */
  services(): LiveServices | undefined;
  channel: LiveReloadChannel;
  log(line: string): void;
  /** Told after each read is followed through (the watcher looks at the folders again). */
  readIn?(): void;
}

export interface Live {
  /** Follows the changed files through (the watcher calls it); returns at once, the reads run in the build processes. */
  changed(files: string[]): void;
  /** Files a build script wrote: a change heard of them later is read, but stops no build. */
  scriptWrote(files: string[]): void;
  /** A request was answered: each read still under way is said in the terminal when it is in. */
  answeredWithoutReads(): void;
  /**
   * Resolves once no read is under way of the source of `namespace` (of any source, without one),
   * of those asked for at `since` or later: what a request waits for, a while (parts.ts).
   */
  idle(namespace?: string, since?: number): Promise<void>;
  /** When the newest read `idle(namespace)` would wait for was asked for (0: none). */
  newestAsk(namespace?: string): number;
  /**
   * The start: resolves once every source's first read, the npm installs the reads started and the
   * reads after them are in, then says the plugins' problems (from then on, each time they change).
   */
  started(): Promise<void>;
  close(): void;
}

/**
 * The Plugins records of the served plugins (namespace, name, route), written here and only here,
 * before their services are mounted, so `znData('Plugins').get({ namespace })` finds each one.
 */
export function applyPlugins(parts: Pick<LiveServices, 'sandbox' | 'mounts'>, plugins: ServedPlugin[], changedFiles?: string[]): void {
  const served = plugins.filter((plugin) => plugin.ok);
  parts.sandbox.registerPlugins(served.map((plugin) => ({ namespace: plugin.namespace, name: plugin.name, route: plugin.route })));
  parts.mounts.sync(served, changedFiles);
}

/** Files up to this size are told apart by their text; a larger one counts as edited each time it is written. */
const DIGEST_BYTES = 4 * 1024 * 1024;

/** When `file` was last written (ms), 0 when it is gone. */
function modifiedAt(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** A digest of `file`'s text, 'gone' when it is not a file, '' when it is too large to tell. */
function digestOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return 'gone';
    if (stat.size > DIGEST_BYTES) return '';
    return crypto.createHash('sha1').update(new Uint8Array(fs.readFileSync(file))).digest('hex');
  } catch {
    return 'gone';
  }
}

/** Which changes the watcher hears are edits: a file written again as it was, or by a build script, is none. */
interface EditSieve {
  /** Whether `file` changed since it was last heard of (a file too large to tell always has). */
  edited(file: string): boolean;
  /** Files a build script wrote: never an edit. */
  scriptWrote(files: string[]): void;
  /**
   * Learns the texts of the files in `dirs` (a source's folders, as its read comes in) and returns
   * those of a folder new to it changed since `since` (the read was asked for), a build script's
   * outputs aside: the watcher did not watch that folder yet, so an edit saved during a source's
   * first read would be heard by nobody.
   */
  knowTexts(dirs: string[], since: number): string[];
}

function createEditSieve(): EditSieve {
  // each changed file's text as last heard (a digest): a file written again as it was (a build
  // script's output, an editor's save without a change) is read again but stops no build under way
  const heardText = new Map<string, string>();
  // and what build scripts wrote (the build processes say so): never an edit
  const scriptOutputs = new Set<string>();
  // the texts of the files in a source's folders, known from its read on (a build script's output
  // written again as it was is then no edit, the first time too)
  const knownDirs = new Set<string>();
  return {
    edited: (file) => {
      if (scriptOutputs.has(file)) return false;
      const now = digestOf(file);
      const before = heardText.get(file);
      heardText.set(file, now);
      return now === '' || before !== now;
    },
    scriptWrote: (files) => files.forEach((file) => scriptOutputs.add(file)),
    knowTexts: (dirs, since) => {
      const changedSince: string[] = [];
      dirs.forEach((dir) => {
        if (knownDirs.has(dir)) return;
        knownDirs.add(dir);
        let names: fs.Dirent[] = [];
        try {
          names = fs.readdirSync(dir, { withFileTypes: true });
        } catch {
          return;
        }
        names.filter((item) => item.isFile()).forEach((item) => {
          const file = path.join(dir, item.name);
          if (!heardText.has(file)) heardText.set(file, digestOf(file));
          if (!scriptOutputs.has(file) && !isIgnoredChange(file) && modifiedAt(file) >= since) changedSince.push(file);
        });
      });
      return changedSince;
    }
  };
}

/** The npm installs of the repository plugins' dependencies: once per folder whose dependencies are missing, again after its package.json changed. */
interface Installs {
  /** Starts an install in each folder the last reads found missing dependencies in, unless tried already. */
  startMissing(): void;
  /** A changed package.json may name a new dependency: its folder may be installed again. */
  packagesChanged(files: string[]): void;
  /** The installs under way. */
  underWay(): Array<Promise<void>>;
}

/** `installed(dir)` is told as each install ends. */
function createInstalls(parts: Pick<LiveParts, 'plugins' | 'log'>, installed: (dir: string) => void): Installs {
  const installing = new Map<string, Promise<void>>();
  const attempted = new Set<string>();
  return {
    startMissing: () => parts.plugins.needsInstall().forEach((dir) => {
      if (attempted.has(dir) || installing.has(dir)) return;
      attempted.add(dir);
      installing.set(dir, npmInstall(dir, { log: parts.log, label: shownPath(dir) }).then(() => {
        installing.delete(dir);
        installed(dir);
      }));
    }),
    packagesChanged: (files) => files.filter((file) => path.basename(file) === 'package.json').forEach((file) => attempted.delete(path.dirname(file))),
    underWay: () => Array.from(installing.values())
  };
}

/** The plugins' problems in the terminal: all of them once the start is over, then each time they change. */
interface ProblemReport {
  /** The plugins as a read left them: their problems are said if they changed (and the start is over). */
  heard(plugins: ServedPlugin[]): void;
  /** The start is over: says the problems of `plugins` (none said: nothing). */
  started(plugins: ServedPlugin[]): void;
}

function createProblemReport(log: (line: string) => void): ProblemReport {
  // quiet until the start's installs are in: a plugin whose dependencies are being installed is not a problem yet
  let quiet = true;
  let lastProblems = '';
  return {
    heard: (plugins) => {
      const lines = problemLines(plugins);
      const problems = JSON.stringify(lines);
      if (problems !== lastProblems && !quiet) {
        lastProblems = problems;
        if (lines.length) lines.forEach(log);
        else log('every plugin folder is fine again');
      }
    },
    started: (plugins) => {
      const lines = problemLines(plugins);
      lines.forEach(log);
      lastProblems = JSON.stringify(lines);
      quiet = false;
    }
  };
}

export function createLive(parts: LiveParts): Live {
  let closed = false;
  const problems = createProblemReport(parts.log);
  const installs = createInstalls(parts, (dir) => {
    // the plugin's build can go ahead now (not a watcher's change: node_modules/ is never one)
    if (!closed) changed([path.join(dir, 'node_modules')]);
  });
  const edits = createEditSieve();
  // the page hears each file relative to the current folder (it names them in its console)
  const shown = (file: string) => path.relative(process.cwd(), file) || file;

  const follow = (before: PluginSnapshot, after: PluginSnapshot, files: string[]) => {
    const services = parts.services();
    if (services) {
      applyPlugins(services, after.plugins, files);
      // the databases look at their rules files on every read (a rules file is no part of the snapshot)
      void services.firebase.sync(after.plugins);
    }
    problems.heard(after.plugins);
    announce(pageUpdate(before.plugins, after.plugins), { send: parts.channel.send, log: parts.log }, files.map(shown));
  };

  const answeredWithout = new Set<number>();
  const heard = (read: SourceReadIn) => {
    if (closed) return;
    const missed = edits.knowTexts(read.after.plugins.flatMap((plugin) => plugin.watchDirs), read.askedAt);
    const took = Date.now() - read.askedAt;
    // a build a request could not wait for is said when it is in
    if (answeredWithout.delete(read.index) && took > REQUEST_WAIT_MS) {
      parts.log(`${shownPath(read.dir)}: ${read.first ? 'built' : 'built again'} in ${(took / 1000).toFixed(1)} s; the open pages have it now`);
    }
    try {
      follow(read.before, read.after, read.files);
    } catch (error) {
      parts.log(`not followed through: ${(error as Error).message}`);
    }
    installs.startMissing();
    parts.readIn?.();
    // what was saved in its folders while the read ran, before they were watched: read again
    if (missed.length) changed(missed);
  };
  parts.plugins.onRead({
    read: heard,
    failed: (index, error) => {
      if (!closed) parts.log(`not read again: ${error.message}`);
    }
  });

  function changed(files: string[]): void {
    if (closed) return;
    // a changed package.json may name a new dependency: let it be installed again
    installs.packagesChanged(files);
    parts.plugins.refresh(files, files.filter(edits.edited));
  }

  return {
    changed,
    scriptWrote: edits.scriptWrote,
    answeredWithoutReads: () => parts.plugins.reading().forEach((index) => answeredWithout.add(index)),
    idle: (namespace, since) => parts.plugins.settled(namespace, since),
    newestAsk: (namespace) => parts.plugins.newestAsk(namespace),
    started: async () => {
      for (;;) {
        await parts.plugins.firstReads();
        installs.startMissing();
        if (installs.underWay().length) {
          await Promise.race(installs.underWay());
          continue;
        }
        // the reads the installs ended with
        await parts.plugins.settled();
        if (!installs.underWay().length) break;
      }
      problems.started(parts.plugins.current().plugins);
    },
    close: () => {
      closed = true;
    }
  };
}
