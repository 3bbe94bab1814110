/**
 * Turns whatever went wrong into an ApiError: ours as they are, the body parsers' and multer's
 * by their kind, anything else a 500 whose envelope says nothing of the code (the stack goes to
 * the log only).
 */
import { NextFunction, Request, Response } from 'express';
import type { MulterError } from 'multer';
import { ApiError, notFound } from '../envelopes';

interface ParserError {
  type?: string;
  status?: number;
  message?: string;
}

type ErrorLimits = { maxJsonBytes: number; maxUploadBytes: number; maxUploadFiles: number };

export function toApiError(error: unknown, limits: ErrorLimits): ApiError | undefined {
  if (error instanceof ApiError) return error;
  // multer is loaded with the first multipart body (body-parsers.ts); its errors are named so
  if (error instanceof Error && error.name === 'MulterError') {
    const refused = error as MulterError;
    switch (refused.code) {
      case 'LIMIT_FILE_SIZE':
        return new ApiError('tooLarge', `A file is larger than the upload limit of ${limits.maxUploadBytes} bytes`);
      case 'LIMIT_FILE_COUNT':
        return new ApiError('tooLarge', `An upload takes at most ${limits.maxUploadFiles} files`);
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new ApiError('tooLarge', `The multipart body is too large (${refused.message})`);
      default:
        return new ApiError('badRequest', `The multipart body was refused: ${refused.message}`);
    }
  }
  const parserError = error as ParserError;
  switch (parserError && parserError.type) {
    case 'entity.too.large':
      return new ApiError('tooLarge', `The body is larger than the limit of ${limits.maxJsonBytes} bytes`);
    case 'entity.parse.failed':
      return new ApiError('badRequest', `The body is not valid JSON (an object or an array): ${parserError.message}`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('unsupportedMediaType', `The body's encoding is not supported: ${parserError.message}`);
    case 'request.aborted':
    case 'request.size.invalid':
      return new ApiError('badRequest', `The body did not arrive whole: ${parserError.message}`);
    default:
      return undefined;
  }
}

/** An answer in the API's envelope, never cached. */
export function sendEnvelope(res: Response, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/** The last route: what nothing else served is a 404 saying where the API is. */
export function nothingServed(req: Request): never {
  throw notFound(`Nothing is served at ${req.path.slice(0, 200)}; the API is under /v1 and plugin services under /plugins`);
}

/** The error handler: an ApiError's envelope; any other fault logged and answered as a bare 500. */
export function errorHandler(limits: ErrorLimits, logError: (error: unknown) => void) {
  // express knows an error handler by its four parameters
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    void next;
    let apiError = toApiError(error, limits);
    if (!apiError) {
      logError(error);
      apiError = new ApiError('serverError', 'The sandbox failed to handle this request; its log has the details');
    }
    if (apiError.kind === 'unauthorized') res.setHeader('WWW-Authenticate', 'Bearer realm="sandbox"');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendEnvelope(res, apiError.status, apiError.toEnvelope());
  };
}
