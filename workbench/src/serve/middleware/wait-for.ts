/**
 * Holds every request that reaches it until `what()` resolves: the requests after it in app.ts
 * (the sandbox's, the webhooks', /workbench/firebase) need the sandbox and hand out the plugins'
 * Firebase URLs and tokens, and both are made after the workbench listens (parts.ts).
 */
import type { NextFunction, Request, Response } from 'express';

export function waitFor(what: () => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    what().then(() => next(), next);
  };
}
