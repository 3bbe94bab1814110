/**
 * The two routes of the sandbox: `/v1`, the REST API (as the acting user), and `/plugins`, the
 * plugins' backend services, each answered in the API's envelope or as the service answered.
 */
import { Request, Response } from 'express';
import type { StoredObject } from '../store';
import type { Backend } from '../backend';
import type { ApiHandler } from '../api/handler';
import type { Access } from '../api/zengine-routes';
import { ApiError } from '../envelopes';
import { LocalGuardSettings, guardRequestOf, guardSettingsOf, judgeScriptRead } from '../../http/local-guard';
import type { BodyParsers } from './body-parsers';
import { sendEnvelope } from './errors';
import { keepShape, readAnswerShape, sendShaped, takeExtension } from './formats';

type PluginRecordExtras = (namespace: string, user: StoredObject) => Record<string, unknown> | undefined;
/** The user a request acts as, for what its resource needs without a token (http/auth.ts); throws an OAuthError. */
export type UserOf = (req: Request, access?: Access) => StoredObject;

/** This sandbox's REST API as seen from the server itself: the address and port the request came in on. */
export function ownApiUrl(req: Request): string {
  const address = (req.socket.localAddress || '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}/v1`;
}

/** Adds the host's attributes (SandboxOptions.pluginRecordExtras) to the Plugins objects of an answer's data. */
function addPluginExtras(body: unknown, extrasOf: (namespace: string) => Record<string, unknown> | undefined): void {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const plugins = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  plugins.forEach((plugin: Record<string, unknown>) => {
    if (!plugin || typeof plugin.namespace !== 'string') return;
    const extras = extrasOf(plugin.namespace);
    if (extras) Object.assign(plugin, extras);
  });
}

/**
 * JSONP runs the answer in the page that asked, so it is answered only where the local guard
 * (the workbench's, or the sandbox's own settings) says the request comes from a page allowed to
 * read: a 403, as plain JSON, otherwise.
 */
function checkScriptRead(req: Request, ownGuard: LocalGuardSettings): void {
  const verdict = judgeScriptRead(guardRequestOf(req), guardSettingsOf(req) || ownGuard);
  if (!verdict.allowed) throw new ApiError('forbidden', verdict.reason);
}

/**
 * `/v1`: the REST API. The answer's format first (the URL's extension comes off the path), then
 * the route and verb (a 404 needs no token, as on Zengine), then auth, then the answer.
 */
export function apiRoute(api: ApiHandler, userOf: UserOf, backend: Backend, ownGuard: LocalGuardSettings, extras?: PluginRecordExtras) {
  return async (req: Request, res: Response): Promise<void> => {
    backend.noteApiUrl(ownApiUrl(req));
    const shape = readAnswerShape(req, takeExtension(req));
    if (shape.callback) checkScriptRead(req, ownGuard);
    keepShape(res, shape);
    const routed = await api.route(req, res);
    const user = userOf(req, routed.access);
    const answer = await api.answer(req, res, routed, user);
    if (extras && /^\/plugins(\/[^/]+)?\/?(\?|$)/.test(req.url)) addPluginExtras(answer.body, (namespace) => extras(namespace, user));
    sendShaped(res, shape, answer.status, answer.body);
  };
}

/** `/plugins`: a plugin's backend service, given the body as express's parsers gave it to Zengine's services. */
export function pluginRoute(userOf: (req: Request) => StoredObject, backend: Backend, parsers: BodyParsers, apiUrl: string | undefined) {
  return async (req: Request, res: Response): Promise<void> => {
    userOf(req); // a sandbox with tokens refuses an unknown caller before running any service
    const answer = await backend.dispatch({
      method: req.method,
      url: req.url,
      headers: req.headers,
      apiUrl: apiUrl || ownApiUrl(req),
      // JSON, form fields, else the text; {} without a body
      readBody: async () => {
        if (!req.headers['content-type'] && !Number(req.headers['content-length']) && !req.headers['transfer-encoding']) return {};
        if (req.is(['application/json', '+json'])) await parsers.json(req, res);
        else if (req.is('application/x-www-form-urlencoded')) await parsers.form(req, res);
        else await parsers.text(req, res);
        return req.body === undefined ? {} : req.body;
      }
    });
    if ('envelope' in answer) {
      sendEnvelope(res, answer.status, answer.envelope);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    Object.keys(answer.headers).filter((name) => name !== 'content-length' && name !== 'transfer-encoding')
      .forEach((name) => res.setHeader(name, answer.headers[name]));
    res.status(answer.status);
    if (answer.body === undefined) res.end();
    else res.end(answer.body);
  };
}
