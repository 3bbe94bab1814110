/**
 * Node's DNS lookup told that every `*.localhost` name is 127.0.0.1, as browsers already know
 * (RFC 6761): what a Node Firebase client needs to reach `<ns>.firebaseio.localhost:<port>`
 * without a hosts-file edit. Other names are looked up as before.
 *
 *   node --require zn-plugin-workbench/localhost-dns my-script.js
 *   require('zn-plugin-workbench/localhost-dns')   (or installLocalhostLookup() from the package)
 *
 * Loading this file installs it; the workbench's backend-service runner installs it in every
 * service it runs.
 */
import dns from 'dns';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

const INSTALLED = Symbol.for('zn-plugin-workbench.localhost-lookup');

/** Whether Node should answer this name with loopback itself. */
export function isLocalhostName(hostname: unknown): boolean {
  return typeof hostname === 'string' && /(^|\.)localhost\.?$/i.test(hostname);
}

/** Patches dns.lookup and dns.promises.lookup (once per process or worker). */
export function installLocalhostLookup(): void {
  const holder = dns as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const original = dns.lookup;
  const patched = function (hostname: string, options: unknown, callback?: unknown) {
    const done = (typeof options === 'function' ? options : callback) as LookupCallback;
    if (!isLocalhostName(hostname) || typeof done !== 'function') {
      // eslint-disable-next-line prefer-rest-params
      return (original as (...args: unknown[]) => void).apply(dns, Array.from(arguments));
    }
    const settings = (typeof options === 'object' && options) ? options as dns.LookupOptions : { family: typeof options === 'number' ? options : 0 };
    const v6 = settings.family === 6;
    const address = v6 ? '::1' : '127.0.0.1';
    const family = v6 ? 6 : 4;
    process.nextTick(() => (settings.all ? done(null, [{ address, family }]) : done(null, address, family)));
    return undefined;
  };
  (dns as unknown as { lookup: unknown }).lookup = patched;
  const promises = dns.promises as unknown as { lookup: (hostname: string, options?: dns.LookupOptions) => Promise<unknown> };
  const originalPromise = promises.lookup;
  promises.lookup = function (hostname: string, options?: dns.LookupOptions) {
    if (!isLocalhostName(hostname)) return originalPromise.call(dns.promises, hostname, options as dns.LookupOptions);
    const v6 = options && options.family === 6;
    const entry = { address: v6 ? '::1' : '127.0.0.1', family: v6 ? 6 : 4 };
    return Promise.resolve(options && options.all ? [entry] : entry);
  };
}

installLocalhostLookup();
