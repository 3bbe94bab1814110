import { RestError, failureEnvelope as restFailureEnvelope } from '../../core';
import type { RestFailureEnvelope } from '../../core';
import { ZnTestFailure } from '../types';

/** The API's failure envelope (the core's, shared with the workbench's sandbox). */
export type FailureEnvelope = RestFailureEnvelope;

/** What the in-memory API answers: an HTTP status and a body. Status 0 is no answer at all. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A whole failure envelope from a partial one (a test's `failNext`): code by the status (4004 for a 404), messages by status. */
export function failureEnvelope(failure: ZnTestFailure): FailureEnvelope {
  const status = typeof failure.status === 'number' ? failure.status : 500;
  return restFailureEnvelope(failure, `znTestBackend answered ${status} as the test asked`);
}

/** The answer of a failure thrown while answering. */
export function failureAnswer(error: RestError): ApiAnswer {
  const envelope = error.toEnvelope();
  return { status: envelope.status, body: envelope };
}
