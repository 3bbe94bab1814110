import type { IHttpResponse, IPromise, IQService } from 'angular';
import { MaybeCallback } from './arguments';
import { RequestSummary, cancelledFailure, toFailure, unreadableFailure, withAttempts } from './envelope';
import { UnreadableBody } from './http-answer';
import { Sending } from './transport';
import { ZnFailure, ZnPromise } from './types';

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
  /** The request on its way, or the failure of a call refused before sending. */
  sent: Sending | ZnFailure;
  interpret(response: IHttpResponse<unknown>): Interpretation<T>;
  /** Runs after the success callback, before the promise resolves (znData's events). */
  afterSuccess?(value: T, response: IHttpResponse<unknown>): void;
  success: MaybeCallback;
  error: MaybeCallback;
}

/** Calls a caller's callback; one that throws is reported to `$exceptionHandler`, never passed on. */
export function callSafely(services: SettleServices, request: RequestSummary, callback: MaybeCallback, args: unknown[], which: string): void {
  if (!callback) return;
  try {
    callback(...args);
  } catch (thrown) {
    services.$exceptionHandler(thrown, `${request.method} ${request.url}: the ${which} threw`);
  }
}

/**
 * Adds `cancel()` to a call's promise. Cancelling before it settles stops the work (`stop`) and
 * rejects the promise with a failure whose `cancelled` is true; the promise is marked handled,
 * so a caller that cancels needs no catch. After it settled, `cancel()` does nothing.
 */
export function cancellable<T>(services: SettleServices, request: RequestSummary, work: IPromise<T>, stop: () => void):
  { promise: ZnPromise<T>; cancelled(): boolean } {
  const deferred = services.$q.defer<T>();
  let settled = false;
  let cancelled = false;
  work.then((value) => {
    if (settled) return;
    settled = true;
    deferred.resolve(value);
  }, (reason: unknown) => {
    if (settled) return;
    settled = true;
    deferred.reject(reason);
  });
  const promise = deferred.promise as ZnPromise<T>;
  promise.cancel = () => {
    if (settled) return;
    settled = true;
    cancelled = true;
    stop();
    promise.catch(noop);
    deferred.reject(cancelledFailure(request));
  };
  return { promise, cancelled: () => cancelled };
}

/**
 * The step of reading one answer, shared by `settle` and by `queryAll` for each page: a body
 * that could not be read is a failure; else the call's interpretation decides. A failure carries
 * the number of attempts when the request was retried.
 */
export function interpretAnswer<T>(response: IHttpResponse<unknown>, request: RequestSummary, attempts: number,
  interpret: (response: IHttpResponse<unknown>) => Interpretation<T>): Interpretation<T> {
  if (response.data instanceof UnreadableBody) return { ok: false, failure: withAttempts(unreadableFailure(response, request), attempts) };
  const outcome = interpret(response);
  return outcome.ok ? outcome : { ok: false, failure: withAttempts(outcome.failure, attempts) };
}

/** The step of reading a request that got no success answer: the failure the caller sees. */
export function rejectionFailure(reason: unknown, request: RequestSummary, attempts: number): ZnFailure {
  return withAttempts(toFailure(reason, request), attempts);
}

/**
 * Turns a request into the promise and callbacks a caller gets. Callbacks always run after the
 * call returns (even for a refused call); one that throws is reported to `$exceptionHandler` and
 * the promise still settles with the call's outcome. When an error callback was given, the
 * returned promise is marked handled, so ignoring it raises no "Possibly unhandled rejection".
 * The promise has `cancel()`: no callback runs and no event fires after it.
 */
export function settle<T>(services: SettleServices, options: SettleOptions<T>): ZnPromise<T> {
  const { $q } = services;
  const call = (callback: MaybeCallback, args: unknown[], which: string) => {
    if (!isCancelled()) callSafely(services, options.request, callback, args, which);
  };
  const fail = (failure: ZnFailure) => {
    call(options.error, [failure], 'errorCallback');
    return $q.reject(failure);
  };
  const sending = isSending(options.sent) ? options.sent : null;
  const attempts = () => (sending ? sending.attempts() : 0);
  const start = sending ? sending.promise : $q.reject(options.sent);
  const work = start.then((response) => {
    if (isCancelled()) return $q.reject(null);
    const outcome = interpretAnswer(response, options.request, attempts(), options.interpret);
    if (!outcome.ok) return fail(outcome.failure);
    call(options.success, outcome.callbackArgs, 'successCallback');
    if (options.afterSuccess) options.afterSuccess(outcome.value, response);
    return outcome.value;
  }, (reason: unknown) => {
    if (isCancelled()) return $q.reject(null);
    return fail(sending ? rejectionFailure(reason, options.request, attempts()) : reason as ZnFailure);
  }) as IPromise<T>;
  const handle = cancellable(services, options.request, work, () => {
    if (sending) sending.cancel();
  });
  function isCancelled(): boolean {
    return handle.cancelled();
  }
  if (options.error) handle.promise.catch(noop);
  return handle.promise;
}

function isSending(value: unknown): value is Sending {
  return value !== null && typeof value === 'object' && typeof (value as Sending).cancel === 'function' &&
    typeof (value as Sending).attempts === 'function';
}

export function noop(): void {
  // The caller handles failures through its error callback, or cancelled the call.
}
