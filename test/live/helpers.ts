// A real AngularJS injector for the live specs: AngularJS's own $http, $httpBackend (XHR) and
// $browser (real timers), with the zn.plugin module, under strictDi as a minified host runs.
// Requests go to znConfig's default same-origin /v1 and /plugins, which karma proxies to the
// sandbox it started (karma.sandbox.conf.js).
import type { auto } from 'angular';

export function realInjector(): auto.IInjectorService {
  return angular.injector(['ng', 'zn.plugin'], true);
}

let counter = 0;

/** A label no other spec of this run uses, so specs in random order never see each other's objects. */
export function uniqueLabel(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Settles a promise into `{ value }` or `{ reason }` so a spec can await a rejection. */
export function outcome<T>(promise: PromiseLike<T>): Promise<{ value?: T; reason?: any }> {
  return Promise.resolve(promise).then((value) => ({ value }), (reason) => ({ reason }));
}
