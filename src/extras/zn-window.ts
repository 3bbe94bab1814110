import type { IWindowService } from 'angular';

/** `znWindow`: `open(url, name, features)` as the browser's, and `location.reload()` of the page. */
export interface ZnWindowService {
  open(url?: string, name?: string | null, features?: string | null): Window | null;
  location: { reload(): void };
}

/**
 * Zengine's plugins ran in a frame and reached the page through `znWindow`; here the plugin is in
 * the page, so both go to `$window` (a spec can give a fake one).
 */
export function znWindowFactory($window: IWindowService): ZnWindowService {
  return {
    open: (url, name, features) => $window.open(url, name || undefined, features || undefined),
    location: { reload: () => $window.location.reload() }
  };
}
znWindowFactory.$inject = ['$window'];
