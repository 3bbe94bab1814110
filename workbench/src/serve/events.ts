/**
 * The live-reload channel: server-sent events on /workbench/events that every open host page
 * listens to (host/reload.js).
 *
 *   event: change   data: { files }                  the page loads itself again
 *   event: styles   data: { namespaces, files }      each plugin named swaps its stylesheet in place
 *   event: templates data: { plugins: [{ namespace, templates: { id: text } }], files }
 *                    each template goes into $templateCache, each plugin's interfaces mount again
 *   event: frames   data: { namespaces, files }      each framed plugin named loads its frames again
 *
 * A page says what it was drawn from (`?drawn=<stamp>`, host-page.ts): when the plugins changed
 * since (a build came in between the page's answer and its connecting, which a slow build makes
 * likely: the page was answered without waiting for it), it hears `change` at once.
 */
import type { Request, RequestHandler, Response } from 'express';

/** Where the channel is served. */
export const EVENTS_PATH = '/workbench/events';

export interface LiveReloadChannel {
  /** GET /workbench/events. */
  handler: RequestHandler;
  send(event: 'change' | 'styles' | 'templates' | 'frames', data: Record<string, unknown>): void;
  close(): void;
}

/** `drawnNow()`: the stamp of a page drawn now (host-page.ts snapshotStamp). */
export function createLiveReloadChannel(drawnNow: () => string = () => ''): LiveReloadChannel {
  const listeners = new Set<Response>();
  return {
    handler: (req: Request, res: Response) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write('retry: 1000\n\n');
      const drawn = typeof req.query.drawn === 'string' ? req.query.drawn : '';
      if (drawn && drawn !== drawnNow()) res.write(`event: change\ndata: ${JSON.stringify({ files: [] })}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
    },
    send: (event, data) => {
      const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      listeners.forEach((res) => res.write(text));
    },
    close: () => {
      listeners.forEach((res) => res.end());
      listeners.clear();
    }
  };
}
