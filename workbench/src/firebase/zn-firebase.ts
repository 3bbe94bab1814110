/**
 * The workbench's `znFirebase`, what `require('./lib/zn-firebase')` gives a backend service that
 * has no lib/zn-firebase.js of its own (Zengine supplied that file, as it did lib/zn-http.js), and
 * the global `znFirebase` of the developers' record-sms tutorial. It behaves as the file mayan
 * put in a service folder:
 *
 *   znFirebase(url, token)   makes the reference (authenticating with the token); the runner
 *                            calls this before the service runs, with x-firebase-url and the
 *                            service's token
 *   znFirebase()             the reference made last: znFirebase().child(workspaceId + '/settings')
 *
 * It uses the workbench's Firebase client (2.4.2, the legacy API: once, on, set, update, push,
 * transaction, authWithCustomToken).
 */
import './localhost-dns';

interface FirebaseRefLike {
  authWithCustomToken(token: string, callback: (error: Error | null) => void): void;
}

let current: FirebaseRefLike | undefined;

function znFirebase(url?: string, token?: string): FirebaseRefLike | undefined {
  if (current !== undefined && !url) return current;
  if (!url) {
    throw new Error('znFirebase: no Firebase URL yet: the workbench gives one to services of a plugin served by zn-plugin serve ' +
      '(the x-firebase-url header); elsewhere call znFirebase(url, token) first');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Firebase = require('firebase') as new (url: string) => FirebaseRefLike;
  const ref = new Firebase(url);
  current = ref;
  if (token) {
    ref.authWithCustomToken(token, (error) => {
      if (error) console.error(`znFirebase: the token was refused: ${error.message}`);
    });
  }
  return ref;
}

export = znFirebase;
