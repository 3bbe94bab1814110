/**
 * The envelopes of the REST conventions (success, count, failure) and the error a handler throws
 * to answer with a failure envelope. Shared by the workbench's sandbox and the testing kit's
 * in-memory API, so both answer in the same shapes with the same codes.
 */

/** Failure kinds: HTTP status, API code and the message a person may be shown. */
export const REST_FAILURES = {
  badRequest: { status: 400, code: 4000, userMessage: 'The request could not be understood' },
  unauthorized: { status: 401, code: 4001, userMessage: 'Please sign in' },
  forbidden: { status: 403, code: 4003, userMessage: 'You do not have access to this' },
  notFound: { status: 404, code: 4004, userMessage: 'Error viewing data' },
  /**
   * A path that is no resource, or a verb its resource does not take (`POST /users/1`): Zengine's
   * router answered these with code 5004 and "Not Found" for both messages (evert0n/zn-api-tests).
   */
  noRoute: { status: 404, code: 5004, userMessage: 'Not Found' },
  methodNotAllowed: { status: 405, code: 4005, userMessage: 'This action is not available' },
  /** A stale `X-If-ObjectVersion-Matches`: Zengine answered 412 with code 4025 (zn-backend-http retries on exactly that). */
  staleVersion: { status: 412, code: 4025, userMessage: 'Someone else changed this in the meantime' },
  validation: { status: 403, code: 4012, userMessage: 'Error saving data' },
  /** A write the caller may not make there (a record of a form that does not exist): Zengine's 403 with code 4013. */
  writeRefused: { status: 403, code: 4013, userMessage: 'Error saving data' },
  /** A delete the caller may not make there (an object under a parent that does not exist): Zengine's 403 with code 4000. */
  deleteRefused: { status: 403, code: 4000, userMessage: 'Error deleting data' },
  /** Zengine's other refusal of a change under a parent that does not exist (a reply of no note): 403, code 5003. */
  accessRefused: { status: 403, code: 5003, userMessage: 'Forbidden' },
  /** A permissions change where there is no form: Zengine's 403 with code 4024. */
  permissionsRefused: { status: 403, code: 4024, userMessage: 'Error saving data' },
  tooLarge: { status: 413, code: 4013, userMessage: 'The request is too large' },
  unsupportedMediaType: { status: 415, code: 4015, userMessage: 'The request could not be understood' },
  serverError: { status: 500, code: 5000, userMessage: 'Something went wrong on our side' }
} as const;

export type RestFailureKind = keyof typeof REST_FAILURES;

/** Messages keyed like the input, e.g. `{ field12: ['Is required'] }`. */
export type RestValidationErrors = Record<string, string[]>;

/** `{ status, code, userMessage, developerMessage[, validationErrors] }`. */
export interface RestFailureEnvelope {
  status: number;
  code: number;
  userMessage: string;
  developerMessage: string;
  validationErrors?: RestValidationErrors;
}

/** `{ status, code, totalCount, limit, offset, data }` (a count or a delete carries less). */
export interface RestSuccessEnvelope {
  status: number;
  code: number;
  totalCount?: number;
  limit?: number;
  offset?: number;
  data?: unknown;
}

/** Thrown while answering a request; becomes a failure envelope (`toEnvelope`). */
export class RestError extends Error {
  readonly kind: RestFailureKind;
  readonly validationErrors?: RestValidationErrors;

  constructor(kind: RestFailureKind, developerMessage: string, validationErrors?: RestValidationErrors) {
    super(developerMessage);
    this.name = 'RestError';
    this.kind = kind;
    this.validationErrors = validationErrors;
  }

  get status(): number {
    return REST_FAILURES[this.kind].status;
  }

  toEnvelope(): RestFailureEnvelope {
    const failure = REST_FAILURES[this.kind];
    const envelope: RestFailureEnvelope = {
      status: failure.status,
      code: failure.code,
      userMessage: failure.userMessage,
      developerMessage: this.message
    };
    if (this.validationErrors) envelope.validationErrors = this.validationErrors;
    return envelope;
  }
}

export function badRequest(developerMessage: string): RestError {
  return new RestError('badRequest', developerMessage);
}

export function notFound(developerMessage: string): RestError {
  return new RestError('notFound', developerMessage);
}

export function validationFailed(validationErrors: RestValidationErrors): RestError {
  return new RestError('validation', 'Validation errors', validationErrors);
}

/** Whether a value is a RestError (also across two copies of the core). */
export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError || (error instanceof Error && error.name === 'RestError' &&
    typeof (error as RestError).toEnvelope === 'function');
}

export function noRoute(): RestError {
  return new RestError('noRoute', 'Not Found');
}

/**
 * A list or one object read with GET, or the answer to a POST or PUT: status 200 and code 2000
 * for a create too, as the conventions' response-format page shows for GET, POST and PUT and as
 * Zengine's API answered. A page past the end (its offset at or beyond the total) answers
 * `totalCount: 0`, as Zengine's API did: public services read pages until one answers 0 (wgnBulk's
 * getAll), and Zengine's router library filled in the `data` such an answer came without (zengo's
 * api.query); docs/differences.md.
 */
export function successEnvelope(page: { totalCount: number; limit: number; offset: number }, data: unknown): RestSuccessEnvelope {
  const totalCount = page.offset > 0 && page.offset >= page.totalCount ? 0 : page.totalCount;
  return { status: 200, code: 2000, totalCount, limit: page.limit, offset: page.offset, data };
}

/** The answer to `GET <collection>/count`. */
export function countEnvelope(totalCount: number): RestSuccessEnvelope {
  return { status: 200, code: 2000, totalCount };
}

/** A partial failure (a test's `failNext`): any of status, code, messages, validation errors. */
export interface RestFailureParts {
  status?: number;
  code?: number;
  userMessage?: string;
  developerMessage?: string;
  validationErrors?: RestValidationErrors;
}

/** The API code of a failure status: 4000 + the status's last two digits (404 → 4004), 5000 + them for 5xx. */
export function failureCode(status: number): number {
  return Math.floor(status / 100) * 1000 + (status % 100);
}

/**
 * A whole failure envelope from a partial one: the code by `failureCode` (4012 for validation
 * errors), the user message the one of that status in REST_FAILURES.
 */
export function failureEnvelope(failure: RestFailureParts, defaultDeveloperMessage: string): RestFailureEnvelope {
  const status = typeof failure.status === 'number' ? failure.status : 500;
  const validation = failure.validationErrors !== undefined;
  let known: { userMessage: string } | undefined;
  (Object.keys(REST_FAILURES) as RestFailureKind[]).forEach((kind) => {
    if (!known && kind !== 'validation' && REST_FAILURES[kind].status === status) known = REST_FAILURES[kind];
  });
  const envelope: RestFailureEnvelope = {
    status,
    code: typeof failure.code === 'number' ? failure.code : validation && status === 403 ? REST_FAILURES.validation.code : failureCode(status),
    userMessage: typeof failure.userMessage === 'string' ? failure.userMessage
      : validation ? REST_FAILURES.validation.userMessage
        : known ? known.userMessage : status >= 500 ? REST_FAILURES.serverError.userMessage : 'The request failed',
    developerMessage: typeof failure.developerMessage === 'string' ? failure.developerMessage
      : validation ? 'Validation errors' : defaultDeveloperMessage
  };
  if (validation) envelope.validationErrors = failure.validationErrors;
  return envelope;
}
