import { ZnError } from '../errors';
import { ZnFailure, ZnMetaData } from './types';
/** The parts of an `$http` response (or rejection) that the data layer reads. */
export interface HttpAnswer {
    data?: unknown;
    status: number;
    statusText?: string;
    /** AngularJS's reason for an answer without a status: `complete`, `error`, `timeout`, `abort`. */
    xhrStatus?: string;
}
/** What was asked, for messages. */
export interface RequestSummary {
    method: string;
    url: string;
}
/** Whether a body is the API's envelope: an object with a numeric `status` and `code`. */
export declare function isEnvelope(body: unknown): body is Record<string, unknown>;
/**
 * Reads a successful answer: the envelope's `data` and its metadata. A body without an envelope
 * (a 204, a plain JSON value) is the data itself, with metadata from the HTTP status.
 */
export declare function readSuccess(answer: HttpAnswer): {
    data: unknown;
    metaData: ZnMetaData;
};
/**
 * Turns whatever a failed request produced into a failure envelope: the API's own envelope
 * when the body is one (missing fields filled in), otherwise one built from the HTTP status
 * (0 when no answer came) with readable messages; a body that is not an envelope is kept as `data`.
 */
export declare function toFailure(reason: unknown, request: RequestSummary): ZnFailure;
/** The failure of a call refused before sending: a bad argument, a missing parameter, a guard. */
export declare function refusal(error: ZnError): ZnFailure;
