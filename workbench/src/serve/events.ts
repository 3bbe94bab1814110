/**
 * The live-reload channel: server-sent events on /workbench/events that every open host page
 * listens to (host/reload.js).
 *
 *   event: change   data: { files }                  the page loads itself again
 *   event: styles   data: { namespaces, files }      each plugin named swaps its stylesheet in place
 *   event: templates data: { plugins: [{ namespace, templates: { id: text } }], files }
 *                    each template goes into $templateCache, each plugin's interfaces mount again
 */
import type { Request, RequestHandler, Response } from 'express';

/** Where the channel is served. */
export const EVENTS_PATH = '/workbench/events';

export interface LiveReloadChannel {
  /** GET /workbench/events. */
  handler: RequestHandler;
  send(event: 'change' | 'styles' | 'templates', data: Record<string, unknown>): void;
  close(): void;
}

export function createLiveReloadChannel(): LiveReloadChannel {
  const listeners = new Set<Response>();
  return {
    handler: (req: Request, res: Response) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write('retry: 1000\n\n');
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
