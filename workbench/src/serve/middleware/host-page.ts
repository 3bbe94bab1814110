/**
 * The host page at / and at every HTML5 deep link (/workspaces/...): its router shows the page
 * they name. Drawn from the snapshot once the edits saved before the request are in (drawn once
 * per snapshot).
 */
import express, { NextFunction, Request, Response } from 'express';
import { hostPageOf } from '../host-page';
import type { PluginSnapshot } from '../snapshot';

/**
 * `versions` names the page's unchanging files with their versions (asset-versions.ts); `answered`
 * is called after each page is sent (parts.ts makes the sandbox then, if not yet).
 */
export function hostPage(snapshot: () => Promise<PluginSnapshot>, versions: (page: string) => string = (page) => page,
  answered: () => void = () => undefined): express.Router {
  const draw = hostPageOf(versions);
  const send = (req: Request, res: Response, next: NextFunction) => {
    snapshot().then((current) => {
      res.type('html').send(draw(current));
      answered();
    }).catch(next);
  };
  const router = express.Router();
  router.get('/', send);
  router.get(/^\/workspaces(\/|$)/, send);
  return router;
}
