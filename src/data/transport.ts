import type { IDeferred, IHttpResponse, IHttpService, IPromise, IQService, IRequestConfig, ITimeoutService } from 'angular';
import type { ZnRetrySettings } from '../config/types';
import { HttpAnswer, UnreadableBody } from './http-answer';
import { decideRetry } from './retry';

/** The services a request needs, injected by the service that makes it. */
export interface TransportServices {
  $http: IHttpService;
  $q: IQService;
  $timeout: ITimeoutService;
  /** A number from 0 to 1 (`Math.random`); specs inject a fixed one. */
  random(): number;
  /** Milliseconds since the epoch (`Date.now`). */
  now(): number;
}

/** A request on its way: its answer, how many attempts it took, and how to stop it. */
export interface Sending {
  readonly promise: IPromise<IHttpResponse<unknown>>;
  /** Attempts made so far (1 once sent). */
  attempts(): number;
  /** Aborts the request in flight, or the wait before a retry; the promise then never settles. */
  cancel(): void;
}

type Transform = (data: unknown, headers: unknown, status: number) => unknown;

/**
 * The response transforms of `$http`, made safe: a body they cannot parse becomes an
 * `UnreadableBody` instead of a rejection without a status, so the caller keeps the real status.
 */
export function tolerantTransform(transforms: Transform | Transform[] | undefined): Transform {
  const list: Transform[] = Array.isArray(transforms) ? transforms : transforms ? [transforms] : [];
  return (data, headers, status) => {
    try {
      return list.reduce((value, transform) => transform(value, headers, status), data);
    } catch (error) {
      return new UnreadableBody(data, error instanceof Error ? error.message : String(error));
    }
  };
}

function header(answer: unknown, name: string): unknown {
  const headers = (answer as { headers?: unknown }).headers;
  return typeof headers === 'function' ? headers(name) : undefined;
}

function isAnswer(reason: unknown): reason is HttpAnswer {
  return reason !== null && typeof reason === 'object' && typeof (reason as HttpAnswer).status === 'number' && !(reason instanceof Error);
}

/**
 * Sends `config` with `$http`. With `retry`, an answer that says "try later" (429, 502, 503, 504,
 * or none at all) is tried again after `Retry-After` or a backoff, through `$timeout`; the
 * promise settles once, with the last answer.
 */
export function send(services: TransportServices, config: IRequestConfig, retry: ZnRetrySettings | null): Sending {
  const { $http, $q, $timeout } = services;
  const result = $q.defer<IHttpResponse<unknown>>();
  let attempts = 0;
  let waited = 0;
  let stopped = false;
  let canceller: IDeferred<unknown> | null = null;
  let timer: IPromise<void> | null = null;
  const request = { ...config, transformResponse: tolerantTransform(config.transformResponse as Transform | Transform[] || $http.defaults.transformResponse as Transform[]) };

  const attempt = () => {
    attempts++;
    const abort = $q.defer<unknown>();
    canceller = abort;
    $http({ ...request, timeout: abort.promise }).then((response) => {
      if (!stopped) result.resolve(response);
    }, (reason: unknown) => {
      if (stopped) return;
      const decision = retry && isAnswer(reason)
        ? decideRetry(retry, attempts, reason, header(reason, 'Retry-After'), waited, services.now(), services.random())
        : null;
      if (!decision || !decision.retry) {
        result.reject(reason);
        return;
      }
      waited += decision.delay;
      timer = $timeout(() => {
        timer = null;
        if (!stopped) attempt();
      }, decision.delay);
    });
  };
  attempt();

  return {
    promise: result.promise,
    attempts: () => attempts,
    cancel: () => {
      if (stopped) return;
      stopped = true;
      if (timer) $timeout.cancel(timer);
      if (canceller) canceller.resolve('cancelled');
    }
  };
}
