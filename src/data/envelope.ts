import { ZnError, isPlainObject } from '../core';
import { HttpAnswer, UnreadableBody } from './http-answer';
import { ZnFailure, ZnMetaData } from './types';

/** What was asked, for messages. */
export interface RequestSummary {
  method: string;
  url: string;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** An empty body (a 204, an empty 200) reads as `undefined`. */
function bodyOf(answer: HttpAnswer): unknown {
  return answer.data === '' || answer.data === null ? undefined : answer.data;
}

/** Whether a body is the API's envelope: an object with a numeric `status` and `code`. */
export function isEnvelope(body: unknown): body is Record<string, unknown> {
  return isPlainObject(body) && typeof body.status === 'number' && typeof body.code === 'number';
}

/**
 * Reads a successful answer: the envelope's `data` and its metadata. A body without an envelope
 * (a 204, a plain JSON value) is the data itself, with metadata from the HTTP status.
 */
export function readSuccess(answer: HttpAnswer): { data: unknown; metaData: ZnMetaData } {
  const body = bodyOf(answer);
  if (isEnvelope(body)) {
    return {
      data: body.data,
      metaData: {
        status: body.status as number,
        code: body.code as number,
        totalCount: numberOrUndefined(body.totalCount),
        limit: numberOrUndefined(body.limit),
        offset: numberOrUndefined(body.offset)
      }
    };
  }
  return {
    data: body,
    metaData: { status: answer.status, code: answer.status * 10, totalCount: undefined, limit: undefined, offset: undefined }
  };
}

function isHttpAnswer(reason: unknown): reason is HttpAnswer {
  return reason !== null && typeof reason === 'object' && typeof (reason as HttpAnswer).status === 'number' &&
    !(reason instanceof Error);
}

/** Whether a failure body is the API's failure envelope (status plus a code or a message). */
function isFailureEnvelope(body: unknown): body is Record<string, unknown> {
  return isPlainObject(body) && typeof body.status === 'number' &&
    (typeof body.code === 'number' || typeof body.userMessage === 'string' || typeof body.developerMessage === 'string');
}

function statusLine(answer: HttpAnswer): string {
  return answer.statusText ? `${answer.status} ${answer.statusText}` : String(answer.status);
}

/**
 * Turns whatever a failed request produced into a failure envelope: the API's own envelope
 * when the body is one (missing fields filled in), otherwise one built from the HTTP status
 * (0 when no answer came) with readable messages; a body that is not an envelope is kept as `data`.
 */
export function toFailure(reason: unknown, request: RequestSummary): ZnFailure {
  const what = `${request.method} ${request.url}`;
  if (!isHttpAnswer(reason)) {
    const detail = reason instanceof Error ? reason.message : String(reason);
    const failure: ZnFailure = {
      status: 0,
      code: 0,
      userMessage: 'The request could not be sent.',
      developerMessage: `${what} was stopped before an answer came: ${detail}`
    };
    if (reason instanceof Error) failure.error = reason;
    return failure;
  }
  const body = bodyOf(reason);
  if (body instanceof UnreadableBody) return unreadableFailure(reason, request);
  if (isFailureEnvelope(body)) {
    const status = body.status as number;
    return {
      ...body,
      status,
      code: typeof body.code === 'number' ? body.code : status * 10,
      userMessage: typeof body.userMessage === 'string' ? body.userMessage : 'The request failed.',
      developerMessage: typeof body.developerMessage === 'string' ? body.developerMessage : `${what} answered ${statusLine(reason)}`
    };
  }
  const failure: ZnFailure = reason.status > 0
    ? {
      status: reason.status,
      code: reason.status * 10,
      userMessage: reason.status >= 500
        ? `The server could not complete the request (${statusLine(reason)}). Try again later.`
        : `The request was not accepted (${statusLine(reason)}).`,
      developerMessage: `${what} answered ${statusLine(reason)} without an API failure envelope`
    }
    : noAnswer(reason.xhrStatus, what);
  if (body !== undefined) failure.data = body;
  return failure;
}

function noAnswer(xhrStatus: string | undefined, what: string): ZnFailure {
  switch (xhrStatus) {
    case 'timeout':
      return { status: 0, code: 0, userMessage: 'The server took too long to answer. Try again.', developerMessage: `${what} timed out without an answer` };
    case 'abort':
      return { status: 0, code: 0, userMessage: 'The request was cancelled.', developerMessage: `${what} was aborted before an answer came` };
    default:
      return {
        status: 0,
        code: 0,
        userMessage: 'The server could not be reached. Check the connection and try again.',
        developerMessage: `${what} got no answer (network error, or blocked by the browser)`
      };
  }
}

/** The failure of a call refused before sending: a bad argument, a missing parameter, a guard. */
export function refusal(error: ZnError): ZnFailure {
  return { status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: error.message, error };
}

/**
 * The failure of an answer whose body could not be read (e.g. `{bad` sent as application/json):
 * the real HTTP status, a message that says so, and the raw text as `data`.
 */
export function unreadableFailure(answer: HttpAnswer, request: RequestSummary): ZnFailure {
  const body = answer.data instanceof UnreadableBody ? answer.data : new UnreadableBody(answer.data, 'unknown format');
  return {
    status: answer.status,
    code: answer.status >= 400 ? answer.status * 10 : 0,
    userMessage: `The answer could not be read (${statusLine(answer)}).`,
    developerMessage: `${request.method} ${request.url} answered ${statusLine(answer)} with a body that could not be read: ${body.reason}`,
    data: body.text
  };
}

/** The failure a cancelled call rejects with: status 0, `cancelled: true`. */
export function cancelledFailure(request: RequestSummary): ZnFailure {
  return {
    status: 0,
    code: 0,
    cancelled: true,
    userMessage: 'The request was cancelled.',
    developerMessage: `${request.method} ${request.url} was cancelled by the caller`
  };
}

/** Says how many attempts a retried call made: `attempts`, and the count in developerMessage. */
export function withAttempts(failure: ZnFailure, attempts: number): ZnFailure {
  if (attempts <= 1) return failure;
  return { ...failure, attempts, developerMessage: `${failure.developerMessage} (after ${attempts} attempts)` };
}
