/** The request log: one entry per finished response, `access_token` values hidden. */
import { NextFunction, Request, Response } from 'express';

export interface RequestLogEntry {
  method: string;
  url: string;
  status: number;
  milliseconds: number;
}

export function requestLog(log: (entry: RequestLogEntry) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => log({
      method: req.method,
      url: req.originalUrl.replace(/([?&]access_token=)[^&]*/g, '$1…'),
      status: res.statusCode,
      milliseconds: Number(process.hrtime.bigint() - started) / 1e6
    }));
    next();
  };
}
