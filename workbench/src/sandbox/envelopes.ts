/**
 * The success and failure envelopes of the REST conventions, and the error the handlers throw
 * to answer with a failure envelope: the core's (src/core/rest/envelopes.ts), shared with the
 * testing kit's in-memory API, under the names the sandbox uses.
 */
export { RestError as ApiError, badRequest, notFound, validationFailed, successEnvelope, countEnvelope } from '#core';
export type { RestValidationErrors as ValidationErrors, RestFailureEnvelope as FailureEnvelope } from '#core';

/**
 * An error with what the sandbox would say beyond a body Zengine's shape fixes (a route's 404
 * says "Not Found" and nothing more): http/errors.ts sends the hint as the X-Sandbox-Message header.
 */
export function withHint<T extends Error>(error: T, hint: string): T {
  return Object.assign(error, { hint });
}

/**
 * An error whose envelope carries more than Zengine's failure keys (a one-object read under a
 * parent that does not exist also says `totalCount: 0`, as Zengine's API answered it); the error
 * handler (http/errors.ts) adds them after the envelope's own keys.
 */
export function withEnvelopeExtras<T extends Error>(error: T, extras: Record<string, unknown>): T {
  return Object.assign(error, { envelopeExtras: extras });
}
