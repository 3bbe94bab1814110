/**
 * The local guard: what keeps a web page the developer visits from using a server on 127.0.0.1
 * (the workbench, the sandbox). Any page can send requests to loopback; two kinds matter:
 *
 * - DNS rebinding: a page on evil.example points its own name at 127.0.0.1 and then reads and
 *   writes as if it were same-origin. The browser still sends `Host: evil.example`, so only Host
 *   names of this server are answered (as webpack-dev-server and Vite do): localhost, every
 *   `*.localhost` name (browsers resolve them to loopback only), IP addresses (a page on an IP
 *   address cannot be rebound), and the names given with --allowed-hosts / SANDBOX_ALLOWED_HOSTS.
 * - Cross-site writes that need no preflight (a form POST, a multipart upload, a text/plain POST
 *   to a plugin service): a write (any method but GET, HEAD, OPTIONS) is refused when its
 *   `Origin` is another origin, or, without an `Origin`, when `Sec-Fetch-Site` says cross-site.
 *   A request with neither (curl, Node, a test) is answered.
 *
 * Reads stay open to pages on the allowed names: a browser hides the answer of a cross-origin
 * read from the page unless CORS allows it. Preflights are answered for the server's own origins
 * only: its page under any of its loopback names on the same port (localhost:8080 calling
 * 127.0.0.1:8080, or a `*.localhost` name of the workbench's), plus the origins the server's own
 * CORS setting lets in (the sandbox's SANDBOX_CORS_ORIGIN), which its CORS middleware answers.
 * Names that `isPluginHost` claims (the v2 plugins' origins) are never the server's own.
 *
 * A read whose answer a page would run as a script (JSONP: the sandbox's `?callback=`) is the one
 * read a browser does not hide from the page that asked, so `judgeScriptRead` answers it only
 * for the server's own pages and the origins CORS lets in (see it).
 *
 * `judgeRequest` is the pure decision; `localGuard` is the thin middleware around it.
 */
import net from 'net';
import type { IncomingMessage, ServerResponse } from 'http';

/** What the guard is told about the server it guards. */
export interface LocalGuardSettings {
  /**
   * Host names answered besides localhost, `*.localhost` and IP addresses: `dev.example.test`,
   * or `.example.test` for that name and every name under it (see parseAllowedHosts).
   */
  allowedHosts?: string[];
  /** The origins the server's CORS lets in (`*`: any), e.g. the sandbox's SANDBOX_CORS_ORIGIN. */
  corsOrigins?: string[];
  /** How a user adds a host name, for the refusal's message ('give it with --allowed-hosts'). */
  howToAllow?: string;
  /**
   * Host names whose pages are plugins', not the server's (the workbench's v2 origins,
   * `<namespace>.localhost`): a request from such a page is another origin's, on any port (no
   * CORS, no writes); it reaches the workbench through the host page's PostRPC only.
   */
  isPluginHost?: (hostname: string) => boolean;
}

/** The parts of a request the guard looks at. */
export interface GuardRequest {
  method: string;
  /** The Host header (undefined: an HTTP/1.0 client that sent none, never a browser). */
  host?: string;
  origin?: string;
  secFetchSite?: string;
  /** The Access-Control-Request-Method header: set, an OPTIONS request is a CORS preflight. */
  accessControlRequestMethod?: string;
  /** The Referer header: where a page's request (a script tag's too) came from, unless the page hid it. */
  referer?: string;
}

/**
 * What to do with a request: answer it (`allowOrigin`: add Access-Control-Allow-Origin for it,
 * the server's page under another of its names), answer a preflight here, or refuse it.
 */
export type GuardVerdict =
  | { action: 'pass'; allowOrigin?: string }
  | { action: 'preflight'; allowOrigin: string }
  | { action: 'refuse'; status: 403; reason: string };

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/** The methods CORS answers name, as Zengine's API named them (its CORS page; evert0n/zn-api-tests). */
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const PREFLIGHT_HEADERS = 'Authorization, Content-Type, X-If-ObjectVersion-Matches';
const DEFAULT_HOW_TO_ALLOW = 'add it to the allowed hosts';
/** A DNS host name: labels of letters, digits and hyphens. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A text as it may be quoted in a message: control characters as '?', at most 100 characters. */
function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex
  return JSON.stringify(text.slice(0, 100).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?'));
}

/**
 * `localhost:8080` → { hostname: 'localhost', port: 8080 }; `[::1]:8080` → { hostname: '::1', ... };
 * lower-cased, a trailing dot dropped, the port 80 when none is given. null when it is not a host.
 */
export function parseHost(value: string): { hostname: string; port: number } | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  let hostname = match[1].toLowerCase();
  const port = match[2] === undefined ? 80 : Number(match[2]);
  if (port > 65535) return null;
  if (hostname.startsWith('[')) {
    hostname = hostname.slice(1, -1);
    return net.isIPv6(hostname) ? { hostname, port } : null;
  }
  hostname = hostname.replace(/\.$/, '');
  return net.isIPv4(hostname) || HOST_NAME.test(hostname) ? { hostname, port } : null;
}

