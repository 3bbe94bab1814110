/** What startWorkbench and createWorkbenchApp take and give. */
import type http from 'http';
import type express from 'express';
import type { Sandbox } from '../sandbox';
import type { FirebaseHost } from '../firebase/host';
import type { PluginEntry, ServedPlugin } from './served-plugin';

export interface WorkbenchOptions {
  /** The plugin folders, or { dir, namespace }; a folder with maya.json is a repository of plugins. */
  plugins?: Array<string | PluginEntry>;
  /** The environment of the repositories' maya.json (default: the one marked "default"). */
  env?: string;
  /** The sandbox's data folder (required). */
  dataDir: string;
  /** Start from a freshly seeded sandbox. */
  reset?: boolean;
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  distDir?: string;
  serviceTimeoutMs?: number;
  /** Port to listen on (0 picks a free one; default 8080). */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Host names answered besides localhost, `*.localhost` and IP addresses (and `host`, when it
   * is a name): `--allowed-hosts`. Requests naming any other host are refused (DNS rebinding).
   */
  allowedHosts?: string[];
  log?: (line: string) => void;
  logError?: (error: unknown) => void;
  /** Told the URL as soon as the server listens, before the plugins' first builds are all in (startWorkbench resolves then). */
  listening?: (url: string) => void;
  /** How often scheduled webhooks are looked at, in ms (default 30000; 0 turns the schedule off). */
  webhookScheduleMs?: number;
  /** Every version 1 plugin of the repositories built and served as a version 2 app (`--as-v2`; docs/v2.md). */
  asV2?: boolean;
  /** Apply each plugin's Firebase rules file (`--firebase-rules`); otherwise only where maya.json says `"firebaseRules": true`. */
  firebaseRules?: boolean;
}

export interface WorkbenchApp {
  app: express.Express;
  /** The sandbox: made after the first page, when a request needs it, or on first use here (serve/parts.ts). */
  sandbox: Sandbox;
  /** The plugins' Firebase databases (made with the sandbox). */
  firebase: FirebaseHost;
  /** The folder of the databases' files (named without making them). */
  firebaseFolder: string;
  /** Resolves once the plugins served at start are read (and their npm installs ended): the page can be drawn. */
  ready: Promise<void>;
  /** The served plugins now (with their namespaces and problems). */
  readPlugins(): ServedPlugin[];
  /** How many times each plugin (by folder) was read or built from its files since the start. */
  readCounts(): Map<string, number>;
  /** Ends the build thread, the watcher, the live-reload channel, and the sandbox and databases when made. */
  close(): Promise<void>;
}

/** A started workbench; `plugins()` gives the served plugins with their namespaces and problems. */
export interface Workbench {
  url: string;
  port: number;
  server: http.Server;
  /** The sandbox (made after the first page is answered, when a request needs it, or on first use here). */
  sandbox: Sandbox;
  /**
   * The plugins' Firebase databases (firebase.databases.get(namespace).url ...), made with the
   * sandbox; they start after the workbench listens: `await workbench.firebase.synced()` before
   * reading them here (the sandbox's requests wait for them themselves).
   */
  firebase: FirebaseHost;
  /** The folder of the databases' files. */
  firebaseFolder: string;
  plugins(): ServedPlugin[];
  /** How many times each plugin (by folder) was read or built from its files since the start. */
  readCounts(): Map<string, number>;
  /** Stops watching and listening, ends open connections and closes the database. */
  close(): Promise<void>;
}
