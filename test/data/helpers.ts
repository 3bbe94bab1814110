// Helpers for the data layer's specs.

/** Matches exactly this URL (angular-mocks would otherwise accept the query in any order). */
export function exactly(url: string): (actual: string) => boolean {
  const matcher = (actual: string) => actual === url;
  matcher.toString = () => url;
  return matcher;
}

/** Matches a request without a body. */
export function noBody(data: unknown): boolean {
  return data === undefined;
}

/** The API's success envelope around some data. */
export function envelope(data: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { status: 200, code: 2000, totalCount: Array.isArray(data) ? data.length : 1, limit: 20, offset: 0, data, ...extra };
}

/** What a promise did, read after a flush. */
export interface Outcome {
  state: 'pending' | 'resolved' | 'rejected';
  value?: any;
}

/** Records how a promise settles. */
export function track(promise: angular.IPromise<unknown>): Outcome {
  const outcome: Outcome = { state: 'pending' };
  promise.then((value) => {
    outcome.state = 'resolved';
    outcome.value = value;
  }, (reason) => {
    outcome.state = 'rejected';
    outcome.value = reason;
  });
  return outcome;
}

/**
 * Makes this spec's injector refuse functions without explicit annotations, as a minified host
 * would: use as `beforeEach(strictDi)` before the first inject. (Called at the top level,
 * `angular.mock.inject.strictDi(true)` only returns this function and changes nothing.)
 */
export const strictDi = angular.mock.inject.strictDi(true) as unknown as () => void;
