/** The last middleware: a request's fault as a short answer; a server fault goes to the log, never to the page. */
import type { NextFunction, Request, Response } from 'express';

export function answerErrors(logError: (error: unknown) => void) {
  // express knows an error handler by its four parameters
  return (error: { status?: number; statusCode?: number } | undefined, req: Request, res: Response, next: NextFunction): void => {
    void next;
    const status = error && (error.status || error.statusCode);
    if (status && status < 500) {
      res.status(status).type('text').send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    logError(error);
    res.status(500).type('text').send('The workbench failed; its log has the details');
  };
}
