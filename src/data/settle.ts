import type { IHttpResponse, IPromise, IQService } from 'angular';
import { MaybeCallback } from './arguments';
import { RequestSummary, toFailure } from './envelope';
import { ZnFailure } from './types';

/** The services a call needs, injected by the service that makes it. */
export interface SettleServices {
  $q: IQService;
  $exceptionHandler: (error: unknown, cause?: string) => void;
}

/** What a successful answer means for a call: the value to resolve with, the callback's arguments. */
export type Interpretation<T> =
  | { ok: true; value: T; callbackArgs: unknown[] }
  | { ok: false; failure: ZnFailure };

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
export function settle<T>(services: SettleServices, options: SettleOptions<T>): IPromise<T> {
  const { $q, $exceptionHandler } = services;
  const call = (callback: MaybeCallback, args: unknown[], which: string) => {
    if (!callback) return;
    try {
      callback(...args);
    } catch (thrown) {
      $exceptionHandler(thrown, `${options.request.method} ${options.request.url}: the ${which} threw`);
    }
  };
  const fail = (failure: ZnFailure) => {
    call(options.error, [failure], 'errorCallback');
    return $q.reject(failure);
  };
  const refused = !isPromise(options.sent);
  const start = refused
    ? $q.reject(options.sent)
    : options.sent as IPromise<IHttpResponse<unknown>>;
  const promise = start.then((response) => {
    const outcome = options.interpret(response);
    if (!outcome.ok) return fail(outcome.failure);
    call(options.success, outcome.callbackArgs, 'successCallback');
    if (options.afterSuccess) options.afterSuccess(outcome.value, response);
    return outcome.value;
  }, (reason: unknown) => fail(refused ? reason as ZnFailure : toFailure(reason, options.request))) as IPromise<T>;
  if (options.error) promise.catch(noop);
  return promise;
}

function isPromise(value: unknown): value is IPromise<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as IPromise<unknown>).then === 'function';
}

function noop(): void {
  // The caller handles failures through its error callback.
}
