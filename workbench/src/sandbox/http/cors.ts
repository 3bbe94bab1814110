/**
 * CORS, as Zengine's API answered it (its cross-origin-resource-sharing page, and
 * evert0n/zn-api-tests, which checks every endpoint and verb): `Access-Control-Allow-Origin`
 * and `Access-Control-Allow-Methods: GET, POST, PUT, DELETE, OPTIONS` on every answer to an
 * origin CORS lets in, OPTIONS answered. Off unless origins are configured
 * (`SANDBOX_CORS_ORIGIN`: `*` or a list); the sandbox's own pages under another of its names
 * are let in by the local guard (src/http/local-guard.ts). Preflights are answered here,
 * without auth, as browsers send them without credentials.
 */
import { NextFunction, Request, Response } from 'express';
import { CORS_ALLOWED_METHODS } from '../../http/local-guard';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-If-ObjectVersion-Matches, X-HTTP-Method-Override';

/** Reads `SANDBOX_CORS_ORIGIN`-style settings: `*`, or origins separated by commas. */
export function parseOrigins(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : value.split(',');
  return list.map((origin) => origin.trim()).filter((origin) => origin !== '');
}

function isPreflight(req: Request): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

/**
 * With `*`, every answer says `Access-Control-Allow-Origin: *`, whoever asks (no credentials
 * travel with `*`: a page reads with a token it holds itself); with a list, the answers to the
 * listed origins name their origin.
 */
export function corsMiddleware(origins: string[]) {
  const any = origins.indexOf('*') !== -1;
  return function cors(req: Request, res: Response, next: NextFunction): void {
    const origin = req.headers.origin;
    if (!any && (!origin || origins.indexOf(origin) === -1)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', any ? '*' : origin as string);
    if (!any) res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    if (isPreflight(req)) {
      const requested = req.headers['access-control-request-headers'];
      res.setHeader('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}

/**
 * OPTIONS on the REST API, as its http-verbs page says ("used for Cross-Origin Resource
 * Sharing"): 204 with the methods it takes. A preflight from another site never gets here: the
 * local guard refuses it first.
 */
export function answerOptions(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  res.setHeader('Allow', CORS_ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
  res.setHeader('Cache-Control', 'no-store');
  res.status(204).end();
}
