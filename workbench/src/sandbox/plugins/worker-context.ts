/**
 * The request a service process is running, shared by service-worker.ts (which runs each request
 * inside `withServiceRequest`) and the SDK's zn-http.ts (which reads the API address and the
 * caller's Authorization from it). A warm process serves several requests at once, so each
 * request's settings follow its own asynchronous calls (AsyncLocalStorage); code that runs outside
 * any request (a timer set at load time) gets the settings of the last request's parseHeaders, as
 * Zengine's module-level zn-http did.
 */
import { AsyncLocalStorage } from 'async_hooks';

export interface ZnHttpSettings {
  /** The REST API znHttp calls, e.g. http://127.0.0.1:3030/v1 (the `baseurl` header). */
  apiUrl: string;
  /** The Authorization header znHttp sends (the caller's), if any. */
  authorization?: string;
  /** The `x-plugin` header Zengine's platform sent, forwarded as X-Plugin. */
  plugin?: string;
}

const storage = new AsyncLocalStorage<ZnHttpSettings>();
let last: ZnHttpSettings | undefined;

export function withServiceRequest<T>(settings: ZnHttpSettings, run: () => T): T {
  return storage.run(settings, run);
}

/** Called by parseHeaders: the settings for code outside any request. */
export function rememberServiceRequest(settings: ZnHttpSettings): void {
  last = settings;
}

export function serviceRequest(): ZnHttpSettings | undefined {
  return storage.getStore() || last;
}
