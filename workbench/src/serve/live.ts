/**
 * The one-way flow of an edit: the watcher's files → the snapshot has the build thread read again
 * the sources they belong to → the sandbox's mounts and Plugins records, the Firebase databases and
 * the terminal follow the new snapshot → the open pages hear what changed for them (events.ts).
 * Edits are followed one read at a time, in order; files that come during a read wait for the next
 * one. Requests only read the snapshot (and wait for `idle`).
 *
 * And the one place that decides when npm installs a repository plugin's dependencies: after
 * every read, once per folder whose dependencies are missing (again after its package.json
 * changed); its plugins are read again when the install ends. At start the first page waits for
 * those installs (parts.ts).
 */
import path from 'path';
import type { Sandbox } from '../sandbox';
import type { FirebaseHost } from '../firebase/host';
import { announce, pageUpdate } from './changes';
import { ChangeQueue } from './change-queue';
import type { LiveReloadChannel } from './events';
import { problemLines } from './host-page';
import type { ServiceMounts } from './mounts';
import type { ServedPlugin } from './served-plugin';
import type { PluginSnapshot, ServedPlugins } from './snapshot';
import { shownPath } from '../util/files';
import { npmInstall } from '../util/npm';

export interface LiveParts {
  plugins: ServedPlugins;
  sandbox: Sandbox;
  firebase: FirebaseHost;
  mounts: ServiceMounts;
  channel: LiveReloadChannel;
  log(line: string): void;
}

export interface Live {
  /** Follows the changed files through (the watcher calls it); returns at once, the read runs on the build thread. */
  changed(files: string[]): void;
  /**
   * Resolves once the changes handed over so far that concern `namespace` (all, without one) are
   * followed through: their reads (what a request waits for).
   */
  idle(namespace?: string): Promise<void>;
  /**
   * The start: resolves once every change, the npm installs the reads started and the reads after
   * them are in, then says the plugins' problems (from then on, each time they change).
   */
  started(): Promise<void>;
  close(): void;
}

/**
 * The Plugins records of the served plugins (namespace, name, route), written here and only here,
 * before their services are mounted, so `znData('Plugins').get({ namespace })` finds each one.
 */
export function applyPlugins(parts: Pick<LiveParts, 'sandbox' | 'mounts'>, plugins: ServedPlugin[], changedFiles?: string[]): void {
  const served = plugins.filter((plugin) => plugin.ok);
  parts.sandbox.registerPlugins(served.map((plugin) => ({ namespace: plugin.namespace, name: plugin.name, route: plugin.route })));
  parts.mounts.sync(served, changedFiles);
}

export function createLive(parts: LiveParts): Live {
  let closed = false;
  // quiet until the start's installs are in: a plugin whose dependencies are being installed is not a problem yet
  let quiet = true;
  let lastProblems = '';
  const installing = new Map<string, Promise<void>>();
  const attempted = new Set<string>();
  // the page hears each file relative to the current folder (it names them in its console)
  const shown = (file: string) => path.relative(process.cwd(), file) || file;

  const follow = (before: PluginSnapshot, after: PluginSnapshot, files: string[]) => {
    applyPlugins(parts, after.plugins, files);
    if (after !== before) void parts.firebase.sync(after.plugins);
    const lines = problemLines(after.plugins);
    const problems = JSON.stringify(lines);
    if (problems !== lastProblems && !quiet) {
      lastProblems = problems;
      if (lines.length) lines.forEach(parts.log);
      else parts.log('every plugin folder is fine again');
    }
    announce(pageUpdate(before.plugins, after.plugins), { send: parts.channel.send, log: parts.log }, files.map(shown));
  };

  const installMissing = () => {
    parts.plugins.needsInstall().forEach((dir) => {
      if (attempted.has(dir) || installing.has(dir)) return;
      attempted.add(dir);
      installing.set(dir, npmInstall(dir, { log: parts.log, label: shownPath(dir) }).then(() => {
        installing.delete(dir);
        // the plugin's build can go ahead now (not a watcher's change: node_modules/ is never one)
        if (!closed) changed([path.join(dir, 'node_modules')]);
      }));
    });
  };

  const queue = new ChangeQueue(async (files) => {
    try {
      const { before, after } = await parts.plugins.refresh(files);
      if (!closed) follow(before, after, files);
    } catch (error) {
      if (!closed) parts.log(`not read again: ${(error as Error).message}`);
    }
    if (!closed) installMissing();
  });

  function changed(files: string[]): void {
    // a changed package.json may name a new dependency: let it be installed again
    files.filter((file) => path.basename(file) === 'package.json').forEach((file) => attempted.delete(path.dirname(file)));
    queue.add(files);
  }

  return {
    changed,
    idle: (namespace) => queue.waitFor((files) => parts.plugins.affects(files, namespace)),
    started: async () => {
      installMissing();
      for (let busy = queue.busy(); busy || installing.size; busy = queue.busy()) await (busy || Promise.race(installing.values()));
      const lines = problemLines(parts.plugins.current().plugins);
      lines.forEach(parts.log);
      lastProblems = JSON.stringify(lines);
      quiet = false;
    },
    close: () => {
      closed = true;
      queue.close();
    }
  };
}
