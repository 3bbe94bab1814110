/**
 * CORS, off unless origins are configured (`*` or a list). Preflights are answered here,
 * without auth, as browsers send them without credentials.
 */
import { NextFunction, Request, Response } from 'express';

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-If-ObjectVersion-Matches';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';

/** Reads `SANDBOX_CORS_ORIGIN`-style settings: `*`, or origins separated by commas. */
export function parseOrigins(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : value.split(',');
  return list.map((origin) => origin.trim()).filter((origin) => origin !== '');
}

export function corsMiddleware(origins: string[]) {
  const any = origins.indexOf('*') !== -1;
  return function cors(req: Request, res: Response, next: NextFunction): void {
    const origin = req.headers.origin;
    if (origins.length === 0 || !origin || (!any && origins.indexOf(origin) === -1)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', any ? '*' : origin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
