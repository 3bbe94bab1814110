/** For changing and reloading: the browser never keeps an old copy of anything served. */
import type { NextFunction, Request, Response } from 'express';

export function noStore() {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
