/**
 * Turns whatever went wrong into an ApiError: ours as they are, the body parsers' and multer's
 * by their kind, anything else a 500 whose envelope says nothing of the code (the stack goes to
 * the log only).
 */
import { NextFunction, Request, Response } from 'express';
import type { MulterError } from 'multer';
import { ApiError, FailureEnvelope, withHint } from '../envelopes';
import { noRoute } from '#core';
import { isOAuthError } from './auth';
import { sendShaped, shapeOf } from './formats';

/** What the sandbox would say beyond a body Zengine's shape fixes (`"Not Found"`; envelopes.ts `withHint`). */
export const HINT_HEADER = 'X-Sandbox-Message';

/** A header value: printable ASCII, at most 300 characters. */
function headerText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);
}

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
      // the form-field parser's own refusals (nested deeper than it reads, too many fields)
      if (parserError && parserError.status === 400 && typeof parserError.type === 'string') {
        return new ApiError('badRequest', `The body was refused: ${parserError.message}`);
      }
      return undefined;
  }
}

/** An answer in the API's envelope, never cached. */
export function sendEnvelope(res: Response, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/** The last route: what nothing else served is a 404 (Zengine's router's, code 5004) saying where the API is. */
export function nothingServed(req: Request): never {
  throw withHint(noRoute(), `Nothing is served at ${req.path.slice(0, 200)}; the API is under /v1 and plugin services under /plugins`);
}

/**
 * What Zengine's router said of a path it had no controller for, in its debug mode: the 2016
 * black-box tests of its API expect it as the 404's `systemMessage` (evert0n/zn-api-tests,
 * errors40x/404_not_found.js, run with `debug: true`).
 */
export const NO_ROUTE_SYSTEM_MESSAGE = 'Controller class Controller could not be found.';

/**
 * The `systemMessage` of a failure in debug mode: the router's own line for a path of no route;
 * else what the sandbox would say beyond the envelope (the hint), or its developer message. A
 * server fault says nothing more (its details stay in the log).
 */
function systemMessageOf(apiError: ApiError, hint: unknown): string[] | undefined {
  if (apiError.kind === 'noRoute') return [NO_ROUTE_SYSTEM_MESSAGE];
  if (apiError.kind === 'serverError') return undefined;
  return [typeof hint === 'string' ? hint : apiError.message];
}

/**
 * The error handler: an OAuth refusal as `{ error, error_description }`, an ApiError's envelope,
 * any other fault logged and answered as a bare 500; in the answer's format (JSON, XML, CSV, JSONP).
 * In `debug` mode (SANDBOX_DEBUG), as Zengine's API in its debug mode, an envelope carries
 * `systemMessage` too (a list of lines); an OAuth refusal keeps its two keys.
 */
export function errorHandler(limits: ErrorLimits, logError: (error: unknown) => void, debug = false) {
  // express knows an error handler by its four parameters
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    void next;
    if (res.headersSent) {
      res.end();
      return;
    }
    const hint = (error as { hint?: unknown } | null)?.hint;
    if (typeof hint === 'string') res.setHeader(HINT_HEADER, headerText(hint));
    if (isOAuthError(error)) {
      res.setHeader(HINT_HEADER, headerText(error.hint));
      if (error.status === 401) res.setHeader('WWW-Authenticate', `Bearer realm="sandbox", error="invalid_token"`);
      sendShaped(res, shapeOf(res), error.status, error.toBody());
      return;
    }
    let apiError = toApiError(error, limits);
    if (!apiError) {
      logError(error);
      apiError = new ApiError('serverError', 'The sandbox failed to handle this request; its log has the details');
    }
    if (apiError.kind === 'unauthorized') res.setHeader('WWW-Authenticate', 'Bearer realm="sandbox"');
    const extras = (error as { envelopeExtras?: Record<string, unknown> } | null)?.envelopeExtras;
    const own = apiError.toEnvelope();
    // the envelope's keys first and as they are, then the extras (envelopes.ts withEnvelopeExtras)
    const envelope: FailureEnvelope & { systemMessage?: string[] } = { ...own, ...extras, ...own };
    const systemMessage = debug ? systemMessageOf(apiError, hint) : undefined;
    if (systemMessage) envelope.systemMessage = systemMessage;
    sendShaped(res, shapeOf(res), apiError.status, envelope);
  };
}
