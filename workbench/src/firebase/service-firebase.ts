/**
 * What a backend service gets of its plugin's Firebase database, as Zengine's runner gave it:
 *
 *   - headers (serviceFirebaseHeaders, added by the dispatcher): `x-firebase-url`, the
 *     database's URL, and `x-firebase-token`, a custom token with
 *     `{ uid, workspaces: { <workspaceId>: 'server' } }` signed with the database's secret
 *   - in the service's process (primeServiceFirebase, called by the runner before plugin.js
 *     loads): Node told that *.localhost is 127.0.0.1, the service's lib/zn-firebase (its own, or
 *     the workbench's) called with the URL and token so `znFirebase()` is the authenticated
 *     reference, and a global `znFirebase` where the service has none.
 */
import fs from 'fs';
import path from 'path';
import { installLocalhostLookup } from './localhost-dns';

/** The workbench's lib/zn-firebase, for services without their own. */
export const ZN_FIREBASE_FILE = path.join(__dirname, 'zn-firebase.js');

export const FIREBASE_URL_HEADER = 'x-firebase-url';
export const FIREBASE_TOKEN_HEADER = 'x-firebase-token';

/** The headers for a request of a service of a plugin whose database is at `url`. */
export function serviceFirebaseHeaders(url: string, token: string): Record<string, string> {
  return { [FIREBASE_URL_HEADER]: url, [FIREBASE_TOKEN_HEADER]: token };
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Prepares the service's Firebase before its plugin.js loads (see the file's comment). `load`
 * requires a file as the service would (through the runner's resolver), so the service's own
 * `require('./lib/zn-firebase')` gets the same, primed, module.
 */
export function primeServiceFirebase(serviceDir: string, headers: Record<string, string | string[] | undefined>,
  load: (file: string) => unknown = require): void {
  installLocalhostLookup();
  const url = headerValue(headers, FIREBASE_URL_HEADER);
  if (!url) return;
  const token = headerValue(headers, FIREBASE_TOKEN_HEADER);
  const own = path.join(serviceDir, 'lib', 'zn-firebase.js');
  const znFirebase = load(fs.existsSync(own) ? own : ZN_FIREBASE_FILE) as (url?: string, token?: string) => unknown;
  if (typeof znFirebase !== 'function') return;
  znFirebase(url, token);
  const global = globalThis as unknown as { znFirebase?: unknown };
  if (global.znFirebase === undefined) global.znFirebase = znFirebase;
}
