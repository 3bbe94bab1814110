/**
 * The success and failure envelopes of the REST conventions, and the error the handlers throw
 * to answer with a failure envelope.
 */

/** Failure kinds: HTTP status, API code and the message a person may be shown. */
export const FAILURES = {
  badRequest: { status: 400, code: 4000, userMessage: 'The request could not be understood' },
  unauthorized: { status: 401, code: 4001, userMessage: 'Please sign in' },
  forbidden: { status: 403, code: 4003, userMessage: 'You do not have access to this' },
  notFound: { status: 404, code: 4004, userMessage: 'Error viewing data' },
  methodNotAllowed: { status: 405, code: 4005, userMessage: 'This action is not available' },
  /** A stale `X-If-ObjectVersion-Matches`: Zengine answered 412 with code 4025 (zn-backend-http retries on exactly that). */
  staleVersion: { status: 412, code: 4025, userMessage: 'Someone else changed this in the meantime' },
  validation: { status: 403, code: 4012, userMessage: 'Error saving data' },
  tooLarge: { status: 413, code: 4013, userMessage: 'The request is too large' },
  unsupportedMediaType: { status: 415, code: 4015, userMessage: 'The request could not be understood' },
  serverError: { status: 500, code: 5000, userMessage: 'Something went wrong on our side' }
} as const;

export type FailureKind = keyof typeof FAILURES;

/** Messages keyed like the input, e.g. `{ field12: ['Is required'] }`. */
export type ValidationErrors = Record<string, string[]>;

export interface FailureEnvelope {
  status: number;
  code: number;
  userMessage: string;
  developerMessage: string;
  validationErrors?: ValidationErrors;
}

export interface SuccessEnvelope {
  status: number;
  code: number;
  totalCount?: number;
  limit?: number;
  offset?: number;
  data?: unknown;
}

/** Thrown anywhere in a handler; the error middleware turns it into a failure envelope. */
export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly validationErrors?: ValidationErrors;

  constructor(kind: FailureKind, developerMessage: string, validationErrors?: ValidationErrors) {
    super(developerMessage);
    this.name = 'ApiError';
    this.kind = kind;
    this.validationErrors = validationErrors;
  }

  get status(): number {
    return FAILURES[this.kind].status;
  }

  toEnvelope(): FailureEnvelope {
    const failure = FAILURES[this.kind];
    const envelope: FailureEnvelope = {
      status: failure.status,
      code: failure.code,
      userMessage: failure.userMessage,
      developerMessage: this.message
    };
    if (this.validationErrors) envelope.validationErrors = this.validationErrors;
    return envelope;
  }
}

export function badRequest(developerMessage: string): ApiError {
  return new ApiError('badRequest', developerMessage);
}

export function notFound(developerMessage: string): ApiError {
  return new ApiError('notFound', developerMessage);
}

export function validationFailed(validationErrors: ValidationErrors): ApiError {
  return new ApiError('validation', 'Validation errors', validationErrors);
}

/** A list or one object read with GET, or the answer to a POST or PUT. */
export function successEnvelope(status: 200 | 201, page: { totalCount: number; limit: number; offset: number },
  data: unknown): SuccessEnvelope {
  return { status, code: status === 201 ? 2001 : 2000, totalCount: page.totalCount, limit: page.limit, offset: page.offset, data };
}
