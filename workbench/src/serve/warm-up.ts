/**
 * Loading the compilers while nobody waits. A start on unchanged files takes Babel's and Sass's
 * outputs from the disk and loads neither compiler (repository/steps/compiled-store.ts), so the
 * author's first edit of a session would pay for loading them (about 0.2 s each on a quiet
 * machine, more on a busy one) on top of its rebuild. They load on the build thread, but on two
 * cores that still slows the first page loads: so once no request has come for IDLE_MS, one load
 * runs per check (parts.ts: telling the build thread to load them). The live-reload channel's
 * long-lived request does not count.
 */
import type { NextFunction, Request, Response } from 'express';

/** How long the workbench must have had no request before a load runs, in ms. */
export const IDLE_MS = 1000;

export interface WarmUp {
  /** Notes each request's arrival (put it before every other middleware). */
  noteRequest(req: Request, res: Response, next: NextFunction): void;
  close(): void;
}

/** Runs each of `loads`, once and in order, at idle moments (see above); `events` is the live-reload channel's path. */
export function warmWhenIdle(loads: ReadonlyArray<() => void>, events: string, idleMs = IDLE_MS): WarmUp {
  const pending = loads.slice();
  let lastRequest = Date.now();
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const check = () => {
    if (Date.now() - lastRequest < idleMs) return;
    const load = pending.shift();
    if (!load) return stop();
    try {
      load();
    } catch {
      // a compiler that cannot load now fails the same way at the edit, which reports it
    }
    if (!pending.length) stop();
  };
  if (pending.length) {
    timer = setInterval(check, Math.max(1, Math.floor(idleMs / 2)));
    timer.unref();
  }
  return {
    noteRequest: (req, res, next) => {
      if (req.path !== events) lastRequest = Date.now();
      next();
    },
    close: stop
  };
}
