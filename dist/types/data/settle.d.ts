import type { IHttpResponse, IPromise, IQService } from 'angular';
import { MaybeCallback } from './arguments';
import { RequestSummary } from './envelope';
import { ZnFailure } from './types';
/** The services a call needs, injected by the service that makes it. */
export interface SettleServices {
    $q: IQService;
    $exceptionHandler: (error: unknown, cause?: string) => void;
}
/** What a successful answer means for a call: the value to resolve with, the callback's arguments. */
export type Interpretation<T> = {
    ok: true;
    value: T;
    callbackArgs: unknown[];
} | {
    ok: false;
    failure: ZnFailure;
};
/** How to finish a call. */
export interface SettleOptions<T> {
    request: RequestSummary;
    /** The `$http` promise, or the failure of a call refused before sending. */
    sent: IPromise<IHttpResponse<unknown>> | ZnFailure;
    interpret(response: IHttpResponse<unknown>): Interpretation<T>;
    /** Runs after the success callback, before the promise resolves (znData's events). */
    afterSuccess?(value: T, response: IHttpResponse<unknown>): void;
    success: MaybeCallback;
    error: MaybeCallback;
}
/**
 * Turns a request into the promise and callbacks a caller gets. Callbacks always run after the
 * call returns (even for a refused call); one that throws is reported to `$exceptionHandler` and
 * the promise still settles with the call's outcome. When an error callback was given, the
 * returned promise is marked handled, so ignoring it raises no "Possibly unhandled rejection".
 */
export declare function settle<T>(services: SettleServices, options: SettleOptions<T>): IPromise<T>;
