/**
 * Turns whatever went wrong into an ApiError: ours as they are, the body parsers' and multer's
 * by their kind, anything else a 500 whose envelope says nothing of the code (the stack goes to
 * the log only).
 */
import { MulterError } from 'multer';
import { ApiError } from '../envelopes';

interface ParserError {
  type?: string;
  status?: number;
  message?: string;
}

export function toApiError(error: unknown, limits: { maxJsonBytes: number; maxUploadBytes: number; maxUploadFiles: number }): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new ApiError('tooLarge', `A file is larger than the upload limit of ${limits.maxUploadBytes} bytes`);
      case 'LIMIT_FILE_COUNT':
        return new ApiError('tooLarge', `An upload takes at most ${limits.maxUploadFiles} files`);
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new ApiError('tooLarge', `The multipart body is too large (${error.message})`);
      default:
        return new ApiError('badRequest', `The multipart body was refused: ${error.message}`);
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
