/**
 * A preload (preloads.ts): lib/zn-http, which Zengine's platform put in every service folder;
 * a service without its own gets the SDK's (zn-http.ts).
 */
import path from 'path';

export const supplies = { 'lib/zn-http': path.join(__dirname, 'zn-http.js') };
