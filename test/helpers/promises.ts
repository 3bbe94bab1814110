import type { IPromise } from 'angular';

// Shared by the specs that read how a promise settled after a flush ($httpBackend, $timeout).

/** What a promise did, read after a flush. */
export interface Outcome {
  state: 'pending' | 'resolved' | 'rejected';
  value?: any;
}

/** Records how a promise settles. */
export function track(promise: IPromise<unknown>): Outcome {
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
