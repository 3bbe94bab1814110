/**
 * A preload of the backend runner (src/sandbox/plugins/preloads.ts) that the workbench adds for
 * the services of the plugins it serves: lib/zn-firebase, which Zengine supplied (zn-firebase.ts),
 * and, before the service loads, its Firebase primed with the first request's x-firebase-url and
 * token (service-firebase.ts).
 */
import path from 'path';
import { ZN_FIREBASE_FILE, primeServiceFirebase } from './service-firebase';

/** This file, for the runner's preload list. */
export const SERVICE_FIREBASE_PRELOAD = path.join(__dirname, 'service-preload.js');

export const supplies = { 'lib/zn-firebase': ZN_FIREBASE_FILE };

export function beforeLoad(context: { dir: string; headers: Record<string, string | string[] | undefined>; load(file: string): unknown }): void {
  primeServiceFirebase(context.dir, context.headers, context.load);
}
