/**
 * The one-way flow of an edit: the watcher's files → the snapshot reads again the sources they
 * belong to → the sandbox's mounts and Plugins records, the Firebase databases and the terminal
 * follow the new snapshot → the open pages hear what changed for them (events.ts). Requests only
 * read the snapshot. Also: `npm install` once per repository plugin whose dependencies are missing.
 */
import path from 'path';
import type { Sandbox } from '../sandbox';
import type { FirebaseHost } from '../firebase/host';
import { announce, pageUpdate } from './changes';
import type { LiveReloadChannel } from './events';
import { problemLines } from './host-page';
import type { ServiceMounts } from './mounts';
import type { ServedPlugin } from './served-plugin';
import type { ServedPlugins } from './snapshot';
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
  /** Follows the changed files through (the watcher calls it). */
  changed(files: string[]): void;
  /** Installs what is missing (once per folder, again after its package.json changed). */
  installMissing(): void;
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
  let lastProblems = JSON.stringify(problemLines(parts.plugins.current().plugins));
  const installing = new Set<string>();
  const attempted = new Set<string>();
  // the page hears each file relative to the current folder (it names them in its console)
  const shown = (file: string) => path.relative(process.cwd(), file) || file;

  const changed = (files: string[]) => {
    // a changed package.json may name a new dependency: let it be installed again
    files.filter((file) => path.basename(file) === 'package.json').forEach((file) => attempted.delete(path.dirname(file)));
    const { before, after } = parts.plugins.refresh(files);
    applyPlugins(parts, after.plugins, files);
    if (after !== before) void parts.firebase.sync(after.plugins);
    const lines = problemLines(after.plugins);
    const problems = JSON.stringify(lines);
    if (problems !== lastProblems) {
      lastProblems = problems;
      if (lines.length) lines.forEach(parts.log);
      else parts.log('every plugin folder is fine again');
    }
    announce(pageUpdate(before.plugins, after.plugins), { send: parts.channel.send, log: parts.log }, files.map(shown));
    installMissing();
  };

  const installMissing = () => {
    parts.plugins.needsInstall().forEach((dir) => {
      if (attempted.has(dir) || installing.has(dir)) return;
      attempted.add(dir);
      installing.add(dir);
      void npmInstall(dir, { log: parts.log, label: shownPath(dir) }).then(() => {
        installing.delete(dir);
        // the plugin's build can go ahead now (not a watcher's change: node_modules/ is never one)
        if (!closed) changed([path.join(dir, 'node_modules')]);
      });
    });
  };

  return {
    changed,
    installMissing,
    close: () => {
      closed = true;
    }
  };
}
