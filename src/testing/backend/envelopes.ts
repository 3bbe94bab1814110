import { ZnTestFailure } from '../types';

/** The API's failure envelope. */
export interface FailureEnvelope {
  status: number;
  code: number;
  userMessage: string;
  developerMessage: string;
  validationErrors?: Record<string, string[]>;
}

/** What the in-memory API answers: an HTTP status and a body. Status 0 is no answer at all. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The messages the API gives per status, as the sandbox gives them. */
const USER_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood',
  401: 'Please sign in',
  403: 'You do not have access to this',
  404: 'Error viewing data',
  405: 'This action is not available',
  409: 'Someone else changed this in the meantime',
  412: 'Someone else changed this in the meantime',
  500: 'Something went wrong on our side'
};

/** A failure thrown while answering; becomes a failure envelope. */
export class ApiFailure extends Error {
  constructor(readonly envelope: FailureEnvelope) {
    super(envelope.developerMessage);
    this.name = 'ApiFailure';
  }

  static badRequest(developerMessage: string): ApiFailure {
    return new ApiFailure(failureEnvelope({ status: 400, developerMessage }));
  }

  static notFound(developerMessage: string): ApiFailure {
    return new ApiFailure(failureEnvelope({ status: 404, developerMessage }));
  }

  /** A stale `X-If-ObjectVersion-Matches`: 412 with code 4025, as Zengine and the sandbox answer. */
  static staleVersion(developerMessage: string): ApiFailure {
    return new ApiFailure(failureEnvelope({ status: 412, code: 4025, developerMessage }));
  }
}

/** A whole failure envelope from a partial one: code `status * 10`, messages by status. */
export function failureEnvelope(failure: ZnTestFailure): FailureEnvelope {
  const status = typeof failure.status === 'number' ? failure.status : 500;
  const validation = failure.validationErrors !== undefined;
  const envelope: FailureEnvelope = {
    status,
    code: typeof failure.code === 'number' ? failure.code : validation && status === 403 ? 4012 : status * 10,
    userMessage: typeof failure.userMessage === 'string' ? failure.userMessage
      : validation ? 'Error saving data' : USER_MESSAGES[status] || (status >= 500 ? USER_MESSAGES[500] : 'The request failed'),
    developerMessage: typeof failure.developerMessage === 'string' ? failure.developerMessage
      : validation ? 'Validation errors' : `znTestBackend answered ${status} as the test asked`
  };
  if (validation) envelope.validationErrors = failure.validationErrors;
  return envelope;
}

/** The success envelope: `{ status, code, totalCount, limit, offset, data }`. */
export function successEnvelope(status: 200 | 201, page: { totalCount: number; limit: number; offset: number }, data: unknown): ApiAnswer {
  return {
    status,
    body: { status, code: status === 201 ? 2001 : 2000, totalCount: page.totalCount, limit: page.limit, offset: page.offset, data }
  };
}