/** localhost, a name under .localhost, or a loopback address. */
function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function isListed(hostname: string, allowedHosts: string[]): boolean {
  return allowedHosts.some((entry) => entry.startsWith('.')
    ? hostname === entry.slice(1) || hostname.endsWith(entry)
    : hostname === entry);
}

/** Whether a Host header's name is one this server answers (see the file's comment). */
export function isAllowedHostName(hostname: string, allowedHosts: string[] = []): boolean {
  return isLoopbackName(hostname) || net.isIP(hostname) !== 0 || isListed(hostname, allowedHosts);
}

/**
 * Reads `--allowed-hosts` / SANDBOX_ALLOWED_HOSTS: host names separated by commas, each a name
 * (`dev.example.test`) or a name with a leading dot (`.example.test`: it and every name under it).
 * Throws an Error naming the entry that is not one.
 */
export function parseAllowedHosts(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  list.forEach((entry) => {
    if (!HOST_NAME.test(entry.replace(/^\./, ''))) {
      throw new Error(`allowed hosts are host names such as dev.example.test or .example.test (it and the names under it), separated by commas; got ${quoted(entry)}`);
    }
  });
  return list;
}

/** How the request's Origin relates to the server: absent, the same origin, one of the server's own, let in by CORS, or another. */
type OriginKind = 'none' | 'same' | 'own' | 'cors' | 'foreign';

function originKind(origin: string | undefined, host: { hostname: string; port: number } | null, settings: LocalGuardSettings): OriginKind {
  if (origin === undefined) return 'none';
  const corsOrigins = settings.corsOrigins || [];
  const inCors = corsOrigins.indexOf('*') !== -1 || corsOrigins.indexOf(origin) !== -1;
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    url = null;
  }
  // `Origin: null` (a sandboxed frame, a file:// page) and anything else unreadable is another origin
  const parsed = url && url.protocol === 'http:' && url.origin === origin ? parseHost(url.host) : null;
  if (parsed && host && parsed.hostname === host.hostname && parsed.port === host.port) return 'same';
  if (parsed && settings.isPluginHost && settings.isPluginHost(parsed.hostname)) return inCors ? 'cors' : 'foreign';
  // The server's page under another of its names, on the same port: only this server listens there.
  if (parsed && host && parsed.port === host.port &&
      (isLoopbackName(parsed.hostname) || isListed(parsed.hostname, settings.allowedHosts || []))) return 'own';
  return inCors ? 'cors' : 'foreign';
}

/** The decision for one request (see the file's comment). */
export function judgeRequest(request: GuardRequest, settings: LocalGuardSettings = {}): GuardVerdict {
  const howToAllow = settings.howToAllow || DEFAULT_HOW_TO_ALLOW;
  const host = request.host === undefined ? null : parseHost(request.host);
  if (request.host !== undefined && (!host || !isAllowedHostName(host.hostname, settings.allowedHosts))) {
    return {
      action: 'refuse',
      status: 403,
      reason: `This server answers only its own host names (localhost, *.localhost, its IP addresses and the allowed hosts); ` +
        `the request names the host ${quoted(request.host)}. If you meant to reach it by that name, ${howToAllow}.`
    };
  }
  const kind = originKind(request.origin, host, settings);
  const origin = request.origin as string;
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS' && request.accessControlRequestMethod !== undefined && kind !== 'none') {
    if (kind === 'same' || kind === 'own') return { action: 'preflight', allowOrigin: origin };
    if (kind === 'cors') return { action: 'pass' };
    return {
      action: 'refuse',
      status: 403,
      reason: `Cross-origin requests from ${quoted(origin)} are not answered: only this server's own pages may call it.`
    };
  }
  if (SAFE_METHODS.indexOf(method) === -1) {
    if (kind === 'foreign') {
      return {
        action: 'refuse',
        status: 403,
        reason: `A ${method} from another origin (${quoted(origin)}) is refused: only this server's own pages may change its data.`
      };
    }
    if (kind === 'none' && request.secFetchSite === 'cross-site') {
      return {
        action: 'refuse',
        status: 403,
        reason: `A ${method} from another site (Sec-Fetch-Site: cross-site) is refused: only this server's own pages may change its data.`
      };
    }
  }
  return kind === 'own' ? { action: 'pass', allowOrigin: origin } : { action: 'pass' };
}

/** The request's headers as judgeRequest reads them (a repeated header counts as its first value). */
export function guardRequestOf(req: IncomingMessage): GuardRequest {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return {
    method: req.method || 'GET',
    host: first(req.headers.host),
    origin: first(req.headers.origin),
    secFetchSite: first(req.headers['sec-fetch-site']),
    accessControlRequestMethod: first(req.headers['access-control-request-method']),
    referer: first(req.headers.referer)
  };
}

