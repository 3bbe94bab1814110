import type { IHttpPromise, IHttpService } from 'angular';

/** The methods of `$http` that send a request and give its promise. */
const SHORTCUTS = ['get', 'delete', 'head', 'jsonp', 'post', 'put', 'patch'] as const;

type LegacyCallback = (data: unknown, status: number, headers: unknown, config: unknown) => void;

/** An `$http` promise as AngularJS 1.2 gave it: with `success(fn)` and `error(fn)`. */
export interface LegacyHttpPromise<T> extends IHttpPromise<T> {
  success(callback: LegacyCallback): LegacyHttpPromise<T>;
  error(callback: LegacyCallback): LegacyHttpPromise<T>;
}

function noop(): void {
  // the other outcome of the request: handled by whichever of success/error the plugin called
}

/**
 * Adds 1.2's `success` and `error` to an `$http` promise: each calls back with `(data, status,
 * headers, config)` and returns the same promise, so they chain. The request's other outcome is
 * handled, so a plugin that only calls `success` gets no "possibly unhandled rejection".
 */
export function withLegacyCallbacks<T>(promise: IHttpPromise<T>): LegacyHttpPromise<T> {
  const legacy = promise as LegacyHttpPromise<T>;
  legacy.success = (callback) => {
    promise.then((response) => callback(response.data, response.status, response.headers, response.config), noop);
    return legacy;
  };
  legacy.error = (callback) => {
    promise.then(noop, (response) => {
      const failed = response || {};
      callback(failed.data, failed.status, failed.headers, failed.config);
    });
    return legacy;
  };
  return legacy;
}

/** Decorator of `$http`: the service and its shortcuts (`$http.get`, ...) give promises with `success`/`error`. */
export function legacyHttpDecorator($delegate: IHttpService): IHttpService {
  const http = ((config: any) => withLegacyCallbacks($delegate(config))) as unknown as Record<string, unknown>;
  Object.keys($delegate).forEach((key) => { http[key] = ($delegate as unknown as Record<string, unknown>)[key]; });
  SHORTCUTS.forEach((method) => {
    const send = ($delegate as any)[method] as (...args: unknown[]) => IHttpPromise<unknown>;
    http[method] = (...args: unknown[]) => withLegacyCallbacks(send.apply($delegate, args)) as IHttpPromise<any>;
  });
  return http as unknown as IHttpService;
}
legacyHttpDecorator.$inject = ['$delegate'];
