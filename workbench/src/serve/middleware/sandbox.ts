/** The sandbox answers its own paths (/v1/..., /plugins/...); anything else is not served here. */
import type { NextFunction, Request, Response } from 'express';
import type { Sandbox } from '../../sandbox';

/** `sandboxOf` gives the sandbox (made on first use: serve/parts.ts). */
export function sandboxPaths(sandboxOf: () => Sandbox) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (/^\/(v1|plugins)(\/|$)/.test(req.path)) {
      sandboxOf().app(req, res, next);
      return;
    }
    res.status(404).type('text').send(`Nothing is served at ${req.path.slice(0, 200)}`);
  };
}
