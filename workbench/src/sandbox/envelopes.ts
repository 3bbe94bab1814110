/**
 * The success and failure envelopes of the REST conventions, and the error the handlers throw
 * to answer with a failure envelope: the core's (src/core/rest/envelopes.ts), shared with the
 * testing kit's in-memory API, under the names the sandbox uses.
 */
export { RestError as ApiError, badRequest, notFound, validationFailed, successEnvelope, countEnvelope } from '#core';
export type { RestValidationErrors as ValidationErrors, RestFailureEnvelope as FailureEnvelope } from '#core';
