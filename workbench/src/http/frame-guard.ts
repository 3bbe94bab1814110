/**
 * The frame guard: the workbench's pages may be framed by its own pages only (the host page
 * frames nothing of another site's, and no other site frames it). Without it a page on any site
 * could show the workbench in a frame and trick the developer into clicks on it (clickjacking).
 * `X-Frame-Options: SAMEORIGIN` for older browsers, CSP `frame-ancestors 'self'` for the rest
 * (set first, so a handler that sets a policy of its own replaces it).
 */
import type { IncomingMessage, ServerResponse } from 'http';

export function frameGuard() {
  return function guardFrames(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    next();
  };
}