/**
 * The guard as middleware (express, or any `(req, res, next)` server): put it first. A refusal is
 * a 403 with a JSON failure envelope whose developerMessage says why; a preflight from the
 * server's own origin is answered 204.
 */
export function localGuard(settings: LocalGuardSettings = {}) {
  return function guard(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
    guardedBy.set(req, settings);
    const verdict = judgeRequest(guardRequestOf(req), settings);
    if (verdict.action === 'refuse') {
      res.statusCode = verdict.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ status: 403, code: 4003, userMessage: 'You do not have access to this', developerMessage: verdict.reason }));
      return;
    }
    if (verdict.allowOrigin) {
      res.setHeader('Access-Control-Allow-Origin', verdict.allowOrigin);
      res.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
      res.setHeader('Vary', 'Origin');
    }
    if (verdict.action === 'preflight') {
      const requested = req.headers['access-control-request-headers'];
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : PREFLIGHT_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.end();
      return;
    }
    next();
  };
}

/** The settings of the guard that passed each request, for the decisions made later (judgeScriptRead). */
const guardedBy = new WeakMap<IncomingMessage, LocalGuardSettings>();

/** The settings of the local guard that let this request in, if one did (the workbench's, for the sandbox it serves). */
export function guardSettingsOf(req: IncomingMessage): LocalGuardSettings | undefined {
  return guardedBy.get(req);
}

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a GET may be answered in a form a page runs as a script (JSONP). Any page can put
 * `<script src="http://127.0.0.1:<port>/v1/users?callback=steal">` in itself; the browser sends
 * it without an `Origin` and runs the answer in that page, so the rule that "reads are hidden
 * from other sites" does not hold for it. Answered only when the request shows it comes from the
 * server's own page or an origin CORS lets in (every origin, with `*`):
 * `Sec-Fetch-Site: same-origin` or `none` (typed in the address bar), or an `Origin` or
 * `Referer` naming such an origin. A request that shows nothing (a page that hid its referrer,
 * an old browser, or curl) is refused: a tool reads the JSON without a callback.
 */
export function judgeScriptRead(request: GuardRequest, settings: LocalGuardSettings = {}): { allowed: true } | { allowed: false; reason: string } {
  const corsOrigins = settings.corsOrigins || [];
  if (corsOrigins.indexOf('*') !== -1) return { allowed: true };
  if (request.secFetchSite === 'same-origin' || request.secFetchSite === 'none') return { allowed: true };
  const host = request.host === undefined ? null : parseHost(request.host);
  const from = request.origin !== undefined ? request.origin : originOfReferer(request.referer);
  if (from !== undefined) {
    const kind = originKind(from, host, settings);
    if (kind === 'same' || kind === 'own' || kind === 'cors') return { allowed: true };
    return {
      allowed: false,
      reason: `JSONP (?callback=) is answered to this server's own pages and the origins CORS lets in; this request comes from ${quoted(from)}.`
    };
  }
  return {
    allowed: false,
    reason: 'JSONP (?callback=) is answered only to a page that shows where it comes from (its Origin or Referer, or Sec-Fetch-Site: same-origin); ' +
      'this request shows none. Read the JSON without callback, or send Referer: <the page\'s address>.'
  };
}

/**
 * The decision for a WebSocket upgrade (the plugins' Firebase databases): browsers let any page
 * open a WebSocket to 127.0.0.1, without a preflight, so the Host must be a name of this machine
 * and an `Origin`, when there is one (browsers always send it; Node's clients do not), must be a
 * page on this machine (localhost, `*.localhost`, a loopback address, or an allowed host) on any
 * port: the workbench's page and its plugins are served from another port than the database.
 * Returns why the upgrade is refused, or '' to let it through.
 */
export function refuseWebSocketUpgrade(request: Pick<GuardRequest, 'host' | 'origin'>, allowedHosts: string[] = []): string {
  const host = request.host === undefined ? null : parseHost(request.host);
  if (!host || !isAllowedHostName(host.hostname, allowedHosts)) {
    return `This database answers only the names of this machine; the upgrade names the host ${quoted(String(request.host))}.`;
  }
  if (request.origin === undefined) return '';
  let origin: URL | null = null;
  try {
    origin = new URL(request.origin);
  } catch {
    origin = null;
  }
  const originHost = origin && (origin.protocol === 'http:' || origin.protocol === 'https:')
    ? origin.hostname.replace(/^\[|\]$/g, '').toLowerCase() : '';
  if (!originHost || !(isLoopbackName(originHost) || isListed(originHost, allowedHosts))) {
    return `A WebSocket from ${quoted(request.origin)} is refused: only pages on this machine (the workbench's) may open this database.`;
  }
  return '';
}
