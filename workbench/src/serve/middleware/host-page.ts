/**
 * The host page at / and at every HTML5 deep link (/workspaces/...): its router shows the page
 * they name. Drawn from the snapshot once the edits saved before the request are in (drawn once
 * per snapshot).
 */
import express, { NextFunction, Request, Response } from 'express';
import { hostPageOf } from '../host-page';
import type { PluginSnapshot } from '../snapshot';

export function hostPage(snapshot: () => Promise<PluginSnapshot>): express.Router {
  const draw = hostPageOf();
  const send = (req: Request, res: Response, next: NextFunction) => {
    snapshot().then((current) => {
      res.type('html').send(draw(current));
    }).catch(next);
  };
  const router = express.Router();
  router.get('/', send);
  router.get(/^\/workspaces(\/|$)/, send);
  return router;
}
